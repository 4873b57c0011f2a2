/** BT-131 = BT-129 × BT-146, rounded half-up to 2 decimals, on exact decimals (never floats). */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { invoice, line } from './fixtures/invoices.js';

const net = (q: number, p: number) =>
  calculate(invoice([line(q, p)])).lines[0].netAmount.toFixed(2);

test('BT-131 half-up on an exact tie: 2.5 × 0.01 = 0.025 → 0.03', (t) => {
  t.is(net(2.5, 0.01), '0.03');
});

test('BT-131 1.005 × 1 → 1.01 (a float toFixed would give 1.00)', (t) => {
  t.is(net(1, 1.005), '1.01');
});

test('BT-131 0.1 × 3 is exactly 0.30', (t) => {
  t.is(net(3, 0.1), '0.30');
});

test('BT-131 large quantity with a tiny price: 1e9 × 0.0001 = 100000.00', (t) => {
  t.is(net(1e9, 0.0001), '100000.00');
});

test('BT-131 large amounts stay exact: 123456789 × 98765.4321', (t) => {
  t.is(net(123456789, 98765.4321), '12193263111263.53');
});

test('BT-131 prices with 4+ decimals: 3 × 1.23456 = 3.70368 → 3.70; 7 × 0.12345 = 0.86415 → 0.86', (t) => {
  t.is(net(3, 1.23456), '3.70');
  t.is(net(7, 0.12345), '0.86');
});

test('BT-131 negative quantity (credit line) rounds symmetrically: -2.5 × 0.01 → -0.03', (t) => {
  t.is(net(-2.5, 0.01), '-0.03');
  t.is(net(-3, 19.99), '-59.97');
});

test('BT-131 a zero result is 0.00, never -0.00', (t) => {
  const amount = calculate(invoice([line(-0.001, 1)])).lines[0].netAmount;
  t.is(amount.toFixed(2), '0.00');
  t.false(amount.isNegative());
});

test('BT-126 line ids default to the 1-based position, given ids are kept', (t) => {
  const inv = calculate(invoice([line(1, 1), line(1, 2, { id: 'A-7' }), line(1, 3)]));
  t.deepEqual(
    inv.lines.map((l) => l.id),
    ['1', 'A-7', '3'],
  );
});
