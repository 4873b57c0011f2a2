/**
 * calculate(): the one place where an invoice's derived values are computed — line net amounts
 * with their allowances and charges, document allowances and charges with their VAT category,
 * VAT breakdown and document totals — so the CII, UBL and FatturaPA writers and the PDF renderer
 * all show the same numbers. Pure and deterministic: the same input gives the same output.
 * Problems with what was given (an allowance without amount, a category to choose, a stated net
 * amount that differs) are reported by domainProblems(), never silently corrected.
 */
import { calculateDocumentAllowanceCharge } from './document-allowances.js';
import { applyGrossMethod } from './gross-lines.js';
import { countedLines } from './line-groups.js';
import type { CalculatedInvoice, InvoiceInput } from './model.js';
import { calculateLine } from './line-amounts.js';
import { hasSubInvoices, subInvoiceVatTotals } from './sub-invoices.js';
import { documentTotals } from './totals.js';
import { vatBreakdown } from './vat-breakdown.js';

/** Computes BG-25 line amounts, BG-20/21, BG-23 and BG-22 from the given invoice. */
export function calculate(input: InvoiceInput): CalculatedInvoice {
  const lines = input.lines.map(calculateLine);
  if (input.pricesIncludeVat) applyGrossMethod(lines, input.statedVatBreakdown); // KSeF FA(3) P_9B / P_11A (art. 106e ust. 7-8)
  const counted = countedLines(lines); // Factur-X EXTENDED: group lines do not count
  const allowances = (input.allowances ?? []).map((a) =>
    calculateDocumentAllowanceCharge(a, counted),
  ); // BG-20
  const charges = (input.charges ?? []).map((c) => calculateDocumentAllowanceCharge(c, counted)); // BG-21
  const breakdown = vatBreakdown(counted, {
    allowances,
    charges,
    vatExemptions: input.vatExemptions,
    stated: input.statedVatBreakdown,
    bySubInvoice: hasSubInvoices(input.businessProcess), // BR-FR-MV-09
    byLineExemption: input.breakdownByLineExemption, // EXTENDED-CTC-FR, BR-FREXT-E-08
  });
  // EXT-FR-FE-181: each sub-invoice's VAT total on its group line, as stated or computed.
  if (hasSubInvoices(input.businessProcess))
    for (const [id, total] of subInvoiceVatTotals(lines, breakdown)) {
      const line = lines.find((l) => l.id === id)!;
      line.computedVatTotal = total;
      line.vatTotal = line.statedVatTotal ?? total;
    }
  const totals = documentTotals(counted, breakdown, {
    allowances,
    charges,
    paidAmount: input.paidAmount,
    roundingAmount: input.roundingAmount,
    statedVatTotal: input.statedVatTotal,
  });
  // BG-23 and BG-22 named before the spread and set again after it (see calculateLine).
  const out: CalculatedInvoice = {
    vatBreakdown: breakdown,
    totals,
    ...input,
    deliveryDate: input.deliveryDate || input.issueDate, // BT-72 defaults to BT-2 (BR-FX-EN-04)
    lines,
    allowances,
    charges,
  };
  out.vatBreakdown = breakdown;
  out.totals = totals;
  return out;
}
