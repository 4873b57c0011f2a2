/**
 * The exchange rate between the invoice currency BT-5 and the VAT accounting currency BT-6
 * (tax_exchange_rate) and its date (tax_exchange_rate_date, EXT-FR-FE-192) have a place in:
 * - CII with profile extended or extended_ctc_fr (Factur-X / ZUGFeRD EXTENDED, CII, the French
 *   EXTENDED-CTC-FR): ram:TaxApplicableTradeCurrencyExchange, which EXTENDED-CTC-FR adds as
 *   BT-167 with its date (FNFE note 1.4.0, CII-FREXT-SR-366);
 * - UBL with profile extended_ctc_fr: cac:TaxExchangeRate (UBL-FREXT-CR-490), rate and date;
 * - UBL country_profile pint_om and pint_ae: cac:TaxExchangeRate, the rate only (BTOM-003, whose
 *   own checks are pint-om-checks.ts; BTAE-04, which PINT AE requires beside another currency
 *   than AED: format-requirements.ts).
 * Everywhere else they are NOT_CARRIED. Where they are carried, the rate converts BT-5 into BT-6,
 * so it needs tax_currency; the date needs the rate and is a calendar date.
 */
import { isCalendarDate } from '../../domain/codelists/calendar-date.js';
import { ublProfileOfGuideline } from '../../formats/index.js';
import { EXTENDED_CTC_FR } from '../../formats/format-registry.js';
import { peppolProfile, writtenCiiProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { decimalsOf, EXCHANGE_RATE_BOUND, powerOfTen } from './number-bounds.js';

const RATE = '$.invoice.tax_exchange_rate';
const DATE = '$.invoice.tax_exchange_rate_date';

/** Where the rate and its date are written for the resolved format and profile. */
function places(ctx: CheckContext): { rate: boolean; date: boolean } {
  if (ctx.syntax === 'cii') {
    const profile = writtenCiiProfile(ctx);
    const extended = profile === 'extended' || profile === EXTENDED_CTC_FR;
    return { rate: extended, date: extended };
  }
  if (ctx.syntax === 'ubl') {
    if (ctx.row?.ciiProfile === EXTENDED_CTC_FR) return { rate: true, date: true };
    return {
      rate: ublProfileOfGuideline(ctx.row?.guidelineId)?.taxExchangeRate ?? false,
      date: false,
    };
  }
  return { rate: false, date: false };
}

/** What the document is, for a refusal: its format, and its CII profile where it has one. */
function target(ctx: CheckContext): string {
  const profile = writtenCiiProfile(ctx);
  if (ctx.syntax === 'cii') return `profile ${profile}`;
  const pint = peppolProfile(ctx)?.id;
  return `format ${ctx.format}${pint ? ` (${pint})` : ''}`;
}

/** Refuses the rate and its date where the document has no place for them; checks them where it has. */
export function checkExchangeRate(ctx: CheckContext): void {
  if (ctx.syntax === 'none') return;
  const inv = ctx.invoice;
  const rate = inv.taxExchangeRate;
  const date = inv.taxExchangeRateDate.trim();
  const at = places(ctx);
  const where =
    'generate it as cii with profile extended_ctc_fr or extended (facturx, zugferd too), as ubl with profile extended_ctc_fr';
  if (rate !== undefined && !at.rate && !ctx.out.has(RATE))
    ctx.out.add(
      RATE,
      IssueCode.NOT_CARRIED,
      `${target(ctx)} has no place for the exchange rate between BT-5 and BT-6 (BT-167, BTOM-003, BTAE-04): ${where}, or as peppol with country_profile pint_om or pint_ae`,
    );
  if (date && !at.date && !ctx.out.has(DATE))
    ctx.out.add(
      DATE,
      IssueCode.NOT_CARRIED,
      `${target(ctx)} has no place for the date of the exchange rate (EXT-FR-FE-192): ${where}`,
    );
  if (!at.rate) return;
  // Bounded wherever it is written (a double can say 1e308 or 1e-300: 300 digits in the XML).
  const bound = EXCHANGE_RATE_BOUND;
  if (
    rate !== undefined &&
    Number.isFinite(rate) &&
    (Math.abs(rate) >= bound.maxAbs || decimalsOf(rate) > bound.maxDecimals) &&
    !ctx.out.has(RATE)
  )
    ctx.out.add(
      RATE,
      IssueCode.OUT_OF_RANGE,
      `tax_exchange_rate must be less than ${powerOfTen(bound.maxAbs)} with at most ${bound.maxDecimals} decimals`,
    );
  // PINT OM judges its own rate (pint-om-checks.ts: required, 7 decimals, OMR).
  if (peppolProfile(ctx)?.id === 'pint_om') return;
  if (rate !== undefined && !ctx.out.has(RATE)) {
    if (!Number.isFinite(rate) || rate <= 0)
      ctx.out.add(RATE, IssueCode.INVALID_VALUE, 'tax_exchange_rate is a positive number');
    else if (!inv.taxCurrency.trim() && !ctx.out.has('$.invoice.tax_currency'))
      ctx.out.add(
        '$.invoice.tax_currency',
        IssueCode.REQUIRED,
        'tax_currency required with tax_exchange_rate: the rate converts the invoice currency (BT-5) into the VAT accounting currency (BT-6), its target currency',
      );
  }
  if (!date || !at.date || ctx.out.has(DATE)) return;
  if (!isCalendarDate(date))
    ctx.out.add(
      DATE,
      IssueCode.INVALID_FORMAT,
      `invalid exchange rate date: ${date} is not a calendar date`,
      'YYYY-MM-DD, a real calendar date',
    );
  else if (rate === undefined)
    ctx.out.add(
      DATE,
      IssueCode.INVALID_VALUE,
      'tax_exchange_rate_date is the date of tax_exchange_rate (EXT-FR-FE-192): give the rate, or leave the date out',
    );
}
