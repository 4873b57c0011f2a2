/**
 * BG-23 amounts as a document states them (statedVatBreakdown, vat_breakdown in the JSON): a PINT
 * AE BT-117 of 532.1645 where the lines give 532.16 is kept, BT-110 is their sum rounded to 2
 * decimals (BR-CO-14 / ibr-co-14), the difference is a warning, and a stated group that the lines
 * do not make is an error.
 */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { fromString } from '../../src/domain/decimal.js';
import { domainProblems } from '../../src/domain/domain-problems.js';
import { invoice, line } from './fixtures/invoices.js';

const d = fromString;

test('a stated BT-117 with 4 decimals is the group amount; BT-110 rounds the sum; the difference is a warning', (t) => {
  const given = invoice([line(1, 10643.29, { vatRate: 5 })], {
    statedVatBreakdown: [{ category: 'S', rate: d('5'), taxAmount: d('532.1645') }],
  });
  const inv = calculate(given);
  t.is(inv.vatBreakdown[0].taxAmount.toString(), '532.1645'); // BT-117 as stated
  t.is(inv.vatBreakdown[0].taxableAmount.toFixed(2), '10643.29'); // BT-116 computed
  t.is(inv.vatBreakdown[0].computed?.taxAmount.toFixed(2), '532.16');
  t.is(inv.totals.taxTotal.toFixed(), '532.16'); // BT-110 = round(Σ BT-117)
  t.is(inv.totals.taxInclusive.toFixed(2), '11175.45');
  const problems = domainProblems(inv, given);
  t.deepEqual(
    problems.map((p) => [p.rule, p.path, p.severity, p.difference?.toString()]),
    [['BT-117', 'invoice.vat_breakdown[0].tax_amount', 'warning', '0.0045']],
  );
});

test('a stated amount equal to the computed one changes nothing and warns of nothing', (t) => {
  const given = invoice([line(2, 50)], {
    statedVatBreakdown: [
      { category: 'S', rate: d('19'), taxableAmount: d('100'), taxAmount: d('19') },
    ],
  });
  const inv = calculate(given);
  t.is(inv.totals.taxTotal.toFixed(2), '19.00');
  t.deepEqual(domainProblems(inv, given), []);
});

test('a stated group no line makes is an error (BG-23)', (t) => {
  const given = invoice([line(2, 50)], {
    statedVatBreakdown: [{ category: 'S', rate: d('7'), taxAmount: d('1') }],
  });
  const inv = calculate(given);
  t.is(inv.totals.taxTotal.toFixed(2), '19.00');
  t.deepEqual(
    domainProblems(inv, given).map((p) => [p.rule, p.path, p.severity]),
    [['BG-23', 'invoice.vat_breakdown[0]', undefined]],
  );
});

test("PINT MY tourism tax: a group TTX without rate, the taxed lines' net and their flat amounts, counted in BT-110", (t) => {
  const given = invoice([
    { ...line(1, 200, { vatRate: 6, taxCategory: 'HVG' }), tourismTaxAmount: d('20') },
    line(1, 50, { vatRate: 6, taxCategory: 'HVG' }),
  ]);
  const inv = calculate(given);
  t.deepEqual(
    inv.vatBreakdown.map((b) => [
      b.category,
      b.rate.toString(),
      b.taxableAmount.toFixed(2),
      b.taxAmount.toFixed(2),
    ]),
    [
      ['HVG', '6', '250.00', '15.00'],
      ['TTX', '0', '200.00', '20.00'],
    ],
  );
  t.is(inv.totals.taxTotal.toFixed(2), '35.00');
  t.is(inv.totals.payable.toFixed(2), '285.00');
});
