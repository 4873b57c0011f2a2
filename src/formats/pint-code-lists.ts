/**
 * The code lists of the PINT rule sets narrower than EN 16931's, which validate would otherwise
 * accept and the official rules refuse (generate's 422). Every PINT rule set runs the PINT base
 * rules (PINT-UBL-validation-preprocessed, its `ibr-cl-*` lists); some add lists of their own:
 * PINT EU its EN 16931-aligned copy of the CEN rules (BR-CL-*, with the older ISO 4217 list that
 * lacks CNH, MRU and UYW, and UNTDID 4461 without the PINT codes Z01 … Z08), PINT SG its BR-CL-16-SG,
 * PINT JP its aligned-ibrp-cl-02-jp (an invoice is 380). Each list is written as the EN 16931 list
 * validate uses without the codes the rules refuse, and names the rules that state it;
 * test/formats/pint-code-lists.test.ts compares each with the official XSLT the rule set runs.
 * Lists the PINT rules do not narrow (ICD, units, countries, allowance and charge reasons, VATEX)
 * stay EN 16931's; the tax categories are the country profiles' (country-profiles.ts).
 */
import { CREDIT_NOTE_TYPE_CODES } from '../domain/codelists/credit-note-type-codes.generated.js';
import { CURRENCY_CODES } from '../domain/codelists/currency-codes.generated.js';
import { EAS_CODES } from '../domain/codelists/eas-codes.generated.js';
import { INVOICE_TYPE_CODES } from '../domain/codelists/invoice-type-codes.generated.js';
import { PAYMENT_MEANS_CODES } from '../domain/codelists/payment-means-codes.generated.js';
import type { CountryProfileId } from './country-profiles.js';
import type { NationalCodeList, UblCountryCodeLists } from './cius-pt-code-lists.js';

/** The codes of an EN 16931 list without those given (space-separated). */
const without = (list: readonly string[], dropped: string): ReadonlySet<string> => {
  const drop = new Set(dropped.split(' '));
  return new Set(list.filter((code) => !drop.has(code)));
};
const list = (ruleIds: readonly string[], codes: ReadonlySet<string>): NationalCodeList => ({
  ruleIds,
  codes,
});

/**
 * UNTDID 4461 as EN 16931 lists it with the PINT codes Z01 … Z08 (SG PayNow is Z02): what every
 * PINT rule set's ibr-cl-16 starts from.
 */
export const PINT_PAYMENT_MEANS_CODES: readonly string[] = [
  ...PAYMENT_MEANS_CODES,
  ...['Z01', 'Z02', 'Z03', 'Z04', 'Z05', 'Z06', 'Z07', 'Z08'],
];

/**
 * BT-3 in an Invoice (ibr-cl-01): UNTDID 1001 as EN 16931 lists it without these (81, which
 * EN 16931 has in both lists, is a CreditNote's only).
 */
const INVOICE_TYPES = without(
  INVOICE_TYPE_CODES,
  '81 130 202 203 204 211 295 325 326 384 385 387 389 390 394 456 457 471 472 473 500 501 527 633 751 935',
);
/** BT-3 in a CreditNote (ibr-cl-01): 81, 83, 381, 396, 532. */
const CREDIT_NOTE_TYPES = without(CREDIT_NOTE_TYPE_CODES, '261 262 296 308 420 458 502 503');

/** The lists of the PINT base rules, which every PINT rule set runs. */
const PINT_BASE: UblCountryCodeLists = {
  invoiceTypes: list(['ibr-cl-01'], INVOICE_TYPES),
  creditNoteTypes: list(['ibr-cl-01'], CREDIT_NOTE_TYPES),
  // BT-5, BT-6 and every amount's currencyID: ISO 4217 without STD (the rules have its successor
  // STN, which EN 16931 1.3.16's list, and so validate, lacks).
  currencies: list(['ibr-cl-03', 'ibr-cl-04', 'ibr-cl-05'], without(CURRENCY_CODES, 'STD')),
  // BT-81: no 69 (not in the PINT release of UNTDID 4461).
  paymentMeans: list(['ibr-cl-16'], without(PINT_PAYMENT_MEANS_CODES, '69')),
  // BT-34, BT-49: the Peppol participant schemes, not every CEF EAS code.
  electronicAddressSchemes: list(
    ['ibr-cl-25'],
    without(EAS_CODES, '0147 0170 0194 0203 0205 0217 0219 0220 0225 AN AQ AS AU EM'),
  ),
};

export const PINT_CODE_LISTS: Readonly<Record<CountryProfileId, UblCountryCodeLists | undefined>> =
  {
    // Peppol BIS 3 (release 2026.5): PEPPOL-EN16931-CL007 (ISO 4217 without STD). Its release
    // 3.0.19, which judges documents dated before 17 August 2026, also lacks CNH, MRU, UYW, XCG
    // and the ICD codes 0241 to 0248: validate reads those lists from the release's own files
    // (validation/checks/judging-code-lists.ts).
    standard_eu: { currencies: list(['PEPPOL-EN16931-CL007'], without(CURRENCY_CODES, 'STD')) },
    pint_international: PINT_BASE,
    pint_eu: {
      ...PINT_BASE,
      // BR-CL-04, BR-CL-05: the ISO 4217 list of EN 16931 1.3.x before CNH, MRU and UYW; BR-CL-03
      // (every currencyID) has CNH but not MRU, UYW.
      currencies: list(
        ['ibr-cl-03', 'ibr-cl-04', 'ibr-cl-05', 'BR-CL-03', 'BR-CL-04', 'BR-CL-05'],
        without(CURRENCY_CODES, 'STD CNH MRU UYW'),
      ),
      // BR-CL-16: UNTDID 4461 without the PINT codes.
      paymentMeans: list(
        ['ibr-cl-16', 'BR-CL-16'],
        without(PINT_PAYMENT_MEANS_CODES, '69 Z01 Z02 Z03 Z04 Z05 Z06 Z07 Z08'),
      ),
    },
    pint_sg: {
      ...PINT_BASE,
      // BR-CL-16-SG: no 98, and of the PINT codes only Z01 and Z02 (PayNow).
      paymentMeans: list(
        ['ibr-cl-16', 'BR-CL-16-SG'],
        without(PINT_PAYMENT_MEANS_CODES, '69 98 Z03 Z04 Z05 Z06 Z07 Z08'),
      ),
    },
    // aligned-ibrp-cl-02-jp: an Invoice is 380 (a CreditNote keeps ibr-cl-01's list).
    pint_jp: {
      ...PINT_BASE,
      invoiceTypes: list(['ibr-cl-01', 'aligned-ibrp-cl-02-jp'], new Set(['380'])),
    },
    pint_au: PINT_BASE,
    pint_nz: PINT_BASE,
    pint_my: PINT_BASE,
    // ibr-cl-01 of PINT AE: 380 and 480 (out of scope of VAT, the profile's officialTypeCodes, not
    // in UNTDID 1001 as EN 16931 lists it), credit notes 81 and 381.
    pint_ae: {
      ...PINT_BASE,
      invoiceTypes: list(['ibr-cl-01'], new Set(['380'])),
      creditNoteTypes: list(['ibr-cl-01'], new Set(['81', '381'])),
    },
    pint_om: PINT_BASE,
  };

/**
 * The lists of the self-billing rule sets (A-NZ, MY, AE, OM), which judge BT-3 389 and 261: the
 * base lists with ibr-cl-01 of self-billing (389; 261, and PINT AE's 81).
 */
export const PINT_SELF_BILLING_CODE_LISTS: Partial<Record<CountryProfileId, UblCountryCodeLists>> =
  {
    pint_au: {
      ...PINT_BASE,
      invoiceTypes: list(['ibr-cl-01-aunz-sb'], new Set(['389'])),
      creditNoteTypes: list(['ibr-cl-01-aunz-sb'], new Set(['261'])),
    },
    pint_nz: {
      ...PINT_BASE,
      invoiceTypes: list(['ibr-cl-01-aunz-sb'], new Set(['389'])),
      creditNoteTypes: list(['ibr-cl-01-aunz-sb'], new Set(['261'])),
    },
    pint_my: {
      ...PINT_BASE,
      invoiceTypes: list(['ibr-cl-01'], new Set(['389'])),
      creditNoteTypes: list(['ibr-cl-01'], new Set(['261'])),
    },
    pint_ae: {
      ...PINT_BASE,
      invoiceTypes: list(['ibr-cl-01'], new Set(['389'])),
      creditNoteTypes: list(['ibr-cl-01'], new Set(['261', '81'])),
    },
    pint_om: {
      ...PINT_BASE,
      invoiceTypes: list(['ibr-cl-01'], new Set(['389'])),
      creditNoteTypes: list(['ibr-cl-01'], new Set(['261'])),
    },
  };
