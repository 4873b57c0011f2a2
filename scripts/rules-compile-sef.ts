/**
 * `npm run rules:sef`: gives every Schematron XSLT of the registry its SEF file for the saxon-js
 * engine ahead of time, as the engine would on first use (src/validation/engine/sef-compile.ts:
 * the checkout's copy, else the machine cache EINVOICE_CACHE_DIR (default ~/.cache/einvoice),
 * else a compile with xslt3, ~20 s and ~550 MB each, EINVOICE_SEF_JOBS at a time, default 2).
 * For an image without Java, and for the tests that compare both engines.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RULE_SETS } from '../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../src/validation/rules-dir.js';
import { ensureSef } from '../src/validation/engine/sef-compile.js';

const rulesDir = process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR;

async function main(): Promise<void> {
  const started = Date.now();
  const stylesheets = new Set<string>();
  for (const set of RULE_SETS) {
    for (const rel of set.xslt) {
      if (existsSync(join(rulesDir, rel))) stylesheets.add(rel);
      else console.warn(`skipping ${rel}: not installed (run npm run rules:update)`);
    }
  }
  const failures: string[] = [];
  await Promise.all(
    [...stylesheets].map(async (rel) => {
      const t = Date.now();
      try {
        await ensureSef(rulesDir, join(rulesDir, rel));
        console.log(`${rel}: SEF ready in ${Date.now() - t} ms`);
      } catch (error) {
        failures.push((error as Error).message);
      }
    }),
  );
  console.log(`${stylesheets.size} SEF files ready in ${Date.now() - started} ms`);
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
}

await main();
