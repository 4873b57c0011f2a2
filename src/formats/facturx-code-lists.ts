/**
 * Code lists of the Factur-X / ZUGFeRD rules (FNFE-MPE / FeRD Factur-X 1.09.2, the
 * FACTUR-X_<profile>_codedb.xml of each profile's Schematron) that are narrower than EN 16931's,
 * for the registry rows those rules judge. BASIC WL, BASIC and EN16931 accept the VAT categories
 * EN 16931 does except B (split payment); EXTENDED accepts B; MINIMUM states no category. Every
 * profile compares the VATEX code (BT-121) with its list as written, where the CEN rules compare
 * it in upper case (BR-CL-22: upper-case(.)): vatex-eu-132-1a passes those and fails these.
 * Their ISO 4217, EAS and (but in EXTENDED) GlobalID ICD lists are older than EN 16931 1.3.16's:
 * they lack the currency STD, the EAS codes 0219 and 0220, and the ICD codes 0241 to 0248, so
 * a document with one passes the CEN rules and fails these.
 * Tested against the official codedb files (test/formats/facturx-code-lists.test.ts).
 */
import { CURRENCY_CODES } from '../domain/codelists/currency-codes.generated.js';
import { EAS_CODES } from '../domain/codelists/eas-codes.generated.js';
import { ICD_CODES } from '../domain/codelists/icd-codes.generated.js';
import { VATEX_CODES } from '../domain/codelists/vatex-codes.generated.js';
import type { CiiProfile } from './format-registry.js';
import type { NationalCodePattern, UblCountryCodeLists } from './cius-pt-code-lists.js';

/** UNTDID 5305 as Factur-X BASIC WL, BASIC and EN16931 take it: EN 16931's list without B. */
const WITHOUT_SPLIT_PAYMENT = new Set(['AE', 'E', 'G', 'K', 'L', 'M', 'O', 'S', 'Z']);

/** BT-95, BT-102, BT-118, BT-151 under the rules ("Value of 'ram:CategoryCode' is not allowed") of a profile. */
const categories = (...ruleIds: string[]): Pick<UblCountryCodeLists, 'taxCategories'> => ({
  taxCategories: { ruleIds, codes: WITHOUT_SPLIT_PAYMENT },
});

/** A VATEX code exactly as the list spells it (upper case). */
const VATEX_AS_LISTED = new RegExp(`^(?:${VATEX_CODES.join('|')})$`);

/** BT-121 under the rules ("Value of 'ram:ExemptionReasonCode' is not allowed") of a profile. */
const vatex = (...ruleIds: string[]): { exemptionReasonCode: NationalCodePattern } => ({
  exemptionReasonCode: {
    ruleIds,
    pattern: VATEX_AS_LISTED,
    expected: 'a VATEX code as the list spells it, in upper case, e.g. VATEX-EU-132-1A',
  },
});

/** An EN 16931 list without the codes the Factur-X lists do not have yet. */
const without = (list: readonly string[], ...missing: string[]): ReadonlySet<string> =>
  new Set(list.filter((code) => !missing.includes(code)));

/** BT-5, BT-6 and every currencyID: ISO 4217 without STD (replaced by STN in 2018). */
const currencies = (...ruleIds: string[]): Pick<UblCountryCodeLists, 'currencies'> => ({
  currencies: {
    ruleIds,
    codes: without(CURRENCY_CODES, 'STD'),
    expected: 'ISO 4217 alpha-3 as the Factur-X rules list it (STN, not the retired STD), e.g. EUR',
  },
});

/** BT-34, BT-49 schemes (URIUniversalCommunication/URIID): the EAS list without 0219, 0220. */
const addressSchemes = (
  ...ruleIds: string[]
): Pick<UblCountryCodeLists, 'electronicAddressSchemes'> => ({
  electronicAddressSchemes: { ruleIds, codes: without(EAS_CODES, '0219', '0220') },
});

/**
 * BT-29, BT-46, BT-60, BT-71 schemes (the parties' GlobalID): ICD without 0241 to 0248. Their
 * legal registrations (SpecifiedLegalOrganization/ID) and BT-157 are judged by the full list.
 */
const globalIdSchemes = (
  ...ruleIds: string[]
): Pick<UblCountryCodeLists, 'globalIdentifierSchemes'> => ({
  globalIdentifierSchemes: {
    ruleIds,
    codes: without(ICD_CODES, '0241', '0242', '0243', '0244', '0245', '0246', '0247', '0248'),
  },
});

/** The narrower lists of each Factur-X profile's rules (none: EN 16931's lists). */
export const FACTURX_CODE_LISTS: Partial<Record<CiiProfile, UblCountryCodeLists>> = {
  minimum: currencies('FX-SCH-A-000040', 'FX-SCH-A-000045', 'FX-SCH-A-000414'),
  basic_wl: {
    ...categories('FX-SCH-A-000179', 'FX-SCH-A-000475', 'FX-SCH-A-000482'),
    ...vatex('FX-SCH-A-000181'),
    ...currencies('FX-SCH-A-000464', 'FX-SCH-A-000486', 'FX-SCH-A-000487'),
    ...addressSchemes('FX-SCH-A-000429', 'FX-SCH-A-000447'),
    ...globalIdSchemes('FX-SCH-A-000421', 'FX-SCH-A-000441', 'FX-SCH-A-000454', 'FX-SCH-A-000471'),
  },
  basic: {
    ...categories('FX-SCH-A-000508', 'FX-SCH-A-000518', 'FX-SCH-A-000521', 'FX-SCH-A-000537'),
    ...vatex('FX-SCH-A-000510'),
    ...currencies('FX-SCH-A-000514', 'FX-SCH-A-000525', 'FX-SCH-A-000526'),
    ...addressSchemes('FX-SCH-A-000498', 'FX-SCH-A-000504'),
    ...globalIdSchemes('FX-SCH-A-000494', 'FX-SCH-A-000501', 'FX-SCH-A-000506', 'FX-SCH-A-000516'),
  },
  en16931: {
    ...categories('FX-SCH-A-000587', 'FX-SCH-A-000599', 'FX-SCH-A-000602', 'FX-SCH-A-000619'),
    ...vatex('FX-SCH-A-000589'),
    ...currencies('FX-SCH-A-000595', 'FX-SCH-A-000606', 'FX-SCH-A-000607'),
    ...addressSchemes('FX-SCH-A-000571', 'FX-SCH-A-000582'),
    ...globalIdSchemes('FX-SCH-A-000567', 'FX-SCH-A-000579', 'FX-SCH-A-000585', 'FX-SCH-A-000597'),
  },
  extended: {
    ...vatex(
      'FX-SCH-A-000855',
      'FX-SCH-A-000956',
      'FX-SCH-A-000967',
      'FX-SCH-A-000971',
      'FX-SCH-A-000976',
      'FX-SCH-A-001065',
      'FX-SCH-A-001130',
    ),
    ...currencies('FX-SCH-A-000861', 'FX-SCH-A-001006', 'FX-SCH-A-001007'),
    ...addressSchemes('FX-SCH-A-000704', 'FX-SCH-A-000782'),
  },
};
