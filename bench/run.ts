/**
 * `npm run bench`: runs every benchmark of the repository, each in its own process so they do
 * not disturb each other, and prints their figures. Pass names to run a subset:
 * `npm run bench -- server pdf`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const wanted = process.argv.slice(2);
const all = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.startsWith('_'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort((a, b) => (a === 'server' ? -1 : b === 'server' ? 1 : a.localeCompare(b)));
const chosen = wanted.length > 0 ? all.filter((b) => wanted.includes(b)) : all;

// The server benchmarks run the compiled service: build it so they measure the current code.
if (chosen.some((b) => ['server', 'generate'].includes(b))) {
  console.log('building the service first (npm run build)');
  spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
}
let failed = 0;
for (const name of chosen) {
  console.log(`\n=== bench ${name} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.ts`], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
