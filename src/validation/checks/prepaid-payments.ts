/**
 * PINT ibg-35, the paid amounts (prepaid_payments): the payments received before the invoice
 * that paid_amount (BT-113) totals, written as an Invoice's cac:PrepaidPayment in the PINT
 * profiles that take them (UblProfile.prepaidPayments: every PINT profile but EU, whose EN 16931
 * rules flag the element, UBL-CR-470). A UBL CreditNote has no such element; CII, the other UBL
 * formats (the XRechnung Extension's PrepaidPayment is a third party payment, another term) have
 * no place: NOT_CARRIED, naming where they go. FatturaPA writes without them and warns
 * (fatturapa-carriage.ts); KSeF has no place (ksef-carriage.ts).
 */
import { pintUblProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { isCreditNote } from './peppol-national-context.js';
import { checkAmount } from './term-helpers.js';

const FIELD = '$.invoice.prepaid_payments';

/** Checks the paid amounts' values, that paid_amount states their total, and where they are written. */
export function checkPrepaidPayments(ctx: CheckContext): void {
  const payments = ctx.invoice.prepaidPayments;
  if (payments.length === 0 || ctx.out.has(FIELD)) return;
  payments.forEach((p, i) =>
    checkAmount(ctx, `${FIELD}[${i}].amount`, p.amount, 'a paid amount (ibt-180)', {
      nonNegative: true,
    }),
  );
  // ibr-093: the paid amounts are parts of the total paid amount, which must be stated.
  if (ctx.invoice.paidAmount === undefined && !ctx.out.has('$.invoice.paid_amount'))
    ctx.out.add(
      '$.invoice.paid_amount',
      IssueCode.REQUIRED,
      'prepaid_payments are parts of the paid amount (BT-113, ibr-093): give paid_amount, their total as the invoice deducts it',
    );
  if (ctx.syntax === 'none' || ctx.syntax === 'fatturapa' || ctx.syntax === 'ksef') return;
  const profile = pintUblProfile(ctx);
  const where =
    'generate it as peppol with a PINT country_profile but pint_eu (an invoice, cac:PrepaidPayment), or leave the field out';
  if (!profile?.prepaidPayments)
    ctx.out.add(
      FIELD,
      IssueCode.NOT_CARRIED,
      `${profile ? `country_profile ${ctx.countryProfile}` : `format ${ctx.format}`} has no place for the payments paid_amount totals (PINT ibg-35${profile ? ', UBL-CR-470' : ''}): ${where}`,
    );
  else if (isCreditNote(ctx.invoice))
    ctx.out.add(
      FIELD,
      IssueCode.NOT_CARRIED,
      "a UBL credit note has no place for the payments paid_amount totals (cac:PrepaidPayment is an Invoice's): give paid_amount alone, or leave the field out",
    );
}
