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
 * Billing 3.0, UBL 2.1, FatturaPA 1.2.2, KSeF FA(3) 1-0E (Poland's national structure, not
 * EN 16931).
 */

import type { CiiFlavour, CiiWriterProfile } from './cii-profiles.js';
import type { UblFlavour } from './ubl-profiles.js';

/** A format of the public API, `auto` excluded (auto resolves to one of these). */
export type FormatId =
  | 'zugferd'
  | 'facturx'
  | 'xrechnung'
  | 'ubl'
  | 'cii'
  | 'peppol'
  | 'fatturapa'
  | 'ksef'
  | 'pdf';

/**
 * An XML syntax: what a format writes, a registry row's document is, retrieve reads and a rule set
 * judges (the one syntax type of the code base; the plain PDF has none, `FormatInfo.syntax` 'none').
 */
export type Syntax = 'cii' | 'ubl' | 'fatturapa' | 'ksef';

/** How the document is delivered: hybrid PDF/A-3 with embedded XML, bare XML, or a plain PDF. */
export type Container = 'pdf-hybrid' | 'xml' | 'pdf';

/** The CII profiles of the public `profile` field (BT-24 guideline of ZUGFeRD/Factur-X). */
export type CiiProfile =
  | 'minimum'
  | 'basic_wl'
  | 'basic'
  | 'en16931'
  | 'extended'
  | 'extended_ctc_fr';

/** The Factur-X / ZUGFeRD profiles (the hybrid PDFs' and standalone CII's); not the French EXTENDED-CTC-FR. */
export const FACTURX_CII_PROFILES: readonly CiiProfile[] = [
  'minimum',
  'basic_wl',
  'basic',
  'en16931',
  'extended',
];

/**
 * The French EXTENDED-CTC-FR profile (AFNOR XP Z12-012, FNFE-MPE): a profile of standalone CII
 * and of UBL, not of the Factur-X / ZUGFeRD hybrids (they have their own EXTENDED).
 */
export const EXTENDED_CTC_FR: CiiProfile = 'extended_ctc_fr';

/**
 * The EN 16931 rules a format whose structure is not EN 16931 may not have, each with the
 * request check that states it: BR-7 the buyer's name (BT-44, a proto rule), BR-16 at least one
 * line (BG-25, a proto rule), BR-27 no negative item net price (BT-146, a line check).
 */
export type WaivableEnRule = 'BR-7' | 'BR-16' | 'BR-27';

/** The proto rule (JSON path, protovalidate rule id) of each waivable EN 16931 rule that is one. */
export const EN_RULE_PROTO_CHECKS: Readonly<
  Partial<Record<WaivableEnRule, { path: string; ruleId: string }>>
> = {
  'BR-7': { path: '$.invoice.buyer.name', ruleId: 'required' },
  'BR-16': { path: '$.invoice.items', ruleId: 'repeated.min_items' },
};

/** One row of the registry. */
export interface FormatInfo {
  id: FormatId;
  /** The syntax of the returned document by default; none for the plain PDF. */
  syntax: Syntax | 'none';
  /** The syntaxes the request's `syntax` may choose between (XRechnung: UBL, the default, or CII); the format's own only elsewhere, none for the plain PDF. */
  syntaxes: readonly Syntax[];
  /** The syntax of the XML a hybrid PDF embeds (the hybrids: CII). */
  embeddedSyntax?: Syntax;
  /** The name in messages: ZUGFeRD, Factur-X, XRechnung, ... */
  name: string;
  container: Container;
  /** Name of the XML: the PDF attachment for pdf-hybrid, undefined for bare XML (invoice-<number>.xml) and pdf. */
  attachmentName?: string;
  /** Version string reported in validation.version / format.version. */
  version: string;
  /** Whether the public `profile` (CII profile) applies. */
  usesCiiProfile: boolean;
  /** Whether the request's `profile` may name the French EXTENDED-CTC-FR profile (standalone CII, UBL). */
  extendedCtcFr?: boolean;
  /**
   * A profile the request may name although the format takes no CII profile: XRechnung's
   * `extended`, its Extension (sub invoice lines; the row xrechnung/ubl/extended).
   */
  extensionProfile?: CiiProfile;
  /** How the CII writer is told to write the format: its flavour, and the writer profile where the format fixes one (XRechnung's CIUS). */
  ciiWriter?: { flavour: CiiFlavour; profile?: CiiWriterProfile };
  /** The UBL writer's flavour (Peppol: `pint` for a country profile with a PINT jurisdiction). */
  ublFlavour?: UblFlavour;
  /**
   * Peppol: the document follows a Peppol country profile (BIS Billing 3.0 or a PINT
   * specification: its tax categories, identifier schemes and rules) and is exchanged in the
   * Peppol network.
   */
  countryProfiles: boolean;
  /**
   * XRechnung: the German CIUS (BR-DE rules), for German public buyers; BT-10 carries the
   * buyer's Leitweg-ID (leitweg_id), which its rules require.
   */
  germanCius: boolean;
  /** Whether the format is the one its country's clearance system takes (FatturaPA: SDI, Italy; FA(3): KSeF, Poland). */
  clearanceCountry?: string;
  /** Whether a tax currency (BT-6) equal to the invoice currency is accepted (plain UBL: BT-110 is the total in it). */
  acceptsSameTaxCurrency?: boolean;
  /** The official rule that refuses a tax currency equal to the invoice currency (Peppol, XRechnung: PEPPOL-EN16931-R005). */
  sameTaxCurrencyRule?: string;
  /** The format's own numbering of the releases of its rules (Factur-X numbers ZUGFeRD's releases its own way), by the rules' release. */
  releaseNames?: Readonly<Record<string, string>>;
  /** UBL: a national CIUS may be chosen by country_profile (hr_cius, cius_ro, cius_pt; ubl-country-profiles.ts). */
  ublCountryProfiles?: boolean;
  /**
   * The EN 16931 rules the format's own structure does not have, whose request checks are not
   * run for it (a national structure: every EN format keeps them all).
   */
  waivedEnRules?: readonly WaivableEnRule[];
}

/** Factur-X numbering of the same release, by its ZUGFeRD version. */
const FACTURX_OF_ZUGFERD: Readonly<Record<string, string>> = {
  '2.5.2': '1.09.2',
  '2.5': '1.09',
  '2.4': '1.08',
  '2.3.2': '1.07.2',
  '2.3': '1.0.07',
};

/** The registry, one row per format. */
export const FORMATS: Readonly<Record<FormatId, FormatInfo>> = {
  zugferd: {
    id: 'zugferd',
    syntax: 'cii',
    syntaxes: ['cii'],
    embeddedSyntax: 'cii',
    name: 'ZUGFeRD',
    container: 'pdf-hybrid',
    attachmentName: 'factur-x.xml',
    version: '2.3',
    usesCiiProfile: true,
    ciiWriter: { flavour: 'zugferd' },
    countryProfiles: false,
    germanCius: false,
  },
  facturx: {
    id: 'facturx',
    syntax: 'cii',
    syntaxes: ['cii'],
    embeddedSyntax: 'cii',
    name: 'Factur-X',
    container: 'pdf-hybrid',
    attachmentName: 'factur-x.xml',
    version: '1.0',
    usesCiiProfile: true,
    ciiWriter: { flavour: 'facturx' },
    countryProfiles: false,
    germanCius: false,
    releaseNames: FACTURX_OF_ZUGFERD,
  },
  xrechnung: {
    id: 'xrechnung',
    syntax: 'ubl',
    syntaxes: ['ubl', 'cii'],
    embeddedSyntax: 'cii',
    name: 'XRechnung',
    container: 'pdf-hybrid',
    attachmentName: 'xrechnung.xml',
    version: '3.0.2',
    usesCiiProfile: false,
    extensionProfile: 'extended',
    ciiWriter: { flavour: 'xrechnung', profile: 'xrechnung' },
    ublFlavour: 'xrechnung',
    countryProfiles: false,
    germanCius: true,
    sameTaxCurrencyRule: 'PEPPOL-EN16931-R005',
  },
  ubl: {
    id: 'ubl',
    syntax: 'ubl',
    syntaxes: ['ubl'],
    name: 'UBL',
    container: 'xml',
    version: '2.1',
    usesCiiProfile: false,
    extendedCtcFr: true,
    ublFlavour: 'ubl',
    countryProfiles: false,
    germanCius: false,
    acceptsSameTaxCurrency: true,
    ublCountryProfiles: true,
  },
  cii: {
    id: 'cii',
    syntax: 'cii',
    syntaxes: ['cii'],
    name: 'CII',
    container: 'xml',
    version: 'D16B',
    usesCiiProfile: true,
    extendedCtcFr: true,
    ciiWriter: { flavour: 'cii' },
    countryProfiles: false,
    germanCius: false,
  },
  peppol: {
    id: 'peppol',
    syntax: 'ubl',
    syntaxes: ['ubl'],
    name: 'Peppol',
    container: 'xml',
    version: '3.0',
    usesCiiProfile: false,
    ublFlavour: 'peppol',
    countryProfiles: true,
    germanCius: false,
    sameTaxCurrencyRule: 'PEPPOL-EN16931-R005',
  },
  fatturapa: {
    id: 'fatturapa',
    syntax: 'fatturapa',
    syntaxes: ['fatturapa'],
    name: 'FatturaPA',
    container: 'xml',
    version: '1.2.2',
    usesCiiProfile: false,
    countryProfiles: false,
    germanCius: false,
    clearanceCountry: 'IT',
  },
  ksef: {
    id: 'ksef',
    syntax: 'ksef',
    syntaxes: ['ksef'],
    name: 'KSeF FA(3)',
    container: 'xml',
    version: '1-0E',
    usesCiiProfile: false,
    countryProfiles: false,
    germanCius: false,
    clearanceCountry: 'PL',
    // FA(3) has no FaWiersz in a correction of the sums alone (KOR) or an advance invoice (the
    // Ministry's examples 5, 11, 13), Podmiot2 without Nazwa on a simplified invoice (example
    // 16), and a correction line with a negative P_9A (example 3).
    waivedEnRules: ['BR-7', 'BR-16', 'BR-27'],
  },
  pdf: {
    id: 'pdf',
    syntax: 'none',
    syntaxes: [],
    name: 'PDF',
    container: 'pdf',
    version: '',
    usesCiiProfile: false,
    countryProfiles: false,
    germanCius: false,
  },
};

/**
 * The syntax of the document a format returns (xml_base64): the registry's, except XRechnung,
 * which the request may ask for in CII (`syntax: cii`, the document its hybrid PDF embeds) as
 * well as in UBL (the default): the requested one where the format has it (`syntaxes`).
 */
export function documentSyntax(format: FormatId, requested = ''): Syntax | 'none' {
  const info = FORMATS[format];
  return info.syntaxes.find((s) => s === requested) ?? info.syntax;
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
  extended_ctc_fr: 'EXTENDED-CTC-FR',
};

/** The CII profile a reported label names (MINIMUM → minimum, BASIC WL → basic_wl); undefined for any other label. */
export function ciiProfileOfLabel(label: string): CiiProfile | undefined {
  return (Object.keys(CII_PROFILE_LABELS) as CiiProfile[]).find(
    (p) => CII_PROFILE_LABELS[p] === label,
  );
}

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

/**
 * Whether a format takes a requested profile: a Factur-X / ZUGFeRD profile where the format uses
 * CII profiles, EXTENDED-CTC-FR where it is one of the format's (standalone CII, UBL), the
 * format's extension profile (XRechnung's Extension).
 */
export function takesProfile(format: string, profile: string): profile is CiiProfile {
  const info = formatInfo(format);
  if (!info || !isCiiProfile(profile)) return false;
  if (profile === info.extensionProfile) return true;
  return profile === EXTENDED_CTC_FR ? (info.extendedCtcFr ?? false) : info.usesCiiProfile;
}

/**
 * The fullest profile a format takes beyond its default: CII EXTENDED where the format uses CII
 * profiles, the format's extension profile (XRechnung's Extension); undefined for the others.
 * Convert chooses it where the default profile would lose what the source states.
 */
export function fullerProfile(format: string): CiiProfile | undefined {
  const info = formatInfo(format);
  if (!info) return undefined;
  return info.extensionProfile ?? (info.usesCiiProfile ? 'extended' : undefined);
}

/** The row of a format id; undefined for anything else (auto, an unknown name). */
export function formatInfo(format: string): FormatInfo | undefined {
  return isFormatId(format) ? FORMATS[format] : undefined;
}

/** Whether the format's documents follow a Peppol country profile (Peppol BIS 3, PINT) and travel the Peppol network. */
export function usesCountryProfile(format: string): boolean {
  return formatInfo(format)?.countryProfiles ?? false;
}

/** Whether the format's documents follow the German CIUS (XRechnung: BR-DE rules, the buyer's Leitweg-ID as BT-10). */
export function followsGermanCius(format: string): boolean {
  return formatInfo(format)?.germanCius ?? false;
}

/** Whether a document of the format is CII: the one returned or the one its hybrid PDF embeds (ZUGFeRD, Factur-X, CII, XRechnung). */
export function writesCii(format: string): boolean {
  const info = formatInfo(format);
  return info?.syntax === 'cii' || info?.embeddedSyntax === 'cii';
}

/** Whether the format is a hybrid PDF of a CII profile (ZUGFeRD, Factur-X). */
export function isCiiProfileHybrid(format: string): boolean {
  const info = formatInfo(format);
  return info?.container === 'pdf-hybrid' && info.usesCiiProfile;
}

/**
 * The EN 16931 rules a profile's own rules lift: FNFE-MPE's EXTENDED-CTC-FR comments out BR-27
 * (a negative item net price, e.g. a deposit returned) in both its CII and its UBL Schematron.
 */
const PROFILE_WAIVED_EN_RULES: Partial<Record<CiiProfile, readonly WaivableEnRule[]>> = {
  extended_ctc_fr: ['BR-27'],
};

/**
 * Whether a profile's rules sum a VAT breakdown group by category, rate and exemption reason, so
 * that a line stating its own reason has a group of its own (several BG-23 per category):
 * FNFE-MPE's EXTENDED-CTC-FR, in CII and UBL (BR-FREXT-E-08 and its siblings).
 */
export function groupsByLineExemption(profile: string | undefined): boolean {
  return profile === 'extended_ctc_fr';
}

/**
 * Whether the request checks of an EN 16931 rule apply to a format (all but those its row
 * waives), written in a profile (all but those the profile's rules lift).
 */
export function appliesEnRule(format: string, rule: WaivableEnRule, profile?: string): boolean {
  if (formatInfo(format)?.waivedEnRules?.includes(rule)) return false;
  return !PROFILE_WAIVED_EN_RULES[profile as CiiProfile]?.includes(rule);
}
