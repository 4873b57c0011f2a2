/**
 * National rules that join a row's own for the documents of sellers of one country: which rule
 * sets (fatal, then the findings-are-warnings ones) run after the row's, on which rows, and the
 * input requirements they add. France: the BR-FR "Flux 2" management rules of AFNOR XP Z12-012
 * (FNFE-MPE release 1.4.0.03, in force on the sending side since 1 September 2026), one version
 * per syntax (the Factur-X one for the Factur-X profiles, the CII and UBL ones for plain CII EN
 * 16931 and UBL), each with its _WARNING companion. The rows of format-rows.ts apply them through
 * `formatRow({ ..., sellerCountry })` and `rowOfDocument`: no code outside src/formats asks which
 * country's rules apply.
 */
import type { InputRequirement } from './input-requirements.js';

/** The rule sets a country adds to one row: the fatal ones, then those whose findings are warnings. */
export interface NationalRuleSets {
  ruleSetIds: readonly string[];
  warningRuleSetIds: readonly string[];
}

/** The national rules of one country. */
export interface NationalRules {
  /** ISO 3166 code of the seller country (BT-40) the rules apply to. */
  country: string;
  /** Their name in messages. */
  name: string;
  /**
   * First day (YYYY-MM-DD) they apply: a document dated before it is judged without them, by the
   * rules of its time (an FNFE sample of 2018 is no French CTC invoice).
   */
  inForceFrom: string;
  /** By row key (format-rows.ts): the rule sets added; a row absent here gets none. */
  rows: Readonly<Record<string, NationalRuleSets>>;
  /** What the rules demand of the request, reported by validate and generate as REQUIRED (or INVALID_VALUE). */
  inputRequirements: readonly InputRequirement[];
}

/** BT-23 billing frameworks (cadres de facturation) BR-FR-08 accepts. */
export const FR_BILLING_FRAMEWORKS: readonly string[] = [
  'B1',
  'S1',
  'M1',
  'B2',
  'S2',
  'M2',
  'S3',
  'B4',
  'S4',
  'M4',
  'S5',
  'S6',
  'B7',
  'S7',
  'B8',
  'S8',
  'M8',
  'B9',
  'S9',
  'M9',
];

/** The BT-21 subject codes of the notes BR-FR-05 makes mandatory: PMT recovery costs, PMD late-payment penalties, AAB discount (or its absence). */
export const FR_MANDATORY_NOTES: readonly string[] = ['PMT', 'PMD', 'AAB'];

/** The BAR note of a B2B invoice (traitement B2B), which brings BR-FR-11 and BR-FR-21. */
const B2B = { subject: 'BAR', text: 'B2B' } as const;
/** BT-3 self-billed types BR-FR-21 leaves to BR-FR-22 (the seller's address then). */
const FR_SELF_BILLED: readonly string[] = ['389', '501', '500', '471', '473', '261', '502'];

const FR_FACTURX: NationalRuleSets = {
  ruleSetIds: ['br-fr-facturx'],
  warningRuleSetIds: ['br-fr-facturx-warning'],
};
const FR_CII: NationalRuleSets = {
  ruleSetIds: ['br-fr-cii'],
  warningRuleSetIds: ['br-fr-cii-warning'],
};
const FR_UBL: NationalRuleSets = {
  ruleSetIds: ['br-fr-ubl'],
  warningRuleSetIds: ['br-fr-ubl-warning'],
};

/** France (FNFE-MPE 1.4.0.03, XP Z12-012 1.4): the Factur-X profiles FNFE publishes BR-FR for, standalone CII and UBL. */
export const FRANCE: NationalRules = {
  country: 'FR',
  name: 'France CTC (BR-FR Flux 2, XP Z12-012)',
  // The reform's first phase: reception by all, issuance by large and mid-size companies.
  inForceFrom: '2026-09-01',
  rows: {
    'zugferd/basic_wl': FR_FACTURX,
    'zugferd/en16931': FR_FACTURX,
    'zugferd/extended': FR_FACTURX,
    'facturx/basic_wl': FR_FACTURX,
    'facturx/en16931': FR_FACTURX,
    'facturx/extended': FR_FACTURX,
    'cii/basic_wl': FR_FACTURX,
    'cii/en16931': FR_CII,
    'cii/extended': FR_FACTURX,
    // EXTENDED-CTC-FR: FNFE publishes the same BR-FR files beside it as beside EN16931.
    'cii/extended_ctc_fr': FR_CII,
    ubl: FR_UBL,
    'ubl/extended_ctc_fr': FR_UBL,
  },
  inputRequirements: [
    {
      path: '$.invoice.business_process',
      term: 'BT-23',
      rule: 'BR-FR-08',
      values: FR_BILLING_FRAMEWORKS,
      message: `business_process (BT-23, the billing framework) required for a French seller (BR-FR-08): one of ${FR_BILLING_FRAMEWORKS.join(', ')}, e.g. B1 goods, S1 services, M1 mixed`,
    },
    {
      path: '$.invoice.invoice_notes',
      term: 'BT-21',
      rule: 'BR-FR-05',
      noteSubjects: FR_MANDATORY_NOTES,
      message:
        'invoice_notes with subject codes PMT (recovery costs), PMD (late-payment penalties) and AAB (early-payment discount or its absence) required for a French seller (BR-FR-05)',
    },
    {
      path: '$.invoice.seller.legal_registration.id',
      term: 'BT-30',
      rule: 'BR-FR-10',
      party: 'seller',
      scheme: '0002',
      pattern: /^\d{9}$/,
      message:
        'seller SIREN required for a French seller (BR-FR-10, BT-30): legal_registration with 9 digits and scheme 0002',
    },
    {
      path: '$.invoice.seller.peppol_id',
      term: 'BT-34',
      rule: 'BR-FR-13',
      party: 'seller',
      message:
        'seller electronic address required for a French seller (BR-FR-13, BT-34): give seller.peppol_id as <scheme>:<id>, e.g. 0225:<SIREN>',
    },
    {
      path: '$.invoice.buyer.peppol_id',
      term: 'BT-49',
      rule: 'BR-FR-12',
      party: 'buyer',
      message:
        'buyer electronic address required for a French seller (BR-FR-12, BT-49): give buyer.peppol_id as <scheme>:<id>, e.g. 0225:<SIREN>',
    },
    // A B2B invoice (note BAR with the text B2B): the buyer's SIREN, and its electronic address
    // with scheme 0225 starting with it, except on self-billed documents (BR-FR-11, BR-FR-21).
    {
      path: '$.invoice.buyer.legal_registration.id',
      term: 'BT-47',
      rule: 'BR-FR-11',
      party: 'buyer',
      scheme: '0002',
      pattern: /^\d{9}$/,
      whenNote: B2B,
      message:
        'buyer SIREN required for a B2B invoice (note BAR B2B) of a French seller (BR-FR-11, BT-47): legal_registration with 9 digits and scheme 0002',
    },
    {
      path: '$.invoice.buyer.peppol_id',
      term: 'BT-49',
      rule: 'BR-FR-21',
      party: 'buyer',
      pattern: /^0225:/,
      whenNote: B2B,
      exceptTypeCodes: FR_SELF_BILLED,
      startsWithValueOf: '$.invoice.buyer.legal_registration.id',
      message:
        "buyer electronic address of a B2B invoice (note BAR B2B) of a French seller (BR-FR-21, BT-49): scheme 0225 and an identifier starting with the buyer's SIREN, e.g. 0225:<SIREN>",
    },
  ],
};

/** Every country's national rules. */
export const NATIONAL_RULES: readonly NationalRules[] = [FRANCE];

/**
 * The national rules for a seller country, when it has some in force on `on` (a document's issue
 * date or the caller's rules_as_of, YYYY-MM-DD; none given: in force).
 */
export function nationalRulesOf(
  country: string | undefined,
  on?: string,
): NationalRules | undefined {
  const c = (country ?? '').trim().toUpperCase();
  const rules = c ? NATIONAL_RULES.find((n) => n.country === c) : undefined;
  return rules && (!on || !/^\d{4}-\d{2}-\d{2}$/.test(on) || on >= rules.inForceFrom)
    ? rules
    : undefined;
}
