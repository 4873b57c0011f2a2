/**
 * BG-20 document allowances / BG-21 document charges: amount (BT-92 = BT-93 × BT-94 / 100 when
 * not given), and the VAT category (BT-95 / BT-102) and rate (BT-96 / BT-103) they reduce or
 * increase. Decision: when not given, the category is the lines' only category and the rate the
 * only rate of that category's lines; when the lines leave a choice, the first one in BG-23 order
 * stands in so calculate() stays total, and allowanceChargeProblems() asks the caller to choose
 * (never a silently guessed VAT base).
 */
import { calculateAllowanceCharge } from './allowance-charge.js';
import type { Decimal } from './decimal.js';
import type {
  CalculatedDocumentAllowanceCharge,
  CalculatedLine,
  DocumentAllowanceChargeInput,
} from './model.js';
import { CATEGORY_ORDER, effectiveRate, taxCategoryRule } from './tax-category.js';

/** How the category and rate of one document allowance or charge were found. */
export interface CategoryResolution {
  taxCategory: string;
  vatRate: Decimal;
  /** The category was not given and the lines have several. */
  categoryAmbiguous: boolean;
  /** The rate was not given and the lines of the category have several (or none). */
  rateAmbiguous: boolean;
}

function rank(code: string): number {
  const i = CATEGORY_ORDER.indexOf(code);
  return i === -1 ? CATEGORY_ORDER.length : i;
}

/** BT-95 / BT-96 (BT-102 / BT-103) from what was given and the counted lines. */
export function resolveCategory(
  ac: DocumentAllowanceChargeInput,
  lines: readonly CalculatedLine[],
): CategoryResolution {
  const categories = [...new Set(lines.map((l) => l.taxCategory))].sort(
    (a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0),
  );
  const given = ac.taxCategory?.trim().toUpperCase();
  const taxCategory = given || categories[0] || 'S';
  const categoryAmbiguous = !given && categories.length > 1;
  if (taxCategoryRule(taxCategory).rate === 'zero') {
    return {
      taxCategory,
      vatRate: effectiveRate(taxCategory, ac.vatRate ?? lines[0].vatRate),
      categoryAmbiguous,
      rateAmbiguous: false,
    };
  }
  if (ac.vatRate)
    return { taxCategory, vatRate: ac.vatRate, categoryAmbiguous, rateAmbiguous: false };
  const rates = [
    ...new Map(
      lines
        .filter((l) => l.taxCategory === taxCategory)
        .map((l) => [l.vatRate.toString(), l.vatRate]),
    ).values(),
  ].sort((a, b) => b.comparedTo(a));
  return {
    taxCategory,
    vatRate: rates[0] ?? lines[0].vatRate,
    categoryAmbiguous,
    rateAmbiguous: rates.length !== 1,
  };
}

/** One document allowance or charge with amount, category and rate resolved. */
export function calculateDocumentAllowanceCharge(
  ac: DocumentAllowanceChargeInput,
  lines: readonly CalculatedLine[],
): CalculatedDocumentAllowanceCharge {
  const { taxCategory, vatRate } = resolveCategory(ac, lines);
  return { ...calculateAllowanceCharge(ac), taxCategory, vatRate };
}
