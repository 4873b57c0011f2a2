/**
 * BG-23 VAT breakdown: one group per (BT-118 category, BT-119 rate). BT-116 is the exact sum of
 * the lines' BT-131 (BR-S-08, BR-Z-08, ...; no document allowances/charges), BT-117 is
 * BT-116 × BT-119 / 100 rounded half-up once per group (BR-CO-17), never the sum of rounded
 * line taxes. Exemption reasons come from the category table (BR-E-10, BR-AE-10, ...).
 */
import { Decimal, round2, ZERO } from './decimal.js';
import type { CalculatedLine, VatBreakdown } from './model.js';
import { CATEGORY_ORDER, taxCategoryRule } from './tax-category.js';

/** Groups lines into BG-23 entries, ordered by category (S, Z, E, AE, K, G, O, L, M, others) then rate descending. */
export function vatBreakdown(lines: readonly CalculatedLine[]): VatBreakdown[] {
  const groups = new Map<string, { category: string; rate: Decimal; taxable: Decimal }>();
  for (const line of lines) {
    const key = `${line.taxCategory}|${line.vatRate.toString()}`;
    const g = groups.get(key);
    if (g) g.taxable = g.taxable.plus(line.netAmount);
    else groups.set(key, { category: line.taxCategory, rate: line.vatRate, taxable: new Decimal(line.netAmount) });
  }
  return [...groups.values()].sort(compareGroups).map(({ category, rate, taxable }) => {
    const rule = taxCategoryRule(category);
    const entry: VatBreakdown = {
      category, // BT-118
      rate, // BT-119
      taxableAmount: round2(taxable), // BT-116 (already 2 decimals: a sum of BT-131)
      taxAmount: rule.rate === 'zero' ? ZERO : round2(taxable.mul(rate).div(100)), // BT-117, BR-CO-17
    };
    if (rule.exemptionReason) entry.exemptionReason = rule.exemptionReason; // BT-120
    if (rule.exemptionReasonCode) entry.exemptionReasonCode = rule.exemptionReasonCode; // BT-121
    return entry;
  });
}

function categoryRank(code: string): number {
  const i = CATEGORY_ORDER.indexOf(code);
  return i === -1 ? CATEGORY_ORDER.length : i;
}

function compareGroups(a: { category: string; rate: Decimal }, b: { category: string; rate: Decimal }): number {
  const byRank = categoryRank(a.category) - categoryRank(b.category);
  if (byRank !== 0) return byRank;
  if (a.category !== b.category) return a.category < b.category ? -1 : 1;
  return b.rate.comparedTo(a.rate);
}
