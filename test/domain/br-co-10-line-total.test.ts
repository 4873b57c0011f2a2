/** BR-CO-10: BT-106 sum of line net amounts = Σ BT-131 (of the rounded line amounts). */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { invoice, line, mixedLines } from './fixtures/invoices.js';

test('BR-CO-10 many lines at 1/3: BT-106 is the sum of rounded BT-131, not the rounded exact sum', (t) => {
  // 1/3 arrives as the double 0.3333333333333333; each line rounds to 0.33.
  const inv = calculate(invoice(Array.from({ length: 30 }, () => line(1, 1 / 3))));
  t.true(inv.lines.every((l) => l.netAmount.toFixed(2) === '0.33'));
  t.is(inv.totals.lineTotal.toFixed(2), '9.90');
});

test('BR-CO-10 holds for 60 mixed lines', (t) => {
  const inv = calculate(invoice(mixedLines(60)));
  const expected = inv.lines.reduce((s, l) => s.plus(l.netAmount), inv.lines[0].netAmount.mul(0));
  t.true(inv.totals.lineTotal.equals(expected));
  t.is(inv.totals.lineTotal.decimalPlaces() <= 2, true);
});

test('BR-CO-10 credit lines reduce the total', (t) => {
  const inv = calculate(invoice([line(10, 9.99), line(-2, 9.99)]));
  t.is(inv.totals.lineTotal.toFixed(2), '79.92');
});
