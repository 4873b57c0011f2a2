/**
 * UBL output profiles as data (a profile mask, not `if` chains in the writer): for each flavour
 * (plain UBL, XRechnung, Peppol BIS 3, every PINT jurisdiction) the CustomizationID (BT-24),
 * ProfileID (BT-23), tax scheme, the tax category vocabulary and the profile-specific extras the
 * official rule sets ask for. Used by the UBL writer only. CustomizationIDs, ProfileIDs and tax
 * schemes of Peppol BIS and PINT come from the country-profile table (country-profiles.ts); this
 * file adds only what the writer varies beyond it.
 */
import {
  COUNTRY_PROFILES,
  type CountryProfileId,
  type PintJurisdiction,
} from './country-profiles.js';
import {
  FACTURX_GUIDELINE_IDS,
  XRECHNUNG_BUSINESS_PROCESS,
  XRECHNUNG_GUIDELINE_ID,
} from './cii-profiles.js';
import { UBL_COUNTRY_PROFILES, type UblCountryProfileId } from './ubl-country-profiles.js';

/** Which family of UBL documents to write. */
export type UblFlavour = 'ubl' | 'xrechnung' | 'peppol' | 'pint';

export type { PintJurisdiction };

/** Everything the UBL writer varies by profile. */
export interface UblProfile {
  /** Stable key: ubl, xrechnung, peppol, pint_international, pint_sg, ... */
  key: string;
  /** BT-24 specification identifier. */
  customizationId: string;
  /** BT-23 business process type. */
  profileId?: string;
  /** Tax scheme id written in every TaxScheme/ID. */
  taxScheme: 'VAT' | 'GST';
  /** BT-151/BT-118 category code translation from UNTDID 5305 to the profile's vocabulary. */
  categoryMap: Readonly<Record<string, string>>;
  /**
   * Categories whose breakdown needs an exemption reason (BR-E-10, BR-AE-10, ...): the category's
   * default reason is written for these only (VatBreakdown.exemptionDefaulted).
   */
  exemptCategories: readonly string[];
  /** PINT JP: write BG-14 invoice period from BT-72 when no period is given (aligned-ibrp-052). */
  invoicePeriodFromDelivery: boolean;
  /** PINT AE: ProfileExecutionID (IBT-023 "business process type" extension). */
  profileExecutionId?: string;
  /** PINT OM: the transaction type BTOM-001 written as the type code's name when the request gives none (a full tax invoice). */
  transactionType?: string;
  /**
   * PINT OM: on every line the line VAT (BTOM-016, in baisa: 3 decimals, IBR-168-OM) and the line
   * amount with VAT (BTOM-017), goods or services (BTOM-019) in ItemSpecificationDocumentReference
   * and the ISIC code (BTOM-033); no exemption reason code on O (IBR-070-OM); BG-3 with the
   * preceding invoice's UUID (BTOM-031) and the note's reason (BTOM-032, not DiscrepancyResponse).
   */
  omDetails?: boolean;
  /**
   * The exchange rate from BT-5 to BT-6 as cac:TaxExchangeRate (tax_exchange_rate): PINT OM's
   * BTOM-003 (IBR-059-OM), PINT AE's BTAE-04 (ibr-159-ae).
   */
  taxExchangeRate?: boolean;
  /**
   * The document type code of the total with tax in the tax accounting currency BT-6
   * (tax_currency_total_with_tax, an AdditionalDocumentReference): PINT SG's BT-SG-002
   * (sgdtotal-incl-gst), PINT AE's BTAE-20 (aedtotal-incl-vat).
   */
  taxCurrencyTotalWithTaxType?: string;
  /**
   * The seller's and buyer's subdivision code (PostalAddress/CountrySubentityCode): PINT OM's
   * special zones (BTOM-024, BTOM-026) and PINT MY's state codes (the LHDN list). The other
   * profiles have no such term: the reader reports the code dropped, the checks refuse it.
   */
  partySubdivisionCode?: boolean;
  /**
   * The preceding invoice's UUID (BillingReference/InvoiceDocumentReference/UUID): PINT OM's
   * BTOM-031 and PINT MY's LHDN unique identifier of the invoice a note corrects, as their
   * official examples state it. The other profiles have no such term (NOT_CARRIED).
   */
  precedingInvoiceUuid?: boolean;
  /**
   * IBT-183, a line's own purchase order (OrderLineReference/OrderReference/ID, beside the order
   * line BT-132): the PINT rule sets state it, but PINT EU's, whose UBL-CR-528 warns against it as
   * EN 16931's does. 'alone' where the rules refuse it beside the document's order BT-13 (PINT
   * SG, BR-110-SG).
   */
  lineOrderReference?: 'beside-document-order' | 'alone';
  /**
   * ibt-184, a line's despatch advice (DespatchLineReference/DocumentReference/ID with the
   * despatch line the XSD requires): the PINT rule sets but PINT EU's (UBL-CR-529 warns, as in
   * EN 16931), never beside the document's BT-16 (ibr-092). PINT has no term for its date.
   */
  lineDespatchAdvice?: boolean;
  /**
   * PINT ibg-36, a line's further document references (cac:DocumentReference of a type other
   * than 130), beside the invoiced object; absent where the rules forbid them (PINT EU:
   * PEPPOL-EN16931-R101; PINT A-NZ: aligned-ibrp-060).
   */
  lineDocumentReferences?: boolean;
  /**
   * PINT ibg-35, the paid amounts BT-113 totals (an Invoice's cac:PrepaidPayment); absent in PINT
   * EU (UBL-CR-470) and outside PINT (the XRechnung Extension's PrepaidPayment is a third party
   * payment, BG-DEX-09, which adds to the amount due).
   */
  prepaidPayments?: boolean;
  /**
   * PINT ibt-178 (the payment means' cbc:ID) and ibg-33's instalment of the payment terms
   * (ibt-176 Amount, ibt-177 InstallmentDueDate, ibt-187 PaymentMeansID): every PINT profile but
   * EU, whose EN 16931 rules warn against them (UBL-CR-411, -459, -464, -453).
   */
  paymentInstallments?: boolean;
  /**
   * Runs the German rules (DE-R-*, XRechnung's) between a German seller and a German buyer:
   * Peppol BIS 3 and PINT EU, whose Schematron carries them (german-peppol-rules.ts; the seller
   * contact point BT-41 then defaults to the seller's name, DE-R-005).
   */
  germanRules?: boolean;
  /**
   * A supporting document's (BG-24) UUID (PINT OM BTOM-023; cbc:UUID) and its type as text
   * (cbc:DocumentType, as PINT MY states it); absent in PINT EU (UBL-CR-111, UBL-CR-114).
   */
  supportingDocumentUuidAndType?: boolean;
  /**
   * A supporting document's type code (cbc:DocumentTypeCode other than 916, as PINT MY states
   * it); absent where a rule keeps the code to the invoiced object and the project (PINT EU
   * UBL-SR-43, SG UBL-SR-43-GST-SG, A-NZ aligned-ibrp-sr-43).
   */
  supportingDocumentTypeCode?: boolean;
  /**
   * CIUS-PT: an exempt line states its exemption reason in its item properties
   * (BR-CIUS-PT-17, 18; syntax/ubl/cius-pt-line-exemption.ts).
   */
  exemptionAsItemProperty?: boolean;
  /**
   * HR-CIUS: the HR extension (HRFISK20Data) with the HR VAT breakdown and totals, written where
   * the rules want it (HR-BR-26: a line in category E), and the HR tax category name of E and O
   * lines (HR-BT-12: HR:E, HR:O; HR-BR-16).
   */
  hrExtension?: boolean;
  /**
   * EXTENDED-CTC-FR: each line repeats its category's exemption reason (FNFE note 1.4.0, the
   * BR-FREXT-*-08rev checks), as CII EXTENDED does.
   */
  lineExemptionReasons?: boolean;
  /**
   * The BT-3 codes written in a CreditNote instead of BR-CL-01's credit note list: a national
   * CIUS with lists of its own (CIUS-PT 381 and NC, DT-CIUS-PT-003_cn).
   */
  creditNoteTypeCodes?: ReadonlySet<string>;
  /**
   * Categories of noRateCategories whose document allowance or charge states its rate all the
   * same (PINT AE: E at 0, aligned-ibrp-e-06 / e-07, while an E line states none, e-05).
   */
  allowanceRateCategories?: readonly string[];
  /** PINT AE: every line carries a UUID (cbc:UUID), generated deterministically. */
  lineUuid: boolean;
  /** XRechnung: BT-34/BT-49 from the e-mail address (EAS "EM") when no peppol_id is given. */
  endpointFromEmail: boolean;
  /** Write BG-6 seller contact (BT-41 name = seller name, BT-42 phone, BT-43 e-mail). */
  sellerContact: boolean;
  /** Payment means code (BT-81) when an IBAN is given: 58 SEPA credit transfer or 30 credit transfer. */
  ibanMeansCode: (currency: string) => string;
  /** BT-81 to send when no IBAN is known, where BG-16 is mandatory (XRechnung BR-DE-1): "1", instrument not defined. */
  paymentMeansWithoutAccount?: string;
  /** Categories written without BT-119/BT-152 percent (O everywhere, BR-O-05; E too in PINT AE, ibr-121-ae). */
  noRateCategories: readonly string[];
  /**
   * Zero-tax categories whose line rate (BT-152) and breakdown rate (BT-119) are written as the
   * caller gives them: PINT AE states its reverse charge at the standard rate (aligned-ibrp-ae-05-ae
   * wants a rate, the tax stays 0). Document-level allowances and charges keep 0 (aligned-ibrp-ae-06/07).
   */
  statedRateCategories?: readonly string[];
  /** XRechnung BR-DE-14: every breakdown states its rate (BT-119), 0 for O too (the lines' BT-152 stays absent, BR-O-05). */
  breakdownRateAlways?: boolean;
  /** Document UUID (cbc:UUID), deterministic from BT-1 (PINT SG BR-108-GST-SG, PINT AE ibr-193-ae). */
  documentUuid: boolean;
  /** BT-30 / BT-47 legal registration ids derivable from a party's data, tried in order. */
  legalIds: readonly LegalIdRule[];
  /** PINT MY: the vat_id is the TIN, written as the seller/buyer identifier (BT-29/BT-46) too (ibr-04-my). */
  taxIdAsPartyId: boolean;
  /** PINT AE: BTAE-06, the billing frequency, takes BT-8's element (cac:InvoicePeriod/cbc:DescriptionCode). */
  billingFrequencyInPeriod: boolean;
  /** PINT AE (and OM): BTAE-05, the contract value, as the contract reference's DocumentDescription. */
  contractValue: boolean;
  /** PINT AE line extras derivable from the line: BT-154 description, BT-149 base quantity, BT-148 gross price, BTAE-08/BTAE-10 line VAT and payable amounts. */
  aeLineDetails: boolean;
  /** BT-39 / BT-54 country subdivision derived from the address (PINT AE emirate codes), or none. */
  countrySubentity?: (country: string, city: string | undefined) => string | undefined;
  /** Preview profiles: documented rule failures the public JSON cannot avoid. */
  preview: boolean;
  /**
   * PINT: a line's invoiced object (ibt-128) is its cac:DocumentReference of type 130 only
   * (ibr-089); an untyped one is the line document reference (ibg-36, ibt-188), which PINT JP
   * states on every line. EN 16931 UBL (and CIUS-PT, CIUS-RO) read an untyped one as BT-128.
   */
  typedLineObject?: boolean;
  /**
   * CIUS-PT (DT-CIUS-PT-090.1, 106 … 132): quantities, prices, rates and allowance or charge
   * percentages with at least this many decimals (19 is written 19.00); the values themselves
   * are never rounded.
   */
  minDecimals?: number;
}

/** How BT-30 / BT-47 is derived from a Peppol id (EAS scheme and identifier) or the VAT id. */
export interface LegalIdRule {
  /** Only for parties in this country (A-NZ: ABN for AU parties, NZBN for NZ parties). */
  country?: string;
  /**
   * Only for the seller: the rule asks the seller's registration (Peppol BIS DK-R-002, PINT SG
   * BR-112-GST-SG), and a buyer's is written only when given, never derived.
   */
  sellerOnly?: boolean;
  /** EAS schemes of the peppol_id that are legal registration ids in this jurisdiction. */
  schemes: readonly string[];
  /** Whether to write schemeID on cbc:CompanyID (the AU/NZ examples do, SG and MY do not). */
  writeScheme: boolean;
  /** Prefix of the endpoint identifier that is not part of the registration number (SG: "SGUEN"). */
  stripPrefix?: string;
  /** Fallback from the VAT id (BT-31/BT-48) where it is the registration number (AU: the ABN); group 1 is the id. */
  fromVatId?: { scheme: string; pattern: RegExp };
  /**
   * The official rules that require this registration of every party of the country (A-NZ), by
   * role: the written BT-30 / BT-47 must be of one of `schemes`, given or derived.
   */
  required?: { register: string; seller: string; buyer: string };
}

/** PINT AE emirate codes (BT-39 / BT-54) by the city names used for them. */
const AE_EMIRATES: Readonly<Record<string, string>> = {
  'abu dhabi': 'AUH',
  dubai: 'DXB',
  sharjah: 'SHJ',
  'umm al quwain': 'UAQ',
  'umm al-quwain': 'UAQ',
  fujairah: 'FUJ',
  ajman: 'AJM',
  'ras al khaimah': 'RAK',
  'ras al-khaimah': 'RAK',
};

/** The emirate codes a UAE address names (PINT AE ibr-128-ae). */
export const AE_EMIRATE_CODES: ReadonlySet<string> = new Set(Object.values(AE_EMIRATES));

/** EN 16931 CustomizationID (BT-24) of plain UBL: the CEN id, as the CII EN16931 guideline. */
export const EN16931_CUSTOMIZATION_ID = FACTURX_GUIDELINE_IDS.en16931;
/** XRechnung 3.0 CustomizationID (BR-DE-21): the one XRechnung id of both syntaxes. */
export const XRECHNUNG_CUSTOMIZATION_ID = XRECHNUNG_GUIDELINE_ID;
/**
 * PINT A-NZ CustomizationID: the official A-NZ rule set (aligned-ibrp-001-aunz) accepts only
 * @aunz-1 for both countries; the public table's @au-1 / @nz-1 would fail it, so AU and NZ
 * documents carry this value unless the caller passes another customizationId.
 */
export const PINT_AUNZ_CUSTOMIZATION_ID = 'urn:peppol:pint:billing-1@aunz-1';

const EN_CATEGORIES: Record<string, string> = {
  S: 'S',
  Z: 'Z',
  E: 'E',
  AE: 'AE',
  K: 'K',
  G: 'G',
  O: 'O',
  L: 'L',
  M: 'M',
};
const EN_EXEMPT = ['E', 'AE', 'K', 'G', 'O'] as const;
const sepaOr30 = (currency: string): string => (currency === 'EUR' ? '58' : '30');
const always30 = (): string => '30';

const base: Omit<UblProfile, 'key' | 'customizationId'> = {
  taxScheme: 'VAT',
  categoryMap: EN_CATEGORIES,
  exemptCategories: EN_EXEMPT,
  invoicePeriodFromDelivery: false,
  lineUuid: false,
  noRateCategories: ['O'],
  documentUuid: false,
  legalIds: [],
  taxIdAsPartyId: false,
  billingFrequencyInPeriod: false,
  contractValue: false,
  aeLineDetails: false,
  endpointFromEmail: false,
  sellerContact: false,
  ibanMeansCode: sepaOr30,
  preview: false,
};

/** Plain UBL 2.1 with the EN 16931 CustomizationID. */
export const UBL_PROFILE: UblProfile = {
  ...base,
  key: 'ubl',
  customizationId: EN16931_CUSTOMIZATION_ID,
};

/** XRechnung 3.0 UBL (BR-DE-*): seller contact, e-mail endpoints, Peppol ProfileID. */
export const XRECHNUNG_PROFILE: UblProfile = {
  ...base,
  key: 'xrechnung',
  customizationId: XRECHNUNG_CUSTOMIZATION_ID,
  profileId: XRECHNUNG_BUSINESS_PROCESS,
  endpointFromEmail: true,
  sellerContact: true,
  paymentMeansWithoutAccount: '1', // UNTDID 4461 "instrument not defined"
  breakdownRateAlways: true, // BR-DE-14
};

/** Peppol BIS Billing 3.0 (country profile standard_eu). */
export const PEPPOL_PROFILE: UblProfile = {
  ...base,
  key: 'peppol',
  customizationId: COUNTRY_PROFILES.standard_eu.customizationId,
  profileId: COUNTRY_PROFILES.standard_eu.profileId,
  // DK-R-002: a Danish supplier gives its CVR number as legal registration id (BT-30); a 0184
  // peppol_id is that number.
  legalIds: [{ country: 'DK', schemes: ['0184'], writeScheme: true, sellerOnly: true }],
  germanRules: true,
};

/**
 * A-NZ (aligned-ibr-001/002/004/005-aunz): an Australian party's ABN (scheme 0151, from a 0151
 * peppol_id or the VAT id, which is the ABN) and a New Zealand party's NZBN (scheme 0088).
 */
const AUNZ_LEGAL_IDS: readonly LegalIdRule[] = [
  {
    country: 'AU',
    schemes: ['0151'],
    writeScheme: true,
    fromVatId: { scheme: '0151', pattern: /^(?:AU)?(\d{11})$/ },
    required: { register: 'ABN', seller: 'aligned-ibr-001-aunz', buyer: 'aligned-ibr-004-aunz' },
  },
  {
    country: 'NZ',
    schemes: ['0088'],
    writeScheme: true,
    required: { register: 'NZBN', seller: 'aligned-ibr-002-aunz', buyer: 'aligned-ibr-005-aunz' },
  },
];

const pint = (j: PintJurisdiction, extra: Partial<UblProfile>): UblProfile => {
  const row = COUNTRY_PROFILES[`pint_${j}` as CountryProfileId];
  return {
    ...base,
    key: row.id,
    customizationId: row.customizationId,
    profileId: row.profileId,
    taxScheme: row.taxScheme,
    ibanMeansCode: always30,
    // The PINT rules ask no document exemption reason (BR-E-10 and its kind are EN 16931's; PINT
    // EU has them, PINT AE asks a line's code instead, ibr-167-ae).
    exemptCategories: [],
    typedLineObject: true,
    lineOrderReference: 'beside-document-order',
    lineDespatchAdvice: true,
    lineDocumentReferences: true,
    prepaidPayments: true,
    paymentInstallments: true,
    supportingDocumentUuidAndType: true,
    supportingDocumentTypeCode: true,
    ...extra,
  };
};

/** PINT profiles by jurisdiction, as in the public API's country-profile table. */
export const PINT_PROFILES: Readonly<Record<PintJurisdiction, UblProfile>> = {
  international: pint('international', {}),
  eu: pint('eu', {
    ibanMeansCode: sepaOr30,
    exemptCategories: EN_EXEMPT,
    lineOrderReference: undefined, // UBL-CR-528
    lineDespatchAdvice: undefined, // UBL-CR-529
    lineDocumentReferences: undefined, // PEPPOL-EN16931-R101
    prepaidPayments: undefined, // UBL-CR-470
    paymentInstallments: undefined, // UBL-CR-411, UBL-CR-453, UBL-CR-459, UBL-CR-464
    germanRules: true, // DE-R-001 … DE-R-031 between German parties
    supportingDocumentUuidAndType: undefined, // UBL-CR-111, UBL-CR-114
    supportingDocumentTypeCode: undefined, // UBL-SR-43
  }),
  sg: pint('sg', {
    // The public API names ES; the SG code list (BR-CL-17/18-GST-SG) has ES33 / ESN33: ES means ESN33.
    categoryMap: { S: 'SR', Z: 'ZR', E: 'ESN33', ES: 'ESN33' },
    exemptCategories: ['ES33', 'ESN33'],
    documentUuid: true,
    lineOrderReference: 'alone', // BR-110-SG
    taxCurrencyTotalWithTaxType: 'sgdtotal-incl-gst', // BT-SG-002
    // BR-112-GST-SG asks the seller's UEN (BT-30); a buyer's is written only when given.
    legalIds: [{ schemes: ['0195'], writeScheme: false, stripPrefix: 'SGUEN', sellerOnly: true }],
    supportingDocumentTypeCode: undefined, // UBL-SR-43-GST-SG
  }),
  // The official A-NZ rules accept only @aunz-1 (aligned-ibrp-001-aunz); the public table's @au-1/@nz-1 fail it.
  au: pint('au', {
    customizationId: PINT_AUNZ_CUSTOMIZATION_ID,
    legalIds: AUNZ_LEGAL_IDS,
    lineDocumentReferences: undefined, // aligned-ibrp-060
    supportingDocumentTypeCode: undefined, // aligned-ibrp-sr-43
    preview: true,
  }),
  nz: pint('nz', {
    customizationId: PINT_AUNZ_CUSTOMIZATION_ID,
    legalIds: AUNZ_LEGAL_IDS,
    lineDocumentReferences: undefined, // aligned-ibrp-060
    supportingDocumentTypeCode: undefined, // aligned-ibrp-sr-43
    preview: true,
  }),
  my: pint('my', {
    categoryMap: { ...EN_CATEGORIES, SA: 'SA', SE: 'SE' },
    exemptCategories: EN_EXEMPT,
    partySubdivisionCode: true,
    precedingInvoiceUuid: true,
    legalIds: [{ schemes: ['0230'], writeScheme: false }],
    taxIdAsPartyId: true,
    preview: true,
  }),
  ae: pint('ae', {
    profileExecutionId: '00000000',
    billingFrequencyInPeriod: true,
    contractValue: true,
    lineUuid: true,
    documentUuid: true,
    noRateCategories: ['O', 'E'],
    allowanceRateCategories: ['E'], // aligned-ibrp-e-06, e-07
    statedRateCategories: ['AE'],
    aeLineDetails: true,
    taxExchangeRate: true, // BTAE-04
    taxCurrencyTotalWithTaxType: 'aedtotal-incl-vat', // BTAE-20
    countrySubentity: (country, city) =>
      country === 'AE' && city ? AE_EMIRATES[city.trim().toLowerCase()] : undefined,
    preview: true,
  }),
  om: pint('om', {
    transactionType: '10000000000000000000',
    documentUuid: true, // IBR-002-OM: a version 5 UUID
    noRateCategories: ['O', 'E'], // IBR-061-OM, IBR-067-OM
    exemptCategories: ['E', 'Z'], // IBR-069-OM
    omDetails: true,
    // The contract value beside BT-12 as PINT AE states it: the official OM continuous supplies
    // example states it so, and the OM rules take it.
    contractValue: true,
    taxExchangeRate: true, // BTOM-003
    partySubdivisionCode: true,
    precedingInvoiceUuid: true,
  }),
  jp: pint('jp', { invoicePeriodFromDelivery: true, preview: true }),
};

/**
 * The national CIUS of UBL (ubl-country-profiles.ts), each with its BT-24: HR-CIUS (the operator,
 * issue time and KPD classification come from the request as given), CIUS-RO, and CIUS-PT, whose
 * data types want quantities, prices and rates with 2 decimals at least.
 */
export const UBL_COUNTRY_UBL_PROFILES: Readonly<Record<UblCountryProfileId, UblProfile>> = {
  hr_cius: {
    ...base,
    key: 'hr_cius',
    customizationId: UBL_COUNTRY_PROFILES.hr_cius.customizationId,
    hrExtension: true,
  },
  cius_ro: {
    ...base,
    key: 'cius_ro',
    customizationId: UBL_COUNTRY_PROFILES.cius_ro.customizationId,
  },
  cius_pt: {
    ...base,
    key: 'cius_pt',
    customizationId: UBL_COUNTRY_PROFILES.cius_pt.customizationId,
    minDecimals: 2,
    creditNoteTypeCodes: UBL_COUNTRY_PROFILES.cius_pt.codeLists?.creditNoteTypes?.codes,
    exemptionAsItemProperty: true,
  },
};

/** Resolves the profile for a flavour (and PINT jurisdiction, default international). */
export function ublProfile(
  flavour: UblFlavour,
  jurisdiction: PintJurisdiction = 'international',
): UblProfile {
  switch (flavour) {
    case 'ubl':
      return UBL_PROFILE;
    case 'xrechnung':
      return XRECHNUNG_PROFILE;
    case 'peppol':
      return PEPPOL_PROFILE;
    case 'pint':
      return PINT_PROFILES[jurisdiction];
  }
}

/**
 * The tax category code (BT-151 / BT-118) a Peppol country profile's document carries for a code
 * of the invoice: the PINT profile's vocabulary (SG writes S as SR), as the UBL writer maps it.
 */
export function peppolCategoryCode(countryProfileId: CountryProfileId, code: string): string {
  const jurisdiction = COUNTRY_PROFILES[countryProfileId]?.pintJurisdiction;
  const profile = jurisdiction ? PINT_PROFILES[jurisdiction] : undefined;
  return (profile ?? PEPPOL_PROFILE).categoryMap[code] ?? code;
}
