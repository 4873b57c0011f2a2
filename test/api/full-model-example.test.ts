/**
 * The whole EN 16931 invoice of test/fixtures/full-model-example.json through the request checks
 * (fullCheck) and the calculation, no document written: the field and domain checks pass for
 * ZUGFeRD EN16931 and EXTENDED, Factur-X and UBL; FatturaPA accepts it with a
 * FATTURAPA_NOT_CARRIED warning for each term it has no place for (the payee, BG-10, among them);
 * calculate() gives the line, VAT breakdown and document totals worked out by hand below;
 * toInvoiceInput keeps the terms beyond a minimal invoice; a line group (parent_line_id) needs
 * profile extended; a stated line net amount (BT-131) that differs from the computed one is kept
 * as stated and reported as a domain warning with its path.
 */
import { fromJson, type JsonObject } from '@bufbuild/protobuf';
import test from 'ava';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GenerateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { fullCheck } from '../../src/api/full-check.js';
import { toInvoiceInput } from '../../src/api/invoice-input.js';
import { calculate } from '../../src/domain/calculate.js';

const body = (): JsonObject =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../fixtures/full-model-example.json', import.meta.url)),
      'utf8',
    ),
  );
const requestWith = (edit: (b: any) => void = () => {}) => {
  const b = body();
  edit(b);
  return fromJson(GenerateInvoiceRequestSchema, b);
};
const issues = (edit?: (b: any) => void) =>
  fullCheck(requestWith(edit)).issues.map((i) => `${i.path} ${i.code}`);

test('valid for zugferd en16931 and extended', (t) => {
  t.deepEqual(issues(), []);
  t.deepEqual(
    issues((b) => (b.profile = 'extended')),
    [],
  );
  t.deepEqual(
    issues((b) => (b.format = 'facturx')),
    [],
  );
});

test('calculate: the totals worked out by hand', (t) => {
  const inv = calculate(toInvoiceInput(requestWith().invoice!));
  // Line 10: 10 × 120 = 1200.00 − 5 % of 1200 (60.00) = 1140.00
  // Line 20: 500 × 20 ÷ 100 = 100.00 + packing 7.50 = 107.50 (as stated)
  // Line 30: 2 × 24.90 = 49.80 (7 %)
  t.deepEqual(
    inv.lines.map((l) => [l.id, l.netAmount.toFixed(2)]),
    [
      ['10', '1140.00'],
      ['20', '107.50'],
      ['30', '49.80'],
    ],
  );
  t.is(inv.lines[0].allowances[0].amount.toFixed(2), '60.00');
  // S 19 %: 1140.00 + 107.50 − 50.00 + 15.00 = 1212.50 → 230.375 → 230.38; S 7 %: 49.80 → 3.486 → 3.49
  t.deepEqual(
    inv.vatBreakdown.map((b) => [
      b.category,
      b.rate.toString(),
      b.taxableAmount.toFixed(2),
      b.taxAmount.toFixed(2),
    ]),
    [
      ['S', '19', '1212.50', '230.38'],
      ['S', '7', '49.80', '3.49'],
    ],
  );
  const T = inv.totals;
  t.is(T.lineTotal.toFixed(2), '1297.30'); // BT-106
  t.is(T.allowanceTotal.toFixed(2), '50.00'); // BT-107
  t.is(T.chargeTotal.toFixed(2), '15.00'); // BT-108
  t.is(T.taxExclusive.toFixed(2), '1262.30'); // BT-109
  t.is(T.taxTotal.toFixed(2), '233.87'); // BT-110
  t.is(T.taxInclusive.toFixed(2), '1496.17'); // BT-112
  t.is(T.prepaid.toFixed(2), '500.00'); // BT-113
  t.is(T.rounding.toFixed(2), '0.03'); // BT-114
  t.is(T.payable.toFixed(2), '996.20'); // BT-115 = 1496.17 − 500.00 + 0.03
});

test('the input conversion keeps every new term', (t) => {
  const given = toInvoiceInput(requestWith().invoice!);
  t.is(given.typeCode, '380');
  t.is(given.taxPointDateCode, '35');
  t.deepEqual(given.invoicedObject, { id: 'ATLAS-SUB-17', scheme: 'AWV' });
  t.deepEqual(given.seller.identifiers, [{ id: '4000001123452', scheme: '0088' }]);
  t.is(given.seller.taxRegistrationId, '201/113/40209');
  t.is(given.payee?.identifier?.scheme, '0088');
  t.is(given.delivery?.address?.country, 'FR');
  t.is(given.lines[1].grossPrice?.toString(), '25');
  t.is(given.lines[1].baseQuantity?.toString(), '100');
  t.is(given.lines[1].statedNetAmount?.toString(), '107.5');
  t.deepEqual(given.lines[0].classifications, [{ code: '72212000', listId: 'CV' }]);
  t.is(given.attachments?.length, 2);
  t.is(given.payment?.meansCode, '58');
  t.is(given.paidAmount?.toString(), '500');
});

test('UBL carries the whole example; FatturaPA writes it without what it has no place for, with a warning naming each term', (t) => {
  t.deepEqual(
    issues((b) => (b.format = 'ubl')),
    [],
  );
  const fatturapa = issues((b) => (b.format = 'fatturapa'));
  t.false(
    fatturapa.some((i) => i.endsWith('NOT_CARRIED')),
    fatturapa.join('\n'),
  );
  const warnings = fullCheck(requestWith((b) => (b.format = 'fatturapa'))).format!.warnings.filter(
    (w) => w.code === 'FATTURAPA_NOT_CARRIED',
  );
  t.true(
    warnings.some((w) => /^invoice\.payee \(BG-10\) is not written/.test(w.message)),
    warnings.map((w) => w.message).join('\n'),
  );
});

test('a line group needs profile extended', (t) => {
  const group = (b: any) => {
    // The group line states its sub-line's sum, 2 × 24.90 (BR-FXEXT-08).
    b.invoice.items.push({
      id: '40',
      description: 'Kit',
      quantity: 1,
      unit_price: 49.8,
      vat_rate: 7,
    });
    b.invoice.items[2].parent_line_id = '40';
  };
  t.deepEqual(
    issues((b) => {
      group(b);
      b.profile = 'extended';
    }),
    [],
  );
  t.deepEqual(issues(group), ['$.invoice.items[2].parent_line_id NOT_CARRIED']);
});

test('a stated net amount that differs is carried as stated and reported with its path (refused for Peppol only)', (t) => {
  const checked = fullCheck(requestWith((b) => (b.invoice.items[1].net_amount = 100)));
  t.deepEqual(checked.issues, []);
  t.deepEqual(
    checked.domainWarnings?.map((w) => `${w.path} ${w.rule}`),
    ['$.invoice.items[1].net_amount BT-131'],
  );
});
