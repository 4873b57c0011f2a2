/**
 * THE mapping table of the CII writer: one row per business term (BT) or group (BG), with the
 * XPath where CII D16B carries it and, as data, the profiles that emit it (a profile mask, after
 * the Factur-X 1.0 / ZUGFeRD 2.x profile XSDs and EN 16931-3-3). The builders in this folder ask
 * `emits(id, profile)` and never branch on profile names; tests address elements by these paths.
 *
 * Lowest profile per row: ALL = minimum and up, WL = basic_wl and up, LINES = basic and up,
 * EN = en16931, extended and XRechnung, XR = XRechnung only, EXT = Factur-X EXTENDED only.
 * Rows keyed "BT-n@line" are line-level copies that only EXTENDED carries.
 */
import type { CiiWriterProfile } from '../../../formats/cii-profiles.js';

type Mask = readonly CiiWriterProfile[];
const ALL: Mask = ['minimum', 'basic_wl', 'basic', 'en16931', 'extended', 'xrechnung'];
const WL: Mask = ['basic_wl', 'basic', 'en16931', 'extended', 'xrechnung'];
const LINES: Mask = ['basic', 'en16931', 'extended', 'xrechnung'];
const EN: Mask = ['en16931', 'extended', 'xrechnung'];
const XR: Mask = ['xrechnung'];
const EXT: Mask = ['extended'];

/** One row: where the term lives and which profiles emit it. */
export interface CiiMappingRow {
  /** XPath from the document root (lines: every line item). */
  path: string;
  /** Profiles that emit the element. */
  profiles: Mask;
  /** What it is, for readers of the table. */
  label: string;
}

const CTX = '/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext';
const DOC = '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument';
const TX = '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction';
const LINE = `${TX}/ram:IncludedSupplyChainTradeLineItem`;
const AGR = `${TX}/ram:ApplicableHeaderTradeAgreement`;
const SELLER = `${AGR}/ram:SellerTradeParty`;
const BUYER = `${AGR}/ram:BuyerTradeParty`;
const DLV = `${TX}/ram:ApplicableHeaderTradeDelivery`;
const STL = `${TX}/ram:ApplicableHeaderTradeSettlement`;
const PM = `${STL}/ram:SpecifiedTradeSettlementPaymentMeans`;
const TAX = `${STL}/ram:ApplicableTradeTax`;
const SUM = `${STL}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;

/** The table, in document (XSD sequence) order. */
export const CII_MAPPING = {
  'BT-23': { path: `${CTX}/ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID`, profiles: ALL, label: 'Business process type' },
  'BT-24': { path: `${CTX}/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID`, profiles: ALL, label: 'Specification identifier' },
  'BT-1': { path: `${DOC}/ram:ID`, profiles: ALL, label: 'Invoice number' },
  'BT-3': { path: `${DOC}/ram:TypeCode`, profiles: ALL, label: 'Invoice type code' },
  'BT-2': { path: `${DOC}/ram:IssueDateTime/udt:DateTimeString`, profiles: ALL, label: 'Invoice issue date (format 102)' },
  'BT-22': { path: `${DOC}/ram:IncludedNote/ram:Content`, profiles: WL, label: 'Invoice note' },
  'BG-25': { path: LINE, profiles: LINES, label: 'Invoice line' },
  'BT-126': { path: `${LINE}/ram:AssociatedDocumentLineDocument/ram:LineID`, profiles: LINES, label: 'Invoice line identifier' },
  'BT-153': { path: `${LINE}/ram:SpecifiedTradeProduct/ram:Name`, profiles: LINES, label: 'Item name' },
  'BT-146': { path: `${LINE}/ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount`, profiles: LINES, label: 'Item net price' },
  'BT-129': { path: `${LINE}/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity`, profiles: LINES, label: 'Invoiced quantity' },
  'BT-130': { path: `${LINE}/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode`, profiles: LINES, label: 'Invoiced quantity unit of measure' },
  'BT-151': { path: `${LINE}/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode`, profiles: LINES, label: 'Invoiced item VAT category code' },
  'BT-120@line': { path: `${LINE}/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:ExemptionReason`, profiles: EXT, label: 'Line VAT exemption reason text (= BT-120 of its BG-23; BR-FXEXT-*-08rev)' },
  'BT-121@line': { path: `${LINE}/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:ExemptionReasonCode`, profiles: EXT, label: 'Line VAT exemption reason code (= BT-121 of its BG-23)' },
  'BT-152': { path: `${LINE}/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:RateApplicablePercent`, profiles: LINES, label: 'Invoiced item VAT rate' },
  'BT-131': { path: `${LINE}/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount`, profiles: LINES, label: 'Invoice line net amount' },
  'BT-10': { path: `${AGR}/ram:BuyerReference`, profiles: ALL, label: 'Buyer reference' },
  'BT-27': { path: `${SELLER}/ram:Name`, profiles: ALL, label: 'Seller name' },
  'BG-6': { path: `${SELLER}/ram:DefinedTradeContact`, profiles: EN, label: 'Seller contact' },
  'BT-41': { path: `${SELLER}/ram:DefinedTradeContact/ram:PersonName`, profiles: XR, label: 'Seller contact point (the seller name; XRechnung BR-DE-5)' },
  'BT-42': { path: `${SELLER}/ram:DefinedTradeContact/ram:TelephoneUniversalCommunication/ram:CompleteNumber`, profiles: EN, label: 'Seller contact telephone number' },
  'BT-43': { path: `${SELLER}/ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID`, profiles: EN, label: 'Seller contact email address' },
  'BG-5': { path: `${SELLER}/ram:PostalTradeAddress`, profiles: ALL, label: 'Seller postal address' },
  'BT-38': { path: `${SELLER}/ram:PostalTradeAddress/ram:PostcodeCode`, profiles: WL, label: 'Seller post code' },
  'BT-35': { path: `${SELLER}/ram:PostalTradeAddress/ram:LineOne`, profiles: WL, label: 'Seller address line 1' },
  'BT-37': { path: `${SELLER}/ram:PostalTradeAddress/ram:CityName`, profiles: WL, label: 'Seller city' },
  'BT-40': { path: `${SELLER}/ram:PostalTradeAddress/ram:CountryID`, profiles: ALL, label: 'Seller country code' },
  'BT-34': { path: `${SELLER}/ram:URIUniversalCommunication/ram:URIID`, profiles: WL, label: 'Seller electronic address (@schemeID: EAS)' },
  'BT-31': { path: `${SELLER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']`, profiles: ALL, label: 'Seller VAT identifier' },
  'BT-44': { path: `${BUYER}/ram:Name`, profiles: ALL, label: 'Buyer name' },
  'BG-9': { path: `${BUYER}/ram:DefinedTradeContact`, profiles: EN, label: 'Buyer contact' },
  'BT-57': { path: `${BUYER}/ram:DefinedTradeContact/ram:TelephoneUniversalCommunication/ram:CompleteNumber`, profiles: EN, label: 'Buyer contact telephone number' },
  'BT-58': { path: `${BUYER}/ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID`, profiles: EN, label: 'Buyer contact email address' },
  'BG-8': { path: `${BUYER}/ram:PostalTradeAddress`, profiles: WL, label: 'Buyer postal address' },
  'BT-53': { path: `${BUYER}/ram:PostalTradeAddress/ram:PostcodeCode`, profiles: WL, label: 'Buyer post code' },
  'BT-50': { path: `${BUYER}/ram:PostalTradeAddress/ram:LineOne`, profiles: WL, label: 'Buyer address line 1' },
  'BT-52': { path: `${BUYER}/ram:PostalTradeAddress/ram:CityName`, profiles: WL, label: 'Buyer city' },
  'BT-55': { path: `${BUYER}/ram:PostalTradeAddress/ram:CountryID`, profiles: WL, label: 'Buyer country code' },
  'BT-49': { path: `${BUYER}/ram:URIUniversalCommunication/ram:URIID`, profiles: WL, label: 'Buyer electronic address (@schemeID: EAS)' },
  'BT-48': { path: `${BUYER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']`, profiles: WL, label: 'Buyer VAT identifier' },
  'BG-13': { path: `${DLV}/ram:ShipToTradeParty`, profiles: WL, label: 'Delivery information: the buyer and its address, sent only for K (BR-IC-12; XRechnung BR-DE-10/11)' },
  'BT-70': { path: `${DLV}/ram:ShipToTradeParty/ram:Name`, profiles: WL, label: 'Deliver to party name (= BT-44)' },
  'BT-78': { path: `${DLV}/ram:ShipToTradeParty/ram:PostalTradeAddress/ram:PostcodeCode`, profiles: WL, label: 'Deliver to post code (= BT-53)' },
  'BT-75': { path: `${DLV}/ram:ShipToTradeParty/ram:PostalTradeAddress/ram:LineOne`, profiles: WL, label: 'Deliver to address line 1 (= BT-50)' },
  'BT-77': { path: `${DLV}/ram:ShipToTradeParty/ram:PostalTradeAddress/ram:CityName`, profiles: WL, label: 'Deliver to city (= BT-52)' },
  'BT-80': { path: `${DLV}/ram:ShipToTradeParty/ram:PostalTradeAddress/ram:CountryID`, profiles: WL, label: 'Deliver to country code (= BT-55)' },
  'BT-72': { path: `${DLV}/ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString`, profiles: WL, label: 'Actual delivery date (format 102)' },
  'BT-5': { path: `${STL}/ram:InvoiceCurrencyCode`, profiles: ALL, label: 'Invoice currency code' },
  'BG-16': { path: PM, profiles: WL, label: 'Payment instructions' },
  'BT-81': { path: `${PM}/ram:TypeCode`, profiles: WL, label: 'Payment means type code (58 SEPA credit transfer)' },
  'BT-84': { path: `${PM}/ram:PayeePartyCreditorFinancialAccount/ram:IBANID`, profiles: WL, label: 'Payment account identifier (IBAN)' },
  'BT-86': { path: `${PM}/ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID`, profiles: EN, label: 'Payment service provider identifier (BIC)' },
  'BG-23': { path: TAX, profiles: WL, label: 'VAT breakdown' },
  'BT-117': { path: `${TAX}/ram:CalculatedAmount`, profiles: WL, label: 'VAT category tax amount' },
  'BT-120': { path: `${TAX}/ram:ExemptionReason`, profiles: WL, label: 'VAT exemption reason text' },
  'BT-116': { path: `${TAX}/ram:BasisAmount`, profiles: WL, label: 'VAT category taxable amount' },
  'BT-118': { path: `${TAX}/ram:CategoryCode`, profiles: WL, label: 'VAT category code' },
  'BT-121': { path: `${TAX}/ram:ExemptionReasonCode`, profiles: WL, label: 'VAT exemption reason code' },
  'BT-119': { path: `${TAX}/ram:RateApplicablePercent`, profiles: WL, label: 'VAT category rate' },
  'BT-20': { path: `${STL}/ram:SpecifiedTradePaymentTerms/ram:Description`, profiles: WL, label: 'Payment terms' },
  'BT-9': { path: `${STL}/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString`, profiles: WL, label: 'Payment due date (format 102)' },
  'BT-106': { path: `${SUM}/ram:LineTotalAmount`, profiles: WL, label: 'Sum of invoice line net amount' },
  'BT-108': { path: `${SUM}/ram:ChargeTotalAmount`, profiles: WL, label: 'Sum of charges on document level' },
  'BT-107': { path: `${SUM}/ram:AllowanceTotalAmount`, profiles: WL, label: 'Sum of allowances on document level' },
  'BT-109': { path: `${SUM}/ram:TaxBasisTotalAmount`, profiles: ALL, label: 'Invoice total amount without VAT' },
  'BT-110': { path: `${SUM}/ram:TaxTotalAmount`, profiles: ALL, label: 'Invoice total VAT amount (@currencyID = BT-5)' },
  'BT-112': { path: `${SUM}/ram:GrandTotalAmount`, profiles: ALL, label: 'Invoice total amount with VAT' },
  'BT-115': { path: `${SUM}/ram:DuePayableAmount`, profiles: ALL, label: 'Amount due for payment' },
} as const satisfies Record<string, CiiMappingRow>;

/** A business term or group id the CII writer maps. */
export type CiiTermId = keyof typeof CII_MAPPING;

const BY_PROFILE = new Map<CiiWriterProfile, ReadonlySet<CiiTermId>>(
  ALL.map((p) => [p, new Set((Object.keys(CII_MAPPING) as CiiTermId[]).filter((id) => (CII_MAPPING[id].profiles as Mask).includes(p)))]),
);

/** The set of terms a profile emits (precomputed). */
export function termsOf(profile: CiiWriterProfile): ReadonlySet<CiiTermId> {
  return BY_PROFILE.get(profile)!;
}

/** Whether `profile` emits term `id`. */
export function emits(id: CiiTermId, profile: CiiWriterProfile): boolean {
  return termsOf(profile).has(id);
}
