/**
 * The parties besides seller and buyer that a reader needs before the lines: where the goods
 * went (BG-13: BT-70 party name, BT-71 location identifier, BG-15 address; the date BT-72 is a
 * document fact) and the seller's tax representative (BG-11: BT-62 name, BT-63 VAT id, BG-12
 * address). Side by side below the header; nothing at all when the invoice has neither.
 */
import { ensureSpace, line, lineHeight, type Ctx, type TextStyle } from './context.js';
import { identifierText } from './describe.js';
import { addressLines, drawLines } from './parties.js';

interface PartyBlock {
  title: string;
  rows: Array<[string, TextStyle]>;
}

function blocks(ctx: Ctx): PartyBlock[] {
  const { inv, labels: t, palette } = ctx;
  const out: PartyBlock[] = [];
  const d = inv.delivery;
  if (d && (d.partyName || d.location || d.address)) {
    const rows: Array<[string, TextStyle]> = [];
    if (d.partyName) rows.push([d.partyName, { bold: true }]);
    for (const a of d.address ? addressLines(ctx, d.address) : []) rows.push([a, {}]);
    if (d.location)
      rows.push([identifierText(ctx, d.location, t.location), { color: palette.muted }]);
    out.push({ title: t.deliverTo, rows });
  }
  const r = inv.taxRepresentative;
  if (r) {
    const rows: Array<[string, TextStyle]> = [[r.name, { bold: true }]];
    for (const a of addressLines(ctx, r.address)) rows.push([a, {}]);
    rows.push([`${t.vatId} ${r.vatId}`, { color: palette.muted }]);
    out.push({ title: t.taxRepresentative, rows });
  }
  return out;
}

/** Draws the delivery and tax representative blocks from the cursor. */
export function otherParties(ctx: Ctx): void {
  const list = blocks(ctx);
  if (!list.length) return;
  const { style, palette } = ctx;
  const gap = style.gap;
  const colW = (ctx.width - 2 * gap) / 3;
  const titleH = lineHeight(ctx, style.small, true) + 4;
  const rowsH = (b: PartyBlock) =>
    b.rows.reduce((h, [, s]) => h + lineHeight(ctx, s.size ?? style.body, s.bold) + 1.5, 0);
  const h = titleH + Math.max(...list.map(rowsH));
  ensureSpace(ctx, h);
  list.forEach((b, i) => {
    const x = ctx.left + i * (colW + gap);
    line(ctx, b.title.toUpperCase(), x, ctx.y, {
      size: style.small,
      bold: true,
      color: palette.muted,
      spacing: 0.6,
    });
    drawLines(ctx, b.rows, x, ctx.y + titleH, colW);
  });
  ctx.y += h + style.gap * 0.6;
}
