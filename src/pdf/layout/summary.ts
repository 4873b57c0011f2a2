/**
 * The money summary below the lines: the VAT breakdown (BG-23: category BT-118, rate BT-119,
 * taxable amount BT-116, tax amount BT-117, exemption reason BT-120/BT-121) on the left and the
 * document totals (BG-22: BT-106 sum of lines, each document allowance BG-20 and charge BG-21,
 * BT-109 net, BT-110 VAT, BT-111 VAT in the accounting currency BT-6, BT-112 gross, BT-113 paid,
 * BT-114 rounding, BT-115 amount due) on the right. Kept together on one page.
 */
import { hasSubInvoices } from '../../domain/sub-invoices.js';
import type { CalculatedDocumentAllowanceCharge, VatBreakdown } from '../../domain/model.js';
import { formatterFor } from '../locale/format.js';
import {
  box,
  ensureSpace,
  hrule,
  line,
  lineHeight,
  measure,
  para,
  textWidth,
  type Ctx,
} from './context.js';
import { allowanceChargeLabel } from './describe.js';

const PAD = 4;

function categoryName(ctx: Ctx, v: VatBreakdown): string {
  return ctx.labels.categories[v.category] ?? v.category;
}

function reasonText(ctx: Ctx, v: VatBreakdown): string | undefined {
  if (!v.exemptionReason && !v.exemptionReasonCode) return undefined;
  const parts = [
    v.exemptionReason,
    v.exemptionReasonCode ? `(${v.exemptionReasonCode})` : undefined,
  ];
  return `${ctx.labels.exemptionReason}: ${parts.filter(Boolean).join(' ')}`;
}

function vatLayout(ctx: Ctx, width: number) {
  const size = ctx.style.small + 0.6;
  const lh = lineHeight(ctx, size) + 2 * (ctx.style.rowPadding - 1);
  const t = ctx.labels;
  const f = ctx.fmt;
  const tot = ctx.inv.totals;
  // Number columns as wide as their header or widest value; the category takes the rest.
  const cells = [
    [t.vatRate, ...ctx.inv.vatBreakdown.map((v) => f.rate(v.rate))],
    [
      t.taxableAmount,
      f.amount(tot.taxExclusive),
      ...ctx.inv.vatBreakdown.map((v) => f.amount(v.taxableAmount)),
    ],
    [
      t.vatAmount,
      f.amount(tot.taxTotal),
      ...ctx.inv.vatBreakdown.map((v) => f.amount(v.taxAmount)),
    ],
  ];
  const fixed = cells.map(
    (col) => Math.max(...col.map((c) => textWidth(ctx, c, { size, bold: true }))) + 2 * PAD + 2,
  );
  const cols = [Math.max(width - fixed[0] - fixed[1] - fixed[2], 60), ...fixed];
  const rows = ctx.inv.vatBreakdown.map((v) => {
    const reason = reasonText(ctx, v);
    const rh = reason ? measure(ctx, reason, width - 2 * PAD, { size: ctx.style.small }) + 2 : 0;
    const nameH =
      measure(ctx, categoryName(ctx, v), cols[0] - 2 * PAD, { size }) +
      2 * (ctx.style.rowPadding - 1);
    const top = Math.max(lh, nameH);
    return { v, reason, top, h: top + rh };
  });
  const titleH = lineHeight(ctx, ctx.style.small, true) + 4;
  const total = titleH + lh + rows.reduce((s, r) => s + r.h, 0) + lh;
  return { size, lh, cols, rows, titleH, total };
}

function drawVat(
  ctx: Ctx,
  x: number,
  y: number,
  width: number,
  L: ReturnType<typeof vatLayout>,
): void {
  const { labels: t, fmt, palette, style } = ctx;
  line(ctx, t.vatBreakdown, x, y, {
    size: style.small,
    bold: true,
    color: palette.muted,
    spacing: 0.3,
  });
  y += L.titleH;
  const cells = (values: string[], yy: number, s: { bold?: boolean; color?: string }) => {
    let cx = x;
    values.forEach((v, i) => {
      line(
        ctx,
        v,
        cx + PAD,
        yy + style.rowPadding - 1,
        { size: L.size, align: i === 0 ? 'left' : 'right', fit: true, ...s },
        L.cols[i] - 2 * PAD,
      );
      cx += L.cols[i];
    });
  };
  if (style.tableHeader !== 'plain')
    box(ctx, x, y, width, L.lh, style.tableHeader === 'accent' ? palette.tint : palette.stripe);
  cells([t.category, t.vatRate, t.taxableAmount, t.vatAmount], y, {
    bold: true,
    color: palette.muted,
  });
  y += L.lh;
  hrule(ctx, x, x + width, y);
  for (const r of L.rows) {
    cells(
      ['', fmt.rate(r.v.rate), fmt.amount(r.v.taxableAmount), fmt.amount(r.v.taxAmount)],
      y,
      {},
    );
    para(ctx, categoryName(ctx, r.v), x + PAD, y + style.rowPadding - 1, L.cols[0] - 2 * PAD, {
      size: L.size,
    });
    if (r.reason)
      para(ctx, r.reason, x + PAD, y + r.top - 2, width - 2 * PAD, {
        size: style.small,
        color: palette.muted,
      });
    y += r.h;
    hrule(ctx, x, x + width, y);
  }
  const totals = ctx.inv.totals;
  cells([t.totalVat, '', fmt.amount(totals.taxExclusive), fmt.amount(totals.taxTotal)], y, {
    bold: true,
  });
}

/** A document allowance or charge; with several VAT rates, the rate it belongs to (BT-96 / BT-103). */
function documentAcLabel(
  ctx: Ctx,
  ac: CalculatedDocumentAllowanceCharge,
  kind: 'allowance' | 'charge',
): string {
  const label = allowanceChargeLabel(ctx, ac, kind);
  // A multi-vendor invoice's: the sub-invoice whose VAT breakdown counts it (BR-FR-MV-09).
  const sub = hasSubInvoices(ctx.inv.businessProcess) ? ac.subInvoice : undefined;
  const text = sub ? `${label}, ${ctx.labels.subInvoice} ${sub}` : label;
  return ctx.inv.vatBreakdown.length > 1
    ? `${text} (${ctx.labels.vatRate} ${ctx.fmt.rate(ac.vatRate)})`
    : text;
}

function totalsRows(ctx: Ctx): Array<[string, string]> {
  const { labels: t, fmt, inv } = ctx;
  const tot = inv.totals;
  const rows: Array<[string, string]> = [];
  const allowances = inv.allowances ?? [];
  const charges = inv.charges ?? [];
  if (allowances.length || charges.length) {
    // BG-20 / BG-21 one by one, between BT-106 and BT-109.
    rows.push([t.lineTotal, fmt.money(tot.lineTotal)]);
    for (const a of allowances)
      rows.push([documentAcLabel(ctx, a, 'allowance'), fmt.money(a.amount.neg())]);
    for (const c of charges) rows.push([documentAcLabel(ctx, c, 'charge'), fmt.money(c.amount)]);
  } else if (!tot.allowanceTotal.isZero() || !tot.chargeTotal.isZero()) {
    // BT-106 differs from BT-109 only with document allowances (BT-107) or charges (BT-108).
    rows.push([t.lineTotal, fmt.money(tot.lineTotal)]);
    if (!tot.allowanceTotal.isZero())
      rows.push([t.allowances, fmt.money(tot.allowanceTotal.neg())]);
    if (!tot.chargeTotal.isZero()) rows.push([t.charges, fmt.money(tot.chargeTotal)]);
  }
  rows.push([t.totalNet, fmt.money(tot.taxExclusive)], [t.totalVat, fmt.money(tot.taxTotal)]);
  if (inv.taxCurrency && inv.taxCurrencyVatTotal && inv.taxCurrency !== inv.currency) {
    rows.push([
      t.vatInCurrency(inv.taxCurrency),
      formatterFor(ctx.locale, inv.taxCurrency).money(inv.taxCurrencyVatTotal),
    ]); // BT-6, BT-111
  }
  // The exchange rate from BT-5 to BT-6 (BT-167 / BTOM-003), exact, and its date (EXT-FR-FE-192).
  const rate = inv.taxExchangeRate;
  if (rate && inv.taxCurrency) {
    const date = inv.taxExchangeRateDate ? ` (${fmt.date(inv.taxExchangeRateDate)})` : '';
    const dp = rate.decimalPlaces();
    rows.push([
      `${t.exchangeRate}${date}`,
      `1 ${inv.currency} = ${fmt.number(rate, dp, dp)} ${inv.taxCurrency}`,
    ]);
  }
  rows.push([t.totalGross, fmt.money(tot.taxInclusive)]);
  if (!tot.prepaid.isZero()) rows.push([t.paid, fmt.money(tot.prepaid.neg())]); // BT-113
  if (!tot.rounding.isZero()) rows.push([t.rounding, fmt.money(tot.rounding)]); // BT-114
  return rows;
}

/** Room for a label beside its value; a label wider than that wraps. */
function labelRoom(ctx: Ctx, value: string, width: number, size: number): number {
  return width - textWidth(ctx, value, { size }) - 8;
}

function labelFits(ctx: Ctx, label: string, value: string, width: number): boolean {
  const size = ctx.style.body;
  return textWidth(ctx, label, { size }) <= labelRoom(ctx, value, width, size);
}

function totalsRowHeight(ctx: Ctx, label: string, value: string, width: number): number {
  const size = ctx.style.body;
  if (labelFits(ctx, label, value, width)) return lineHeight(ctx, size) + 5;
  return measure(ctx, label, labelRoom(ctx, value, width, size), { size }) + 5;
}

function totalsHeight(ctx: Ctx, width: number): number {
  return (
    totalsRows(ctx).reduce(
      (h, [label, value]) => h + totalsRowHeight(ctx, label, value, width),
      0,
    ) + 40
  );
}

function drawTotals(ctx: Ctx, x: number, y: number, width: number): number {
  const { style, palette, labels: t, fmt } = ctx;
  const size = style.body;
  const start = y;
  for (const [label, value] of totalsRows(ctx)) {
    if (labelFits(ctx, label, value, width)) line(ctx, label, x, y, { size, color: palette.muted });
    else para(ctx, label, x, y, labelRoom(ctx, value, width, size), { size, color: palette.muted });
    line(ctx, value, x, y, { size, align: 'right' }, width);
    y += totalsRowHeight(ctx, label, value, width);
  }
  const dueSize = size + (style.name === 'compact' ? 1.5 : 2.5);
  const dueH = lineHeight(ctx, dueSize, true) + 10;
  y += 2;
  if (style.name === 'minimal') {
    hrule(ctx, x, x + width, y, palette.accent, 1.4);
    y += 5;
    line(ctx, t.amountDue, x, y + 3, { size: dueSize, bold: true, color: palette.accent });
    line(
      ctx,
      fmt.money(ctx.inv.totals.payable),
      x,
      y + 3,
      { size: dueSize, bold: true, color: palette.accent, align: 'right' },
      width,
    );
  } else {
    const fill = style.name === 'classic' ? palette.accent : palette.tint;
    const color = style.name === 'classic' ? palette.onAccent : palette.text;
    box(ctx, x - 8, y, width + 8, dueH, fill);
    line(ctx, t.amountDue, x, y + 5, { size: dueSize, bold: true, color });
    line(
      ctx,
      fmt.money(ctx.inv.totals.payable),
      x,
      y + 5,
      { size: dueSize, bold: true, color, align: 'right' },
      width - 6,
    );
  }
  return y + dueH - start;
}

/** Draws the VAT breakdown and the totals side by side, on a new page if they do not fit. */
export function summary(ctx: Ctx): void {
  const gap = ctx.style.gap;
  const totalsW = Math.min(205, ctx.width * 0.4);
  const vatW = ctx.width - totalsW - gap * 1.2;
  const L = vatLayout(ctx, vatW);
  const totalsH = totalsHeight(ctx, totalsW);
  ensureSpace(ctx, gap * 0.8 + Math.max(L.total, totalsH));
  ctx.y += gap * 0.8;
  drawVat(ctx, ctx.left, ctx.y, vatW, L);
  const h = drawTotals(ctx, ctx.right - totalsW, ctx.y + L.titleH, totalsW);
  ctx.y += Math.max(L.total, h + L.titleH);
}
