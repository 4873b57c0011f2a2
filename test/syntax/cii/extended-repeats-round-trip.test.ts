/**
 * The terms EN 16931 has once and Factur-X EXTENDED repeats (further payment terms BT-20 / BT-9,
 * further item price discounts BT-147, further invoiced objects BT-18), and the buyer's local tax
 * number (CII schemeID FC, no EN 16931 term): read from CII → public JSON → written again → read,
 * unchanged, with nothing left unread; a lower profile or another syntax refuses the repeats by
 * name (NOT_CARRIED), and a target judged by the Factur-X rules (VA only) the tax number.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { InvoiceSchema } from '../../../gen/einvoice/v1/invoice_pb.js';
import { toInvoiceInput } from '../../../src/api/invoice-input.js';
import { calculate } from '../../../src/domain/calculate.js';
import { fromNumber } from '../../../src/domain/decimal.js';
import type { InvoiceInput } from '../../../src/domain/model.js';
import { toPublicInvoice } from '../../../src/retrieve/public-invoice.js';
import { ciiTermValues } from '../../../src/syntax/cii/binding/index.js';
import { readCii } from '../../../src/syntax/cii/reader/read-cii.js';
import { writeCii } from '../../../src/syntax/cii/writer/write-cii.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { lineProblems } from '../../../src/domain/line-problems.js';
import { invoice, line } from '../../domain/fixtures/invoices.js';
import { issueAt, request } from '../../validation/checks/helpers.js';

const d = fromNumber;

/** An EXTENDED invoice with two price discounts on its first line, two payment terms and a buyer FC number. */
function extendedInvoice(): InvoiceInput {
  const base = invoice([line(50, 1.45), line(1, 10)]);
  return {
    ...base,
    dueDate: '2026-06-13',
    invoicedObject: { id: 'REKLA-2018-235' },
    furtherInvoicedObjects: [{ id: 'R87654321012345', scheme: 'AAG' }],
    buyer: { ...base.buyer, taxRegistrationId: '04523249415' },
    lines: [
      {
        ...base.lines[0],
        grossPrice: d(1.5),
        priceDiscount: d(0.03),
        furtherPriceDiscounts: [d(0.02)],
      },
      base.lines[1],
    ],
    payment: {
      iban: 'DE02120300000000202051',
      terms: '2 % Skonto bis 13.06.2026',
      furtherTerms: [
        { description: 'Bis zum 27.06.2026 ohne Abzug', dueDate: '2026-06-27' },
        { dueDate: '2026-07-27' },
      ],
    },
  };
}

/** CII → the public JSON → the model generate converts it into. */
function throughJson(xml: string): InvoiceInput {
  const read = readCii(parseXmlSafely(xml));
  return toInvoiceInput(fromJson(InvoiceSchema, toPublicInvoice(read.invoice) as never));
}

test('EXTENDED: further payment terms, price discounts and invoiced objects, and the buyer FC number, survive read → JSON → write → read', (t) => {
  const first = writeCii(calculate(extendedInvoice()), { profile: 'extended', flavour: 'facturx' });
  const { invoice: read, dropped } = readCii(parseXmlSafely(first));
  t.deepEqual(dropped, []);
  t.deepEqual(read.payment?.furtherTerms, [
    { description: 'Bis zum 27.06.2026 ohne Abzug', dueDate: '2026-06-27' },
    { dueDate: '2026-07-27' },
  ]);
  t.deepEqual(read.lines[0].furtherPriceDiscounts?.map(String), ['0.02']);
  t.is(read.buyer.taxRegistrationId, '04523249415');
  t.deepEqual(read.furtherInvoicedObjects, [{ id: 'R87654321012345', scheme: 'AAG' }]);

  const json = toPublicInvoice(read);
  t.deepEqual(json.payment?.further_terms, [
    { description: 'Bis zum 27.06.2026 ohne Abzug', due_date: '2026-06-27' },
    { due_date: '2026-07-27' },
  ]);
  t.deepEqual(json.items[0].further_price_discounts, [0.02]);
  t.is(json.buyer.tax_registration_id, '04523249415');
  t.deepEqual(json.further_invoiced_objects, [{ id: 'R87654321012345', scheme: 'AAG' }]);

  const again = writeCii(calculate(throughJson(first)), {
    profile: 'extended',
    flavour: 'facturx',
  });
  const values = ciiTermValues(parseXmlSafely(again));
  t.deepEqual(values, ciiTermValues(parseXmlSafely(first)));
  t.deepEqual(values.get('BT-9'), ['20260613', '20260627', '20260727']);
  t.deepEqual(values.get('BT-147'), ['0.02', '0.03']);
  t.deepEqual(values.get('BT-18'), ['R87654321012345', 'REKLA-2018-235']);
  t.is(values.get('BT-146')?.[0], '1.45');
  t.regex(
    again,
    /<ram:BuyerTradeParty>[\s\S]*<ram:ID schemeID="FC">04523249415<\/ram:ID>[\s\S]*<\/ram:BuyerTradeParty>/,
  );
});

test('EN16931 writes one payment terms, one price discount and one invoiced object; the buyer FC number in every CII profile', (t) => {
  const xml = writeCii(calculate(extendedInvoice()), { profile: 'en16931', flavour: 'facturx' });
  const values = ciiTermValues(parseXmlSafely(xml));
  t.deepEqual(values.get('BT-9'), ['20260613']);
  t.deepEqual(values.get('BT-147'), ['0.03']);
  t.deepEqual(values.get('BT-18'), ['REKLA-2018-235']);
  t.regex(xml, /schemeID="FC">04523249415</);
});

test('the net price is gross − price discount − further price discounts: no warning when they agree, one naming the difference otherwise', (t) => {
  const agree = calculate(extendedInvoice());
  t.is(agree.lines[0].unitPrice.toString(), '1.45');
  t.deepEqual(
    lineProblems(agree).filter((p) => p.rule === 'BT-146'),
    [],
  );
  const off = extendedInvoice();
  off.lines[0] = { ...off.lines[0], furtherPriceDiscounts: [d(0.05)] };
  const problems = lineProblems(calculate(off)).filter((p) => p.rule === 'BT-146');
  t.is(problems.length, 1);
  t.regex(problems[0].message, /further_price_discounts \(1\.42\)/);
});

test('further terms, price discounts and invoiced objects are EXTENDED only; a buyer tax number is CEN CII and UBL only (NOT_CARRIED names them)', (t) => {
  const terms = (b: any) =>
    (b.invoice.payment = {
      ...(b.invoice.payment ?? {}),
      further_terms: [{ due_date: '2026-07-01' }],
    });
  const discounts = (b: any) =>
    Object.assign(b.invoice.items[0], {
      gross_price: b.invoice.items[0].unit_price + 2,
      price_discount: 1,
      further_price_discounts: [1],
    });
  const fc = (b: any) => (b.invoice.buyer.tax_registration_id = '04523249415');
  const as = (format: string, profile?: string) => (b: any) => {
    b.format = format;
    if (profile) b.profile = profile;
  };
  t.is(
    issueAt(request(as('zugferd', 'en16931'), terms), '$.invoice.payment.further_terms')?.code,
    'NOT_CARRIED',
  );
  t.is(issueAt(request(as('ubl'), terms), '$.invoice.payment.further_terms')?.code, 'NOT_CARRIED');
  t.is(
    issueAt(request(as('zugferd', 'extended'), terms), '$.invoice.payment.further_terms'),
    undefined,
  );
  t.is(
    issueAt(
      request(as('facturx', 'en16931'), discounts),
      '$.invoice.items[0].further_price_discounts',
    )?.code,
    'NOT_CARRIED',
  );
  t.is(
    issueAt(
      request(as('facturx', 'extended'), discounts),
      '$.invoice.items[0].further_price_discounts',
    ),
    undefined,
  );
  // UBL states it as a PartyTaxScheme of its own; the Factur-X rules take a VAT id only.
  t.is(issueAt(request(as('ubl'), fc), '$.invoice.buyer.tax_registration_id'), undefined);
  t.is(issueAt(request(as('cii'), fc), '$.invoice.buyer.tax_registration_id'), undefined);
  t.is(
    issueAt(request(as('zugferd', 'en16931'), fc), '$.invoice.buyer.tax_registration_id')?.code,
    'NOT_CARRIED',
  );
  const objects = (b: any) =>
    Object.assign(b.invoice, {
      invoiced_object: { id: 'A' },
      further_invoiced_objects: [{ id: 'B', scheme: 'AAG' }],
    });
  t.is(
    issueAt(request(as('zugferd', 'en16931'), objects), '$.invoice.further_invoiced_objects')?.code,
    'NOT_CARRIED',
  );
  t.is(
    issueAt(request(as('zugferd', 'extended'), objects), '$.invoice.further_invoiced_objects'),
    undefined,
  );
  t.is(
    issueAt(
      request(
        as('zugferd', 'extended'),
        (b) => (b.invoice.further_invoiced_objects = [{ id: 'B' }]),
      ),
      '$.invoice.invoiced_object',
    )?.code,
    'REQUIRED',
  );
  t.is(
    issueAt(
      request(
        as('zugferd', 'extended'),
        objects,
        (b) => (b.invoice.further_invoiced_objects[0].scheme = 'QQ'),
      ),
      '$.invoice.further_invoiced_objects[0].scheme',
    )?.code,
    'INVALID_CODE',
  );
  t.is(
    issueAt(
      request(
        as('zugferd', 'extended'),
        (b) => (b.invoice.payment = { further_terms: [{ due_date: '2026-02-30' }] }),
      ),
      '$.invoice.payment.further_terms[0].due_date',
    )?.code,
    'INVALID_FORMAT',
  );
  t.is(
    issueAt(
      request(as('zugferd', 'extended'), (b) => (b.invoice.payment = { further_terms: [{}] })),
      '$.invoice.payment.further_terms[0].description',
    )?.code,
    'REQUIRED',
  );
  t.is(
    issueAt(
      request(as('zugferd', 'extended'), (b) =>
        Object.assign(b.invoice.items[0], {
          gross_price: 10,
          price_discount: 1,
          further_price_discounts: [-1],
        }),
      ),
      '$.invoice.items[0].further_price_discounts[0]',
    )?.code,
    'OUT_OF_RANGE',
  );
});
