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
