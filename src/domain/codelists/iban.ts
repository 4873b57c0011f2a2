/**
 * IBAN check (BT-84 Payment account identifier): ISO 13616 shape, the country's length from the
 * SWIFT IBAN Registry where known, and the ISO 7064 MOD 97-10 check (remainder 1).
 */
import { COUNTRY_CODES_SET } from './country-codes.generated.js';

/** IBAN lengths per country (SWIFT IBAN Registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

const SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Removes spaces and upper-cases, as the API does before writing BT-84. */
export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** Whether an IBAN (spaces allowed) has a valid shape, length and MOD 97 check. */
export function isValidIban(iban: string): boolean {
  const s = normalizeIban(iban);
  if (!SHAPE.test(s)) return false;
  const country = s.slice(0, 2);
  if (country !== 'XK' && !COUNTRY_CODES_SET.has(country)) return false;
  const len = IBAN_LENGTHS[country];
  if (len !== undefined && s.length !== len) return false;
  const rearranged = s.slice(4) + s.slice(0, 4);
  let rem = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    if (code <= 57) rem = (rem * 10 + (code - 48)) % 97;
    else rem = (rem * 100 + (code - 55)) % 97;
  }
  return rem === 1;
}
