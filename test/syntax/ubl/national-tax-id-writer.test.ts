/**
 * PINT JP and AE state the national tax number in the form their rules check (aligned-ibr-jp-01,
 * ibr-132-ae): a vat_id given with the ISO prefix or with spaces is written as that number, the
 * way validation reads it, so that validate and generate agree; elsewhere a VAT id is written as
 * given, spaces included (issue 42: nothing rewritten).
 */
import test from 'ava';
import { writeUbl } from '../../../src/syntax/ubl/writer/write-ubl.js';
import { invoiceSet, JURISDICTIONS } from './helpers/invoices.js';
import { read } from './helpers/xpath.js';

const SELLER_VAT =
  '/inv:Invoice/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID';

function sellerVatWritten(j: 'jp' | 'ae' | 'eu', vatId: string): string | undefined {
  const jurisdiction = JURISDICTIONS[j]!;
  const inv = {
    ...invoiceSet(jurisdiction).single!,
    seller: { ...invoiceSet(jurisdiction).single!.seller, vatId },
  };
  const xml =
    j === 'eu'
      ? writeUbl(inv, { flavour: 'ubl' })
      : writeUbl(inv, { flavour: 'pint', pintJurisdiction: j });
  return read(xml).str(SELLER_VAT);
}

test('PINT JP: the T-number with the JP prefix or with spaces is written as T and 13 digits', (t) => {
  t.is(sellerVatWritten('jp', 'JPT1234567890123'), 'T1234567890123');
  t.is(sellerVatWritten('jp', 'T 1234 5678 90123'), 'T1234567890123');
  t.is(sellerVatWritten('jp', 'JP T1234567890123'), 'T1234567890123');
});

test('PINT AE: the TRN with the AE prefix or with spaces is written as its 15 digits', (t) => {
  t.is(sellerVatWritten('ae', 'AE100000000000003'), '100000000000003');
  t.is(sellerVatWritten('ae', '1000 0000 0000 003'), '100000000000003');
});

test('EN 16931 UBL: a VAT id is written as given, spaces included', (t) => {
  t.is(sellerVatWritten('eu', 'DE 123 456 789'), 'DE 123 456 789');
});
