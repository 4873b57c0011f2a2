/**
 * Factur-X EXTENDED fields with no EN 16931 term (validation/checks/extended-fields.ts): the
 * document name, a note's content code, the sales order's date, the delivery note of the document
 * and of a line (with its line and date), a line's quotation (with its line and date), its item's
 * instances (batch, serial number), the test indicator, the invoicee, the payee's address, a line's
 * number of packages, the payment terms' cash discount (Skonto) and late payment penalty. The official Factur-X and ZUGFeRD EXTENDED samples state
 * them: retrieve reported them as dropped and a regenerated document lost them. Now: written in
 * CII at profile extended, read back as written, refused (NOT_CARRIED) by name everywhere else;
 * convert into another format lists them as lost. Documents are judged by the official rules.
 */
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from '../conformance/helpers/corpus.js';
import { euInvoice } from '../conformance/helpers/invoices.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';
import { check, skipReason, tempFile } from '../syntax/ubl/helpers/checker.js';

const service = serviceForFile(test);

const DOCUMENT_FIELDS = {
  document_name: 'WARENRECHNUNG',
  sales_order_reference: 'SO-77',
  sales_order_date: '2026-10-01',
  delivery_note_reference: 'DN-1',
  delivery_note_date: '2026-10-03',
  test_indicator: true,
};

const LINE_FIELDS = {
  delivery_note_reference: 'DN-1',
  delivery_note_line: '10',
  delivery_note_date: '2026-10-03',
  quotation_reference: 'ANG987654',
  quotation_line: '000020',
  quotation_date: '2026-09-15',
  product_instances: [{ serial_id: '123456789123456789' }, { batch_id: 'B-7', serial_id: 'S-2' }],
  package_quantity: 4,
  package_unit: 'XCT',
  delivery: {
    party_name: 'Baustelle Nord',
    location: { id: 'SITE-7' },
    address: { street: 'Am Hafen 3', city: 'Hamburg', postal_code: '20457', country: 'DE' },
  },
};

const PAYEE_ADDRESS = {
  street: 'Hauptstr. 1',
  city: 'Köln',
  postal_code: '50667',
  country: 'DE',
};

const INVOICEE = {
  name: 'Rechnungseingang GmbH',
  identifiers: [{ id: 'RE-1' }, { id: '4000001123452', scheme: '0088' }],
  address: { ...PAYEE_ADDRESS, street: 'Postfach 12' },
};

/** A cash discount of 2 % within 10 days, as the official EXTENDED samples state one (Skonto). */
const DISCOUNT = {
  basis_date: '2026-10-03',
  basis_period: 10,
  basis_period_unit: 'DAY',
  basis_amount: 119,
  percent: 2,
  amount: 2.38,
};

/** A late payment penalty of 5 % after 30 days (the period's unit by default DAY). */
const PENALTY = { basis_period: 30, percent: 5 };

/** A product the line's item is made of, as the official Factur-X EXTENDED samples state one. */
const INCLUDED_PRODUCT = {
  name: 'Erdbeer 20 x 150g Becher',
  global_ids: [{ id: '4123456001035', scheme: '0160' }],
  seller_id: 'JOG103',
  quantity: 20,
  unit: 'H87',
};

/** What EXTENDED adds to the deliver-to party (BG-13), as the official ZUGFeRD samples state it. */
const DELIVER_TO = {
  party_name: 'MUSTER-MARKT',
  department: '8211',
  electronic_address: '0060:999999999',
  vat_id: 'ATU12345678',
  address: { street: 'Hauptstrasse 44', city: 'Sarstedt', postal_code: '31157', country: 'DE' },
};

/** An invoice with every EXTENDED field. */
function extended(): any {
  const invoice = euInvoice(1);
  return {
    ...invoice,
    ...DOCUMENT_FIELDS,
    delivery: DELIVER_TO,
    payment: {
      ...invoice.payment,
      terms: '2 % Skonto innerhalb 10 Tagen',
      discount_terms: DISCOUNT,
      penalty_terms: PENALTY,
    },
    invoice_notes: [{ text: 'Lieferung frei Haus', content_code: 'ST3' }],
    payee: { name: 'Factoring AG', address: PAYEE_ADDRESS },
    invoicee: INVOICEE,
    items: invoice.items.map((i: any) => ({
      ...i,
      ...LINE_FIELDS,
      included_products: [INCLUDED_PRODUCT],
    })),
  };
}

/** The JSON paths of the EXTENDED fields of extended(). */
const PATHS = [
  ...Object.keys(DOCUMENT_FIELDS)
    .filter((k) => k !== 'sales_order_reference')
    .map((k) => `$.invoice.${k}`),
  '$.invoice.invoice_notes[0].content_code',
  '$.invoice.payee.address',
  '$.invoice.invoicee',
  '$.invoice.payment.discount_terms',
  '$.invoice.payment.penalty_terms',
  '$.invoice.delivery.department',
  '$.invoice.delivery.electronic_address',
  '$.invoice.delivery.vat_id',
  ...Object.keys(LINE_FIELDS).map((k) => `$.invoice.items[0].${k}`),
  '$.invoice.items[0].included_products',
].sort();

const EXTENDED_FIELD =
  /(document_name|sales_order_date|delivery_note|quotation_|product_instances|content_code|test_indicator|package_|payee\.address|invoicee|_terms|\]\.delivery|delivery\.(department|electronic_address|vat_id)|included_products)/;

const issuesOf = (res: any): string[] =>
  (res.json.details ?? res.json.issues ?? [])
    .filter((d: any) => EXTENDED_FIELD.test(d.path))
    .map((d: any) => `${d.code} ${d.path}`)
    .sort();

const xmlOf = (res: any): string => Buffer.from(res.json.xml_base64, 'base64').toString('utf8');

for (const format of ['facturx', 'zugferd', 'cii'])
  test(`${format} extended: written in the schema's places, valid, read back`, async (t) => {
    const res = await service.post('/v1/generate', {
      format,
      profile: 'extended',
      invoice: extended(),
    });
    t.is(res.status, 200, res.text.slice(0, 1200));
    t.is(res.json.validation.status, 'valid', JSON.stringify(res.json.validation));
    const xml = xmlOf(res).replace(/\s+/g, '');
    t.regex(xml, /<ram:ID>[^<]+<\/ram:ID><ram:Name>WARENRECHNUNG<\/ram:Name><ram:TypeCode>/);
    t.regex(
      xml,
      /<\/ram:InvoiceCurrencyCode><ram:InvoiceeTradeParty><ram:ID>RE-1<\/ram:ID><ram:GlobalIDschemeID="0088">4000001123452<\/ram:GlobalID><ram:Name>RechnungseingangGmbH<\/ram:Name>/,
    );
    t.regex(xml, /<ram:IncludedNote><ram:ContentCode>ST3<\/ram:ContentCode><ram:Content>/);
    t.regex(
      xml,
      /<rsm:ExchangedDocumentContext><ram:TestIndicator><udt:Indicator>true<\/udt:Indicator><\/ram:TestIndicator>/,
    );
    t.regex(
      xml,
      /<\/ram:BilledQuantity><ram:PackageQuantityunitCode="XCT">4\.00<\/ram:PackageQuantity><ram:ShipToTradeParty><ram:ID>SITE-7<\/ram:ID><ram:Name>BaustelleNord<\/ram:Name><ram:PostalTradeAddress><ram:PostcodeCode>20457<\/ram:PostcodeCode><ram:LineOne>AmHafen3<\/ram:LineOne><ram:CityName>Hamburg<\/ram:CityName><ram:CountryID>DE<\/ram:CountryID><\/ram:PostalTradeAddress><\/ram:ShipToTradeParty>/,
    );
    t.regex(
      xml,
      /<ram:SellerOrderReferencedDocument><ram:IssuerAssignedID>SO-77<\/ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeStringformat="102">20261001</,
    );
    t.regex(
      xml,
      /<ram:DeliveryNoteReferencedDocument><ram:IssuerAssignedID>DN-1<\/ram:IssuerAssignedID><ram:LineID>10<\/ram:LineID><ram:FormattedIssueDateTime>/,
    );
    t.regex(
      xml,
      /<ram:QuotationReferencedDocument><ram:IssuerAssignedID>ANG987654<\/ram:IssuerAssignedID><ram:LineID>000020<\/ram:LineID><ram:FormattedIssueDateTime><qdt:DateTimeStringformat="102">20260915<\/qdt:DateTimeString><\/ram:FormattedIssueDateTime><\/ram:QuotationReferencedDocument><ram:(Gross|Net)PriceProductTradePrice>/,
    );
    t.regex(
      xml,
      /<ram:ApplicableHeaderTradeDelivery>.*<ram:DeliveryNoteReferencedDocument><ram:IssuerAssignedID>DN-1<\/ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeStringformat="102">20261003</,
    );
    t.regex(
      xml,
      /<ram:SpecifiedTradePaymentTerms><ram:Description>2%Skontoinnerhalb10Tagen<\/ram:Description>(?:<ram:DueDateDateTime>(?:(?!<\/ram:DueDateDateTime>).)*<\/ram:DueDateDateTime>)?<ram:ApplicableTradePaymentPenaltyTerms><ram:BasisPeriodMeasureunitCode="DAY">30<\/ram:BasisPeriodMeasure><ram:CalculationPercent>5\.00<\/ram:CalculationPercent><\/ram:ApplicableTradePaymentPenaltyTerms><ram:ApplicableTradePaymentDiscountTerms><ram:BasisDateTime><udt:DateTimeStringformat="102">20261003<\/udt:DateTimeString><\/ram:BasisDateTime><ram:BasisPeriodMeasureunitCode="DAY">10<\/ram:BasisPeriodMeasure><ram:BasisAmount>119\.00<\/ram:BasisAmount><ram:CalculationPercent>2\.00<\/ram:CalculationPercent><ram:ActualDiscountAmount>2\.38<\/ram:ActualDiscountAmount><\/ram:ApplicableTradePaymentDiscountTerms><\/ram:SpecifiedTradePaymentTerms>/,
    );
    t.regex(
      xml,
      /<ram:ShipToTradeParty><ram:Name>MUSTER-MARKT<\/ram:Name><ram:DefinedTradeContact><ram:DepartmentName>8211<\/ram:DepartmentName><\/ram:DefinedTradeContact><ram:PostalTradeAddress>(?:(?!<\/ram:PostalTradeAddress>).)*<\/ram:PostalTradeAddress><ram:URIUniversalCommunication><ram:URIIDschemeID="0060">999999999<\/ram:URIID><\/ram:URIUniversalCommunication><ram:SpecifiedTaxRegistration><ram:IDschemeID="VA">ATU12345678<\/ram:ID><\/ram:SpecifiedTaxRegistration><\/ram:ShipToTradeParty>/,
    );
    t.regex(
      xml,
      /<ram:IndividualTradeProductInstance><ram:SupplierAssignedSerialID>123456789123456789<\/ram:SupplierAssignedSerialID><\/ram:IndividualTradeProductInstance><ram:IndividualTradeProductInstance><ram:BatchID>B-7<\/ram:BatchID><ram:SupplierAssignedSerialID>S-2<\/ram:SupplierAssignedSerialID><\/ram:IndividualTradeProductInstance>/,
    );
    t.regex(
      xml,
      /<ram:IncludedReferencedProduct><ram:GlobalIDschemeID="0160">4123456001035<\/ram:GlobalID><ram:SellerAssignedID>JOG103<\/ram:SellerAssignedID><ram:Name>Erdbeer20x150gBecher<\/ram:Name><ram:UnitQuantityunitCode="H87">20\.00<\/ram:UnitQuantity><\/ram:IncludedReferencedProduct><\/ram:SpecifiedTradeProduct>/,
    );
    const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
    t.is(read.status, 200, read.text.slice(0, 600));
    const inv = read.json.invoice;
    t.like(inv, DOCUMENT_FIELDS);
    t.like(inv.delivery, DELIVER_TO);
    const { global_ids: globalIds, ...product } = INCLUDED_PRODUCT;
    t.like(inv.items[0].included_products[0], product);
    t.deepEqual(inv.items[0].included_products[0].global_ids, globalIds);
    t.deepEqual(inv.payment.discount_terms, DISCOUNT);
    t.like(inv.payment.penalty_terms, { ...PENALTY, basis_period_unit: 'DAY' });
    t.like(inv.payee.address, PAYEE_ADDRESS);
    t.like(inv.invoicee.address, INVOICEE.address);
    t.is(inv.invoicee.name, INVOICEE.name);
    t.deepEqual(
      inv.invoicee.identifiers.map((i: any) => [i.id, i.scheme]),
      [
        ['RE-1', ''],
        ['4000001123452', '0088'],
      ],
    );
    t.like(inv.items[0], LINE_FIELDS);
    t.deepEqual(
      inv.invoice_notes.map((n: any) => [n.text, n.content_code]),
      [['Lieferung frei Haus', 'ST3']],
    );
  });

test('refused by name where the target has no place', async (t) => {
  for (const target of [
    { format: 'facturx', profile: 'en16931' },
    { format: 'cii', profile: 'extended_ctc_fr' },
    { format: 'ubl' },
    { format: 'peppol' },
    { format: 'xrechnung', syntax: 'cii' },
  ]) {
    const res = await service.post('/v1/validate', { ...target, invoice: extended() });
    t.deepEqual(
      issuesOf(res),
      PATHS.map((p) => `NOT_CARRIED ${p}`),
      `${JSON.stringify(target)}: ${res.text.slice(0, 800)}`,
    );
  }
});

test('a date is a calendar date beside the reference it dates', async (t) => {
  const invoice = extended();
  invoice.sales_order_reference = '';
  invoice.items[0].delivery_note_reference = '';
  invoice.delivery_note_date = '2026-02-30';
  invoice.items[0].package_quantity = 0;
  const plain = { ...invoice.items[0], delivery_note_line: '', delivery_note_date: '' };
  invoice.items.push({ ...plain, package_quantity: undefined, package_unit: 'XCT' });
  invoice.items.push({
    ...plain,
    package_quantity: 1,
    package_unit: 'ZZZ',
    delivery: { party_name: 'Lager', vat_id: '123', address: { city: 'Bremen' } },
    included_products: [
      { name: 'Banane', global_ids: [{ id: '1' }, { id: '2', scheme: 'ZZZZ' }], quantity: 0 },
      { name: 'Schoko', unit: 'H87' },
    ],
  });
  // A number of packages states their type (the XSD's PackageQuantity/@unitCode).
  invoice.items.push({ ...plain, package_quantity: 2, package_unit: '' });
  invoice.payment.discount_terms = { basis_date: '2026-02-30', percent: 150, basis_amount: 1.234 };
  invoice.payment.penalty_terms = { basis_period_unit: 'DAY' };
  // XX is no ISO 3166-1 prefix: Factur-X EXTENDED's BR-CO-09 judges the ship-to's VAT id too.
  invoice.delivery = { ...DELIVER_TO, electronic_address: '999999999', vat_id: 'XX1234567' };
  invoice.items[1].product_instances = [{ batch_id: ' ' }];
  invoice.payment.further_terms = [
    { description: 'netto', discount_terms: {} },
    { description: 'später', penalty_terms: { basis_period: 0, basis_period_unit: 'ZZZ' } },
  ];
  const res = await service.post('/v1/validate', {
    format: 'facturx',
    profile: 'extended',
    invoice,
  });
  t.deepEqual(issuesOf(res), [
    'INVALID_CODE $.invoice.items[2].included_products[0].global_ids[1].scheme',
    'INVALID_CODE $.invoice.items[2].package_unit',
    'INVALID_CODE $.invoice.payment.further_terms[1].penalty_terms.basis_period_unit',
    'INVALID_FORMAT $.invoice.delivery.electronic_address',
    'INVALID_FORMAT $.invoice.delivery.vat_id',
    'INVALID_FORMAT $.invoice.delivery_note_date',
    'INVALID_FORMAT $.invoice.items[2].delivery.vat_id',
    'INVALID_FORMAT $.invoice.payment.discount_terms.basis_date',
    'INVALID_VALUE $.invoice.items[0].delivery_note_date',
    'INVALID_VALUE $.invoice.items[0].delivery_note_line',
    'INVALID_VALUE $.invoice.items[1].package_unit',
    'INVALID_VALUE $.invoice.items[2].included_products[1].unit',
    'INVALID_VALUE $.invoice.payment.penalty_terms.basis_period_unit',
    'INVALID_VALUE $.invoice.sales_order_date',
    'OUT_OF_RANGE $.invoice.items[0].package_quantity',
    'OUT_OF_RANGE $.invoice.items[2].included_products[0].quantity',
    'OUT_OF_RANGE $.invoice.payment.discount_terms.basis_amount',
    'OUT_OF_RANGE $.invoice.payment.discount_terms.percent',
    'OUT_OF_RANGE $.invoice.payment.further_terms[1].penalty_terms.basis_period',
    'REQUIRED $.invoice.items[1].product_instances[0]',
    'REQUIRED $.invoice.items[2].delivery.address.country',
    'REQUIRED $.invoice.items[2].included_products[0].global_ids[0].scheme',
    'REQUIRED $.invoice.items[3].package_unit',
    'REQUIRED $.invoice.payment.further_terms[0].discount_terms',
  ]);
});

test('convert into a format without them lists each as lost', async (t) => {
  const made = await service.post('/v1/generate', {
    format: 'cii',
    profile: 'extended',
    invoice: extended(),
  });
  t.is(made.status, 200, made.text.slice(0, 800));
  const lost = await service.post('/v1/convert', {
    data_base64: made.json.xml_base64,
    format: 'ubl',
  });
  t.is(lost.status, 200, lost.text.slice(0, 800));
  t.deepEqual(
    (lost.json.lost_terms ?? [])
      .filter((l: any) => PATHS.includes(l.source_path))
      .map((l: any) => l.source_path)
      .sort(),
    PATHS,
    JSON.stringify(lost.json.lost_terms),
  );
});

test('the reasons of further price discounts: written by index at EXTENDED, refused elsewhere', async (t) => {
  const invoice = euInvoice(1);
  invoice.items[0] = {
    ...invoice.items[0],
    gross_price: 10,
    price_discount: 1,
    further_price_discounts: [0.5, 0.25],
    further_price_discount_reasons: ['Artikelrabatt 2', ''],
    unit_price: 8.25,
  };
  const res = await service.post('/v1/generate', { format: 'cii', profile: 'extended', invoice });
  t.is(res.status, 200, res.text.slice(0, 800));
  const xml = xmlOf(res).replace(/\s+/g, '');
  t.regex(
    xml,
    /<ram:ActualAmount>0\.50<\/ram:ActualAmount><ram:Reason>Artikelrabatt2<\/ram:Reason><\/ram:AppliedTradeAllowanceCharge><ram:AppliedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>false<\/udt:Indicator><\/ram:ChargeIndicator><ram:ActualAmount>0\.25<\/ram:ActualAmount><\/ram:AppliedTradeAllowanceCharge>/,
  );
  const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
  t.deepEqual(read.json.invoice.items[0].further_price_discount_reasons, ['Artikelrabatt 2', '']);
  const ubl = await service.post('/v1/validate', { format: 'ubl', invoice });
  t.true(
    ubl.json.issues.some(
      (i: any) =>
        i.code === 'NOT_CARRIED' && i.path === '$.invoice.items[0].further_price_discount_reasons',
    ),
    ubl.text.slice(0, 800),
  );
  invoice.items[0].further_price_discount_reasons = ['a', 'b', 'c'];
  const tooMany = await service.post('/v1/validate', {
    format: 'cii',
    profile: 'extended',
    invoice,
  });
  t.deepEqual(
    tooMany.json.issues.map((i: any) => `${i.code} ${i.path}`),
    ['INVALID_VALUE $.invoice.items[0].further_price_discount_reasons'],
  );
});

const sample = corpusDir && join(corpusDir, 'facturx/1.09.2/examples-xml/extended/factur-x-16.xml');

requires(sample && existsSync(sample) ? undefined : 'the Factur-X EXTENDED examples of the corpus')(
  'an official Factur-X EXTENDED example: the fields read and kept by EXTENDED',
  async (t) => {
    const source = readFileSync(sample!).toString('base64');
    const back = await service.post('/v1/retrieve', { data_base64: source });
    t.is(back.status, 200, back.text.slice(0, 600));
    const dropped = JSON.stringify(
      (back.json.warnings ?? []).filter((w: any) => w.code === 'FIELD_DROPPED'),
    );
    t.notRegex(dropped, /DeliveryNoteReferencedDocument|ExchangedDocument\/Name|ContentCode/);
    const kept = await service.post('/v1/convert', {
      data_base64: source,
      format: 'facturx',
      profile: 'extended',
    });
    t.is(kept.status, 200, kept.text.slice(0, 800));
    t.deepEqual(
      (kept.json.lost_terms ?? []).filter((l: any) =>
        /delivery_note|document_name|content_code|sales_order_date/.test(l.source_path),
      ),
      [],
    );
  },
);

const skonto = corpusDir && join(corpusDir, 'facturx/1.09.2/examples-xml/extended/factur-x-8.xml');

requires(skonto && existsSync(skonto) ? undefined : 'the Factur-X EXTENDED examples of the corpus')(
  'an official EXTENDED cash discount (Skonto) is read whole, kept by EXTENDED and listed lost in UBL',
  async (t) => {
    const source = readFileSync(skonto!).toString('base64');
    const back = await service.post('/v1/retrieve', { data_base64: source });
    t.is(back.status, 200, back.text.slice(0, 600));
    t.deepEqual(
      (back.json.warnings ?? []).filter((w: any) => w.code === 'FIELD_DROPPED'),
      [],
    );
    t.like(back.json.invoice.payment.discount_terms, { basis_amount: 15291.5, percent: 2.5 });
    // Without a profile, convert takes Factur-X EXTENDED, which keeps every term.
    const kept = await service.post('/v1/convert', { data_base64: source, format: 'facturx' });
    t.is(kept.status, 200, kept.text.slice(0, 800));
    t.is(kept.json.format.profile, 'EXTENDED');
    t.deepEqual(kept.json.lost_terms, []);
    const ubl = await service.post('/v1/convert', { data_base64: source, format: 'ubl' });
    t.is(ubl.status, 200, ubl.text.slice(0, 800));
    t.true(
      ubl.json.lost_terms.some(
        (l: any) =>
          l.source_path === '$.invoice.payment.discount_terms' &&
          l.business_term === 'EXT-DiscountTerms',
      ),
      JSON.stringify(ubl.json.lost_terms),
    );
  },
);

requires(skipReason())(
  'the independent checker agrees: Factur-X EXTENDED with them passes',
  async (t) => {
    t.timeout(300_000);
    const res = await service.post('/v1/generate', {
      format: 'cii',
      profile: 'extended',
      invoice: extended(),
    });
    t.is(res.status, 200, res.text.slice(0, 800));
    const verdict = await check('facturx-extended', tempFile('extended-fields.xml', xmlOf(res)));
    t.true(verdict.xsd_ok, verdict.xsd_errors.join('; '));
    t.deepEqual(verdict.fatal, []);
  },
);
