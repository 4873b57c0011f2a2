/**
 * The direction of dependencies, checked on the imports of every source file: the syntax layer
 * (writers, readers and their shared toolkit) depends on the domain and nothing above it, the
 * format registry (src/formats) on the domain only, code
 * outside a syntax folder (src/syntax/cii, ubl, fatturapa, ksef) imports it through the folder's
 * index.ts, and exact decimals come from one setup (src/domain/decimal.ts) only.
 */
import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { REPOSITORY_ROOT } from '../src/validation/rules-dir.js';

const SRC = join(REPOSITORY_ROOT, 'src');
const files = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join(SRC, f));
const IMPORT = /(?:from\s+|import\(\s*)['"]([^'"]+)['"]/g;

/** Every import of a file: package names as written, relative ones as paths under src/. */
function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map(([, spec]) =>
    spec!.startsWith('.')
      ? relative(SRC, resolve(dirname(file), spec!)).replace(/\\/g, '/')
      : spec!,
  );
}

test('src/syntax imports nothing from retrieve, api, rest, server or mcp', (t) => {
  const upward = files
    .filter((f) => relative(SRC, f).startsWith('syntax'))
    .flatMap((f) =>
      importsOf(f)
        .filter((i) => /^(retrieve|api|rest|server|mcp)\//.test(i))
        .map((i) => `${relative(SRC, f)} → ${i}`),
    );
  t.deepEqual(upward, []);
});

test('src/formats (the format registry) imports nothing but src/domain: every layer above may read it', (t) => {
  const upward = files
    .filter((f) => relative(SRC, f).replace(/\\/g, '/').startsWith('formats/'))
    .flatMap((f) =>
      importsOf(f)
        .filter(
          (i) => !i.startsWith('formats/') && !i.startsWith('domain/') && !i.startsWith('node:'),
        )
        .map((i) => `${relative(SRC, f)} → ${i}`),
    );
  t.deepEqual(upward, []);
});

test('decimal.js is imported by src/domain/decimal.ts only (one precision and rounding setup)', (t) => {
  const direct = files
    .filter((f) => !f.endsWith(join('domain', 'decimal.ts')) && importsOf(f).includes('decimal.js'))
    .map((f) => relative(SRC, f));
  t.deepEqual(direct, []);
});

/** The syntax folders: each one's index.ts is its public surface. */
const SYNTAX_FOLDERS = ['cii', 'ubl', 'fatturapa', 'ksef'];

test('code outside a syntax folder imports it through its index.ts', (t) => {
  const internal = files.flatMap((f) => {
    const from = relative(SRC, f).replace(/\\/g, '/');
    return importsOf(f).flatMap((i) => {
      const folder = SYNTAX_FOLDERS.find((s) => i.startsWith(`syntax/${s}/`));
      if (!folder || from.startsWith(`syntax/${folder}/`) || i === `syntax/${folder}/index.js`)
        return [];
      return [`${from} → ${i}`];
    });
  });
  t.deepEqual(internal.sort(), []);
});
