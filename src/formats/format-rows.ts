/**
 * The format registry rows: one row per format × CII profile × Peppol country profile (and per
 * syntax where a format has two, and per PINT self-billing specification). A row holds what we
 * claim a document is: the BT-24 written, the public label (format.profile, validation.profile),
 * the official rule sets that judge it, the known issues of preview profiles, the extra input
 * requirements (input-requirements.ts: which request fields its rules demand, and which rule);
 * and the labels under which the BT-24 reader (read-document.ts) names documents
 * of the row.
 * Generate, validate, retrieve and the CLI all decide from these rows: nothing else maps a
 * profile, a guideline or a label to a rule set or a label.
 *
 * The version reported is not in the rows: it is the release of the installed rules that judge
 * the row's documents (src/validation/spec-version.ts reads FORMATS and the rule sets).
 */
import {
  CII_PROFILE_LABELS,
  EXTENDED_CTC_FR,
  FACTURX_CII_PROFILES,
  type CiiProfile,
  type FormatId,
  type Syntax,
} from './format-registry.js';
import {
  EXTENDED_CTC_FR_CII_VERSION,
  EXTENDED_CTC_FR_GUIDELINE_ID,
  FACTURX_GUIDELINE_IDS,
  XRECHNUNG_GUIDELINE_ID,
  XRECHNUNG_EXTENSION_GUIDELINE_ID,
  XRECHNUNG_BUSINESS_PROCESS,
} from './cii-profiles.js';
import {
  COUNTRY_PROFILES,
  PINT_PROFILE_ID,
  resolveCountryProfile,
  type CountryProfileId,
} from './country-profiles.js';
import { EN16931_CUSTOMIZATION_ID, ublProfile, type UblProfile } from './ubl-profiles.js';
import { UBL_COUNTRY_PROFILES, type UblCountryProfileId } from './ubl-country-profiles.js';
import { addressOf, formatoFor, recipientCode } from './fatturapa-profile.js';
import {
  CIUS_PT_REQUIREMENTS,
  CIUS_RO_REQUIREMENTS,
  HR_CIUS_REQUIREMENTS,
  PEPPOL_BIS_REQUIREMENTS,
  PINT_AE_REQUIREMENTS,
  PINT_OM_REQUIREMENTS,
  PINT_MY_REQUIREMENTS,
  PINT_REFERENCED_REQUIREMENTS,
  PINT_REQUIREMENTS,
  XRECHNUNG_REQUIREMENTS,
  type InputRequirement,
} from './input-requirements.js';
import { nationalRulesOf } from './national-rules.js';
import { FACTURX_CODE_LISTS } from './facturx-code-lists.js';
import { PINT_CODE_LISTS, PINT_SELF_BILLING_CODE_LISTS } from './pint-code-lists.js';
import type { UblCountryCodeLists } from './cius-pt-code-lists.js';

/** One row of the registry. */
export interface FormatRow {
  /** Stable key: format, then CII profile or syntax or country profile, e.g. zugferd/en16931, peppol/pint_sg/selfbilling. */
  key: string;
  format: FormatId;
  syntax: Syntax;
  /** The CII profile (zugferd, facturx, cii). */
  ciiProfile?: CiiProfile;
  /** The Peppol country profile (peppol), or the national CIUS of UBL (ubl: hr_cius, cius_ro, cius_pt). */
  countryProfile?: CountryProfileId | UblCountryProfileId;
  /** PINT self-billing (BT-3 389 or 261 in a jurisdiction with its own self-billing specification). */
  selfBilling?: boolean;
  /**
   * Only documents read are judged by it (retrieve, the CLI): no format, CII profile or country
   * profile generate writes leads to it (a specification read before any profile writes it).
   */
  readOnly?: boolean;
  /** BT-24 as written (CII guideline, UBL CustomizationID); FatturaPA has none (its versione attribute). */
  guidelineId: string;
  /** BT-23 as written, where the row sets one. */
  businessProcess?: string;
  /** The public label: validation.profile and format.profile of generate and validate, format.profile of retrieve. */
  label: string;
  /** Further labels retrieve's BT-24 reader gives documents of this row (a variant BT-24 of the same rules). */
  readLabels?: readonly string[];
  /**
   * The BT-24 variants read as this row's label besides the one written: the profile keyword in
   * any Factur-X / ZUGFeRD 2.x guideline (urn:factur-x.eu:1p0:basicwl, urn:zugferd.de:2p0:basic-wl,
   * ...), any XRechnung release, the Peppol BIS customization in either syntax, any release of a
   * PINT jurisdiction's CustomizationID.
   */
  accepts?: RegExp;
  /** What the hybrid PDF's XMP declares for an embedded document of this row (fx:ConformanceLevel, fx:Version) and how it is attached. */
  xmp?: {
    conformanceLevel: string;
    version: string;
    relationship: 'Alternative' | 'Data';
    readAlso?: readonly string[];
  };
  /**
   * Whether the version reported is the release of the installed rules (ruleSetIds[0]): the
   * specification the document declares only by family (ZUGFeRD 2.1+ / Factur-X 1.0+, XRechnung
   * 3.0, FatturaPA 1.2); otherwise the format's version (FORMATS).
   */
  versionFromRules?: boolean;
  /**
   * The version its documents are reported with, where it is not the format's: CII D22B for
   * EXTENDED-CTC-FR, whose XSD FNFE judges it by (spec-version.ts documentSpecVersion).
   */
  specVersion?: string;
  /** The official rule sets that judge the row's documents, in order (ids of src/validation/rule-sets.ts). */
  ruleSetIds: readonly string[];
  /** Rule sets to use instead when the row's own are not installed (they come only from the publishers' mirror). */
  fallbackRuleSetIds?: readonly string[];
  /** Known official-rule failures (preview country profiles). */
  knownIssues: readonly string[];
  /**
   * The request fields the row's documents need beyond the common checks, each with the rule that
   * demands it (input-requirements.ts); validate and generate report a missing one as REQUIRED.
   */
  inputRequirements: readonly InputRequirement[];
  /**
   * The country whose national rules (national-rules.ts) this row carries: its rule sets follow
   * the row's own in ruleSetIds and its input requirements the row's (a French seller's
   * Factur-X, CII or UBL: BR-FR); undefined for the rows of the table itself.
   */
  nationalRules?: string;
  /**
   * Lines with a parent (parent_line_id) are written nested in their parent line as sub invoice
   * lines (XRechnung Extension BG-DEX-01, UBL cac:SubInvoiceLine) and read back from them: only
   * the lines without a parent count in the totals (BR-CO-10 sums cac:InvoiceLine), so every
   * sub-line is an INFORMATION line.
   */
  subInvoiceLines?: boolean;
  /**
   * Code lists the row's own rules state narrower than EN 16931's (Factur-X BASIC WL, BASIC,
   * EN16931: no VAT category B), judged as a national CIUS's lists are.
   */
  codeLists?: UblCountryCodeLists;
}

/** The Factur-X / ZUGFeRD profiles: the hybrids' rows and standalone CII's (EXTENDED-CTC-FR has rows of its own). */
const CII_PROFILES = FACTURX_CII_PROFILES as Exclude<CiiProfile, 'extended_ctc_fr'>[];
const facturxRules = (p: CiiProfile): string => `facturx-${p.replace('_', '-')}`;

/** The profile keyword of a Factur-X / ZUGFeRD guideline; EN16931 is the bare CEN id (no keyword). */
const CII_PROFILE_KEYWORD: Readonly<
  Record<Exclude<CiiProfile, 'extended_ctc_fr'>, RegExp | undefined>
> = {
  minimum: /minimum/i,
  basic_wl: /basic[-_]?wl/i,
  basic: /basic(?![-_]?wl)/i,
  en16931: undefined,
  // Not the French EXTENDED-CTC-FR (urn.cpro.gouv.fr:1p0:extended-ctc-fr), a profile of its own.
  extended: /extended(?!-ctc-fr)/i,
};

/**
 * fx:ConformanceLevel as the Factur-X XMP schema spells it (EN 16931 with a space), fx:Version
 * 1.0 (the schema's own version, every Factur-X 1.0x and ZUGFeRD 2.1+); MINIMUM and BASIC WL are
 * no full invoices, so their XML is attached as Data rather than as an Alternative. COMFORT is
 * ZUGFeRD 1.0's name of the EN 16931 level, read as it.
 */
const ciiXmp = (p: Exclude<CiiProfile, 'extended_ctc_fr'>): FormatRow['xmp'] => ({
  conformanceLevel: p === 'en16931' ? 'EN 16931' : CII_PROFILE_LABELS[p],
  version: '1.0',
  relationship: p === 'minimum' || p === 'basic_wl' ? 'Data' : 'Alternative',
  ...(p === 'en16931' ? { readAlso: ['COMFORT'] } : {}),
});
const PEPPOL_BIS_ID = /urn:fdc:peppol\.eu:2017:poacc:billing:3\.0/;

/** ZUGFeRD and Factur-X: one specification under two names; EN16931 also passes the CEN rules. */
const hybridRows = (format: 'zugferd' | 'facturx'): FormatRow[] =>
  CII_PROFILES.map((p) => ({
    key: `${format}/${p}`,
    format,
    syntax: 'cii',
    ciiProfile: p,
    guidelineId: FACTURX_GUIDELINE_IDS[p],
    label: CII_PROFILE_LABELS[p],
    ...(CII_PROFILE_KEYWORD[p] ? { accepts: CII_PROFILE_KEYWORD[p] } : {}),
    xmp: ciiXmp(p),
    ruleSetIds: p === 'en16931' ? [facturxRules(p), 'en16931-cii'] : [facturxRules(p)],
    ...(FACTURX_CODE_LISTS[p] ? { codeLists: FACTURX_CODE_LISTS[p] } : {}),
    knownIssues: [],
    inputRequirements: [],
    versionFromRules: true,
  }));

/**
 * Standalone CII: EN 16931 is judged by the CEN rules; the other profiles by their Factur-X rules
 * (MINIMUM and BASIC WL are no EN 16931 invoices, BR-16; EXTENDED goes beyond the CEN CII subset).
 */
const ciiRows: FormatRow[] = CII_PROFILES.map((p) => ({
  key: `cii/${p}`,
  format: 'cii',
  syntax: 'cii',
  ciiProfile: p,
  guidelineId: FACTURX_GUIDELINE_IDS[p],
  label: CII_PROFILE_LABELS[p],
  ...(CII_PROFILE_KEYWORD[p] ? { accepts: CII_PROFILE_KEYWORD[p] } : {}),
  ruleSetIds: p === 'en16931' ? ['en16931-cii'] : [facturxRules(p)],
  // The CEN rules judge EN16931 (B allowed); the Factur-X rules the other profiles.
  ...(p !== 'en16931' && FACTURX_CODE_LISTS[p] ? { codeLists: FACTURX_CODE_LISTS[p] } : {}),
  knownIssues: [],
  inputRequirements: [],
}));

/**
 * The French EXTENDED-CTC-FR profile (AFNOR XP Z12-012, FNFE-MPE 1.4.0.03) in standalone CII and
 * in UBL: the request's profile extended_ctc_fr with format cii or ubl, and any document whose
 * BT-24 names it. Judged by FNFE's EXTENDED-CTC-FR base rules of its syntax (CII: the D22B XSD);
 * a French seller's also by BR-FR (national-rules.ts). Both come only from the publishers' mirror:
 * without them the row fails closed (EN 16931's rules would refuse what the profile allows).
 */
const EXTENDED_CTC_FR_ACCEPTS = /urn\.cpro\.gouv\.fr:1p0:extended-ctc-fr/i;
const extendedCtcFrRow = (syntax: 'cii' | 'ubl'): FormatRow => ({
  key: `${syntax}/${EXTENDED_CTC_FR}`,
  format: syntax,
  syntax,
  ciiProfile: EXTENDED_CTC_FR,
  guidelineId: EXTENDED_CTC_FR_GUIDELINE_ID,
  label: CII_PROFILE_LABELS[EXTENDED_CTC_FR],
  ...(syntax === 'cii' ? { specVersion: EXTENDED_CTC_FR_CII_VERSION } : {}),
  accepts: EXTENDED_CTC_FR_ACCEPTS,
  ruleSetIds: [`extended-ctc-fr-${syntax}`],
  knownIssues: [],
  inputRequirements: [],
});

/** The PINT rule set of a country profile (A-NZ: one rule set for both countries). */
const PINT_RULE_SET: Readonly<Record<Exclude<CountryProfileId, 'standard_eu'>, string>> = {
  pint_international: 'pint',
  pint_eu: 'pint-eu',
  pint_sg: 'pint-sg',
  pint_jp: 'pint-jp',
  pint_au: 'pint-aunz',
  pint_nz: 'pint-aunz',
  pint_my: 'pint-my',
  pint_ae: 'pint-ae',
  pint_om: 'pint-om',
};

/**
 * Rule sets that come only from the publishers' mirror (the corpus), with what judges a document
 * where they are not installed: PINT OM falls back to the PINT base rules.
 */
const PINT_FALLBACK: Partial<Record<CountryProfileId, readonly string[]>> = {
  pint_om: ['pint'],
};

/**
 * BT-24 of a country profile's document: the UBL writer's profile's (ubl-profiles.ts), which is the
 * table's except A-NZ, whose official rules accept only @aunz-1 (aligned-ibrp-001-aunz) for both
 * countries; the table's @au-1 / @nz-1 stay its names.
 */
const writtenCustomization = (id: CountryProfileId): string => {
  const jurisdiction = COUNTRY_PROFILES[id].pintJurisdiction;
  return (jurisdiction ? ublProfile('pint', jurisdiction) : ublProfile('peppol')).customizationId;
};

/** The extra input requirements of a country profile's documents (its self-billing ones too). */
const PEPPOL_REQUIREMENTS: Readonly<Record<CountryProfileId, readonly InputRequirement[]>> = {
  standard_eu: PEPPOL_BIS_REQUIREMENTS,
  pint_international: PINT_REQUIREMENTS,
  pint_eu: PINT_REFERENCED_REQUIREMENTS,
  pint_sg: PINT_REFERENCED_REQUIREMENTS,
  pint_au: PINT_REFERENCED_REQUIREMENTS,
  pint_nz: PINT_REFERENCED_REQUIREMENTS,
  pint_jp: PINT_REQUIREMENTS,
  pint_my: PINT_MY_REQUIREMENTS,
  pint_ae: PINT_AE_REQUIREMENTS,
  pint_om: PINT_OM_REQUIREMENTS,
};

/**
 * The BT-24 reader's labels of PINT documents that are no country profile's own label: A-NZ's
 * shared @aunz-1, and self-billed documents of jurisdictions without a self-billing specification
 * of their own, which their ordinary rules judge.
 */
const PINT_READ_LABELS: Partial<Record<CountryProfileId, readonly string[]>> = {
  pint_au: ['PINT-AUNZ'],
  pint_international: ['PINT SELF-BILLING'],
  pint_eu: ['PINT-EU SELF-BILLING'],
  pint_sg: ['PINT-SG SELF-BILLING'],
  pint_jp: ['PINT-JP SELF-BILLING'],
};

/** A PINT CustomizationID of any release: urn:peppol:pint:billing-1@sg-1, …:selfbilling-1@my-1, …:billing-1 (international). */
const pintId = (kind: 'billing' | 'selfbilling', jurisdiction: string): RegExp =>
  new RegExp(
    jurisdiction
      ? `urn:peppol:pint:${kind}-\\d+@${jurisdiction}-\\d+`
      : `urn:peppol:pint:${kind}-\\d+(?![\\d@])`,
    'i',
  );

const peppolRows: FormatRow[] = (Object.keys(COUNTRY_PROFILES) as CountryProfileId[]).map((id) => {
  const cp = COUNTRY_PROFILES[id];
  return {
    key: `peppol/${id}`,
    format: 'peppol',
    syntax: 'ubl',
    countryProfile: id,
    guidelineId: writtenCustomization(id),
    businessProcess: cp.profileId,
    label: cp.label,
    ...(PINT_READ_LABELS[id] ? { readLabels: PINT_READ_LABELS[id] } : {}),
    // pint_au writes A-NZ's shared @aunz-1 (see writtenCustomization) and so reads it as well.
    accepts:
      id === 'standard_eu'
        ? PEPPOL_BIS_ID
        : pintId(
            'billing',
            id === 'pint_international' ? '' : id === 'pint_au' ? '(?:au|aunz)' : id.slice(5),
          ),
    ruleSetIds: id === 'standard_eu' ? ['peppol-bis'] : [PINT_RULE_SET[id]],
    ...(PINT_FALLBACK[id] ? { fallbackRuleSetIds: PINT_FALLBACK[id] } : {}),
    ...(PINT_CODE_LISTS[id] ? { codeLists: PINT_CODE_LISTS[id] } : {}),
    knownIssues: cp.knownIssues,
    inputRequirements: PEPPOL_REQUIREMENTS[id],
  };
});

/** BT-3 of a self-billed document (UNTDID 1001 389 invoice, 261 credit note): a self-billing row judges it. */
export const SELF_BILLED_TYPE_CODES: ReadonlySet<string> = new Set(['389', '261']);

/**
 * PINT self-billing (BT-3 389 self-billed invoice, 261 self-billed credit note): the jurisdictions
 * with a specification of their own (A-NZ, MY, AE), each with its own rule set.
 */
const SELF_BILLING: readonly [CountryProfileId, string, readonly string[]][] = [
  ['pint_au', 'aunz', ['PINT-AUNZ SELF-BILLING']],
  ['pint_nz', 'aunz', []],
  ['pint_my', 'my', []],
  ['pint_ae', 'ae', []],
  ['pint_om', 'om', []],
];
const selfBillingRows: FormatRow[] = SELF_BILLING.map(([id, suffix, readLabels]) => ({
  key: `peppol/${id}/selfbilling`,
  format: 'peppol',
  syntax: 'ubl',
  countryProfile: id,
  selfBilling: true,
  guidelineId: `urn:peppol:pint:selfbilling-1@${suffix}-1`,
  businessProcess: 'urn:peppol:bis:selfbilling',
  label: `${COUNTRY_PROFILES[id].label} SELF-BILLING`,
  accepts: pintId('selfbilling', suffix),
  ...(readLabels.length ? { readLabels } : {}),
  ruleSetIds: [`pint-${suffix}-selfbilling`],
  ...(PINT_FALLBACK[id] ? { fallbackRuleSetIds: PINT_FALLBACK[id] } : {}),
  ...(PINT_SELF_BILLING_CODE_LISTS[id] ? { codeLists: PINT_SELF_BILLING_CODE_LISTS[id] } : {}),
  knownIssues: COUNTRY_PROFILES[id].knownIssues,
  inputRequirements: PEPPOL_REQUIREMENTS[id],
}));

/** The extra input requirements of each national CIUS of UBL. */
const UBL_COUNTRY_REQUIREMENTS: Readonly<Record<UblCountryProfileId, readonly InputRequirement[]>> =
  {
    hr_cius: HR_CIUS_REQUIREMENTS,
    cius_ro: CIUS_RO_REQUIREMENTS,
    cius_pt: CIUS_PT_REQUIREMENTS,
  };

/**
 * The national CIUS of UBL (ubl-country-profiles.ts): format ubl with country_profile hr_cius,
 * cius_ro or cius_pt. They come before the plain ubl row, which answers any other country profile.
 */
const ublCountryRows: FormatRow[] = Object.values(UBL_COUNTRY_PROFILES).map((p) => ({
  key: `ubl/${p.id}`,
  format: 'ubl',
  syntax: 'ubl',
  countryProfile: p.id,
  guidelineId: p.customizationId,
  label: p.label,
  accepts: p.accepts,
  ruleSetIds: p.ruleSetIds,
  // Their rules come only from the publishers' mirror (the corpus); without it, the CEN rules.
  fallbackRuleSetIds: ['en16931-ubl'],
  knownIssues: [],
  inputRequirements: UBL_COUNTRY_REQUIREMENTS[p.id],
}));

/** What marks the XRechnung Extension's BT-24 (…#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0). */
const EXTENSION_MARK = 'kosit:extension:xrechnung';
/** The XRechnung Extension's BT-24, of any XRechnung release. */
const XRECHNUNG_EXTENSION_ACCEPTS = new RegExp(EXTENSION_MARK, 'i');
/** Any other XRechnung BT-24, of any release. */
const XRECHNUNG_ACCEPTS = new RegExp(`^(?!.*${EXTENSION_MARK}).*xrechnung`, 'i');

/** Every row. Lookups take the first match, so the order matters where two rows share a label. */
export const FORMAT_ROWS: readonly FormatRow[] = [
  ...hybridRows('zugferd'),
  ...hybridRows('facturx'),
  ...ciiRows,
  extendedCtcFrRow('cii'),
  // XRechnung: the hybrid PDF embeds the CII (fx:Version 3.0 of KoSIT's XMP use); any release is read.
  {
    key: 'xrechnung/cii',
    format: 'xrechnung',
    syntax: 'cii',
    guidelineId: XRECHNUNG_GUIDELINE_ID,
    businessProcess: XRECHNUNG_BUSINESS_PROCESS,
    label: 'XRECHNUNG',
    accepts: XRECHNUNG_ACCEPTS,
    xmp: { conformanceLevel: 'XRECHNUNG', version: '3.0', relationship: 'Alternative' },
    ruleSetIds: ['xrechnung-cii', 'en16931-cii'],
    knownIssues: [],
    inputRequirements: XRECHNUNG_REQUIREMENTS,
    versionFromRules: true,
  },
  // The XRechnung Extension (profile extended, UBL): before the plain UBL row, which answers any
  // profile (its ciiProfile is unset). The XRechnung rules judge it (their BR-DEX rules run on its
  // BT-24); the extension's CII has no sub invoice lines (BR-DEX-15), so it has no row of its own.
  {
    key: 'xrechnung/ubl/extended',
    format: 'xrechnung',
    syntax: 'ubl',
    ciiProfile: 'extended',
    guidelineId: XRECHNUNG_EXTENSION_GUIDELINE_ID,
    businessProcess: XRECHNUNG_BUSINESS_PROCESS,
    label: 'XRECHNUNG-EXTENSION',
    accepts: XRECHNUNG_EXTENSION_ACCEPTS,
    ruleSetIds: ['xrechnung-ubl', 'en16931-ubl'],
    knownIssues: [],
    inputRequirements: XRECHNUNG_REQUIREMENTS,
    versionFromRules: true,
    subInvoiceLines: true,
  },
  {
    key: 'xrechnung/ubl',
    format: 'xrechnung',
    syntax: 'ubl',
    guidelineId: XRECHNUNG_GUIDELINE_ID,
    businessProcess: XRECHNUNG_BUSINESS_PROCESS,
    label: 'XRECHNUNG',
    accepts: XRECHNUNG_ACCEPTS,
    ruleSetIds: ['xrechnung-ubl', 'en16931-ubl'],
    knownIssues: [],
    inputRequirements: XRECHNUNG_REQUIREMENTS,
    versionFromRules: true,
  },
  ...ublCountryRows,
  // Before the plain ubl row, which answers any profile (its ciiProfile is unset).
  extendedCtcFrRow('ubl'),
  {
    key: 'ubl',
    format: 'ubl',
    syntax: 'ubl',
    guidelineId: EN16931_CUSTOMIZATION_ID,
    label: 'EN16931',
    ruleSetIds: ['en16931-ubl'],
    knownIssues: [],
    inputRequirements: [],
  },
  ...peppolRows,
  ...selfBillingRows,
  // Peppol BIS Billing 3.0 in CII syntax (read only: generate writes Peppol in UBL). Its own rules
  // (CEN + PEPPOL-EN16931-CII) come only from the publishers' mirror; without them, the CEN rules.
  {
    key: 'peppol/standard_eu/cii',
    format: 'peppol',
    syntax: 'cii',
    countryProfile: 'standard_eu',
    guidelineId: COUNTRY_PROFILES.standard_eu.customizationId,
    businessProcess: COUNTRY_PROFILES.standard_eu.profileId,
    label: COUNTRY_PROFILES.standard_eu.label,
    accepts: PEPPOL_BIS_ID,
    ruleSetIds: ['peppol-bis-cii'],
    fallbackRuleSetIds: ['en16931-cii'],
    knownIssues: [],
    inputRequirements: PEPPOL_BIS_REQUIREMENTS,
  },
  // FatturaPA: the label is the transmission format; FPA12 (public administration) is read, FPR12 written.
  {
    key: 'fatturapa',
    format: 'fatturapa',
    syntax: 'fatturapa',
    guidelineId: '',
    label: 'FPR12',
    readLabels: ['FPA12'],
    ruleSetIds: ['fatturapa'],
    knownIssues: [],
    inputRequirements: [],
    versionFromRules: true,
  },
  // KSeF FA(3) (Poland): a national structure with no BT-24; the label is its KodFormularza's
  // kodSystemowy. Only the Ministry's XSD judges it (the structure's rules beyond it are named
  // checks before generation: src/syntax/ksef/ksef-requirements.ts).
  {
    key: 'ksef',
    format: 'ksef',
    syntax: 'ksef',
    guidelineId: '',
    label: 'FA (3)',
    ruleSetIds: ['ksef-fa3'],
    knownIssues: [],
    inputRequirements: [],
  },
];

/**
 * The label a BT-24 value is read as, from the rows that accept it (the CII profile keyword of a
 * Factur-X / ZUGFeRD guideline, XRechnung, Peppol BIS); undefined when no row accepts it.
 */
export function acceptedLabel(guideline: string): string | undefined {
  return acceptingRow(guideline)?.label;
}

/** The first row that accepts a BT-24 value (A-NZ's shared @aunz-1 is read as pint_au). */
export function acceptingRow(guideline: string): FormatRow | undefined {
  return FORMAT_ROWS.find((r) => r.accepts?.test(guideline));
}

/**
 * The country profile a BT-24 names (the UBL writer's and reader's PINT jurisdiction choices read
 * it here rather than matching the CustomizationID themselves); undefined when no Peppol row
 * accepts it.
 */
export function countryProfileOfGuideline(
  guideline: string | undefined,
): CountryProfileId | undefined {
  const row = acceptingRow(guideline ?? '');
  return row?.format === 'peppol' ? (row.countryProfile as CountryProfileId) : undefined;
}

/**
 * The country profile generate takes to write a read document again (retrieve's
 * format.country_profile): the Peppol country profile (standard_eu, pint_*) or national CIUS of UBL
 * (hr_cius, cius_ro, cius_pt) of the row its BT-24 names; where the profile derived from the
 * seller's country writes the same BT-24 (A-NZ's shared @aunz-1: pint_nz for a New Zealand
 * seller), that one. Empty for any other document.
 */
export function countryProfileOfDocument(
  guideline: string | undefined,
  sellerCountry: string | undefined,
): string {
  const row = acceptingRow(guideline ?? '');
  if (!row?.countryProfile) return '';
  if (row.format === 'peppol') {
    const derived = resolveCountryProfile(sellerCountry ?? '').profile.id;
    const derivedRow = FORMAT_ROWS.find(
      (r) => r.format === 'peppol' && r.countryProfile === derived && !r.selfBilling,
    );
    if (derived !== row.countryProfile && derivedRow?.guidelineId === row.guidelineId)
      return derived;
  }
  return row.countryProfile;
}

/** The national CIUS of UBL a BT-24 names (HR-CIUS, CIUS-RO, CIUS-PT); undefined for any other. */
export function ublCountryProfileOfGuideline(
  guideline: string | undefined,
): UblCountryProfileId | undefined {
  const row = acceptingRow(guideline ?? '');
  return row?.format === 'ubl' ? (row.countryProfile as UblCountryProfileId) : undefined;
}

/**
 * The UBL writer's profile of the country profile a BT-24 names (PINT jurisdiction, else Peppol
 * BIS 3): what a UBL binding varies by CustomizationID (`taxIdAsPartyId` for PINT MY,
 * `billingFrequencyInPeriod` for PINT AE) without matching it itself; undefined when no Peppol row
 * accepts it.
 */
export function ublProfileOfGuideline(guideline: string | undefined): UblProfile | undefined {
  const id = countryProfileOfGuideline(guideline);
  if (!id) return undefined;
  const jurisdiction = COUNTRY_PROFILES[id].pintJurisdiction;
  return jurisdiction ? ublProfile('pint', jurisdiction) : ublProfile('peppol');
}

/**
 * The label an XMP fx:ConformanceLevel names (EN 16931, BASIC WL, ... as the XMP schema spells
 * them; case, spaces, dashes and underscores ignored); undefined when no row declares it.
 */
export function xmpLabel(conformanceLevel: string): string | undefined {
  const key = (level: string): string => level.toUpperCase().replace(/[\s_-]+/g, '');
  const wanted = key(conformanceLevel);
  return FORMAT_ROWS.find(
    (r) =>
      r.xmp && [r.xmp.conformanceLevel, ...(r.xmp.readAlso ?? [])].some((l) => key(l) === wanted),
  )?.label;
}

/** What names a row: the format, and where they apply the syntax, CII profile, country profile and self-billing. */
export interface RowQuery {
  format: FormatId | string;
  /** Default: the format's first row's syntax (XRechnung: CII; Peppol: UBL). */
  syntax?: Syntax;
  ciiProfile?: CiiProfile | string;
  countryProfile?: CountryProfileId | string;
  selfBilling?: boolean;
  /** BT-40 seller country: where it has national rules for the row (France), the row with them. */
  sellerCountry?: string;
  /** The day the document is judged on (its BT-2, or rules_as_of): national rules apply from their first day. */
  documentDate?: string;
}

/** The row of a format, profile, country profile and syntax; undefined when no row exists (fail closed). */
export function formatRow(q: RowQuery): FormatRow | undefined {
  const format = q.format.toLowerCase();
  const candidates = FORMAT_ROWS.filter((r) => r.format === format && !r.readOnly);
  if (candidates.length === 0) return undefined;
  const syntax = q.syntax ?? candidates[0]!.syntax;
  const ciiProfile = (q.ciiProfile || 'en16931').toLowerCase().replace('-', '_');
  const countryProfile = (q.countryProfile || 'standard_eu').toLowerCase();
  const rows = candidates.filter(
    (r) =>
      r.syntax === syntax &&
      (r.ciiProfile === undefined || r.ciiProfile === ciiProfile) &&
      (r.countryProfile === undefined || r.countryProfile === countryProfile),
  );
  // Self-billing where the jurisdiction has its own specification; its ordinary row otherwise.
  const row =
    (q.selfBilling ? rows.find((r) => r.selfBilling) : undefined) ??
    rows.find((r) => !r.selfBilling);
  return row && withNationalRules(row, q.sellerCountry, q.documentDate);
}

const nationalRows = new Map<string, FormatRow>();

/**
 * A row with the national rules of a seller country added (national-rules.ts): their rule sets
 * after the row's own, their input requirements after its; the row's own rule sets stay its
 * fallback, for an installation without the national ones (they come only from the publishers'
 * mirror). The row itself when the country has no rules for it.
 */
export function withNationalRules(
  row: FormatRow,
  sellerCountry: string | undefined,
  documentDate?: string,
): FormatRow {
  const national = nationalRulesOf(sellerCountry, documentDate);
  const sets = national?.rows[row.key];
  if (!national || !sets) return row;
  const key = `${row.key}@${national.country}`;
  let derived = nationalRows.get(key);
  if (!derived) {
    derived = {
      ...row,
      ruleSetIds: [...row.ruleSetIds, ...sets.ruleSetIds, ...sets.warningRuleSetIds],
      fallbackRuleSetIds: row.fallbackRuleSetIds ?? row.ruleSetIds,
      inputRequirements: [...row.inputRequirements, ...national.inputRequirements],
      nationalRules: national.country,
    };
    nationalRows.set(key, derived);
  }
  return derived;
}

/**
 * BT-23 as a document states it, unless it is the value a row writes of its own (Peppol BIS,
 * PINT, XRechnung: the format's, regenerated from the format): what retrieve returns as
 * business_process.
 */
export function statedBusinessProcess(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return FORMAT_ROWS.some((r) => r.businessProcess === value) ? undefined : value;
}

/** What retrieve detected of a document: the public format, its syntax and the label its BT-24 reader gave. */
export interface ReadDocument {
  detectedFormat: string;
  syntax?: Syntax;
  profile: string;
  /** BT-40 seller country as the document states it: national rules (national-rules.ts) apply by it. */
  sellerCountry?: string;
  /** The day it is judged on (its BT-2 as YYYY-MM-DD, or rules_as_of): national rules apply from their first day. */
  documentDate?: string;
}

const answersTo = (r: FormatRow, label: string): boolean =>
  r.label === label || (r.readLabels?.includes(label) ?? false);

/**
 * The row a read document belongs to: the row of its format with its syntax and label; else any
 * row of its syntax with that label (a standalone CII with a Factur-X or Peppol guideline, an
 * XRechnung guideline in a ZUGFeRD PDF); else, for a Peppol document of an unknown PINT
 * jurisdiction, Peppol BIS; else EN 16931 of its syntax. Undefined for an unknown syntax.
 */
export function rowOfDocument(d: ReadDocument): FormatRow | undefined {
  const syntax = d.syntax;
  if (!syntax) return undefined;
  const ofSyntax = FORMAT_ROWS.filter((r) => r.syntax === syntax);
  const row =
    ofSyntax.find((r) => r.format === d.detectedFormat && answersTo(r, d.profile)) ??
    ofSyntax.find((r) => answersTo(r, d.profile)) ??
    (d.detectedFormat === 'peppol' ||
    d.detectedFormat === 'fatturapa' ||
    d.detectedFormat === 'ksef'
      ? ofSyntax.find((r) => r.format === d.detectedFormat)
      : undefined) ??
    ofSyntax.find((r) => r.key === (syntax === 'ubl' ? 'ubl' : 'cii/en16931'));
  return row && withNationalRules(row, d.sellerCountry, d.documentDate);
}

/**
 * The public label of a format, CII profile and country profile (validation.profile,
 * format.profile); NONE for the plain PDF, which has no XML and so no row.
 */
export function profileLabel(
  format: FormatId,
  ciiProfile?: CiiProfile | string,
  countryProfile?: CountryProfileId | string,
  syntax?: Syntax,
): string {
  return formatRow({ format, ciiProfile, countryProfile, syntax })?.label ?? 'NONE';
}

/**
 * The label of a document written for a buyer (generate's and convert's format.profile): the
 * row's, but for FatturaPA the transmission format the writer states from the buyer's recipient
 * code or electronic address (FPA12 for a public administration's office code, FPR12 else).
 */
export function writtenProfileLabel(
  format: FormatId,
  ciiProfile: CiiProfile | string,
  countryProfile: CountryProfileId | string | undefined,
  syntax: Syntax | undefined,
  buyer: { codiceDestinatario: string; peppolId: string } | undefined,
): string {
  return format === 'fatturapa'
    ? formatoFor(recipientCode(buyer?.codiceDestinatario, addressOf(buyer?.peppolId)))
    : profileLabel(format, ciiProfile, countryProfile, syntax);
}
