/**
 * Conformance helper: reads business terms back out of CII and UBL with XPath, independently of
 * the service's own readers, so a parity test can compare the two syntaxes BT by BT. Dates come
 * back as YYYY-MM-DD and decimals without trailing zeros, so "19" equals "19.00".
 */
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

const select = xpath.useNamespaces({
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
});

/** The BT values of one document (BG-25 and BG-23 as lists). */
export interface BtValues {
  header: Record<string, string>;
  lines: Array<Record<string, string>>;
  vatBreakdown: Array<Record<string, string>>;
}

/** A decimal without trailing zeros; others trimmed. */
export function norm(v: string): string {
  const s = v.trim();
  if (/^-?\d+(\.\d+)?$/.test(s))
    return s.includes('.')
      ? s.replace(/0+$/, '').replace(/\.$/, '')
      : s.replace(/^(-?)0+(?=\d)/, '$1');
  return s;
}

function text(node: Node, path: string): string {
  const found = select(`string(${path})`, node);
  return norm(String(found));
}

function nodes(node: Node, path: string): Node[] {
  return select(path, node) as Node[];
}

function read(node: Node, paths: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(paths).map(([bt, p]) => [bt, text(node, p)]));
}

const CII_SETTLEMENT =
  '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement';
const CII_AGREEMENT =
  '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement';
const CII_TOTALS = `${CII_SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;

/** BT values of a CII invoice. */
export function ciiValues(xml: string): BtValues {
  const doc = new DOMParser().parseFromString(xml, 'application/xml') as unknown as Node;
  const header = read(doc, {
    'BT-1': '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID',
    'BT-2': '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString',
    'BT-5': `${CII_SETTLEMENT}/ram:InvoiceCurrencyCode`,
    'BT-9': `${CII_SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString`,
    'BT-10': `${CII_AGREEMENT}/ram:BuyerReference`,
    'BT-27': `${CII_AGREEMENT}/ram:SellerTradeParty/ram:Name`,
    'BT-31': `${CII_AGREEMENT}/ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']`,
    'BT-44': `${CII_AGREEMENT}/ram:BuyerTradeParty/ram:Name`,
    'BT-48': `${CII_AGREEMENT}/ram:BuyerTradeParty/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']`,
    'BT-106': `${CII_TOTALS}/ram:LineTotalAmount`,
    'BT-109': `${CII_TOTALS}/ram:TaxBasisTotalAmount`,
    'BT-110': `${CII_TOTALS}/ram:TaxTotalAmount[@currencyID=${CII_SETTLEMENT}/ram:InvoiceCurrencyCode]`,
    'BT-112': `${CII_TOTALS}/ram:GrandTotalAmount`,
    'BT-115': `${CII_TOTALS}/ram:DuePayableAmount`,
  });
  // Dates in format 102 (YYYYMMDD) as YYYY-MM-DD, as UBL writes them.
  for (const bt of ['BT-2', 'BT-9'])
    header[bt] = header[bt].replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');
  return {
    header,
    lines: nodes(
      doc,
      '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem',
    ).map((line) =>
      read(line, {
        'BT-129': 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity',
        'BT-130': 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode',
        'BT-131':
          'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount',
        'BT-146': 'ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount',
        'BT-151': 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode',
        'BT-152':
          'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:RateApplicablePercent',
        'BT-153': 'ram:SpecifiedTradeProduct/ram:Name',
      }),
    ),
    vatBreakdown: nodes(doc, `${CII_SETTLEMENT}/ram:ApplicableTradeTax`).map((vat) =>
      read(vat, {
        'BT-116': 'ram:BasisAmount',
        'BT-117': 'ram:CalculatedAmount',
        'BT-118': 'ram:CategoryCode',
        'BT-119': 'ram:RateApplicablePercent',
        'BT-120': 'ram:ExemptionReason',
        'BT-121': 'ram:ExemptionReasonCode',
      }),
    ),
  };
}

/** BT values of a UBL Invoice. */
export function ublValues(xml: string): BtValues {
  const doc = new DOMParser().parseFromString(xml, 'application/xml') as unknown as Node;
  const seller = '/*/cac:AccountingSupplierParty/cac:Party';
  const buyer = '/*/cac:AccountingCustomerParty/cac:Party';
  return {
    header: read(doc, {
      'BT-1': '/*/cbc:ID',
      'BT-2': '/*/cbc:IssueDate',
      'BT-5': '/*/cbc:DocumentCurrencyCode',
      'BT-9': '/*/cbc:DueDate',
      'BT-10': '/*/cbc:BuyerReference',
      'BT-27': `${seller}/cac:PartyLegalEntity/cbc:RegistrationName`,
      'BT-31': `${seller}/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID='VAT']/cbc:CompanyID`,
      'BT-44': `${buyer}/cac:PartyLegalEntity/cbc:RegistrationName`,
      'BT-48': `${buyer}/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID='VAT']/cbc:CompanyID`,
      'BT-106': '/*/cac:LegalMonetaryTotal/cbc:LineExtensionAmount',
      'BT-109': '/*/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount',
      'BT-110': '/*/cac:TaxTotal/cbc:TaxAmount[@currencyID=/*/cbc:DocumentCurrencyCode]',
      'BT-112': '/*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount',
      'BT-115': '/*/cac:LegalMonetaryTotal/cbc:PayableAmount',
    }),
    lines: nodes(doc, '/*/cac:InvoiceLine | /*/cac:CreditNoteLine').map((line) =>
      read(line, {
        'BT-129': 'cbc:InvoicedQuantity | cbc:CreditedQuantity',
        'BT-130': '(cbc:InvoicedQuantity | cbc:CreditedQuantity)/@unitCode',
        'BT-131': 'cbc:LineExtensionAmount',
        'BT-146': 'cac:Price/cbc:PriceAmount',
        'BT-151': 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID',
        'BT-152': 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent',
        'BT-153': 'cac:Item/cbc:Name',
      }),
    ),
    vatBreakdown: nodes(doc, '/*/cac:TaxTotal/cac:TaxSubtotal').map((vat) =>
      read(vat, {
        'BT-116': 'cbc:TaxableAmount',
        'BT-117': 'cbc:TaxAmount',
        'BT-118': 'cac:TaxCategory/cbc:ID',
        'BT-119': 'cac:TaxCategory/cbc:Percent',
        'BT-120': 'cac:TaxCategory/cbc:TaxExemptionReason',
        'BT-121': 'cac:TaxCategory/cbc:TaxExemptionReasonCode',
      }),
    ),
  };
}
