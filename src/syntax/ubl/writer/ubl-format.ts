/**
 * Lexical forms UBL 2.1 expects: dates as written (YYYY-MM-DD), amounts with 2 decimals
 * (BR-DEC-*) except whole amounts of currencies without minor units, prices, quantities and
 * rates exact in plain notation (never exponent form).
 */
import type { Decimal } from '../../../domain/decimal.js';

/** ISO 4217 currencies without minor units: whole amounts are written without decimals (PINT JP aligned-ibr-jp-06). */
const ZERO_DECIMAL_CURRENCIES = new Set([
  'JPY',
  'KRW',
  'VND',
  'CLP',
  'ISK',
  'UGX',
  'XAF',
  'XOF',
  'PYG',
  'KMF',
  'GNF',
  'RWF',
  'VUV',
  'XPF',
  'DJF',
  'BIF',
]);

/** An amount with 2 decimals; whole amounts of zero-decimal currencies without. */
export function amount(d: Decimal, currency?: string): string {
  if (currency && ZERO_DECIMAL_CURRENCIES.has(currency) && d.isInteger()) return d.toFixed(0);
  return d.toFixed(2);
}

/**
 * A BG-23 amount, a line net amount or an allowance's or charge's amount and base: as amount(),
 * but a stated BT-116 / BT-117 / BT-131 / BT-136 / BT-137 / BT-141 / BT-142 with more than 2
 * decimals (PINT allows them; PINT OM states line amounts in baisa; the input checks keep them
 * to 2 elsewhere) is written as stated, not rounded.
 */
export function breakdownAmount(d: Decimal, currency?: string): string {
  return d.decimalPlaces() > 2 ? d.toFixed() : amount(d, currency);
}

/** A quantity, price or rate as given, in plain notation. */
export function plain(d: Decimal): string {
  return d.toFixed();
}
