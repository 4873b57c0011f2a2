/**
 * Opaque, unique transaction ids: `tx_` and 26 characters of base32 randomness (130 bits),
 * safe in URLs and file names (GET /v1/preview/{transaction_id}.png).
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new transaction id. */
export function newTransactionId(): string {
  const bytes = randomBytes(17);
  let out = 'tx_';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 29) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}
