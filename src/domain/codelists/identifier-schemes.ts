/**
 * The format of identifiers in ISO 6523 schemes whose official Peppol rules check them: electronic
 * addresses (BT-34 / BT-49), party identifiers (BT-29 / BT-46 / BT-60) and legal registration
 * identifiers (BT-30 / BT-47 / BT-61) with one of these scheme ids must pass the scheme's check.
 * Peppol BIS Billing 3.0 names the rules PEPPOL-COMMON-R0xx, the PINT base rules ibr-0xx/1xx;
 * both are fatal. One row per scheme: the test, what it is, and the rule id in each rule family.
 */
import { isValidPartitaIva } from './codice-fiscale.js';

/** One ISO 6523 scheme with a format rule. */
export interface IdentifierScheme {
  /** ISO 6523 ICD. */
  scheme: string;
  /** What the identifier is, for messages. */
  name: string;
  /** Whether an identifier is well formed, check digit included. */
  valid(id: string): boolean;
  /** Example of a well-formed identifier, for the `expected` of an issue. */
  expected: string;
  /** Peppol BIS Billing 3.0 rule id (fatal), when BIS checks this scheme. */
  bis?: string;
  /** PINT base rule id (fatal), when PINT checks this scheme. */
  pint?: string;
}

const digits = (s: string, n?: number) =>
  (n === undefined ? /^[0-9]+$/ : new RegExp(`^[0-9]{${n}}$`)).test(s);
const digit = (s: string, i: number) => s.charCodeAt(i) - 48;

/** GS1 check digit (GLN, GTIN): weights 3 and 1 from the right, excluding the check digit. */
export function isValidGln(id: string): boolean {
  if (!digits(id) || id.length < 2) return false;
  let sum = 0;
  for (let i = id.length - 2, w = 3; i >= 0; i--, w = 4 - w) sum += digit(id, i) * w;
  return (10 - (sum % 10)) % 10 === digit(id, id.length - 1);
}

/** Norwegian organisation number: 9 digits, mod 11 with weights 2..7 from the right. */
export function isValidNorwegianOrgNumber(id: string): boolean {
  if (!digits(id, 9) || Number(id) === 0) return false;
  let sum = 0;
  for (let i = 7, k = 0; i >= 0; i--, k++) sum += digit(id, i) * ((k % 6) + 2);
  return (11 - (sum % 11)) % 11 === digit(id, 8);
}

/** Belgian enterprise number: 10 digits, the last two are 97 - (first eight mod 97). */
export function isValidBelgianEnterpriseNumber(id: string): boolean {
  return digits(id, 10) && 97 - (Number(id.slice(0, 8)) % 97) === Number(id.slice(8));
}

/** Swedish organisation number: 10 digits, Luhn check digit. */
export function isValidSwedishOrgNumber(id: string): boolean {
  if (!digits(id, 10)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = digit(id, i);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Australian Business Number: 11 digits, first digit less one, weighted sum mod 89 = 0. */
export function isValidAbn(id: string): boolean {
  if (!digits(id, 11)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += (digit(id, i) - (i === 0 ? 1 : 0)) * weights[i];
  return sum % 89 === 0;
}

/** Italian VAT number as Peppol writes it: optional IT prefix, then the 11-digit partita IVA. */
function isValidItalianVat(id: string): boolean {
  return isValidPartitaIva(id.startsWith('IT') ? id.slice(2) : id);
}

/** The schemes with a format rule, by ICD. */
export const IDENTIFIER_SCHEMES: Readonly<Record<string, IdentifierScheme>> = Object.fromEntries(
  (
    [
      {
        scheme: '0088',
        name: 'GLN (GS1 check digit)',
        valid: isValidGln,
        expected: 'a GS1 GLN with its check digit, e.g. 4000001000005',
        bis: 'PEPPOL-COMMON-R040',
        pint: 'ibr-068',
      },
      {
        scheme: '0192',
        name: 'Norwegian organisation number (9 digits, mod 11)',
        valid: isValidNorwegianOrgNumber,
        expected: '9 digits with a mod-11 check digit, e.g. 123456785',
        bis: 'PEPPOL-COMMON-R041',
        pint: 'ibr-069',
      },
      // PINT wants the DK prefix; BIS accepts the 8 digits alone too.
      {
        scheme: '0184',
        name: 'Danish CVR number',
        valid: (id) => /^DK[0-9]{8}$/.test(id),
        expected: 'DK and 8 digits, e.g. DK12345678',
        bis: 'PEPPOL-COMMON-R042',
        pint: 'ibr-070',
      },
      {
        scheme: '0096',
        name: 'Danish P number (10 digits)',
        valid: (id) => digits(id, 10),
        expected: '10 digits',
        bis: 'PEPPOL-COMMON-R052',
      },
      {
        scheme: '0198',
        name: 'Danish ERSTORG number',
        valid: (id) => /^DK[0-9]{8}$/.test(id),
        expected: 'DK and 8 digits',
        bis: 'PEPPOL-COMMON-R053',
      },
      {
        scheme: '0208',
        name: 'Belgian enterprise number (10 digits, mod 97)',
        valid: isValidBelgianEnterpriseNumber,
        expected: '10 digits whose last two are 97 - (first eight mod 97), e.g. 0123456749',
        bis: 'PEPPOL-COMMON-R043',
        pint: 'ibr-113',
      },
      {
        scheme: '0201',
        name: 'Italian IPA code (6 letters or digits)',
        valid: (id) => /^[A-Za-z0-9]{6}$/.test(id),
        expected: '6 letters or digits',
        pint: 'ibr-114',
      },
      {
        scheme: '0210',
        name: 'Italian codice fiscale',
        valid: (id) => /^[A-Za-z0-9]{16}$/.test(id) || /^[0-9]{11}$/.test(id),
        expected: 'a 16-character or 11-digit codice fiscale',
        pint: 'ibr-115',
      },
      {
        scheme: '0211',
        name: 'Italian VAT number (partita IVA)',
        valid: isValidItalianVat,
        expected: 'IT and 11 digits with a valid check digit',
        pint: 'ibr-116',
      },
      {
        scheme: '0007',
        name: 'Swedish organisation number (10 digits, Luhn)',
        valid: isValidSwedishOrgNumber,
        expected: '10 digits with a Luhn check digit, e.g. 5560360793',
        bis: 'PEPPOL-COMMON-R049',
        pint: 'ibr-127',
      },
      {
        scheme: '0151',
        name: 'Australian Business Number (11 digits, mod 89)',
        valid: isValidAbn,
        expected: '11 digits with a valid ABN check, e.g. 51824753556',
        bis: 'PEPPOL-COMMON-R050',
        pint: 'ibr-120',
      },
    ] satisfies IdentifierScheme[]
  ).map((s) => [s.scheme, s]),
);

/**
 * The problem with an identifier in a scheme, for a rule family, or undefined when it is well
 * formed (or its scheme has no rule in that family). The PINT rule for 0007 checks the shape only.
 */
export function identifierSchemeProblem(
  scheme: string,
  id: string,
  family: 'bis' | 'pint',
): { rule: string; scheme: IdentifierScheme } | undefined {
  const row = IDENTIFIER_SCHEMES[scheme.trim()];
  const rule = row?.[family];
  if (!row || !rule) return undefined;
  const value = id.trim();
  if (scheme.trim() === '0184' && family === 'bis' && digits(value, 8)) return undefined;
  if (scheme.trim() === '0007' && family === 'pint' && digits(value, 10)) return undefined;
  return row.valid(value) ? undefined : { rule, scheme: row };
}
