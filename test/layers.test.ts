/**
 * The direction of dependencies, checked on the imports of every source file: the syntax layer
 * (writers, readers and their shared toolkit) depends on the domain and nothing above it, and
 * exact decimals come from one setup (src/domain/decimal.ts) only.
 */
import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { REPOSITORY_ROOT } from '../src/validation/rules-dir.js';

const SRC = join(REPOSITORY_ROOT, 'src');
const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).map((f) => join(SRC, f));
const IMPORT = /(?:from\s+|import\(\s*)['"]([^'"]+)['"]/g;

/** Every import of a file: package names as written, relative ones as paths under src/. */
function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map(([, spec]) =>
    spec!.startsWith('.') ? relative(SRC, resolve(dirname(file), spec!)).replace(/\\/g, '/') : spec!,
  );
}

test('src/syntax imports nothing from retrieve, api, rest, server or mcp', (t) => {
  const upward = files
    .filter((f) => relative(SRC, f).startsWith('syntax'))
    .flatMap((f) => importsOf(f).filter((i) => /^(retrieve|api|rest|server|mcp)\//.test(i)).map((i) => `${relative(SRC, f)} → ${i}`));
  t.deepEqual(upward, []);
});

test('decimal.js is imported by src/domain/decimal.ts only (one precision and rounding setup)', (t) => {
  const direct = files.filter((f) => !f.endsWith(join('domain', 'decimal.ts')) && importsOf(f).includes('decimal.js')).map((f) => relative(SRC, f));
  t.deepEqual(direct, []);
});
