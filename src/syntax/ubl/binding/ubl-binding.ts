/**
 * THE binding tables of UBL 2.1 Invoice and CreditNote: every EN 16931 business term and group
 * with its element, relative to its parent, in the sequence of the UBL 2.1 XSD (the two
 * documents differ in a few places: the type code and due date, the order of the document
 * references, where the allowances and the line tax total sit, the line and quantity names).
 * The writer, the reader, the reader's "dropped" report and the tests come from these tables
 * (src/syntax/binding/ is the engine). Every amount carries currencyID = BT-5 (BT-111: BT-6);
 * every TaxScheme/ID is the profile's tax scheme (document value TAX_SCHEME: VAT or GST).
 *
 * Ids are keys of the term map (binding/terms.ts) or declared syntax keys (binding/syntax-keys.ts:
 * PINT extensions such as UUID, ProfileExecutionID, the AE line amounts); the repeated shapes
 * come from binding/term-shapes.ts.
 * UBL has no profile masks: what a profile writes is decided by the values (ranks are all 0).
 */
import type { Binding, BindingTable, ValueKey } from '../../binding/binding.js';
import {
  BUYER,
  DELIVER_TO_ADDRESS,
  DOCUMENT_ALLOWANCE,
  DOCUMENT_CHARGE,
  LINE_ALLOWANCE,
  LINE_CHARGE,
  PAYEE_IDS,
  SELLER,
  TAX_REPRESENTATIVE_ADDRESS,
  type AddressTerms,
  type AllowanceChargeTerms,
  type IdentifierForms,
  type PartyTerms,
} from '../../binding/term-shapes.js';

/** The document type a table is for. */
export type UblDocumentKind = 'invoice' | 'credit-note';

export const UBL_NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

/** Document-level value keys that are no business terms. */
export const TAX_SCHEME: ValueKey = 'doc/tax-scheme';

/** currencyID of an amount in the document currency (BT-5). */
const CUR: Readonly<Record<string, ValueKey>> = { currencyID: 'BT-5' };

/** An amount leaf in the document currency. */
const money = (el: string, id: ValueKey): Binding => ({ el, id, docAttrs: CUR });

/** cac:TaxScheme/cbc:ID with the profile's scheme. */
const TAX_SCHEME_ROW: Binding = {
  el: 'cac:TaxScheme',
  kids: [{ el: 'cbc:ID', docValue: TAX_SCHEME }],
};

/** A postal address; code: the subdivision code a profile states beside BT-39 / BT-54 (PINT OM). */
const address = (el: string, a: AddressTerms, code?: ValueKey): Binding => ({
  el,
  id: a.group,
  scope: true,
  kids: [
    { el: 'cbc:StreetName', id: a.line1 },
    { el: 'cbc:AdditionalStreetName', id: a.line2 },
    { el: 'cbc:CityName', id: a.city },
    { el: 'cbc:PostalZone', id: a.postcode },
    { el: 'cbc:CountrySubentity', id: a.subdivision },
    ...(code ? [<Binding>{ el: 'cbc:CountrySubentityCode', id: code }] : []),
    { el: 'cac:AddressLine', kids: [{ el: 'cbc:Line', id: a.line3 }] },
    { el: 'cac:Country', kids: [{ el: 'cbc:IdentificationCode', id: a.country }] },
  ],
});

/**
 * cac:PartyIdentification rows of one identifier term (BT-29 / BT-46 / BT-60), with scheme;
 * schemeName: where PINT OM states a CL-06-OM scheme (BTOM-015 / BTOM-018).
 */
const partyIdentification = (ids: IdentifierForms, schemeName?: ValueKey): Binding => ({
  el: 'cac:PartyIdentification',
  id: ids.list,
  many: true,
  kids: [
    {
      el: 'cbc:ID',
      id: ids.term,
      attrs: schemeName ? { schemeID: ids.scheme, schemeName } : { schemeID: ids.scheme },
    },
  ],
});

/** A party tax scheme told apart by its TaxScheme/ID (VAT: BT-31, …). */
const partyTaxScheme = (
  id: ValueKey,
  scheme: string | readonly string[],
  schemeKey: ValueKey,
): Binding => ({
  el: 'cac:PartyTaxScheme',
  when: { path: 'cac:TaxScheme/cbc:ID', value: scheme },
  kids: [
    { el: 'cbc:CompanyID', id },
    { el: 'cac:TaxScheme', kids: [{ el: 'cbc:ID', id: schemeKey }] },
  ],
});

/** Options of the tables: PINT MY states the TIN with scheme GST as BT-32 (BT-31 is the SST number, scheme VAT). */
export interface UblTableOptions {
  gstIsTaxRegistration?: boolean;
  /** PINT AE: cac:InvoicePeriod/cbc:DescriptionCode is the frequency of billing BTAE-06, not BT-8 (ibr-005-ae). */
  billingFrequencyInPeriod?: boolean;
  /** HR-CIUS: the HR extension (HRFISK20Data in cbc:UBLExtensions) with its VAT breakdown and totals. */
  hrExtension?: boolean;
  /** PINT: BT-128 is a line DocumentReference of type 130 only; an untyped one is ibt-188 (UblProfile.typedLineObject). */
  typedLineObject?: boolean;
  /** XRechnung Extension: lines hold sub invoice lines (BG-DEX-01, FormatRow.subInvoiceLines). */
  subInvoiceLines?: boolean;
}

/** The HR extension of HR-CIUS: its namespaces and the UBLExtensions row (the document's first child). */
const HR_EXTENSION_NS = {
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  hrextac: 'urn:mfin.gov.hr:schema:xsd:HRExtensionAggregateComponents-1',
} as const;
const hrExtension: Binding = {
  el: 'ext:UBLExtensions',
  kids: [
    {
      el: 'ext:UBLExtension',
      kids: [
        {
          el: 'ext:ExtensionContent',
          kids: [
            {
              el: 'hrextac:HRFISK20Data',
              kids: [
                {
                  el: 'hrextac:HRTaxTotal',
                  kids: [
                    money('cbc:TaxAmount', 'hr/tax-total'), // HR-BT-25
                    {
                      el: 'hrextac:HRTaxSubtotal', // HR-BG-2
                      id: 'hr/subtotals',
                      many: true,
                      kids: [
                        money('cbc:TaxableAmount', 'hr/taxable'),
                        money('cbc:TaxAmount', 'hr/tax'), // HR-BT-17
                        {
                          el: 'hrextac:HRTaxCategory',
                          kids: [
                            { el: 'cbc:ID', id: 'hr/category' }, // HR-BT-18
                            { el: 'cbc:Name', id: 'hr/category-name' },
                            { el: 'cbc:Percent', id: 'hr/rate' }, // HR-BT-19
                            { el: 'cbc:TaxExemptionReasonCode', id: 'hr/exemption-code' },
                            { el: 'cbc:TaxExemptionReason', id: 'hr/exemption-reason' },
                            // VAT, or the charge an out-of-scope line passes on (HR-TB-2: OTH, LOC, CAR).
                            {
                              el: 'hrextac:HRTaxScheme',
                              kids: [{ el: 'cbc:ID', id: 'hr/tax-scheme' }],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
                {
                  el: 'hrextac:HRLegalMonetaryTotal',
                  kids: [
                    money('cbc:TaxExclusiveAmount', 'hr/tax-exclusive'), // HR-BT-23
                    money('hrextac:OutOfScopeOfVATAmount', 'hr/out-of-scope'),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

/** PINT OM: the third party that issues for the seller, BTOM-005 … BTOM-013 (IBR-015-OM). */
const THIRD_PARTY: Binding = {
  el: 'cac:AgentParty',
  id: 'doc/third-party',
  scope: true,
  kids: [
    { el: 'cac:PartyName', kids: [{ el: 'cbc:Name', id: 'doc/third-party/name' }] },
    {
      el: 'cac:PostalAddress',
      id: 'doc/third-party/address',
      scope: true,
      kids: [
        { el: 'cbc:StreetName', id: 'doc/third-party/street' },
        { el: 'cbc:AdditionalStreetName', id: 'doc/third-party/line2' },
        { el: 'cbc:CityName', id: 'doc/third-party/city' },
        { el: 'cbc:PostalZone', id: 'doc/third-party/postcode' },
        { el: 'cbc:CountrySubentity', id: 'doc/third-party/subdivision' },
        { el: 'cbc:CountrySubentityCode', id: 'doc/third-party/subdivision-code' },
        { el: 'cac:AddressLine', kids: [{ el: 'cbc:Line', id: 'doc/third-party/line3' }] },
        {
          el: 'cac:Country',
          kids: [{ el: 'cbc:IdentificationCode', id: 'doc/third-party/country' }],
        },
      ],
    },
    {
      el: 'cac:PartyTaxScheme',
      kids: [{ el: 'cbc:CompanyID', id: 'doc/third-party/vat-id' }, TAX_SCHEME_ROW],
    },
  ],
};

/**
 * BT-90 bank assigned creditor identifier: an identification with scheme SEPA of the seller or of
 * the payee (the CEN binding names both; UBL-SR-29 allows one in the document, and the other
 * identifiers of either party exclude it: BR-CO-26, UBL-SR-20). Read from either; written at the
 * seller.
 */
const SEPA_CREDITOR_ID: Binding = {
  el: 'cac:PartyIdentification',
  when: { path: 'cbc:ID', attr: 'schemeID', value: 'SEPA' },
  kids: [{ el: 'cbc:ID', id: 'BT-90', fixedAttrs: { schemeID: 'SEPA' } }],
};

/** cac:Party of the seller (with BT-90, BT-32, BT-33) or the buyer. */
function party(p: PartyTerms, seller: boolean, opts: UblTableOptions): Binding {
  return {
    el: 'cac:Party',
    kids: [
      { el: 'cbc:EndpointID', id: p.endpoint, attrs: { schemeID: p.endpointScheme } },
      // PINT MY: the MSIC code with its description.
      {
        el: 'cbc:IndustryClassificationCode',
        id: p.ubl.industry,
        attrs: { name: p.ubl.industryName },
      },
      ...(seller ? [SEPA_CREDITOR_ID] : []),
      partyIdentification(p.ids, seller ? 'BT-29/scheme-name' : 'BT-46/scheme-name'),
      { el: 'cac:PartyName', kids: [{ el: 'cbc:Name', id: p.trading }] },
      // PINT OM: the special zone's subdivision code (BTOM-024 / BTOM-026).
      address(
        'cac:PostalAddress',
        p.address,
        seller ? 'seller/subdivision-code' : 'buyer/subdivision-code',
      ),
      // BT-31 / BT-48: scheme VAT; the GST jurisdictions (SG, A-NZ) state it with scheme GST.
      partyTaxScheme(p.vat, 'VAT', p.ubl.vatScheme),
      ...(opts.gstIsTaxRegistration && seller
        ? []
        : [partyTaxScheme(p.ubl.gst, 'GST', p.ubl.gstScheme)]),
      // BT-32 seller tax registration / the buyer's tax number (no EN 16931 term): any other
      // scheme, or none (Peppol "TAX", XRechnung FC, CIUS-RO LOC; PINT MY the TIN with GST).
      {
        el: 'cac:PartyTaxScheme',
        kids: [
          { el: 'cbc:CompanyID', id: seller ? 'BT-32' : 'EXT-BuyerTaxNumber' },
          {
            el: 'cac:TaxScheme',
            kids: [{ el: 'cbc:ID', id: seller ? 'BT-32-scheme' : 'EXT-BuyerTaxNumber-scheme' }],
          },
        ],
      },
      {
        el: 'cac:PartyLegalEntity',
        kids: [
          { el: 'cbc:RegistrationName', id: p.name },
          // PINT AE: the trade licence's issuing authority as schemeAgencyID / schemeAgencyName.
          {
            el: 'cbc:CompanyID',
            id: p.legal,
            attrs: {
              schemeID: p.legalScheme,
              schemeAgencyID: p.ubl.legalAgency,
              schemeAgencyName: p.ubl.legalAgencyName,
            },
          },
          ...(seller ? [<Binding>{ el: 'cbc:CompanyLegalForm', id: 'BT-33' }] : []),
        ],
      },
      {
        el: 'cac:Contact',
        id: p.contact.group,
        scope: true,
        kids: [
          { el: 'cbc:Name', id: p.contact.point },
          { el: 'cbc:Telephone', id: p.contact.phone },
          { el: 'cbc:ElectronicMail', id: p.contact.email },
        ],
      },
      ...(seller ? [THIRD_PARTY] : []),
    ],
  };
}

/** A cac:AllowanceCharge (BG-20/21 on the document with category, BG-27/28 on a line). */
// ChargeIndicator is an xs:boolean: "1" and "0" say the same as "true" and "false" (the CEN example 2 writes 0).
const allowanceCharge = (charge: boolean, a: AllowanceChargeTerms): Binding => ({
  el: 'cac:AllowanceCharge',
  id: a.group,
  many: true,
  when: { path: 'cbc:ChargeIndicator', value: charge ? ['true', '1'] : ['false', '0'] },
  kids: [
    { el: 'cbc:ChargeIndicator', fixed: String(charge) },
    { el: 'cbc:AllowanceChargeReasonCode', id: a.reasonCode },
    { el: 'cbc:AllowanceChargeReason', id: a.reason },
    { el: 'cbc:MultiplierFactorNumeric', id: a.percent },
    money('cbc:Amount', a.amount),
    money('cbc:BaseAmount', a.base),
    ...(a.category && a.rate
      ? [
          <Binding>{
            el: 'cac:TaxCategory',
            kids: [
              { el: 'cbc:ID', id: a.category },
              // HR-CIUS HR-BT-6 (HR-BR-11).
              { el: 'cbc:Name', id: 'allowance-charge/tax-category-name' },
              { el: 'cbc:Percent', id: a.rate },
              // PINT OM IBT-196 / IBT-198 (IBR-062-OM, IBR-064-OM); HR-CIUS HR-BR-13.
              { el: 'cbc:TaxExemptionReasonCode', id: 'allowance-charge/exemption-code' },
              { el: 'cbc:TaxExemptionReason', id: 'allowance-charge/exemption-reason' },
              TAX_SCHEME_ROW,
            ],
          },
        ]
      : []),
  ],
});

/** PINT MY tourism tax: its category TTX goes with tax scheme AAL, the other categories with VAT. */
const TOURISM_TAX_SCHEME = 'AAL';
const tourismTax = { path: 'cac:TaxScheme/cbc:ID', value: TOURISM_TAX_SCHEME } as const;

/**
 * A cac:TaxCategory / cac:ClassifiedTaxCategory body; never the tourism tax's (scheme AAL).
 * scheme: the key of its own tax scheme, written instead of the document's when given (CIUS-PT BOL).
 */
const taxCategory = (
  el: string,
  id: ValueKey,
  rate: ValueKey,
  reasonCode?: ValueKey,
  reason?: ValueKey,
  name?: ValueKey,
  scheme?: ValueKey,
): Binding => ({
  el,
  when: { ...tourismTax, not: true },
  kids: [
    { el: 'cbc:ID', id },
    ...(name ? [{ el: 'cbc:Name', id: name }] : []),
    { el: 'cbc:Percent', id: rate },
    ...(reasonCode ? [{ el: 'cbc:TaxExemptionReasonCode', id: reasonCode }] : []),
    ...(reason ? [{ el: 'cbc:TaxExemptionReason', id: reason }] : []),
    scheme
      ? { el: 'cac:TaxScheme', kids: [{ el: 'cbc:ID', docValue: TAX_SCHEME, id: scheme }] }
      : TAX_SCHEME_ROW,
  ],
});

/** A …DocumentReference/cbc:ID. */
const reference = (el: string, id: ValueKey): Binding => ({ el, kids: [{ el: 'cbc:ID', id }] });

/**
 * The total with tax in the tax accounting currency (tax_currency_total_with_tax) by its document
 * type code (UblProfile.taxCurrencyTotalWithTaxType): PINT SG BT-SG-002, PINT AE BTAE-20.
 */
export const TAX_CURRENCY_TOTAL_WITH_TAX: Readonly<
  Record<string, { value: ValueKey; currency: ValueKey }>
> = {
  'sgdtotal-incl-gst': {
    value: 'doc/tax-currency-total-with-tax',
    currency: 'doc/tax-currency-total-with-tax/currency',
  },
  'aedtotal-incl-vat': {
    value: 'doc/aed-total-with-tax',
    currency: 'doc/aed-total-with-tax/currency',
  },
};

/**
 * PINT SG BT-SG-001 / BT-SG-002: a total in the GST accounting currency as a document reference
 * with the currency (BT-6) as its ID, told apart by its type code (BR-53-GST-SG).
 */
const taxCurrencyTotal = (type: string, id: ValueKey, currency: ValueKey): Binding => ({
  el: 'cac:AdditionalDocumentReference',
  when: { path: 'cbc:DocumentTypeCode', value: type },
  kids: [
    { el: 'cbc:ID', id: currency },
    { el: 'cbc:DocumentTypeCode', fixed: type },
    { el: 'cbc:DocumentDescription', id },
  ],
});

/**
 * cac:AdditionalDocumentReference rows: BT-18 (type 130), BT-11 on credit notes (type 50), the
 * PINT SG totals in SGD, BG-24 the others.
 */
const additionalDocuments = (credit: boolean): Binding[] => [
  {
    el: 'cac:AdditionalDocumentReference',
    when: { path: 'cbc:DocumentTypeCode', value: '130' },
    kids: [
      { el: 'cbc:ID', id: 'BT-18', attrs: { schemeID: 'BT-18-1' } },
      { el: 'cbc:DocumentTypeCode', fixed: '130' },
    ],
  },
  ...(credit
    ? [
        <Binding>{
          el: 'cac:AdditionalDocumentReference',
          when: { path: 'cbc:DocumentTypeCode', value: '50' },
          kids: [
            { el: 'cbc:ID', id: 'BT-11' },
            { el: 'cbc:DocumentTypeCode', fixed: '50' },
          ],
        },
      ]
    : []),
  taxCurrencyTotal(
    'sgdtotal-excl-gst',
    'doc/tax-currency-total-without-tax',
    'doc/tax-currency-total-without-tax/currency',
  ),
  ...Object.entries(TAX_CURRENCY_TOTAL_WITH_TAX).map(([type, keys]) =>
    taxCurrencyTotal(type, keys.value, keys.currency),
  ),
  // PINT OM: the total amount due of a profit margin invoice BTOM-020 in OMR (IBR-082-OM, IBR-169-OM).
  taxCurrencyTotal('PM_TOTAL', 'doc/profit-margin-total', 'doc/profit-margin-total/currency'),
  // PINT OM: the prepayment invoices deducted, each its number BTOM-027 and UUID BTOM-014
  // (IBR-058-OM), told apart by the type code PDR.
  {
    el: 'cac:AdditionalDocumentReference',
    id: 'doc/prepayment',
    many: true,
    when: { path: 'cbc:DocumentTypeCode', value: 'PDR' },
    kids: [
      { el: 'cbc:ID', id: 'doc/prepayment/number' },
      { el: 'cbc:UUID', id: 'doc/prepayment/uuid' },
      { el: 'cbc:DocumentTypeCode', fixed: 'PDR' },
    ],
  },
  {
    el: 'cac:AdditionalDocumentReference',
    id: 'BG-24',
    many: true,
    kids: [
      { el: 'cbc:ID', id: 'BT-122' },
      // PINT (UblProfile.supportingDocument…): BTOM-023, the type code and the type as text.
      { el: 'cbc:UUID', id: 'BG-24/uuid' },
      { el: 'cbc:DocumentTypeCode', id: 'BG-24/type' },
      { el: 'cbc:DocumentType', id: 'BG-24/document-type' },
      { el: 'cbc:DocumentDescription', id: 'BT-123' },
      {
        el: 'cac:Attachment',
        kids: [
          {
            el: 'cbc:EmbeddedDocumentBinaryObject',
            id: 'BT-125',
            attrs: { mimeCode: 'BT-125-1', filename: 'BT-125-2' },
          },
          { el: 'cac:ExternalReference', kids: [{ el: 'cbc:URI', id: 'BT-124' }] },
        ],
      },
    ],
  },
];

/**
 * How deep the XRechnung Extension's sub invoice lines (BG-DEX-01) nest in the table: a sub-line
 * below this depth is no row of the table, so it is reported as dropped on read (and validate
 * refuses to write one, sub-invoice-lines.ts).
 */
export const MAX_SUB_LINE_DEPTH = 6;

/**
 * BG-25 as cac:InvoiceLine or cac:CreditNoteLine; with `subLineDepth` > 0 its sub-lines too
 * (XRechnung Extension BG-DEX-01: cac:SubInvoiceLine, of the line's own type, nested up to that
 * depth).
 */
function line(credit: boolean, typedLineObject: boolean, subLineDepth = 0): Binding {
  // BT-128's DocumentReference: of type 130, or (EN 16931 UBL, CIUS-PT, CIUS-RO) without a type.
  const objectType = { path: 'cbc:DocumentTypeCode', value: '130', orAbsent: !typedLineObject };
  const charges = [allowanceCharge(false, LINE_ALLOWANCE), allowanceCharge(true, LINE_CHARGE)];
  // PINT MY / AE: the line's tax amount (not an EN 16931 term); EXTENDED-CTC-FR: on the group
  // line of a sub-invoice, its VAT total EXT-FR-FE-181 in BT-5, then EXT-FR-FE-182 in BT-6 in a
  // TaxTotal of its own (BR-FR-MV-03, MV-09 read them by currencyID).
  const lineTax: Binding[] = [
    { el: 'cac:TaxTotal', kids: [money('cbc:TaxAmount', 'line/tax-amount')] },
    {
      el: 'cac:TaxTotal',
      kids: [
        {
          el: 'cbc:TaxAmount',
          id: 'EXT-FR-FE-182',
          attrs: { currencyID: 'EXT-FR-FE-182@currencyID' },
        },
      ],
    },
  ];
  return {
    el: credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine',
    id: 'BG-25',
    many: true,
    kids: [
      { el: 'cbc:ID', id: 'BT-126' },
      { el: 'cbc:UUID', id: 'line/uuid' },
      { el: 'cbc:Note', id: 'BT-127' },
      {
        el: credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity',
        id: 'BT-129',
        attrs: { unitCode: 'BT-130' },
      },
      money('cbc:LineExtensionAmount', 'BT-131'),
      { el: 'cbc:AccountingCost', id: 'BT-133' },
      {
        el: 'cac:InvoicePeriod',
        id: 'BG-26',
        scope: true,
        kids: [
          { el: 'cbc:StartDate', id: 'BT-134' },
          { el: 'cbc:EndDate', id: 'BT-135' },
        ],
      },
      {
        el: 'cac:OrderLineReference',
        kids: [
          { el: 'cbc:LineID', id: 'BT-132' },
          {
            el: 'cac:OrderReference',
            kids: [
              { el: 'cbc:ID', id: 'line/order-id' },
              { el: 'cbc:IssueDate', id: 'EXT-FR-FE-200' }, // EXTENDED-CTC-FR
            ],
          },
        ],
      },
      // EXTENDED-CTC-FR: the line's despatch advice, its line EXT-FR-FE-141 and date EXT-FR-FE-201
      // (UBL-CR-529 lifted).
      {
        el: 'cac:DespatchLineReference',
        kids: [
          { el: 'cbc:LineID', id: 'EXT-FR-FE-141' },
          {
            el: 'cac:DocumentReference',
            kids: [
              { el: 'cbc:ID', id: 'line/despatch-advice' },
              { el: 'cbc:IssueDate', id: 'EXT-FR-FE-201' },
            ],
          },
        ],
      },
      // EXTENDED-CTC-FR line groups (UBL-CR-531 a warning there): a BillingReference naming the
      // invoice itself (BT-1) states the line's status EXT-FR-FE-163 (DETAIL, GROUP, INFORMATION)
      // and its parent line EXT-FR-FE-162, as the EXTENDED-CTC-FR and BR-FR rules read them.
      {
        el: 'cac:BillingReference',
        when: { path: 'cac:InvoiceDocumentReference/cbc:DocumentStatusCode' },
        kids: [
          {
            el: 'cac:InvoiceDocumentReference',
            kids: [
              { el: 'cbc:ID', docValue: 'BT-1' },
              { el: 'cbc:DocumentStatusCode', id: 'EXT-LineStatusReasonCode' },
            ],
          },
          { el: 'cac:BillingReferenceLine', kids: [{ el: 'cbc:ID', id: 'EXT-ParentLineID' }] },
        ],
      },
      // EXTENDED-CTC-FR: a sub-invoice's preceding invoice EXT-FR-FE-136 / 138, another invoice's
      // BillingReference without a status (BR-FR-MV-14, BD-14, CO-05).
      {
        el: 'cac:BillingReference',
        id: 'line/preceding-invoice',
        scope: true,
        when: { path: 'cac:InvoiceDocumentReference/cbc:DocumentStatusCode', not: true },
        kids: [
          {
            el: 'cac:InvoiceDocumentReference',
            kids: [
              { el: 'cbc:ID', id: 'EXT-FR-FE-136' },
              { el: 'cbc:IssueDate', id: 'EXT-FR-FE-138' },
            ],
          },
        ],
      },
      // BT-128 is the line's document reference of type 130 (or without a type, as the CIUS-PT
      // and CIUS-RO examples state it); one of another type (a PINT MY line's 801 document) is
      // no invoiced object and is reported, not read as one.
      {
        el: 'cac:DocumentReference',
        when: objectType,
        kids: [
          { el: 'cbc:ID', id: 'BT-128', attrs: { schemeID: 'BT-128-1' } },
          { el: 'cbc:DocumentTypeCode', fixed: '130' },
        ],
      },
      // EXTENDED-CTC-FR: further invoiced objects (BT-128 0..n there, UBL-SR-52 lifted), the AVV
      // one BR-FR-MV-03 wants on a sub-invoice's group line among them.
      {
        el: 'cac:DocumentReference',
        id: 'line/further-objects',
        when: objectType,
        many: true,
        kids: [
          {
            el: 'cbc:ID',
            id: 'line/further-object',
            attrs: { schemeID: 'line/further-object-scheme' },
          },
          { el: 'cbc:DocumentTypeCode', fixed: '130' },
        ],
      },
      // PINT: the line document references (ibg-36: ibt-188 with its type ibt-189, any but 130).
      ...(typedLineObject
        ? [
            {
              el: 'cac:DocumentReference',
              id: 'line/document-references',
              many: true,
              when: { path: 'cbc:DocumentTypeCode', value: '130', not: true },
              kids: [
                {
                  el: 'cbc:ID',
                  id: 'line/document-reference',
                  attrs: { schemeID: 'line/document-reference-scheme' },
                },
                { el: 'cbc:DocumentTypeCode', id: 'line/document-reference-type' },
              ],
            } satisfies Binding,
          ]
        : []),
      ...(credit ? [...lineTax, ...charges] : [...charges, ...lineTax]),
      {
        el: 'cac:Item',
        kids: [
          { el: 'cbc:Description', id: 'BT-154' },
          { el: 'cbc:Name', id: 'BT-153' },
          { el: 'cac:BuyersItemIdentification', kids: [{ el: 'cbc:ID', id: 'BT-156' }] },
          { el: 'cac:SellersItemIdentification', kids: [{ el: 'cbc:ID', id: 'BT-155' }] },
          {
            el: 'cac:StandardItemIdentification',
            kids: [{ el: 'cbc:ID', id: 'BT-157', attrs: { schemeID: 'BT-157-1' } }],
          },
          // PINT OM: the industrial classification code (ISIC, BTOM-033).
          {
            el: 'cac:AdditionalItemIdentification',
            when: { path: 'cbc:ID', attr: 'schemeName', value: 'CC' },
            kids: [{ el: 'cbc:ID', id: 'line/industry-code', fixedAttrs: { schemeName: 'CC' } }],
          },
          // PINT OM: goods or services (BTOM-019) with the service type (BTOM-034, scheme MP).
          {
            el: 'cac:ItemSpecificationDocumentReference',
            when: { path: 'cbc:ID', attr: 'schemeName', value: 'MP' },
            kids: [
              { el: 'cbc:ID', id: 'line/service-type', fixedAttrs: { schemeName: 'MP' } },
              { el: 'cbc:DocumentTypeCode', id: 'line/item-type' },
            ],
          },
          { el: 'cac:OriginCountry', kids: [{ el: 'cbc:IdentificationCode', id: 'BT-159' }] },
          {
            el: 'cac:CommodityClassification',
            id: 'BT-158/classification',
            many: true,
            kids: [
              // PINT AE: the type of goods or services under the reverse charge, BTAE-09 (ibr-166-ae).
              { el: 'cbc:NatureCode', id: 'line/nature-code' },
              // PINT AE: goods, services or both (G / S / B), BTAE-13; PINT MY a commodity code.
              { el: 'cbc:CommodityCode', id: 'line/commodity-code' },
              {
                el: 'cbc:ItemClassificationCode',
                id: 'BT-158',
                attrs: { listID: 'BT-158-1', listVersionID: 'BT-158-2' },
              },
            ],
          },
          taxCategory(
            'cac:ClassifiedTaxCategory',
            'BT-151',
            'BT-152',
            'line/exemption-code',
            'line/exemption-reason',
            'line/tax-category-name', // HR-CIUS HR-BT-12
            'line/tax-scheme', // CIUS-PT: a scheme other than VAT (BOL)
          ),
          // PINT MY: the tourism tax TTX as the line's second category, scheme AAL, no rate.
          {
            el: 'cac:ClassifiedTaxCategory',
            when: tourismTax,
            kids: [
              { el: 'cbc:ID', id: 'line/tourism-tax-category' },
              { el: 'cac:TaxScheme', kids: [{ el: 'cbc:ID', fixed: TOURISM_TAX_SCHEME }] },
            ],
          },
          {
            el: 'cac:AdditionalItemProperty',
            id: 'BG-32',
            many: true,
            kids: [
              { el: 'cbc:Name', id: 'BT-160' },
              // EXTENDED-CTC-FR: the attribute code, the value as a measure (UBL-CR-609, 611 lifted).
              { el: 'cbc:NameCode', id: 'EXT-FR-FE-159' },
              { el: 'cbc:Value', id: 'BT-161' },
              {
                el: 'cbc:ValueQuantity',
                id: 'EXT-FR-FE-160',
                attrs: { unitCode: 'EXT-FR-FE-161' },
              },
            ],
          },
          // EXTENDED-CTC-FR EXT-FR-FE-164 to 177: the seller of a multi-vendor line (BR-FR-MV-03,
          // MV-06; UBL-CR-619 a warning there).
          {
            el: 'cac:ManufacturerParty',
            id: 'line/seller',
            scope: true,
            kids: [
              {
                el: 'cac:PartyIdentification',
                id: 'line/seller-ids',
                many: true,
                kids: [
                  {
                    el: 'cbc:ID',
                    id: 'line/seller-global',
                    attrs: { schemeID: 'line/seller-global-scheme' },
                  },
                ],
              },
              {
                el: 'cac:PostalAddress',
                kids: [
                  {
                    el: 'cac:Country',
                    kids: [{ el: 'cbc:IdentificationCode', id: 'EXT-FR-FE-177' }],
                  },
                ],
              },
              {
                el: 'cac:PartyTaxScheme',
                kids: [{ el: 'cbc:CompanyID', id: 'line/seller-vat' }, TAX_SCHEME_ROW],
              },
              {
                el: 'cac:PartyLegalEntity',
                kids: [
                  { el: 'cbc:RegistrationName', id: 'EXT-FR-FE-164' },
                  {
                    el: 'cbc:CompanyID',
                    id: 'EXT-FR-FE-167',
                    attrs: { schemeID: 'EXT-FR-FE-167-scheme' },
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        el: 'cac:Price',
        kids: [
          money('cbc:PriceAmount', 'BT-146'),
          { el: 'cbc:BaseQuantity', id: 'BT-149', attrs: { unitCode: 'BT-150' } },
          {
            el: 'cac:AllowanceCharge',
            kids: [
              { el: 'cbc:ChargeIndicator', fixed: 'false' },
              // EXTENDED-CTC-FR EXT-FR-FE-195 / 196 (UBL-CR-633/634 lifted).
              { el: 'cbc:AllowanceChargeReasonCode', id: 'EXT-FR-FE-195' },
              { el: 'cbc:AllowanceChargeReason', id: 'EXT-FR-FE-196' },
              money('cbc:Amount', 'BT-147'),
              money('cbc:BaseAmount', 'BT-148'),
            ],
          },
        ],
      },
      // EXTENDED-CTC-FR: the line INCOTERMS and their place (UBL-FREXT-CR-645).
      {
        el: 'cac:DeliveryTerms',
        kids: [
          { el: 'cbc:ID', id: 'line/incoterms' },
          { el: 'cac:DeliveryLocation', kids: [{ el: 'cbc:Name', id: 'line/incoterms-location' }] },
        ],
      },
      // XRechnung Extension: the sub invoice lines (BG-DEX-01), each a line of the same type.
      ...(subLineDepth > 0
        ? [
            {
              el: credit ? 'cac:SubCreditNoteLine' : 'cac:SubInvoiceLine',
              id: 'line/sub-lines',
              many: true,
              kids: line(credit, typedLineObject, subLineDepth - 1).kids,
            } satisfies Binding,
          ]
        : []),
      // PINT AE: the line amount payable (BTAE-10) and the line VAT (BTAE-08).
      {
        el: 'cac:ItemPriceExtension',
        kids: [
          money('cbc:Amount', 'line/amount-payable'),
          { el: 'cac:TaxTotal', kids: [money('cbc:TaxAmount', 'line/vat')] },
        ],
      },
    ],
  };
}

/** The table of one document type. */
export function ublBinding(kind: UblDocumentKind, opts: UblTableOptions = {}): BindingTable {
  const credit = kind === 'credit-note';
  const header: Binding[] = [
    ...(opts.hrExtension ? [hrExtension] : []),
    { el: 'cbc:UBLVersionID', id: 'doc/ubl-version' },
    { el: 'cbc:CustomizationID', id: 'BT-24' },
    { el: 'cbc:ProfileID', id: 'BT-23' },
    // PINT AE BTAE-02.
    { el: 'cbc:ProfileExecutionID', id: 'doc/profile-execution-id' },
    { el: 'cbc:ID', id: 'BT-1' },
    // PINT SG / AE document UUID.
    { el: 'cbc:UUID', id: 'doc/uuid' },
    { el: 'cbc:IssueDate', id: 'BT-2' },
    { el: 'cbc:IssueTime', id: 'doc/issue-time' },
  ];
  // BT-22 notes; a subject code (BT-21) is written in front of the text as "#CODE#" (Peppol).
  const note: Binding = { el: 'cbc:Note', id: 'BT-22', many: true };
  const typeAndDates: Binding[] = credit
    ? [
        { el: 'cbc:TaxPointDate', id: 'BT-7' },
        { el: 'cbc:CreditNoteTypeCode', id: 'BT-3', attrs: { name: 'doc/transaction-type' } },
        note,
      ]
    : [
        { el: 'cbc:DueDate', id: 'BT-9' },
        // PINT OM: the transaction type BTOM-001 as the type code's name.
        { el: 'cbc:InvoiceTypeCode', id: 'BT-3', attrs: { name: 'doc/transaction-type' } },
        note,
        { el: 'cbc:TaxPointDate', id: 'BT-7' },
      ];
  const currencies: Binding[] = [
    { el: 'cbc:DocumentCurrencyCode', id: 'BT-5' },
    { el: 'cbc:TaxCurrencyCode', id: 'BT-6' },
    { el: 'cbc:AccountingCost', id: 'BT-19' },
    { el: 'cbc:BuyerReference', id: 'BT-10' },
    {
      el: 'cac:InvoicePeriod',
      id: 'BG-14',
      scope: true,
      kids: [
        { el: 'cbc:StartDate', id: 'BT-73' },
        { el: 'cbc:EndDate', id: 'BT-74' },
        {
          el: 'cbc:DescriptionCode',
          id: opts.billingFrequencyInPeriod ? 'doc/billing-frequency' : 'BT-8',
        },
      ],
    },
  ];
  // PINT AE credit notes: the reason for the credit (BTAE-03).
  const discrepancy: Binding[] = credit
    ? [
        {
          el: 'cac:DiscrepancyResponse',
          kids: [
            { el: 'cbc:ReferenceID', id: 'doc/discrepancy-reference' },
            { el: 'cbc:ResponseCode', id: 'doc/discrepancy-code' },
            { el: 'cbc:Description', id: 'doc/discrepancy-description' },
          ],
        },
      ]
    : [];
  const orderAndBilling: Binding[] = [
    {
      el: 'cac:OrderReference',
      kids: [
        { el: 'cbc:ID', id: 'BT-13' },
        { el: 'cbc:SalesOrderID', id: 'BT-14' },
        { el: 'cbc:IssueDate', id: 'EXT-FR-FE-197' }, // EXTENDED-CTC-FR (UBL-CR-018 lifted)
      ],
    },
    {
      el: 'cac:BillingReference',
      id: 'BG-3',
      many: true,
      kids: [
        {
          el: 'cac:InvoiceDocumentReference',
          kids: [
            { el: 'cbc:ID', id: 'BT-25' },
            // PINT OM: the preceding invoice's UUID (BTOM-031) and the note's reason (BTOM-032).
            { el: 'cbc:UUID', id: 'preceding/uuid' },
            { el: 'cbc:IssueDate', id: 'BT-26' },
            { el: 'cbc:DocumentStatusCode', id: 'preceding/status-code' },
          ],
        },
      ],
    },
    // EXTENDED-CTC-FR: with the despatch advice date EXT-FR-FE-198 (UBL-CR-047 lifted).
    {
      el: 'cac:DespatchDocumentReference',
      kids: [
        { el: 'cbc:ID', id: 'BT-16' },
        { el: 'cbc:IssueDate', id: 'EXT-FR-FE-198' },
      ],
    },
    reference('cac:ReceiptDocumentReference', 'BT-15'),
  ];
  const originator = reference('cac:OriginatorDocumentReference', 'BT-17');
  // PINT AE: the contract value (BTAE-05) as its description.
  const contract: Binding = {
    el: 'cac:ContractDocumentReference',
    kids: [
      { el: 'cbc:ID', id: 'BT-12' },
      { el: 'cbc:IssueDate', id: 'EXT-FR-FE-199' }, // EXTENDED-CTC-FR (UBL-CR-096 lifted)
      { el: 'cbc:DocumentDescription', id: 'doc/contract-value' },
    ],
  };
  const references: Binding[] = credit
    ? [contract, ...additionalDocuments(true), originator]
    : [
        originator,
        contract,
        ...additionalDocuments(false),
        reference('cac:ProjectReference', 'BT-11'),
      ];
  const parties: Binding[] = [
    {
      el: 'cac:AccountingSupplierParty',
      id: 'BG-4',
      scope: true,
      kids: [
        // PINT OM: the seller UUID (BTOM-004).
        { el: 'cbc:AdditionalAccountID', id: 'doc/seller-uuid' },
        party(SELLER, true, opts),
        // HR-CIUS: the operator who issues the invoice, HR-BT-5 OIB and HR-BT-4 label (HR-BR-9, HR-BR-37).
        {
          el: 'cac:SellerContact',
          kids: [
            { el: 'cbc:ID', id: 'HR-BT-5' },
            { el: 'cbc:Name', id: 'HR-BT-4' },
          ],
        },
      ],
    },
    {
      el: 'cac:AccountingCustomerParty',
      id: 'BG-7',
      scope: true,
      kids: [party(BUYER, false, opts)],
    },
    {
      el: 'cac:PayeeParty',
      id: 'BG-10',
      scope: true,
      kids: [
        SEPA_CREDITOR_ID,
        partyIdentification(PAYEE_IDS),
        { el: 'cac:PartyName', kids: [{ el: 'cbc:Name', id: 'BT-59' }] },
        {
          el: 'cac:PartyLegalEntity',
          kids: [{ el: 'cbc:CompanyID', id: 'BT-61', attrs: { schemeID: 'BT-61-1' } }],
        },
      ],
    },
    // PINT AE: the principal's identifier in disclosed agent billing (BTAE-01).
    {
      el: 'cac:BuyerCustomerParty',
      kids: [
        {
          el: 'cac:Party',
          kids: [
            {
              el: 'cac:PartyIdentification',
              kids: [
                {
                  el: 'cbc:ID',
                  id: 'doc/buyer-customer-id',
                  attrs: { schemeID: 'doc/buyer-customer-id-scheme' },
                },
              ],
            },
          ],
        },
      ],
    },
    // PINT AE: the principal a disclosed agent bills for (BTAE-14).
    {
      el: 'cac:SellerSupplierParty',
      kids: [
        {
          el: 'cac:Party',
          kids: [
            {
              el: 'cac:PartyIdentification',
              kids: [
                {
                  el: 'cbc:ID',
                  id: 'doc/seller-supplier-id',
                  attrs: { schemeID: 'doc/seller-supplier-id-scheme' },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      el: 'cac:TaxRepresentativeParty',
      id: 'BG-11',
      scope: true,
      kids: [
        { el: 'cac:PartyName', kids: [{ el: 'cbc:Name', id: 'BT-62' }] },
        address(
          'cac:PostalAddress',
          TAX_REPRESENTATIVE_ADDRESS,
          'tax-representative/subdivision-code', // PINT OM
        ),
        { el: 'cac:PartyTaxScheme', kids: [{ el: 'cbc:CompanyID', id: 'BT-63' }, TAX_SCHEME_ROW] },
      ],
    },
    {
      el: 'cac:Delivery',
      kids: [
        { el: 'cbc:ActualDeliveryDate', id: 'BT-72' },
        {
          el: 'cac:DeliveryLocation',
          kids: [
            { el: 'cbc:ID', id: 'BT-71', attrs: { schemeID: 'BT-71-1' } },
            // PINT OM: the deliver-to special zone code.
            address('cac:Address', DELIVER_TO_ADDRESS, 'delivery/subdivision-code'),
          ],
        },
        {
          el: 'cac:DeliveryParty',
          kids: [{ el: 'cac:PartyName', kids: [{ el: 'cbc:Name', id: 'BT-70' }] }],
        },
        // PINT OM: an import of goods' Incoterms BTOM-022, customs declaration BTOM-021 and
        // import date BTOM-030 (IBR-085-OM).
        { el: 'cac:DeliveryTerms', kids: [{ el: 'cbc:ID', id: 'doc/incoterms' }] },
        {
          el: 'cac:Shipment',
          kids: [
            { el: 'cbc:ID', id: 'doc/customs-declaration' },
            {
              el: 'cac:Delivery',
              kids: [{ el: 'cbc:ActualDeliveryDate', id: 'doc/import-date' }],
            },
          ],
        },
      ],
    },
    // EXTENDED-CTC-FR: the document-level INCOTERMS and their place (UBL-FREXT-CR-410).
    {
      el: 'cac:DeliveryTerms',
      kids: [
        { el: 'cbc:ID', id: 'doc/delivery-terms' },
        {
          el: 'cac:DeliveryLocation',
          kids: [{ el: 'cbc:Name', id: 'doc/delivery-terms-location' }],
        },
      ],
    },
  ];
  const payment: Binding[] = [
    {
      el: 'cac:PaymentMeans',
      id: 'BG-16',
      many: true,
      kids: [
        { el: 'cbc:ID', id: 'BG-16/id' }, // PINT ibt-178
        { el: 'cbc:PaymentMeansCode', id: 'BT-81', attrs: { name: 'BT-82' } },
        // A CreditNote has no cbc:DueDate: BT-9 is the payment means' due date.
        { el: 'cbc:PaymentDueDate', id: 'BT-9/means' },
        { el: 'cbc:PaymentID', id: 'BT-83' },
        {
          el: 'cac:CardAccount',
          id: 'BG-18',
          scope: true,
          // NetworkID is required by the XSD; EN 16931 has no term for it.
          kids: [
            { el: 'cbc:PrimaryAccountNumberID', id: 'BT-87' },
            { el: 'cbc:NetworkID', id: 'BG-18/network' },
            { el: 'cbc:HolderName', id: 'BT-88' },
          ],
        },
        {
          el: 'cac:PayeeFinancialAccount',
          kids: [
            { el: 'cbc:ID', id: 'BT-84', attrs: { schemeID: 'BT-84/scheme' } },
            { el: 'cbc:Name', id: 'BT-85' },
            { el: 'cac:FinancialInstitutionBranch', kids: [{ el: 'cbc:ID', id: 'BT-86' }] },
          ],
        },
        {
          el: 'cac:PaymentMandate',
          kids: [
            { el: 'cbc:ID', id: 'BT-89' },
            { el: 'cac:PayerFinancialAccount', kids: [{ el: 'cbc:ID', id: 'BT-91' }] },
          ],
        },
      ],
    },
    {
      el: 'cac:PaymentTerms',
      kids: [
        { el: 'cbc:PaymentMeansID', id: 'doc/terms-means-id' }, // PINT ibt-187
        { el: 'cbc:Note', id: 'BT-20', verbatim: true },
        money('cbc:Amount', 'doc/terms-amount'), // PINT ibt-176
        { el: 'cbc:InstallmentDueDate', id: 'doc/terms-due-date' }, // PINT ibt-177
      ],
    },
  ];
  // PINT ibg-35 (an Invoice's only: a UBL 2.1 CreditNote has no cac:PrepaidPayment).
  const prepaidPayment: Binding = {
    el: 'cac:PrepaidPayment',
    id: 'doc/prepaid-payment',
    many: true,
    kids: [
      { el: 'cbc:ID', id: 'doc/prepaid-payment/id' },
      money('cbc:PaidAmount', 'doc/prepaid-payment/amount'),
      { el: 'cbc:ReceivedDate', id: 'doc/prepaid-payment/received' },
      { el: 'cbc:PaidDate', id: 'doc/prepaid-payment/paid-date' },
      { el: 'cbc:PaidTime', id: 'doc/prepaid-payment/paid-time' },
      { el: 'cbc:InstructionID', id: 'doc/prepaid-payment/instruction' },
    ],
  };
  const documentCharges = [
    allowanceCharge(false, DOCUMENT_ALLOWANCE),
    allowanceCharge(true, DOCUMENT_CHARGE),
  ];
  // PINT AE / SG: the exchange rate to the tax currency.
  const exchangeRate: Binding = {
    el: 'cac:TaxExchangeRate',
    kids: [
      { el: 'cbc:SourceCurrencyCode', id: 'doc/rate-source' },
      { el: 'cbc:TargetCurrencyCode', id: 'doc/rate-target' },
      { el: 'cbc:CalculationRate', id: 'doc/rate' },
      { el: 'cbc:MathematicOperatorCode', id: 'doc/rate-operator' },
      { el: 'cbc:Date', id: 'doc/rate-date' },
    ],
  };
  const taxTotals: Binding[] = [
    // BT-110 with the breakdown (BG-23) in the document currency …
    {
      el: 'cac:TaxTotal',
      when: { path: 'cac:TaxSubtotal' },
      kids: [
        money('cbc:TaxAmount', 'BT-110'),
        { el: 'cbc:TaxIncludedIndicator', id: 'doc/tax-included' },
        {
          el: 'cac:TaxSubtotal',
          id: 'BG-23',
          many: true,
          when: { ...tourismTax, path: `cac:TaxCategory/${tourismTax.path}`, not: true },
          kids: [
            money('cbc:TaxableAmount', 'BT-116'),
            money('cbc:TaxAmount', 'BT-117'),
            taxCategory(
              'cac:TaxCategory',
              'BT-118',
              'BT-119',
              'BT-121',
              'BT-120',
              undefined,
              'breakdown/tax-scheme', // its lines' scheme (CIUS-PT BOL)
            ),
          ],
        },
        // PINT MY: the tourism tax's breakdown, TTX with scheme AAL and no rate (aligned-ibrp-047/048, ttx-08).
        {
          el: 'cac:TaxSubtotal',
          id: 'BG-23/tourism-tax',
          scope: true,
          when: { ...tourismTax, path: `cac:TaxCategory/${tourismTax.path}` },
          kids: [
            money('cbc:TaxableAmount', 'BT-116'),
            money('cbc:TaxAmount', 'BT-117'),
            {
              el: 'cac:TaxCategory',
              kids: [
                { el: 'cbc:ID', id: 'BT-118' },
                { el: 'cac:TaxScheme', kids: [{ el: 'cbc:ID', fixed: TOURISM_TAX_SCHEME }] },
              ],
            },
          ],
        },
      ],
    },
    // … then BT-111, the VAT total in the VAT accounting currency (BT-6), without a breakdown.
    {
      el: 'cac:TaxTotal',
      kids: [{ el: 'cbc:TaxAmount', id: 'BT-111', docAttrs: { currencyID: 'BT-6' } }],
    },
  ];
  const totals: Binding = {
    el: 'cac:LegalMonetaryTotal',
    keep: true,
    kids: [
      money('cbc:LineExtensionAmount', 'BT-106'),
      money('cbc:TaxExclusiveAmount', 'BT-109'),
      money('cbc:TaxInclusiveAmount', 'BT-112'),
      money('cbc:AllowanceTotalAmount', 'BT-107'),
      money('cbc:ChargeTotalAmount', 'BT-108'),
      money('cbc:PrepaidAmount', 'BT-113'),
      money('cbc:PayableRoundingAmount', 'BT-114'),
      money('cbc:PayableAmount', 'BT-115'),
    ],
  };
  const settlement = credit
    ? [...payment, exchangeRate, ...documentCharges, ...taxTotals]
    : [...payment, prepaidPayment, ...documentCharges, exchangeRate, ...taxTotals];
  return {
    namespaces: {
      '': credit ? UBL_NS.creditNote : UBL_NS.invoice,
      cac: UBL_NS.cac,
      cbc: UBL_NS.cbc,
      ...(opts.hrExtension ? HR_EXTENSION_NS : {}),
    },
    root: {
      el: credit ? 'CreditNote' : 'Invoice',
      kids: [
        ...header,
        ...typeAndDates,
        ...currencies,
        ...discrepancy,
        ...orderAndBilling,
        ...references,
        ...parties,
        ...settlement,
        totals,
        line(credit, Boolean(opts.typedLineObject), opts.subInvoiceLines ? MAX_SUB_LINE_DEPTH : 0),
      ],
    },
  };
}
