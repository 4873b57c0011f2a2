/**
 * The drawing context shared by the layout blocks: the document, the template style, the
 * locale's labels and formatter, the cursor, and small text primitives that measure, align and
 * clean text. Blocks position everything themselves (page margins are zero in pdfkit), so
 * pdfkit never breaks pages on its own: pagination is decided here, block by block.
 */
import type { CalculatedInvoice } from '../../domain/model.js';
import { fontName, printable } from '../fonts.js';
import { breakLongWords } from './long-words.js';
import type { Formatter } from '../locale/format.js';
import type { DrawableLogo } from '../logo/index.js';
import type { Labels } from '../locale/labels.js';
import type { LocaleCode, RenderOptions } from '../render-options.js';
import type { Palette, TemplateStyle } from '../theme.js';

/** Text options of the primitives. */
export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** Letter spacing in points (labels in capitals). */
  spacing?: number;
  /** Shorten with an ellipsis when wider than the box (single-line cells). */
  fit?: boolean;
}

/** Shortens text with an ellipsis until it fits `width` at the current font. */
function fitTo(doc: PDFKit.PDFDocument, text: string, width: number, spacing: number): string {
  if (doc.widthOfString(text, { characterSpacing: spacing }) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`, { characterSpacing: spacing }) <= width)
      lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}

/** Everything a layout block needs. */
export interface Ctx {
  doc: PDFKit.PDFDocument;
  inv: CalculatedInvoice;
  opts: RenderOptions;
  locale: LocaleCode;
  style: TemplateStyle;
  palette: Palette;
  labels: Labels;
  fmt: Formatter;
  /** The caller's logo, checked and prepared before the first page (src/pdf/logo). */
  logo?: DrawableLogo;
  /** Content box of a page. */
  left: number;
  right: number;
  width: number;
  top: number;
  /** Lowest y a block may reach (above the footer). */
  bottom: number;
  /** Cursor: where the next block starts. */
  y: number;
  /** Draws the running header of a continuation page and returns its bottom y. */
  continuation: (ctx: Ctx) => number;
}

function useFont(ctx: Ctx, s: TextStyle): number {
  const size = s.size ?? ctx.style.body;
  ctx.doc.font(fontName(ctx.style.family, s.bold ? 'bold' : 'regular')).fontSize(size);
  return size;
}

/** Cleans user text for the embedded font. */
export function clean(ctx: Ctx, text: string): string {
  return printable(ctx.style.family, text);
}

/** Width of one line of text. */
export function textWidth(ctx: Ctx, text: string, s: TextStyle = {}): number {
  useFont(ctx, s);
  return ctx.doc.widthOfString(clean(ctx, text), { characterSpacing: s.spacing ?? 0 });
}

/** Draws one line at (x, y); with align right/center, x..x+width is the box. */
export function line(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  s: TextStyle = {},
  width = 0,
): void {
  let t = clean(ctx, text).replace(/\n/g, ' ');
  if (!t) return;
  useFont(ctx, s);
  const spacing = s.spacing ?? 0;
  if (s.fit && width > 0) t = fitTo(ctx.doc, t, width, spacing);
  let tx = x;
  if (s.align && s.align !== 'left') {
    const w = ctx.doc.widthOfString(t, { characterSpacing: spacing });
    tx = s.align === 'right' ? x + width - w : x + (width - w) / 2;
  }
  ctx.doc
    .fillColor(s.color ?? ctx.palette.text)
    .text(t, tx, y, { lineBreak: false, characterSpacing: spacing });
}

/**
 * Text that pdfkit's line breaking would leave on one line: words separated by single spaces (no
 * line breaks, tabs, runs of spaces or soft hyphens, which the wrapper treats apart), narrower
 * than the column by a point (the wrapper adds up word by word). Most table cells are such text;
 * for them the wrapping pass — the greater part of a long table's drawing — is skipped.
 */
const WORDS = /^(?:[^\s\u00ad]+ )*[^\s\u00ad]+$/;

function fitsOneLine(ctx: Ctx, text: string, width: number): boolean {
  return WORDS.test(text) && ctx.doc.widthOfString(text) <= width - 1;
}

/**
 * Text cleaned for the font with every word wider than the column cut into lines that fit
 * (long-words.ts), at the style's font; what the wrapping primitives draw and measure.
 */
export function fitWords(ctx: Ctx, text: string, width: number, s: TextStyle = {}): string {
  return breakLongWords(ctx.doc, clean(ctx, text), width, useFont(ctx, s));
}

/** Height of wrapped text in a column. */
export function measure(ctx: Ctx, text: string, width: number, s: TextStyle = {}): number {
  const size = useFont(ctx, s);
  const t = clean(ctx, text);
  // What heightOfString gives for one line (lineGap 1), without its wrapping pass; computed the
  // way it does (a sum on the cursor, then the difference) so the figure is the same to the bit.
  if (fitsOneLine(ctx, t, width)) {
    const y = ctx.doc.y;
    return y + (ctx.doc.currentLineHeight(true) + 1) - y;
  }
  return ctx.doc.heightOfString(breakLongWords(ctx.doc, t, width, size), { width, lineGap: 1 });
}

/** Draws wrapped text in a column and returns its height. */
export function para(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  width: number,
  s: TextStyle = {},
): number {
  const h = measure(ctx, text, width, s);
  drawPara(ctx, text, x, y, width, s);
  return h;
}

/**
 * Draws wrapped text in a column without measuring it: for a caller that measured it already
 * (the lines table, row by row), each wrap being a full line-breaking pass of pdfkit.
 */
export function drawPara(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  width: number,
  s: TextStyle = {},
): void {
  const t = clean(ctx, text);
  const size = useFont(ctx, s);
  const align = s.align ?? 'left';
  const doc = ctx.doc.fillColor(s.color ?? ctx.palette.text);
  // One left-aligned line is drawn as the wrapper would draw it, without the wrapping pass.
  if (align === 'left' && fitsOneLine(ctx, t, width)) doc.text(t, x, y, { lineBreak: false });
  else doc.text(breakLongWords(doc, t, width, size), x, y, { width, lineGap: 1, align });
}

/** Line height of one text line at a size. */
export function lineHeight(ctx: Ctx, size: number, bold = false): number {
  useFont(ctx, { size, bold });
  return ctx.doc.currentLineHeight(true);
}

/** A horizontal rule. */
export function hrule(
  ctx: Ctx,
  x1: number,
  x2: number,
  y: number,
  color = ctx.palette.rule,
  width = 0.6,
): void {
  ctx.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
}

/** A filled (and optionally stroked) rectangle. */
export function box(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  fill?: string,
  stroke?: string,
): void {
  const d = ctx.doc.save().rect(x, y, w, h);
  if (fill && stroke) d.lineWidth(0.6).fillAndStroke(fill, stroke);
  else if (fill) d.fill(fill);
  else if (stroke) d.lineWidth(0.6).stroke(stroke);
  ctx.doc.restore();
}

/** Starts a new page with the running header; the cursor moves below it. */
export function newPage(ctx: Ctx): void {
  ctx.doc.addPage();
  ctx.y = ctx.continuation(ctx);
}

/** Ensures `height` fits on the current page, else starts a new one. */
export function ensureSpace(ctx: Ctx, height: number): void {
  if (ctx.y + height > ctx.bottom) newPage(ctx);
}
