/**
 * withoutHinting (src/pdf/font-hinting.ts) on real DejaVu subsets with simple and composite
 * glyphs: the hinting tables and every glyph's instructions are gone, while the glyph count,
 * each outline and each advance width are those of the hinted font, and the font's checksums hold.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { withoutHinting } from '../../src/pdf/font-hinting.js';

const require = createRequire(import.meta.url);

interface Glyph {
  id: number;
  advanceWidth: number;
  path: { toSVG(): string };
  _decode(): { numberOfContours: number; instructions?: unknown[] } | null;
}
interface Font {
  numGlyphs: number;
  directory: { tables: Record<string, unknown> };
  glyphForCodePoint(cp: number): Glyph;
  getGlyph(id: number): Glyph;
  createSubset(): { includeGlyph(id: number): number; encode(): Uint8Array };
}

/** Parses a TrueType font with the fontkit that pdfkit embeds. */
function parse(font: Uint8Array): Font {
  const doc = new PDFDocument({
    font: null as unknown as string,
    autoFirstPage: false,
  }) as unknown as { font(b: Buffer): void; _font: { font: Font } };
  doc.font(Buffer.from(font));
  return doc._font.font;
}

/** A subset of a DejaVu face with text whose accented letters are composite glyphs in DejaVu. */
function subset(file: string, text: string): Uint8Array {
  const font = parse(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  const sub = font.createSubset();
  for (const ch of text) sub.includeGlyph(font.glyphForCodePoint(ch.codePointAt(0)!).id);
  return sub.encode();
}

const TEXT = 'Rechnung Nr. 42 · Äöüß éèçñ řšžő ǻ € 1.234,56 fi';

for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSansCondensed.ttf']) {
  test(`${file}: the subset loses its hinting and keeps every outline and width`, (t) => {
    const hinted = subset(file, TEXT);
    const plain = withoutHinting(hinted);
    const before = parse(hinted);
    const after = parse(plain);
    t.true(
      plain.byteLength < hinted.byteLength * 0.75,
      `${plain.byteLength} of ${hinted.byteLength} bytes`,
    );
    t.truthy(before.directory.tables['fpgm'], 'the input is hinted');
    for (const tag of ['fpgm', 'prep', 'cvt ']) t.falsy(after.directory.tables[tag], tag);
    t.is(after.numGlyphs, before.numGlyphs);
    let composites = 0;
    for (let id = 0; id < before.numGlyphs; id++) {
      const was = before.getGlyph(id);
      const is = after.getGlyph(id);
      t.is(is.path.toSVG(), was.path.toSVG(), `glyph ${id}: outline`);
      t.is(is.advanceWidth, was.advanceWidth, `glyph ${id}: width`);
      const decoded = is._decode();
      if (decoded && decoded.numberOfContours < 0) composites++;
      if (decoded && decoded.numberOfContours >= 0)
        t.is(decoded.instructions?.length ?? 0, 0, `glyph ${id}: instructions`);
    }
    t.true(composites > 0, 'composite glyphs were covered');
  });
}

test('the rewritten font has valid table checksums and checkSumAdjustment', (t) => {
  const font = withoutHinting(subset('DejaVuSans.ttf', TEXT));
  const v = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const sum = (from: number, length: number) => {
    let s = 0;
    for (let i = from; i < from + length; i += 4)
      s = (s + (i + 4 <= font.byteLength ? v.getUint32(i) : 0)) >>> 0;
    return s;
  };
  const tables = v.getUint16(4);
  for (let i = 0; i < tables; i++) {
    const record = 12 + 16 * i;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = v.getUint32(record + 8);
    if (tag === 'head') continue; // its checksum is taken with checkSumAdjustment zeroed
    t.is(sum(offset, (v.getUint32(record + 12) + 3) & ~3), v.getUint32(record + 4), tag);
  }
  t.is(sum(0, font.byteLength), 0xb1b0afba, 'the whole font sums to the magic number');
});

test('a font without glyph outlines comes back unchanged', (t) => {
  const header = new Uint8Array(12);
  new DataView(header.buffer).setUint32(0, 0x4f54544f); // 'OTTO' with no tables
  t.is(withoutHinting(header), header);
});
