/**
 * France's legal warnings (format.warnings): the e-invoicing reform (réforme de la facturation
 * électronique) as it binds a French seller or buyer, with its legal basis. Information only: they
 * never make a request invalid. The BR-FR rules themselves are the registry's national rules
 * (src/formats/national-rules.ts), checked by validate before generation.
 */
import type { LegalWarning } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import type { CheckContext } from './context.js';
import { legalWarning } from './legal-warnings.js';

/** Legal bases of the French reform, quoted once. */
export const FR_LEGAL_BASIS = {
  /** The obligation and its calendar. */
  MANDATE:
    'CGI art. 289 bis (e-invoicing between taxable persons established in France) and art. 290 (e-reporting), as amended by loi n° 2023-1322 du 29 décembre 2023 de finances pour 2024, art. 91 (calendar: reception 1 September 2026; issuance 1 September 2026 for large and mid-size companies, 1 September 2027 for SMEs and micro-enterprises); ordonnance n° 2021-1190 du 15 septembre 2021',
  /** The formats, profiles and management rules the platforms apply. */
  RULES:
    'AFNOR XP Z12-012 (formats and profiles of invoices and lifecycle statuses) and its BR-FR management rules, FNFE-MPE validation artefacts 1.4.0 (fatal on the sending side since 1 September 2026)',
} as const;

/** Whether a date (YYYY-MM-DD) is before another. */
const before = (date: string, day: string): boolean => date !== '' && date < day;

/**
 * The warnings of the French reform for a French seller: reception (every company since
 * 1 September 2026); for a French buyer, the issuance obligation by company size and the
 * readable-view and lifecycle duties; for a buyer abroad, e-reporting. A seller established
 * elsewhere gets none (its French buyer's platform receives the invoice).
 */
export function frenchWarnings(ctx: CheckContext): LegalWarning[] {
  if (ctx.sellerCountry !== 'FR') return [];
  const out: LegalWarning[] = [];
  out.push(
    legalWarning(
      'FR_EINVOICE_RECEPTION',
      'info',
      before(ctx.invoice.date, '2026-09-01')
        ? 'French seller: from 1 September 2026 every company established in France must be able to receive e-invoices through an accredited platform (plateforme agréée)'
        : 'French seller: since 1 September 2026 every company established in France must be able to receive e-invoices, through an accredited platform (plateforme agréée)',
      FR_LEGAL_BASIS.MANDATE,
    ),
  );
  if (ctx.buyerCountry === 'FR') {
    out.push(
      legalWarning(
        'FR_EINVOICE_ISSUANCE',
        'info',
        'French seller and buyer: domestic B2B invoices are issued as e-invoices (Factur-X, CII or UBL passing the BR-FR rules) through an accredited platform: since 1 September 2026 for large and mid-size companies, from 1 September 2027 for SMEs and micro-enterprises; this service generates and checks the document but does not transmit it',
        FR_LEGAL_BASIS.MANDATE,
      ),
    );
    if (ctx.row?.nationalRules !== 'FR') {
      // The registry has no French rules for the row: not a format and profile of XP Z12-012.
      out.push(
        legalWarning(
          'FR_NOT_A_FRENCH_FORMAT',
          'warning',
          `French seller and buyer: format ${ctx.format}${ctx.row?.ciiProfile ? ` (profile ${ctx.row.label})` : ''} is not one the French platforms exchange under the BR-FR rules; use facturx or cii (profile basic_wl, en16931 or extended) or ubl`,
          FR_LEGAL_BASIS.RULES,
        ),
      );
    }
    out.push(
      legalWarning(
        'FR_READABLE_VIEW_AND_LIFECYCLE',
        'info',
        "French e-invoice: a readable view must show every datum of the structured invoice, and the parties' platforms exchange its lifecycle statuses (CDAR messages, statuses 200 to 212; deposited, rejected, refused and cashed are mandatory)",
        FR_LEGAL_BASIS.RULES,
      ),
    );
  } else {
    out.push(
      legalWarning(
        'FR_EREPORTING',
        'info',
        'French seller invoicing a buyer outside France: no domestic e-invoice is required, but the transaction data are e-reported to the tax administration through an accredited platform (same calendar as issuance)',
        FR_LEGAL_BASIS.MANDATE,
      ),
    );
  }
  return out;
}
