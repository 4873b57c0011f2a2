/**
 * Every rule the domain can check before any XML exists, in one call for the validate layer:
 * the VAT category conditions and BR-CO-25 (due date or payment terms).
 */
import { categoryProblems } from './category-problems.js';
import type { CalculatedInvoice } from './model.js';
import { paymentDueProblems } from './payment-due.js';
import type { DomainProblem } from './problem.js';

/** All domain problems of a calculated invoice (empty when none). */
export function domainProblems(inv: CalculatedInvoice): DomainProblem[] {
  return [...categoryProblems(inv), ...paymentDueProblems(inv)];
}
