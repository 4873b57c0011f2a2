/**
 * The UBL writer's mapping, term by term: each test names the BT/BG it pins and reads the value
 * back with XPath from the written document (Invoice and CreditNote, each flavour).
 */
import test from 'ava';
import { writeUbl } from '../../../src/syntax/ubl/writer/write-ubl.js';
import { invoiceSet, JURISDICTIONS } from './helpers/invoices.js';
import { read } from './helpers/xpath.js';

const eu = invoiceSet(JURISDICTIONS.eu!);
const inv = read(writeUbl(eu.mixed!, { flavour: 'ubl' }));
const cn = read(writeUbl(eu.credit!, { flavour: 'ubl' }));
const H = '/inv:Invoice';
const C = '/cn:CreditNote';

test('BT-24 / BT-23: CustomizationID and ProfileID per flavour', (t) => {
  t.is(inv.str(`${H}/cbc:CustomizationID`), 'urn:cen.eu:en16931:2017');
  t.is(inv.count(`${H}/cbc:ProfileID`), 0);
  const x = read(writeUbl(eu.single!, { flavour: 'xrechnung' }));
  t.is(
    x.str(`${H}/cbc:CustomizationID`),
    'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  );
  t.is(x.str(`${H}/cbc:ProfileID`), 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
  const p = read(writeUbl(eu.single!, { flavour: 'peppol' }));
  t.is(
    p.str(`${H}/cbc:CustomizationID`),
    'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
  );
  const sg = read(
    writeUbl(invoiceSet(JURISDICTIONS.sg!).single!, { flavour: 'pint', pintJurisdiction: 'sg' }),
  );
  t.is(sg.str(`${H}/cbc:CustomizationID`), 'urn:peppol:pint:billing-1@sg-1');
  t.is(sg.str(`${H}/cbc:ProfileID`), 'urn:peppol:bis:billing');
  const override = read(
    writeUbl(eu.single!, {
      flavour: 'pint',
      customizationId: 'urn:peppol:pint:billing-1@eu-1',
      profileId: 'x',
    }),
  );
  t.is(override.str(`${H}/cbc:CustomizationID`), 'urn:peppol:pint:billing-1@eu-1');
  t.is(override.str(`${H}/cbc:ProfileID`), 'x');
});

test('BT-1, BT-2, BT-3, BT-5, BT-9, BT-10, BT-22: document header', (t) => {
  t.is(inv.str(`${H}/cbc:ID`), 'INV-eu-3');
  t.is(inv.str(`${H}/cbc:IssueDate`), '2026-11-02');
  t.is(inv.str(`${H}/cbc:InvoiceTypeCode`), '380');
  t.is(inv.str(`${H}/cbc:DocumentCurrencyCode`), 'EUR');
  t.is(inv.str(`${H}/cbc:DueDate`), '2026-12-02');
  t.is(inv.str(`${H}/cbc:BuyerReference`), '04011000-12345-34');
  t.is(inv.str(`${H}/cbc:Note`), 'Thank you for your order.');
});

test('UBL 2.1 sequence: cbc header elements precede the aggregates in XSD order', (t) => {
  t.deepEqual(inv.children(H), [
    'CustomizationID',
    'ID',
    'IssueDate',
    'DueDate',
    'InvoiceTypeCode',
    'Note',
    'DocumentCurrencyCode',
    'BuyerReference',
    'AccountingSupplierParty',
    'AccountingCustomerParty',
    'Delivery',
    'PaymentMeans',
    'PaymentTerms',
    'TaxTotal',
    'LegalMonetaryTotal',
    'InvoiceLine',
    'InvoiceLine',
    'InvoiceLine',
  ]);
  t.deepEqual(cn.children(C).slice(0, 6), [
    'CustomizationID',
    'ID',
    'IssueDate',
    'CreditNoteTypeCode',
    'Note',
    'DocumentCurrencyCode',
  ]);
});

test('BT-3 381: CreditNote root, CreditNoteLine, CreditedQuantity, BT-9 in PaymentMeans/PaymentDueDate', (t) => {
  t.is(cn.str(`${C}/cbc:CreditNoteTypeCode`), '381');
  t.is(cn.count(`${C}/cbc:DueDate`), 0);
  t.is(cn.str(`${C}/cac:PaymentMeans/cbc:PaymentDueDate`), '2026-12-02');
  t.is(cn.count(`${C}/cac:CreditNoteLine`), 2);
  t.is(cn.count(`${C}/cac:InvoiceLine`), 0);
  t.is(cn.str(`${C}/cac:CreditNoteLine[1]/cbc:CreditedQuantity`), '1');
  t.is(cn.str(`${C}/cac:CreditNoteLine[1]/cbc:CreditedQuantity/@unitCode`), 'C62');
  const forced = read(writeUbl(eu.single!, { flavour: 'ubl', documentType: 'credit-note' }));
  t.is(forced.str(`${C}/cbc:CreditNoteTypeCode`), '381');
});

test('BT-34 / BT-49: EndpointID with the EAS scheme of peppol_id; XRechnung falls back to EM e-mail', (t) => {
  t.is(inv.str(`${H}/cac:AccountingSupplierParty/cac:Party/cbc:EndpointID`), 'DE123456789');
  t.is(inv.str(`${H}/cac:AccountingSupplierParty/cac:Party/cbc:EndpointID/@schemeID`), '9930');
  t.is(inv.str(`${H}/cac:AccountingCustomerParty/cac:Party/cbc:EndpointID/@schemeID`), '9930');
  const noPeppol = {
    ...eu.single!,
    seller: { ...eu.single!.seller, electronicAddress: undefined },
  };
  const x = read(writeUbl(noPeppol, { flavour: 'xrechnung' }));
  t.is(x.str(`${H}/cac:AccountingSupplierParty/cac:Party/cbc:EndpointID/@schemeID`), 'EM');
  t.is(
    x.str(`${H}/cac:AccountingSupplierParty/cac:Party/cbc:EndpointID`),
    'rechnung@muster.example',
  );
  t.is(
    read(writeUbl(noPeppol, { flavour: 'ubl' })).count(
      `${H}/cac:AccountingSupplierParty/cac:Party/cbc:EndpointID`,
    ),
    0,
  );
});

test('BG-4 / BG-6: seller name, VAT id, address and contact (BT-27, BT-31, BT-35..40, BT-41..43; BT-41 defaults to the name only where a rule wants it)', (t) => {
  const s = `${H}/cac:AccountingSupplierParty/cac:Party`;
  t.is(inv.str(`${s}/cac:PartyLegalEntity/cbc:RegistrationName`), 'Muster Software GmbH');
  t.is(inv.str(`${s}/cac:PartyTaxScheme/cbc:CompanyID`), 'DE123456789');
  t.is(inv.str(`${s}/cac:PartyTaxScheme/cac:TaxScheme/cbc:ID`), 'VAT');
  t.is(inv.str(`${s}/cac:PostalAddress/cbc:CityName`), 'Berlin');
  t.is(inv.str(`${s}/cac:PostalAddress/cbc:PostalZone`), '10115');
  t.is(inv.str(`${s}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`), 'DE');
  // The contact point (BT-41) is written as given: the seller's name where a rule wants one
  // (XRechnung BR-DE-5, Peppol BIS between German parties DE-R-005), else none.
  t.is(inv.count(`${s}/cac:Contact/cbc:Name`), 0);
  for (const flavour of ['xrechnung', 'peppol'] as const)
    t.is(
      read(writeUbl(eu.mixed!, { flavour })).str(`${s}/cac:Contact/cbc:Name`),
      'Muster Software GmbH',
      flavour,
    );
  t.is(inv.str(`${s}/cac:Contact/cbc:Telephone`), '+49 30 1234567');
  t.is(inv.str(`${s}/cac:Contact/cbc:ElectronicMail`), 'rechnung@muster.example');
  t.is(
    inv.str(`${H}/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName`),
    'Kunde & Partner AG',
  );
});

test('BG-16: BT-81 58 with IBAN in EUR, BT-84, BT-86; BT-20 payment terms', (t) => {
  t.is(inv.str(`${H}/cac:PaymentMeans/cbc:PaymentMeansCode`), '58');
  t.is(inv.str(`${H}/cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID`), 'DE89370400440532013000');
  t.is(
    inv.str(
      `${H}/cac:PaymentMeans/cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID`,
    ),
    'COBADEFFXXX',
  );
  t.is(inv.str(`${H}/cac:PaymentTerms/cbc:Note`), 'Net 30 days');
});

test('BG-22 totals BT-106, BT-109, BT-110, BT-112, BT-115 equal the calculated ones', (t) => {
  const m = `${H}/cac:LegalMonetaryTotal`;
  const tot = eu.mixed!.totals;
  t.is(inv.str(`${m}/cbc:LineExtensionAmount`), tot.lineTotal.toFixed(2));
  t.is(inv.str(`${m}/cbc:TaxExclusiveAmount`), tot.taxExclusive.toFixed(2));
  t.is(inv.str(`${m}/cbc:TaxInclusiveAmount`), tot.taxInclusive.toFixed(2));
  t.is(inv.str(`${m}/cbc:PayableAmount`), tot.payable.toFixed(2));
  t.is(inv.str(`${H}/cac:TaxTotal/cbc:TaxAmount`), tot.taxTotal.toFixed(2));
  t.is(inv.str(`${m}/cbc:PayableAmount/@currencyID`), 'EUR');
});

test('BG-23: one TaxSubtotal per category and rate (BT-116..BT-119), BT-120 for exempt', (t) => {
  t.deepEqual(inv.all(`${H}/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent`), [
    '19',
    '7',
  ]);
  t.deepEqual(
    inv.all(`${H}/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount`),
    eu.mixed!.vatBreakdown.map((v) => v.taxableAmount.toFixed(2)),
  );
  const z = read(writeUbl(eu.zeroExempt!, { flavour: 'ubl' }));
  t.deepEqual(z.all(`${H}/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID`), ['S', 'Z', 'E']);
  t.is(
    z.str(
      `${H}/cac:TaxTotal/cac:TaxSubtotal[cac:TaxCategory/cbc:ID='E']/cac:TaxCategory/cbc:TaxExemptionReason`,
    ),
    'Exempt from VAT',
  );
});

test('BG-25: BT-126, BT-129, BT-130, BT-131, BT-146, BT-151, BT-152, BT-153 per line', (t) => {
  const l = `${H}/cac:InvoiceLine[3]`;
  t.is(inv.str(`${l}/cbc:ID`), '3');
  t.is(inv.str(`${l}/cbc:InvoicedQuantity`), '3.5');
  t.is(inv.str(`${l}/cbc:InvoicedQuantity/@unitCode`), 'HUR');
  t.is(inv.str(`${l}/cbc:LineExtensionAmount`), '332.50');
  t.is(inv.str(`${l}/cac:Price/cbc:PriceAmount`), '95');
  t.is(inv.str(`${l}/cac:Item/cbc:Name`), 'Support hours');
  t.is(inv.str(`${l}/cac:Item/cac:ClassifiedTaxCategory/cbc:ID`), 'S');
  t.is(inv.str(`${l}/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent`), '19');
  t.deepEqual(inv.children(l), ['ID', 'InvoicedQuantity', 'LineExtensionAmount', 'Item', 'Price']);
});
