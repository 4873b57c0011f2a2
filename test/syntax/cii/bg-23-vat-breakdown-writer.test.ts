/** BG-23: BT-116, BT-117, BT-118, BT-119, BT-120, BT-121 in XSD order, per category and rate. */
import test from 'ava';
import { CII_MAPPING as M } from '../../../src/syntax/cii/writer/cii-mapping.js';
import { categoryLines, invoice, line } from '../../domain/fixtures/invoices.js';
import { written } from './helpers/write.js';

const doc = written(invoice([line(3, 33.33), line(1, 10, { vatRate: 7 }), line(2, 5, { vatRate: 0 }), ...categoryLines()]));

test('BT-118 / BT-119 one breakdown per category and rate', (t) => {
  t.deepEqual(doc.values(M['BT-118'].path), ['S', 'S', 'Z', 'E', 'AE', 'K', 'G']);
  t.deepEqual(doc.values(M['BT-119'].path), ['19.00', '7.00', '0.00', '0.00', '0.00', '0.00', '0.00']);
});

test('BT-116 / BT-117 amounts with 2 decimals', (t) => {
  t.deepEqual(doc.values(M['BT-116'].path), ['99.99', '10.00', '10.00', '90.00', '1250.00', '125.00', '299.70']);
  t.deepEqual(doc.values(M['BT-117'].path), ['19.00', '0.70', '0.00', '0.00', '0.00', '0.00', '0.00']);
});

test('BT-120 / BT-121 exemption reasons for E, AE, K, G only', (t) => {
  t.deepEqual(doc.values(M['BT-120'].path), ['Exempt from VAT', 'Reverse charge', 'Intra-community supply', 'Export outside the EU']);
  t.deepEqual(doc.values(M['BT-121'].path), ['VATEX-EU-AE', 'VATEX-EU-IC', 'VATEX-EU-G']);
});

test('BG-23 children follow the XSD sequence of TradeTaxType', (t) => {
  t.deepEqual(doc.childNames(`${M['BG-23'].path}[ram:CategoryCode='AE']`), [
    'ram:CalculatedAmount', 'ram:TypeCode', 'ram:ExemptionReason', 'ram:BasisAmount', 'ram:CategoryCode', 'ram:ExemptionReasonCode', 'ram:RateApplicablePercent',
  ]);
});

test('BG-13 deliver-to (BT-80) only with intra-community supply (K)', (t) => {
  t.is(doc.value(M['BT-80'].path), 'FR');
  t.is(written(invoice([line(1, 1)])).count(M['BG-13'].path), 0);
});

test('BG-23 for O has no rate (BR-O-05) and VATEX-EU-O', (t) => {
  const o = written(invoice([line(1, 100, { taxCategory: 'O' })]));
  t.deepEqual(o.values(M['BT-121'].path), ['VATEX-EU-O']);
  t.is(o.count(M['BT-119'].path), 0);
});
