/**
 * What every page carries, drawn once all pages exist: the footer with the seller's legal
 * details (name, address BT-35..BT-40, VAT id BT-31, contact BT-42/BT-43, identifiers BT-29,
 * legal registration BT-30, electronic address BT-34, tax number BT-32, additional legal
 * information BT-33), the caller's
 * footer_text, "page x of y", and in sandbox mode the diagonal watermark.
 */
import { addressLines, partyIdentifiers } from './parties.js';
import { clean, hrule, line, lineHeight, textWidth, type Ctx } from './context.js';

/** BT-33 may be a paragraph, the identifiers a long row; the footer gives each at most this many lines. */
const MAX_LEGAL_LINES = 3;

/** Splits text into lines that fit `width` at the footer size; the last line ends in … when cut. */
function wrapLines(ctx: Ctx, text: string, width: number, max: number): string[] {
  const size = ctx.style.small;
  const out: string[] = [];
  let current = '';
  for (const word of clean(ctx, text).split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && textWidth(ctx, next, { size }) > width) {
      out.push(current);
      current = word;
      if (out.length === max) return [...out.slice(0, -1), `${out[max - 1]}…`];
    } else current = next;
  }
  if (current) out.push(current);
  return out;
}

function footerRows(ctx: Ctx): Array<[text: string, custom: boolean]> {
  const s = ctx.inv.seller;
  const rows = [[s.name, ...addressLines(ctx, s)].join(' · ')];
  const second = [
    s.vatId ? `${ctx.labels.vatId} ${s.vatId}` : undefined,
    s.email ? `${ctx.labels.email} ${s.email}` : undefined,
    s.phone ? `${ctx.labels.phone} ${s.phone}` : undefined,
  ].filter(Boolean) as string[];
  if (second.length) rows.push(second.join(' · '));
  const legal = [
    ...partyIdentifiers(ctx, s),
    s.taxRegistrationId ? `${ctx.labels.taxNumber} ${s.taxRegistrationId}` : undefined,
  ].filter(Boolean);
  // Identifiers, registration and electronic address may outgrow one line: they wrap, never clip.
  if (legal.length) rows.push(...wrapLines(ctx, legal.join(' · '), ctx.width, MAX_LEGAL_LINES));
  if (s.legalInfo) rows.push(...wrapLines(ctx, s.legalInfo, ctx.width, MAX_LEGAL_LINES));
  const custom = ctx.opts.customization?.footerText?.trim();
  const customRows = custom ? custom.split(/\n/).slice(0, 2) : [];
  return [
    ...rows.map((r): [string, boolean] => [r, false]),
    ...customRows.map((r): [string, boolean] => [r, true]),
  ];
}

/** Height the footer needs, so the layout stops above it. */
export function footerHeight(ctx: Ctx): number {
  return footerRows(ctx).length * (lineHeight(ctx, ctx.style.small) + 1.5) + 10;
}

function drawFooter(ctx: Ctx, page: number, pages: number): void {
  const { style, palette } = ctx;
  const lh = lineHeight(ctx, style.small) + 1.5;
  const rows = footerRows(ctx);
  let y = ctx.doc.page.height - style.margin.bottom - rows.length * lh;
  hrule(ctx, ctx.left, ctx.right, y - 7);
  const pageText = ctx.labels.page(page, pages);
  const pageW = 80;
  rows.forEach(([row, custom], i) => {
    const width = i === 0 ? ctx.width - pageW - 10 : ctx.width;
    line(
      ctx,
      row,
      ctx.left,
      y,
      { size: style.small, color: custom ? palette.text : palette.muted, fit: true },
      width,
    );
    y += lh;
  });
  const first = ctx.doc.page.height - style.margin.bottom - rows.length * lh;
  line(
    ctx,
    pageText,
    ctx.right - pageW,
    first,
    { size: style.small, color: palette.muted, align: 'right' },
    pageW,
  );
}

function drawWatermark(ctx: Ctx): void {
  const { doc, labels, palette } = ctx;
  const cx = doc.page.width / 2;
  const cy = doc.page.height / 2;
  doc.save();
  doc.rotate(-38, { origin: [cx, cy] });
  doc.fillOpacity(0.09);
  line(
    ctx,
    labels.watermark,
    cx - 300,
    cy - 60,
    { size: 96, bold: true, color: palette.text, align: 'center', spacing: 8 },
    600,
  );
  doc.fillOpacity(0.2);
  line(
    ctx,
    labels.watermarkSub.toUpperCase(),
    cx - 300,
    cy + 50,
    { size: 15, bold: true, color: palette.text, align: 'center', spacing: 3 },
    600,
  );
  doc.restore();
}

/** Draws footer, page numbers and the watermark on every buffered page. */
export function finishPages(ctx: Ctx): void {
  const range = ctx.doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    ctx.doc.switchToPage(i);
    drawFooter(ctx, i + 1, range.count);
    if (ctx.opts.watermark) drawWatermark(ctx);
  }
}
