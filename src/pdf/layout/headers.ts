/**
 * The first-page header of each template and the running header of continuation pages.
 * minimal: logo and a large title, a sender line over the recipient, facts on the right.
 * classic: an accent band, letterhead with the seller, bordered recipient and facts boxes.
 * compact: one dense band with three columns (seller, buyer, facts).
 */
import { documentTitle } from '../locale/labels.js';
import { box, hrule, line, lineHeight, textWidth, type Ctx } from './context.js';
import { drawLogo, loadLogo } from './logo.js';
import { addressLines, drawFacts, drawLines, factsHeight, partyLines } from './parties.js';

function title(ctx: Ctx): string {
  return documentTitle(ctx.labels, ctx.inv.typeCode);
}

function label(ctx: Ctx, text: string, x: number, y: number, color = ctx.palette.muted): number {
  line(ctx, text.toUpperCase(), x, y, { size: ctx.style.small, bold: true, color, spacing: 0.6 });
  return lineHeight(ctx, ctx.style.small, true) + 4;
}

function senderLine(ctx: Ctx): string {
  const s = ctx.inv.seller;
  return [s.name, ...addressLines(ctx, s)].join(' · ');
}

/** minimal: returns the cursor below the header. */
export function minimalHeader(ctx: Ctx): number {
  const { palette, style } = ctx;
  let y = ctx.top;
  const logo = loadLogo(ctx, 60);
  let leftH: number;
  if (logo) {
    drawLogo(ctx, logo, ctx.left, y);
    leftH = logo.height;
  } else {
    const room = ctx.width - textWidth(ctx, title(ctx), { size: style.title, bold: true }) - 24;
    line(
      ctx,
      ctx.inv.seller.name,
      ctx.left,
      y + 6,
      { size: 13, bold: true, color: palette.accent, fit: true },
      room,
    );
    leftH = lineHeight(ctx, 13, true) + 6;
  }
  line(ctx, title(ctx), ctx.left, y, { size: style.title, bold: true, align: 'right' }, ctx.width);
  const th = lineHeight(ctx, style.title, true);
  line(
    ctx,
    ctx.inv.number,
    ctx.left,
    y + th,
    { size: style.body + 1, color: palette.muted, align: 'right' },
    ctx.width,
  );
  y += Math.max(leftH, th + lineHeight(ctx, style.body + 1)) + style.gap * 1.3;

  const colW = ctx.width * 0.52;
  const factsW = ctx.width * 0.38;
  line(ctx, senderLine(ctx), ctx.left, y, { size: style.small - 0.5, color: palette.muted });
  hrule(ctx, ctx.left, ctx.left + colW, y + lineHeight(ctx, style.small - 0.5) + 1);
  let ly = y + lineHeight(ctx, style.small) + 8;
  ly += label(ctx, ctx.labels.billTo, ctx.left, ly, palette.accent);
  ly += drawLines(ctx, partyLines(ctx, ctx.inv.buyer), ctx.left, ly, colW);
  const fy = y + drawFacts(ctx, ctx.right - factsW, y, factsW);
  return Math.max(ly, fy) + style.gap;
}

/** classic: returns the cursor below the header. */
export function classicHeader(ctx: Ctx): number {
  const { palette, style } = ctx;
  box(ctx, 0, 0, ctx.doc.page.width, 7, palette.accent);
  let y = ctx.top;
  const logo = loadLogo(ctx, 55);
  if (logo) drawLogo(ctx, logo, ctx.right - logo.width, y);
  const s = ctx.inv.seller;
  const seller = partyLines(ctx, s, true).map(
    ([t, st], i) =>
      [
        t,
        i === 0 ? { ...st, size: 12, color: palette.accent } : { ...st, size: style.small + 0.5 },
      ] as [string, typeof st],
  );
  const sh = drawLines(ctx, seller, ctx.left, y, ctx.width * 0.55);
  y += Math.max(sh, logo?.height ?? 0) + 10;
  hrule(ctx, ctx.left, ctx.right, y, palette.rule, 0.8);
  y += 13;

  line(ctx, title(ctx).toUpperCase(), ctx.left, y, {
    size: style.title,
    bold: true,
    color: palette.text,
    spacing: 1.5,
  });
  y += lineHeight(ctx, style.title, true) + 7;

  const gap = 16;
  const boxW = (ctx.width - gap) / 2;
  const pad = 8;
  const buyer = partyLines(ctx, ctx.inv.buyer);
  const headH = lineHeight(ctx, style.small, true) + 8;
  const bodyH = buyer.reduce(
    (h, [, st]) => h + lineHeight(ctx, st.size ?? style.body, st.bold) + 1.5,
    0,
  );
  const factsH = factsHeight(ctx, boxW - 2 * pad);
  const h = headH + Math.max(bodyH, factsH) + 2 * pad;
  for (const [i, text] of [ctx.labels.billTo, ctx.labels.details].entries()) {
    const x = ctx.left + i * (boxW + gap);
    box(ctx, x, y, boxW, h, undefined, '#c9ccd6');
    box(ctx, x, y, boxW, headH, palette.tint);
    line(ctx, text.toUpperCase(), x + pad, y + 4.5, {
      size: style.small,
      bold: true,
      color: palette.text,
      spacing: 0.6,
    });
  }
  drawLines(ctx, buyer, ctx.left + pad, y + headH + pad, boxW - 2 * pad);
  drawFacts(ctx, ctx.left + boxW + gap + pad, y + headH + pad, boxW - 2 * pad);
  return y + h + style.gap;
}

/** compact: returns the cursor below the header. */
export function compactHeader(ctx: Ctx): number {
  const { palette, style } = ctx;
  let y = ctx.top;
  const logo = loadLogo(ctx, 36);
  let leftH: number;
  if (logo) {
    drawLogo(ctx, logo, ctx.left, y);
    leftH = logo.height;
  } else {
    const room =
      ctx.width -
      textWidth(ctx, `${title(ctx)} ${ctx.inv.number}`, { size: style.title, bold: true }) -
      24;
    line(
      ctx,
      ctx.inv.seller.name,
      ctx.left,
      y + 2,
      { size: 12, bold: true, color: palette.accent, fit: true },
      room,
    );
    leftH = lineHeight(ctx, 12, true) + 2;
  }
  line(
    ctx,
    `${title(ctx)} ${ctx.inv.number}`,
    ctx.left,
    y,
    { size: style.title, bold: true, align: 'right' },
    ctx.width,
  );
  y += Math.max(leftH, lineHeight(ctx, style.title, true)) + 6;
  hrule(ctx, ctx.left, ctx.right, y, palette.accent, 1.5);
  y += 9;
  const gap = 14;
  const colW = (ctx.width - 2 * gap) / 3;
  let maxH = 0;
  const cols: Array<[string, () => number]> = [
    [
      ctx.labels.from,
      () => drawLines(ctx, partyLines(ctx, ctx.inv.seller, true), ctx.left, y + 12, colW),
    ],
    [
      ctx.labels.billTo,
      () => drawLines(ctx, partyLines(ctx, ctx.inv.buyer), ctx.left + colW + gap, y + 12, colW),
    ],
    [ctx.labels.details, () => drawFacts(ctx, ctx.left + 2 * (colW + gap), y + 12, colW)],
  ];
  cols.forEach(([text, draw], i) => {
    label(ctx, text, ctx.left + i * (colW + gap), y, palette.accent);
    maxH = Math.max(maxH, draw());
  });
  return y + 12 + maxH + style.gap;
}

/** Running header of pages 2..n: who, which invoice, and that it continues. */
export function continuationHeader(ctx: Ctx): number {
  const { palette, style } = ctx;
  const y = ctx.top;
  line(ctx, ctx.inv.seller.name, ctx.left, y, {
    size: style.small + 0.5,
    bold: true,
    color: palette.text,
  });
  line(
    ctx,
    `${title(ctx)} ${ctx.inv.number} · ${ctx.labels.continued}`,
    ctx.left,
    y,
    { size: style.small + 0.5, color: palette.muted, align: 'right' },
    ctx.width,
  );
  const ry = y + lineHeight(ctx, style.small + 0.5) + 5;
  hrule(ctx, ctx.left, ctx.right, ry, palette.accent, 0.8);
  return ry + 12;
}
