/**
 * Every EN 16931 term of the domain model written by the CII writer is read back by the CII
 * reader unchanged, through the one binding table (EXTENDED: everything; lower profiles: what
 * their rank carries), and nothing of the written document is left unread.
 */
import test from 'ava';
import { calculate } from '../../../src/domain/calculate.js';
import { writeCii } from '../../../src/syntax/cii/writer/write-cii.js';
import { readCii } from '../../../src/syntax/cii/reader/read-cii.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { ciiTermValues } from '../../../src/syntax/cii/binding/index.js';
import { whole } from '../helpers/whole-invoice.js';

test('EXTENDED: every term written is read back into the model', (t) => {
  const input = whole();
  const xml = writeCii(calculate(input), { profile: 'extended', flavour: 'facturx' });
  const { invoice: back, dropped } = readCii(parseXmlSafely(xml));
  t.deepEqual(dropped, []);
  for (const key of [
    'taxPointDate',
    'taxCurrency',
    'accountingCost',
    'projectReference',
    'contractReference',
    'purchaseOrderReference',
    'salesOrderReference',
    'receivingAdviceReference',
    'despatchAdviceReference',
    'tenderReference',
    'invoicedObject',
    'additionalNotes',
    'precedingInvoices',
    'invoicingPeriod',
    'payee',
    'taxRepresentative',
    'delivery',
    'attachments',
  ] as const) {
    t.deepEqual(back[key], input[key], key);
  }
  t.deepEqual(back.seller, input.seller);
  t.is(back.buyer.contactName, 'B. Buyer');
  t.deepEqual(back.buyer.legalRegistration, input.buyer.legalRegistration);
  t.is(back.taxCurrencyVatTotal?.toString(), '20.5');
  t.is(back.paidAmount?.toString(), '10');
  t.is(back.allowances?.[0].amount?.toString(), '10');
  t.is(back.charges?.[0].reasonCode, 'FC');
  t.deepEqual({ ...back.payment }, { ...input.payment });
  const l = back.lines[0];
  const w = input.lines[0];
  for (const key of [
    'id',
    'note',
    'objectIdentifier',
    'period',
    'orderLineReference',
    'accountingCost',
    'itemDescription',
    'sellerItemId',
    'buyerItemId',
    'standardItemId',
    'classifications',
    'originCountry',
    'attributes',
  ] as const) {
    t.deepEqual(l[key], w[key], `line ${key}`);
  }
  t.is(l.grossPrice?.toString(), '55');
  t.is(l.priceDiscount?.toString(), '5');
  t.is(l.allowances?.[0].amount?.toString(), '5');
  t.is(l.charges?.[0].reason, 'Packing');
  t.is(l.statedNetAmount?.toString(), '97');
});

test('the same invoice written twice reads to the same business-term values (writer and reader share the table)', (t) => {
  const input = whole();
  const first = writeCii(calculate(input), { profile: 'en16931', flavour: 'facturx' });
  const again = writeCii(calculate(readCii(parseXmlSafely(first)).invoice), {
    profile: 'en16931',
    flavour: 'facturx',
  });
  t.deepEqual(ciiTermValues(parseXmlSafely(again)), ciiTermValues(parseXmlSafely(first)));
});

test('BASIC WL writes no line-level and no EN16931-only terms (BT-11 project, BG-24, BT-82)', (t) => {
  const xml = writeCii(calculate(whole()), { profile: 'basic_wl', flavour: 'facturx' });
  const values = ciiTermValues(parseXmlSafely(xml));
  for (const bt of ['BT-126', 'BT-11', 'BT-122', 'BT-82', 'BT-14', 'BT-15', 'BT-114'])
    t.false(values.has(bt), bt);
  for (const bt of [
    'BT-13',
    'BT-12',
    'BT-16',
    'BT-73',
    'BT-92',
    'BT-99',
    'BT-113',
    'BT-59',
    'BT-62',
    'BT-70',
  ])
    t.true(values.has(bt), bt);
});
