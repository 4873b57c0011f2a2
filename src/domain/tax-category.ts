/**
 * VAT category codes (BT-151 / BT-118, UNTDID 5305, plus Peppol PINT codes) as data: how each is
 * derived, which rate it allows, which exemption reason (BT-120/BT-121) the category rules require,
 * and which parties must carry a VAT identifier. calculate() and the writers read this table;
 * categoryProblems() reports what the caller must fix (we never invent VAT ids).
 *
 * Decisions (documented here because rules leave them open):
 * - No tax_category: S when vat_rate > 0, Z when vat_rate = 0.
 * - Categories that require a zero rate (Z, E, AE, K, G, O) get rate 0 whatever vat_rate says:
 *   the API mapper defaults vat_rate to 19, so "tax_category": "AE" alone must still work.
 * - E (exempt): BR-E-10 needs BT-120 or BT-121. Every VATEX-EU code for E names one article of
 *   Directive 2006/112/EC (132, 135, 143, ...) that we cannot know, and the commonest German case
 *   (small business, § 19 UStG) has no VATEX code at all, so we send the text "Exempt from VAT"
 *   and no code, rather than a legally wrong code.
 * - O (not subject): BT-119 is not sent (BR-O-05/BR-O-09); VAT ids must be absent (BR-O-02).
 * - N (PINT AE, margin scheme): rate stated, no VAT charged (BT-117 = 0).
 * - AA (CIUS-PT lower rate): a positive rate taxed like S.
 * - PINT codes (see PINT_CODES: SG SR/ZR/ES..., MY SA/SE...) pass through unchanged. Their rate is
 *   taken as given (SR/SA/SE positive, ZR/ES normally 0) and taxed like S: BT-117 = BT-116 × rate
 *   / 100 per group; no exemption reason is defaulted. The PINT rule sets of the country profile
 *   check them, not this table.
 */
import { ZERO, type Decimal } from './decimal.js';

/** What the category rules say about one VAT category. */
export interface TaxCategoryRule {
  /** BT-151 / BT-118 code. */
  code: string;
  /** Human name, for renderers. */
  name: string;
  /** 'positive': rate > 0 required (BR-S-05); 'zero': rate forced to 0; 'any': as given. */
  rate: 'positive' | 'zero' | 'any';
  /**
   * The rate is stated but the invoice charges no VAT at it: BT-117 (and a line's VAT) is 0
   * (PINT AE N, standard rate additional VAT of the margin scheme: ibr-111-ae, ibr-108-ae).
   */
  noTaxCharged?: boolean;
  /** Whether BT-119 / BT-152 is sent at all (false only for O, BR-O-05). */
  rateSent: boolean;
  /** BT-120 default exemption reason text (required by BR-E/AE/K/G/O-10). */
  exemptionReason?: string;
  /** BT-121 default exemption reason code (VATEX). */
  exemptionReasonCode?: string;
  /** The rule (as the official artefacts name it) by which the category's breakdown states no BT-120 or BT-121. */
  exemptionForbiddenBy?: string;
  /**
   * Seller VAT id (BT-31) required (BR-x-02): satisfied by BT-31 or the tax representative's VAT
   * id (BT-63), and for the categories with `sellerTaxRegistrationSuffices` also by the seller's
   * tax registration id (BT-32). Forbidden: BT-31 and BT-63 absent (BR-O-02).
   */
  sellerVatId: 'required' | 'forbidden' | 'optional';
  /** BR-S-02, BR-Z-02, BR-E-02, BR-AE-02, BR-IG-02, BR-IP-02 accept BT-32; BR-IC-02 and BR-G-02 do not. */
  sellerTaxRegistrationSuffices?: boolean;
  /** Buyer VAT id (BT-48) required (BR-AE-02, BR-IC-02) or forbidden (BR-O-02); for AE the buyer's legal registration id (BT-47) also suffices. */
  buyerVatId: 'required' | 'forbidden' | 'optional';
  /** Deliver-to country (BT-80) required (BR-IC-12 / BR-K-09). */
  deliverToCountry: boolean;
  /** The rule prefix for problems (BR-S, BR-Z, ...). */
  rulePrefix: string;
}

const EN_CATEGORIES: TaxCategoryRule[] = [
  {
    code: 'S',
    name: 'Standard rate',
    rate: 'positive',
    rateSent: true,
    sellerVatId: 'required',
    sellerTaxRegistrationSuffices: true,
    buyerVatId: 'optional',
    deliverToCountry: false,
    exemptionForbiddenBy: 'BR-S-10',
    rulePrefix: 'BR-S',
  },
  {
    code: 'Z',
    name: 'Zero rated',
    rate: 'zero',
    rateSent: true,
    sellerVatId: 'required',
    sellerTaxRegistrationSuffices: true,
    buyerVatId: 'optional',
    deliverToCountry: false,
    exemptionForbiddenBy: 'BR-Z-10',
    rulePrefix: 'BR-Z',
  },
  {
    code: 'E',
    name: 'Exempt from VAT',
    rate: 'zero',
    rateSent: true,
    exemptionReason: 'Exempt from VAT',
    sellerVatId: 'required',
    sellerTaxRegistrationSuffices: true,
    buyerVatId: 'optional',
    deliverToCountry: false,
    rulePrefix: 'BR-E',
  },
  {
    code: 'AE',
    name: 'Reverse charge',
    rate: 'zero',
    rateSent: true,
    exemptionReason: 'Reverse charge',
    exemptionReasonCode: 'VATEX-EU-AE',
    sellerVatId: 'required',
    sellerTaxRegistrationSuffices: true,
    buyerVatId: 'required',
    deliverToCountry: false,
    rulePrefix: 'BR-AE',
  },
  {
    code: 'K',
    name: 'Intra-community supply',
    rate: 'zero',
    rateSent: true,
    exemptionReason: 'Intra-community supply',
    exemptionReasonCode: 'VATEX-EU-IC',
    sellerVatId: 'required',
    buyerVatId: 'required',
    deliverToCountry: true,
    rulePrefix: 'BR-IC',
  },
  {
    code: 'G',
    name: 'Export outside the EU',
    rate: 'zero',
    rateSent: true,
    exemptionReason: 'Export outside the EU',
    exemptionReasonCode: 'VATEX-EU-G',
    sellerVatId: 'required',
    buyerVatId: 'optional',
    deliverToCountry: false,
    rulePrefix: 'BR-G',
  },
  {
    code: 'O',
    name: 'Not subject to VAT',
    rate: 'zero',
    rateSent: false,
    exemptionReason: 'Not subject to VAT',
    exemptionReasonCode: 'VATEX-EU-O',
    sellerVatId: 'forbidden',
    buyerVatId: 'forbidden',
    deliverToCountry: false,
    rulePrefix: 'BR-O',
  },
  {
    code: 'L',
    name: 'Canary Islands general indirect tax',
    rate: 'any',
    rateSent: true,
    sellerVatId: 'required',
    sellerTaxRegistrationSuffices: true,
    buyerVatId: 'optional',
    deliverToCountry: false,
    exemptionForbiddenBy: 'BR-AF-10',
    rulePrefix: 'BR-IG',
  },
  {
    code: 'M',
    name: 'Tax for production, services and importation in Ceuta and Melilla',
    rate: 'any',
    rateSent: true,
    sellerVatId: 'required',
    sellerTaxRegistrationSuffices: true,
    buyerVatId: 'optional',
    deliverToCountry: false,
    exemptionForbiddenBy: 'BR-AG-10',
    rulePrefix: 'BR-IP',
  },
  // B: Italian split payment (scissione dei pagamenti): VAT is charged but paid by the public buyer (BR-B-01, BR-B-02).
  {
    code: 'B',
    name: 'Transferred (VAT), Italian split payment',
    rate: 'positive',
    rateSent: true,
    sellerVatId: 'required',
    sellerTaxRegistrationSuffices: true,
    buyerVatId: 'optional',
    deliverToCountry: false,
    rulePrefix: 'BR-B',
  },
];

/**
 * Peppol PINT codes: SG (SR standard-rated, ZR zero-rated, ES exempt, and others), MY (SA sales
 * tax, SE service tax, HVG/LVG high/low value goods, TTX tourism tax). They pass through with the rate as given; the PINT rules check them.
 */
const PINT_CODES = [
  'SR',
  'SRCA-S',
  'SRCA-C',
  'ZR',
  'ES',
  'ES33',
  'ESN33',
  'DS',
  'OS',
  'NG',
  'NA',
  'SA',
  'SE',
  'HVG',
  'LVG',
  'TTX',
  'T',
];
const PINT_CATEGORIES: TaxCategoryRule[] = PINT_CODES.map((code) => ({
  code,
  name: code,
  rate: 'any',
  rateSent: true,
  sellerVatId: 'optional',
  buyerVatId: 'optional',
  deliverToCountry: false,
  rulePrefix: 'PINT',
}));

/**
 * PINT AE N, standard rate additional VAT (the margin scheme): a positive rate on the line
 * (ibr-111-ae), one breakdown group whose VAT amount is 0 (ibr-105-ae, ibr-108-ae). The AE rules
 * judge it; EN 16931 has no N.
 */
const MARGIN_SCHEME: TaxCategoryRule = {
  code: 'N',
  name: 'Standard rate additional VAT',
  rate: 'positive',
  rateSent: true,
  noTaxCharged: true,
  sellerVatId: 'optional',
  buyerVatId: 'optional',
  deliverToCountry: false,
  rulePrefix: 'PINT',
};

/**
 * CIUS-PT AA, lower rate (UNTDID 5305 AA): a positive rate taxed like S, BT-117 = BT-116 ×
 * BT-119 / 100 (the EN 16931 arithmetic; CIUS-PT 2.1.1 checks none of its own); the seller's
 * VAT id, tax registration or tax representative (BR-AA-02 to -04); no exemption reason
 * (BR-AA-10). The CIUS-PT rule set judges it; EN 16931 has no AA.
 */
const LOWER_RATE: TaxCategoryRule = {
  ...EN_CATEGORIES.find((r) => r.code === 'S')!,
  code: 'AA',
  name: 'Lower rate',
  rulePrefix: 'BR-AA',
};

const BY_CODE = new Map<string, TaxCategoryRule>(
  [...EN_CATEGORIES, ...PINT_CATEGORIES, MARGIN_SCHEME, LOWER_RATE].map((r) => [r.code, r]),
);

/** The order of categories in BG-23 (then rate descending): EN codes first, then the rest alphabetically. */
export const CATEGORY_ORDER: readonly string[] = EN_CATEGORIES.map((r) => r.code);

/** The rule entry for a code; unknown codes get a permissive pass-through entry. */
export function taxCategoryRule(code: string): TaxCategoryRule {
  return (
    BY_CODE.get(code) ?? {
      code,
      name: code,
      rate: 'any',
      rateSent: true,
      sellerVatId: 'optional',
      buyerVatId: 'optional',
      deliverToCountry: false,
      rulePrefix: 'BR',
    }
  );
}

/** Whether a code is one this table knows (EN 16931 or PINT). */
export function isKnownTaxCategory(code: string): boolean {
  return BY_CODE.has(code);
}

/** BT-151 from the line: the given tax_category (trimmed, upper-cased), else S for rate > 0, Z for 0. */
export function deriveTaxCategory(taxCategory: string | undefined, vatRate: Decimal): string {
  const given = taxCategory?.trim().toUpperCase();
  if (given) return given;
  return vatRate.greaterThan(0) ? 'S' : 'Z';
}

/** BT-152 as the category rules want it: 0 for the zero-rate categories, otherwise as given. */
export function effectiveRate(category: string, vatRate: Decimal): Decimal {
  return taxCategoryRule(category).rate === 'zero' ? ZERO : vatRate;
}
