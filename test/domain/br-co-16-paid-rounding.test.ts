/** BR-CO-16: BT-115 = BT-112 − BT-113 + BT-114, with paid and rounding amounts given. */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { fromString } from '../../src/domain/decimal.js';
import { invoice, line } from './fixtures/invoices.js';

test('paid amount and rounding amount enter the amount due', (t) => {
  const T = calculate(
    invoice([line(3, 33.33)], {
      paidAmount: fromString('50'),
      roundingAmount: fromString('-0.99'),
    }),
  ).totals;
  t.is(T.taxInclusive.toFixed(2), '118.99'); // 99.99 + 19.00
  t.is(T.prepaid.toFixed(2), '50.00'); // BT-113
  t.is(T.rounding.toFixed(2), '-0.99'); // BT-114
  t.is(T.payable.toFixed(2), '68.00'); // BT-115 = 118.99 − 50 − 0.99
});

test('an invoice paid in full has nothing due', (t) => {
  const T = calculate(invoice([line(1, 100)], { paidAmount: fromString('119') })).totals;
  t.is(T.payable.toFixed(2), '0.00');
});
