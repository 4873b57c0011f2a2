/**
 * BG-22 document totals from the lines and the VAT breakdown, one business rule per field:
 * BT-106 (BR-CO-10), BT-107 (BR-CO-11), BT-108 (BR-CO-12), BT-109 (BR-CO-13), BT-110 (BR-CO-14),
 * BT-112 (BR-CO-15), BT-115 (BR-CO-16). Document allowances, charges, prepaid amounts and
 * rounding are not in the public API, so they are zero.
 */
import { sum, ZERO } from './decimal.js';
import type { CalculatedLine, DocumentTotals, VatBreakdown } from './model.js';

/** Computes BG-22; all values are exact sums of 2-decimal amounts, so no rounding happens here. */
export function documentTotals(lines: readonly CalculatedLine[], breakdown: readonly VatBreakdown[]): DocumentTotals {
  const lineTotal = sum(lines.map((l) => l.netAmount)); // BT-106 = Σ BT-131 (BR-CO-10)
  const allowanceTotal = ZERO; // BT-107 = Σ BT-92 (BR-CO-11)
  const chargeTotal = ZERO; // BT-108 = Σ BT-99 (BR-CO-12)
  const taxExclusive = lineTotal.minus(allowanceTotal).plus(chargeTotal); // BT-109 (BR-CO-13)
  const taxTotal = sum(breakdown.map((b) => b.taxAmount)); // BT-110 = Σ BT-117 (BR-CO-14)
  const taxInclusive = taxExclusive.plus(taxTotal); // BT-112 (BR-CO-15)
  const prepaid = ZERO; // BT-113
  const rounding = ZERO; // BT-114
  const payable = taxInclusive.minus(prepaid).plus(rounding); // BT-115 (BR-CO-16)
  return { lineTotal, allowanceTotal, chargeTotal, taxExclusive, taxTotal, taxInclusive, prepaid, rounding, payable };
}
