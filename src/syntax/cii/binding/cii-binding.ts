/**
 * THE binding table of CII D16B (rsm:CrossIndustryInvoice): every EN 16931 business term and
 * group with its element, relative to its parent group, in XSD sequence order, and the lowest
 * Factur-X / ZUGFeRD profile that carries it (checked against the profile XSDs by
 * test/syntax/cii/binding-profiles.test.ts). The writer, the reader, the reader's "dropped"
 * report and the tests all come from this one table (src/syntax/binding/ is the engine).
 *
 * Profile ranks: MIN minimum, WL basic_wl, B basic, EN en16931 (and XRechnung), EXT extended.
 * Ids are keys of the term map (binding/terms.ts: BT/BG ids) or declared syntax keys
 * (binding/syntax-keys.ts: the GlobalID form of BT-29, EXTENDED terms); the repeated shapes come
 * from binding/term-shapes.ts.
 */
import type { Binding, BindingTable, ValueKey } from '../../binding/binding.js';
import type { TermId } from '../../binding/terms.js';
import {
  BUYER,
  DOCUMENT_ALLOWANCE,
  DOCUMENT_CHARGE,
  LINE_ALLOWANCE,
  LINE_CHARGE,
  PAYEE_IDS,
  SELLER,
  TAX_REPRESENTATIVE_ADDRESS,
  PAYEE_ADDRESS,
  INVOICEE_ADDRESS,
  INVOICEE_IDS,
  DELIVER_TO,
  LINE_SHIP_TO,
  type ShipToTerms,
  type AddressTerms,
  type AllowanceChargeTerms,
  type ContactTerms,
  type IdentifierForms,
  type PartyTerms,
} from '../../binding/term-shapes.js';
import type { CiiWriterProfile } from '../../../formats/cii-profiles.js';

export const MIN = 0;
export const WL = 1;
export const B = 2;
export const EN = 3;
export const EXT = 4;

/** The rank of each writer profile; XRechnung is an EN 16931 CIUS (rank EN). */
export const PROFILE_RANK: Readonly<Record<CiiWriterProfile, number>> = {
  minimum: MIN,
  basic_wl: WL,
  basic: B,
  en16931: EN,
  extended: EXT,
  // EXTENDED-CTC-FR writes what Factur-X EXTENDED writes (its subset, FNFE note 1.4.0).
  extended_ctc_fr: EXT,
  xrechnung: EN,
};

export const CII_NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
} as const;

const F102 = { format: '102' } as const;

/** udt:DateTimeString format 102 under `el`. */
const dateTime = (el: string, id: ValueKey, from?: number): Binding => ({
  el,
  from,
  kids: [{ el: 'udt:DateTimeString', id, fixedAttrs: F102 }],
});

/**
 * Factur-X EXTENDED: a payment term's late payment penalty and cash discount (in XSD order), of
 * one shape but the amount's element; each a scope of its own, in the first terms and each further.
 */
const termsAdjustment = (el: string, id: ValueKey, amount: string): Binding => ({
  el,
  id,
  scope: true,
  from: EXT,
  kids: [
    dateTime('ram:BasisDateTime', 'terms/basis-date'),
    {
      el: 'ram:BasisPeriodMeasure',
      id: 'terms/basis-period',
      attrs: { unitCode: 'terms/basis-period-unit' },
    },
    { el: 'ram:BasisAmount', id: 'terms/basis-amount' },
    { el: 'ram:CalculationPercent', id: 'terms/percent' },
    { el: amount, id: 'terms/amount' },
  ],
});
const TERMS_ADJUSTMENTS: readonly Binding[] = [
  termsAdjustment(
    'ram:ApplicableTradePaymentPenaltyTerms',
    'terms/penalty',
    'ram:ActualPenaltyAmount',
  ),
  termsAdjustment(
    'ram:ApplicableTradePaymentDiscountTerms',
    'terms/discount',
    'ram:ActualDiscountAmount',
  ),
];

/** ram:…ReferencedDocument/ram:IssuerAssignedID. */
const reference = (el: string, id: ValueKey, from?: number): Binding => ({
  el,
  from,
  kids: [{ el: 'ram:IssuerAssignedID', id }],
});

/**
 * A reference with its document's date (qdt:DateTimeString format 102): EXTENDED; the dates of
 * the contract and order of EXTENDED-CTC-FR (EXT-FR-FE-199, 197; CII-FREXT-DT-027).
 */
const datedReference = (el: string, id: ValueKey, dateId: ValueKey, from: number): Binding => ({
  el,
  from,
  kids: [
    { el: 'ram:IssuerAssignedID', id },
    {
      el: 'ram:FormattedIssueDateTime',
      from: EXT,
      kids: [{ el: 'qdt:DateTimeString', id: dateId, fixedAttrs: F102 }],
    },
  ],
});

/**
 * The project's name the writer states beside BT-11 when none is given (the CII schema requires
 * SpecifiedProcuringProject/Name); read back as no name.
 */
export const PROJECT_NAME = 'Project reference';

/** A line's reference (EXTENDED) to a document, the line in it and the document's date. */
const lineReference = (el: string, id: ValueKey, lineId: ValueKey, dateId: ValueKey): Binding => ({
  el,
  from: EXT,
  kids: [
    { el: 'ram:IssuerAssignedID', id },
    { el: 'ram:LineID', id: lineId },
    {
      el: 'ram:FormattedIssueDateTime',
      kids: [{ el: 'qdt:DateTimeString', id: dateId, fixedAttrs: F102 }],
    },
  ],
});

const address = (a: AddressTerms, from: number, countryFrom = from): Binding => ({
  el: 'ram:PostalTradeAddress',
  id: a.group,
  scope: true,
  from,
  kids: [
    { el: 'ram:PostcodeCode', id: a.postcode, from: WL },
    { el: 'ram:LineOne', id: a.line1, from: WL },
    { el: 'ram:LineTwo', id: a.line2, from: WL },
    { el: 'ram:LineThree', id: a.line3, from: WL },
    { el: 'ram:CityName', id: a.city, from: WL },
    { el: 'ram:CountryID', id: a.country, from: countryFrom },
    { el: 'ram:CountrySubDivisionName', id: a.subdivision, from: WL },
  ],
});

/** ram:ID (no scheme) and ram:GlobalID (@schemeID) rows of one identifier term. */
const partyIds = (ids: IdentifierForms, from: number): Binding[] => [
  { el: 'ram:ID', id: ids.plain, many: true, from },
  { el: 'ram:GlobalID', id: ids.global, many: true, from, attrs: { schemeID: ids.scheme } },
];

/** The legal organisation of a party (BT-30 / BT-47 / BT-61 with scheme, BT-28 / BT-45 trading name). */
const legalOrganization = (
  id: TermId,
  scheme: TermId,
  tradingName: TermId | undefined,
  from: number,
): Binding => ({
  el: 'ram:SpecifiedLegalOrganization',
  from,
  kids: [
    { el: 'ram:ID', id, attrs: { schemeID: scheme } },
    ...(tradingName ? [{ el: 'ram:TradingBusinessName', id: tradingName, from: WL }] : []),
  ],
});

/** A contact group (BG-6 / BG-9): contact point, telephone, e-mail. */
const contact = (c: ContactTerms): Binding => ({
  el: 'ram:DefinedTradeContact',
  id: c.group,
  scope: true,
  from: EN,
  kids: [
    { el: 'ram:PersonName', id: c.point },
    { el: 'ram:DepartmentName', id: c.department },
    {
      el: 'ram:TelephoneUniversalCommunication',
      kids: [{ el: 'ram:CompleteNumber', id: c.phone }],
    },
    { el: 'ram:EmailURIUniversalCommunication', kids: [{ el: 'ram:URIID', id: c.email }] },
  ],
});

/** BT-34 / BT-49 electronic address with its EAS scheme. */
const endpoint = (p: PartyTerms): Binding => ({
  el: 'ram:URIUniversalCommunication',
  from: WL,
  kids: [{ el: 'ram:URIID', id: p.endpoint, attrs: { schemeID: p.endpointScheme } }],
});

/** One VAT registration of a party, told apart by its scheme (VA: VAT id, FC: tax number). */
const taxRegistration = (id: ValueKey, scheme: 'VA' | 'FC', from: number): Binding => ({
  el: 'ram:SpecifiedTaxRegistration',
  from,
  when: { path: 'ram:ID', attr: 'schemeID', value: scheme },
  kids: [{ el: 'ram:ID', id, fixedAttrs: { schemeID: scheme } }],
});

/**
 * A deliver-to party's rows (BG-13, a line's in EXTENDED), in TradePartyType order: identifiers,
 * name, address, and what EXTENDED adds: the contact's department, the electronic address, the
 * VAT id.
 */
const shipToKids = (k: ShipToTerms, from: number): Binding[] => [
  ...partyIds(k.ids, from),
  { el: 'ram:Name', id: k.name },
  {
    el: 'ram:DefinedTradeContact',
    from: EXT,
    kids: [{ el: 'ram:DepartmentName', id: k.department }],
  },
  address(k.address, from),
  {
    el: 'ram:URIUniversalCommunication',
    from: EXT,
    kids: [{ el: 'ram:URIID', id: k.endpoint, attrs: { schemeID: k.endpointScheme } }],
  },
  taxRegistration(k.vatId, 'VA', EXT),
];

/** ram:ApplicableTradeTax/ram:TypeCode: always VAT in EN 16931. */
const VAT: Binding = { el: 'ram:TypeCode', fixed: 'VAT' };

/** A ram:SpecifiedTradeAllowanceCharge row (BG-20/21 on the document, BG-27/28 on a line). */
const allowanceCharge = (charge: boolean, a: AllowanceChargeTerms, from: number): Binding => ({
  el: 'ram:SpecifiedTradeAllowanceCharge',
  id: a.group,
  many: true,
  from,
  when: { path: 'ram:ChargeIndicator/udt:Indicator', value: String(charge) },
  kids: [
    { el: 'ram:ChargeIndicator', kids: [{ el: 'udt:Indicator', fixed: String(charge) }] },
    { el: 'ram:CalculationPercent', id: a.percent },
    { el: 'ram:BasisAmount', id: a.base },
    { el: 'ram:ActualAmount', id: a.amount },
    { el: 'ram:ReasonCode', id: a.reasonCode },
    { el: 'ram:Reason', id: a.reason },
    ...(a.category && a.rate
      ? [
          <Binding>{
            el: 'ram:CategoryTradeTax',
            kids: [
              VAT,
              // EXTENDED: a multi-vendor sub-invoice's #number# and its category's reason
              // (BT-173 / BT-175, code BT-174 / BT-176), as its BG-23 group's (BR-FXEXT-*-08rev).
              { el: 'ram:ExemptionReason', id: 'doc-ac/exemption-reason', from: EXT },
              { el: 'ram:CategoryCode', id: a.category },
              { el: 'ram:ExemptionReasonCode', id: 'doc-ac/exemption-code', from: EXT },
              { el: 'ram:RateApplicablePercent', id: a.rate },
            ],
          },
        ]
      : []),
  ],
});

const DATE_STRING = (el: string, id: ValueKey, from?: number): Binding => ({
  el,
  from,
  kids: [{ el: 'udt:DateString', id, fixedAttrs: F102 }],
});

/** BG-25 invoice line. */
const LINE: Binding = {
  el: 'ram:IncludedSupplyChainTradeLineItem',
  id: 'BG-25',
  many: true,
  from: B,
  kids: [
    {
      el: 'ram:AssociatedDocumentLineDocument',
      kids: [
        { el: 'ram:LineID', id: 'BT-126' },
        { el: 'ram:ParentLineID', id: 'EXT-ParentLineID', from: EXT },
        { el: 'ram:LineStatusCode', id: 'EXT-LineStatusCode', from: EXT },
        { el: 'ram:LineStatusReasonCode', id: 'EXT-LineStatusReasonCode', from: EXT },
        { el: 'ram:IncludedNote', kids: [{ el: 'ram:Content', id: 'BT-127' }] },
      ],
    },
    {
      el: 'ram:SpecifiedTradeProduct',
      kids: [
        { el: 'ram:GlobalID', id: 'BT-157', attrs: { schemeID: 'BT-157-1' } },
        { el: 'ram:SellerAssignedID', id: 'BT-155', from: EN },
        { el: 'ram:BuyerAssignedID', id: 'BT-156', from: EN },
        { el: 'ram:Name', id: 'BT-153' },
        { el: 'ram:Description', id: 'BT-154', from: EN },
        {
          el: 'ram:ApplicableProductCharacteristic',
          id: 'BG-32',
          many: true,
          from: EN,
          kids: [
            // EXTENDED; EXTENDED-CTC-FR the attribute code (CII-SR-068 lifted).
            { el: 'ram:TypeCode', id: 'EXT-FR-FE-159', from: EXT },
            { el: 'ram:Description', id: 'BT-160' },
            // EXTENDED; EXTENDED-CTC-FR the value as a measure (CII-SR-070 lifted).
            {
              el: 'ram:ValueMeasure',
              id: 'EXT-FR-FE-160',
              from: EXT,
              attrs: { unitCode: 'EXT-FR-FE-161' },
            },
            { el: 'ram:Value', id: 'BT-161' },
          ],
        },
        {
          el: 'ram:DesignatedProductClassification',
          id: 'BT-158/classification',
          many: true,
          from: EN,
          kids: [
            {
              el: 'ram:ClassCode',
              id: 'BT-158',
              attrs: { listID: 'BT-158-1', listVersionID: 'BT-158-2' },
            },
          ],
        },
        // Factur-X EXTENDED: the item's instances, by batch and serial number.
        {
          el: 'ram:IndividualTradeProductInstance',
          id: 'line/product-instance',
          many: true,
          from: EXT,
          kids: [
            { el: 'ram:BatchID', id: 'line/product-instance-batch' },
            { el: 'ram:SupplierAssignedSerialID', id: 'line/product-instance-serial' },
          ],
        },
        { el: 'ram:OriginTradeCountry', from: EN, kids: [{ el: 'ram:ID', id: 'BT-159' }] },
        // Factur-X EXTENDED: the products the item is made of.
        {
          el: 'ram:IncludedReferencedProduct',
          id: 'line/included-product',
          many: true,
          from: EXT,
          kids: [
            { el: 'ram:ID', id: 'line/included-product-id' },
            {
              el: 'ram:GlobalID',
              id: 'line/included-product-global',
              many: true,
              attrs: { schemeID: 'line/included-product-scheme' },
            },
            { el: 'ram:SellerAssignedID', id: 'line/included-product-seller-id' },
            { el: 'ram:BuyerAssignedID', id: 'line/included-product-buyer-id' },
            { el: 'ram:IndustryAssignedID', id: 'line/included-product-industry-id' },
            { el: 'ram:Name', id: 'line/included-product-name' },
            { el: 'ram:Description', id: 'line/included-product-description' },
            {
              el: 'ram:UnitQuantity',
              id: 'line/included-product-quantity',
              attrs: { unitCode: 'line/included-product-unit' },
            },
          ],
        },
      ],
    },
    {
      el: 'ram:SpecifiedLineTradeAgreement',
      kids: [
        // EXTENDED; EXTENDED-CTC-FR the line INCOTERMS and their place (CII-FREXT-SR-106).
        {
          el: 'ram:ApplicableTradeDeliveryTerms',
          from: EXT,
          kids: [
            { el: 'ram:DeliveryTypeCode', id: 'line/incoterms' },
            {
              el: 'ram:RelevantTradeLocation',
              kids: [{ el: 'ram:Name', id: 'line/incoterms-location' }],
            },
          ],
        },
        {
          el: 'ram:BuyerOrderReferencedDocument',
          from: EN,
          kids: [
            // EXTENDED: the line's own order (PINT ibt-183; CII-SR-108 warns in EN 16931).
            { el: 'ram:IssuerAssignedID', id: 'line/order-id', from: EXT },
            { el: 'ram:LineID', id: 'BT-132' },
            // EXTENDED; EXTENDED-CTC-FR EXT-FR-FE-200 (CII-FREXT-DT-027).
            {
              el: 'ram:FormattedIssueDateTime',
              from: EXT,
              kids: [{ el: 'qdt:DateTimeString', id: 'EXT-FR-FE-200', fixedAttrs: F102 }],
            },
          ],
        },
        // Factur-X EXTENDED: the line's quotation, its line and date.
        lineReference(
          'ram:QuotationReferencedDocument',
          'line/quotation',
          'line/quotation-line',
          'line/quotation-date',
        ),
        {
          el: 'ram:GrossPriceProductTradePrice',
          kids: [
            { el: 'ram:ChargeAmount', id: 'BT-148' },
            { el: 'ram:BasisQuantity', id: 'BT-149/gross', attrs: { unitCode: 'BT-150/gross' } },
            {
              el: 'ram:AppliedTradeAllowanceCharge',
              kids: [
                { el: 'ram:ChargeIndicator', kids: [{ el: 'udt:Indicator', fixed: 'false' }] },
                { el: 'ram:ActualAmount', id: 'BT-147' },
                // EXTENDED; EXTENDED-CTC-FR EXT-FR-FE-195 / 196 (CII-SR-127 / 128 lifted).
                { el: 'ram:ReasonCode', id: 'EXT-FR-FE-195', from: EXT },
                { el: 'ram:Reason', id: 'EXT-FR-FE-196', from: EXT },
              ],
            },
            // EXTENDED repeats the price discount (EN 16931 has one BT-147): the further ones, in order.
            {
              el: 'ram:AppliedTradeAllowanceCharge',
              id: 'EXT-FurtherPriceDiscount',
              many: true,
              from: EXT,
              when: { path: 'ram:ChargeIndicator/udt:Indicator', value: 'false' },
              kids: [
                { el: 'ram:ChargeIndicator', kids: [{ el: 'udt:Indicator', fixed: 'false' }] },
                { el: 'ram:ActualAmount', id: 'EXT-FurtherPriceDiscount-Amount' },
                { el: 'ram:Reason', id: 'EXT-FurtherPriceDiscount-Reason' },
              ],
            },
          ],
        },
        {
          el: 'ram:NetPriceProductTradePrice',
          kids: [
            { el: 'ram:ChargeAmount', id: 'BT-146' },
            { el: 'ram:BasisQuantity', id: 'BT-149', attrs: { unitCode: 'BT-150' } },
          ],
        },
        // EXTENDED-CTC-FR EXT-FR-FE-164 to 177: the seller of a multi-vendor line (BR-FR-MV-03, MV-06).
        {
          el: 'ram:ItemSellerTradeParty',
          id: 'line/seller',
          scope: true,
          from: EXT,
          kids: [
            { el: 'ram:ID', id: 'line/seller-id', many: true },
            {
              el: 'ram:GlobalID',
              id: 'line/seller-global',
              many: true,
              attrs: { schemeID: 'line/seller-global-scheme' },
            },
            { el: 'ram:Name', id: 'EXT-FR-FE-164' },
            {
              el: 'ram:SpecifiedLegalOrganization',
              kids: [
                { el: 'ram:ID', id: 'EXT-FR-FE-167', attrs: { schemeID: 'EXT-FR-FE-167-scheme' } },
              ],
            },
            { el: 'ram:PostalTradeAddress', kids: [{ el: 'ram:CountryID', id: 'EXT-FR-FE-177' }] },
            taxRegistration('line/seller-vat', 'VA', EXT),
          ],
        },
      ],
    },
    {
      el: 'ram:SpecifiedLineTradeDelivery',
      kids: [
        { el: 'ram:BilledQuantity', id: 'BT-129', attrs: { unitCode: 'BT-130' } },
        // Factur-X EXTENDED: the number of packages and their type.
        {
          el: 'ram:PackageQuantity',
          id: 'line/package-quantity',
          attrs: { unitCode: 'line/package-unit' },
          from: EXT,
        },
        // Factur-X EXTENDED: where this line is delivered (BG-13 is the document's).
        {
          el: 'ram:ShipToTradeParty',
          id: 'line/ship-to',
          scope: true,
          from: EXT,
          kids: shipToKids(LINE_SHIP_TO, EXT),
        },
        // EXTENDED; EXTENDED-CTC-FR the line's despatch advice, its line EXT-FR-FE-141 (CII-SR-333/334
        // lifted) and date EXT-FR-FE-201 (CII-FREXT-DT-027).
        lineReference(
          'ram:DespatchAdviceReferencedDocument',
          'line/despatch-advice',
          'EXT-FR-FE-141',
          'EXT-FR-FE-201',
        ),
        // Factur-X EXTENDED: the line's delivery note, its line and date.
        lineReference(
          'ram:DeliveryNoteReferencedDocument',
          'line/delivery-note',
          'line/delivery-note-line',
          'line/delivery-note-date',
        ),
      ],
    },
    {
      el: 'ram:SpecifiedLineTradeSettlement',
      kids: [
        {
          el: 'ram:ApplicableTradeTax',
          kids: [
            VAT,
            // EXTENDED repeats the category's exemption reason on the line (= BG-23's, BR-FXEXT-*-08rev).
            { el: 'ram:ExemptionReason', id: 'line/exemption-reason', from: EXT },
            { el: 'ram:CategoryCode', id: 'BT-151' },
            { el: 'ram:ExemptionReasonCode', id: 'line/exemption-code', from: EXT },
            { el: 'ram:RateApplicablePercent', id: 'BT-152' },
          ],
        },
        {
          el: 'ram:BillingSpecifiedPeriod',
          id: 'BG-26',
          scope: true,
          kids: [dateTime('ram:StartDateTime', 'BT-134'), dateTime('ram:EndDateTime', 'BT-135')],
        },
        allowanceCharge(false, LINE_ALLOWANCE, B),
        allowanceCharge(true, LINE_CHARGE, B),
        {
          el: 'ram:SpecifiedTradeSettlementLineMonetarySummation',
          kids: [
            { el: 'ram:LineTotalAmount', id: 'BT-131' },
            // EXTENDED-CTC-FR EXT-FR-FE-181, then 182 in BT-6: a sub-invoice's VAT total (BR-FR-MV-03, MV-09).
            {
              el: 'ram:TaxTotalAmount',
              id: 'EXT-FR-FE-181',
              from: EXT,
              attrs: { currencyID: 'EXT-FR-FE-181@currencyID' },
            },
            {
              el: 'ram:TaxTotalAmount',
              id: 'EXT-FR-FE-182',
              from: EXT,
              attrs: { currencyID: 'EXT-FR-FE-182@currencyID' },
            },
            // EXTENDED-CTC-FR EXT-FR-FE-184: a sub-invoice's total with VAT (BR-FR-MV-10).
            { el: 'ram:GrandTotalAmount', id: 'EXT-FR-FE-184', from: EXT },
            // EXTENDED: read and compared only (read/derived-amounts.ts).
            { el: 'ram:TotalAllowanceChargeAmount', id: 'line/total-allowance-charge', from: EXT },
          ],
        },
        // EXTENDED-CTC-FR EXT-FR-FE-136 / 138: a sub-invoice's preceding invoice (BR-FR-MV-14, BD-14).
        {
          el: 'ram:InvoiceReferencedDocument',
          id: 'line/preceding-invoice',
          scope: true,
          from: EXT,
          kids: [
            { el: 'ram:IssuerAssignedID', id: 'EXT-FR-FE-136' },
            {
              el: 'ram:FormattedIssueDateTime',
              kids: [{ el: 'qdt:DateTimeString', id: 'EXT-FR-FE-138', fixedAttrs: F102 }],
            },
          ],
        },
        {
          el: 'ram:AdditionalReferencedDocument',
          from: EN,
          kids: [
            { el: 'ram:IssuerAssignedID', id: 'BT-128' },
            { el: 'ram:TypeCode', fixed: '130' },
            { el: 'ram:ReferenceTypeCode', id: 'BT-128-1' },
          ],
        },
        // EXTENDED, EXTENDED-CTC-FR: further invoiced objects of the line (an AVV one on a
        // sub-invoice's group line, BR-FR-MV-03_BT-128_AVV checks it where given).
        {
          el: 'ram:AdditionalReferencedDocument',
          id: 'line/further-objects',
          many: true,
          from: EXT,
          kids: [
            { el: 'ram:IssuerAssignedID', id: 'line/further-object' },
            { el: 'ram:TypeCode', fixed: '130' },
            { el: 'ram:ReferenceTypeCode', id: 'line/further-object-scheme' },
          ],
        },
        {
          el: 'ram:ReceivableSpecifiedTradeAccountingAccount',
          from: EN,
          kids: [{ el: 'ram:ID', id: 'BT-133' }],
        },
      ],
    },
  ],
};

const SELLER_PARTY: Binding = {
  el: 'ram:SellerTradeParty',
  id: 'BG-4',
  scope: true,
  kids: [
    ...partyIds(SELLER.ids, WL),
    { el: 'ram:Name', id: SELLER.name },
    { el: 'ram:Description', id: 'BT-33', from: EN },
    legalOrganization(SELLER.legal, SELLER.legalScheme, SELLER.trading, MIN),
    contact(SELLER.contact),
    address(SELLER.address, MIN),
    endpoint(SELLER),
    taxRegistration(SELLER.vat, 'VA', MIN),
    taxRegistration('BT-32', 'FC', MIN),
  ],
};

const BUYER_PARTY: Binding = {
  el: 'ram:BuyerTradeParty',
  id: 'BG-7',
  scope: true,
  kids: [
    ...partyIds(BUYER.ids, WL),
    { el: 'ram:Name', id: BUYER.name },
    legalOrganization(BUYER.legal, BUYER.legalScheme, BUYER.trading, MIN),
    contact(BUYER.contact),
    // MINIMUM carries the buyer's country and VAT id (as the official MINIMUM samples do).
    address(BUYER.address, MIN),
    endpoint(BUYER),
    taxRegistration(BUYER.vat, 'VA', MIN),
    // The buyer's local tax number (schemeID FC): no EN 16931 term, carried as the buyer's tax_registration_id.
    taxRegistration('EXT-BuyerTaxNumber', 'FC', MIN),
  ],
};

const TAX_REPRESENTATIVE: Binding = {
  el: 'ram:SellerTaxRepresentativeTradeParty',
  id: 'BG-11',
  scope: true,
  from: WL,
  kids: [
    { el: 'ram:Name', id: 'BT-62' },
    address(TAX_REPRESENTATIVE_ADDRESS, WL),
    taxRegistration('BT-63', 'VA', WL),
  ],
};

/**
 * A ram:AdditionalReferencedDocument told apart by its TypeCode (916 BG-24, 50 BT-17, 130 BT-18);
 * one without a TypeCode (the XSD lets it out) is a BG-24 supporting document, written back as 916.
 */
const additionalDocument = (
  typeCode: string,
  rows: Binding[],
  group: ValueKey,
  many = false,
  from = EN,
): Binding => ({
  el: 'ram:AdditionalReferencedDocument',
  id: group,
  scope: !many,
  many,
  from,
  when: {
    path: 'ram:TypeCode',
    value: typeCode,
    ...(typeCode === '916' ? { orAbsent: true } : {}),
  },
  kids: rows,
});

const AGREEMENT: Binding = {
  el: 'ram:ApplicableHeaderTradeAgreement',
  kids: [
    { el: 'ram:BuyerReference', id: 'BT-10' },
    SELLER_PARTY,
    BUYER_PARTY,
    TAX_REPRESENTATIVE,
    // EXTENDED; EXTENDED-CTC-FR the document-level INCOTERMS and their place (CII-FREXT-SR-293).
    {
      el: 'ram:ApplicableTradeDeliveryTerms',
      from: EXT,
      kids: [
        { el: 'ram:DeliveryTypeCode', id: 'doc/delivery-terms' },
        {
          el: 'ram:RelevantTradeLocation',
          kids: [{ el: 'ram:Name', id: 'doc/delivery-terms-location' }],
        },
      ],
    },
    // Factur-X EXTENDED: with the sales order's date.
    datedReference('ram:SellerOrderReferencedDocument', 'BT-14', 'doc/sales-order-date', EN),
    datedReference('ram:BuyerOrderReferencedDocument', 'BT-13', 'EXT-FR-FE-197', MIN),
    datedReference('ram:ContractReferencedDocument', 'BT-12', 'EXT-FR-FE-199', WL),
    additionalDocument(
      '916',
      [
        { el: 'ram:IssuerAssignedID', id: 'BT-122' },
        { el: 'ram:URIID', id: 'BT-124' },
        { el: 'ram:TypeCode', fixed: '916' },
        { el: 'ram:Name', id: 'BT-123' },
        {
          el: 'ram:AttachmentBinaryObject',
          id: 'BT-125',
          attrs: { mimeCode: 'BT-125-1', filename: 'BT-125-2' },
        },
      ],
      'BG-24',
      true,
    ),
    additionalDocument(
      '50',
      [
        { el: 'ram:IssuerAssignedID', id: 'BT-17' },
        { el: 'ram:TypeCode', fixed: '50' },
      ],
      'BT-17/document',
    ),
    additionalDocument(
      '130',
      [
        { el: 'ram:IssuerAssignedID', id: 'BT-18' },
        { el: 'ram:TypeCode', fixed: '130' },
        { el: 'ram:ReferenceTypeCode', id: 'BT-18-1' },
      ],
      'BT-18/document',
    ),
    // EXTENDED repeats the invoiced object (EN 16931 has one BT-18): the further ones.
    additionalDocument(
      '130',
      [
        { el: 'ram:IssuerAssignedID', id: 'EXT-FurtherInvoicedObject-ID' },
        { el: 'ram:TypeCode', fixed: '130' },
        { el: 'ram:ReferenceTypeCode', id: 'EXT-FurtherInvoicedObject-Scheme' },
      ],
      'EXT-FurtherInvoicedObject',
      true,
      EXT,
    ),
    // EN 16931 has only the id (BT-11); the name is what the document calls the project.
    {
      el: 'ram:SpecifiedProcuringProject',
      from: EN,
      kids: [
        { el: 'ram:ID', id: 'BT-11' },
        // Required by the XSD: the writer states "Project reference" when no name is given.
        { el: 'ram:Name', id: 'doc/project-name' },
      ],
    },
  ],
};

const DELIVERY: Binding = {
  el: 'ram:ApplicableHeaderTradeDelivery',
  keep: true,
  kids: [
    {
      el: 'ram:ShipToTradeParty',
      id: 'BG-13',
      scope: true,
      from: WL,
      kids: shipToKids(DELIVER_TO, WL),
    },
    {
      el: 'ram:ActualDeliverySupplyChainEvent',
      from: WL,
      kids: [dateTime('ram:OccurrenceDateTime', 'BT-72')],
    },
    // EXTENDED-CTC-FR: with the despatch advice's line EXT-FR-FE-141 (CII-SR-333/334 lifted;
    // written for that profile only) and its date EXT-FR-FE-198.
    {
      el: 'ram:DespatchAdviceReferencedDocument',
      from: WL,
      kids: [
        { el: 'ram:IssuerAssignedID', id: 'BT-16' },
        { el: 'ram:LineID', id: 'doc/despatch-advice-line', from: EXT },
        {
          el: 'ram:FormattedIssueDateTime',
          from: EXT,
          kids: [{ el: 'qdt:DateTimeString', id: 'EXT-FR-FE-198', fixedAttrs: F102 }],
        },
      ],
    },
    reference('ram:ReceivingAdviceReferencedDocument', 'BT-15', EN),
    // Factur-X EXTENDED: the delivery note and its date.
    datedReference(
      'ram:DeliveryNoteReferencedDocument',
      'doc/delivery-note',
      'doc/delivery-note-date',
      EXT,
    ),
  ],
};

const SETTLEMENT: Binding = {
  el: 'ram:ApplicableHeaderTradeSettlement',
  kids: [
    { el: 'ram:CreditorReferenceID', id: 'BT-90', from: WL },
    { el: 'ram:PaymentReference', id: 'BT-83', from: WL },
    { el: 'ram:TaxCurrencyCode', id: 'BT-6', from: WL },
    { el: 'ram:InvoiceCurrencyCode', id: 'BT-5' },
    // Factur-X EXTENDED: the invoicee.
    {
      el: 'ram:InvoiceeTradeParty',
      id: 'invoicee',
      scope: true,
      from: EXT,
      kids: [
        ...partyIds(INVOICEE_IDS, EXT),
        { el: 'ram:Name', id: 'invoicee/name' },
        address(INVOICEE_ADDRESS, EXT),
      ],
    },
    {
      el: 'ram:PayeeTradeParty',
      id: 'BG-10',
      scope: true,
      from: WL,
      kids: [
        ...partyIds(PAYEE_IDS, WL),
        { el: 'ram:Name', id: 'BT-59' },
        legalOrganization('BT-61', 'BT-61-1', undefined, WL),
        address(PAYEE_ADDRESS, EXT), // Factur-X EXTENDED
      ],
    },
    // The exchange rate from BT-5 to BT-6: EXTENDED; EXTENDED-CTC-FR BT-167 and its date
    // EXT-FR-FE-192 (FNFE note 1.4.0, CII-FREXT-SR-366).
    {
      el: 'ram:TaxApplicableTradeCurrencyExchange',
      from: EXT,
      kids: [
        { el: 'ram:SourceCurrencyCode', id: 'doc/rate-source' },
        { el: 'ram:TargetCurrencyCode', id: 'doc/rate-target' },
        { el: 'ram:ConversionRate', id: 'doc/rate' },
        dateTime('ram:ConversionRateDateTime', 'doc/rate-date'),
      ],
    },
    {
      el: 'ram:SpecifiedTradeSettlementPaymentMeans',
      id: 'BG-16',
      many: true,
      from: WL,
      kids: [
        { el: 'ram:TypeCode', id: 'BT-81' },
        { el: 'ram:Information', id: 'BT-82', from: EN },
        {
          el: 'ram:ApplicableTradeSettlementFinancialCard',
          id: 'BG-18',
          scope: true,
          from: EN,
          kids: [
            { el: 'ram:ID', id: 'BT-87' },
            { el: 'ram:CardholderName', id: 'BT-88' },
          ],
        },
        { el: 'ram:PayerPartyDebtorFinancialAccount', kids: [{ el: 'ram:IBANID', id: 'BT-91' }] },
        {
          el: 'ram:PayeePartyCreditorFinancialAccount',
          kids: [
            { el: 'ram:IBANID', id: 'BT-84' },
            { el: 'ram:AccountName', id: 'BT-85', from: EN },
            { el: 'ram:ProprietaryID', id: 'BT-84/proprietary' },
          ],
        },
        {
          el: 'ram:PayeeSpecifiedCreditorFinancialInstitution',
          from: EN,
          kids: [{ el: 'ram:BICID', id: 'BT-86' }],
        },
      ],
    },
    {
      el: 'ram:ApplicableTradeTax',
      id: 'BG-23',
      many: true,
      from: WL,
      kids: [
        { el: 'ram:CalculatedAmount', id: 'BT-117' },
        VAT,
        { el: 'ram:ExemptionReason', id: 'BT-120' },
        { el: 'ram:BasisAmount', id: 'BT-116' },
        // EXTENDED: read and compared only (read/derived-amounts.ts).
        { el: 'ram:LineTotalBasisAmount', id: 'BG-23/line-total', from: EXT },
        { el: 'ram:AllowanceChargeBasisAmount', id: 'BG-23/allowance-charge-basis', from: EXT },
        { el: 'ram:CategoryCode', id: 'BT-118' },
        { el: 'ram:ExemptionReasonCode', id: 'BT-121' },
        DATE_STRING('ram:TaxPointDate', 'BT-7', EN),
        { el: 'ram:DueDateTypeCode', id: 'BT-8' },
        { el: 'ram:RateApplicablePercent', id: 'BT-119' },
      ],
    },
    {
      el: 'ram:BillingSpecifiedPeriod',
      id: 'BG-14',
      scope: true,
      from: WL,
      kids: [dateTime('ram:StartDateTime', 'BT-73'), dateTime('ram:EndDateTime', 'BT-74')],
    },
    allowanceCharge(false, DOCUMENT_ALLOWANCE, WL),
    allowanceCharge(true, DOCUMENT_CHARGE, WL),
    // Factur-X EXTENDED logistics service charges (BT-X-271 … BT-X-274): in BT-108 and BT-116 like
    // a document charge, so the reader turns each into a BG-21 charge; the writers write BG-21.
    {
      el: 'ram:SpecifiedLogisticsServiceCharge',
      id: 'EXT-LogisticsServiceCharge',
      many: true,
      from: EXT,
      kids: [
        { el: 'ram:Description', id: 'EXT-LogisticsServiceCharge-Description' },
        { el: 'ram:AppliedAmount', id: 'EXT-LogisticsServiceCharge-Amount' },
        {
          el: 'ram:AppliedTradeTax',
          kids: [
            VAT,
            { el: 'ram:CategoryCode', id: 'EXT-LogisticsServiceCharge-Category' },
            { el: 'ram:RateApplicablePercent', id: 'EXT-LogisticsServiceCharge-Rate' },
          ],
        },
      ],
    },
    {
      el: 'ram:SpecifiedTradePaymentTerms',
      from: WL,
      kids: [
        { el: 'ram:Description', id: 'BT-20', verbatim: true },
        dateTime('ram:DueDateDateTime', 'BT-9'),
        { el: 'ram:DirectDebitMandateID', id: 'BT-89' },
        ...TERMS_ADJUSTMENTS,
      ],
    },
    // EXTENDED repeats the payment terms (EN 16931 has one BT-20 and one BT-9): the further ones.
    {
      el: 'ram:SpecifiedTradePaymentTerms',
      id: 'EXT-FurtherPaymentTerms',
      many: true,
      from: EXT,
      kids: [
        { el: 'ram:Description', id: 'EXT-FurtherPaymentTerms-Description', verbatim: true },
        {
          el: 'ram:DueDateDateTime',
          kids: [
            { el: 'udt:DateTimeString', id: 'EXT-FurtherPaymentTerms-DueDate', fixedAttrs: F102 },
          ],
        },
        ...TERMS_ADJUSTMENTS,
      ],
    },
    {
      el: 'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
      keep: true,
      kids: [
        { el: 'ram:LineTotalAmount', id: 'BT-106', from: WL },
        { el: 'ram:ChargeTotalAmount', id: 'BT-108', from: WL },
        { el: 'ram:AllowanceTotalAmount', id: 'BT-107', from: WL },
        { el: 'ram:TaxBasisTotalAmount', id: 'BT-109' },
        // BT-110 in the invoice currency, then BT-111 in the VAT accounting currency (BT-6).
        { el: 'ram:TaxTotalAmount', id: 'BT-110', attrs: { currencyID: 'BT-110@currencyID' } },
        {
          el: 'ram:TaxTotalAmount',
          id: 'BT-111',
          from: WL,
          attrs: { currencyID: 'BT-111@currencyID' },
        },
        { el: 'ram:RoundingAmount', id: 'BT-114', from: EN },
        { el: 'ram:GrandTotalAmount', id: 'BT-112' },
        { el: 'ram:TotalPrepaidAmount', id: 'BT-113', from: WL },
        { el: 'ram:DuePayableAmount', id: 'BT-115' },
      ],
    },
    {
      el: 'ram:InvoiceReferencedDocument',
      id: 'BG-3',
      many: true,
      from: WL,
      kids: [
        { el: 'ram:IssuerAssignedID', id: 'BT-25' },
        {
          el: 'ram:FormattedIssueDateTime',
          kids: [{ el: 'qdt:DateTimeString', id: 'BT-26', fixedAttrs: F102 }],
        },
      ],
    },
    {
      el: 'ram:ReceivableSpecifiedTradeAccountingAccount',
      from: WL,
      kids: [{ el: 'ram:ID', id: 'BT-19' }],
    },
  ],
};

/** The table. */
export const CII_BINDING: BindingTable = {
  namespaces: CII_NS,
  root: {
    el: 'rsm:CrossIndustryInvoice',
    kids: [
      {
        el: 'rsm:ExchangedDocumentContext',
        keep: true,
        kids: [
          // Factur-X EXTENDED: a test document.
          {
            el: 'ram:TestIndicator',
            from: EXT,
            kids: [{ el: 'udt:Indicator', id: 'doc/test-indicator' }],
          },
          {
            el: 'ram:BusinessProcessSpecifiedDocumentContextParameter',
            kids: [{ el: 'ram:ID', id: 'BT-23' }],
          },
          {
            el: 'ram:GuidelineSpecifiedDocumentContextParameter',
            kids: [{ el: 'ram:ID', id: 'BT-24' }],
          },
        ],
      },
      {
        el: 'rsm:ExchangedDocument',
        kids: [
          { el: 'ram:ID', id: 'BT-1' },
          { el: 'ram:Name', id: 'doc/document-name', from: EXT }, // Factur-X EXTENDED
          { el: 'ram:TypeCode', id: 'BT-3' },
          dateTime('ram:IssueDateTime', 'BT-2'),
          {
            el: 'ram:IncludedNote',
            id: 'BG-1',
            many: true,
            from: WL,
            kids: [
              { el: 'ram:ContentCode', id: 'BG-1/content-code', from: EXT }, // Factur-X EXTENDED
              { el: 'ram:Content', id: 'BT-22' },
              { el: 'ram:SubjectCode', id: 'BT-21' },
            ],
          },
        ],
      },
      { el: 'rsm:SupplyChainTradeTransaction', kids: [LINE, AGREEMENT, DELIVERY, SETTLEMENT] },
    ],
  },
};
