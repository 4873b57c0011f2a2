/**
 * xrechnungMissingData(): what XRechnung (BR-DE-*) needs that the public JSON lacks, by JSON path;
 * the writer never invents it.
 */
import test from 'ava';
import { isValidIban } from '../../../src/domain/codelists/iban.js';
import { xrechnungMissingData } from '../../../src/validation/checks/xrechnung-missing-data.js';
import { invoiceSet, JURISDICTIONS } from './helpers/invoices.js';

const complete = invoiceSet(JURISDICTIONS.eu!).single!;

test('a complete invoice lacks nothing', (t) => {
  t.deepEqual(xrechnungMissingData(complete), []);
});

test('BR-DE-15, BR-DE-6, BR-DE-7, BR-DE-1, BR-DE-3/4, BR-DE-8/9: missing values listed by JSON path', (t) => {
  const bare = {
    ...complete,
    buyerReference: undefined,
    payment: undefined,
    seller: {
      ...complete.seller,
      phone: undefined,
      email: undefined,
      city: undefined,
      postalCode: undefined,
    },
    buyer: { ...complete.buyer, city: undefined, postalCode: undefined },
  };
  t.deepEqual(
    xrechnungMissingData(bare).map((m) => m.path),
    [
      '$.invoice.leitweg_id',
      '$.invoice.seller.city',
      '$.invoice.seller.postal_code',
      '$.invoice.seller.phone',
      '$.invoice.seller.email',
      '$.invoice.buyer.city',
      '$.invoice.buyer.postal_code',
      '$.invoice.payment.iban',
    ],
  );
  t.regex(xrechnungMissingData(bare)[3]!.message, /BR-DE-6/);
});

test('BR-DE-19: an invalid IBAN is reported; mod-97 check', (t) => {
  t.true(isValidIban('DE89 3704 0044 0532 0130 00'));
  t.false(isValidIban('DE89370400440532013001'));
  const bad = { ...complete, payment: { ...complete.payment, iban: 'DE00370400440532013000' } };
  t.deepEqual(
    xrechnungMissingData(bad).map((m) => m.path),
    ['$.invoice.payment.iban'],
  );
});

test('BR-DE-1: payment terms without an IBAN are enough (BG-16 is written with BT-81 "1", instrument not defined)', (t) => {
  const termsOnly = { ...complete, payment: { terms: 'Paid by credit card on order' } };
  t.deepEqual(xrechnungMissingData(termsOnly), []);
  const nothing = { ...complete, payment: { terms: '  ' } };
  t.deepEqual(
    xrechnungMissingData(nothing).map((m) => m.path),
    ['$.invoice.payment.iban'],
  );
});
