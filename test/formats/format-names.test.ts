/**
 * The format registry is the only place a format's facts live: outside src/formats no code
 * compares a format id with a literal (`format === 'xrechnung'`, `case 'peppol':`,
 * `.includes('zugferd')`, a Set of format names). Call sites ask the registry instead (the rows'
 * properties, `usesCountryProfile`, `followsGermanCius`, `writesCii`, `formatInfo`, ...).
 *
 * cii, ubl, fatturapa and pdf are syntax and container values too, and auto is an engine choice:
 * those count only where the other side names a format (format, formatUsed, fmt, detectedFormat,
 * an `id`); no name counts where the other side is a syntax, a container or a profile.
 */
import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORMAT_IDS, FORMATS } from '../../src/formats/index.js';
import { REPOSITORY_ROOT } from '../../src/validation/rules-dir.js';

const SRC = join(REPOSITORY_ROOT, 'src');
const files = (readdirSync(SRC, { recursive: true }) as string[])
  .map((f) => f.replace(/\\/g, '/'))
  .filter((f) => f.endsWith('.ts') && !f.startsWith('formats/'));

/** Values that are also a syntax or a container (or, for auto, not a format at all). */
const SHARED = new Set<string>([
  'auto',
  ...FORMAT_IDS.flatMap((id) => [FORMATS[id].syntax, FORMATS[id].container]),
]);
const NAMES = [...FORMAT_IDS, 'auto'];
const NAME = `'(${NAMES.join('|')})'`;
/** An operand: a name chain such as ctx.format, format.id, FORMATS[format].syntax, format.toLowerCase(). */
const OPERAND = String.raw`[\w$.?\[\]]+(?:\([^()]*\)[\w$.?\[\]]*)*`;

/**
 * Whether comparing an operand with a name compares a format: never when the operand is a syntax,
 * a container or a profile (the CII writer's profile xrechnung is XRechnung's CIUS, no format id);
 * for the shared values only when it names a format.
 */
const counts = (name: string, operand: string): boolean =>
  !/syntax|container|profile/i.test(operand) &&
  (!SHARED.has(name) || /format|fmt|(^|\.)id$/i.test(operand));

/** Code without comments (a `//` inside a string such as a URL is kept). */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The lines of a source text that compare a format name, as `line: text`. */
function comparisons(text: string): string[] {
  const found: string[] = [];
  let switchOn = '';
  code(text)
    .split('\n')
    .forEach((line, i) => {
      const sw = /switch\s*\(([^)]*)\)/.exec(line);
      if (sw) switchOn = sw[1]!.trim();
      const hits = [
        ...[...line.matchAll(new RegExp(`(${OPERAND})\\s*[!=]==?\\s*${NAME}`, 'g'))].map((m) =>
          counts(m[2]!, m[1]!),
        ),
        ...[...line.matchAll(new RegExp(`${NAME}\\s*[!=]==?\\s*(${OPERAND})`, 'g'))].map((m) =>
          counts(m[1]!, m[2]!),
        ),
        ...[...line.matchAll(new RegExp(`\\bcase\\s+${NAME}\\s*:`, 'g'))].map((m) =>
          counts(m[1]!, switchOn),
        ),
        ...[
          ...line.matchAll(
            new RegExp(
              `(${OPERAND})\\.(?:includes|has|startsWith|endsWith|indexOf)\\(\\s*${NAME}`,
              'g',
            ),
          ),
        ].map((m) => counts(m[2]!, m[1]!)),
      ];
      // A list of format names (a Set or array literal naming two or more, one of them no syntax or container).
      for (const list of line.matchAll(/\[([^[\]]*)\]/g)) {
        const named = [...list[1]!.matchAll(new RegExp(NAME, 'g'))].map((m) => m[1]!);
        hits.push(named.length >= 2 && named.some((n) => !SHARED.has(n)));
      }
      if (hits.some(Boolean)) found.push(`${i + 1}: ${line.trim()}`);
    });
  return found;
}

test('no format name is compared outside src/formats', (t) => {
  t.deepEqual(
    files.flatMap((f) =>
      comparisons(readFileSync(join(SRC, f), 'utf8')).map((c) => `src/${f}:${c}`),
    ),
    [],
  );
});

test('the scan finds the forms it looks for, and no syntax or container comparison', (t) => {
  const flagged = (line: string): boolean => comparisons(line).length > 0;
  t.true(flagged(`if (ctx.format === 'xrechnung') {`));
  t.true(flagged(`const cii = format === 'cii';`));
  t.true(flagged(`if ('peppol' !== fmt) return;`));
  t.true(flagged(`if (format.id === 'pdf') return {};`));
  t.true(flagged(`const what = format.toLowerCase() === 'peppol' ? 'a' : 'b';`));
  t.false(flagged(`if (documentSyntax(format as FormatId, req.syntax) === 'ubl') {`));
  t.false(flagged(`if (formatInfo(format)?.syntax === 'fatturapa') {`));
  t.true(flagged(`  case 'zugferd':`));
  t.deepEqual(comparisons(`switch (format.id) {\n  case 'ubl':`), [`2: case 'ubl':`]);
  t.true(flagged(`if (names.includes('peppol')) {`));
  t.true(flagged(`const CII_JUDGED = new Set(['zugferd', 'facturx', 'cii', 'xrechnung']);`));
  t.false(flagged(`if (ctx.syntax === 'cii') {`));
  t.false(flagged(`if (FORMATS[format].syntax === 'fatturapa') {`));
  t.false(flagged(`if (info.container === 'pdf') {`));
  t.false(flagged(`switch (syntax) {\n  case 'ubl':`));
  t.false(flagged(`const syntaxes = ['ubl', 'cii'];`));
  t.false(flagged(`// format === 'xrechnung' in a comment`));
  t.false(flagged(`return { format: 'peppol' };`));
  t.false(flagged(`const contact = settings.profile === 'xrechnung' ? p.name : undefined;`));
});
