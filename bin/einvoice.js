#!/usr/bin/env node
// The `einvoice` command (package.json "bin"): runs the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
