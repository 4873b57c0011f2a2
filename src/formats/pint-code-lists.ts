/**
 * The code lists of a PINT rule set narrower than EN 16931's. PINT EU 1.1.1's ISO 4217 lists
 * (BR-CL-04 for BT-5, BR-CL-05 for BT-6) are older than EN 16931 1.3.16's: they lack CNH, MRU
 * and UYW, which the other PINT releases and the CEN rules accept. Tested against the official
 * Schematron (test/formats/pint-code-lists.test.ts).
 */
import { CURRENCY_CODES } from '../domain/codelists/currency-codes.generated.js';
import type { CountryProfileId } from './country-profiles.js';
import type { UblCountryCodeLists } from './cius-pt-code-lists.js';

/** The ISO 4217 codes PINT EU 1.1.1 does not have yet. */
const NOT_IN_PINT_EU = new Set(['CNH', 'MRU', 'UYW']);

export const PINT_CODE_LISTS: Partial<Record<CountryProfileId, UblCountryCodeLists>> = {
  pint_eu: {
    currencies: {
      ruleIds: ['BR-CL-04', 'BR-CL-05'],
      codes: new Set(CURRENCY_CODES.filter((code) => !NOT_IN_PINT_EU.has(code))),
    },
  },
};
