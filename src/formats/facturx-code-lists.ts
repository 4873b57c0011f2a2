/**
 * Code lists of the Factur-X / ZUGFeRD rules (FNFE-MPE / FeRD Factur-X 1.09.2, the
 * FACTUR-X_<profile>_codedb.xml of each profile's Schematron) that are narrower than EN 16931's,
 * for the registry rows those rules judge. BASIC WL, BASIC and EN16931 accept the VAT categories
 * EN 16931 does except B (split payment); EXTENDED accepts B; MINIMUM states no category. Every
 * profile compares the VATEX code (BT-121) with its list as written, where the CEN rules compare
 * it in upper case (BR-CL-22: upper-case(.)): vatex-eu-132-1a passes those and fails these.
 * Tested against the official codedb files (test/formats/facturx-code-lists.test.ts).
 */
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

/** The narrower lists of each Factur-X profile's rules (none: EN 16931's lists). */
export const FACTURX_CODE_LISTS: Partial<Record<CiiProfile, UblCountryCodeLists>> = {
  basic_wl: {
    ...categories('FX-SCH-A-000179', 'FX-SCH-A-000475', 'FX-SCH-A-000482'),
    ...vatex('FX-SCH-A-000181'),
  },
  basic: {
    ...categories('FX-SCH-A-000508', 'FX-SCH-A-000518', 'FX-SCH-A-000521', 'FX-SCH-A-000537'),
    ...vatex('FX-SCH-A-000510'),
  },
  en16931: {
    ...categories('FX-SCH-A-000587', 'FX-SCH-A-000599', 'FX-SCH-A-000602', 'FX-SCH-A-000619'),
    ...vatex('FX-SCH-A-000589'),
  },
  extended: vatex(
    'FX-SCH-A-000855',
    'FX-SCH-A-000956',
    'FX-SCH-A-000967',
    'FX-SCH-A-000971',
    'FX-SCH-A-000976',
    'FX-SCH-A-001065',
    'FX-SCH-A-001130',
  ),
};
