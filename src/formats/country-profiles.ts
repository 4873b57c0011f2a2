/**
 * The Peppol country profiles of the public API (format peppol), exactly as its tables: the
 * CustomizationID (BT-24), ProfileID (BT-23), tax scheme, the tax category codes allowed in
 * items[].tax_category, the status, and for preview profiles the known blocking issues (as data,
 * reported as warnings). Plus the derivation from seller.country and the explicit override.
 *
 * ProfileID: Peppol BIS 3.0 (standard_eu) uses urn:fdc:peppol.eu:2017:poacc:billing:01:1.0;
 * the PINT profiles use urn:peppol:bis:billing, as the official PINT examples and rule sets do.
 */
/** The country_profile values of the public API. */
export type CountryProfileId =
  | 'standard_eu'
  | 'pint_international'
  | 'pint_eu'
  | 'pint_sg'
  | 'pint_au'
  | 'pint_nz'
  | 'pint_my'
  | 'pint_ae'
  | 'pint_om'
  | 'pint_jp';

/** PINT jurisdictions (the public country profiles pint_*). */
export type PintJurisdiction =
  | 'international'
  | 'eu'
  | 'sg'
  | 'au'
  | 'nz'
  | 'my'
  | 'ae'
  | 'om'
  | 'jp';

/** One row of the country profile table. */
export interface CountryProfile {
  id: CountryProfileId;
  /** BT-24 specification identifier. */
  customizationId: string;
  /** BT-23 business process type. */
  profileId: string;
  /** cac:TaxScheme/cbc:ID. */
  taxScheme: 'VAT' | 'GST';
  /** Label reported as format.profile. */
  label: string;
  /** stable, or preview (structurally valid XML that may fail some official rules). */
  status: 'stable' | 'preview';
  /** Codes allowed in items[].tax_category (BT-151): the public table's. */
  taxCategories: readonly string[];
  /**
   * Further codes of the jurisdiction's official PINT code list, accepted as well and written
   * verbatim: retrieve reads them from official documents (SG NG, MY HVG/LVG, ...), and refusing
   * them would make those documents impossible to regenerate.
   */
  officialTaxCategories?: readonly string[];
  /**
   * Document type codes (BT-3) of the jurisdiction's official code list beyond UNTDID 1001 as
   * EN 16931 lists it (PINT AE 480, out of scope of VAT: ibr-cl-01 of the AE rules).
   */
  officialTypeCodes?: readonly string[];
  /** Known official-rule failures of preview profiles. */
  knownIssues: readonly string[];
  /** What the public API says about the profile beyond the status. */
  note?: string;
  /** The PINT jurisdiction (the UBL writer's PINT profile); none for Peppol BIS 3 (standard_eu). */
  pintJurisdiction?: PintJurisdiction;
  /** The identifier-scheme rule families that judge the documents: Peppol BIS, the PINT base rules, or both (PINT EU runs the aligned BIS rules too). */
  ruleFamilies: readonly ('bis' | 'pint')[];
  /**
   * Judged by a jurisdiction's own PINT rule set (SG, A-NZ, MY, AE, JP), not by the EN 16931
   * category rules: no BR-O-02 / BR-O-11 and no buyer VAT id demanded for AE / K lines (BR-AE-02, BR-K-02).
   */
  jurisdictionRules: boolean;
  /** The tax ids are national numbers, usually without an ISO prefix (the PINT profiles outside the EU): a coarse shape check only. */
  nationalTaxIds?: boolean;
  /** The rules put no shape on the buyer's tax id (BT-48; PINT JP): written as given, with a warning. */
  buyerTaxIdAsGiven?: boolean;
  /**
   * The jurisdiction's own exemption reason codes take the place of VATEX in BT-121 (PINT OM
   * VATEX-OM-01…12 for E, VATZR-OM-01…16 for Z: CL-05-OM, CL-10-OM), checked by its own checks.
   */
  nationalExemptionCodes?: boolean;
  /**
   * The rules put no code list on BT-121 (no BR-CL-22): every PINT rule set but EU's, which runs
   * the EN 16931 code lists, and OM's (nationalExemptionCodes). PINT AE states e.g. DL8.46.2.
   */
  freeExemptionCodes?: boolean;
  /**
   * The one VAT accounting currency (BT-6) the jurisdiction's rules accept, with the rule that
   * says so: a tax_currency other than it is refused before writing.
   */
  taxCurrency?: { code: string; rule: string };
  /** The seller is identified by its ABN / NZBN peppol_id (written as BT-30), which makes the GST number (BT-31) optional (PINT A-NZ). */
  registrationIdentifiesSeller?: boolean;
}

/** BT-23 of Peppol BIS Billing 3.0. */
export const PEPPOL_BIS3_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** BT-23 of the PINT specifications. */
export const PINT_PROFILE_ID = 'urn:peppol:bis:billing';

const EU_CODES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'] as const;
const SZE = ['S', 'Z', 'E'] as const;
/** Peppol BIS 3 and PINT EU accept these EN 16931 codes too (Canary Islands, Ceuta and Melilla, Italian split payment). */
const EU_OFFICIAL_CODES = ['L', 'M', 'B'] as const;
/** PINT SG code list (BR-CL-17/18-GST-SG) beyond the public SR, ZR, ES. */
const SG_OFFICIAL_CODES = [
  'SRCA-S',
  'SRCA-C',
  'ES33',
  'ESN33',
  'DS',
  'OS',
  'NG',
  'SRRC',
  'SROVR-RS',
  'SROVR-LVG',
  'SRLVG',
  'NA',
] as const;
/** PINT MY code list beyond the public SA, SE (HVG/LVG high/low value goods, TTX tourism tax). */
const MY_OFFICIAL_CODES = ['HVG', 'LVG', 'E', 'O', 'TTX'] as const;
/** PINT A-NZ code list beyond the public S, Z, E. */
const AUNZ_OFFICIAL_CODES = ['G', 'O'] as const;

/** PINT AE code list beyond the public S, Z, E (ibr-cl of the AE rules: O, AE, and N, the margin scheme's standard rate additional VAT). */
const AE_OFFICIAL_CODES = ['O', 'AE', 'N'] as const;

/** PINT OM code list beyond the public S, Z, E (ALIGNED-IBRP-O-*-OM: O, not subject to VAT). */
const OM_OFFICIAL_CODES = ['O'] as const;

/** What the PINT profiles outside the EU share. */
const NATIONAL = { jurisdictionRules: true, nationalTaxIds: true, ruleFamilies: ['pint'] } as const;

/** The table, keyed by profile id. */
export const COUNTRY_PROFILES: Readonly<Record<CountryProfileId, CountryProfile>> = {
  standard_eu: {
    id: 'standard_eu',
    customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    profileId: PEPPOL_BIS3_PROFILE_ID,
    taxScheme: 'VAT',
    label: 'PEPPOL-BIS-3',
    status: 'stable',
    taxCategories: EU_CODES,
    officialTaxCategories: EU_OFFICIAL_CODES,
    knownIssues: [],
    ruleFamilies: ['bis'],
    jurisdictionRules: false,
  },
  pint_international: {
    id: 'pint_international',
    customizationId: 'urn:peppol:pint:billing-1',
    profileId: PINT_PROFILE_ID,
    taxScheme: 'VAT',
    label: 'PINT',
    status: 'stable',
    taxCategories: EU_CODES,
    knownIssues: [],
    pintJurisdiction: 'international',
    freeExemptionCodes: true,
    ruleFamilies: ['pint'],
    jurisdictionRules: false,
    nationalTaxIds: true,
  },
  pint_sg: {
    id: 'pint_sg',
    customizationId: 'urn:peppol:pint:billing-1@sg-1',
    profileId: PINT_PROFILE_ID,
    taxScheme: 'GST',
    label: 'PINT-SG',
    status: 'stable',
    taxCategories: ['SR', 'ZR', 'ES'],
    officialTaxCategories: SG_OFFICIAL_CODES,
    knownIssues: [],
    note: 'passes Schematron',
    pintJurisdiction: 'sg',
    freeExemptionCodes: true,
    ...NATIONAL,
  },
  pint_eu: {
    id: 'pint_eu',
    customizationId: 'urn:peppol:pint:billing-1@eu-1',
    profileId: PINT_PROFILE_ID,
    taxScheme: 'VAT',
    label: 'PINT-EU',
    status: 'stable',
    taxCategories: EU_CODES,
    officialTaxCategories: EU_OFFICIAL_CODES,
    knownIssues: [],
    note: 'passes Schematron with 4 warnings',
    pintJurisdiction: 'eu',
    ruleFamilies: ['pint', 'bis'],
    jurisdictionRules: false,
  },
  pint_au: {
    id: 'pint_au',
    customizationId: 'urn:peppol:pint:billing-1@au-1',
    profileId: PINT_PROFILE_ID,
    taxScheme: 'GST',
    label: 'PINT-AU',
    status: 'preview',
    taxCategories: SZE,
    officialTaxCategories: AUNZ_OFFICIAL_CODES,
    knownIssues: ['4 errors: ABN in legal entity company id, scheme 0151'],
    pintJurisdiction: 'au',
    freeExemptionCodes: true,
    ...NATIONAL,
    registrationIdentifiesSeller: true,
  },
  pint_nz: {
    id: 'pint_nz',
    customizationId: 'urn:peppol:pint:billing-1@nz-1',
    profileId: PINT_PROFILE_ID,
    taxScheme: 'GST',
    label: 'PINT-NZ',
    status: 'preview',
    taxCategories: SZE,
    officialTaxCategories: AUNZ_OFFICIAL_CODES,
    knownIssues: ['4 errors: NZBN scheme 0088'],
    pintJurisdiction: 'nz',
    freeExemptionCodes: true,
    ...NATIONAL,
    registrationIdentifiesSeller: true,
  },
  pint_my: {
    id: 'pint_my',
    customizationId: 'urn:peppol:pint:billing-1@my-1',
    profileId: PINT_PROFILE_ID,
    taxScheme: 'VAT',
    label: 'PINT-MY',
    status: 'preview',
    taxCategories: ['SA', 'SE'],
    officialTaxCategories: MY_OFFICIAL_CODES,
    knownIssues: ['3 errors: business registration scheme in legal entity, InvoicePeriod'],
    pintJurisdiction: 'my',
    freeExemptionCodes: true,
    taxCurrency: { code: 'MYR', rule: 'ibr-cl-05-my' },
    ...NATIONAL,
  },
  pint_ae: {
    id: 'pint_ae',
    customizationId: 'urn:peppol:pint:billing-1@ae-1',
    profileId: PINT_PROFILE_ID,
    taxScheme: 'VAT',
    label: 'PINT-AE',
    status: 'preview',
    taxCategories: SZE,
    officialTaxCategories: AE_OFFICIAL_CODES,
    knownIssues: [
      '9 errors: ProfileExecutionID, line UUIDs, CountrySubentity with emirate codes AUH, DXB, SHJ, UAQ, FUJ, AJM, RAK',
    ],
    pintJurisdiction: 'ae',
    freeExemptionCodes: true,
    taxCurrency: { code: 'AED', rule: 'ibr-140-ae' },
    ...NATIONAL,
    officialTypeCodes: ['480'],
  },
  pint_om: {
    id: 'pint_om',
    customizationId: 'urn:peppol:pint:billing-1@om-1',
    profileId: PINT_PROFILE_ID,
    taxScheme: 'VAT',
    label: 'PINT-OM',
    status: 'stable',
    taxCategories: SZE,
    officialTaxCategories: OM_OFFICIAL_CODES,
    knownIssues: [],
    note: 'passes Schematron (PINT OM 1.0.1); HS and ISIC codes are checked against the Oman code lists by the official rules only; the transaction types third party, import of goods, special zone and profit margin are refused (their data has no field)',
    pintJurisdiction: 'om',
    ...NATIONAL,
    nationalExemptionCodes: true,
  },
  pint_jp: {
    id: 'pint_jp',
    customizationId: 'urn:peppol:pint:billing-1@jp-1',
    profileId: PINT_PROFILE_ID,
    taxScheme: 'VAT',
    label: 'PINT-JP',
    status: 'preview',
    taxCategories: SZE,
    officialTaxCategories: ['O'],
    knownIssues: ['1 error: InvoicePeriod'],
    note: 'tax scheme VAT stands for consumption tax',
    pintJurisdiction: 'jp',
    freeExemptionCodes: true,
    taxCurrency: { code: 'JPY', rule: 'aligned-ibr-jp-05' },
    ...NATIONAL,
    buyerTaxIdAsGiven: true,
  },
};

/** The tax categories a profile accepts, each once: the public table's, then the official list's further codes. */
export function allowedTaxCategories(profile: CountryProfile): readonly string[] {
  return [...new Set([...profile.taxCategories, ...(profile.officialTaxCategories ?? [])])];
}

/** Allowed tax categories per profile as Sets (precomputed for the checks). */
export const COUNTRY_PROFILE_TAX_CATEGORY_SETS: Readonly<
  Record<CountryProfileId, ReadonlySet<string>>
> = Object.fromEntries(
  Object.values(COUNTRY_PROFILES).map((p) => [p.id, new Set(allowedTaxCategories(p))]),
) as unknown as Record<CountryProfileId, ReadonlySet<string>>;

/** seller.country → profile, for the countries the public table names (others: standard_eu). */
const BY_COUNTRY: Readonly<Record<string, CountryProfileId>> = {
  SG: 'pint_sg',
  AU: 'pint_au',
  NZ: 'pint_nz',
  MY: 'pint_my',
  AE: 'pint_ae',
  OM: 'pint_om',
  JP: 'pint_jp',
};

/** Whether a string is a country profile id. */
export function isCountryProfileId(s: string): s is CountryProfileId {
  return Object.hasOwn(COUNTRY_PROFILES, s);
}

/** How a profile was resolved. */
export interface ResolvedCountryProfile {
  profile: CountryProfile;
  /** explicit (country_profile given) or derived (from seller.country). */
  source: 'explicit' | 'derived';
}

/**
 * The public API's derivation: an explicit country_profile wins; otherwise EU member states and
 * GB → standard_eu, SG → pint_sg, AU → pint_au, NZ → pint_nz, MY → pint_my, AE → pint_ae,
 * OM → pint_om, JP → pint_jp, anything else → standard_eu.
 */
export function resolveCountryProfile(
  sellerCountry: string,
  explicit?: string,
): ResolvedCountryProfile {
  if (explicit && isCountryProfileId(explicit))
    return { profile: COUNTRY_PROFILES[explicit], source: 'explicit' };
  const derived = BY_COUNTRY[sellerCountry];
  if (derived) return { profile: COUNTRY_PROFILES[derived], source: 'derived' };
  // EU member states, GB and anything else: standard_eu.
  return { profile: COUNTRY_PROFILES.standard_eu, source: 'derived' };
}
