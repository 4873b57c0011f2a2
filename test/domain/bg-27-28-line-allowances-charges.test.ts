/** BG-27 / BG-28 line allowances and charges, BT-149 base quantity and BT-131 (exact decimals). */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { fromString } from '../../src/domain/decimal.js';
import { invoice, line } from './fixtures/invoices.js';

const d = fromString;

test('a line allowance from base × percentage is rounded half-up; a charge adds its amount', (t) => {
  const l = {
    ...line(10, 12.345),
    allowances: [{ baseAmount: d('123.45'), percentage: d('10'), reasonCode: '95' }],
    charges: [{ amount: d('5'), reason: 'Packing' }],
  };
  const [calc] = calculate(invoice([l])).lines;
  t.is(calc.allowances[0].amount.toFixed(2), '12.35'); // 123.45 × 10 / 100 = 12.345 → 12.35
  t.is(calc.charges[0].amount.toFixed(2), '5.00');
  t.is(calc.netAmount.toFixed(2), '116.10'); // 123.45 − 12.35 + 5.00
});

test('a given allowance amount wins over base × percentage', (t) => {
  const l = {
    ...line(1, 100),
    allowances: [{ amount: d('7'), baseAmount: d('100'), percentage: d('7'), reason: 'Discount' }],
  };
  t.is(calculate(invoice([l])).lines[0].netAmount.toFixed(2), '93.00');
});

test('BT-131 = round2(BT-129 × BT-146 ÷ BT-149) − allowances + charges', (t) => {
  const cases: [number, number, string, string][] = [
    [3, 10, '12', '2.50'], // 30 / 12
    [7, 1, '3', '2.33'], // 2.333…
    [1, 0.05, '2', '0.03'], // 0.025 → half-up
    [-1, 0.05, '2', '-0.03'], // symmetric for credit lines
    [5, 4, '1', '20.00'],
  ];
  for (const [q, p, base, expected] of cases) {
    const l = { ...line(q, p), baseQuantity: d(base) };
    t.is(calculate(invoice([l])).lines[0].netAmount.toFixed(2), expected, `${q} × ${p} ÷ ${base}`);
  }
});

test('line allowances and charges feed BT-106 and the VAT breakdown', (t) => {
  const l = { ...line(2, 50), allowances: [{ amount: d('10'), reason: 'Discount' }] };
  const inv = calculate(invoice([l, line(1, 10)]));
  t.is(inv.totals.lineTotal.toFixed(2), '100.00'); // 90 + 10
  t.is(inv.vatBreakdown[0].taxAmount.toFixed(2), '19.00');
});
