/**
 * French multi-vendor and two-way invoices (BT-23 B8 … M9, sub-invoices.ts): BG-23 has one group
 * per sub-invoice (the lines' BT-128 with scheme AFL), category and rate, each BT-120 starting
 * with #number#; each group line without a parent gets its sub-invoice's Σ BT-117 as
 * EXT-FR-FE-181, and a stated one more than 0.01 off is refused (BR-FR-MV-09).
 */
import test from 'ava';
import { calculate } from '../../src/domain/calculate.js';
import { fromString } from '../../src/domain/decimal.js';
import { domainProblems } from '../../src/domain/domain-problems.js';
import type { InvoiceInput, LineInput } from '../../src/domain/model.js';
import { splitSubInvoiceReason } from '../../src/domain/sub-invoices.js';
import { invoice, line } from './fixtures/invoices.js';

const d = fromString;
const afl = (id: string) => ({ objectIdentifier: { id, scheme: 'AFL' } });

/** Sub-invoice A: 100 at 20 % and 50 at 10 %; sub-invoice B: 33.33 at 20 % and an exempt 40. */
function lines(): LineInput[] {
  return [
    { ...line(1, 150, { id: 'A', vatRate: 20 }), lineStatus: 'GROUP', ...afl('F-A') },
    { ...line(1, 100, { id: 'A1', vatRate: 20 }), parentLineId: 'A', ...afl('F-A') },
    { ...line(1, 50, { id: 'A2', vatRate: 10 }), parentLineId: 'A', ...afl('F-A') },
    { ...line(1, 73.33, { id: 'B', vatRate: 20 }), lineStatus: 'GROUP', ...afl('F-B') },
    { ...line(1, 33.33, { id: 'B1', vatRate: 20 }), parentLineId: 'B', ...afl('F-B') },
    {
      ...line(1, 40, { id: 'B2', vatRate: 0, taxCategory: 'E' }),
      parentLineId: 'B',
      ...afl('F-B'),
    },
  ];
}

const b8 = (overrides: Partial<InvoiceInput> = {}) =>
  invoice(lines(), {
    businessProcess: 'B8',
    vatExemptions: [{ category: 'E', reason: 'Exonéré', reasonCode: 'VATEX-EU-132' }],
    ...overrides,
  });

test('BG-23 per sub-invoice, in the order of their lines, each reason starting with #number#', (t) => {
  const inv = calculate(b8());
  t.deepEqual(
    inv.vatBreakdown.map((b) => [
      b.subInvoice,
      b.category,
      b.rate.toString(),
      b.taxableAmount.toFixed(2),
      b.taxAmount.toFixed(2),
      b.exemptionReason,
    ]),
    [
      ['F-A', 'S', '20', '100.00', '20.00', '#F-A#'],
      ['F-A', 'S', '10', '50.00', '5.00', '#F-A#'],
      ['F-B', 'S', '20', '33.33', '6.67', '#F-B#'],
      ['F-B', 'E', '0', '40.00', '0.00', '#F-B#Exonéré'],
    ],
  );
  // BT-110 is the sum of the groups, each rounded once (BR-CO-14, BR-CO-17).
  t.is(inv.totals.taxTotal.toFixed(2), '31.67');
  // EXT-FR-FE-181 on the group lines without a parent only.
  t.deepEqual(
    inv.lines.map((l) => l.vatTotal?.toFixed(2)),
    ['25.00', undefined, undefined, '6.67', undefined, undefined],
  );
  t.deepEqual(domainProblems(inv, b8()), []);
});

test('a document allowance or charge counts in the group of the sub-invoice it names, and in its VAT total', (t) => {
  const inv = calculate(
    b8({
      allowances: [{ amount: d('10'), taxCategory: 'S', vatRate: d('20'), subInvoice: 'F-B' }],
      charges: [{ amount: d('4'), taxCategory: 'E', vatRate: d('0'), subInvoice: 'F-B' }],
    }),
  );
  t.deepEqual(
    inv.vatBreakdown.map((b) => [
      b.subInvoice,
      b.category,
      b.taxableAmount.toFixed(2),
      b.taxAmount.toFixed(2),
    ]),
    [
      ['F-A', 'S', '100.00', '20.00'],
      ['F-A', 'S', '50.00', '5.00'],
      ['F-B', 'S', '23.33', '4.67'], // 33.33 − 10
      ['F-B', 'E', '44.00', '0.00'], // 40 + 4
    ],
  );
  // EXT-FR-FE-181 of F-B: Σ BT-117 of its groups, the allowance's share included (BR-FR-MV-09).
  t.deepEqual(
    inv.lines.map((l) => l.vatTotal?.toFixed(2)),
    ['25.00', undefined, undefined, '4.67', undefined, undefined],
  );
  // Outside the sub-invoice frameworks the number is ignored: one group per category and rate.
  const plain = calculate(
    b8({
      businessProcess: 'S1',
      allowances: [{ amount: d('10'), taxCategory: 'S', vatRate: d('20'), subInvoice: 'F-B' }],
    }),
  );
  t.deepEqual(
    plain.vatBreakdown.map((b) => [b.subInvoice, b.category, b.taxableAmount.toFixed(2)]),
    [
      [undefined, 'S', '123.33'],
      [undefined, 'S', '50.00'],
      [undefined, 'E', '40.00'],
    ],
  );
});

test('another framework keeps one group per category and rate, whatever the AFL numbers', (t) => {
  const inv = calculate(b8({ businessProcess: 'S1' }));
  t.deepEqual(
    inv.vatBreakdown.map((b) => `${b.category} ${b.rate} ${b.taxableAmount.toFixed(2)}`),
    ['S 20 133.33', 'S 10 50.00', 'E 0 40.00'],
  );
  t.true(inv.lines.every((l) => l.vatTotal === undefined));
});

test('BR-FR-MV-09: a stated EXT-FR-FE-181 is written as stated within 0.01, refused beyond', (t) => {
  const stated = (amount: string) => {
    const given = b8();
    given.lines[3] = { ...given.lines[3]!, statedVatTotal: d(amount) };
    const inv = calculate(given);
    return {
      total: inv.lines[3]!.vatTotal?.toFixed(2),
      problems: domainProblems(inv, given).map((p) => `${p.rule} ${p.path}`),
    };
  };
  t.deepEqual(stated('6.68'), { total: '6.68', problems: [] });
  t.deepEqual(stated('6.69'), {
    total: '6.69',
    problems: ['BR-FR-MV-09 invoice.items[3].vat_total_amount'],
  });
});

test('a BT-120 read back: its #number# and the reason after it', (t) => {
  t.deepEqual(splitSubInvoiceReason('#F-B#Exonéré'), { subInvoice: 'F-B', reason: 'Exonéré' });
  t.deepEqual(splitSubInvoiceReason('#F-A#'), { subInvoice: 'F-A', reason: undefined });
  t.deepEqual(splitSubInvoiceReason('Exonéré'), { reason: 'Exonéré' });
});
