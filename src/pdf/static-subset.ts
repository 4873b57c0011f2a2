/**
 * A font subset computed once per font instead of once per document: the glyphs of every
 * character European invoices use (Basic Latin, Latin-1, Latin Extended-A, Romanian comma
 * letters, typographic punctuation, €, №, ™, −, the fi/fl ligatures), encoded and deflated at
 * start-up. fontkit's per-document subset encoding took several milliseconds per font and
 * dominated rendering. A document whose text needs a glyph outside the set falls back to a real
 * per-document subset (same glyph ids for the shared part, extra glyphs appended), so coverage
 * is never reduced. Both are embedded without hinting (font-hinting.ts).
 */
import { deflateSync } from 'node:zlib';
import { withoutHinting } from './font-hinting.js';
import { registerConstantStream } from './constant-streams.js';

/** The fontkit objects used here. */
interface FkGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}
interface FkSubset {
  includeGlyph(gid: number): number;
  encode(): Uint8Array;
}
export interface FkFont {
  unitsPerEm: number;
  hasGlyphForCodePoint(cp: number): boolean;
  glyphForCodePoint(cp: number): FkGlyph;
  getGlyph(gid: number): FkGlyph;
  layout(text: string): { glyphs: FkGlyph[] };
  createSubset(): FkSubset;
}

/** The shared subset of one font. */
export interface StaticSubset {
  /** Original glyph id → glyph id in the subset. */
  map: Map<number, number>;
  /** Original glyph ids in subset order (index 0 is .notdef). */
  gids: number[];
  /** Widths per subset glyph id, in PDF glyph space (1/1000 em). */
  widths: number[];
  /** Unicode code points per subset glyph id (for ToUnicode). */
  unicode: number[][];
  /** The encoded TrueType subset, deflated (FlateDecode). */
  deflated: Buffer;
  /** The ToUnicode CMap of the subset, deflated. */
  toUnicode: Buffer;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

/** A ToUnicode CMap (Adobe-Identity-UCS) mapping each glyph id to its code points. */
function toUnicodeCmap(unicode: number[][]): string {
  const entries = unicode.map((cps) => {
    const units: string[] = [];
    for (let cp of cps) {
      if (cp > 0xffff) {
        cp -= 0x10000;
        units.push(hex4(((cp >>> 10) & 0x3ff) | 0xd800));
        cp = 0xdc00 | (cp & 0x3ff);
      }
      units.push(hex4(cp));
    }
    return `<${units.join(' ')}>`;
  });
  const ranges: string[] = [];
  for (let start = 0; start < entries.length; start += 256) {
    const end = Math.min(start + 256, entries.length);
    ranges.push(`<${hex4(start)}> <${hex4(end - 1)}> [${entries.slice(start, end).join(' ')}]`);
  }
  return `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000><ffff>
endcodespacerange
${ranges.length} beginbfrange
${ranges.join('\n')}
endbfrange
endcmap
CMapName currentdict /CMap defineresource pop
end
end`;
}

function ranges(): number[] {
  const cps: number[] = [];
  const add = (from: number, to: number) => {
    for (let c = from; c <= to; c++) cps.push(c);
  };
  add(0x20, 0x7e);
  add(0xa0, 0x17f);
  add(0x218, 0x21b);
  add(0x2010, 0x2027);
  cps.push(0x202f, 0x2030, 0x2039, 0x203a, 0x20ac, 0x20b9, 0x2116, 0x2122, 0x2212);
  return cps;
}

/** Builds the shared subset of a font (tens of milliseconds, once per process and font). */
export function buildStaticSubset(font: FkFont): StaticSubset {
  const scale = 1000 / font.unitsPerEm;
  const notdef = font.getGlyph(0);
  const gids = [0];
  const widths = [notdef.advanceWidth * scale];
  const unicode: number[][] = [[0]];
  const map = new Map<number, number>([[0, 0]]);
  const add = (g: FkGlyph, codePoints: number[]) => {
    if (map.has(g.id)) return;
    map.set(g.id, gids.length);
    gids.push(g.id);
    widths.push(g.advanceWidth * scale);
    unicode.push(codePoints);
  };
  for (const cp of ranges()) {
    if (font.hasGlyphForCodePoint(cp)) add(font.glyphForCodePoint(cp), [cp]);
  }
  // Ligatures and other substitutions the default layout features produce.
  for (const word of ['fi', 'fl', 'ff', 'ffi', 'ffl', 'ft', 'fj']) {
    for (const g of font.layout(word).glyphs) add(g, g.codePoints);
  }
  const subset = font.createSubset();
  for (const gid of gids.slice(1)) subset.includeGlyph(gid);
  const deflated = deflateSync(withoutHinting(subset.encode()));
  const toUnicode = deflateSync(Buffer.from(toUnicodeCmap(unicode), 'latin1'));
  registerConstantStream(deflated);
  registerConstantStream(toUnicode);
  return { map, gids, widths, unicode, deflated, toUnicode };
}

interface PdfRef {
  end(chunk?: Uint8Array): void;
}

/** The pdfkit EmbeddedFont members this module reads or fills. */
export interface EmbeddedFontInternals {
  subset: { includeGlyph(gid: number): number; encode(): Uint8Array };
  widths: number[];
  unicode: number[][];
  scale: number;
  layout(
    text: string,
    features?: unknown,
  ): { glyphs: FkGlyph[] | null; positions: unknown[] | null; advanceWidth: number };
  document: { ref(data?: object): PdfRef; predeflateNextRef?(): void };
}

/** Subset glyph ids as a TJ string writes them (four hex digits), made once: the static subset's ids and room for fallbacks. */
const GLYPH_HEX: readonly string[] = Array.from({ length: 4096 }, (_, gid) => hex4(gid));

/**
 * pdfkit's encode (text → subset glyph ids in hex, with their positions), without making three
 * strings per glyph: a document's text has a few thousand glyphs, and pdfkit's encode made about
 * 6 % of what a 10-line generate allocates. Same ids, same strings, same widths and unicode.
 */
export function encodeGlyphs(
  ef: EmbeddedFontInternals,
  text: string,
  features?: unknown,
): [string[], unknown[]] {
  const { glyphs, positions } = ef.layout(text, features) as {
    glyphs: FkGlyph[];
    positions: unknown[];
  };
  const hex = new Array<string>(glyphs.length);
  for (let i = 0; i < glyphs.length; i++) {
    const glyph = glyphs[i]!;
    const gid = ef.subset.includeGlyph(glyph.id);
    hex[i] = GLYPH_HEX[gid] ?? hex4(gid);
    ef.widths[gid] ??= glyph.advanceWidth * ef.scale;
    ef.unicode[gid] ??= glyph.codePoints;
  }
  return [hex, positions];
}

/**
 * One document's use of a shared subset: the shared glyphs, widths and code points until the
 * document needs a glyph outside the set; from then on a subset of its own (same glyph ids for
 * the shared part, extra glyphs appended) and copies of the widths and code points.
 */
export class SubsetUse {
  private extra: FkSubset | undefined;

  constructor(
    private readonly font: FkFont,
    readonly shared: StaticSubset,
  ) {}

  /** Points a fresh pdfkit EmbeddedFont at the shared subset (its existing fields only). */
  attach(ef: EmbeddedFontInternals): void {
    ef.widths = this.shared.widths;
    ef.unicode = this.shared.unicode;
    ef.subset = {
      includeGlyph: (gid: number): number => {
        const known = this.shared.map.get(gid);
        if (known !== undefined) return known;
        if (!this.extra) {
          this.extra = this.font.createSubset();
          for (const g of this.shared.gids.slice(1)) this.extra.includeGlyph(g);
          ef.widths = this.shared.widths.slice();
          ef.unicode = this.shared.unicode.slice();
        }
        return this.extra.includeGlyph(gid);
      },
      encode: (): Uint8Array =>
        this.extra ? withoutHinting(this.extra.encode()) : this.shared.deflated,
    };
  }

  /** Before pdfkit's embed: the font file it writes first is the shared subset, deflated already. */
  beforeEmbed(ef: EmbeddedFontInternals): void {
    if (this.extra) return;
    if (!ef.document.predeflateNextRef)
      throw new Error(
        'a shared font subset needs a document that writes deflated streams as they are (pdfa-document.ts)',
      );
    ef.document.predeflateNextRef();
  }

  /** The shared ToUnicode map (deflated once), or undefined when the document has its own subset. */
  sharedToUnicode(ef: EmbeddedFontInternals): PdfRef | undefined {
    if (this.extra) return undefined;
    const cmap = ef.document.ref({ Filter: 'FlateDecode' });
    cmap.end(this.shared.toUnicode);
    return cmap;
  }
}
