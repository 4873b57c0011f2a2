/**
 * BR-CO-17: BT-117 = BT-116 × BT-119 / 100 rounded to 2 decimals, once per VAT breakdown (BG-23),
 * never the sum of per-line rounded taxes; one BG-23 per category and rate.
 */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { invoice, line } from './fixtures/invoices.js';

test('BR-CO-17 tax is rounded per group: 100 × 0.335 at 19 % gives 6.46, not 100 × 0.06', (t) => {
  const inv = calculate(invoice(Array.from({ length: 100 }, () => line(1, 0.335))));
  t.is(inv.vatBreakdown.length, 1);
  t.is(inv.vatBreakdown[0].taxableAmount.toFixed(2), '34.00'); // BT-116: 100 × 0.34
  t.is(inv.vatBreakdown[0].taxAmount.toFixed(2), '6.46'); // BT-117
});

test('BR-CO-17 half-up on the group tax: 0.50 at 19 % = 0.095 → 0.10', (t) => {
  const inv = calculate(invoice([line(1, 0.5)]));
  t.is(inv.vatBreakdown[0].taxAmount.toFixed(2), '0.10');
});

test('BG-23 mixed 19/7/0 %: one entry per rate, ordered S 19, S 7, Z 0', (t) => {
  const inv = calculate(
    invoice([
      line(1, 10, { vatRate: 7 }),
      line(2, 5, { vatRate: 0 }),
      line(3, 33.33),
      line(1, 0.07, { vatRate: 7 }),
    ]),
  );
  t.deepEqual(
    inv.vatBreakdown.map((b) => [
      b.category,
      b.rate.toString(),
      b.taxableAmount.toFixed(2),
      b.taxAmount.toFixed(2),
    ]),
    [
      ['S', '19', '99.99', '19.00'],
      ['S', '7', '10.07', '0.70'],
      ['Z', '0', '10.00', '0.00'],
    ],
  );
});

test('BG-23 fractional rates are grouped exactly (7.7 and 7.70 are one group)', (t) => {
  const inv = calculate(
    invoice([
      line(1, 100, { vatRate: 7.7 }),
      line(1, 100, { vatRate: 7.7 }),
      line(1, 100, { vatRate: 2.5 }),
    ]),
  );
  t.deepEqual(
    inv.vatBreakdown.map((b) => [b.rate.toString(), b.taxAmount.toFixed(2)]),
    [
      ['7.7', '15.40'],
      ['2.5', '2.50'],
    ],
  );
});

test('BR-CO-17 negative groups (credit) round away from zero: -0.50 at 19 % → -0.10', (t) => {
  const inv = calculate(invoice([line(-1, 0.5)]));
  t.is(inv.vatBreakdown[0].taxAmount.toFixed(2), '-0.10');
});
