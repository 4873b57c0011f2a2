/**
 * EXTENDED-CTC-FR's several VAT breakdown groups per category: a line that states an exemption
 * reason other than its category's has a group of its own (vat-breakdown.ts). Read back, the
 * category keeps the reason of its first group (vat_exemptions, sub-invoice-reasons.ts) and a line
 * keeps its own only where it differs from that one: the reason a line repeats from its category
 * (as the writers write every line) is no term of its own. The invoice is marked so that its
 * breakdown is computed the same way (InvoiceInput.breakdownByLineExemption).
 */
import type { InvoiceInput, LineInput } from '../../domain/model.js';
import { splitSubInvoiceReason } from '../../domain/sub-invoices.js';

/** A line's exemption reason and code as its document states them on the line. */
export interface StatedLineExemption {
  reason?: string;
  reasonCode?: string;
}

export function keepOwnLineExemptions(
  invoice: InvoiceInput,
  stated: readonly StatedLineExemption[],
  bySubInvoice: boolean,
): void {
  invoice.breakdownByLineExemption = true;
  invoice.lines.forEach((line: LineInput, i) => {
    const given = stated[i] ?? {};
    const reason = bySubInvoice ? splitSubInvoiceReason(given.reason).reason : given.reason;
    const category = invoice.vatExemptions?.find((e) => e.category === line.taxCategory);
    const same =
      (reason ?? category?.reason) === category?.reason &&
      (given.reasonCode ?? category?.reasonCode) === category?.reasonCode;
    if (same || (!reason && !given.reasonCode)) {
      delete line.exemptionReason;
      delete line.exemptionReasonCode;
      return;
    }
    if (reason) line.exemptionReason = reason;
    if (given.reasonCode) line.exemptionReasonCode = given.reasonCode;
  });
}
