/**
 * BG-25 for MINIMUM (no lines, no VAT breakdown): retrieve builds one line "Total" of BT-109 at
 * the rate that reproduces BT-110 to the cent; with several rates no rate is invented (rate 0)
 * and BT-110 is reported as dropped.
 */
import test from 'ava';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { readCii } from '../../../src/syntax/cii/reader/read-cii.js';

const minimum = (basis: string, tax: string) =>
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
    <ram:GrandTotalAmount>0</ram:GrandTotalAmount><ram:DuePayableAmount>0</ram:DuePayableAmount>
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

test('BG-25 MINIMUM, several rates (20 % and 5.5 %): rate 0 and BT-110 reported as dropped, no rate invented', (t) => {
  const r = readCii(minimum('624.90', '46.25'));
  t.is(r.invoice.lines.length, 1);
  t.is(r.invoice.lines[0].vatRate.toString(), '0');
  const bt110 = r.dropped.find((d) => d.bt === 'BT-110');
  t.is(bt110?.value, '46.25');
  t.regex(bt110?.reason ?? '', /no single VAT rate/);
});
