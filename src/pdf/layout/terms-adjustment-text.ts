/**
 * A payment term's cash discount or late payment penalty (Factur-X EXTENDED) as one line of the
 * payment block, in the invoice's language, e.g. "Skonto 2 % innerhalb 10 Tagen ab 03.10.2026 auf
 * 119,00 €: 2,38 €". An agreed reduction of the price belongs on the invoice a person reads
 * (Germany: § 14 (4) no. 7 UStG), so the structured terms are shown, not only written in the XML.
 */
import { DEFAULT_PERIOD_UNIT } from '../../domain/payment-terms-adjustment.js';
import type { PaymentTermsAdjustment } from '../../domain/model.js';
import type { Ctx } from './context.js';

/** The line of one cash discount or penalty. */
export function adjustmentText(
  ctx: Ctx,
  a: PaymentTermsAdjustment,
  kind: 'discount' | 'penalty',
): string {
  const { labels: t, fmt } = ctx;
  const parts = [kind === 'discount' ? t.cashDiscount : t.latePenalty];
  if (a.percent) parts.push(fmt.rate(a.percent));
  if (a.basisPeriod) {
    const unit = a.basisPeriodUnit ?? DEFAULT_PERIOD_UNIT;
    const names = Object.hasOwn(t.periodUnits, unit)
      ? t.periodUnits[unit as keyof typeof t.periodUnits]
      : undefined;
    const name = names ? names[a.basisPeriod.equals(1) ? 0 : 1] : unit;
    const relation = kind === 'discount' ? t.within : t.after;
    parts.push(`${relation} ${fmt.quantity(a.basisPeriod)} ${name}`);
  }
  if (a.basisDate) parts.push(`${t.periodFrom} ${fmt.date(a.basisDate)}`);
  if (a.basisAmount) parts.push(`${t.basisOn} ${fmt.money(a.basisAmount)}`);
  const text = parts.join(' ');
  return a.amount ? `${text}: ${fmt.money(a.amount)}` : text;
}

/** The lines of a payment term's cash discount and penalty, those it states. */
export function adjustmentLines(
  ctx: Ctx,
  term: { discountTerms?: PaymentTermsAdjustment; penaltyTerms?: PaymentTermsAdjustment },
): string[] {
  return [
    term.discountTerms && adjustmentText(ctx, term.discountTerms, 'discount'),
    term.penaltyTerms && adjustmentText(ctx, term.penaltyTerms, 'penalty'),
  ].filter((l): l is string => Boolean(l));
}
