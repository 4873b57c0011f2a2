/**
 * Rewrites the golden validate responses (test/validation/checks/golden/<name>.json).
 * Run: npx tsx test/validation/checks/golden/regenerate.ts — then review the diff.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GOLDEN_CASES } from './cases.js';
import { renderGolden } from './render.js';

for (const c of GOLDEN_CASES) {
  const file = fileURLToPath(new URL(`./${c.name}.json`, import.meta.url));
  writeFileSync(file, renderGolden(c.body()));
  console.log(`wrote ${c.name}.json`);
}
