/**
 * BR-61: a credit transfer (BT-81 30 "credit transfer" or 58 "SEPA credit transfer") names the
 * account to pay into (BT-84). The writers state BT-81 as given and never invent an account, so a
 * transfer without one is refused here, before any XML exists, as the official rules would refuse
 * the document (EN 16931 BR-61; CII also CII-SR-470).
 */
import type { CalculatedInvoice } from './model.js';
import type { DomainProblem } from './problem.js';

/** UNTDID 4461 codes that are credit transfers into the payee's account (BR-61). */
export const CREDIT_TRANSFER_CODES: ReadonlySet<string> = new Set(['30', '58']);

/** BR-61 problems of the payment means (empty when none). */
export function paymentAccountProblems(inv: CalculatedInvoice): DomainProblem[] {
  const p = inv.payment;
  const code = p?.meansCode?.trim();
  if (!code || !CREDIT_TRANSFER_CODES.has(code)) return [];
  if (p?.iban?.trim() || p?.creditTransfers?.some((t) => t.accountId?.trim())) return [];
  return [
    {
      rule: 'BR-61',
      path: 'invoice.payment.iban',
      message: `Payment means ${code} is a credit transfer: give the account to pay into (payment.iban, or payment.credit_transfers[].account_id; BT-84).`,
    },
  ];
}
