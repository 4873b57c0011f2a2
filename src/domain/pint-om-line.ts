/**
 * PINT OM states on every line its VAT in baisa (BTOM-016: net × rate at 3 decimals,
 * IBR-168-OM; 0 where the category charges none) and its amount with VAT (BTOM-017,
 * IBR-158-OM). One computation for the UBL writer and for the profit margin total (BTOM-020),
 * which is their sum (IBR-082-OM).
 */
import { Decimal, sum, ZERO } from './decimal.js';
import type { CalculatedLine } from './model.js';
import { taxCategoryRule } from './tax-category.js';

/** BTOM-016: the line's VAT at 3 decimals. */
export function omLineVat(l: CalculatedLine): Decimal {
  return taxCategoryRule(l.taxCategory).noTaxCharged
    ? ZERO
    : l.netAmount.mul(l.vatRate).div(100).toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
}

/** BTOM-017: the line's amount with VAT. */
export function omLineAmountWithVat(l: CalculatedLine): Decimal {
  return l.netAmount.plus(omLineVat(l));
}

/** The sum of BTOM-017 over the lines: what BTOM-020 must be within 0.01 (IBR-082-OM). */
export function omLinesAmountWithVat(lines: readonly CalculatedLine[]): Decimal {
  return sum(lines.map(omLineAmountWithVat));
}
