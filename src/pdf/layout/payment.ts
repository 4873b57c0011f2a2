/**
 * Payment instructions and notes: payment terms (BT-20), due date (BT-9), bank transfer with
 * the IBAN (BT-84, grouped by four for reading) and BIC (BT-86), the invoice number as
 * remittance reference (BT-83 defaults to BT-1), and the invoice note (BT-22).
 */
import { formatIban } from '../locale/format.js';
import { ensureSpace, line, lineHeight, measure, para, textWidth, type Ctx } from './context.js';

interface Block {
  title: string;
  rows: Array<[label: string, value: string]>;
  text?: string;
}

function paymentBlock(ctx: Ctx): Block | undefined {
  const { labels: t, fmt, inv } = ctx;
  const p = inv.payment;
  const rows: Array<[string, string]> = [];
  if (inv.dueDate) rows.push([t.dueDate, fmt.date(inv.dueDate)]);
  if (p?.iban) rows.push([t.iban, formatIban(p.iban)]);
  if (p?.bic) rows.push([t.bic, p.bic]);
  if (p?.iban) rows.push([t.paymentReference, inv.number]);
  if (!rows.length && !p?.terms) return undefined;
  return { title: p?.iban ? `${t.payment} · ${t.bankTransfer}` : t.payment, rows, text: p?.terms };
}

function blockHeight(ctx: Ctx, b: Block, width: number): number {
  const lh = lineHeight(ctx, ctx.style.body) + 3;
  let h = lineHeight(ctx, ctx.style.small, true) + 6 + b.rows.length * lh;
  if (b.text) h += measure(ctx, b.text, width) + 4;
  return h;
}

function drawBlock(ctx: Ctx, b: Block, x: number, y: number, width: number): void {
  const { style, palette } = ctx;
  const lh = lineHeight(ctx, style.body) + 3;
  line(ctx, b.title, x, y, { size: style.small, bold: true, color: palette.muted, spacing: 0.3 });
  y += lineHeight(ctx, style.small, true) + 6;
  if (b.text) y += para(ctx, b.text, x, y, width) + 4;
  const labelW = Math.max(0, ...b.rows.map(([label]) => textWidth(ctx, label))) + 12;
  for (const [label, value] of b.rows) {
    line(ctx, label, x, y, { color: palette.muted });
    line(ctx, value, x + labelW, y, { bold: label === ctx.labels.iban });
    y += lh;
  }
}

/** Draws payment instructions and notes side by side (or the one present, full width). */
export function paymentAndNotes(ctx: Ctx): void {
  const blocks: Block[] = [];
  const pay = paymentBlock(ctx);
  if (pay) blocks.push(pay);
  if (ctx.inv.note) blocks.push({ title: ctx.labels.notes, rows: [], text: ctx.inv.note });
  if (!blocks.length) return;
  const gap = ctx.style.gap;
  const colW = blocks.length === 2 ? (ctx.width - gap) / 2 : ctx.width * 0.6;
  const h = Math.max(...blocks.map((b) => blockHeight(ctx, b, colW)));
  ctx.y += gap;
  if (h > ctx.bottom - ctx.top - 40) {
    // A note longer than a page: give each block its own run of text.
    for (const b of blocks) {
      ensureSpace(ctx, 60);
      drawBlock(ctx, { ...b, text: undefined }, ctx.left, ctx.y, ctx.width);
      ctx.y += blockHeight(ctx, { ...b, text: undefined }, ctx.width);
      if (b.text) longText(ctx, b.text);
    }
    return;
  }
  ensureSpace(ctx, h);
  blocks.forEach((b, i) => drawBlock(ctx, b, ctx.left + i * (colW + gap), ctx.y, colW));
  ctx.y += h;
}

/** Text that may span pages, paragraph by paragraph. */
function longText(ctx: Ctx, text: string): void {
  for (const paragraph of text.split(/\n/)) {
    const h = measure(ctx, paragraph || ' ', ctx.width);
    if (h > ctx.bottom - ctx.top) {
      // A single paragraph longer than a page: split by words.
      let rest = paragraph.split(' ');
      while (rest.length) {
        let n = rest.length;
        while (n > 1 && measure(ctx, rest.slice(0, n).join(' '), ctx.width) > ctx.bottom - ctx.y) n = Math.ceil(n / 2);
        ensureSpace(ctx, measure(ctx, rest.slice(0, n).join(' '), ctx.width));
        ctx.y += para(ctx, rest.slice(0, n).join(' '), ctx.left, ctx.y, ctx.width);
        rest = rest.slice(n);
      }
      continue;
    }
    ensureSpace(ctx, h);
    ctx.y += para(ctx, paragraph || ' ', ctx.left, ctx.y, ctx.width);
  }
}
