/** BG-22 totals: BT-106..BT-115 with 2 decimals, BT-110 with @currencyID, XSD order. */
import test from 'ava';
import { CII_MAPPING as M } from '../../../src/syntax/cii/writer/cii-mapping.js';
import { invoice, line } from '../../domain/fixtures/invoices.js';
import { written } from './helpers/write.js';

const inv = invoice([line(3, 33.33), line(1, 10, { vatRate: 7 }), line(2, 5, { vatRate: 0 })], { currency: 'CHF' });

test('BT-106, BT-109, BT-110, BT-112, BT-115 values', (t) => {
  const d = written(inv);
  t.is(d.value(M['BT-106'].path), '119.99');
  t.is(d.value(M['BT-107'].path), '0.00');
  t.is(d.value(M['BT-108'].path), '0.00');
  t.is(d.value(M['BT-109'].path), '119.99');
  t.is(d.value(M['BT-110'].path), '19.70');
  t.is(d.value(`${M['BT-110'].path}/@currencyID`), 'CHF');
  t.is(d.value(M['BT-112'].path), '139.69');
  t.is(d.value(M['BT-115'].path), '139.69');
  t.is(d.value(M['BT-5'].path), 'CHF');
});

test('BG-22 children follow the XSD sequence', (t) => {
  t.deepEqual(written(inv).childNames(M['BT-106'].path.replace('/ram:LineTotalAmount', '')), [
    'ram:LineTotalAmount', 'ram:ChargeTotalAmount', 'ram:AllowanceTotalAmount', 'ram:TaxBasisTotalAmount', 'ram:TaxTotalAmount', 'ram:GrandTotalAmount', 'ram:DuePayableAmount',
  ]);
  t.deepEqual(written(inv, 'minimum').childNames(M['BT-109'].path.replace('/ram:TaxBasisTotalAmount', '')), [
    'ram:TaxBasisTotalAmount', 'ram:TaxTotalAmount', 'ram:GrandTotalAmount', 'ram:DuePayableAmount',
  ]);
});
