/** BR-CO-13 (BT-109), BR-CO-14 (BT-110), BR-CO-15 (BT-112), BR-CO-16 (BT-115), with a property test. */
import test from 'ava';
import fc from 'fast-check';
import { calculate } from '../../src/domain/calculate.js';
import { invoice, line } from './fixtures/invoices.js';

test('BR-CO-13..16 on a mixed invoice', (t) => {
  const { totals } = calculate(
    invoice([line(3, 33.33), line(1, 10, { vatRate: 7 }), line(2, 5, { vatRate: 0 })]),
  );
  t.is(totals.lineTotal.toFixed(2), '119.99'); // BT-106
  t.is(totals.taxExclusive.toFixed(2), '119.99'); // BT-109 = BT-106 − BT-107 + BT-108
  t.is(totals.taxTotal.toFixed(2), '19.70'); // BT-110 = 19.00 + 0.70
  t.is(totals.taxInclusive.toFixed(2), '139.69'); // BT-112 = BT-109 + BT-110
  t.is(totals.payable.toFixed(2), '139.69'); // BT-115 = BT-112 − BT-113 + BT-114
  t.true(
    totals.allowanceTotal.isZero() &&
      totals.chargeTotal.isZero() &&
      totals.prepaid.isZero() &&
      totals.rounding.isZero(),
  );
});

test('BR-CO-10..16 hold for any lines, and every amount has at most 2 decimals', (t) => {
  const arbLine = fc.record({
    q: fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 1000),
    p: fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 10_000),
    r: fc.constantFrom(0, 5.5, 7, 10, 19, 20, 21),
  });
  t.notThrows(() =>
    fc.assert(
      fc.property(fc.array(arbLine, { minLength: 1, maxLength: 40 }), (ls) => {
        const inv = calculate(invoice(ls.map(({ q, p, r }) => line(q, p, { vatRate: r }))));
        const { totals: T, vatBreakdown: B, lines: L } = inv;
        const lineSum = L.reduce((s, l) => s.plus(l.netAmount), T.lineTotal.mul(0));
        const taxSum = B.reduce((s, b) => s.plus(b.taxAmount), T.lineTotal.mul(0));
        const basisSum = B.reduce((s, b) => s.plus(b.taxableAmount), T.lineTotal.mul(0));
        return (
          T.lineTotal.equals(lineSum) &&
          T.taxExclusive.equals(T.lineTotal) &&
          basisSum.equals(T.taxExclusive) &&
          T.taxTotal.equals(taxSum) &&
          T.taxInclusive.equals(T.taxExclusive.plus(T.taxTotal)) &&
          T.payable.equals(T.taxInclusive) &&
          B.every((b) =>
            b.taxAmount.equals(b.taxableAmount.mul(b.rate).div(100).toDecimalPlaces(2, 4)),
          ) &&
          [...L.map((l) => l.netAmount), ...B.map((b) => b.taxAmount), T.payable].every(
            (d) => d.decimalPlaces() <= 2,
          )
        );
      }),
      { numRuns: 300 },
    ),
  );
});
