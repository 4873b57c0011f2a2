/**
 * Removes the TrueType hinting from an embedded font subset: each glyph's instructions and the
 * tables only instructions read (fpgm, prep, cvt). Hinting snaps outlines to a screen's pixel grid;
 * a PDF viewer scales glyphs freely and PDF/A does not ask for it, yet in DejaVu the instructions
 * are about half of every glyph: without them the two embedded subsets shrink from about 29 to 14 KB
 * each deflated, a third of a 10-line invoice's PDF (less to send, to hash and to cache for preview).
 * The outlines, metrics and glyph ids are unchanged (test/pdf/font-hinting.test.ts).
 */

/** Tables read only by the TrueType instruction interpreter (and the device tables derived from it). */
const HINTING_TABLES = new Set(['fpgm', 'prep', 'cvt ', 'hdmx', 'LTSH', 'VDMX']);

// Composite glyph component flags (OpenType `glyf`).
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

/** `maxp` (version 1.0) fields that only bound the instruction interpreter: offsets 16–27. */
const MAXP_HINTING_FIELDS = { from: 16, to: 28 };

interface Table {
  tag: string;
  data: Uint8Array;
}

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

function readTables(font: Uint8Array): { version: number; tables: Table[] } {
  const v = view(font);
  const count = v.getUint16(4);
  const tables: Table[] = [];
  for (let i = 0; i < count; i++) {
    const record = 12 + 16 * i;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = v.getUint32(record + 8);
    const length = v.getUint32(record + 12);
    if (offset + length > font.byteLength)
      throw new Error(`font table ${tag} lies outside the font`);
    tables.push({ tag, data: font.subarray(offset, offset + length) });
  }
  return { version: v.getUint32(0), tables };
}

/** One glyph without its instructions (the same bytes when it has none or is empty). */
function glyphWithoutInstructions(glyph: Uint8Array): Uint8Array {
  if (glyph.byteLength === 0) return glyph;
  const v = view(glyph);
  const contours = v.getInt16(0);
  if (contours >= 0) {
    // Simple glyph: header (10), endPtsOfContours, instructionLength, instructions, flags, points.
    const at = 10 + 2 * contours;
    const length = v.getUint16(at);
    const out = new Uint8Array(glyph.byteLength - length);
    out.set(glyph.subarray(0, at), 0); // the instruction length that follows stays 0
    out.set(glyph.subarray(at + 2 + length), at + 2);
    return out;
  }
  // Composite glyph: components, then the instructions if a component says so.
  const out = glyph.slice();
  const w = view(out);
  let at = 10;
  for (;;) {
    const flags = w.getUint16(at);
    w.setUint16(at, flags & ~WE_HAVE_INSTRUCTIONS);
    at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) at += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) at += 8;
    if (!(flags & MORE_COMPONENTS)) return out.subarray(0, at);
  }
}

/** New glyf and loca tables (in the font's loca format) with every glyph's instructions removed. */
function rebuildGlyphs(
  glyf: Uint8Array,
  loca: Uint8Array,
  longOffsets: boolean,
): { glyf: Uint8Array; loca: Uint8Array } {
  const l = view(loca);
  const count = loca.byteLength / (longOffsets ? 4 : 2) - 1;
  const offset = (i: number) => (longOffsets ? l.getUint32(4 * i) : 2 * l.getUint16(2 * i));
  const glyphs: Uint8Array[] = [];
  let size = 0;
  for (let i = 0; i < count; i++) {
    const glyph = glyphWithoutInstructions(glyf.subarray(offset(i), offset(i + 1)));
    glyphs.push(glyph);
    size += (glyph.byteLength + 3) & ~3; // 4-byte aligned, which the short loca format also needs
  }
  const newGlyf = new Uint8Array(size);
  const newLoca = new Uint8Array(loca.byteLength);
  const nl = view(newLoca);
  let at = 0;
  for (let i = 0; i <= count; i++) {
    if (longOffsets) nl.setUint32(4 * i, at);
    else nl.setUint16(2 * i, at / 2);
    if (i === count) break;
    newGlyf.set(glyphs[i], at);
    at += (glyphs[i].byteLength + 3) & ~3;
  }
  return { glyf: newGlyf, loca: newLoca };
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array((data.byteLength + 3) & ~3);
  padded.set(data);
  const v = view(padded);
  let sum = 0;
  for (let i = 0; i < padded.byteLength; i += 4) sum = (sum + v.getUint32(i)) >>> 0;
  return sum;
}

/** Writes an sfnt with these tables (sorted by tag, checksums and head.checkSumAdjustment set). */
function writeFont(version: number, tables: Table[]): Uint8Array {
  tables.sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const headerSize = 12 + 16 * tables.length;
  let size = headerSize;
  for (const t of tables) size += (t.data.byteLength + 3) & ~3;
  const font = new Uint8Array(size);
  const v = view(font);
  const power = 2 ** Math.floor(Math.log2(tables.length));
  v.setUint32(0, version);
  v.setUint16(4, tables.length);
  v.setUint16(6, power * 16);
  v.setUint16(8, Math.log2(power));
  v.setUint16(10, tables.length * 16 - power * 16);
  let at = headerSize;
  let headAt = -1;
  tables.forEach((t, i) => {
    const record = 12 + 16 * i;
    for (let c = 0; c < 4; c++) font[record + c] = t.tag.charCodeAt(c);
    if (t.tag === 'head') {
      headAt = at;
      t.data = t.data.slice();
      view(t.data).setUint32(8, 0); // checkSumAdjustment is computed over the whole font below
    }
    v.setUint32(record + 4, checksum(t.data));
    v.setUint32(record + 8, at);
    v.setUint32(record + 12, t.data.byteLength);
    font.set(t.data, at);
    at += (t.data.byteLength + 3) & ~3;
  });
  if (headAt >= 0) v.setUint32(headAt + 8, (0xb1b0afba - checksum(font)) >>> 0);
  return font;
}

/** The TrueType font without hinting; fonts without glyf outlines (CFF) come back unchanged. */
export function withoutHinting(font: Uint8Array): Uint8Array {
  const { version, tables } = readTables(font);
  const byTag = new Map(tables.map((t) => [t.tag, t]));
  const head = byTag.get('head');
  const glyf = byTag.get('glyf');
  const loca = byTag.get('loca');
  const maxp = byTag.get('maxp');
  if (!head || !glyf || !loca || !maxp) return font;
  const rebuilt = rebuildGlyphs(glyf.data, loca.data, view(head.data).getInt16(50) === 1);
  glyf.data = rebuilt.glyf;
  loca.data = rebuilt.loca;
  if (maxp.data.byteLength >= MAXP_HINTING_FIELDS.to) {
    maxp.data = maxp.data.slice();
    maxp.data.fill(0, MAXP_HINTING_FIELDS.from, MAXP_HINTING_FIELDS.to);
  }
  return writeFont(
    version,
    tables.filter((t) => !HINTING_TABLES.has(t.tag)),
  );
}
