/**
 * Deterministic line UUIDs (PINT AE asks for a UUID per line): the same invoice number and line
 * id always give the same RFC 4122 version-5-style UUID, so regenerating an invoice is stable.
 */
import { createHash } from 'node:crypto';

/** A name-based UUID from the invoice number (BT-1) and the line id (BT-126). */
export function lineUuid(invoiceNumber: string, lineId: string): string {
  const h = createHash('sha1').update(`einvoice:line:${invoiceNumber}\u0000${lineId}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50; // version 5
  h[8] = (h[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}
