/**
 * Country legal warnings (format.warnings), each with its trigger, severity and legal basis.
 * They never make a request invalid. The triggers are documented in README.md.
 */
import { create } from '@bufbuild/protobuf';
import {
  LegalWarningSchema,
  type LegalWarning,
} from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { isValidLeitwegId } from '../../domain/codelists/leitweg-id.js';
import {
  FORMATS,
  followsGermanCius,
  isCiiProfileHybrid,
  usesCountryProfile,
} from '../../formats/index.js';
import { mandatesFor, meetsMandate } from '../../formats/country-mandates.js';
import type { CheckContext } from './context.js';
import { frenchWarnings } from './france-warnings.js';

/** A warning's severity. */
export type Severity = 'info' | 'warning';

/** Creates one LegalWarning message. */
export function legalWarning(
  code: string,
  severity: Severity,
  message: string,
  legalBasis: string,
): LegalWarning {
  return create(LegalWarningSchema, { code, severity, message, legalBasis });
}

/** Legal bases, quoted once. */
export const LEGAL_BASIS = {
  DE_B2B:
    '§ 14 Abs. 1 UStG as amended by the Wachstumschancengesetz of 27 March 2024 (BGBl. 2024 I Nr. 108), in force 1 January 2025; transition rules § 27 Abs. 38 UStG; BMF letter of 15 October 2024',
  DE_B2G:
    'E-Rechnungsverordnung (ERechV) § 4 (federal contracting authorities; the Länder have equivalent rules); Directive 2014/55/EU on electronic invoicing in public procurement',
  IT_SDI_CROSS_BORDER:
    'Italian Law 205/2017 (Legge di Bilancio 2018), art. 1 c. 909; D.Lgs. 127/2015 art. 1 c. 3-bis as amended by Law 178/2020, art. 1 c. 1103: cross-border transactions are reported through SDI in the FatturaPA format since 1 July 2022',
  IT_SDI:
    'Italian Law 205/2017 (Legge di Bilancio 2018), art. 1 c. 909, amending D.Lgs. 127/2015 art. 1 c. 3: invoices between parties resident or established in Italy are issued electronically through the Sistema di Interscambio (SDI)',
  PEPPOL:
    'OpenPeppol Interoperability Framework (Transport Infrastructure Agreement): documents are exchanged only between registered participants through certified access points',
} as const;

/** Whether the buyer looks like a German public authority: a Leitweg-ID as leitweg_id or buyer_reference. */
function germanPublicBuyer(ctx: CheckContext): boolean {
  const inv = ctx.invoice;
  if (inv.leitwegId !== '') return true;
  return (
    ctx.buyerCountry === 'DE' && inv.buyerReference !== '' && isValidLeitwegId(inv.buyerReference)
  );
}

/**
 * DE_B2B_XRECHNUNG_ALTERNATIVE for German B2B invoices in zugferd/facturx (requested or chosen by
 * auto), and for a plain PDF, which is no e-invoice under § 14 UStG (allowed only during the
 * transition). Other XML formats (ubl, cii) are EN 16931 e-invoices and need no note.
 */
function germanB2bWarning(ctx: CheckContext): LegalWarning | undefined {
  const { format } = ctx;
  const code = 'DE_B2B_XRECHNUNG_ALTERNATIVE';
  if (FORMATS[format].container === 'pdf') {
    return legalWarning(
      code,
      'info',
      'German B2B invoice: since 1 January 2025 domestic B2B invoices are e-invoices; a plain PDF is only allowed during the transition (until the end of 2026, 2027 for a prior-year turnover up to EUR 800,000); use zugferd (en16931) or xrechnung',
      LEGAL_BASIS.DE_B2B,
    );
  }
  if (!isCiiProfileHybrid(format)) return undefined;
  if (ctx.ciiProfile === 'minimum' || ctx.ciiProfile === 'basic_wl') {
    return legalWarning(
      code,
      'info',
      `German B2B invoice: since 1 January 2025 domestic B2B invoices are e-invoices; profile ${ctx.ciiProfile === 'minimum' ? 'MINIMUM' : 'BASIC WL'} does not qualify (ZUGFeRD needs profile BASIC or higher); use en16931 or XRechnung`,
      LEGAL_BASIS.DE_B2B,
    );
  }
  return legalWarning(
    code,
    'info',
    'German B2B invoice: since 1 January 2025 domestic B2B invoices are e-invoices; ZUGFeRD from 2.0.1 (not MINIMUM or BASIC WL) qualifies, and XRechnung is the alternative if the buyer asks for it',
    LEGAL_BASIS.DE_B2B,
  );
}

/** IT_SDI_REQUIRED, worded for who is Italian. */
function italianWarning(ctx: CheckContext): LegalWarning {
  const { format } = ctx;
  if (ctx.sellerCountry === 'IT' && ctx.buyerCountry === 'IT') {
    return legalWarning(
      'IT_SDI_REQUIRED',
      'warning',
      `seller and buyer are in Italy: B2B and B2C invoices between Italian residents must be FatturaPA sent through SDI; format ${format} does not go through SDI`,
      LEGAL_BASIS.IT_SDI,
    );
  }
  if (ctx.sellerCountry === 'IT') {
    return legalWarning(
      'IT_SDI_REQUIRED',
      'warning',
      `Italian seller: invoices to foreign buyers must also be transmitted to SDI as FatturaPA (recipient code XXXXXXX); format ${format} does not go through SDI`,
      LEGAL_BASIS.IT_SDI_CROSS_BORDER,
    );
  }
  return legalWarning(
    'IT_SDI_REQUIRED',
    'warning',
    `Italian buyer: a seller not established in Italy may send format ${format}, but the Italian buyer must report the purchase to SDI (FatturaPA TD17, TD18 or TD19); an Italian seller must use FatturaPA`,
    LEGAL_BASIS.IT_SDI_CROSS_BORDER,
  );
}

/**
 * The country mandates of the registry (src/formats/country-mandates.ts) that bind the invoice:
 * met (info), not met by the chosen format (the row's severity), or not yet in force on BT-2 (info).
 */
function mandateWarnings(ctx: CheckContext): LegalWarning[] {
  const profile = usesCountryProfile(ctx.format)
    ? ctx.countryProfile?.id
    : ctx.ublCountryProfile?.id;
  return mandatesFor(ctx.sellerCountry, ctx.buyerCountry).map((m) => {
    if (ctx.invoice.date !== '' && ctx.invoice.date < m.since)
      return legalWarning(m.code, 'info', m.notYet.replaceAll('{since}', m.since), m.legalBasis);
    if (meetsMandate(m, ctx.format, profile))
      return legalWarning(m.code, 'info', m.met, m.legalBasis);
    return legalWarning(
      m.code,
      m.severity,
      m.notMet.replaceAll('{format}', ctx.format),
      m.legalBasis,
    );
  });
}

/** The legal warnings for the resolved request. */
export function legalWarnings(ctx: CheckContext): LegalWarning[] {
  const out: LegalWarning[] = [];
  const { format } = ctx;

  // B2G first: a public buyer makes the B2B note irrelevant.
  if (germanPublicBuyer(ctx) && !followsGermanCius(format)) {
    out.push(
      legalWarning(
        'DE_B2G_XRECHNUNG_MANDATORY',
        'warning',
        `the buyer is a German public authority (Leitweg-ID given), which must receive XRechnung; format ${format} was chosen`,
        LEGAL_BASIS.DE_B2G,
      ),
    );
  } else if (
    ctx.sellerCountry === 'DE' &&
    ctx.buyerCountry === 'DE' &&
    ctx.invoice.leitwegId === ''
  ) {
    const b2b = germanB2bWarning(ctx);
    if (b2b) out.push(b2b);
  }

  if (
    (ctx.sellerCountry === 'IT' || ctx.buyerCountry === 'IT') &&
    FORMATS[format].clearanceCountry !== 'IT'
  ) {
    out.push(italianWarning(ctx));
  }

  out.push(...mandateWarnings(ctx));

  out.push(...frenchWarnings(ctx));

  if (usesCountryProfile(format)) {
    out.push(
      legalWarning(
        'PEPPOL_NETWORK_REGISTRATION',
        'info',
        'seller and buyer must be registered Peppol participants reachable through an access point; this service generates the document but does not send it',
        LEGAL_BASIS.PEPPOL,
      ),
    );
  }
  return out;
}
