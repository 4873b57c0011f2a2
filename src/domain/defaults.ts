/**
 * Defaults of the public API (see PUBLIC-API.md), in one place so that the API mapper, the
 * validator and the renderer agree on them.
 */

/** BT-5 invoice currency when none is given. */
export const DEFAULT_CURRENCY = 'EUR';
/** BT-130 unit of measure when none is given: C62 "one" (piece). */
export const DEFAULT_UNIT_CODE = 'C62';
/** BT-152 VAT rate in percent when none is given. */
export const DEFAULT_VAT_RATE = 19;
/** BT-40 / BT-55 country when none is given. */
export const DEFAULT_COUNTRY = 'DE';
/** BT-3 invoice type code for a commercial invoice (UNTDID 1001). */
export const DEFAULT_TYPE_CODE = '380';

/** FatturaPA document types that are credit notes (BT-3 381). */
const CREDIT_NOTE_TIPI = new Set(['TD04', 'TD08']);

/** BT-3 as the request gives it: type_code, else 381 for a FatturaPA credit-note type, else 380. */
export function typeCodeOf(
  typeCode: string | undefined,
  tipoDocumento: string | undefined,
): string {
  const given = typeCode?.trim();
  if (given) return given;
  return tipoDocumento && CREDIT_NOTE_TIPI.has(tipoDocumento.trim().toUpperCase())
    ? '381'
    : DEFAULT_TYPE_CODE;
}
