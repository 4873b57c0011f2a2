/**
 * The CII reader maps every business term through the binding table (tests named by BT) and
 * lists what the table does not read as dropped; decimals are read exactly from the XML strings.
 */
import test from 'ava';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { readCii } from '../../../src/syntax/cii/reader/read-cii.js';
import { XMLSerializer } from '@xmldom/xmldom';

const doc = (
  lines: string,
  extra = '',
  sums = '<ram:LineTotalAmount>30.00</ram:LineTotalAmount>',
  guideline = 'urn:cen.eu:en16931:2017',
) =>
  parseXmlSafely(`<?xml version="1.0"?>
<x:CrossIndustryInvoice xmlns:x="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
 <x:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${guideline}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></x:ExchangedDocumentContext>
 <x:ExchangedDocument><ram:ID>INV-1</ram:ID><ram:TypeCode>380</ram:TypeCode>
  <ram:IssueDateTime><udt:DateTimeString format="102">20240131</udt:DateTimeString></ram:IssueDateTime>
  <ram:IncludedNote><ram:Content>First note</ram:Content></ram:IncludedNote>
  <ram:IncludedNote><ram:Content>Second note</ram:Content></ram:IncludedNote></x:ExchangedDocument>
 <x:SupplyChainTradeTransaction>${lines}
  <ram:ApplicableHeaderTradeAgreement><ram:BuyerReference>04011000-12345-34</ram:BuyerReference>
   <ram:SellerTradeParty><ram:Name>Seller GmbH</ram:Name>
    <ram:PostalTradeAddress><ram:PostcodeCode>10115</ram:PostcodeCode><ram:LineOne>Str. 1</ram:LineOne><ram:CityName>Berlin</ram:CityName><ram:CountryID>DE</ram:CountryID></ram:PostalTradeAddress>
    <ram:URIUniversalCommunication><ram:URIID schemeID="EM">s@example.de</ram:URIID></ram:URIUniversalCommunication>
    <ram:SpecifiedTaxRegistration><ram:ID schemeID="FC">12/345/67890</ram:ID></ram:SpecifiedTaxRegistration>
    <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE123456789</ram:ID></ram:SpecifiedTaxRegistration></ram:SellerTradeParty>
   <ram:BuyerTradeParty><ram:Name>Buyer AG</ram:Name><ram:PostalTradeAddress><ram:CountryID>AT</ram:CountryID></ram:PostalTradeAddress></ram:BuyerTradeParty>
   <ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>PO-7</ram:IssuerAssignedID></ram:BuyerOrderReferencedDocument>${extra}
  </ram:ApplicableHeaderTradeAgreement>
  <ram:ApplicableHeaderTradeDelivery><ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime><udt:DateTimeString format="102">20240115</udt:DateTimeString></ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent></ram:ApplicableHeaderTradeDelivery>
  <ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
   <ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode><ram:PayeePartyCreditorFinancialAccount><ram:IBANID>DE02 1203 0000 0000 2020 51</ram:IBANID></ram:PayeePartyCreditorFinancialAccount></ram:SpecifiedTradeSettlementPaymentMeans>
   <ram:SpecifiedTradePaymentTerms><ram:Description>30 days</ram:Description><ram:DueDateDateTime><udt:DateTimeString format="102">20240301</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
   <ram:SpecifiedTradeSettlementHeaderMonetarySummation>${sums}</ram:SpecifiedTradeSettlementHeaderMonetarySummation>
  </ram:ApplicableHeaderTradeSettlement>
 </x:SupplyChainTradeTransaction></x:CrossIndustryInvoice>`);

const FACTURX_EXTENDED = 'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended';

const line = (id: string, qty: string, price: string, net: string, base = '') => `
  <ram:IncludedSupplyChainTradeLineItem><ram:AssociatedDocumentLineDocument><ram:LineID>${id}</ram:LineID></ram:AssociatedDocumentLineDocument>
   <ram:SpecifiedTradeProduct><ram:SellerAssignedID>SKU-${id}</ram:SellerAssignedID><ram:Name>Item ${id}</ram:Name></ram:SpecifiedTradeProduct>
   <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${price}</ram:ChargeAmount>${base}</ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
   <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="HUR">${qty}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
   <ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19.00</ram:RateApplicablePercent></ram:ApplicableTradeTax>
    <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${net}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
  </ram:IncludedSupplyChainTradeLineItem>`;

test('BT-1, BT-2, BT-3, BT-5, BT-9, BT-10, BT-22, BT-72 header terms', (t) => {
  const { invoice } = readCii(doc(line('1', '3', '10.00', '30.00')));
  t.is(invoice.number, 'INV-1');
  t.is(invoice.issueDate, '2024-01-31');
  t.is(invoice.typeCode, '380');
  t.is(invoice.currency, 'EUR');
  t.is(invoice.dueDate, '2024-03-01');
  t.is(invoice.buyerReference, '04011000-12345-34');
  t.is(invoice.note, 'First note');
  t.is(invoice.deliveryDate, '2024-01-15');
});

test('BG-4 seller: BT-27, BT-31 (VA, not FC), address, BT-34 electronic address', (t) => {
  const { invoice, dropped } = readCii(doc(line('1', '3', '10.00', '30.00')));
  t.deepEqual(invoice.seller, {
    name: 'Seller GmbH',
    country: 'DE',
    vatId: 'DE123456789',
    street: 'Str. 1',
    city: 'Berlin',
    postalCode: '10115',
    electronicAddress: { scheme: 'EM', id: 's@example.de' },
    taxRegistrationId: '12/345/67890',
  });
  t.deepEqual(dropped, []);
});

/** The reader's answer for the test document with one fragment replaced. */
const readEdited = (from: string, to: string) =>
  readCii(
    parseXmlSafely(
      new XMLSerializer()
        .serializeToString(doc(line('1', '3', '10.00', '30.00')))
        .replace(from, to),
    ),
  );

test('BG-1: a note of a subject code but no text (BT-22) is reported as dropped, never silently left out', (t) => {
  const { invoice, dropped } = readEdited(
    '<ram:IncludedNote><ram:Content>Second note</ram:Content></ram:IncludedNote>',
    '<ram:IncludedNote><ram:SubjectCode>AAI</ram:SubjectCode></ram:IncludedNote>',
  );
  t.is(invoice.note, 'First note');
  t.deepEqual(
    dropped.map((d) => [d.bt, d.value]),
    [['BT-21', 'AAI']],
  );
});

test('BG-17: a BIC without its account (BT-84) is reported as dropped, never silently left out', (t) => {
  const { invoice, dropped } = readEdited(
    '<ram:PayeePartyCreditorFinancialAccount><ram:IBANID>DE02 1203 0000 0000 2020 51</ram:IBANID></ram:PayeePartyCreditorFinancialAccount>',
    '<ram:PayeeSpecifiedCreditorFinancialInstitution><ram:BICID>BYLADEM1001</ram:BICID></ram:PayeeSpecifiedCreditorFinancialInstitution>',
  );
  t.is(invoice.payment?.bic, undefined);
  t.deepEqual(
    dropped.map((d) => [d.bt, d.value]),
    [['BT-86', 'BYLADEM1001']],
  );
});

test('BG-16 payment: IBAN without spaces, terms BT-20', (t) => {
  const { invoice } = readCii(doc(line('1', '3', '10.00', '30.00')));
  t.deepEqual(invoice.payment, {
    meansCode: '58',
    iban: 'DE02120300000000202051',
    terms: '30 days',
  });
});

test('BG-25 lines: BT-129/130/146/151/152 read exactly as decimals', (t) => {
  const { invoice } = readCii(doc(line('1', '3.3333', '0.1234567', '0.41')));
  const l = invoice.lines[0];
  t.is(l.quantity.toString(), '3.3333');
  t.is(l.unitCode, 'HUR');
  t.is(l.unitPrice.toString(), '0.1234567');
  t.is(l.vatRate.toString(), '19');
  t.is(l.taxCategory, 'S');
});

test('BT-149 price base quantity is kept with the price as written (BT-146 per BT-149)', (t) => {
  const { invoice, dropped } = readCii(
    doc(
      line(
        '1',
        '200',
        '25.00',
        '50.00',
        '<ram:BasisQuantity unitCode="HUR">100</ram:BasisQuantity>',
      ),
    ),
  );
  t.is(invoice.lines[0].unitPrice.toString(), '25');
  t.is(invoice.lines[0].baseQuantity?.toString(), '100');
  t.is(invoice.lines[0].baseQuantityUnit, 'HUR');
  t.is(invoice.lines[0].statedNetAmount?.toString(), '50');
  t.deepEqual(dropped, []);
});

test('BT-131 is kept as stated; a difference to what the line computes is reported, never hidden', (t) => {
  const { invoice, dropped } = readCii(doc(line('1', '4', '10.00', '36.00')));
  t.is(invoice.lines[0].unitPrice.toString(), '10');
  t.is(invoice.lines[0].statedNetAmount?.toString(), '36');
  t.true(
    dropped.some((d) => d.bt === 'BT-131' && d.value === '36' && /40\.00/.test(d.reason ?? '')),
  );
});

test('BT-13, BT-155 and further notes are read into the model', (t) => {
  const { invoice, dropped } = readCii(doc(line('1', '3', '10.00', '30.00')));
  t.is(invoice.purchaseOrderReference, 'PO-7');
  t.is(invoice.lines[0].sellerItemId, 'SKU-1');
  t.deepEqual(invoice.additionalNotes, [{ text: 'Second note' }]);
  t.deepEqual(dropped, []);
});

test('elements outside the table are reported with their path', (t) => {
  const extra =
    '<ram:QuotationReferencedDocument><ram:IssuerAssignedID>Q-1</ram:IssuerAssignedID></ram:QuotationReferencedDocument>';
  const { dropped } = readCii(doc(line('1', '3', '10.00', '30.00'), extra));
  t.deepEqual(
    dropped.map((d) => [d.path, d.value]),
    [
      [
        '/CrossIndustryInvoice/SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement/QuotationReferencedDocument/IssuerAssignedID',
        'Q-1',
      ],
    ],
  );
});

test('BG-20 document allowances with category and rate; declared BT-107', (t) => {
  const allowance =
    '<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator><ram:ActualAmount>5.00</ram:ActualAmount><ram:Reason>Discount</ram:Reason><ram:CategoryTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent></ram:CategoryTradeTax></ram:SpecifiedTradeAllowanceCharge>';
  const sums =
    '<ram:LineTotalAmount>30.00</ram:LineTotalAmount><ram:AllowanceTotalAmount>5.00</ram:AllowanceTotalAmount>';
  const xml = doc(line('1', '3', '10.00', '30.00'), '', sums);
  const settlement = xml.getElementsByTagNameNS(
    'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
    'SpecifiedTradePaymentTerms',
  )[0];
  settlement.parentNode!.insertBefore(
    parseXmlSafely(
      `<r xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">${allowance}</r>`,
    ).documentElement!.firstChild!,
    settlement,
  );
  const { invoice, dropped, declared } = readCii(xml);
  t.is(invoice.allowances?.length, 1);
  t.is(invoice.allowances?.[0].amount?.toString(), '5');
  t.is(invoice.allowances?.[0].taxCategory, 'S');
  t.is(invoice.allowances?.[0].vatRate?.toString(), '19');
  t.is(invoice.allowances?.[0].reason, 'Discount');
  t.is(declared.allowanceTotal?.toString(), '5');
  t.deepEqual(dropped, []);
});

test('a document without lines (MINIMUM) gets one line from BT-109 at the rate BT-110 implies', (t) => {
  const sums =
    '<ram:TaxBasisTotalAmount>100.00</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">19.00</ram:TaxTotalAmount><ram:DuePayableAmount>119.00</ram:DuePayableAmount>';
  const { invoice, synthesizedLines, dropped } = readCii(doc('', '', sums));
  t.true(synthesizedLines);
  t.is(invoice.lines.length, 1);
  t.is(invoice.lines[0].unitPrice.toString(), '100');
  t.is(invoice.lines[0].vatRate.toString(), '19');
  t.true(dropped.some((d) => d.bt === 'BG-25'));
});

test("BT-149 is the net price's base quantity; the gross price's BasisQuantity is BT-149-1, kept apart", (t) => {
  const gross =
    '<ram:GrossPriceProductTradePrice><ram:ChargeAmount>10.00</ram:ChargeAmount><ram:BasisQuantity unitCode="HUR">1</ram:BasisQuantity></ram:GrossPriceProductTradePrice>';
  const { invoice } = readCii(
    doc(
      line('1', '3', '10.00', '30.00').replace(
        '<ram:NetPriceProductTradePrice>',
        `${gross}<ram:NetPriceProductTradePrice>`,
      ),
    ),
  );
  t.is(invoice.lines[0].baseQuantity, undefined);
  t.is(invoice.lines[0].grossBaseQuantity?.toString(), '1');
  t.is(invoice.lines[0].baseQuantityUnit, 'HUR');
});

test('BT-86 that is no BIC (a clearing code, a placeholder) is kept: its account becomes a BG-17 credit transfer', (t) => {
  const xml = line('1', '3', '10.00', '30.00');
  const parsed = readCii(doc(xml));
  t.is(parsed.invoice.payment?.iban, 'DE02120300000000202051');
  const withBic = (bic: string) =>
    readCii(
      parseXmlSafely(
        new XMLSerializer()
          .serializeToString(doc(xml))
          .replace(
            '</ram:PayeePartyCreditorFinancialAccount>',
            `</ram:PayeePartyCreditorFinancialAccount><ram:PayeeSpecifiedCreditorFinancialInstitution><ram:BICID>${bic}</ram:BICID></ram:PayeeSpecifiedCreditorFinancialInstitution>`,
          ),
      ),
    );
  t.is(withBic('COBADEFFXXX').invoice.payment?.bic, 'COBADEFFXXX');
  const placeholder = withBic('[BIC]').invoice.payment;
  t.is(placeholder?.iban, undefined);
  t.deepEqual(placeholder?.creditTransfers, [
    { accountId: 'DE02120300000000202051', bic: '[BIC]' },
  ]);
});

test('EXTENDED logistics service charges (BT-X-271 … BT-X-274) are read as BG-21 document charges: they count in BT-108', (t) => {
  const logistics = `<ram:SpecifiedLogisticsServiceCharge><ram:Description>Fracht</ram:Description><ram:AppliedAmount>15.00</ram:AppliedAmount>
    <ram:AppliedTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19.00</ram:RateApplicablePercent></ram:AppliedTradeTax></ram:SpecifiedLogisticsServiceCharge>`;
  const xml = new XMLSerializer()
    .serializeToString(doc(line('1', '3', '10.00', '30.00')))
    .replace('<ram:SpecifiedTradePaymentTerms>', `${logistics}<ram:SpecifiedTradePaymentTerms>`);
  const { invoice, dropped } = readCii(parseXmlSafely(xml));
  t.is(invoice.charges?.length, 1);
  t.is(invoice.charges![0].amount?.toString(), '15');
  t.is(invoice.charges![0].reason, 'Fracht');
  t.is(invoice.charges![0].taxCategory, 'S');
  t.is(invoice.charges![0].vatRate?.toString(), '19');
  t.false(dropped.some((d) => /Logistics|AppliedAmount/.test(d.path ?? '')));
});

test('BT-113 implied by BT-115 below BT-112 (MINIMUM states no prepaid amount): read as paid_amount; none when they agree', (t) => {
  const sums = (due: string) =>
    `<ram:LineTotalAmount>30.00</ram:LineTotalAmount><ram:TaxBasisTotalAmount>30.00</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">5.70</ram:TaxTotalAmount><ram:GrandTotalAmount>35.70</ram:GrandTotalAmount><ram:DuePayableAmount>${due}</ram:DuePayableAmount>`;
  t.is(
    readCii(
      doc(line('1', '3', '10.00', '30.00'), '', sums('20.70')),
    ).invoice.paidAmount?.toString(),
    '15',
  );
  t.is(
    readCii(doc(line('1', '3', '10.00', '30.00'), '', sums('35.70'))).invoice.paidAmount,
    undefined,
  );
});

test('BG-24: an AdditionalReferencedDocument without TypeCode is a supporting document (BT-122), not dropped', (t) => {
  const { invoice, dropped } = readCii(
    doc(
      line('1', '3', '10.00', '30.00'),
      '<ram:AdditionalReferencedDocument><ram:IssuerAssignedID>Lot567</ram:IssuerAssignedID></ram:AdditionalReferencedDocument>',
    ),
  );
  t.deepEqual(
    invoice.attachments?.map((a) => a.id),
    ['Lot567'],
  );
  t.false(dropped.some((d) => d.bt === 'BT-122'));
});

test('EXTENDED LineStatusReasonCode: an INFORMATION line is kept with its status (outside the totals), not dropped', (t) => {
  const info = line('2', '1', '0.00', '0.00').replace(
    '<ram:LineID>2</ram:LineID>',
    '<ram:LineID>2</ram:LineID><ram:LineStatusReasonCode>INFORMATION</ram:LineStatusReasonCode>',
  );
  const { invoice, dropped } = readCii(
    doc(line('1', '3', '10.00', '30.00') + info, '', undefined, FACTURX_EXTENDED),
  );
  t.deepEqual(
    invoice.lines.map((l) => [l.id, l.lineStatus]),
    [
      ['1', undefined],
      ['2', 'INFORMATION'],
    ],
  );
  t.false(dropped.some((d) => d.bt === 'EXT-LineStatusReasonCode'));
});

test('line groups below EXTENDED: a parent line id and a line status are reported dropped, the lines read flat', (t) => {
  // An EN 16931 CII (as the fixture's BT-24) sums every line (BR-CO-10): a group would leave its totals.
  const grouped = line('2', '1', '10.00', '10.00').replace(
    '<ram:LineID>2</ram:LineID>',
    '<ram:LineID>2</ram:LineID><ram:ParentLineID>1</ram:ParentLineID><ram:LineStatusReasonCode>DETAIL</ram:LineStatusReasonCode>',
  );
  const { invoice, dropped } = readCii(doc(line('1', '2', '10.00', '20.00') + grouped));
  t.deepEqual(
    invoice.lines.map((l) => [l.id, l.parentLineId, l.lineStatus]),
    [
      ['1', undefined, undefined],
      ['2', undefined, undefined],
    ],
  );
  t.deepEqual(
    dropped.filter((d) => d.bt.startsWith('EXT-')).map((d) => [d.bt, d.value]),
    [
      ['EXT-ParentLineID', '1'],
      ['EXT-LineStatusReasonCode', 'DETAIL'],
    ],
  );
});
