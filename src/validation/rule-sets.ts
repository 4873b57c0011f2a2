/**
 * The registry of official rule sets: which XSD and which compiled Schematron (XSLT) make up each
 * one (which formats, profiles and country profiles use it is the format registry's rows' to say,
 * src/formats/format-rows.ts). The files come from the
 * publishers' current releases (a mirror of them) or from pinned Maven Central artefacts
 * (`npm run rules:update`, see scripts/rules-sources.ts); paths here are relative to the rules
 * directory (default `rules/` at the repository root). Rule sets whose licence forbids
 * redistribution live under `rules/build/`, prepared at set-up. The version reported for a rule
 * set is the one installed (its folder's provenance.json), so an answer names the rules that
 * actually judged it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Syntax } from '../formats/format-registry.js';
import { ublCiusRuleSets } from './rule-sets-ubl-cius.js';

/** An XSD entry point, chosen by the document's root element (Clark notation `{ns}local`). */
export interface XsdEntry {
  root: string;
  path: string;
}

/** One official rule set. */
export interface RuleSet {
  id: string;
  /**
   * The version of the rules themselves (not of the Maven artefact carrying them) when taken from
   * Maven Central; the installed version (installedRuleSet) is what answers report.
   */
  version: string;
  /** Human name, e.g. "EN 16931 CII (CEN/TC 434)". */
  name: string;
  syntax: Syntax;
  /** Whether the licence lets us commit the files (else they are prepared into rules/build/). */
  redistributable: boolean;
  xsd: XsdEntry[];
  /** Compiled Schematron, run in this order; empty for XSD-only rule sets. */
  xslt: string[];
  /**
   * Every finding of the rule set is a warning, whatever its flag (the France BR-FR _WARNING
   * sets: FNFE publishes them to report, not to refuse).
   */
  findingsAreWarnings?: boolean;
  /**
   * The rule set has the asserts of this one, word for word, and differs only in their flags (the
   * France BR-FR _WARNING sets are the fatal ones with most flags lowered; FNFE publishes both).
   * When both judge a document its findings are that set's, and it is not run a second time
   * (validator.ts); test/validation/same-asserts.test.ts checks the installed files are so.
   */
  sameAssertsAs?: string;
  /**
   * Schema locations an XSD imports by its publisher's absolute URL, resolved to an installed
   * folder (relative to the rules directory) as an XML catalog's rewriteURI does: both engines
   * compile the schema offline and never fetch it (KSeF FA(3) imports the Ministry's
   * StrukturyDanych from crd.gov.pl).
   */
  schemaUriRewrites?: readonly { prefix: string; dir: string }[];
  /**
   * The XSD runs in-process with libxml2 (engine/in-process-xsd.ts) under the JVM engine too: the
   * JDK's schema validator expands large maxOccurs and runs out of memory (KSeF FA(3)). XSD-only
   * rule sets only.
   */
  xsdInProcess?: boolean;
}

const CII_ROOT =
  '{urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100}CrossIndustryInvoice';
const UBL_INVOICE = '{urn:oasis:names:specification:ubl:schema:xsd:Invoice-2}Invoice';
const UBL_CREDIT_NOTE = '{urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2}CreditNote';
const CDAR_ROOT =
  '{urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100}CrossDomainAcknowledgementAndResponse';
const FATTURAPA_ROOT =
  '{http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2}FatturaElettronica';
/** KSeF FA(3): Faktura in CRD wzór 13775's namespace (src/syntax/ksef/ksef-places.ts KSEF_NS). */
const KSEF_FA3_ROOT = '{http://crd.gov.pl/wzor/2025/06/25/13775/}Faktura';
/** The prefix of the Ministry's shared type definitions, which FA(3) imports by absolute URL (KSEF_ETD_NS). */
const KSEF_ETD_URI = 'http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/';

const CII_XSD: XsdEntry[] = [
  { root: CII_ROOT, path: 'xsd/cii-d16b/data/standard/CrossIndustryInvoice_100pD16B.xsd' },
];
const UBL_XSD: XsdEntry[] = [
  { root: UBL_INVOICE, path: 'xsd/ubl-2.1/maindoc/UBL-Invoice-2.1.xsd' },
  { root: UBL_CREDIT_NOTE, path: 'xsd/ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd' },
];

/** Factur-X / ZUGFeRD profiles, each with its own XSD and Schematron. */
export const FACTURX_PROFILES = ['minimum', 'basic_wl', 'basic', 'en16931', 'extended'] as const;
export type FacturxProfile = (typeof FACTURX_PROFILES)[number];
const FACTURX_FILE: Record<FacturxProfile, string> = {
  minimum: 'MINIMUM',
  basic_wl: 'BASIC-WL',
  basic: 'BASIC',
  en16931: 'EN16931',
  extended: 'EXTENDED',
};
/**
 * The Factur-X / ZUGFeRD rules from Maven Central (ZUGFeRD 2.4 = Factur-X 1.08); the mirror
 * installs the current release (2.5.2 = 1.09.2). Versions are in the ZUGFeRD numbering.
 */
export const FACTURX_VERSION = '2.4';

function facturx(profile: FacturxProfile): RuleSet {
  const file = FACTURX_FILE[profile];
  const dir = profile.replace('_', '');
  return {
    id: `facturx-${profile.replace('_', '-')}`,
    version: FACTURX_VERSION,
    name: `ZUGFeRD / Factur-X ${file}`,
    syntax: 'cii',
    redistributable: false,
    xsd: [{ root: CII_ROOT, path: `build/facturx/xsd/${dir}/FACTUR-X_${file}.xsd` }],
    xslt: [`build/facturx/FACTUR-X_${file}.xslt`],
  };
}

function pint(id: string, version: string, name: string, files: string[]): RuleSet {
  return {
    id,
    version,
    name,
    syntax: 'ubl',
    redistributable: false,
    xsd: UBL_XSD,
    xslt: files.map((f) => `build/${id}/${f}`),
  };
}
const PINT_PAIR = ['PINT-UBL-validation-preprocessed.xslt', 'PINT-jurisdiction-aligned-rules.xslt'];

/**
 * France (FNFE-MPE 1.4.0.03, AFNOR XP Z12-012 1.4): the BR-FR "Flux 2" rules of one syntax (the
 * Factur-X version, the CII and the UBL one), fatal or, in their _WARNING version, reported as
 * warnings. They run after a row's own rules, whose XSD checks the document (format-rows.ts and
 * national-rules.ts say which), so they carry none of their own.
 */
export const FRANCE_CTC_VERSION = '1.4.0.03';
function brFr(
  id: string,
  syntax: Syntax,
  label: string,
  folder: string,
  file: string,
  warning: boolean,
): RuleSet {
  return {
    id: warning ? `${id}-warning` : id,
    version: FRANCE_CTC_VERSION,
    name: `France CTC BR-FR Flux 2 ${label}${warning ? ' (warnings)' : ''} (FNFE-MPE)`,
    syntax,
    redistributable: false,
    xsd: [],
    xslt: [`build/france-ctc/${folder}/${file}${warning ? '_WARNING' : ''}.xslt`],
    ...(warning ? { findingsAreWarnings: true, sameAssertsAs: id } : {}),
  };
}
const BR_FR: readonly RuleSet[] = [false, true].flatMap((warning) => [
  brFr('br-fr-facturx', 'cii', 'Factur-X', 'facturx', 'BR-FR-Flux2-Schematron-CII', warning),
  brFr('br-fr-cii', 'cii', 'CII', 'cii', 'BR-FR-Flux2-Schematron-CII', warning),
  brFr('br-fr-ubl', 'ubl', 'UBL', 'ubl', 'BR-FR-Flux2-Schematron-UBL', warning),
]);

/** Every rule set this service knows, by id. */
export const RULE_SETS: readonly RuleSet[] = [
  {
    id: 'en16931-cii',
    version: '1.3.16',
    name: 'EN 16931 CII (CEN/TC 434 validation artefacts)',
    syntax: 'cii',
    redistributable: true,
    xsd: CII_XSD,
    xslt: ['en16931-cii/EN16931-CII-validation.xslt'],
  },
  {
    id: 'en16931-ubl',
    version: '1.3.16',
    name: 'EN 16931 UBL (CEN/TC 434 validation artefacts)',
    syntax: 'ubl',
    redistributable: true,
    xsd: UBL_XSD,
    xslt: ['en16931-ubl/EN16931-UBL-validation.xslt'],
  },
  {
    id: 'xrechnung-cii',
    version: '3.0.2',
    name: 'XRechnung CII (KoSIT)',
    syntax: 'cii',
    redistributable: true,
    xsd: CII_XSD,
    xslt: ['xrechnung-cii/XRechnung-CII-validation.xslt'],
  },
  {
    id: 'xrechnung-ubl',
    version: '3.0.2',
    name: 'XRechnung UBL (KoSIT)',
    syntax: 'ubl',
    redistributable: true,
    xsd: UBL_XSD,
    xslt: ['xrechnung-ubl/XRechnung-UBL-validation.xslt'],
  },
  ...FACTURX_PROFILES.map(facturx),
  {
    id: 'peppol-bis',
    version: '2026.5',
    name: 'Peppol BIS Billing 3.0 (OpenPeppol release 2026.5)',
    syntax: 'ubl',
    redistributable: false,
    xsd: UBL_XSD,
    xslt: ['build/peppol-bis/CEN-EN16931-UBL.xslt', 'build/peppol-bis/PEPPOL-EN16931-UBL.xslt'],
  },
  {
    // The previous release (3.0.19) of the same rules, for documents dated before 3.0.21 is in
    // force (rule-set-releases.ts); only in the mirror, as Schematron.
    id: 'peppol-bis-3.0.19',
    version: '3.0.19',
    name: 'Peppol BIS Billing 3.0.19 (OpenPeppol, May 2025)',
    syntax: 'ubl',
    redistributable: false,
    xsd: UBL_XSD,
    xslt: [
      'build/peppol-bis-3.0.19/CEN-EN16931-UBL.xslt',
      'build/peppol-bis-3.0.19/PEPPOL-EN16931-UBL.xslt',
    ],
  },
  {
    // Published only as Schematron and only in the mirror: not installed without it.
    id: 'peppol-bis-cii',
    version: '3.0.19',
    name: 'Peppol BIS Billing 3.0 for CII (OpenPeppol)',
    syntax: 'cii',
    redistributable: false,
    xsd: CII_XSD,
    xslt: [
      'build/peppol-bis-cii/CEN-EN16931-CII.xslt',
      'build/peppol-bis-cii/PEPPOL-EN16931-CII.xslt',
    ],
  },
  pint('pint', '1.1.2', 'Peppol PINT Billing (international)', [PINT_PAIR[0]]),
  pint('pint-eu', '1.0.1', 'Peppol PINT EU', [...PINT_PAIR, 'PINT-EN16931-aligned-rules.xslt']),
  pint('pint-sg', '1.4.0', 'Peppol PINT Singapore', PINT_PAIR),
  pint('pint-jp', '1.1.2', 'Peppol PINT Japan', PINT_PAIR),
  pint('pint-aunz', '1.1.2', 'Peppol PINT Australia and New Zealand', PINT_PAIR),
  pint('pint-my', '1.3.0', 'Peppol PINT Malaysia', PINT_PAIR),
  pint('pint-ae', '2026.5', 'Peppol PINT United Arab Emirates', PINT_PAIR),
  // Self-billing variants: chosen by the document (its CustomizationID), not by a country profile.
  pint('pint-aunz-selfbilling', '1.1.2', 'Peppol PINT A-NZ self-billing', PINT_PAIR),
  pint('pint-my-selfbilling', '1.3.0', 'Peppol PINT Malaysia self-billing', PINT_PAIR),
  pint('pint-ae-selfbilling', '2026.5', 'Peppol PINT United Arab Emirates self-billing', PINT_PAIR),
  // PINT Oman 1.0.1 (mirror only): the official examples are judged by it; no country profile writes it yet.
  pint('pint-om', '1.0.1', 'Peppol PINT Oman', PINT_PAIR),
  pint('pint-om-selfbilling', '1.0.1', 'Peppol PINT Oman self-billing', PINT_PAIR),
  {
    // French lifecycle statuses (not invoices: no format row uses it; the status operations do).
    // UN/CEFACT like CII, hence its syntax.
    id: 'fr-cdar',
    version: '1.4.0.03',
    name: 'France CTC lifecycle statuses: CDAR D22B XSD and BR-FR-CDV (FNFE-MPE)',
    syntax: 'cii',
    redistributable: false,
    xsd: [
      {
        root: CDAR_ROOT,
        path: 'build/fr-cdar/xsd/CrossDomainAcknowledgementAndResponse_100pD22B.xsd',
      },
    ],
    xslt: ['build/fr-cdar/BR-FR-CDV-Schematron-CDAR.xslt'],
  },
  ...BR_FR,
  {
    // EXTENDED-CTC-FR base rules (CII D22B schema as FNFE publishes it; UBL 2.1).
    id: 'extended-ctc-fr-cii',
    version: FRANCE_CTC_VERSION,
    name: 'France CTC EXTENDED-CTC-FR CII (FNFE-MPE)',
    syntax: 'cii',
    redistributable: false,
    xsd: [
      { root: CII_ROOT, path: 'build/france-ctc/xsd/cii-d22b/CrossIndustryInvoice_100pD22B.xsd' },
    ],
    xslt: ['build/france-ctc/extended-ctc-fr/EXTENDED-CTC-FR-CII.xslt'],
  },
  {
    id: 'extended-ctc-fr-ubl',
    version: FRANCE_CTC_VERSION,
    name: 'France CTC EXTENDED-CTC-FR UBL (FNFE-MPE)',
    syntax: 'ubl',
    redistributable: false,
    xsd: UBL_XSD,
    xslt: ['build/france-ctc/extended-ctc-fr/EXTENDED-CTC-FR-UBL.xslt'],
  },
  // The national CIUS of UBL (HR, RO, PT).
  ...ublCiusRuleSets(UBL_XSD),
  {
    id: 'fatturapa',
    version: '1.2.2',
    name: 'FatturaPA 1.2.2 XSD (Agenzia delle Entrate)',
    syntax: 'fatturapa',
    redistributable: false,
    xsd: [
      {
        root: FATTURAPA_ROOT,
        path: 'build/xsd/fatturapa-1.2.2/Schema_del_file_xml_FatturaPA_v1.2.2.xsd',
      },
    ],
    xslt: [],
  },
  // Poland: the Ministry of Finance's FA(3) XSD alone (it publishes no Schematron); the
  // structure's rules beyond it are named checks before generation (ksef-requirements.ts).
  {
    id: 'ksef-fa3',
    version: '1-0E',
    name: 'KSeF FA(3) 1-0E XSD (Ministerstwo Finansów, Poland)',
    syntax: 'ksef',
    redistributable: false,
    xsd: [{ root: KSEF_FA3_ROOT, path: 'build/xsd/ksef-fa3/schemat_FA(3)_v1-0E.xsd' }],
    xslt: [],
    schemaUriRewrites: [{ prefix: KSEF_ETD_URI, dir: 'build/xsd/ksef-fa3' }],
    xsdInProcess: true,
  },
];

const BY_ID = new Map(RULE_SETS.map((r) => [r.id, r]));

/** A rule set that is unknown or whose files are not installed: validation must fail closed. */
export class RuleSetUnavailableError extends Error {
  constructor(
    readonly ruleSetId: string,
    readonly reason: 'UNKNOWN_RULE_SET' | 'RULE_SET_NOT_INSTALLED',
    message: string,
  ) {
    super(message);
    this.name = 'RuleSetUnavailableError';
  }
}

/** Looks a rule set up by id; throws RuleSetUnavailableError when unknown. */
export function ruleSet(id: string): RuleSet {
  const found = BY_ID.get(id);
  if (!found) throw new RuleSetUnavailableError(id, 'UNKNOWN_RULE_SET', `Unknown rule set "${id}"`);
  return found;
}

/** Every file (XSD entry points and XSLTs) a rule set needs, relative to the rules directory. */
export function ruleSetFiles(set: RuleSet): string[] {
  return [...new Set([...set.xsd.map((x) => x.path), ...set.xslt])];
}

/** Throws RuleSetUnavailableError unless every file of the rule set exists under rulesDir. */
export function assertInstalled(set: RuleSet, rulesDir: string): void {
  const missing = ruleSetFiles(set).filter((f) => !existsSync(join(rulesDir, f)));
  if (missing.length > 0) {
    throw new RuleSetUnavailableError(
      set.id,
      'RULE_SET_NOT_INSTALLED',
      `Rule set "${set.id}" ${set.version} is not installed (missing ${missing[0]}); run \`npm run rules:update\``,
    );
  }
}

/** The version and source of a rule set as installed (its folder's provenance.json). */
export interface InstalledRuleSet {
  id: string;
  version: string;
  /**
   * `mirror` (a copy of the publishers' current release files), `origin` (the same files downloaded
   * from where they are published) or `maven` (phive-rules on Maven Central).
   */
  source: string;
}

const installedCache = new Map<string, InstalledRuleSet>();

/**
 * The version of a rule set that is installed under rulesDir: read from the provenance.json of the
 * folder of its first XSLT (or XSD), falling back to the registry's version when there is none.
 */
export function installedRuleSet(set: RuleSet, rulesDir: string): InstalledRuleSet {
  const key = `${rulesDir}\0${set.id}`;
  const cached = installedCache.get(key);
  if (cached) return cached;
  const first = set.xslt[0] ?? set.xsd[0]?.path;
  let found: InstalledRuleSet = { id: set.id, version: set.version, source: 'unknown' };
  if (first) {
    let dir = dirname(join(rulesDir, first));
    // XSDs sit in sub-folders of their package: walk up to the folder with the provenance.
    while (
      dir.startsWith(rulesDir) &&
      dir !== rulesDir &&
      !existsSync(join(dir, 'provenance.json'))
    )
      dir = dirname(dir);
    try {
      const provenance = JSON.parse(readFileSync(join(dir, 'provenance.json'), 'utf8')) as {
        version?: string;
        source?: string;
      };
      found = {
        id: set.id,
        version: provenance.version ?? set.version,
        source: provenance.source ?? 'maven',
      };
    } catch {
      // not installed: the registry's version
    }
  }
  if (found.source !== 'unknown') installedCache.set(key, found);
  return found;
}

/** Whether every file of the rule set exists under rulesDir. */
export function isInstalled(set: RuleSet, rulesDir: string): boolean {
  return ruleSetFiles(set).every((f) => existsSync(join(rulesDir, f)));
}
