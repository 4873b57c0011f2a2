/**
 * BG-25 for MINIMUM (no lines, no VAT breakdown): retrieve builds one line "Total" of BT-109 at
 * the rate that reproduces BT-110 to the cent; with several rates no rate is invented (rate 0)
 * and BT-110 is kept as stated (vat_total).
 */
import test from 'ava';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { readCii } from '../../../src/syntax/cii/reader/read-cii.js';
import { fromJson } from '@bufbuild/protobuf';
import { InvoiceSchema } from '../../../gen/einvoice/v1/invoice_pb.js';
import { toInvoiceInput } from '../../../src/api/invoice-input.js';
import { calculate } from '../../../src/domain/calculate.js';
import { documentProblems } from '../../../src/domain/document-problems.js';
import { toPublicInvoice } from '../../../src/retrieve/public-invoice.js';
import { ciiTermValues } from '../../../src/syntax/cii/binding/index.js';
import { writeCii } from '../../../src/syntax/cii/writer/write-cii.js';
import { issueAt, request } from '../../validation/checks/helpers.js';

const minimum = (basis: string, tax: string, grand = '0', due = '0') =>
  parseXmlSafely(`<?xml version="1.0"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
 <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:factur-x.eu:1p0:minimum</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
 <rsm:ExchangedDocument><ram:ID>M-1</ram:ID><ram:TypeCode>380</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="102">20240131</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
 <rsm:SupplyChainTradeTransaction>
  <ram:ApplicableHeaderTradeAgreement>
   <ram:SellerTradeParty><ram:Name>Vendeur SA</ram:Name><ram:PostalTradeAddress><ram:CountryID>FR</ram:CountryID></ram:PostalTradeAddress>
    <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">FR11999999998</ram:ID></ram:SpecifiedTaxRegistration></ram:SellerTradeParty>
   <ram:BuyerTradeParty><ram:Name>Acheteur SARL</ram:Name></ram:BuyerTradeParty>
  </ram:ApplicableHeaderTradeAgreement>
  <ram:ApplicableHeaderTradeDelivery/>
  <ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
   <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    <ram:TaxBasisTotalAmount>${basis}</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">${tax}</ram:TaxTotalAmount>
    <ram:GrandTotalAmount>${grand}</ram:GrandTotalAmount><ram:DuePayableAmount>${due}</ram:DuePayableAmount>
   </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
  </ram:ApplicableHeaderTradeSettlement>
 </rsm:SupplyChainTradeTransaction></rsm:CrossIndustryInvoice>`);

test('BG-25 MINIMUM, one rate: one line "Total" of BT-109 at BT-110 ÷ BT-109, category S', (t) => {
  const r = readCii(minimum('198.00', '37.62'));
  t.true(r.synthesizedLines);
  t.is(r.invoice.lines.length, 1);
  t.is(r.invoice.lines[0].description, 'Total');
  t.is(r.invoice.lines[0].unitPrice.toString(), '198');
  t.is(r.invoice.lines[0].vatRate.toString(), '19');
  t.is(r.invoice.lines[0].taxCategory, 'S');
  t.false(r.dropped.some((d) => d.bt === 'BT-110'));
});

test('BG-25 MINIMUM, VAT total 0: rate 0, no category invented, nothing dropped', (t) => {
  const r = readCii(minimum('530.75', '0.00'));
  t.is(r.invoice.lines[0].vatRate.toString(), '0');
  t.is(r.invoice.lines[0].taxCategory, undefined);
  t.false(r.dropped.some((d) => d.bt === 'BT-110'));
});

test('BG-25 MINIMUM, several rates (20 % and 5.5 %): rate 0 and BT-110 kept as stated (vat_total), no rate invented', (t) => {
  const r = readCii(minimum('624.90', '46.25'));
  t.is(r.invoice.lines.length, 1);
  t.is(r.invoice.lines[0].vatRate.toString(), '0');
  t.is(r.invoice.statedVatTotal?.toString(), '46.25');
  t.false(r.dropped.some((d) => d.bt === 'BT-110'));
});

test('BG-25 MINIMUM, one rate: no stated VAT total (the rate gives it)', (t) => {
  t.is(readCii(minimum('530.75', '106.15')).invoice.statedVatTotal, undefined);
});

test('BT-110 of a MINIMUM with several rates: read → JSON (vat_total) → MINIMUM written → read gives BT-109, BT-110, BT-112 and BT-115 as the source states them', (t) => {
  // Facture_FR_MINIMUM's amounts: 201.00 already paid (BT-115 below BT-112, BR-CO-16).
  const source = minimum('624.90', '46.25', '671.15', '470.15');
  const read = readCii(source).invoice;
  const json = toPublicInvoice(read);
  t.is(json.vat_total, 46.25);
  const input = toInvoiceInput(fromJson(InvoiceSchema, json as never));
  const calculated = calculate(input);
  t.is(calculated.totals.taxTotal.toString(), '46.25');
  t.is(calculated.totals.taxInclusive.toString(), '671.15');
  // The lines at rate 0 give no VAT: the stated total counts, the difference is named.
  const named = documentProblems(calculated).find((p) => p.rule === 'BT-110');
  t.is(named?.severity, 'warning');
  t.regex(named?.message ?? '', /differs by 46\.25/);
  const again = parseXmlSafely(writeCii(calculated, { profile: 'minimum', flavour: 'facturx' }));
  const values = ciiTermValues(again);
  const sourceValues = ciiTermValues(source);
  for (const bt of ['BT-109', 'BT-110', 'BT-112', 'BT-115'])
    t.deepEqual(values.get(bt), sourceValues.get(bt), bt);
  t.is(readCii(again).invoice.statedVatTotal?.toString(), '46.25');
});

test('vat_total is written by profile minimum only (NOT_CARRIED elsewhere: BT-110 is the sum of BG-23 there)', (t) => {
  const vat = (b: any) => (b.invoice.vat_total = 10);
  const as = (format: string, profile?: string) => (b: any) => {
    b.format = format;
    if (profile) b.profile = profile;
  };
  t.is(issueAt(request(as('facturx', 'en16931'), vat), '$.invoice.vat_total')?.code, 'NOT_CARRIED');
  t.is(issueAt(request(as('ubl'), vat), '$.invoice.vat_total')?.code, 'NOT_CARRIED');
  t.is(issueAt(request(as('facturx', 'minimum'), vat), '$.invoice.vat_total'), undefined);
  t.is(
    issueAt(
      request(as('facturx', 'minimum'), (b) => (b.invoice.vat_total = 1.005)),
      '$.invoice.vat_total',
    )?.code,
    'OUT_OF_RANGE',
  );
});
