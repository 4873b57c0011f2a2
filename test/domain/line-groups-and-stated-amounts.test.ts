/**
 * Factur-X EXTENDED line groups (a group line does not count, only its sub-lines), a stated
 * BT-131 that differs from the computed one, and the line rules BR-28, BR-30, BT-146 = BT-148 − BT-147.
 */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { fromString } from '../../src/domain/decimal.js';
import { domainProblems } from '../../src/domain/domain-problems.js';
import type { InvoiceInput } from '../../src/domain/model.js';
import { invoice, line } from './fixtures/invoices.js';

const d = fromString;
const problems = (given: InvoiceInput) =>
  domainProblems(calculate(given), given).map((p) => `${p.rule} ${p.path}`);

test('a group line is not counted in totals or VAT; its sub-lines are', (t) => {
  const given = invoice([
    line(1, 342, { id: 'G1', vatRate: 9 }),
    { ...line(2, 60, { id: 'G1.1', vatRate: 9 }), parentLineId: 'G1' },
    { ...line(4, 24, { id: 'G1.2', vatRate: 9 }), parentLineId: 'G1' },
  ]);
  const inv = calculate(given);
  t.is(inv.lines[0].netAmount.toFixed(2), '342.00'); // written as given
  t.is(inv.totals.lineTotal.toFixed(2), '216.00'); // 120 + 96
  t.is(inv.totals.taxTotal.toFixed(2), '19.44'); // 216 × 9 %
  t.is(inv.vatBreakdown.length, 1);
  t.deepEqual(problems(given), []);
});

test('EXTENDED line status: INFORMATION lines never count, a DETAIL parent of information lines counts, GROUP never counts', (t) => {
  const inv = calculate(
    invoice([
      { ...line(10, 4500, { id: '01' }), lineStatus: 'DETAIL' },
      { ...line(10, 3, { id: '01.01' }), parentLineId: '01', lineStatus: 'INFORMATION' },
      { ...line(1, 7, { id: '02' }), lineStatus: 'INFORMATION' },
      { ...line(1, 100, { id: '03' }), lineStatus: 'GROUP' },
    ]),
  );
  t.is(inv.totals.lineTotal.toFixed(2), '45000.00');
  t.is(inv.vatBreakdown[0].taxableAmount.toFixed(2), '45000.00');
});

test('a parent_line_id naming no line is a problem', (t) => {
  t.deepEqual(problems(invoice([{ ...line(1, 10), parentLineId: 'X' }])), [
    'BT-126 invoice.items[0].parent_line_id',
  ]);
});

test('duplicate line ids are a warning (no EN 16931 rule checks them); an error when a line names the repeated id as its parent', (t) => {
  const twice = invoice([line(1, 10, { id: 'A' }), line(1, 10, { id: 'A' })]);
  t.deepEqual(problems(twice), ['BT-126 invoice.items[0].id', 'BT-126 invoice.items[1].id']);
  t.true(domainProblems(calculate(twice), twice).every((p) => p.severity === 'warning'));
  const parent = invoice([
    line(1, 10, { id: 'A' }),
    line(1, 10, { id: 'A' }),
    { ...line(1, 5, { id: 'B' }), parentLineId: 'A' },
  ]);
  t.true(
    domainProblems(calculate(parent), parent)
      .filter((p) => p.rule === 'BT-126')
      .every((p) => p.severity === undefined),
  );
});

test("a stated net amount equal to the computed one passes; a different one is the line's amount, reported as a warning with the difference", (t) => {
  t.deepEqual(problems(invoice([{ ...line(3, 33.33), statedNetAmount: d('99.99') }])), []);
  const given = invoice([{ ...line(3, 33.33), statedNetAmount: d('100') }, line(1, 10)]);
  const inv = calculate(given);
  t.is(inv.lines[0].netAmount.toFixed(2), '100.00'); // as stated
  t.is(inv.lines[0].computedNetAmount?.toFixed(2), '99.99');
  t.is(inv.totals.lineTotal.toFixed(2), '110.00'); // BR-CO-10 over the stated amounts
  const [p] = domainProblems(inv, given);
  t.like(p, { rule: 'BT-131', path: 'invoice.items[0].net_amount', severity: 'warning' });
  t.is(p.difference?.toFixed(2), '0.01');
});

test('a net amount stated in baisa (3 decimals, PINT OM) is compared at its own scale', (t) => {
  // 1 × 0.047 is 0.047 in baisa (IBR-071-OM); rounded to 2 decimals it would be 0.05.
  const exact = invoice([{ ...line(1, 0.047), statedNetAmount: d('0.047') }]);
  t.is(calculate(exact).lines[0].computedNetAmount?.toFixed(), '0.047');
  t.deepEqual(problems(exact), []);
  // 3 × 0.0155 = 0.0465 → 0.047 half-up: another stated 0.046 is reported in baisa.
  const off = invoice([{ ...line(3, 0.0155), statedNetAmount: d('0.046') }]);
  const [p] = domainProblems(calculate(off), off);
  t.like(p, { rule: 'BT-131', severity: 'warning' });
  t.regex(p.message, /stated net amount 0\.046 differs by -0\.001 .*\(0\.047\)/);
});

test('gross price, price discount and net price agree (BT-146 = BT-148 − BT-147, BR-28)', (t) => {
  t.deepEqual(
    problems(invoice([{ ...line(1, 90), grossPrice: d('100'), priceDiscount: d('10') }])),
    [],
  );
  // A net price other than gross − discount (a rounded 2.475 → 2.48) is the one that counts: a warning.
  const rounded = invoice([{ ...line(1, 2.48), grossPrice: d('2.75'), priceDiscount: d('0.275') }]);
  t.like(domainProblems(calculate(rounded), rounded)[0], {
    rule: 'BT-146',
    path: 'invoice.items[0].unit_price',
    severity: 'warning',
  });
  t.is(domainProblems(calculate(rounded), rounded)[0].difference?.toString(), '0.005');
  t.deepEqual(problems(invoice([{ ...line(1, 120), grossPrice: d('100') }])), [
    'BT-146 invoice.items[0].unit_price',
  ]);
  t.deepEqual(problems(invoice([{ ...line(1, 0), grossPrice: d('-1') }])), [
    'BR-28 invoice.items[0].gross_price',
  ]);
  t.deepEqual(problems(invoice([{ ...line(1, 90), priceDiscount: d('10') }])), [
    'BT-147 invoice.items[0].gross_price',
  ]);
});

test('BR-30 line period and BR-29 invoicing period: end not before start', (t) => {
  const l = { ...line(1, 10), period: { start: '2026-02-01', end: '2026-01-31' } };
  t.deepEqual(
    problems(invoice([l], { invoicingPeriod: { start: '2026-02-01', end: '2026-01-01' } })),
    ['BR-29 invoice.invoicing_period.end', 'BR-30 invoice.items[0].period.end'],
  );
});
