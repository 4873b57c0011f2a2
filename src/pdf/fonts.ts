/**
 * Fonts for every invoice: DejaVu (npm `dejavu-fonts-ttf`, covers the Latin scripts of all five
 * locales), embedded as subsets so the PDF/A has no standard-14 font. Parsing a TTF and shaping
 * text with fontkit dominate the cost of a PDF, so the parsed fonts and the per-word layout
 * results are kept for the life of the process and handed to each new document: pdfkit would
 * otherwise re-parse the font file and re-shape every word per document. The embedded subset
 * itself is also shared (static-subset.ts). This relies on pdfkit 0.17 internals (EmbeddedFont's
 * fields); the PDF tests and the veraPDF run catch a pdfkit release that changes them.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import {
  buildStaticSubset,
  encodeGlyphs,
  SubsetUse,
  type EmbeddedFontInternals,
  type FkFont,
  type StaticSubset,
} from './static-subset.js';
import { layoutWords, type WordCache, type WordShaper } from './word-layout.js';

const require = createRequire(import.meta.url);

/** The font roles a template uses: `regular` and `bold` of one family. */
export type FontRole = 'regular' | 'bold';

/** The families a template may choose. */
export type FontFamily = 'sans' | 'condensed';

const FILES: Record<FontFamily, Record<FontRole, string>> = {
  sans: { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' },
  condensed: { regular: 'DejaVuSansCondensed.ttf', bold: 'DejaVuSansCondensed-Bold.ttf' },
};

/** The pdfkit font name for a role, as used with doc.font(). */
export function fontName(family: FontFamily, role: FontRole): string {
  return `${family}-${role}`;
}

interface CachedFont {
  font: FkFont;
  words: WordCache;
  shared: StaticSubset;
}

/** pdfkit's EmbeddedFont, which pdfkit does not export: taken from a throw-away document. */
type EmbeddedFontCtor = new (
  doc: unknown,
  font: unknown,
  id: string,
) => EmbeddedFontInternals &
  WordShaper & {
    embed(): void;
    toUnicodeCmap(): unknown;
    encode(text: string, features?: unknown): [string[], unknown[]];
  };

interface FontInternals {
  _fontFamilies: Record<string, unknown>;
  _fontCount: number;
  _font: { constructor: EmbeddedFontCtor; font: FkFont };
  font(src: Buffer): unknown;
}

const cache = new Map<string, CachedFont>();
let embeddedFontCtor: EmbeddedFontCtor | undefined;
let sharedFontClass: ReturnType<typeof sharedFont> | undefined;

/**
 * pdfkit's EmbeddedFont on the shared subset and word cache, as a subclass: its methods and
 * fields are the class's. Not as functions assigned to each font of each document: on Node 20's
 * V8 an object given own properties that shadow its methods lived through every young
 * collection with all it referenced, the font its document, and the document its pages.
 */
function sharedFont(Base: EmbeddedFontCtor) {
  return class SharedSubsetFont extends Base {
    private readonly words: WordCache;
    private readonly use: SubsetUse;

    constructor(doc: unknown, entry: CachedFont, id: string) {
      super(doc, entry.font, id);
      this.words = entry.words;
      this.use = new SubsetUse(entry.font, entry.shared);
      this.use.attach(this);
    }

    override layout(text: string, features?: unknown, onlyWidth?: boolean) {
      return layoutWords(this, this.words, text, features, onlyWidth) as ReturnType<
        EmbeddedFontInternals['layout']
      >;
    }

    override encode(text: string, features?: unknown): [string[], unknown[]] {
      return encodeGlyphs(this, text, features);
    }

    override embed(): void {
      this.use.beforeEmbed(this);
      super.embed();
    }

    override toUnicodeCmap(): unknown {
      return this.use.sharedToUnicode(this) ?? super.toUnicodeCmap();
    }
  };
}
/** Distinct words kept per font before its layout cache starts afresh (bounds memory). */
const MAX_LAYOUT_ENTRIES = 20_000;

function fontPath(file: string): string {
  return require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
}

/** A document that is never written: pdfkit parses fonts (with fontkit) only through one. */
function probeDocument(): FontInternals {
  return new PDFDocument({
    font: null as unknown as string,
    autoFirstPage: false,
  }) as unknown as FontInternals;
}

function loadFont(family: FontFamily, role: FontRole): CachedFont {
  const key = fontName(family, role);
  let entry = cache.get(key);
  if (!entry) {
    const probe = probeDocument();
    probe.font(readFileSync(fontPath(FILES[family][role])));
    embeddedFontCtor ??= probe._font.constructor;
    const font = probe._font.font;
    entry = { font, words: new Map(), shared: buildStaticSubset(font) };
    cache.set(key, entry);
  }
  return entry;
}

function getEmbeddedFontCtor(): EmbeddedFontCtor {
  if (!embeddedFontCtor) loadFont('sans', 'regular');
  return embeddedFontCtor as EmbeddedFontCtor;
}

/** Parses every font once (call at start-up so the first request is not the slow one). */
export function warmUpFonts(): void {
  getEmbeddedFontCtor();
  for (const family of Object.keys(FILES) as FontFamily[]) {
    loadFont(family, 'regular');
    loadFont(family, 'bold');
  }
}

/** Makes the cached fonts of a family available in `doc` under fontName(family, role). */
export function installFonts(doc: PDFKit.PDFDocument, family: FontFamily): void {
  const Font = (sharedFontClass ??= sharedFont(getEmbeddedFontCtor()));
  const internals = doc as unknown as FontInternals;
  (['regular', 'bold'] as const).forEach((role, i) => {
    const entry = loadFont(family, role);
    if (entry.words.size > MAX_LAYOUT_ENTRIES) entry.words.clear();
    internals._fontFamilies[fontName(family, role)] = new Font(doc, entry, `F${i + 1}`);
  });
  internals._fontCount = 2;
}

const coverage = new Map<string, boolean>();

/** Replaces characters the font cannot show (PDF/A forbids .notdef) and control characters. */
export function printable(family: FontFamily, text: string): string {
  const font = loadFont(family, 'regular').font;
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) {
      out += cp === 0x0a ? '\n' : ' ';
      continue;
    }
    if (cp < 0x7f) {
      out += ch;
      continue;
    }
    const key = `${family}:${cp}`;
    let ok = coverage.get(key);
    if (ok === undefined) {
      ok = font.hasGlyphForCodePoint(cp);
      if (coverage.size < 10_000) coverage.set(key, ok);
    }
    out += ok ? ch : '?';
  }
  return out;
}
