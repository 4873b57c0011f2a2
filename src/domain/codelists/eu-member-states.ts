/**
 * The 27 EU member states (ISO 3166-1 alpha-2), since 1 February 2020 (United Kingdom
 * withdrawal). Used for the Peppol country-profile derivation (standard_eu) and for the German
 * and Italian legal warnings. Greece is GR here; its VAT prefix is EL (see vat-id-patterns.ts).
 * Source: Treaty on European Union, art. 52 (list of member states), as of 2020-02-01.
 */

/** The member states, alphabetical by code. */
export const EU_MEMBER_STATES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

/** The member states as a Set. */
export const EU_MEMBER_STATES_SET: ReadonlySet<string> = new Set(EU_MEMBER_STATES);

/** Whether an ISO 3166-1 alpha-2 code is an EU member state. */
export function isEuMemberState(country: string): boolean {
  return EU_MEMBER_STATES_SET.has(country);
}
