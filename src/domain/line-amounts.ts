/**
 * BG-25 line maths: BT-131 line net amount = BT-129 quantity × BT-146 net price (base quantity
 * BT-149 is 1), rounded half-up to 2 decimals; BT-151 resolved; BT-152 as the category allows.
 * No allowances or charges on lines (BG-27/BG-28 are not in the public API).
 */
import { round2 } from './decimal.js';
import type { CalculatedLine, LineInput } from './model.js';
import { deriveTaxCategory, effectiveRate } from './tax-category.js';

/** Computes one line; `index` is its 0-based position, used for BT-126 when no id is given. */
export function calculateLine(line: LineInput, index: number): CalculatedLine {
  const taxCategory = deriveTaxCategory(line.taxCategory, line.vatRate);
  return {
    ...line,
    id: line.id?.trim() ? line.id : String(index + 1), // BT-126
    taxCategory, // BT-151
    vatRate: effectiveRate(taxCategory, line.vatRate), // BT-152
    netAmount: round2(line.quantity.mul(line.unitPrice)), // BT-131
    allowances: [], // BG-27 (not yet computed)
    charges: [], // BG-28 (not yet computed)
  };
}
