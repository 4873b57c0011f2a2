/**
 * layoutWords (src/pdf/word-layout.ts) against pdfkit's own EmbeddedFont.layout on the same
 * DejaVu font: the same glyphs, the same positions and the same width for text with spaces,
 * tabs, kerning pairs, ligatures and characters outside Latin, word by word and through a cache
 * that already holds the words (a second call, another document).
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { layoutWords, type WordCache, type WordShaper } from '../../src/pdf/word-layout.js';

const require = createRequire(import.meta.url);

interface Layout {
  glyphs: { id: number }[] | null;
  positions: Record<string, number>[] | null;
  advanceWidth: number;
}
interface EmbeddedFont extends WordShaper {
  layout(text: string, features?: unknown, onlyWidth?: boolean): Layout;
}

/** A pdfkit EmbeddedFont of a fresh document (pdfkit's layout and its own per-document cache). */
function embedded(file: string): EmbeddedFont {
  const doc = new PDFDocument({
    font: null as unknown as string,
    autoFirstPage: false,
  }) as unknown as { font(b: Buffer): void; _font: EmbeddedFont };
  doc.font(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  return doc._font;
}

const TEXTS = [
  '',
  ' ',
  'AVATAR Wave Tea',
  'Office  fittings, waffle   flour ',
  '\tTabbed\tcolumns\t',
  'Rechnung Nr. 2026-0001 – Überweisung an: Müller & Söhne GmbH',
  'Ωμέγα Гамма Київ ﬁ € 1.234,56',
  'trailing space ',
  ' leading space',
];

const shape = (l: Layout) => ({
  glyphs: l.glyphs?.map((g) => g.id) ?? null,
  positions: l.positions?.map((p) => ({ ...p })) ?? null,
  advanceWidth: l.advanceWidth,
});

for (const file of ['DejaVuSans.ttf', 'DejaVuSansCondensed-Bold.ttf']) {
  test(`${file}: the same glyphs, positions and widths as pdfkit's layout`, (t) => {
    const words: WordCache = new Map();
    for (const pass of ['empty cache', 'warm cache']) {
      const ours = embedded(file);
      const theirs = embedded(file);
      for (const text of TEXTS) {
        t.deepEqual(
          shape(layoutWords(ours, words, text) as Layout),
          shape(theirs.layout(text)),
          `${pass}: ${JSON.stringify(text)}`,
        );
        t.deepEqual(
          shape(layoutWords(ours, words, text, undefined, true) as Layout),
          shape(theirs.layout(text, undefined, true)),
          `${pass}, width only: ${JSON.stringify(text)}`,
        );
      }
    }
    t.true(words.size > 10);
  });
}
