/**
 * Leitweg-ID (German public-sector routing id, written as BT-10 Buyer reference in XRechnung).
 * Per the KoSIT "Formatspezifikation Leitweg-ID" 2.0: coarse address (2–12 digits: 2 for the
 * federation or a Land, up to 12 for districts and municipalities), an optional fine address
 * (1–30 letters or digits), and two check digits computed with ISO/IEC 7064 MOD 97-10 over
 * coarse + fine address with letters mapped A=10 … Z=35, all joined by hyphens.
 */

const SHAPE = /^(\d{2,12})(?:-([0-9A-Za-z]{1,30}))?-(\d{2})$/;

/** The parts of a Leitweg-ID. */
export interface LeitwegId {
  coarse: string;
  fine?: string;
  check: string;
}

/** The MOD 97-10 check digits for the digits/letters given (letters A=10 … Z=35). */
export function leitwegCheckDigits(body: string): string {
  let rem = 0;
  for (const ch of body.toUpperCase()) {
    const code = ch.charCodeAt(0);
    const value = code <= 57 ? String(code - 48) : String(code - 55);
    for (const digit of value) rem = (rem * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  rem = (rem * 100) % 97;
  return String(98 - rem).padStart(2, '0');
}

/** Splits a Leitweg-ID into its parts, or undefined when the shape is wrong. */
export function parseLeitwegId(id: string): LeitwegId | undefined {
  const m = SHAPE.exec(id);
  if (!m) return undefined;
  return { coarse: m[1], fine: m[2], check: m[3] };
}

/** Whether a Leitweg-ID has the right shape and check digits. */
export function isValidLeitwegId(id: string): boolean {
  const parts = parseLeitwegId(id);
  if (!parts) return false;
  return leitwegCheckDigits(parts.coarse + (parts.fine ?? '')) === parts.check;
}
