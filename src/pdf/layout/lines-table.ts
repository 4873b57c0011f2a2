/**
 * The invoice lines (BG-25) as a table: position (BT-126), description (BT-153), quantity
 * (BT-129), unit (BT-130), unit price (BT-146), VAT rate (BT-152) and net amount (BT-131); for
 * lines stated with VAT (KSeF FA(3) gross method) the gross unit price and amount, so labelled.
 * Numbers align right. A line's further facts (line-details.ts) follow under its description in
 * small print, one phrase per row, so a long line may break between phrases. The table breaks
 * across pages and repeats its header on each page.
 */
import type { CalculatedLine } from '../../domain/model.js';
import { unitName } from '../locale/units.js';
import {
  box,
  drawPara,
  ensureSpace,
  hrule,
  line,
  lineHeight,
  measure,
  newPage,
  textWidth,
  type Ctx,
} from './context.js';
import { lineDetails } from './line-details.js';

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
  text: (l: CalculatedLine) => string;
}

const PAD = 4;

function columns(ctx: Ctx): Column[] {
  const { labels: t, fmt, locale } = ctx;
  const k = ctx.style.body / 9;
  // KSeF FA(3) gross method: the lines' prices and amounts are stated with VAT (P_9B, P_11A).
  const gross = ctx.inv.pricesIncludeVat === true;
  const fixed: Column[] = [
    { label: t.quantity, width: 40 * k, align: 'right', text: (l) => fmt.quantity(l.quantity) },
    {
      label: t.unit,
      width: 40 * k,
      align: 'left',
      text: (l) => unitName(l.unitCode, locale, l.quantity),
    },
    {
      label: gross ? t.unitPriceWithVat : t.unitPrice,
      width: 58 * k,
      align: 'right',
      text: (l) => fmt.price(l.unitPrice),
    },
    { label: t.vatRate, width: 34 * k, align: 'right', text: (l) => fmt.rate(l.vatRate) },
    {
      label: gross ? t.amountWithVat : t.netAmount,
      width: 64 * k,
      align: 'right',
      text: (l) => fmt.amount(gross ? (l.grossAmount ?? l.netAmount) : l.netAmount),
    },
  ];
  const pos: Column = { label: t.pos, width: 24 * k, align: 'left', text: (l) => l.id };
  // Each column is as wide as its widest cell or header (numbers are never cut), within limits.
  for (const c of [pos, ...fixed]) {
    let widest = textWidth(ctx, c.label, { size: ctx.style.small, bold: true });
    for (const l of ctx.inv.lines) widest = Math.max(widest, textWidth(ctx, c.text(l)));
    c.width = Math.min(Math.max(c.width, widest + 2 * PAD + 1), c === pos ? 60 : 110);
  }
  const used = fixed.reduce((s, c) => s + c.width, pos.width);
  // BT-153 is printed in full up to a length that still fits a page; the XML always has it all.
  const desc: Column = {
    label: t.description,
    width: Math.max(ctx.width - used, 100),
    align: 'left',
    text: (l) => shorten(l.description),
  };
  return [pos, desc, ...fixed];
}

const MAX_DESCRIPTION = 700;

function shorten(text: string): string {
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text;
}

function header(ctx: Ctx, cols: Column[]): void {
  const { style, palette } = ctx;
  const size = style.small;
  const h = lineHeight(ctx, size, true) + 2 * (style.rowPadding + 1);
  const filled = style.tableHeader !== 'plain';
  if (filled)
    box(
      ctx,
      ctx.left,
      ctx.y,
      ctx.width,
      h,
      style.tableHeader === 'accent' ? palette.accent : palette.tint,
    );
  const color =
    style.tableHeader === 'accent'
      ? palette.onAccent
      : style.tableHeader === 'tint'
        ? palette.text
        : palette.muted;
  let x = ctx.left;
  for (const c of cols) {
    line(
      ctx,
      c.label,
      x + PAD,
      ctx.y + style.rowPadding + 1,
      { size, bold: true, color, align: c.align },
      c.width - 2 * PAD,
    );
    x += c.width;
  }
  if (style.tableHeader === 'plain')
    hrule(ctx, ctx.left, ctx.right, ctx.y + h, palette.accent, 1.2);
  if (style.table === 'grid') gridLines(ctx, cols, ctx.y, h);
  ctx.y += h;
}

function gridLines(ctx: Ctx, cols: Column[], y: number, h: number): void {
  box(ctx, ctx.left, y, ctx.width, h, undefined, '#c9ccd6');
  let x = ctx.left;
  for (const c of cols.slice(0, -1)) {
    x += c.width;
    ctx.doc
      .save()
      .moveTo(x, y)
      .lineTo(x, y + h)
      .lineWidth(0.6)
      .strokeColor('#c9ccd6')
      .stroke()
      .restore();
  }
}

function rowHeight(ctx: Ctx, cols: Column[], l: CalculatedLine): number {
  const single = lineHeight(ctx, ctx.style.body);
  const desc = measure(ctx, cols[1].text(l), cols[1].width - 2 * PAD);
  return Math.max(single, desc) + 2 * ctx.style.rowPadding;
}

/** Draws the lines table from the cursor, adding pages as needed. */
export function linesTable(ctx: Ctx): void {
  const cols = columns(ctx);
  const { style, palette } = ctx;
  const amountsNote = ctx.labels.amountsIn(ctx.inv.currency);
  const noteH = lineHeight(ctx, style.small) + 3;
  const headerH = lineHeight(ctx, style.small, true) + 2 * (style.rowPadding + 1);
  const first = ctx.inv.lines[0];
  ensureSpace(
    ctx,
    noteH + headerH + (first ? rowHeight(ctx, cols, first) * Math.min(3, ctx.inv.lines.length) : 0),
  );
  line(
    ctx,
    amountsNote,
    ctx.left,
    ctx.y,
    { size: style.small, color: palette.muted, align: 'right' },
    ctx.width,
  );
  ctx.y += noteH;
  header(ctx, cols);
  ctx.inv.lines.forEach((l, i) => {
    const h = rowHeight(ctx, cols, l);
    const details = lineDetails(ctx, l);
    const detailW = cols[1].width - 2 * PAD;
    const detailH = details.map((d) => measure(ctx, d, detailW, { size: style.small }) + 1);
    // With details, the row's bottom padding moves below the last detail.
    const mainH = details.length ? h - style.rowPadding : h;
    if (ctx.y + mainH + (detailH[0] ?? 0) > ctx.bottom) {
      newPage(ctx);
      header(ctx, cols);
    }
    const stripe = (y: number, hh: number) => {
      if (style.table === 'zebra' && i % 2 === 1)
        box(ctx, ctx.left, y, ctx.width, hh, palette.stripe);
    };
    let start = ctx.y;
    let partH = 0; // summed apart from ctx.y, so a plain row's grid is drawn with exactly its height
    // Closes the part of the line on this page: its grid cells, or the rule below it.
    const close = () => {
      if (style.table === 'grid') gridLines(ctx, cols, start, partH);
      else if (style.table === 'rules') hrule(ctx, ctx.left, ctx.right, ctx.y);
    };
    stripe(ctx.y, mainH);
    let x = ctx.left;
    const ty = ctx.y + style.rowPadding;
    cols.forEach((c, ci) => {
      if (ci === 1)
        drawPara(ctx, c.text(l), x + PAD, ty, c.width - 2 * PAD); // measured by rowHeight
      else
        line(
          ctx,
          c.text(l),
          x + PAD,
          ty,
          {
            fit: ci === 0 || ci === 3,
            align: c.align,
            color: ci === 0 ? palette.muted : palette.text,
            bold: ci === cols.length - 1 && style.table === 'grid',
          },
          c.width - 2 * PAD,
        );
      x += c.width;
    });
    ctx.y += mainH;
    partH += mainH;
    details.forEach((d, k) => {
      const dh = detailH[k] + (k === details.length - 1 ? style.rowPadding : 0);
      if (ctx.y + dh > ctx.bottom) {
        close();
        newPage(ctx);
        header(ctx, cols);
        start = ctx.y;
        partH = 0;
      }
      stripe(ctx.y, dh);
      drawPara(ctx, d, ctx.left + cols[0].width + PAD, ctx.y, detailW, {
        size: style.small,
        color: palette.muted,
      }); // measured in detailH
      ctx.y += dh;
      partH += dh;
    });
    close();
  });
  if (style.table === 'zebra') hrule(ctx, ctx.left, ctx.right, ctx.y, palette.accent, 0.8);
}
