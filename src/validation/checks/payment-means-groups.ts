/**
 * What a payment means code (BT-81) asks of the payment groups, where the rules that judge the
 * format say so; checked before generation so that validate refuses what those rules would:
 * - PEPPOL-EN16931-R061 (Peppol BIS 3 in UBL and CII, PINT EU, XRechnung; PINT SG's R061-SG): a
 *   direct debit (49, 59) states its mandate reference (BT-89, direct_debit.mandate_reference);
 * - XRechnung BR-DE-23-b: a credit transfer (30, 58) carries no card (BG-18) and no direct debit
 *   (BG-19);
 * - XRechnung BR-DE-24-a/b: a card payment (48, 54, 55) carries the card (BG-18, payment.card)
 *   and neither an account to pay into (BG-17) nor a direct debit;
 * - XRechnung BR-DE-25-a/b: a SEPA direct debit (59) carries the direct debit (BG-19) and neither
 *   an account to pay into nor a card.
 * BG-17 is payment.iban and payment.credit_transfers; BG-19, as the writers state it, is the
 * mandate reference or the debited account (the creditor id BT-90 belongs to the seller in UBL).
 */
import { blank, XRECHNUNG_RULE_SETS, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { CREDIT_TRANSFER_CODES } from '../../domain/payment-account.js';

/** The rule sets holding PEPPOL-EN16931-R061. */
const R061_RULE_SETS = new Set([
  'peppol-bis',
  'peppol-bis-cii',
  'pint-eu',
  'pint-sg',
  'xrechnung-ubl',
  'xrechnung-cii',
]);

const DIRECT_DEBIT = new Set(['49', '59']);
const CARD = new Set(['48', '54', '55']);

export function checkPaymentMeansGroups(ctx: CheckContext): void {
  const p = ctx.invoice.payment;
  const code = p?.meansCode.trim() ?? '';
  if (!p || code === '' || ctx.out.has('$.invoice.payment.means_code')) return;
  const ruleSets = ctx.row?.ruleSetIds ?? [];
  const judgedBy = (sets: ReadonlySet<string>) => ruleSets.some((id) => sets.has(id));
  const add = (path: string, code: IssueCode, message: string): void => {
    if (!ctx.out.has(path)) ctx.out.add(path, code, message);
  };

  const account = !blank(p.iban) || p.creditTransfers.some((t) => !blank(t.accountId));
  const card = p.card !== undefined && !blank(p.card.panLastDigits);
  const dd = p.directDebit;
  const mandate = dd !== undefined && (!blank(dd.mandateReference) || !blank(dd.debitedAccount));

  if (DIRECT_DEBIT.has(code) && judgedBy(R061_RULE_SETS) && blank(dd?.mandateReference))
    add(
      '$.invoice.payment.direct_debit.mandate_reference',
      IssueCode.REQUIRED,
      `payment means ${code} is a direct debit: give its mandate reference (BT-89, PEPPOL-EN16931-R061)`,
    );
  if (!judgedBy(XRECHNUNG_RULE_SETS)) return; // BR-DE-23 to BR-DE-25
  const refuse = (path: string, group: string, rule: string, kind: string) =>
    add(
      path,
      IssueCode.INVALID_VALUE,
      `payment means ${code} is ${kind}: XRechnung takes no ${group} with it (${rule}); leave it out or give the payment means code it belongs to`,
    );
  if (CREDIT_TRANSFER_CODES.has(code)) {
    if (card)
      refuse('$.invoice.payment.card', 'payment card (BG-18)', 'BR-DE-23-b', 'a credit transfer');
    if (mandate)
      refuse(
        '$.invoice.payment.direct_debit',
        'direct debit (BG-19)',
        'BR-DE-23-b',
        'a credit transfer',
      );
  }
  if (CARD.has(code)) {
    if (!card)
      add(
        '$.invoice.payment.card',
        IssueCode.REQUIRED,
        `payment means ${code} is a card payment: XRechnung requires the card (BG-18: payment.card.pan_last_digits) (BR-DE-24-a)`,
      );
    if (account)
      refuse(
        blank(p.iban) ? '$.invoice.payment.credit_transfers' : '$.invoice.payment.iban',
        'account to pay into (BG-17)',
        'BR-DE-24-b',
        'a card payment',
      );
    if (mandate)
      refuse(
        '$.invoice.payment.direct_debit',
        'direct debit (BG-19)',
        'BR-DE-24-b',
        'a card payment',
      );
  }
  if (code === '59') {
    if (!mandate)
      add(
        '$.invoice.payment.direct_debit',
        IssueCode.REQUIRED,
        'payment means 59 is a SEPA direct debit: XRechnung requires the direct debit (BG-19: payment.direct_debit with its mandate reference and debited account) (BR-DE-25-a)',
      );
    if (account)
      refuse(
        blank(p.iban) ? '$.invoice.payment.credit_transfers' : '$.invoice.payment.iban',
        'account to pay into (BG-17)',
        'BR-DE-25-b',
        'a SEPA direct debit',
      );
    if (card)
      refuse('$.invoice.payment.card', 'payment card (BG-18)', 'BR-DE-25-b', 'a SEPA direct debit');
  }
}
