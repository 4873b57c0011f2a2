/**
 * Italian tax codes (FatturaPA CodiceFiscale, 1.2.1.2 / 1.4.1.2): the 16-character personal code
 * (DM 23/12/1976, with its check character and the "omocodia" letter substitutions) and the
 * 11-digit numeric code of legal entities, which is the partita IVA (DPR 605/1973, art. 2) with a
 * Luhn check digit.
 */

const PERSONAL =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Values of characters in odd (1st, 3rd, ...) positions, indexed by digit or letter A–Z. */
const ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

/** Index 0–9 for digits, 0–25 for letters. */
function charIndex(c: string): number {
  const code = c.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

/** Whether a 16-character personal codice fiscale has a valid check character. */
export function isValidPersonalCodiceFiscale(cf: string): boolean {
  const s = cf.toUpperCase();
  if (!PERSONAL.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const idx = charIndex(s[i]);
    sum += i % 2 === 0 ? ODD[idx] : idx;
  }
  return String.fromCharCode(65 + (sum % 26)) === s[15];
}

/** Whether an 11-digit partita IVA (or numeric codice fiscale) has a valid Luhn check digit. */
export function isValidPartitaIva(piva: string): boolean {
  if (!/^\d{11}$/.test(piva)) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    let d = piva.charCodeAt(i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether a codice fiscale is valid: 16-character personal code or 11-digit numeric code. */
export function isValidCodiceFiscale(cf: string): boolean {
  if (cf.length === 16) return isValidPersonalCodiceFiscale(cf);
  if (cf.length === 11) return isValidPartitaIva(cf);
  return false;
}
