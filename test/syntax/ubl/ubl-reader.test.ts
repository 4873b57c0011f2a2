/**
 * The UBL reader for Invoice and CreditNote: each supported business term, exact decimals,
 * and the dropped list for what the public model cannot hold.
 */
import test from 'ava';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { readUbl } from '../../../src/syntax/ubl/reader/read-ubl.js';
import { XMLSerializer } from '@xmldom/xmldom';

const ubl = (root: 'Invoice' | 'CreditNote', body: string) =>
  parseXmlSafely(`<?xml version="1.0"?>
<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2"
 xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
 xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
 <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
 <cbc:ID>UBL-9</cbc:ID><cbc:IssueDate>2024-02-01</cbc:IssueDate>${root === 'Invoice' ? '<cbc:DueDate>2024-03-01</cbc:DueDate><cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>' : '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>'}
 <cbc:Note>Hello</cbc:Note><cbc:DocumentCurrencyCode>NOK</cbc:DocumentCurrencyCode><cbc:BuyerReference>REF-1</cbc:BuyerReference>
 <cac:OrderReference><cbc:ID>PO-1</cbc:ID></cac:OrderReference>
 <cac:AccountingSupplierParty><cac:Party><cbc:EndpointID schemeID="0192">987654321</cbc:EndpointID>
  <cac:PartyName><cbc:Name>Trade name</cbc:Name></cac:PartyName>
  <cac:PostalAddress><cbc:StreetName>Gate 1</cbc:StreetName><cbc:CityName>Oslo</cbc:CityName><cbc:PostalZone>0150</cbc:PostalZone><cac:Country><cbc:IdentificationCode>NO</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
  <cac:PartyTaxScheme><cbc:CompanyID>NO987654321MVA</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
  <cac:PartyLegalEntity><cbc:RegistrationName>Legal AS</cbc:RegistrationName></cac:PartyLegalEntity>
  <cac:Contact><cbc:Telephone>+47 1</cbc:Telephone><cbc:ElectronicMail>a@b.no</cbc:ElectronicMail></cac:Contact></cac:Party></cac:AccountingSupplierParty>
 <cac:AccountingCustomerParty><cac:Party><cac:PostalAddress><cac:Country><cbc:IdentificationCode>SE</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
  <cac:PartyLegalEntity><cbc:RegistrationName>Kund AB</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingCustomerParty>
 <cac:PaymentMeans><cbc:PaymentMeansCode>30</cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>NO93 8601 1117 947</cbc:ID><cac:FinancialInstitutionBranch><cbc:ID>DNBANOKK</cbc:ID></cac:FinancialInstitutionBranch></cac:PayeeFinancialAccount></cac:PaymentMeans>
 <cac:PaymentTerms><cbc:Note>Net 30</cbc:Note></cac:PaymentTerms>
 <cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="NOK">12.50</cbc:LineExtensionAmount><cbc:PrepaidAmount currencyID="NOK">2.00</cbc:PrepaidAmount><cbc:PayableAmount currencyID="NOK">13.63</cbc:PayableAmount></cac:LegalMonetaryTotal>
 <cac:${root}Line><cbc:ID>10</cbc:ID><cbc:${root === 'Invoice' ? 'Invoiced' : 'Credited'}Quantity unitCode="KGM">2.5</cbc:${root === 'Invoice' ? 'Invoiced' : 'Credited'}Quantity>
  <cbc:LineExtensionAmount currencyID="NOK">12.50</cbc:LineExtensionAmount>
  <cac:Item><cbc:Name>Fish</cbc:Name><cac:SellersItemIdentification><cbc:ID>F-1</cbc:ID></cac:SellersItemIdentification>
   <cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>15</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
  <cac:Price><cbc:PriceAmount currencyID="NOK">5.00</cbc:PriceAmount><cbc:BaseQuantity unitCode="KGM">1</cbc:BaseQuantity></cac:Price></cac:${root}Line>
</${root}>`);

test('Invoice: BT-1, BT-2, BT-3, BT-5, BT-9, BT-10, BT-22', (t) => {
  const { invoice } = readUbl(ubl('Invoice', ''));
  t.like(invoice, {
    number: 'UBL-9',
    issueDate: '2024-02-01',
    typeCode: '380',
    currency: 'NOK',
    dueDate: '2024-03-01',
    buyerReference: 'REF-1',
    note: 'Hello',
  });
});

test('BG-4: BT-27 from the legal name, BT-28 trading name, BT-31 from the VAT scheme, BT-34 endpoint', (t) => {
  const { invoice } = readUbl(ubl('Invoice', ''));
  t.deepEqual(invoice.seller, {
    name: 'Legal AS',
    country: 'NO',
    vatId: 'NO987654321MVA',
    street: 'Gate 1',
    city: 'Oslo',
    postalCode: '0150',
    phone: '+47 1',
    email: 'a@b.no',
    electronicAddress: { scheme: '0192', id: '987654321' },
    tradingName: 'Trade name',
  });
});

test('BG-16: BT-81, IBAN without spaces, BIC, terms', (t) => {
  t.deepEqual(readUbl(ubl('Invoice', '')).invoice.payment, {
    meansCode: '30',
    iban: 'NO9386011117947',
    bic: 'DNBANOKK',
    terms: 'Net 30',
  });
});

test('CreditNote: BT-3 381 and credited quantities', (t) => {
  const { invoice } = readUbl(ubl('CreditNote', ''));
  t.is(invoice.typeCode, '381');
  t.is(invoice.lines[0].quantity.toString(), '2.5');
  t.is(invoice.lines[0].unitCode, 'KGM');
});

test('lines read exactly; unit base quantity 1 is not reported', (t) => {
  const { invoice, dropped } = readUbl(ubl('Invoice', ''));
  t.is(invoice.lines[0].unitPrice.toString(), '5');
  t.is(invoice.lines[0].vatRate.toString(), '15');
  t.false(dropped.some((d) => d.bt === 'BT-149'));
});

test('BT-13, BT-113 and BT-155 are read, nothing is dropped', (t) => {
  const { invoice, dropped } = readUbl(ubl('Invoice', ''));
  t.is(invoice.purchaseOrderReference, 'PO-1');
  t.is(invoice.paidAmount?.toString(), '2');
  t.is(invoice.lines[0].sellerItemId, 'F-1');
  t.deepEqual(dropped, []);
});

test('BT-84 that is not an IBAN is a further account (BG-17) as written, not returned as iban', (t) => {
  const doc = ubl('Invoice', '');
  const id = doc.getElementsByTagName('cbc:ID');
  for (let i = 0; i < id.length; i++)
    if (id.item(i)!.textContent === 'NO93 8601 1117 947') id.item(i)!.textContent = '5050-1055';
  const { invoice } = readUbl(doc);
  t.is(invoice.payment?.iban, undefined);
  t.deepEqual(invoice.payment?.creditTransfers, [{ accountId: '5050-1055', bic: 'DNBANOKK' }]);
});

test('without BT-10 the order reference stays BT-13 (no buyer reference is made up)', (t) => {
  const doc = ubl('Invoice', '');
  const ref = doc.getElementsByTagName('cbc:BuyerReference').item(0)!;
  ref.parentNode!.removeChild(ref);
  const { invoice } = readUbl(doc);
  t.is(invoice.buyerReference, undefined);
  t.is(invoice.purchaseOrderReference, 'PO-1');
});

test('values as the document has them: a JP T-number and an AE TRN get no country prefix, spaces stay', (t) => {
  const doc = ubl('Invoice', '');
  const id = doc.getElementsByTagName('cbc:CompanyID').item(0)!;
  for (const value of ['T1234567890123', '112345678900003', 'DE 123456789']) {
    id.textContent = value;
    t.is(readUbl(doc).invoice.seller.vatId, value);
  }
});

test('BG-17: a BIC without its account (BT-84) is reported as dropped, never silently left out', (t) => {
  const xml = new XMLSerializer()
    .serializeToString(ubl('Invoice', ''))
    .replace('<cbc:ID>NO93 8601 1117 947</cbc:ID>', '');
  const { invoice, dropped } = readUbl(parseXmlSafely(xml));
  t.is(invoice.payment?.bic, undefined);
  t.deepEqual(
    dropped.filter((d) => d.bt === 'BT-86').map((d) => [d.value, d.path]),
    [['DNBANOKK', '/Invoice/PaymentMeans/PayeeFinancialAccount/FinancialInstitutionBranch/ID']],
  );
});

test("BT-90: a SEPA identification of the payee is the creditor id, not the payee's identifier (BT-60)", (t) => {
  const xml = new XMLSerializer()
    .serializeToString(ubl('Invoice', '') as never)
    .replace(
      '</cac:AccountingCustomerParty>',
      '</cac:AccountingCustomerParty><cac:PayeeParty><cac:PartyIdentification><cbc:ID schemeID="SEPA">DE98ZZZ09999999999</cbc:ID></cac:PartyIdentification><cac:PartyIdentification><cbc:ID schemeID="0088">4000001000005</cbc:ID></cac:PartyIdentification><cac:PartyName><cbc:Name>Payee</cbc:Name></cac:PartyName></cac:PayeeParty>',
    );
  const { invoice, dropped } = readUbl(parseXmlSafely(xml));
  t.is(invoice.payment?.directDebit?.creditorId, 'DE98ZZZ09999999999');
  t.like(invoice.payee, { name: 'Payee', identifier: { id: '4000001000005', scheme: '0088' } });
  t.deepEqual(dropped, []);
});
