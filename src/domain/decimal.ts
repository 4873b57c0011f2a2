/**
 * Exact decimal arithmetic for money, quantities and rates. Every number that enters the domain
 * from JSON (a double on the wire) is converted once, here, through its shortest round-trip string,
 * so 0.1 stays 0.1 and never becomes 0.1000000000000000055…. Rounding is always explicit and
 * half-up (away from zero on a tie, symmetric for credit lines), as EN 16931 expects.
 */
import { Decimal as DecimalJs } from 'decimal.js';

/** The project's Decimal constructor: 40 significant digits, half-up rounding, no exponent in output. */
export const Decimal = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
/** The instance type (identical to decimal.js's, so model.ts can keep importing its type). */
export type Decimal = DecimalJs;

/** Zero, for sums. */
export const ZERO: Decimal = new Decimal(0);

/**
 * Converts a JSON double to an exact decimal via its shortest round-trip string (ECMAScript
 * Number::toString), e.g. 0.1 → "0.1", 1e-7 → "1e-7". Throws on NaN and ±Infinity.
 */
export function fromNumber(n: number): Decimal {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite number: ${n}`);
  return new Decimal(String(n));
}

/** Parses a decimal string exactly (codes, XML readers, tests). */
export function fromString(s: string): Decimal {
  return new Decimal(s.trim());
}

/** Rounds half-up (away from zero on a tie) to 2 decimals: the scale of every amount. */
export function round2(d: Decimal): Decimal {
  return normaliseZero(d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
}

/** Sums decimals exactly. */
export function sum(values: Iterable<Decimal>): Decimal {
  let total: Decimal = ZERO;
  for (const v of values) total = total.plus(v);
  return total;
}

/** Formats with exactly `scale` decimals (rounding half-up), e.g. amounts: toFixedScale(x, 2). */
export function toFixedScale(d: Decimal, scale: number): string {
  return normaliseZero(d).toFixed(scale, Decimal.ROUND_HALF_UP);
}

/** Formats an amount for XML: exactly 2 decimals ("1234.50"), never an exponent. */
export function formatAmount(d: Decimal): string {
  return toFixedScale(d, 2);
}

/**
 * Formats a price, quantity or rate for XML without losing digits: at least `minScale` decimals,
 * more when the value has them (up to `maxScale`, rounding half-up beyond), e.g. 1.5 → "1.50",
 * 0.12345 → "0.12345".
 */
export function formatScaled(d: Decimal, minScale: number, maxScale = 10): string {
  const scale = Math.min(Math.max(d.decimalPlaces(), minScale), maxScale);
  return toFixedScale(d, scale);
}

/** −0 becomes 0, so no "-0.00" reaches a document. */
function normaliseZero(d: Decimal): Decimal {
  return d.isZero() && d.isNegative() ? ZERO : d;
}
