/** BG-20 / BG-21 document allowances and charges: BT-107, BT-108, BT-109, BT-116 per category (BR-S-08 …). */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { fromString } from '../../src/domain/decimal.js';
import { domainProblems } from '../../src/domain/domain-problems.js';
import type { InvoiceInput } from '../../src/domain/model.js';
import { invoice, line } from './fixtures/invoices.js';

const d = fromString;
const problems = (given: InvoiceInput) =>
  domainProblems(calculate(given), given).map((p) => `${p.rule} ${p.path}`);

test('allowances and charges are included per category and rate (BR-S-08, BR-Z-08, BR-CO-11..13)', (t) => {
  const given = invoice([line(1, 100), line(1, 50, { vatRate: 7 }), line(1, 20, { vatRate: 0 })], {
    allowances: [
      { amount: d('10'), taxCategory: 'S', vatRate: d('19'), reason: 'Loyalty discount' },
    ],
    charges: [
      {
        baseAmount: d('50'),
        percentage: d('10'),
        taxCategory: 'S',
        vatRate: d('7'),
        reasonCode: 'FC',
      },
    ],
  });
  const inv = calculate(given);
  t.deepEqual(
    inv.vatBreakdown.map((b) => [
      b.category,
      b.rate.toString(),
      b.taxableAmount.toFixed(2),
      b.taxAmount.toFixed(2),
    ]),
    [
      ['S', '19', '90.00', '17.10'],
      ['S', '7', '55.00', '3.85'],
      ['Z', '0', '20.00', '0.00'],
    ],
  );
  const T = inv.totals;
  t.is(T.lineTotal.toFixed(2), '170.00'); // BT-106
  t.is(T.allowanceTotal.toFixed(2), '10.00'); // BT-107
  t.is(T.chargeTotal.toFixed(2), '5.00'); // BT-108 (50 × 10 %)
  t.is(T.taxExclusive.toFixed(2), '165.00'); // BT-109
  t.is(T.taxTotal.toFixed(2), '20.95'); // BT-110
  t.is(T.taxInclusive.toFixed(2), '185.95'); // BT-112
  t.deepEqual(problems(given), []);
});

test("without category and rate, an allowance takes the lines' only category and rate", (t) => {
  const given = invoice([line(2, 50), line(1, 10)], {
    allowances: [{ amount: d('5'), reason: 'Discount' }],
  });
  const inv = calculate(given);
  t.is(inv.allowances[0].taxCategory, 'S');
  t.is(inv.allowances[0].vatRate.toString(), '19');
  t.is(inv.vatBreakdown[0].taxableAmount.toFixed(2), '105.00');
  t.is(inv.vatBreakdown[0].taxAmount.toFixed(2), '19.95');
  t.deepEqual(problems(given), []);
});

test('several categories or rates: the caller is asked to choose (BR-32, BR-37)', (t) => {
  const mixed = [line(1, 100), line(1, 20, { vatRate: 0 })];
  t.deepEqual(problems(invoice(mixed, { allowances: [{ amount: d('5'), reason: 'Discount' }] })), [
    'BR-32 invoice.allowances[0].tax_category',
  ]);
  const rates = [line(1, 100), line(1, 20, { vatRate: 7 })];
  t.deepEqual(
    problems(
      invoice(rates, { charges: [{ amount: d('5'), reason: 'Freight', taxCategory: 'S' }] }),
    ),
    ['BR-37 invoice.charges[0].vat_rate'],
  );
});

test('an allowance needs an amount (or base and percentage) and a reason (BR-31, BR-33, BR-36, BR-38)', (t) => {
  const given = invoice([line(1, 100)], {
    allowances: [{ percentage: d('5') }],
    charges: [{ amount: d('3'), baseAmount: d('100'), percentage: d('2'), reasonCode: 'FC' }],
  });
  t.deepEqual(problems(given), [
    'BR-31 invoice.allowances[0].amount',
    // No EN 16931 rule: Peppol's R041 (refused where a rule set asserts it, full-check.ts).
    'PEPPOL-EN16931-R041 invoice.allowances[0].base_amount',
    'BR-33 invoice.allowances[0].reason',
    'BR-36 invoice.charges[0].amount', // 3 ≠ 100 × 2 %: a warning, the given 3 counts
  ]);
  const mismatch = domainProblems(calculate(given), given).find(
    (p) => p.path === 'invoice.charges[0].amount',
  );
  t.is(mismatch?.severity, 'warning');
  t.is(mismatch?.difference?.toFixed(2), '1.00');
  t.is(calculate(given).totals.chargeTotal.toFixed(2), '3.00');
});

test('line allowances and charges: BR-41, BR-42, BR-43, BR-44', (t) => {
  const l = {
    ...line(1, 100),
    allowances: [{ reason: 'Discount' }],
    charges: [{ amount: d('1') }],
  };
  t.deepEqual(problems(invoice([l])), [
    'BR-41 invoice.items[0].allowances[0].amount',
    'BR-44 invoice.items[0].charges[0].reason',
  ]);
});

test('an allowance on a zero-rate category has rate 0 whatever was given', (t) => {
  const given = invoice([line(1, 100, { taxCategory: 'AE' })], {
    allowances: [{ amount: d('10'), reason: 'Discount', vatRate: d('19') }],
  });
  const inv = calculate(given);
  t.is(inv.allowances[0].taxCategory, 'AE');
  t.true(inv.allowances[0].vatRate.isZero());
  t.is(inv.vatBreakdown[0].taxableAmount.toFixed(2), '90.00');
});

test('a group made only of zero allowances or charges beside a lined group of its category is left out, unless named', (t) => {
  // PINT MY's complete sample: a zero early payment discount at LVG 0 % beside lines at LVG 5 %.
  const zero = { amount: d('0'), taxCategory: 'S', vatRate: d('0'), reason: 'Early payment' };
  const groups = (given: InvoiceInput) =>
    calculate(given).vatBreakdown.map(
      (b) => `${b.category} ${b.rate} ${b.taxableAmount.toFixed(2)}`,
    );
  t.deepEqual(groups(invoice([line(1, 100)], { allowances: [zero], charges: [{ ...zero }] })), [
    'S 19 100.00',
  ]);
  // Named by the stated breakdown (a document that states it): written.
  t.deepEqual(
    groups(
      invoice([line(1, 100)], {
        allowances: [zero],
        statedVatBreakdown: [{ category: 'S', rate: d('0') }],
      }),
    ),
    ['S 19 100.00', 'S 0 0.00'],
  );
  // Alone in its category (BR-E-01 and its siblings want the category): written.
  t.deepEqual(
    groups(invoice([line(1, 100)], { allowances: [{ ...zero, taxCategory: 'E', reason: 'x' }] })),
    ['S 19 100.00', 'E 0 0.00'],
  );
  // An allowance and a charge that cancel out are amounts: written.
  t.deepEqual(
    groups(
      invoice([line(1, 100)], {
        allowances: [{ ...zero, amount: d('5') }],
        charges: [{ ...zero, amount: d('5') }],
      }),
    ),
    ['S 19 100.00', 'S 0 0.00'],
  );
});
