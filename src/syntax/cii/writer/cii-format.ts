/**
 * Lexical forms CII D16B expects: dates as format 102 (YYYYMMDD), amounts with exactly 2
 * decimals (BR-DEC-*), prices, quantities and rates exact with at least 2 decimals.
 */
import { formatAmount, formatScaled, type Decimal } from '../../../domain/decimal.js';

/** YYYY-MM-DD → YYYYMMDD (format 102); undefined stays undefined. */
export function date102(isoDate: string | undefined): string | undefined {
  if (!isoDate) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  return `${m[1]}${m[2]}${m[3]}`;
}

/** Amounts (BT-106..BT-117, BT-131): 2 decimals. */
export const amount = (d: Decimal): string => formatAmount(d);

/** Prices (BT-146) and quantities (BT-129): exact (up to 20 decimals, beyond any JSON double we accept), at least 2. */
export const scaled = (d: Decimal): string => formatScaled(d, 2, 20);

/** Percentages (BT-119, BT-152): exact, at least 2 decimals ("19.00", "7.70"). */
export const percent = (d: Decimal): string => formatScaled(d, 2, 4);
