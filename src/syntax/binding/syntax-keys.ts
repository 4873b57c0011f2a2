/**
 * The keys of a values tree that are not EN 16931 terms, each declared once with what it means:
 * a second form of a term in one syntax (CII writes BT-29 as ram:ID or, with a scheme, as
 * ram:GlobalID), the attributes a syntax adds to a term, and the terms of syntax extensions
 * (Factur-X EXTENDED, PINT, XRechnung) that the model carries. With terms.ts they make up every
 * key a binding table, a writer or a reader may use (ValueKey): anything else is a compile error.
 */
import type { TermId } from './terms.js';

/** What one syntax key stands for. */
export interface SyntaxKeyInfo {
  /**
   * The EN 16931 term it is a form of: its values count as that term in comparisons and name
   * what is dropped beneath it. Absent: the key is compared under its own name.
   */
  readonly term?: TermId;
  /** What it carries, and where. */
  readonly meaning: string;
}

const form = (term: TermId, meaning: string): SyntaxKeyInfo => ({ term, meaning });
const ext = (meaning: string): SyntaxKeyInfo => ({ meaning });

/** Every key that is not an EN 16931 term, grouped by where it occurs. */
export const SYNTAX_KEYS = {
  // Party identifiers: CII splits a term into ram:ID (no scheme) and ram:GlobalID (@schemeID);
  // UBL repeats cac:PartyIdentification.
  'BT-29/id': form('BT-29', 'CII: a seller identifier without scheme (ram:ID)'),
  'BT-29/global': form('BT-29', 'CII: a seller identifier with scheme (ram:GlobalID)'),
  'BT-29/ids': ext('UBL: one cac:PartyIdentification of the seller'),
  'BT-46/id': form('BT-46', 'CII: a buyer identifier without scheme'),
  'BT-46/global': form('BT-46', 'CII: a buyer identifier with scheme'),
  'BT-46/ids': ext('UBL: one cac:PartyIdentification of the buyer'),
  'BT-29/scheme-name': form(
    'BT-29-1',
    'UBL PINT OM: the seller identifier scheme BTOM-015 as @schemeName (CL-06-OM)',
  ),
  'BT-46/scheme-name': form(
    'BT-46-1',
    'UBL PINT OM: the buyer identifier scheme BTOM-018 as @schemeName (CL-06-OM)',
  ),
  'BT-60/id': form('BT-60', 'CII: the payee identifier without scheme'),
  'BT-60/global': form('BT-60', 'CII: the payee identifier with scheme'),
  'BT-60/ids': ext('UBL: one cac:PartyIdentification of the payee'),
  'BT-71/id': form('BT-71', 'CII: the deliver-to location without scheme'),
  'BT-71/global': form('BT-71', 'CII: the deliver-to location with scheme'),
  // PINT: a party's industry classification (PINT MY MSIC code) and its description.
  'BT-29/industry': ext(
    'UBL PINT: the seller industry classification code (cbc:IndustryClassificationCode)',
  ),
  'BT-29/industry-name': ext('UBL PINT: the seller industry classification description (@name)'),
  'BT-46/industry': ext('UBL PINT: the buyer industry classification code'),
  'BT-46/industry-name': ext('UBL PINT: the buyer industry classification description'),
  // PINT AE: the authority that issued a trade licence (BTAE-11/12, BTAE-15/16).
  'BT-30/agency': ext(
    'UBL PINT AE: issuing authority type of the seller legal registration (@schemeAgencyID)',
  ),
  'BT-30/agency-name': ext(
    'UBL PINT AE: issuing authority of the seller legal registration (@schemeAgencyName)',
  ),
  'BT-47/agency': ext('UBL PINT AE: issuing authority type of the buyer legal registration'),
  'BT-47/agency-name': ext('UBL PINT AE: issuing authority of the buyer legal registration'),
  // UBL cac:PartyTaxScheme: the tax scheme a VAT / tax registration is stated with.
  'BT-31-scheme': ext('UBL: the tax scheme of the seller VAT identifier (VAT, GST by profile)'),
  'BT-31/gst': form('BT-31', 'UBL PINT MY: the seller TIN stated with scheme GST'),
  'BT-31/gst-scheme': ext('UBL PINT MY: the scheme GST of that TIN'),
  'BT-32-scheme': ext('UBL: the tax scheme of the seller tax registration'),
  'BT-48-scheme': ext('UBL: the tax scheme of the buyer VAT identifier'),
  'BT-48/gst': form('BT-48', 'UBL PINT MY: the buyer TIN stated with scheme GST'),
  'BT-48/gst-scheme': ext('UBL PINT MY: the scheme GST of that TIN'),
  'BT-41/department': form('BT-41', 'CII: the seller contact department (ram:DepartmentName)'),
  'BT-56/department': form('BT-56', 'CII: the buyer contact department'),
  'EXT-BuyerTaxNumber': ext(
    'the buyer local tax number (CII SpecifiedTaxRegistration schemeID FC; UBL a PartyTaxScheme of a scheme other than VAT)',
  ),
  'EXT-BuyerTaxNumber-scheme': ext('UBL: the tax scheme of the buyer tax number'),
  'doc/buyer-customer-id': ext(
    'UBL PINT: the buyer customer party identifier (cac:BuyerCustomerParty)',
  ),
  'doc/buyer-customer-id-scheme': ext('UBL PINT: its scheme'),
  'doc/seller-supplier-id': ext(
    'UBL PINT AE BTAE-14: the principal of a disclosed agent (cac:SellerSupplierParty)',
  ),
  'doc/seller-supplier-id-scheme': ext('UBL PINT AE: its scheme'),

  // Document references.
  'BT-17/document': ext('CII: the additional referenced document of type 50 carrying BT-17'),
  'BT-18/document': ext('CII: the additional referenced document of type 130 carrying BT-18'),
  'EXT-FurtherInvoicedObject': ext('CII EXTENDED: an invoiced object beyond the first (type 130)'),
  'EXT-FurtherInvoicedObject-ID': form('BT-18', 'CII EXTENDED: its identifier'),
  'EXT-FurtherInvoicedObject-Scheme': form(
    'BT-18-1',
    'CII EXTENDED: its scheme (ReferenceTypeCode)',
  ),
  'BG-24/type': ext(
    'UBL: the document type code of a supporting document (PINT; EN 16931 states none, UBL-SR-43)',
  ),
  'BG-24/uuid': ext('UBL PINT: the UUID of a supporting document (PINT OM BTOM-023)'),
  'BG-24/document-type': ext(
    'UBL PINT: the type of a supporting document as text (cbc:DocumentType)',
  ),
  'doc/contract-value': ext('UBL PINT: the contract value (ContractDocumentReference description)'),
  'EXT-FR-FE-197': ext(
    'EXTENDED-CTC-FR: the purchase order date (CII BuyerOrderReferencedDocument/FormattedIssueDateTime, UBL OrderReference/IssueDate); CII EXTENDED too',
  ),
  'EXT-FR-FE-198': ext(
    'EXTENDED-CTC-FR: the despatch advice date (CII DespatchAdviceReferencedDocument/FormattedIssueDateTime, UBL DespatchDocumentReference/IssueDate); CII EXTENDED too',
  ),
  'EXT-FR-FE-200': ext(
    "EXTENDED-CTC-FR: the date of the order a line's BT-132 refers to (CII line BuyerOrderReferencedDocument/FormattedIssueDateTime, UBL OrderLineReference/OrderReference/IssueDate); CII EXTENDED too",
  ),
  'line/despatch-advice': ext(
    "EXTENDED-CTC-FR: a line's despatch advice (CII line DespatchAdviceReferencedDocument/IssuerAssignedID, UBL DespatchLineReference/DocumentReference/ID); CII EXTENDED too",
  ),
  'EXT-FR-FE-141': ext("EXTENDED-CTC-FR: the line of a line's despatch advice (LineID)"),
  'doc-ac/exemption-reason': ext(
    "CII EXTENDED: a document allowance's or charge's VAT exemption reason (BT-173 / BT-175), a multi-vendor sub-invoice's #number# first",
  ),
  'doc-ac/exemption-code': ext(
    "CII EXTENDED: its exemption reason code (BT-174 / BT-176), its category's BT-121",
  ),
  // Factur-X EXTENDED amounts the other terms give back: read and compared (read/derived-amounts.ts).
  'BG-23/line-total': ext("CII EXTENDED: a VAT group's lines' total (LineTotalBasisAmount)"),
  'BG-23/allowance-charge-basis': ext(
    "CII EXTENDED: a VAT group's basis less its lines' total (AllowanceChargeBasisAmount)",
  ),
  'line/total-allowance-charge': ext(
    "CII EXTENDED: a line's total of allowances and charges (TotalAllowanceChargeAmount)",
  ),
  // Factur-X EXTENDED (validation/checks/extended-fields.ts keeps them to CII EXTENDED).
  'doc/document-name': ext('CII EXTENDED: the document name (ExchangedDocument/Name)'),
  invoicee: ext('CII EXTENDED: the invoicee (InvoiceeTradeParty)'),
  'invoicee/name': ext('CII EXTENDED: its name'),
  'invoicee/id': ext('CII EXTENDED: an identifier of it without scheme (ram:ID)'),
  'invoicee/global': ext('CII EXTENDED: an identifier of it with scheme (ram:GlobalID)'),
  'invoicee/scheme': ext('CII EXTENDED: that scheme'),
  'invoicee/address': ext('CII EXTENDED: its postal address'),
  'invoicee/address-line1': ext('CII EXTENDED: its line one'),
  'invoicee/address-line2': ext('CII EXTENDED: its line two'),
  'invoicee/address-line3': ext('CII EXTENDED: its line three'),
  'invoicee/city': ext('CII EXTENDED: its city'),
  'invoicee/postcode': ext('CII EXTENDED: its post code'),
  'invoicee/subdivision': ext('CII EXTENDED: its country subdivision'),
  'invoicee/country': ext('CII EXTENDED: its country'),
  'line/ship-to': ext("CII EXTENDED: a line's deliver-to party (ShipToTradeParty)"),
  'line/ship-to-name': ext('CII EXTENDED: its name'),
  'line/ship-to-id': ext('CII EXTENDED: its identifier without scheme (ram:ID)'),
  'line/ship-to-global': ext('CII EXTENDED: its identifier with scheme (ram:GlobalID)'),
  'line/ship-to-scheme': ext('CII EXTENDED: that scheme'),
  'line/ship-to-address': ext('CII EXTENDED: its postal address'),
  'line/ship-to-address-line1': ext('CII EXTENDED: its line one'),
  'line/ship-to-address-line2': ext('CII EXTENDED: its line two'),
  'line/ship-to-address-line3': ext('CII EXTENDED: its line three'),
  'line/ship-to-city': ext('CII EXTENDED: its city'),
  'line/ship-to-postcode': ext('CII EXTENDED: its post code'),
  'line/ship-to-subdivision': ext('CII EXTENDED: its country subdivision'),
  'line/ship-to-country': ext('CII EXTENDED: its country'),
  'line/product-instance': ext(
    "CII EXTENDED: an instance of the line's item (IndividualTradeProductInstance)",
  ),
  'line/product-instance-batch': ext('CII EXTENDED: its batch (BatchID)'),
  'line/product-instance-serial': ext('CII EXTENDED: its serial number (SupplierAssignedSerialID)'),
  'line/included-product': ext("CII EXTENDED: a product the line's item is made of"),
  'line/included-product-id': ext('CII EXTENDED: its identifier without scheme (ram:ID)'),
  'line/included-product-global': ext('CII EXTENDED: an identifier of it with scheme (GlobalID)'),
  'line/included-product-scheme': ext('CII EXTENDED: that scheme'),
  'line/included-product-seller-id': ext("CII EXTENDED: the seller's identifier of it"),
  'line/included-product-buyer-id': ext("CII EXTENDED: the buyer's identifier of it"),
  'line/included-product-industry-id': ext("CII EXTENDED: the industry's identifier of it"),
  'line/included-product-name': ext('CII EXTENDED: its name'),
  'line/included-product-description': ext('CII EXTENDED: its description'),
  'line/included-product-quantity': ext(
    'CII EXTENDED: how many of it one item holds (UnitQuantity)',
  ),
  'line/included-product-unit': ext('CII EXTENDED: the unit of that quantity (@unitCode)'),
  'line/ship-to-department': ext("CII EXTENDED: its contact's department (DepartmentName)"),
  'line/ship-to-endpoint': ext('CII EXTENDED: its electronic address (URIID)'),
  'line/ship-to-endpoint-scheme': ext('CII EXTENDED: the EAS scheme of that address'),
  'line/ship-to-vat-id': ext('CII EXTENDED: its VAT identifier (SpecifiedTaxRegistration VA)'),
  // What EXTENDED adds to the document's deliver-to party (BG-13).
  'BG-13/department': ext("CII EXTENDED: the deliver-to contact's department (DepartmentName)"),
  'BG-13/endpoint': ext("CII EXTENDED: the deliver-to party's electronic address (URIID)"),
  'BG-13/endpoint-scheme': ext('CII EXTENDED: the EAS scheme of that address'),
  'BG-13/vat-id': ext("CII EXTENDED: the deliver-to party's VAT identifier (VA)"),
  'payee/address': ext(
    "CII EXTENDED: the payee's postal address (PayeeTradeParty/PostalTradeAddress)",
  ),
  'payee/address-line1': ext('CII EXTENDED: its line one'),
  'payee/address-line2': ext('CII EXTENDED: its line two'),
  'payee/address-line3': ext('CII EXTENDED: its line three'),
  'payee/city': ext('CII EXTENDED: its city'),
  'payee/postcode': ext('CII EXTENDED: its post code'),
  'payee/subdivision': ext('CII EXTENDED: its country subdivision'),
  'payee/country': ext('CII EXTENDED: its country'),
  'doc/test-indicator': ext('CII EXTENDED: the test indicator (TestIndicator/Indicator)'),
  'line/package-quantity': ext("CII EXTENDED: a line's number of packages (PackageQuantity)"),
  'line/package-unit': ext('CII EXTENDED: their package type (@unitCode, UN/ECE Rec 21)'),
  'doc/project-name': ext(
    "CII: the project's name beside BT-11 (SpecifiedProcuringProject/Name, required by the XSD)",
  ),
  'BG-1/content-code': ext('CII EXTENDED: a note content code (IncludedNote/ContentCode)'),
  'doc/sales-order-date': ext(
    'CII EXTENDED: the date of the sales order BT-14 names (SellerOrderReferencedDocument)',
  ),
  'doc/delivery-note': ext('CII EXTENDED: the delivery note (DeliveryNoteReferencedDocument)'),
  'doc/delivery-note-date': ext('CII EXTENDED: its date'),
  'line/delivery-note': ext(
    "CII EXTENDED: a line's delivery note (DeliveryNoteReferencedDocument)",
  ),
  'line/delivery-note-line': ext('CII EXTENDED: its line (LineID)'),
  'line/delivery-note-date': ext('CII EXTENDED: its date'),
  'line/quotation': ext("CII EXTENDED: a line's quotation (QuotationReferencedDocument)"),
  'line/quotation-line': ext('CII EXTENDED: its line (LineID)'),
  'line/quotation-date': ext('CII EXTENDED: its date'),
  'doc/despatch-advice-line': ext(
    'EXTENDED-CTC-FR: EXT-FR-FE-141 of the document, the line of the despatch advice BT-16 names (CII header DespatchAdviceReferencedDocument/LineID, CII-SR-333/334 lifted)',
  ),
  'EXT-FR-FE-201': ext(
    "EXTENDED-CTC-FR: the date of a line's despatch advice (CII FormattedIssueDateTime, UBL DocumentReference/IssueDate)",
  ),
  'EXT-FR-FE-199': ext(
    'EXTENDED-CTC-FR: the contract date (CII ContractReferencedDocument/FormattedIssueDateTime, UBL ContractDocumentReference/IssueDate); CII EXTENDED too',
  ),

  // Document-level extensions.
  'doc/ubl-version': ext('UBL: UBLVersionID'),
  'doc/uuid': ext('UBL PINT: the document UUID'),
  'doc/issue-time': ext('UBL: the issue time (cbc:IssueTime; HR-CIUS HR-BT-2, PINT)'),
  'doc/seller-uuid': ext(
    'UBL PINT OM: the seller UUID BTOM-004 (AccountingSupplierParty/cbc:AdditionalAccountID)',
  ),
  'doc/third-party': ext(
    'UBL PINT OM: the third party issuing for the seller (AccountingSupplierParty/cac:Party/cac:AgentParty)',
  ),
  'doc/third-party/name': ext('UBL PINT OM: the third party name BTOM-005'),
  'doc/third-party/vat-id': ext('UBL PINT OM: the third party VAT id BTOM-006'),
  'doc/third-party/address': ext('UBL PINT OM: the third party address (cac:PostalAddress)'),
  'doc/third-party/street': ext('UBL PINT OM: third party address line 1 BTOM-007'),
  'doc/third-party/line2': ext('UBL PINT OM: third party address line 2 BTOM-008'),
  'doc/third-party/line3': ext('UBL PINT OM: third party address line 3 BTOM-009'),
  'doc/third-party/city': ext('UBL PINT OM: third party city BTOM-010'),
  'doc/third-party/postcode': ext('UBL PINT OM: third party post code BTOM-011'),
  'doc/third-party/subdivision': ext('UBL PINT OM: third party country subdivision BTOM-012'),
  'doc/third-party/country': ext('UBL PINT OM: third party country code BTOM-013'),
  'seller/subdivision-code': ext(
    'UBL PINT OM: the seller country subdivision code BTOM-024 (cbc:CountrySubentityCode, CL-13-OM)',
  ),
  'delivery/subdivision-code': ext(
    'UBL PINT OM: the deliver-to subdivision code (DeliveryLocation/Address/cbc:CountrySubentityCode)',
  ),
  'tax-representative/subdivision-code': ext(
    'UBL PINT OM: the tax representative subdivision code (PostalAddress/cbc:CountrySubentityCode)',
  ),
  'doc/third-party/subdivision-code': ext(
    'UBL PINT OM: the third party subdivision code (AgentParty/PostalAddress/cbc:CountrySubentityCode)',
  ),
  'buyer/subdivision-code': ext(
    'UBL PINT OM: the buyer country subdivision code BTOM-026 (cbc:CountrySubentityCode, CL-13-OM)',
  ),
  'doc/customs-declaration': ext(
    'UBL PINT OM: the customs declaration number BTOM-021 (cac:Delivery/cac:Shipment/cbc:ID)',
  ),
  'doc/import-date': ext(
    'UBL PINT OM: the import date BTOM-030 (cac:Shipment/cac:Delivery/cbc:ActualDeliveryDate)',
  ),
  'doc/incoterms': ext(
    'UBL PINT OM: the Incoterms BTOM-022 (cac:Delivery/cac:DeliveryTerms/cbc:ID)',
  ),
  'doc/delivery-terms': ext(
    'EXTENDED-CTC-FR: the document-level INCOTERMS (CII ApplicableHeaderTradeAgreement/ApplicableTradeDeliveryTerms/DeliveryTypeCode, UBL root cac:DeliveryTerms/cbc:ID); CII EXTENDED too',
  ),
  'doc/delivery-terms-location': ext(
    'EXTENDED-CTC-FR: the named place of the document-level INCOTERMS (RelevantTradeLocation/Name, DeliveryLocation/cbc:Name)',
  ),
  'doc/profit-margin-total': ext(
    'UBL PINT OM: the profit margin total amount due BTOM-020 (AdditionalDocumentReference PM_TOTAL, DocumentDescription)',
  ),
  'doc/profit-margin-total/currency': ext('UBL PINT OM: its currency, OMR (cbc:ID, IBR-169-OM)'),
  'HR-BT-4': ext(
    'UBL HR-CIUS: the operator label (cac:AccountingSupplierParty/cac:SellerContact/cbc:Name)',
  ),
  'HR-BT-5': ext(
    "UBL HR-CIUS: the operator's OIB (cac:AccountingSupplierParty/cac:SellerContact/cbc:ID)",
  ),
  'doc/profile-execution-id': ext('UBL PINT AE: the transaction-type flags (ProfileExecutionID)'),
  'doc/transaction-type': ext(
    'UBL PINT OM: the invoice transaction type BTOM-001 (InvoiceTypeCode / CreditNoteTypeCode @name)',
  ),
  'preceding/uuid': ext('UBL PINT OM: the preceding invoice UUID BTOM-031'),
  'doc/prepayment': ext(
    'UBL PINT OM: a prepayment invoice (AdditionalDocumentReference with DocumentTypeCode PDR)',
  ),
  'doc/prepayment/number': ext('UBL PINT OM: the prepayment invoice number BTOM-027'),
  'doc/prepayment/uuid': ext('UBL PINT OM: the prepayment invoice UUID BTOM-014'),
  'doc/prepaid-payment': ext(
    'UBL PINT ibg-35: a payment received before the invoice (cac:PrepaidPayment)',
  ),
  'doc/prepaid-payment/id': ext('UBL PINT: the prepaid payment identifier (cbc:ID)'),
  'doc/prepaid-payment/amount': ext('UBL PINT ibt-180: the paid amount (cbc:PaidAmount)'),
  'doc/prepaid-payment/received': ext('UBL PINT ibt-181: the date received (cbc:ReceivedDate)'),
  'doc/prepaid-payment/paid-date': ext('UBL PINT: the date paid (cbc:PaidDate)'),
  'doc/prepaid-payment/paid-time': ext('UBL PINT: the time paid (cbc:PaidTime)'),
  'doc/prepaid-payment/instruction': ext(
    'UBL PINT: the payment type or instruction (cbc:InstructionID)',
  ),
  'preceding/status-code': ext(
    'UBL PINT OM: the credit or debit note reason code BTOM-032 (InvoiceDocumentReference/DocumentStatusCode)',
  ),
  'doc/billing-frequency': ext(
    'UBL PINT AE: the billing frequency (InvoicePeriod DescriptionCode, BTAE-06)',
  ),
  'doc/tax-scheme': ext('UBL: the tax scheme every tax category names (VAT, GST)'),
  'doc/tax-included': ext('UBL PINT: TaxIncludedIndicator'),
  'doc/discrepancy-code': ext('UBL credit note: the discrepancy response code'),
  'doc/discrepancy-description': ext('UBL credit note: the discrepancy description'),
  'doc/discrepancy-reference': ext('UBL credit note: the discrepancy reference'),
  'doc/rate': ext(
    'The exchange rate from BT-5 to BT-6 (UBL PINT cac:TaxExchangeRate; CII EXTENDED TaxApplicableTradeCurrencyExchange; EXTENDED-CTC-FR BT-167)',
  ),
  'doc/rate-date': ext('The date of that exchange rate (EXTENDED-CTC-FR EXT-FR-FE-192)'),
  'doc/rate-operator': ext('UBL PINT: its mathematic operator'),
  'doc/rate-source': ext('Its source currency (BT-5)'),
  'doc/rate-target': ext('Its target currency (BT-6)'),
  'doc/tax-currency-total-without-tax': ext(
    'UBL PINT SG: the total without GST in SGD (BT-SG-001)',
  ),
  'doc/tax-currency-total-without-tax/currency': ext('UBL PINT SG: its currency'),
  'doc/tax-currency-total-with-tax': ext('UBL PINT SG: the total with GST in SGD (BT-SG-002)'),
  'doc/tax-currency-total-with-tax/currency': ext('UBL PINT SG: its currency'),
  'doc/aed-total-with-tax': ext('UBL PINT AE: the total with VAT in AED (BTAE-20)'),
  'doc/aed-total-with-tax/currency': ext('UBL PINT AE: its currency'),
  'BT-110@currencyID': ext('CII: the currency of the VAT total (BT-5)'),
  'BT-111@currencyID': ext('CII: the currency of the VAT total in accounting currency (BT-6)'),
  'BG-23/tourism-tax': ext('UBL PINT MY: the tourism tax subtotal (scheme AAL)'),

  // Payment.
  'BT-9/means': form('BT-9', 'UBL: the payment due date on the payment means'),
  'BT-84/proprietary': form('BT-84', 'CII: a payment account that is no IBAN (ProprietaryID)'),
  'BT-84/scheme': ext('UBL: the scheme of the payment account identifier'),
  'BG-18/network': ext('UBL PINT: the card network (CardAccount NetworkID)'),
  'BG-16/id': ext('UBL PINT ibt-178: the payment instructions identifier (PaymentMeans ID)'),
  'doc/terms-means-id': ext(
    'UBL PINT ibt-187: the payment means of the terms instalment (PaymentTerms PaymentMeansID)',
  ),
  'doc/terms-amount': ext('UBL PINT ibt-176: the terms instalment amount (PaymentTerms Amount)'),
  'doc/terms-due-date': ext(
    'UBL PINT ibt-177: the terms instalment due date (PaymentTerms InstallmentDueDate)',
  ),
  'EXT-FurtherPriceDiscount-Reason': ext('CII EXTENDED: the reason of a further price discount'),
  'EXT-FurtherPaymentTerms': ext('CII EXTENDED: payment terms after the first'),
  'EXT-FurtherPaymentTerms-Description': form('BT-20', 'CII EXTENDED: their text'),
  'EXT-FurtherPaymentTerms-DueDate': form('BT-9', 'CII EXTENDED: their due date'),
  // A payment term's cash discount and late payment penalty (the first terms and each further).
  'terms/discount': ext("CII EXTENDED: a payment term's cash discount (…DiscountTerms)"),
  'terms/penalty': ext("CII EXTENDED: a payment term's late payment penalty (…PenaltyTerms)"),
  'terms/basis-date': ext('CII EXTENDED: the date its period counts from (BasisDateTime)'),
  'terms/basis-period': ext('CII EXTENDED: its period (BasisPeriodMeasure)'),
  'terms/basis-period-unit': ext(
    'CII EXTENDED: the unit of that period (@unitCode, UN/ECE Rec 20)',
  ),
  'terms/basis-amount': ext('CII EXTENDED: the amount its percent applies to (BasisAmount)'),
  'terms/percent': ext('CII EXTENDED: its percent (CalculationPercent)'),
  'terms/amount': ext('CII EXTENDED: its amount (ActualDiscountAmount, ActualPenaltyAmount)'),
  'EXT-LogisticsServiceCharge': ext('CII EXTENDED: a logistics service charge'),
  'EXT-LogisticsServiceCharge-Amount': ext('CII EXTENDED: its amount'),
  'EXT-LogisticsServiceCharge-Description': ext('CII EXTENDED: its description'),
  'EXT-LogisticsServiceCharge-Category': ext('CII EXTENDED: its VAT category'),
  'EXT-LogisticsServiceCharge-Rate': ext('CII EXTENDED: its VAT rate'),

  // Lines.
  'EXT-ParentLineID': ext(
    'CII EXTENDED: the parent line of a sub-line (UBL EXTENDED-CTC-FR: BillingReference/BillingReferenceLine/ID, EXT-FR-FE-162)',
  ),
  'EXT-LineStatusCode': ext('CII EXTENDED: the line status code'),
  'line/sub-lines': ext(
    'UBL XRechnung Extension: the sub invoice lines of a line (BG-DEX-01, cac:SubInvoiceLine), each a line of its own',
  ),
  'EXT-LineStatusReasonCode': ext(
    'CII EXTENDED: DETAIL, GROUP or INFORMATION (UBL EXTENDED-CTC-FR: BillingReference/InvoiceDocumentReference/DocumentStatusCode, EXT-FR-FE-163)',
  ),
  'line/exemption-reason': ext(
    "The line VAT exemption reason (CII EXTENDED, UBL PINT): equals the category's BT-120",
  ),
  'line/exemption-code': ext(
    "The line VAT exemption reason code (CII EXTENDED, UBL PINT): equals the category's BT-121",
  ),
  'line/seller': ext(
    'CII EXTENDED, EXTENDED-CTC-FR: the seller of the line (ItemSellerTradeParty; multi-vendor invoices)',
  ),
  'line/seller-id': ext('CII: a line seller identifier without scheme (ram:ID)'),
  'line/seller-global': ext('CII: a line seller identifier with scheme (ram:GlobalID)'),
  'line/seller-global-scheme': ext('CII: its scheme'),
  'line/document-references': ext(
    'UBL PINT: a line document reference (ibg-36, cac:DocumentReference of a type other than 130, or none)',
  ),
  'line/document-reference': ext('UBL PINT: its identifier (ibt-188)'),
  'line/document-reference-type': ext('UBL PINT: its document type code (ibt-189)'),
  'line/document-reference-scheme': ext(
    'UBL PINT: the scheme of its identifier (@schemeID, as a PINT MY example states one)',
  ),
  'line/further-objects': ext(
    'CII EXTENDED, EXTENDED-CTC-FR (AdditionalReferencedDocument) and UBL EXTENDED-CTC-FR (DocumentReference): a line invoiced object beyond the first, type 130 (the UBL BR-FR-MV-03 wants an AVV one)',
  ),
  'line/further-object': ext('UBL EXTENDED-CTC-FR: its identifier (BT-128, further)'),
  'line/further-object-scheme': ext('UBL EXTENDED-CTC-FR: its scheme (BT-128-1, UNTDID 1153)'),
  'line/seller-ids': ext(
    'UBL EXTENDED-CTC-FR: one line seller identifier (ManufacturerParty/PartyIdentification, its ID in line/seller-global)',
  ),
  'EXT-FR-FE-164': ext('EXTENDED-CTC-FR: the line seller name'),
  'EXT-FR-FE-167': ext('EXTENDED-CTC-FR: the line seller legal identifier'),
  'EXT-FR-FE-167-scheme': ext('EXTENDED-CTC-FR: its scheme'),
  'EXT-FR-FE-177': ext('EXTENDED-CTC-FR: the line seller country'),
  'EXT-FR-FE-181': ext("EXTENDED-CTC-FR: a sub-invoice's VAT total on its group line"),
  'EXT-FR-FE-181@currencyID': ext('CII: its currency (BT-5)'),
  'EXT-FR-FE-184': ext(
    "EXTENDED-CTC-FR: a sub-invoice's total with VAT on its group line (CII GrandTotalAmount; BR-FR-MV-10), derived: net + EXT-FR-FE-181",
  ),
  'EXT-FR-FE-182': ext('EXTENDED-CTC-FR: the same in the VAT accounting currency'),
  'EXT-FR-FE-182@currencyID': ext('CII: its currency (BT-6)'),
  'line/preceding-invoice': ext("EXTENDED-CTC-FR: a sub-invoice's preceding invoice"),
  'EXT-FR-FE-136': ext('EXTENDED-CTC-FR: its number'),
  'EXT-FR-FE-138': ext('EXTENDED-CTC-FR: its date'),
  'line/seller-vat': ext('CII: the line seller VAT identifier (SpecifiedTaxRegistration VA)'),
  'BT-149/gross': form('BT-149', 'CII: the base quantity of the gross price'),
  'BT-150/gross': ext('CII: the unit of that base quantity'),
  'EXT-FR-FE-195': ext(
    'EXTENDED-CTC-FR: the reason code of the price discount BT-147 (CII AppliedTradeAllowanceCharge/ReasonCode, UBL Price/AllowanceCharge); CII EXTENDED too',
  ),
  'EXT-FR-FE-196': ext('EXTENDED-CTC-FR: the reason of the price discount BT-147, as text'),
  'EXT-FR-FE-159': ext(
    'EXTENDED-CTC-FR: an item attribute code (CII ApplicableProductCharacteristic/TypeCode, UBL AdditionalItemProperty/NameCode); CII EXTENDED too',
  ),
  'EXT-FR-FE-160': ext(
    'EXTENDED-CTC-FR: an item attribute value as a measure (CII ValueMeasure, UBL ValueQuantity)',
  ),
  'EXT-FR-FE-161': ext('EXTENDED-CTC-FR: the unit of that measure (@unitCode)'),
  'line/incoterms': ext(
    'EXTENDED-CTC-FR: the line INCOTERMS (CII ApplicableTradeDeliveryTerms/DeliveryTypeCode, UBL InvoiceLine/DeliveryTerms/ID); CII EXTENDED too',
  ),
  'line/incoterms-location': ext('EXTENDED-CTC-FR: the named place of the line INCOTERMS'),
  'EXT-FurtherPriceDiscount': ext('CII EXTENDED: a gross price discount beyond the first'),
  'EXT-FurtherPriceDiscount-Amount': form('BT-147', 'CII EXTENDED: its amount'),
  'BT-158/classification': ext('One item classification group (several codes per line)'),
  'line/uuid': ext('UBL PINT: the line UUID'),
  'line/order-id': ext(
    "PINT ibt-183, Factur-X EXTENDED: a line's own purchase order (UBL OrderLineReference/OrderReference/ID, which EXTENDED-CTC-FR sets to BT-13; CII the line's BuyerOrderReferencedDocument/IssuerAssignedID)",
  ),
  'line/tax-amount': ext(
    "UBL PINT MY / AE: the line tax amount; UBL EXTENDED-CTC-FR: a sub-invoice's VAT total EXT-FR-FE-181",
  ),
  'line/amount-payable': ext('UBL PINT AE: the line amount payable (ItemPriceExtension)'),
  'line/vat': ext('UBL PINT AE: the line VAT amount (ItemPriceExtension)'),
  'line/nature-code': ext(
    'UBL PINT AE: the type of goods or services under the reverse charge (BTAE-09)',
  ),
  'line/commodity-code': ext('UBL PINT: goods or services (AE BTAE-13) or a commodity code (MY)'),
  'line/tourism-tax-category': ext('UBL PINT MY: the tourism tax category TTX of the line'),
  'line/tax-scheme': ext(
    "UBL: the line's own tax scheme when not the document's (ClassifiedTaxCategory/cac:TaxScheme/cbc:ID; CIUS-PT BOL)",
  ),
  'breakdown/tax-scheme': ext(
    "UBL: a VAT breakdown's tax scheme, its lines' own when not the document's (TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID)",
  ),
  'line/tax-category-name': ext(
    'UBL HR-CIUS: the HR tax category name of the line, HR-BT-12 (ClassifiedTaxCategory/cbc:Name: HR:E, HR:O)',
  ),
  // HR-CIUS: the HR extension's VAT breakdown (HR-BG-2) and totals (HRFISK20Data).
  'hr/tax-total': ext('UBL HR-CIUS: the HR total VAT amount, HR-BT-25 (HRTaxTotal/cbc:TaxAmount)'),
  'hr/subtotals': ext('UBL HR-CIUS: one HR VAT breakdown, HR-BG-2 (HRTaxSubtotal)'),
  'hr/taxable': ext(
    'UBL HR-CIUS: the HR category taxable amount (HRTaxSubtotal/cbc:TaxableAmount)',
  ),
  'hr/tax': ext('UBL HR-CIUS: the HR category VAT amount, HR-BT-17'),
  'hr/category': ext('UBL HR-CIUS: the HR VAT category code, HR-BT-18'),
  'hr/category-name': ext('UBL HR-CIUS: the HR VAT category name (HR:E, HR:O, …)'),
  'hr/rate': ext('UBL HR-CIUS: the HR VAT category rate, HR-BT-19'),
  'hr/exemption-code': ext('UBL HR-CIUS: the HR VAT exemption reason code'),
  'hr/exemption-reason': ext('UBL HR-CIUS: the HR VAT exemption reason'),
  'hr/tax-scheme': ext(
    'UBL HR-CIUS: the HR tax scheme of an HR VAT breakdown (VAT; OTH, LOC, CAR out of scope, HR-TB-2)',
  ),
  'hr/tax-exclusive': ext('UBL HR-CIUS: the HR amount without VAT, HR-BT-23'),
  'hr/out-of-scope': ext('UBL HR-CIUS: the amount out of scope of VAT (OutOfScopeOfVATAmount)'),
  'allowance-charge/tax-category-name': ext(
    'UBL HR-CIUS: the HR tax category name of a document allowance or charge, HR-BT-6 (HR:E, HR:O)',
  ),
  'allowance-charge/exemption-code': ext(
    "UBL PINT OM, HR-CIUS: a document allowance's or charge's exemption reason code (IBT-196 / IBT-198): its category's",
  ),
  'allowance-charge/exemption-reason': ext(
    "UBL PINT OM, HR-CIUS: a document allowance's or charge's exemption reason: its category's",
  ),
  'line/industry-code': ext(
    'UBL PINT OM: the industrial classification code BTOM-033 (AdditionalItemIdentification, scheme CC)',
  ),
  'line/item-type': ext(
    'UBL PINT OM: goods or services BTOM-019 (ItemSpecificationDocumentReference/DocumentTypeCode)',
  ),
  'line/service-type': ext(
    'UBL PINT OM: the service type BTOM-034 (ItemSpecificationDocumentReference/ID, scheme MP)',
  ),
} as const satisfies Record<string, SyntaxKeyInfo>;

/** A key of SYNTAX_KEYS. */
export type SyntaxKey = keyof typeof SYNTAX_KEYS;

/** The EN 16931 term a syntax key stands for, if any. */
export const termOfSyntaxKey = (key: SyntaxKey): TermId | undefined =>
  (SYNTAX_KEYS[key] as SyntaxKeyInfo).term;
