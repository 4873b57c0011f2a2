/** BT-2, BT-72 (default = BT-2, BR-FX-EN-04), BT-22 note, BT-1, BT-3: document header values. */
import test from 'ava';
import { ciiPath } from '../../../src/syntax/cii/binding/index.js';
import { invoice, line } from '../../domain/fixtures/invoices.js';
import { written } from './helpers/write.js';
import { readCii } from '../../../src/syntax/cii/reader/read-cii.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';

test('BT-1, BT-3, BT-2 (format 102), BT-22', (t) => {
  const d = written(invoice([line(1, 1)], { typeCode: '381', number: 'CN/7' }));
  t.is(d.value(ciiPath('BT-1')), 'CN/7');
  t.is(d.value(ciiPath('BT-3')), '381');
  t.is(d.value(ciiPath('BT-2')), '20261120');
  t.is(d.value(`${ciiPath('BT-2')}/@format`), '102');
  t.is(d.value(ciiPath('BT-22')), 'Thank you for your order.');
});

test('BT-72 defaults to BT-2 (BR-FX-EN-04); a given date is written', (t) => {
  t.is(written(invoice([line(1, 1)])).value(ciiPath('BT-72')), '20261120');
  t.is(
    written(invoice([line(1, 1)], { deliveryDate: '2026-10-31' })).value(ciiPath('BT-72')),
    '20261031',
  );
});

test('an impossible date shape is refused rather than written', (t) => {
  t.throws(() => written(invoice([line(1, 1)], { issueDate: '20.11.2026' })), {
    message: /YYYY-MM-DD/,
  });
});

test("BT-8 is written in CII's UNTDID 2475 (5, 29, 72) for the JSON's UNTDID 2005 (3, 35, 432), and read back", (t) => {
  for (const [json, cii] of [
    ['3', '5'],
    ['35', '29'],
    ['432', '72'],
  ]) {
    const d = written(invoice([line(1, 1)], { taxPointDateCode: json }));
    t.is(d.value(ciiPath('BT-8')), cii);
    t.is(readCii(parseXmlSafely(d.xml)).invoice.taxPointDateCode, json);
  }
});
