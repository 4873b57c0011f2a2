/**
 * PINT ibt-178, the payment means' identifier (payment.means_id), and ibg-33's instalment of the
 * payment terms (payment.terms_installment: ibt-176 amount, ibt-177 due date, ibt-187 the means
 * it is paid by): written in UBL by the PINT profiles that take them
 * (UblProfile.paymentInstallments: every PINT profile but EU, whose EN 16931 rules warn against
 * them, UBL-CR-411, -453, -459, -464). CII (whose first terms' due date is BT-9) and the other UBL
 * formats have no place: NOT_CARRIED, naming where they go. FatturaPA writes without them and
 * warns (fatturapa-carriage.ts); KSeF has no place (ksef-carriage.ts).
 */
import { pintUblProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { checkAmount, checkDateValue } from './term-helpers.js';

const FIELD = '$.invoice.payment';

/** Checks the instalment's values, and refuses both fields where the target has no place for them. */
export function checkPaymentInstallment(ctx: CheckContext): void {
  const p = ctx.invoice.payment;
  if (!p) return;
  const installment = p.termsInstallment;
  if (installment) {
    const at = `${FIELD}.terms_installment`;
    checkAmount(ctx, `${at}.amount`, installment.amount, 'a terms amount (ibt-176)', {
      nonNegative: true,
    });
    checkDateValue(ctx, `${at}.due_date`, installment.dueDate, 'instalment due date (ibt-177)');
  }
  if (ctx.syntax === 'none' || ctx.syntax === 'fatturapa' || ctx.syntax === 'ksef') return;
  const profile = pintUblProfile(ctx);
  if (ctx.syntax === 'ubl' && profile?.paymentInstallments) return;
  const target = profile
    ? `country_profile ${ctx.countryProfile} (UBL-CR-411, UBL-CR-453, UBL-CR-459, UBL-CR-464)`
    : `format ${ctx.format}`;
  const where =
    'generate it as peppol with a PINT country_profile but pint_eu, or leave the field out';
  const refuse = (path: string, what: string) => {
    if (!ctx.out.has(path))
      ctx.out.add(path, IssueCode.NOT_CARRIED, `${target} has no place for ${what}: ${where}`);
  };
  if (p.meansId.trim()) refuse(`${FIELD}.means_id`, "the payment means' identifier (PINT ibt-178)");
  if (installment)
    refuse(
      `${FIELD}.terms_installment`,
      "the payment terms' instalment (PINT ibg-33: ibt-176, ibt-177, ibt-187)",
    );
}
