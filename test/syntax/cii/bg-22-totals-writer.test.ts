/** BG-22 totals: BT-106..BT-115 with 2 decimals, BT-110 with @currencyID, XSD order. */
import test from 'ava';
import { ciiPath } from '../../../src/syntax/cii/binding/index.js';
import { invoice, line } from '../../domain/fixtures/invoices.js';
import { written } from './helpers/write.js';
import { ZERO } from '../../../src/domain/decimal.js';

const inv = invoice([line(3, 33.33), line(1, 10, { vatRate: 7 }), line(2, 5, { vatRate: 0 })], {
  currency: 'CHF',
});

test('BT-106, BT-109, BT-110, BT-112, BT-115 values', (t) => {
  const d = written(inv);
  t.is(d.value(ciiPath('BT-106')), '119.99');
  t.is(d.value(ciiPath('BT-107')), '0.00');
  t.is(d.value(ciiPath('BT-108')), '0.00');
  t.is(d.value(ciiPath('BT-109')), '119.99');
  t.is(d.value(ciiPath('BT-110')), '19.70');
  t.is(d.value(`${ciiPath('BT-110')}/@currencyID`), 'CHF');
  t.is(d.value(ciiPath('BT-112')), '139.69');
  t.is(d.value(ciiPath('BT-115')), '139.69');
  t.is(d.value(ciiPath('BT-5')), 'CHF');
});

test('BG-22 children follow the XSD sequence', (t) => {
  t.deepEqual(written(inv).childNames(ciiPath('BT-106').replace('/ram:LineTotalAmount', '')), [
    'ram:LineTotalAmount',
    'ram:ChargeTotalAmount',
    'ram:AllowanceTotalAmount',
    'ram:TaxBasisTotalAmount',
    'ram:TaxTotalAmount',
    'ram:GrandTotalAmount',
    'ram:DuePayableAmount',
  ]);
  t.deepEqual(
    written(inv, 'minimum').childNames(ciiPath('BT-109').replace('/ram:TaxBasisTotalAmount', '')),
    [
      'ram:TaxBasisTotalAmount',
      'ram:TaxTotalAmount',
      'ram:GrandTotalAmount',
      'ram:DuePayableAmount',
    ],
  );
});

test('BT-113 / BT-114 stated as 0 are written (a source that states them regenerates with them); absent, they are left out', (t) => {
  const stated = written(invoice([line(1, 10)], { paidAmount: ZERO, roundingAmount: ZERO }));
  t.is(stated.value(ciiPath('BT-113')), '0.00');
  t.is(stated.value(ciiPath('BT-114')), '0.00');
  const absent = written(invoice([line(1, 10)]));
  t.is(absent.value(ciiPath('BT-113')), undefined);
  t.is(absent.value(ciiPath('BT-114')), undefined);
});
