/**
 * BG-22 document totals, one business rule per field: BT-106 (BR-CO-10), BT-107 (BR-CO-11),
 * BT-108 (BR-CO-12), BT-109 (BR-CO-13), BT-110 (BR-CO-14), BT-112 (BR-CO-15), BT-115 (BR-CO-16).
 * BT-113 paid and BT-114 rounding amounts are the caller's (0 when not given).
 */
import { round2, sum, ZERO, type Decimal } from './decimal.js';
import type {
  CalculatedDocumentAllowanceCharge,
  CalculatedLine,
  DocumentTotals,
  VatBreakdown,
} from './model.js';

/** What besides the counted lines and BG-23 enters BG-22. */
export interface TotalsExtras {
  /** BG-20, resolved. */
  allowances?: readonly CalculatedDocumentAllowanceCharge[];
  /** BG-21, resolved. */
  charges?: readonly CalculatedDocumentAllowanceCharge[];
  /** BT-113. */
  paidAmount?: Decimal;
  /** BT-114. */
  roundingAmount?: Decimal;
  /** BT-110 as a MINIMUM document states it (no BG-23 to sum): counts instead of Σ BT-117. */
  statedVatTotal?: Decimal;
}

/**
 * Computes BG-22 from the counted lines (no group lines); all values are exact sums of 2-decimal
 * amounts, so no rounding happens here but for BT-106 over unrounded line amounts and BT-110 over
 * a stated BT-117 with more decimals.
 */
export function documentTotals(
  lines: readonly CalculatedLine[],
  breakdown: readonly VatBreakdown[],
  extras: TotalsExtras = {},
): DocumentTotals {
  // BT-106 = Σ BT-131 (BR-CO-10), rounded as PINT's ibr-co-10 does where lines state unrounded
  // amounts (a no-op for 2-decimal lines).
  const lineTotal = round2(sum(lines.map((l) => l.netAmount)));
  const allowanceTotal = sum((extras.allowances ?? []).map((a) => a.amount)); // BT-107 = Σ BT-92 (BR-CO-11)
  const chargeTotal = sum((extras.charges ?? []).map((c) => c.amount)); // BT-108 = Σ BT-99 (BR-CO-12)
  const taxExclusive = lineTotal.minus(allowanceTotal).plus(chargeTotal); // BT-109 (BR-CO-13)
  // BT-110 = Σ BT-117 (BR-CO-14), rounded as PINT's ibr-co-14 does where a stated BT-117 has more
  // than 2 decimals; a MINIMUM document's stated total (it has no BG-23) counts as stated.
  const taxTotal = extras.statedVatTotal ?? round2(sum(breakdown.map((b) => b.taxAmount)));
  const taxInclusive = taxExclusive.plus(taxTotal); // BT-112 (BR-CO-15)
  const prepaid = extras.paidAmount ?? ZERO; // BT-113
  const rounding = extras.roundingAmount ?? ZERO; // BT-114
  const payable = taxInclusive.minus(prepaid).plus(rounding); // BT-115 (BR-CO-16)
  return {
    lineTotal,
    allowanceTotal,
    chargeTotal,
    taxExclusive,
    taxTotal,
    taxInclusive,
    prepaid,
    rounding,
    payable,
  };
}
