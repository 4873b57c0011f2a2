/**
 * Country legal warnings (format.warnings), each with its trigger, severity and legal basis.
 * They never make a request invalid. The triggers are documented in README.md.
 */
import { create } from '@bufbuild/protobuf';
import { LegalWarningSchema, type LegalWarning } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { isValidLeitwegId } from '../../domain/codelists/leitweg-id.js';
import type { CheckContext } from './context.js';

/** A warning's severity. */
export type Severity = 'info' | 'warning';

/** Creates one LegalWarning message. */
export function legalWarning(code: string, severity: Severity, message: string, legalBasis: string): LegalWarning {
  return create(LegalWarningSchema, { code, severity, message, legalBasis });
}

/** Legal bases, quoted once. */
export const LEGAL_BASIS = {
  DE_B2B: '§ 14 Abs. 1 UStG as amended by the Wachstumschancengesetz of 27 March 2024 (BGBl. 2024 I Nr. 108), in force 1 January 2025; transition rules § 27 Abs. 38 UStG; BMF letter of 15 October 2024',
  DE_B2G: 'E-Rechnungsverordnung (ERechV) § 4 (federal contracting authorities; the Länder have equivalent rules); Directive 2014/55/EU on electronic invoicing in public procurement',
  IT_SDI: 'Italian Law 205/2017 (Legge di Bilancio 2018), art. 1 c. 909, amending D.Lgs. 127/2015 art. 1 c. 3: invoices between parties resident or established in Italy are issued electronically through the Sistema di Interscambio (SDI)',
  PEPPOL: 'OpenPeppol Interoperability Framework (Transport Infrastructure Agreement): documents are exchanged only between registered participants through certified access points',
} as const;

/** Whether the buyer looks like a German public authority: a Leitweg-ID as leitweg_id or buyer_reference. */
function germanPublicBuyer(ctx: CheckContext): boolean {
  const inv = ctx.invoice;
  if (inv.leitwegId !== '') return true;
  return ctx.buyerCountry === 'DE' && inv.buyerReference !== '' && isValidLeitwegId(inv.buyerReference);
}

/** The legal warnings for the resolved request. */
export function legalWarnings(ctx: CheckContext): LegalWarning[] {
  const out: LegalWarning[] = [];
  const { format } = ctx;
  const auto = ctx.requestedFormat === '' || ctx.requestedFormat === 'auto';

  // B2G first: a public buyer makes the B2B note irrelevant.
  if (germanPublicBuyer(ctx) && format !== 'xrechnung') {
    out.push(legalWarning('DE_B2G_XRECHNUNG_MANDATORY', 'warning',
      `the buyer is a German public authority (Leitweg-ID given), which must receive XRechnung; format ${format} was chosen`,
      LEGAL_BASIS.DE_B2G));
  } else if (ctx.sellerCountry === 'DE' && ctx.buyerCountry === 'DE' && ctx.invoice.leitwegId === ''
    && (auto || ctx.requestedFormat === 'zugferd' || ctx.requestedFormat === 'facturx') && (format === 'zugferd' || format === 'facturx')) {
    const weak = ctx.ciiProfile === 'minimum' || ctx.ciiProfile === 'basic_wl';
    out.push(legalWarning('DE_B2B_XRECHNUNG_ALTERNATIVE', 'info',
      weak
        ? `German B2B invoice: since 1 January 2025 domestic B2B invoices are e-invoices; profile ${ctx.ciiProfile.toUpperCase()} does not qualify (ZUGFeRD needs profile BASIC or higher); use en16931 or XRechnung`
        : 'German B2B invoice: since 1 January 2025 domestic B2B invoices are e-invoices; ZUGFeRD from 2.0.1 (not MINIMUM or BASIC WL) qualifies, and XRechnung is the alternative if the buyer asks for it',
      LEGAL_BASIS.DE_B2B));
  }

  if ((ctx.sellerCountry === 'IT' || ctx.buyerCountry === 'IT') && format !== 'fatturapa') {
    out.push(legalWarning('IT_SDI_REQUIRED', 'warning',
      `an Italian party is involved: B2B and B2C invoices between Italian residents must be FatturaPA sent through SDI; format ${format} does not go through SDI`,
      LEGAL_BASIS.IT_SDI));
  }

  if (format === 'peppol') {
    out.push(legalWarning('PEPPOL_NETWORK_REGISTRATION', 'info',
      'seller and buyer must be registered Peppol participants reachable through an access point; this service generates the document but does not send it',
      LEGAL_BASIS.PEPPOL));
  }
  return out;
}
