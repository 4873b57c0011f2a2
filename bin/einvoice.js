#!/usr/bin/env node
// The `einvoice` command (package.json "bin"): `einvoice validate …` and `einvoice keys …`.
// In a checkout it runs the TypeScript source through tsx (a development dependency), so it never
// runs stale JavaScript; where there is no source (the container image, which ships dist/ and
// production dependencies only) it runs the compiled CLI.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli/main.ts', import.meta.url);
let main;
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import(source.href));
} else {
  ({ main } = await import('../dist/src/cli/main.js'));
}
process.exitCode = await main(process.argv.slice(2));
