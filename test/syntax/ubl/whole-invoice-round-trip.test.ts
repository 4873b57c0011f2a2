/**
 * Every EN 16931 term of the domain model written by the UBL writer is read back by the UBL
 * reader unchanged, through the one binding table (Invoice and CreditNote), and nothing of the
 * written document is left unread; the XPaths of the table are the ones tests and docs use.
 */
import test from 'ava';
import { calculate } from '../../../src/domain/calculate.js';
import { fromNumber } from '../../../src/domain/decimal.js';
import type { InvoiceInput } from '../../../src/domain/model.js';
import { writeUbl } from '../../../src/syntax/ubl/writer/write-ubl.js';
import { readUbl } from '../../../src/syntax/ubl/reader/read-ubl.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { ublPath, ublTermValues } from '../../../src/syntax/ubl/binding/index.js';
import { invoice, line } from '../../domain/fixtures/invoices.js';
import { whole } from '../helpers/whole-invoice.js';
import { read } from './helpers/xpath.js';

const d = fromNumber;

const DOCUMENT_KEYS = [
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
] as const;
const LINE_KEYS = [
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
] as const;

for (const typeCode of ['380', '381']) {
  test(`${typeCode === '380' ? 'Invoice' : 'CreditNote'}: every term written is read back into the model, nothing left unread`, (t) => {
    const input = { ...whole(), typeCode };
    const xml = writeUbl(calculate(input), { flavour: 'peppol' });
    const { invoice: back, dropped } = readUbl(parseXmlSafely(Buffer.from(xml)));
    t.deepEqual(dropped, []);
    for (const key of DOCUMENT_KEYS) t.deepEqual(back[key], input[key], key);
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
    for (const key of LINE_KEYS) t.deepEqual(l[key], w[key], `line ${key}`);
    t.is(l.grossPrice?.toString(), '55');
    t.is(l.priceDiscount?.toString(), '5');
    t.is(l.allowances?.[0].amount?.toString(), '5');
    t.is(l.charges?.[0].reason, 'Packing');
    t.is(l.statedNetAmount?.toString(), '97');
  });
}

test('the same invoice written twice reads to the same business-term values (writer and reader share the table)', (t) => {
  const first = writeUbl(calculate(whole()), { flavour: 'peppol' });
  const again = writeUbl(calculate(readUbl(parseXmlSafely(Buffer.from(first))).invoice), {
    flavour: 'peppol',
  });
  t.deepEqual(
    ublTermValues(parseXmlSafely(Buffer.from(again))),
    ublTermValues(parseXmlSafely(Buffer.from(first))),
  );
});

test('BT-110 with the breakdown and BT-111 in the VAT accounting currency: two cac:TaxTotal told apart by their subtotals', (t) => {
  const doc = read(writeUbl(calculate(whole()), { flavour: 'peppol' }));
  t.is(doc.count('/inv:Invoice/cac:TaxTotal'), 2);
  t.is(doc.str('/inv:Invoice/cac:TaxTotal[2]/cbc:TaxAmount'), '20.50');
  t.is(doc.str('/inv:Invoice/cac:TaxTotal[2]/cbc:TaxAmount/@currencyID'), 'USD');
  t.is(doc.str('/inv:Invoice/cac:TaxTotal[1]/cbc:TaxAmount/@currencyID'), 'EUR');
  t.is(ublPath('BT-111'), '/Invoice/cac:TaxTotal/cbc:TaxAmount');
  t.is(ublPath('BT-110'), '/Invoice/cac:TaxTotal[cac:TaxSubtotal]/cbc:TaxAmount');
  t.is(ublPath('BT-126', 'credit-note'), '/CreditNote/cac:CreditNoteLine/cbc:ID');
});

test('BG-23 as stated and the PINT MY tourism tax are written and read back: a BT-117 with 4 decimals, TTX with scheme AAL and no rate', (t) => {
  const base = invoice([
    { ...line(1, 200, { vatRate: 6, taxCategory: 'HVG' }), tourismTaxAmount: d(20) },
  ]);
  const input: InvoiceInput = {
    ...base,
    currency: 'MYR',
    statedVatBreakdown: [{ category: 'HVG', rate: d(6), taxAmount: d(12.0045) }],
  };
  const xml = writeUbl(calculate(input), { flavour: 'pint', pintJurisdiction: 'my' });
  const doc = read(xml);
  t.is(doc.str('/inv:Invoice/cac:TaxTotal/cbc:TaxAmount'), '32.00'); // 12.0045 + 20, rounded (BR-CO-14)
  t.is(doc.str('/inv:Invoice/cac:TaxTotal/cac:TaxSubtotal[1]/cbc:TaxAmount'), '12.0045');
  t.is(doc.str('/inv:Invoice/cac:TaxTotal/cac:TaxSubtotal[2]/cac:TaxCategory/cbc:ID'), 'TTX');
  t.is(
    doc.str('/inv:Invoice/cac:TaxTotal/cac:TaxSubtotal[2]/cac:TaxCategory/cac:TaxScheme/cbc:ID'),
    'AAL',
  );
  t.is(doc.count('/inv:Invoice/cac:TaxTotal/cac:TaxSubtotal[2]/cac:TaxCategory/cbc:Percent'), 0);
  t.is(doc.str('/inv:Invoice/cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[2]/cbc:ID'), 'TTX');
  t.is(doc.str('/inv:Invoice/cac:InvoiceLine/cac:TaxTotal/cbc:TaxAmount'), '20.00');
  const { invoice: back, dropped } = readUbl(parseXmlSafely(Buffer.from(xml)));
  t.deepEqual(dropped, []);
  t.is(back.lines[0].taxCategory, 'HVG');
  t.is(back.lines[0].tourismTaxAmount?.toString(), '20');
  t.deepEqual(
    back.statedVatBreakdown?.map((b) => [
      b.category,
      b.rate.toString(),
      b.taxableAmount,
      b.taxAmount?.toString(),
    ]),
    [['HVG', '6', undefined, '12.0045']],
  );
});
