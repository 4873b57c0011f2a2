/**
 * BR-CO-25: when the amount due (BT-115) is positive, the invoice must give a payment due date
 * (BT-9) or payment terms (BT-20). We never invent either; this reports the gap so the validate
 * layer can refuse the request, and the writers emit BT-9 / BT-20 exactly as given. A due date
 * before the invoice date is no problem here: EN 16931 sets no order (validate warns about it).
 */
import type { CalculatedInvoice } from './model.js';
import type { DomainProblem } from './problem.js';

/** Problems with BT-9 / BT-20 against BT-115 (empty when the invoice is fine). */
export function paymentDueProblems(inv: CalculatedInvoice): DomainProblem[] {
  const hasDueDate = Boolean(inv.dueDate?.trim());
  const hasTerms = Boolean(inv.payment?.terms?.trim());
  const problems: DomainProblem[] = [];
  // Reported whatever the type code: which documents the official rules ask it of is the
  // format's (UBL: /ubl:Invoice only; Factur-X EXTENDED and EXTENDED-CTC-FR CII: a credit note
  // too), decided where the request's format is known (api/full-check.ts).
  if (inv.totals.payable.greaterThan(0) && !hasDueDate && !hasTerms) {
    problems.push({
      rule: 'BR-CO-25',
      path: 'invoice.due_date',
      message:
        'The amount due is positive: give a due date (due_date) or payment terms (payment.terms).',
    });
  }
  return problems;
}
