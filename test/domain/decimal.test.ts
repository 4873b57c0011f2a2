/** The decimal edge: JSON doubles via their shortest round-trip string; explicit XML scales. */
import test from 'ava';
import { formatAmount, formatScaled, fromNumber, round2 } from '../../src/domain/decimal.js';

test('fromNumber keeps what the JSON said: 0.1, 19.99, 1e-7, 1e21', (t) => {
  t.is(fromNumber(0.1).toString(), '0.1');
  t.is(fromNumber(19.99).toString(), '19.99');
  t.is(fromNumber(1e-7).toFixed(7), '0.0000001');
  t.is(fromNumber(1e21).toFixed(0), '1000000000000000000000');
  t.is(fromNumber(0.1).plus(fromNumber(0.2)).toString(), '0.3');
});

test('fromNumber refuses NaN and Infinity', (t) => {
  t.throws(() => fromNumber(Number.NaN));
  t.throws(() => fromNumber(Number.POSITIVE_INFINITY));
});

test('round2 is half-up, away from zero on ties', (t) => {
  t.is(round2(fromNumber(0.125)).toFixed(2), '0.13');
  t.is(round2(fromNumber(-0.125)).toFixed(2), '-0.13');
  t.is(round2(fromNumber(0.124999)).toFixed(2), '0.12');
});

test('formatAmount: exactly 2 decimals, no exponent, no -0.00', (t) => {
  t.is(formatAmount(fromNumber(1e21)), '1000000000000000000000.00');
  t.is(formatAmount(fromNumber(5)), '5.00');
  t.is(formatAmount(fromNumber(-0)), '0.00');
});

test('formatScaled: at least the minimum scale, more when the value has it', (t) => {
  t.is(formatScaled(fromNumber(1.5), 2), '1.50');
  t.is(formatScaled(fromNumber(0.12345), 2), '0.12345');
  t.is(formatScaled(fromNumber(1e-7), 4), '0.0000001');
  t.is(formatScaled(fromNumber(1 / 3), 2, 6), '0.333333');
});
