/**
 * calculate(): the one place where an invoice's derived values are computed — line net amounts,
 * VAT breakdown and document totals — so the CII, UBL and FatturaPA writers and the PDF renderer
 * all show the same numbers. Pure and deterministic: the same input gives the same output.
 */
import type { CalculatedInvoice, InvoiceInput } from './model.js';
import { calculateLine } from './line-amounts.js';
import { documentTotals } from './totals.js';
import { vatBreakdown } from './vat-breakdown.js';

/** Computes BG-25 line amounts, BG-23 and BG-22 from the given invoice. */
export function calculate(input: InvoiceInput): CalculatedInvoice {
  const lines = input.lines.map(calculateLine);
  const breakdown = vatBreakdown(lines);
  return {
    ...input,
    deliveryDate: input.deliveryDate || input.issueDate, // BT-72 defaults to BT-2 (BR-FX-EN-04)
    lines,
    allowances: [], // BG-20 (not yet computed)
    charges: [], // BG-21 (not yet computed)
    vatBreakdown: breakdown,
    totals: documentTotals(lines, breakdown),
  };
}
