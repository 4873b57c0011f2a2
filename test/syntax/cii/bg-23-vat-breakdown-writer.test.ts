/** BG-23: BT-116, BT-117, BT-118, BT-119, BT-120, BT-121 in XSD order, per category and rate. */
import test from 'ava';
import { ciiPath } from '../../../src/syntax/cii/binding/index.js';
import { categoryLines, invoice, line } from '../../domain/fixtures/invoices.js';
import { written } from './helpers/write.js';

const doc = written(
  invoice([
    line(3, 33.33),
    line(1, 10, { vatRate: 7 }),
    line(2, 5, { vatRate: 0 }),
    ...categoryLines(),
  ]),
);

test('BT-118 / BT-119 one breakdown per category and rate', (t) => {
  t.deepEqual(doc.values(ciiPath('BT-118')), ['S', 'S', 'Z', 'E', 'AE', 'K', 'G']);
  t.deepEqual(doc.values(ciiPath('BT-119')), [
    '19.00',
    '7.00',
    '0.00',
    '0.00',
    '0.00',
    '0.00',
    '0.00',
  ]);
});

test('BT-116 / BT-117 amounts with 2 decimals', (t) => {
  t.deepEqual(doc.values(ciiPath('BT-116')), [
    '99.99',
    '10.00',
    '10.00',
    '90.00',
    '1250.00',
    '125.00',
    '299.70',
  ]);
  t.deepEqual(doc.values(ciiPath('BT-117')), [
    '19.00',
    '0.70',
    '0.00',
    '0.00',
    '0.00',
    '0.00',
    '0.00',
  ]);
});

test('BT-120 / BT-121 exemption reasons for E, AE, K, G only', (t) => {
  t.deepEqual(doc.values(ciiPath('BT-120')), [
    'Exempt from VAT',
    'Reverse charge',
    'Intra-community supply',
    'Export outside the EU',
  ]);
  t.deepEqual(doc.values(ciiPath('BT-121')), ['VATEX-EU-AE', 'VATEX-EU-IC', 'VATEX-EU-G']);
});

test('BG-23 children follow the XSD sequence of TradeTaxType', (t) => {
  t.deepEqual(doc.childNames(`${ciiPath('BG-23')}[ram:CategoryCode='AE']`), [
    'ram:CalculatedAmount',
    'ram:TypeCode',
    'ram:ExemptionReason',
    'ram:BasisAmount',
    'ram:CategoryCode',
    'ram:ExemptionReasonCode',
    'ram:RateApplicablePercent',
  ]);
});

test('BG-13 deliver-to (BT-80) only with intra-community supply (K)', (t) => {
  t.is(doc.value(ciiPath('BT-80')), 'FR');
  t.is(written(invoice([line(1, 1)])).count(ciiPath('BG-13')), 0);
});

test('BG-23 for O has no rate (BR-O-05) and VATEX-EU-O', (t) => {
  const o = written(invoice([line(1, 100, { taxCategory: 'O' })]));
  t.deepEqual(o.values(ciiPath('BT-121')), ['VATEX-EU-O']);
  t.is(o.count(ciiPath('BT-119')), 0);
});

test('BT-7 is written in the first VAT breakdown only (CII-SR-461); BT-8 in each taxable one, one value (CII-SR-462)', (t) => {
  const two = [line(1, 10), line(1, 10, { vatRate: 7 })];
  const date = written(invoice(two, { taxPointDate: '2026-11-01' }));
  t.deepEqual(date.values(ciiPath('BT-7')), ['20261101']);
  const code = written(invoice(two, { taxPointDateCode: '35' }));
  t.deepEqual(code.values(ciiPath('BT-8')), ['29', '29']);
});

test('BT-8 is left out of an exempt VAT breakdown (E), as the official examples write it, but never lost', (t) => {
  const exempt = { taxCategory: 'E', vatRate: 0, exemptionReason: 'Exempt' };
  const mixed = written(invoice([line(1, 10), line(1, 10, exempt)], { taxPointDateCode: '35' }));
  t.deepEqual(mixed.values(`${ciiPath('BG-23')}[ram:CategoryCode='S']/ram:DueDateTypeCode`), [
    '29',
  ]);
  t.is(mixed.count(`${ciiPath('BG-23')}[ram:CategoryCode='E']/ram:DueDateTypeCode`), 0);
  const allExempt = written(invoice([line(1, 10, exempt)], { taxPointDateCode: '35' }));
  t.deepEqual(allExempt.values(ciiPath('BT-8')), ['29']);
});
