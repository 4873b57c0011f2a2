/**
 * Deterministic name-based UUIDs (RFC 4122 version 5 layout over SHA-1) for the profiles that
 * want a document UUID (PINT SG, AE) or line UUIDs (PINT AE): the same invoice number and line
 * id always give the same UUID, so regenerating an invoice gives the same document.
 */
import { createHash } from 'node:crypto';

/** A UUID derived from a name, e.g. `doc:<BT-1>` or `line:<BT-1>\0<BT-126>`. */
export function nameUuid(name: string): string {
  const h = createHash('sha1').update(`einvoice:${name}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50; // version 5
  h[8] = (h[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}
