/**
 * Every rule the domain can check before any XML exists, in one call for the validate layer:
 * the VAT category conditions, BR-CO-25 (due date or payment terms), BR-61 (a credit
 * transfer's account), the line rules (BR-28,
 * BR-30, gross/net price, stated net amount, line groups), the document rules (BR-CO-3, BR-29,
 * BR-CO-26), the rules on allowances and charges as given (BR-31..BR-44) and a French
 * sub-invoice's stated VAT total (BR-FR-MV-09). The given input is
 * needed too: calculate() fills in what it can, so only the input shows what was missing.
 */
import { allowanceChargeProblems } from './allowance-charge-problems.js';
import { categoryProblems } from './category-problems.js';
import { documentProblems } from './document-problems.js';
import { lineProblems } from './line-problems.js';
import type { CalculatedInvoice, InvoiceInput } from './model.js';
import { paymentAccountProblems } from './payment-account.js';
import { paymentDueProblems } from './payment-due.js';
import type { DomainProblem } from './problem.js';
import { subInvoiceProblems } from './sub-invoices.js';

/** All domain problems of an invoice, given and calculated (empty when none). */
export function domainProblems(inv: CalculatedInvoice, given: InvoiceInput): DomainProblem[] {
  return [
    ...documentProblems(inv),
    ...categoryProblems(inv),
    ...lineProblems(inv),
    ...allowanceChargeProblems(given, inv),
    ...paymentDueProblems(inv),
    ...paymentAccountProblems(inv), // BR-61
    ...subInvoiceProblems(inv), // BR-FR-MV-09
  ];
}
