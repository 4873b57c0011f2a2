/** BG-25 lines: BT-126, BT-153, BT-146 (exact price scale), BT-129/BT-130, BT-151, BT-152, BT-131 (2 decimals). */
import test from 'ava';
import { ciiPath } from '../../../src/syntax/cii/binding/index.js';
import { invoice, line } from '../../domain/fixtures/invoices.js';
import { written } from './helpers/write.js';
import { fromString as d } from '../../../src/domain/decimal.js';

const doc = written(
  invoice([
    line(3, 1.23456, { description: 'Bolts & nuts <M6>' }),
    line(1e9, 0.0001, { unitCode: 'KGM', vatRate: 7 }),
    line(-2, 19.99, { vatRate: 0 }),
    line(1, 100, { taxCategory: 'O' }),
  ]),
);

test('BT-126 line ids and BT-153 names (escaped by the library)', (t) => {
  t.deepEqual(doc.values(ciiPath('BT-126')), ['1', '2', '3', '4']);
  t.is(doc.values(ciiPath('BT-153'))[0], 'Bolts & nuts <M6>');
  t.true(doc.xml.includes('Bolts &amp; nuts &lt;M6&gt;'));
});

test('BT-146 prices keep their decimals (at least 2)', (t) => {
  t.deepEqual(doc.values(ciiPath('BT-146')), ['1.23456', '0.0001', '19.99', '100.00']);
});

test('BT-129 quantities with BT-130 unit codes; negative quantities for credit lines', (t) => {
  t.deepEqual(doc.values(ciiPath('BT-129')), ['3.00', '1000000000.00', '-2.00', '1.00']);
  t.deepEqual(doc.values(ciiPath('BT-130')), ['C62', 'KGM', 'C62', 'C62']);
});

test('BT-131 line net amounts with exactly 2 decimals', (t) => {
  t.deepEqual(doc.values(ciiPath('BT-131')), ['3.70', '100000.00', '-39.98', '100.00']);
});

test('BT-151 / BT-152 per line; no BT-152 for O (BR-O-05)', (t) => {
  t.deepEqual(doc.values(ciiPath('BT-151')), ['S', 'S', 'Z', 'O']);
  t.deepEqual(doc.values(ciiPath('BT-152')), ['19.00', '7.00', '0.00']);
});

test("BT-149-1 gross price base quantity: written with the gross price as given, apart from the net price's BT-149", (t) => {
  const both = written(
    invoice([
      {
        ...line(2, 9, { unitCode: 'H87' }),
        grossPrice: d('10'),
        priceDiscount: d('1'),
        baseQuantity: d('1'),
        baseQuantityUnit: 'H87',
        grossBaseQuantity: d('1'),
      },
    ]),
  );
  t.deepEqual(both.values('//ram:GrossPriceProductTradePrice/ram:BasisQuantity'), ['1.00']);
  t.deepEqual(both.values('//ram:NetPriceProductTradePrice/ram:BasisQuantity'), ['1.00']);
  const grossOnly = written(
    invoice([
      {
        ...line(2, 10, { unitCode: 'H87' }),
        grossPrice: d('10'),
        baseQuantityUnit: 'H87',
        grossBaseQuantity: d('1'),
      },
    ]),
  );
  t.deepEqual(grossOnly.values('//ram:GrossPriceProductTradePrice/ram:BasisQuantity'), ['1.00']);
  t.is(grossOnly.value('//ram:GrossPriceProductTradePrice/ram:BasisQuantity/@unitCode'), 'H87');
  t.is(grossOnly.count('//ram:NetPriceProductTradePrice/ram:BasisQuantity'), 0);
  const none = written(invoice([{ ...line(2, 10), grossPrice: d('10'), baseQuantity: d('1') }]));
  t.is(none.count('//ram:GrossPriceProductTradePrice/ram:BasisQuantity'), 0);
});

test('EXTENDED line groups: LineStatusReasonCode GROUP on a group line, DETAIL on the others (BR-FXEXT-S-08 leaves GROUP lines out); none without groups', (t) => {
  const grouped = written(
    invoice([
      { ...line(2, 300, { id: '0101' }), parentLineId: '01' },
      { ...line(3, 150, { id: '0102' }), parentLineId: '01' },
      line(1, 1050, { id: '01' }),
    ]),
    'extended',
  );
  t.deepEqual(
    grouped.values(
      '//ram:IncludedSupplyChainTradeLineItem/ram:AssociatedDocumentLineDocument/ram:LineStatusReasonCode',
    ),
    ['DETAIL', 'DETAIL', 'GROUP'],
  );
  t.is(written(invoice([line(1, 10)]), 'extended').count('//ram:LineStatusReasonCode'), 0);
});

test('EXTENDED line status as given: DETAIL parent of INFORMATION lines', (t) => {
  const d = written(
    invoice([
      { ...line(10, 4500, { id: '01' }), lineStatus: 'DETAIL' },
      { ...line(10, 0, { id: '01.01' }), parentLineId: '01', lineStatus: 'INFORMATION' },
    ]),
    'extended',
  );
  t.deepEqual(
    d.values(
      '//ram:IncludedSupplyChainTradeLineItem/ram:AssociatedDocumentLineDocument/ram:LineStatusReasonCode',
    ),
    ['DETAIL', 'INFORMATION'],
  );
});

test('EXTENDED: an INFORMATION line that states no VAT (no category, rate 0) is written without BG-30 where the breakdown has no Z; a DETAIL line never', (t) => {
  const lines = [
    { ...line(10, 4500, { id: '01' }), lineStatus: 'DETAIL' as const },
    {
      ...line(10, 0, { id: '01.01', vatRate: 0 }),
      parentLineId: '01',
      lineStatus: 'INFORMATION' as const,
    },
    { ...line(10, 0, { id: '01.02' }), parentLineId: '01', lineStatus: 'INFORMATION' as const },
  ];
  const d = written(invoice(lines), 'extended');
  const lineTax = (id: string) =>
    d.count(
      `//ram:IncludedSupplyChainTradeLineItem[ram:AssociatedDocumentLineDocument/ram:LineID='${id}']/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax`,
    );
  t.deepEqual([lineTax('01'), lineTax('01.01'), lineTax('01.02')], [1, 0, 1]);
  // Where a counting line brings Z into the breakdown, the derived Z is as good as any: written.
  const withZ = written(
    invoice([...lines, { ...line(1, 5, { id: '02', vatRate: 0 }), lineStatus: 'DETAIL' as const }]),
    'extended',
  );
  t.is(
    withZ.count(
      `//ram:IncludedSupplyChainTradeLineItem[ram:AssociatedDocumentLineDocument/ram:LineID='01.01']/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax`,
    ),
    1,
  );
});
