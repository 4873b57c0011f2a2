/**
 * The output formats of the public API as data: which syntax each writes, in which container,
 * under which file names and which version it reports. Writers, the PDF container, generate and
 * validate read this table instead of branching on format names; the labels and rule sets of each
 * format × CII profile × country profile are the rows of format-rows.ts.
 *
 * Versions: `version` here is the baseline; the version reported is that of the installed rules
 * (src/validation/spec-version.ts), e.g. ZUGFeRD 2.5.2 / Factur-X 1.09.2 (one technical
 * specification under two names; CII D16B, EN 16931 1.3.x). The fx:Version written into the
 * PDF's XMP metadata stays 1.0 (the XMP schema's own version). XRechnung 3.0.2, Peppol BIS
 * Billing 3.0, UBL 2.1, FatturaPA 1.2.2.
 */

/** A format of the public API, `auto` excluded (auto resolves to one of these). */
export type FormatId = 'zugferd' | 'facturx' | 'xrechnung' | 'ubl' | 'cii' | 'peppol' | 'fatturapa' | 'pdf';

/** The XML syntax a format writes. */
export type Syntax = 'cii' | 'ubl' | 'fatturapa' | 'none';

/** How the document is delivered: hybrid PDF/A-3 with embedded XML, bare XML, or a plain PDF. */
export type Container = 'pdf-hybrid' | 'xml' | 'pdf';

/** The CII profiles of the public `profile` field (BT-24 guideline of ZUGFeRD/Factur-X). */
export type CiiProfile = 'minimum' | 'basic_wl' | 'basic' | 'en16931' | 'extended';

/** One row of the registry. */
export interface FormatInfo {
  id: FormatId;
  syntax: Syntax;
  container: Container;
  /** Name of the XML: the PDF attachment for pdf-hybrid, undefined for bare XML (invoice-<number>.xml) and pdf. */
  attachmentName?: string;
  /** Version string reported in validation.version / format.version. */
  version: string;
  /** The standard, as named to users. */
  standard: string;
  /** Whether the public `profile` (CII profile) applies. */
  usesCiiProfile: boolean;
}

/** The registry, one row per format. */
export const FORMATS: Readonly<Record<FormatId, FormatInfo>> = {
  zugferd: { id: 'zugferd', syntax: 'cii', container: 'pdf-hybrid', attachmentName: 'factur-x.xml', version: '2.3', standard: 'ZUGFeRD 2.3 (Factur-X 1.0.07), UN/CEFACT CII D16B', usesCiiProfile: true },
  facturx: { id: 'facturx', syntax: 'cii', container: 'pdf-hybrid', attachmentName: 'factur-x.xml', version: '1.0', standard: 'Factur-X 1.0.07 (ZUGFeRD 2.3), UN/CEFACT CII D16B', usesCiiProfile: true },
  xrechnung: { id: 'xrechnung', syntax: 'ubl', container: 'pdf-hybrid', attachmentName: 'xrechnung.xml', version: '3.0.2', standard: 'XRechnung 3.0.2 (UBL 2.1)', usesCiiProfile: false },
  ubl: { id: 'ubl', syntax: 'ubl', container: 'xml', version: '2.1', standard: 'OASIS UBL 2.1, EN 16931', usesCiiProfile: false },
  cii: { id: 'cii', syntax: 'cii', container: 'xml', version: 'D16B', standard: 'UN/CEFACT CII D16B, EN 16931', usesCiiProfile: true },
  peppol: { id: 'peppol', syntax: 'ubl', container: 'xml', version: '3.0', standard: 'Peppol BIS Billing 3.0 / PINT (UBL 2.1)', usesCiiProfile: false },
  fatturapa: { id: 'fatturapa', syntax: 'fatturapa', container: 'xml', version: '1.2.2', standard: 'FatturaPA 1.2.2 (FPR12)', usesCiiProfile: false },
  pdf: { id: 'pdf', syntax: 'none', container: 'pdf', version: '', standard: 'plain PDF/A-3, no XML', usesCiiProfile: false },
};

/**
 * The syntax of the document a format returns (xml_base64): the registry's, except XRechnung,
 * which the request may ask for in CII (`syntax: cii`, the document its hybrid PDF embeds) as
 * well as in UBL (the default).
 */
export function documentSyntax(format: FormatId, requested = ''): Syntax {
  if (format === 'xrechnung' && requested === 'cii') return 'cii';
  return FORMATS[format].syntax;
}

/** Every format id, in the public API's order. */
export const FORMAT_IDS: readonly FormatId[] = Object.keys(FORMATS) as FormatId[];

/** Labels of the CII profiles, as reported (validation.profile / format.profile); the rows of format-rows.ts carry them. */
export const CII_PROFILE_LABELS: Readonly<Record<CiiProfile, string>> = {
  minimum: 'MINIMUM',
  basic_wl: 'BASIC WL',
  basic: 'BASIC',
  en16931: 'EN16931',
  extended: 'EXTENDED',
};

/** The default CII profile when the request names none. */
export const DEFAULT_CII_PROFILE: CiiProfile = 'en16931';

/** Whether a string is a format id (not auto). */
export function isFormatId(s: string): s is FormatId {
  return Object.hasOwn(FORMATS, s);
}

/** Whether a string is a CII profile of the public API. */
export function isCiiProfile(s: string): s is CiiProfile {
  return Object.hasOwn(CII_PROFILE_LABELS, s);
}
