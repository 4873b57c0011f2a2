/**
 * VAT identifier shape check (BT-31 Seller VAT identifier, BT-48 Buyer VAT identifier): a known
 * two-letter prefix followed by the national pattern (vat-id-patterns.ts). Countries without a
 * known pattern get a coarse shape check (2–20 letters, digits or hyphens after an ISO 3166 prefix).
 */
import { COUNTRY_CODES_SET } from './country-codes.generated.js';
import { VAT_ID_EXAMPLES, VAT_ID_PATTERNS } from './vat-id-patterns.js';

/** The result of a VAT id check, with a reason when it fails. */
export interface VatIdCheck {
  valid: boolean;
  /** The prefix (EL for Greece, XI for Northern Ireland). */
  prefix: string;
  /** Whether a national pattern was applied (false: coarse check only). */
  nationalPattern: boolean;
  /** Why it failed, e.g. "expected DE followed by 9 digits (DE123456789)". */
  reason?: string;
}

// Wide enough for the tax ids of the PINT countries (a 15-digit UAE TRN, a JP T-number, SG GST ids with hyphens).
const COARSE = /^[0-9A-Z+*-]{2,20}$/;

/** Removes the separators people type (spaces, dots, hyphens) and upper-cases. */
export function normalizeVatId(id: string): string {
  return id.replace(/[\s.-]/g, '').toUpperCase();
}

/** Checks a VAT id's prefix and national shape (after normalizeVatId). */
export function checkVatId(id: string): VatIdCheck {
  const norm = normalizeVatId(id);
  const prefix = norm.slice(0, 2);
  const rest = norm.slice(2);
  const pattern = VAT_ID_PATTERNS[prefix];
  if (pattern) {
    return pattern.test(rest)
      ? { valid: true, prefix, nationalPattern: true }
      : {
          valid: false,
          prefix,
          nationalPattern: true,
          reason: `expected the ${prefix} pattern, e.g. ${VAT_ID_EXAMPLES[prefix]}`,
        };
  }
  if (prefix === 'GR') {
    return {
      valid: false,
      prefix,
      nationalPattern: false,
      reason: 'Greek VAT ids use the prefix EL, e.g. EL123456789',
    };
  }
  if (!/^[A-Z]{2}$/.test(prefix) || !COUNTRY_CODES_SET.has(prefix)) {
    return {
      valid: false,
      prefix,
      nationalPattern: false,
      reason: 'expected a two-letter country prefix, e.g. DE123456789',
    };
  }
  return COARSE.test(rest)
    ? { valid: true, prefix, nationalPattern: false }
    : {
        valid: false,
        prefix,
        nationalPattern: false,
        reason: `expected ${prefix} followed by 2 to 20 letters, digits or hyphens`,
      };
}

/** Whether a VAT id has a valid prefix and national shape. */
export function isValidVatId(id: string): boolean {
  return checkVatId(id).valid;
}
