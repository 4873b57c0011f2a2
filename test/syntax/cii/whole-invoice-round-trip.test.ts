/**
 * Every EN 16931 term of the domain model written by the CII writer is read back by the CII
 * reader unchanged, through the one binding table (EXTENDED: everything; lower profiles: what
 * their rank carries), and nothing of the written document is left unread.
 */
import test from 'ava';
import { calculate } from '../../../src/domain/calculate.js';
import { fromNumber } from '../../../src/domain/decimal.js';
import type { InvoiceInput } from '../../../src/domain/model.js';
import { writeCii } from '../../../src/syntax/cii/writer/write-cii.js';
import { readCii } from '../../../src/syntax/cii/reader/read-cii.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { ciiTermValues } from '../../../src/syntax/cii/binding/index.js';
import { invoice, line, SELLER, BUYER } from '../../domain/fixtures/invoices.js';

const d = fromNumber;

function whole(): InvoiceInput {
  const base = invoice([line(2, 50), line(1, 10, { vatRate: 7 })]);
  const l0 = {
    ...base.lines[0], id: 'A1', note: 'Line note', objectIdentifier: { id: 'OBJ-1', scheme: 'AAA' }, period: { start: '2024-01-01', end: '2024-01-31' },
    orderLineReference: '7', accountingCost: 'CC-1', allowances: [{ amount: d(5), reason: 'Discount', reasonCode: '95' }],
    charges: [{ amount: d(2), reason: 'Packing', reasonCode: 'ABL' }], grossPrice: d(55), priceDiscount: d(5),
    itemDescription: 'A long description', sellerItemId: 'S-1', buyerItemId: 'B-1', standardItemId: { id: '4012345678901', scheme: '0160' },
    classifications: [{ code: '12345', listId: 'STI', listVersion: '1' }], originCountry: 'DE', attributes: [{ name: 'Colour', value: 'Blue' }],
  };
  return {
    ...base,
    lines: [l0, base.lines[1]],
    seller: { ...SELLER, tradingName: 'Muster', identifiers: [{ id: '4000001000005', scheme: '0088' }], legalRegistration: { id: 'HRB 1', scheme: '0002' }, taxRegistrationId: '12/345/67890', legalInfo: 'GF: A. Muster', addressLine2: 'Hof', addressLine3: 'Haus 2', countrySubdivision: 'BE', contactName: 'A. Muster' },
    buyer: { ...BUYER, contactName: 'B. Buyer', legalRegistration: { id: '123456789', scheme: '0002' } },
    taxPointDate: '2024-01-31', taxCurrency: 'USD', taxCurrencyVatTotal: d(20.5), accountingCost: 'ACC', projectReference: 'P-1', contractReference: 'C-1',
    purchaseOrderReference: 'PO-1', salesOrderReference: 'SO-1', receivingAdviceReference: 'RA-1', despatchAdviceReference: 'DA-1', tenderReference: 'T-1',
    invoicedObject: { id: 'IO-1', scheme: 'AAA' }, additionalNotes: [{ text: 'Second', subjectCode: 'AAI' }], precedingInvoices: [{ number: 'INV-0', date: '2023-12-01' }],
    invoicingPeriod: { start: '2024-01-01', end: '2024-01-31' }, payee: { name: 'Factor', identifier: { id: 'PY-1', scheme: '0088' }, legalRegistration: { id: 'LR-1', scheme: '0002' } },
    taxRepresentative: { name: 'Rep', vatId: 'DE999999999', address: { street: 'Weg 1', city: 'Köln', postalCode: '50667', country: 'DE' } },
    delivery: { partyName: 'Lager', location: { id: 'LOC-1', scheme: '0088' }, address: { street: 'Lagerweg 1', city: 'Paris', postalCode: '75001', country: 'FR' } },
    allowances: [{ amount: d(10), reason: 'Bonus', reasonCode: '95', taxCategory: 'S', vatRate: d(19) }],
    charges: [{ amount: d(3), reason: 'Freight', reasonCode: 'FC', taxCategory: 'S', vatRate: d(19) }],
    attachments: [{ id: 'ATT-1', description: 'Timesheet', contentBase64: 'SGVsbG8=', mimeCode: 'text/plain', filename: 'hello.txt' }, { id: 'ATT-2', url: 'https://example.com/x.pdf' }],
    paidAmount: d(10),
    payment: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001', terms: 'Net 30', meansCode: '58', meansText: 'Transfer', remittanceInformation: 'RF18 5390 0754 7034', accountName: 'Muster GmbH', directDebit: { creditorId: 'DE98ZZZ09999999999' } },
  };
}

test('EXTENDED: every term written is read back into the model', (t) => {
  const input = whole();
  const xml = writeCii(calculate(input), { profile: 'extended', flavour: 'facturx' });
  const { invoice: back, dropped } = readCii(parseXmlSafely(xml));
  t.deepEqual(dropped, []);
  for (const key of ['taxPointDate', 'taxCurrency', 'accountingCost', 'projectReference', 'contractReference', 'purchaseOrderReference', 'salesOrderReference',
    'receivingAdviceReference', 'despatchAdviceReference', 'tenderReference', 'invoicedObject', 'additionalNotes', 'precedingInvoices', 'invoicingPeriod',
    'payee', 'taxRepresentative', 'delivery', 'attachments'] as const) {
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
  for (const key of ['id', 'note', 'objectIdentifier', 'period', 'orderLineReference', 'accountingCost', 'itemDescription', 'sellerItemId', 'buyerItemId',
    'standardItemId', 'classifications', 'originCountry', 'attributes'] as const) {
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
  const again = writeCii(calculate(readCii(parseXmlSafely(first)).invoice), { profile: 'en16931', flavour: 'facturx' });
  t.deepEqual(ciiTermValues(parseXmlSafely(again)), ciiTermValues(parseXmlSafely(first)));
});

test('BASIC WL writes no line-level and no EN16931-only terms (BT-11 project, BG-24, BT-82)', (t) => {
  const xml = writeCii(calculate(whole()), { profile: 'basic_wl', flavour: 'facturx' });
  const values = ciiTermValues(parseXmlSafely(xml));
  for (const bt of ['BT-126', 'BT-11', 'BT-122', 'BT-82', 'BT-14', 'BT-15', 'BT-114']) t.false(values.has(bt), bt);
  for (const bt of ['BT-13', 'BT-12', 'BT-16', 'BT-73', 'BT-92', 'BT-99', 'BT-113', 'BT-59', 'BT-62', 'BT-70']) t.true(values.has(bt), bt);
});
