/**
 * The cash discount and late payment penalty of Factur-X EXTENDED payment terms (CII
 * ApplicableTradePaymentDiscountTerms, ApplicableTradePaymentPenaltyTerms), where the target
 * carries them (extended-fields.ts refuses them elsewhere): a real basis date, a positive period
 * in a UN/ECE Rec 20 unit, bounded amounts of at most 2 decimals, a percent of 0 to 100. An
 * adjustment that states nothing is refused rather than written as an empty element.
 */
import type { PaymentTermsAdjustment } from '../../../gen/einvoice/v1/invoice_pb.js';
import { UNIT_CODES_SET } from '../../domain/codelists/index.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { checkAmount, checkCode, checkDateValue } from './term-helpers.js';

/** Every adjustment of the request's payment terms, with its JSON path. */
export function termsAdjustments(
  inv: CheckContext['invoice'],
): [path: string, adjustment: PaymentTermsAdjustment][] {
  const p = inv.payment;
  if (!p) return [];
  const out: [string, PaymentTermsAdjustment | undefined][] = [
    ['$.invoice.payment.discount_terms', p.discountTerms],
    ['$.invoice.payment.penalty_terms', p.penaltyTerms],
    ...p.furtherTerms.flatMap((t, i): [string, PaymentTermsAdjustment | undefined][] => [
      [`$.invoice.payment.further_terms[${i}].discount_terms`, t.discountTerms],
      [`$.invoice.payment.further_terms[${i}].penalty_terms`, t.penaltyTerms],
    ]),
  ];
  return out.filter((e): e is [string, PaymentTermsAdjustment] => e[1] !== undefined);
}

/** Whether an adjustment states anything. */
const statesAnything = (a: PaymentTermsAdjustment) =>
  a.basisDate.trim() !== '' ||
  a.basisPeriod !== undefined ||
  a.basisPeriodUnit.trim() !== '' ||
  a.basisAmount !== undefined ||
  a.percent !== undefined ||
  a.amount !== undefined;

/** Checks the values of each cash discount and penalty of the payment terms. */
export function checkTermsAdjustments(ctx: CheckContext): void {
  for (const [path, a] of termsAdjustments(ctx.invoice)) {
    if (ctx.out.has(path)) continue;
    if (!statesAnything(a)) {
      ctx.out.add(
        path,
        IssueCode.REQUIRED,
        'a cash discount or penalty states at least one of basis_date, basis_period, basis_amount, percent, amount',
        'e.g. {"basis_period": 10, "percent": 2}',
      );
      continue;
    }
    checkDateValue(ctx, `${path}.basis_date`, a.basisDate.trim(), 'basis date');
    const period = `${path}.basis_period`;
    checkAmount(ctx, period, a.basisPeriod, 'basis_period', { nonNegative: true, maxDecimals: 4 });
    if (a.basisPeriod === 0 && !ctx.out.has(period))
      ctx.out.add(period, IssueCode.OUT_OF_RANGE, 'basis_period must be above 0', 'e.g. 10');
    const unit = `${path}.basis_period_unit`;
    if (a.basisPeriodUnit.trim() !== '' && a.basisPeriod === undefined && !ctx.out.has(unit))
      ctx.out.add(
        unit,
        IssueCode.INVALID_VALUE,
        'basis_period_unit is the unit of basis_period: give basis_period, or leave it out',
      );
    checkCode(
      ctx,
      unit,
      a.basisPeriodUnit,
      UNIT_CODES_SET,
      'basis period unit',
      'a UN/ECE Recommendation 20 code, e.g. DAY, WEE, MON',
    );
    checkAmount(ctx, `${path}.basis_amount`, a.basisAmount, 'basis_amount');
    checkAmount(ctx, `${path}.amount`, a.amount, 'amount');
    const percent = `${path}.percent`;
    checkAmount(ctx, percent, a.percent, 'percent', { nonNegative: true, maxDecimals: 4 });
    if (a.percent !== undefined && a.percent > 100 && !ctx.out.has(percent))
      ctx.out.add(percent, IssueCode.OUT_OF_RANGE, 'percent must be 100 or less', 'e.g. 2 for 2 %');
  }
}
