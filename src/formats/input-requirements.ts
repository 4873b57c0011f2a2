/**
 * The extra input requirements of the format registry rows: which fields of a request a row's
 * documents need beyond the common checks, because the row's official rules refuse a document
 * without the business term they become. Each entry names the field (its JSON path), the term
 * and the rule that demands it. The rows of format-rows.ts reference these lists; the checks
 * (src/validation/checks/format-requirements.ts) apply them, so validate, generate and the CLI
 * (which calls them) read one fact in one place.
 *
 * Only presence facts live here. Requirements that depend on the invoice's content (PINT SG's
 * duties for taxed GST categories, PINT AE's due date on invoices, its emirate, its 5 % rate,
 * FatturaPA's Natura on zero-rate lines) are check code in src/validation/checks.
 */
import { PINT_PROFILES } from './ubl-profiles.js';
import { CIUS_PT_CODE_LISTS } from './cius-pt-code-lists.js';

/** One field a row requires. */
export interface InputRequirement {
  /** The JSON path reported when it is missing, e.g. $.invoice.seller.city. */
  path: string;
  /** The business term(s) the input becomes, e.g. BT-37. */
  term: string;
  /** The rule of the row's official rules (or of its specification) that demands it, e.g. BR-DE-3. */
  rule: string;
  /** A party's field: required only when the party is given (a missing party is the proto rules' finding). */
  party?: 'seller' | 'buyer';
  /**
   * Fields (JSON paths) any of which satisfies the requirement; default: the path's own field.
   * E.g. the buyer's electronic address: buyer.email (written with scheme EM) or buyer.peppol_id.
   */
  anyOf?: readonly string[];
  /** A party's peppol_id in one of these schemes satisfies it too (the profile writes it as BT-30 / BT-47). */
  peppolIdSchemes?: readonly string[];
  /** The values accepted (a code list the rule names); another value is INVALID_CODE. */
  values?: readonly string[];
  /** The shape the value must have; another is INVALID_VALUE. */
  pattern?: RegExp;
  /** For an identifier's id (path ending in .id): the scheme it must be given with (its sibling .scheme). */
  scheme?: string;
  /** For invoice_notes: the BT-21 subject codes that must each have a note. */
  noteSubjects?: readonly string[];
  /** Applies only when an invoice note with this BT-21 subject code has this text (France's BAR note B2B). */
  whenNote?: { subject: string; text: string };
  /** Does not apply to these BT-3 type codes (e.g. self-billed documents). */
  exceptTypeCodes?: readonly string[];
  /** Applies only to these BT-3 type codes (CIUS-PT: a credit note's or a debit note's BG-3). */
  onlyTypeCodes?: readonly string[];
  /** The value (an electronic address after its `<scheme>:`) must start with the value at this path (BR-FR-21: BT-49 with the SIREN). */
  startsWithValueOf?: string;
  /** The message of the REQUIRED issue. */
  message: string;
}

/** XRechnung 3.0 (both syntaxes): the BR-DE data, and BT-49 (PEPPOL-EN16931-R010, part of XRechnung 3.0). */
export const XRECHNUNG_REQUIREMENTS: readonly InputRequirement[] = [
  {
    path: '$.invoice.leitweg_id',
    term: 'BT-10',
    rule: 'BR-DE-15',
    message: 'leitweg_id required for XRechnung (BR-DE-15, written as BT-10 buyer reference)',
  },
  {
    path: '$.invoice.seller.city',
    term: 'BT-37',
    rule: 'BR-DE-3',
    party: 'seller',
    message: 'seller city required for XRechnung (BR-DE-3)',
  },
  {
    path: '$.invoice.seller.postal_code',
    term: 'BT-38',
    rule: 'BR-DE-4',
    party: 'seller',
    message: 'seller postal code required for XRechnung (BR-DE-4)',
  },
  {
    path: '$.invoice.seller.phone',
    term: 'BT-42',
    rule: 'BR-DE-6',
    party: 'seller',
    message: 'seller phone required for XRechnung (BR-DE-6, seller contact)',
  },
  {
    path: '$.invoice.seller.email',
    term: 'BT-43',
    rule: 'BR-DE-7',
    party: 'seller',
    message: 'seller e-mail required for XRechnung (BR-DE-7, seller contact)',
  },
  {
    path: '$.invoice.buyer.city',
    term: 'BT-52',
    rule: 'BR-DE-8',
    party: 'buyer',
    message: 'buyer city required for XRechnung (BR-DE-8)',
  },
  {
    path: '$.invoice.buyer.postal_code',
    term: 'BT-53',
    rule: 'BR-DE-9',
    party: 'buyer',
    message: 'buyer postal code required for XRechnung (BR-DE-9)',
  },
  // The writer takes the e-mail (scheme EM) as BT-49 when there is no peppol_id.
  {
    path: '$.invoice.buyer.email',
    term: 'BT-49',
    rule: 'PEPPOL-EN16931-R010',
    party: 'buyer',
    anyOf: ['$.invoice.buyer.peppol_id', '$.invoice.buyer.email'],
    message:
      'buyer electronic address required for XRechnung (BT-49, PEPPOL-EN16931-R010): give buyer.email (written with scheme EM) or buyer.peppol_id',
  },
];

/** Both parties' electronic addresses (BT-34 / BT-49): Peppol BIS (R020 / R010) and every PINT rule set (ibr-081 / ibr-080). */
const peppolIds = (seller: string, buyer: string): InputRequirement[] => [
  {
    path: '$.invoice.seller.peppol_id',
    term: 'BT-34',
    rule: seller,
    party: 'seller',
    message:
      'seller peppol_id required for Peppol (BT-34 electronic address, <EAS code>:<identifier>)',
  },
  {
    path: '$.invoice.buyer.peppol_id',
    term: 'BT-49',
    rule: buyer,
    party: 'buyer',
    message:
      'buyer peppol_id required for Peppol (BT-49 electronic address, <EAS code>:<identifier>)',
  },
];

/**
 * BT-10 or BT-13: Peppol BIS (PEPPOL-EN16931-R003), PINT EU, SG and A-NZ (aligned-ibrp-003); the
 * other PINT rule sets require neither. A Leitweg-ID is written as BT-10 when no buyer_reference
 * is given (invoice-input.ts), in every format.
 */
const buyerOrOrderReference = (rule: string): InputRequirement => ({
  path: '$.invoice.buyer_reference',
  term: 'BT-10',
  rule,
  anyOf: [
    '$.invoice.buyer_reference',
    '$.invoice.purchase_order_reference',
    '$.invoice.leitweg_id',
  ],
  message: 'buyer_reference (or purchase_order_reference) required for Peppol (BT-10 or BT-13)',
});

/** The schemes PINT MY writes as the legal registration id (BT-30 / BT-47): a peppol_id in one of them is the BRN. */
const MY_LEGAL_ID_SCHEMES = PINT_PROFILES.my.legalIds.flatMap((rule) => rule.schemes);

/** Peppol BIS Billing 3.0. */
export const PEPPOL_BIS_REQUIREMENTS: readonly InputRequirement[] = [
  ...peppolIds('PEPPOL-EN16931-R020', 'PEPPOL-EN16931-R010'),
  buyerOrOrderReference('PEPPOL-EN16931-R003'),
];
/** PINT EU, SG, AU, NZ: the electronic addresses and BT-10 or BT-13. */
export const PINT_REFERENCED_REQUIREMENTS: readonly InputRequirement[] = [
  ...peppolIds('ibr-081', 'ibr-080'),
  buyerOrOrderReference('aligned-ibrp-003'),
];
/** PINT international, JP, AE: the electronic addresses. */
export const PINT_REQUIREMENTS: readonly InputRequirement[] = peppolIds('ibr-081', 'ibr-080');
/** PINT MY: the electronic addresses and both parties' business registration numbers (BRN). */
export const PINT_MY_REQUIREMENTS: readonly InputRequirement[] = [
  ...PINT_REQUIREMENTS,
  {
    path: '$.invoice.seller.legal_registration.id',
    term: 'BT-30',
    rule: 'ibr-02-my',
    party: 'seller',
    peppolIdSchemes: MY_LEGAL_ID_SCHEMES,
    message:
      'seller BRN required for PINT MY (ibr-02-my, BT-30): give seller.legal_registration or a peppol_id with scheme 0230',
  },
  {
    path: '$.invoice.buyer.legal_registration.id',
    term: 'BT-47',
    rule: 'ibr-03-my',
    party: 'buyer',
    peppolIdSchemes: MY_LEGAL_ID_SCHEMES,
    message:
      'buyer BRN required for PINT MY (ibr-03-my, BT-47): give buyer.legal_registration or a peppol_id with scheme 0230',
  },
];
/** PINT AE: the electronic addresses, and both parties' street and city (ibr-143-ae / ibr-144-ae; the emirate is check code). */
export const PINT_AE_REQUIREMENTS: readonly InputRequirement[] = [
  ...PINT_REQUIREMENTS,
  {
    path: '$.invoice.seller.street',
    term: 'BT-35',
    rule: 'ibr-143-ae',
    party: 'seller',
    message: 'seller street required for PINT AE (ibr-143-ae)',
  },
  {
    path: '$.invoice.seller.city',
    term: 'BT-37',
    rule: 'ibr-143-ae',
    party: 'seller',
    message: 'seller city required for PINT AE (ibr-143-ae)',
  },
  {
    path: '$.invoice.buyer.street',
    term: 'BT-50',
    rule: 'ibr-144-ae',
    party: 'buyer',
    message: 'buyer street required for PINT AE (ibr-144-ae)',
  },
  {
    path: '$.invoice.buyer.city',
    term: 'BT-52',
    rule: 'ibr-144-ae',
    party: 'buyer',
    message: 'buyer city required for PINT AE (ibr-144-ae)',
  },
];

/** The seller's postal address lines PINT OM wants all of (IBR-010-OM). */
const OM_SELLER_ADDRESS: readonly [string, string][] = [
  ['street', 'BT-35'],
  ['address_line2', 'BT-36'],
  ['address_line3', 'BT-162'],
  ['city', 'BT-37'],
  ['postal_code', 'BT-38'],
];

/**
 * PINT OM 1.0.1: the electronic addresses, the issue time (ALIGNED-IBRP-016-OM), the seller's
 * three address lines, city and postal code (IBR-010-OM) and its telephone (IBR-011-OM). What
 * depends on the transaction type (BTOM-001), the categories or the lines (the buyer's address
 * and identification, goods or services, HS and ISIC codes, the 5 % rate, OMR) is check code
 * (validation/checks/pint-om-checks.ts).
 */
export const PINT_OM_REQUIREMENTS: readonly InputRequirement[] = [
  ...PINT_REQUIREMENTS,
  {
    path: '$.invoice.issue_time',
    term: 'IBT-168',
    rule: 'ALIGNED-IBRP-016-OM',
    message: 'issue_time required for PINT OM (ALIGNED-IBRP-016-OM: invoice issue time, hh:mm:ss)',
  },
  ...OM_SELLER_ADDRESS.map(
    ([field, term]): InputRequirement => ({
      path: `$.invoice.seller.${field}`,
      term,
      rule: 'IBR-010-OM',
      party: 'seller',
      message: `seller ${field.replace('_', ' ')} required for PINT OM (IBR-010-OM: address lines 1 to 3, city and postal code)`,
    }),
  ),
  {
    path: '$.invoice.seller.phone',
    term: 'BT-42',
    rule: 'IBR-011-OM',
    party: 'seller',
    message: 'seller phone required for PINT OM (IBR-011-OM, seller contact telephone)',
  },
];

/**
 * HR-CIUS 2025 (with the HR extension): both parties' electronic addresses (HR-BR-7 / HR-BR-10),
 * the operator (HR-BT-4, its label, HR-BR-37; HR-BT-5, its OIB, HR-BR-9), the issue time (HR-BT-2, HR-BR-2) and the business process P1–P12 or P99:… (BT-23,
 * HR-BR-34). What depends on the content (KPD classification of each item, HR-BR-25; the buyer's
 * VAT id with a taxed category, HR-BR-S-1…; the due date, HR-BR-4; OIB check digits, HR-BR-9 /
 * HR-BR-53; the issue date from 2026, HR-BR-40) is check code (validation/checks/ubl-country-checks.ts).
 */
export const HR_CIUS_REQUIREMENTS: readonly InputRequirement[] = [
  {
    path: '$.invoice.seller.peppol_id',
    term: 'BT-34',
    rule: 'HR-BR-7',
    party: 'seller',
    message:
      'seller peppol_id required for HR-CIUS (HR-BR-7: BT-34 electronic address, <EAS code>:<identifier>, e.g. 9934:<OIB>)',
  },
  {
    path: '$.invoice.buyer.peppol_id',
    term: 'BT-49',
    rule: 'HR-BR-10',
    party: 'buyer',
    message:
      'buyer peppol_id required for HR-CIUS (HR-BR-10: BT-49 electronic address, <EAS code>:<identifier>, e.g. 9934:<OIB>)',
  },
  {
    path: '$.invoice.operator_name',
    term: 'HR-BT-4',
    rule: 'HR-BR-37',
    message:
      'operator_name required for HR-CIUS: the operator who issues the invoice (HR-BT-4, HR-BR-37)',
  },
  {
    path: '$.invoice.operator_oib',
    term: 'HR-BT-5',
    rule: 'HR-BR-9',
    message: "operator_oib required for HR-CIUS: the operator's OIB (HR-BT-5, HR-BR-9)",
  },
  {
    path: '$.invoice.issue_time',
    term: 'HR-BT-2',
    rule: 'HR-BR-2',
    pattern: /^\d{2}:\d{2}:\d{2}$/,
    message: 'issue_time required for HR-CIUS (HR-BT-2, HR-BR-2: hh:mm:ss, without a time zone)',
  },
  {
    path: '$.invoice.number',
    term: 'BT-1',
    rule: 'HR-BR-1',
    pattern: /^\S+$/,
    message: 'the invoice number (BT-1) has no whitespace inside for HR-CIUS (HR-BR-1)',
  },
  {
    path: '$.invoice.business_process',
    term: 'BT-23',
    rule: 'HR-BR-34',
    // P1 to P12, or P99: and the buyer's own process (HR-BR-34 over the normalised value).
    pattern: /^(P([1-9]|1[0-2])|P99:.*)$/s,
    message:
      'business_process required for HR-CIUS (BT-23, HR-BR-34: P1 to P12, or P99:<buyer process>)',
  },
];

/**
 * CIUS-RO 1.0.9: both parties' street and city (BR-RO-081 / BR-RO-082, BR-RO-091 / BR-RO-092).
 * BT-6 RON for an invoice in another currency (BR-RO-030), the county code of a Romanian address
 * (BR-RO-110 / BR-RO-111) and Bucharest's sector as its city (BR-RO-100 / BR-RO-101) are check code.
 */
export const CIUS_RO_REQUIREMENTS: readonly InputRequirement[] = [
  {
    path: '$.invoice.number',
    term: 'BT-1',
    rule: 'BR-RO-010',
    pattern: /[0-9]/,
    message: 'the invoice number (BT-1) includes at least one digit for CIUS-RO (BR-RO-010)',
  },
  {
    path: '$.invoice.seller.street',
    term: 'BT-35',
    rule: 'BR-RO-081',
    party: 'seller',
    message: 'seller street required for CIUS-RO (BR-RO-081)',
  },
  {
    path: '$.invoice.buyer.street',
    term: 'BT-50',
    rule: 'BR-RO-082',
    party: 'buyer',
    message: 'buyer street required for CIUS-RO (BR-RO-082)',
  },
  {
    path: '$.invoice.seller.city',
    term: 'BT-37',
    rule: 'BR-RO-091',
    party: 'seller',
    message: 'seller city required for CIUS-RO (BR-RO-091)',
  },
  {
    path: '$.invoice.buyer.city',
    term: 'BT-52',
    rule: 'BR-RO-092',
    party: 'buyer',
    message: 'buyer city required for CIUS-RO (BR-RO-092)',
  },
];

/** A required field of CIUS-PT 2.1.1 (the rule's own words name the term). */
const pt = (
  path: string,
  term: string,
  rule: string,
  what: string,
  party?: 'seller' | 'buyer',
): InputRequirement => ({
  path,
  term,
  rule,
  ...(party ? { party } : {}),
  message: `${what} required for CIUS-PT (${rule}, ${term})`,
});

/**
 * CIUS-PT 2.1.1: both parties' VAT identifiers with scheme VAT (BR-CIUS-PT-01 … 04, written with
 * the VAT id), the seller's street, city and post code (05 … 07), a deliver-to address (66) with
 * street, city and post code (21 … 23), and the preceding invoice of a credit note (25: the
 * CreditNote codes of its list) and of a debit note (65: 383, ND).
 */
export const CIUS_PT_REQUIREMENTS: readonly InputRequirement[] = [
  pt('$.invoice.seller.vat_id', 'BT-31', 'BR-CIUS-PT-01', 'seller vat_id', 'seller'),
  pt('$.invoice.buyer.vat_id', 'BT-48', 'BR-CIUS-PT-03', 'buyer vat_id', 'buyer'),
  pt('$.invoice.seller.street', 'BT-35', 'BR-CIUS-PT-05', 'seller street', 'seller'),
  pt('$.invoice.seller.city', 'BT-37', 'BR-CIUS-PT-06', 'seller city', 'seller'),
  pt('$.invoice.seller.postal_code', 'BT-38', 'BR-CIUS-PT-07', 'seller postal_code', 'seller'),
  {
    path: '$.invoice.delivery.address.country',
    term: 'BT-80',
    rule: 'BR-CIUS-PT-66',
    message:
      'delivery.address required for CIUS-PT (BR-CIUS-PT-66: at least one deliver-to address, BG-15)',
  },
  pt('$.invoice.delivery.address.street', 'BT-75', 'BR-CIUS-PT-21', 'delivery.address.street'),
  pt('$.invoice.delivery.address.city', 'BT-77', 'BR-CIUS-PT-22', 'delivery.address.city'),
  pt(
    '$.invoice.delivery.address.postal_code',
    'BT-78',
    'BR-CIUS-PT-23',
    'delivery.address.postal_code',
  ),
  {
    ...pt(
      '$.invoice.preceding_invoices',
      'BG-3',
      'BR-CIUS-PT-25',
      "a credit note's preceding_invoices",
    ),
    onlyTypeCodes: [...(CIUS_PT_CODE_LISTS.creditNoteTypes?.codes ?? [])], // the CreditNote codes
  },
  {
    ...pt(
      '$.invoice.preceding_invoices',
      'BG-3',
      'BR-CIUS-PT-65',
      "a debit note's preceding_invoices",
    ),
    onlyTypeCodes: ['383', 'ND'],
  },
];
