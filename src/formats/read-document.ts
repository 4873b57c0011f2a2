/**
 * What a document read back (retrieve, `einvoice validate <file>`) declares itself to be: the one
 * place that recognises a specification identifier (BT-24: CII guideline, UBL CustomizationID)
 * and, for a hybrid PDF, the XMP extension schema and attachment name, and names the public
 * format, label and version from them. The identifiers are those published by CEN, FNFE/FeRD,
 * KoSIT and OpenPeppol; an unrecognised EN 16931 CIUS keeps the syntax name with profile EN16931.
 * The labels are those of the rows (format-rows.ts lists the read labels of each row), which
 * decide the rule sets of what was read (rowOfDocument).
 */
import type { FormatId, Syntax } from './format-registry.js';
import { EXTENDED_CTC_FR, FORMATS } from './format-registry.js';
import { EXTENDED_CTC_FR_CII_VERSION } from './cii-profiles.js';
import {
  acceptedLabel,
  acceptingRow,
  profileLabel,
  ublCountryProfileOfGuideline,
  xmpLabel,
} from './format-rows.js';

/** What a specification identifier says. */
export interface GuidelineInfo {
  family: 'xrechnung' | 'peppol' | 'facturx' | 'zugferd' | 'en16931' | 'other';
  profile: string;
  version?: string;
  /** The CII release a standalone CII document of this guideline follows, where it is not D16B. */
  ciiVersion?: string;
}

/** Interprets a BT-24 value. */
export function readGuideline(id: string | undefined): GuidelineInfo {
  const g = (id ?? '').trim();
  const xr = /xrechnung_(\d+(?:\.\d+)*)/i.exec(g);
  // XRechnung, or its Extension (label XRECHNUNG-EXTENSION, UBL only: sub invoice lines).
  if (xr)
    return {
      family: 'xrechnung',
      profile: acceptedLabel(g) ?? profileLabel('xrechnung'),
      version: xr[1],
    };
  if (acceptedLabel(g) === profileLabel('peppol'))
    return { family: 'peppol', profile: profileLabel('peppol'), version: '3.0' };
  const pint = /urn:peppol:pint:(self)?billing-(\d+)(?:@([a-z]+)-\d+)?/i.exec(g);
  if (pint) {
    const profile =
      (pint[3] ? `PINT-${pint[3].toUpperCase()}` : 'PINT') + (pint[1] ? ' SELF-BILLING' : '');
    return { family: 'peppol', profile, version: `${pint[2]}.0` };
  }
  const ferd = /urn:ferd:CrossIndustryDocument:invoice:1p0:(basic|comfort|extended)/i.exec(g);
  if (ferd) {
    const profile = ferd[1].toLowerCase() === 'comfort' ? 'EN16931' : ferd[1].toUpperCase();
    return { family: 'zugferd', profile, version: '1.0' };
  }
  const fx = /factur-x\.eu:(\d)p(\d)/i.exec(g);
  const zf = /zugferd\.de:(\d)p(\d)/i.exec(g);
  if (fx || zf) {
    // The profile keyword the registry rows accept (basicwl, basic-wl, ...; xrechnung); none is EN16931.
    const profile = acceptedLabel(g) ?? profileLabel('cii');
    const m = (fx ?? zf)!;
    return { family: fx ? 'facturx' : 'zugferd', profile, version: `${m[1]}.${m[2]}` };
  }
  // The French EXTENDED-CTC-FR (CII and UBL alike): its rows' label, which names its rules.
  if (acceptingRow(g)?.ciiProfile === EXTENDED_CTC_FR)
    return {
      family: 'en16931',
      profile: profileLabel('cii', EXTENDED_CTC_FR),
      ciiVersion: EXTENDED_CTC_FR_CII_VERSION,
    };
  // A national CIUS of UBL (HR-CIUS, CIUS-RO, CIUS-PT): its row's label, which names its rules.
  const national = ublCountryProfileOfGuideline(g);
  if (national) return { family: 'en16931', profile: profileLabel('ubl', undefined, national) };
  if (/^urn:cen\.eu:en16931:2017/.test(g))
    return { family: 'en16931', profile: profileLabel('cii') };
  return { family: 'other', profile: g === '' ? 'UNKNOWN' : g };
}

/**
 * The version reported for a read document: as stated (`exact`), the installed release of the
 * rules when the document declares its family only (`installed`), or the installed release when
 * it belongs to the declared family, else the declared one (`declared`; the version vocabulary is
 * src/validation/spec-version.ts).
 */
export type ReadVersion = { exact: string } | { installed: true } | { declared: string };

/** The XMP of a hybrid PDF's invoice, as far as naming it goes. */
export interface HybridXmp {
  namespace?: string;
  schemaName?: string;
  version?: string;
  conformanceLevel?: string;
}

/** Where a read XML came from when it was embedded in a PDF. */
export interface HybridOrigin {
  filename: string;
  xmp?: HybridXmp;
  /** BT-40, the seller's country (decides ZUGFeRD or Factur-X where the file does not). */
  sellerCountry?: string;
}

/** The format, label and version a read document declares. */
export interface DocumentFormat {
  /** Any format but the plain PDF, which has no XML to read. */
  format: Exclude<FormatId, 'pdf'>;
  profile: string;
  version: ReadVersion;
}

/** ZUGFeRD 1.0: urn:ferd:pdfa:CrossIndustryDocument:invoice:1p0#. */
const FERD_NS = /^urn:ferd:/i;
/** ZUGFeRD 2.0: urn:zugferd:pdfa:CrossIndustryDocument:invoice:2p0#. */
const ZUGFERD_NS = /^urn:zugferd:.*:(\d)p(\d)#?$/i;

/** Sellers whose market calls the shared standard ZUGFeRD. */
const ZUGFERD_MARKET = new Set(['DE', 'AT', 'CH', 'LI']);

/**
 * Names a hybrid PDF's CII invoice ZUGFeRD or Factur-X, with that standard's version, from what
 * the file itself declares: the XMP extension schema (namespace and name), the attachment name
 * and BT-24. ZUGFeRD 1.0 and 2.0 have their own schema and names; ZUGFeRD 2.1 and later adopted
 * Factur-X 1.0 whole (same XMP schema, fx:Version 1.0, factur-x.xml, same BT-24), so when nothing
 * in the file tells them apart, the market name follows the seller's country, as the generator's
 * automatic choice does: a German-speaking seller's file is ZUGFeRD, any other Factur-X. So a FeRD
 * ZUGFeRD 2.1 sample, or our own zugferd output, comes back as zugferd. Such a file declares only
 * "ZUGFeRD 2.1 or later" (Factur-X 1.0 or later): its version is the release of the installed
 * rules that judge it, as generate reports for the files it writes.
 */
export function hybridFormat(
  g: GuidelineInfo,
  pdf: HybridOrigin,
): { format: 'zugferd' | 'facturx'; version: ReadVersion } {
  const { filename, xmp, sellerCountry } = pdf;
  const ns = xmp?.namespace ?? '';
  if (FERD_NS.test(ns)) return { format: 'zugferd', version: { exact: '1.0' } };
  const zf = ZUGFERD_NS.exec(ns);
  if (zf) return { format: 'zugferd', version: { exact: `${zf[1]}.${zf[2]}` } };
  // BT-24 of ZUGFeRD 1.0 (urn:ferd:...) or a ZUGFeRD 2.x identifier (urn:zugferd.de:2pN).
  if (g.family === 'zugferd') return { format: 'zugferd', version: { exact: g.version! } };
  // ZUGFeRD 1.0 wrote ZUGFeRD-invoice.xml, 2.0 zugferd-invoice.xml.
  if (filename === 'ZUGFeRD-invoice.xml') return { format: 'zugferd', version: { exact: '1.0' } };
  if (filename.toLowerCase() === 'zugferd-invoice.xml')
    return { format: 'zugferd', version: { exact: '2.0' } };
  // The Factur-X namespace declared by a schema that calls itself ZUGFeRD: ZUGFeRD 2.1 or later
  // (the XMP does not tell which): the release of the rules that judge it.
  if (
    /zugferd/i.test(xmp?.schemaName ?? '') ||
    (sellerCountry && ZUGFERD_MARKET.has(sellerCountry))
  )
    return { format: 'zugferd', version: { installed: true } };
  // fx:Version 1.0 (and BT-24 factur-x.eu:1p0) is every Factur-X 1.x release: likewise.
  const declared = xmp?.version ?? (g.family === 'facturx' ? g.version : undefined) ?? '1.0';
  return {
    format: 'facturx',
    version: declared === '1.0' ? { installed: true } : { exact: declared },
  };
}

/** The label of the PDF's XMP conformance level, by the registry rows (an unknown level as written). */
function xmpProfile(level: string | undefined): string | undefined {
  if (!level) return undefined;
  return (
    xmpLabel(level) ??
    level
      .toUpperCase()
      .replace(/[\s_-]+/g, ' ')
      .trim()
  );
}

/**
 * The format, label and version of a read CII or UBL document, from its BT-24 and, when it came
 * from a PDF, the PDF's attachment name and XMP. UBL: XRechnung and Peppol (BIS 3, PINT) by their
 * BT-24, any other UBL is ubl. CII: XRechnung by its BT-24 or the attachment name xrechnung.xml;
 * else standalone CII, or the ZUGFeRD / Factur-X of a hybrid PDF (hybridFormat).
 */
export function readDocumentFormat(
  syntax: Exclude<Syntax, 'fatturapa'>,
  guideline: string | undefined,
  pdf?: HybridOrigin,
): DocumentFormat {
  const g = readGuideline(guideline);
  if (syntax === 'ubl') {
    if (g.family === 'xrechnung')
      return { format: 'xrechnung', profile: g.profile, version: { declared: g.version! } };
    if (g.family === 'peppol')
      return { format: 'peppol', profile: g.profile, version: { exact: g.version! } };
    return { format: 'ubl', profile: g.profile, version: { exact: FORMATS.ubl.version } };
  }
  const profile =
    g.family === 'other' ? (xmpProfile(pdf?.xmp?.conformanceLevel) ?? g.profile) : g.profile;
  if (
    g.family === 'xrechnung' ||
    pdf?.filename.toLowerCase() === FORMATS.xrechnung.attachmentName
  ) {
    return {
      format: 'xrechnung',
      profile: profileLabel('xrechnung'),
      version: g.version ? { declared: g.version } : { exact: '' },
    };
  }
  if (!pdf)
    return {
      format: 'cii',
      profile,
      version: { exact: g.version ?? g.ciiVersion ?? FORMATS.cii.version },
    };
  const hybrid = hybridFormat(g, pdf);
  return { format: hybrid.format, profile, version: hybrid.version };
}
