/**
 * The EN 16931 invoice model: what an invoice says, independent of any syntax (no XML, no PDF,
 * no protobuf). Every field carries the business term it stands for. Money, quantities and
 * rates are exact decimals (decimal.js), never JavaScript numbers.
 */
import type { Decimal } from './decimal.js';

/** An identifier with its scheme (BT-18, BT-29, BT-30, BT-46, BT-47, BT-60, BT-61, BT-71, BT-128, BT-157). */
export interface Identifier {
  id: string;
  /** ISO 6523 ICD, or the list the term names (UNTDID 1153 for BT-18 / BT-128). */
  scheme?: string;
}

/** PINT ibg-36: a document an invoice line refers to (not its invoiced object, BT-128). */
export interface LineDocumentReference {
  /** ibt-188 Invoice line document identifier. */
  id: string;
  /** ibt-189 Document type code (UNTDID 1001), never 130. */
  typeCode?: string;
  /** The identifier's @schemeID, as written (no PINT term of its own). */
  scheme?: string;
}

/** A period: BG-14 (BT-73, BT-74) or BG-26 (BT-134, BT-135); YYYY-MM-DD. */
export interface Period {
  start?: string;
  end?: string;
}

/** BG-12 / BG-15 postal address of a party other than seller and buyer. */
export interface PostalAddress {
  /** BT-64 / BT-75 address line 1. */
  street?: string;
  /** BT-65 / BT-76 address line 2. */
  addressLine2?: string;
  /** BT-164 / BT-165 address line 3. */
  addressLine3?: string;
  /** BT-66 / BT-77 city. */
  city?: string;
  /** BT-67 / BT-78 post code. */
  postalCode?: string;
  /** BT-68 / BT-79 country subdivision. */
  countrySubdivision?: string;
  /** PINT OM: the deliver-to special zone code (CL-13-OM; UBL cbc:CountrySubentityCode). */
  countrySubdivisionCode?: string;
  /** BT-69 / BT-80 country code (BR-20, BR-57). */
  country: string;
}

/** BG-4 Seller / BG-7 Buyer. */
export interface Party {
  /** BT-27 / BT-44 legal name. */
  name: string;
  /** BT-31 / BT-48 VAT identifier (with country prefix). */
  vatId?: string;
  /** BT-35 / BT-50 address line 1. */
  street?: string;
  /** BT-37 / BT-52 city. */
  city?: string;
  /** BT-38 / BT-53 post code. */
  postalCode?: string;
  /** BT-40 / BT-55 country code, ISO 3166-1 alpha-2. */
  country: string;
  /** BT-43 / BT-58 contact email. */
  email?: string;
  /** BT-42 / BT-57 contact telephone. */
  phone?: string;
  /** BT-34 / BT-49 electronic address, as EAS scheme and identifier (from peppol_id). */
  electronicAddress?: { scheme: string; id: string };
  /** FatturaPA CodiceFiscale. */
  codiceFiscale?: string;
  /** FatturaPA CodiceDestinatario (buyer only). */
  codiceDestinatario?: string;
  /** FatturaPA PECDestinatario (buyer only). */
  pec?: string;
  /** FatturaPA RegimeFiscale (seller only): RF01 … RF19; the writer's default RF01 when absent. */
  regimeFiscale?: string;
  /** PINT MY: the industry classification (MSIC code) and its description (UBL IndustryClassificationCode, @name). */
  industryClassificationCode?: string;
  industryClassificationName?: string;
  /** KSeF FA(3) IDNabywcy: the key tying a buyer's data on a correction to the corrected invoice's. */
  idNabywcy?: string;
  /** BT-28 / BT-45 trading name. */
  tradingName?: string;
  /** BT-29 / BT-46 identifiers with scheme (BT-29-1 / BT-46-1). */
  identifiers?: Identifier[];
  /** BT-30 / BT-47 legal registration identifier with scheme. */
  legalRegistration?: Identifier;
  /** BT-32 seller tax registration identifier (CII schemeID FC). */
  taxRegistrationId?: string;
  /** The tax scheme of taxRegistrationId as written (UBL TaxScheme/ID, e.g. LOC; CII: FC only). */
  taxRegistrationScheme?: string;
  /** BT-33 seller additional legal information. */
  legalInfo?: string;
  /** BT-36 / BT-51 address line 2. */
  addressLine2?: string;
  /** BT-162 / BT-163 address line 3. */
  addressLine3?: string;
  /** BT-39 / BT-54 country subdivision. */
  countrySubdivision?: string;
  /** PINT OM BTOM-024 / BTOM-026 special zone subdivision code (CL-13-OM; UBL cbc:CountrySubentityCode). */
  countrySubdivisionCode?: string;
  /** BT-41 / BT-56 contact point. */
  contactName?: string;
  /** PINT AE BTAE-12 / BTAE-11: type of the authority that issued BT-30 / BT-47 (TL, EID, PAS, CD). */
  legalRegistrationAuthorityType?: string;
  /** PINT AE BTAE-15 / BTAE-16: name of that authority. */
  legalRegistrationAuthority?: string;
}

/**
 * BG-27 / BG-28 line allowance or charge as given: BT-136/141 amount, BT-137/142 base amount,
 * BT-138/143 percentage, BT-139/144 reason, BT-140/145 reason code.
 */
export interface AllowanceChargeInput {
  amount?: Decimal;
  baseAmount?: Decimal;
  percentage?: Decimal;
  reason?: string;
  reasonCode?: string;
}

/** BG-20 / BG-21 document allowance or charge as given: adds BT-95/102 category and BT-96/103 rate. */
export interface DocumentAllowanceChargeInput extends AllowanceChargeInput {
  taxCategory?: string;
  vatRate?: Decimal;
  /**
   * The sub-invoice (a group line's BT-128 with scheme AFL) of a multi-vendor or two-way invoice
   * it belongs to: counted in that sub-invoice's BG-23 group, its BT-173 / BT-175 exemption
   * reason starting with #number# (sub-invoices.ts).
   */
  subInvoice?: string;
}

/** A line allowance or charge with its amount computed (BT-136 = BT-137 × BT-138 / 100 when absent). */
export interface CalculatedAllowanceCharge extends AllowanceChargeInput {
  amount: Decimal;
}

/** A document allowance or charge with amount, category and rate resolved. */
export interface CalculatedDocumentAllowanceCharge extends DocumentAllowanceChargeInput {
  amount: Decimal;
  taxCategory: string;
  vatRate: Decimal;
}

/** BT-158 item classification. */
export interface Classification {
  code: string;
  /** BT-158-1 (UNTDID 7143). */
  listId: string;
  /** BT-158-2. */
  listVersion?: string;
}

/** BG-25 invoice line, as given. */
/** BG-32 item attribute, with the EXTENDED-CTC-FR additions. */
export interface ItemAttribute {
  /** BT-160 ('' when only the code names it, BR-FREXT-54-1). */
  name: string;
  /** BT-161 ('' when the value is a measure, BR-FREXT-54-2). */
  value: string;
  /** EXT-FR-FE-159: the attribute code (UNTDID 6313 + Factur-X extension). */
  code?: string;
  /** EXT-FR-FE-160 / 161: the value as a measure with its unit (UN/ECE Rec 20). */
  valueQuantity?: Decimal;
  valueUnit?: string;
}

export interface LineInput {
  /** BT-126 line id (1-based position when not given). */
  id: string;
  /** BT-153 item name. */
  description: string;
  /** BT-129 invoiced quantity. */
  quantity: Decimal;
  /** BT-130 unit of measure code (UN/ECE Rec 20/21). */
  unitCode: string;
  /** BT-146 item net price. */
  unitPrice: Decimal;
  /** BT-152 VAT rate in percent. */
  vatRate: Decimal;
  /** BT-151 VAT category code (UNTDID 5305, or a PINT code such as SR); derived when absent. */
  taxCategory?: string;
  /** UBL ClassifiedTaxCategory/TaxScheme/ID when not the document's scheme (CIUS-PT BOL, stamp duty). */
  taxScheme?: string;
  /** FatturaPA Natura (N1..N7), for zero-rated lines. */
  natura?: string;
  /** BT-127 line note. */
  note?: string;
  /** BT-128 line object identifier with scheme. */
  objectIdentifier?: Identifier;
  /** EXTENDED-CTC-FR: further BT-128 after the first (UBL EXTENDED-CTC-FR; an AVV one, BR-FR-MV-03). */
  furtherObjectIdentifiers?: Identifier[];
  /** PINT ibg-36: further documents the line refers to (ibt-188 identifier, ibt-189 type code). */
  documentReferences?: LineDocumentReference[];
  /** BG-26 line period. */
  period?: Period;
  /** BT-132 referenced purchase order line. */
  orderLineReference?: string;
  /** BT-133 line buyer accounting reference. */
  accountingCost?: string;
  /** BG-27 line allowances. */
  allowances?: AllowanceChargeInput[];
  /** BG-28 line charges. */
  charges?: AllowanceChargeInput[];
  /** BT-148 item gross price. */
  grossPrice?: Decimal;
  /** BT-147 item price discount. */
  priceDiscount?: Decimal;
  /** EXTENDED-CTC-FR EXT-FR-FE-195: its reason code (UNTDID 5189). */
  priceDiscountReasonCode?: string;
  /** EXTENDED-CTC-FR EXT-FR-FE-196: its reason as text. */
  priceDiscountReason?: string;
  /**
   * IBT-183 (PINT), Factur-X EXTENDED: the purchase order this line belongs to (the invoice's
   * BT-13 when not stated; syntax/line-order.ts says where it is written).
   */
  purchaseOrderReference?: string;
  /** EXTENDED-CTC-FR EXT-FR-FE-200: the date of the order whose line `orderLineReference` names. */
  purchaseOrderDate?: string;
  /** EXTENDED-CTC-FR: the despatch advice of this line, its line (EXT-FR-FE-141) and date (201). */
  despatchAdviceReference?: string;
  despatchAdviceLine?: string;
  despatchAdviceDate?: string;
  /** Factur-X EXTENDED: the delivery note of this line, its line and date. */
  deliveryNoteReference?: string;
  deliveryNoteLine?: string;
  deliveryNoteDate?: string;
  /** Factur-X EXTENDED: the quotation this line was offered in, its line and date. */
  quotationReference?: string;
  quotationLine?: string;
  quotationDate?: string;
  /** Factur-X EXTENDED: the number of packages and their type (UN/ECE Rec 21). */
  packageQuantity?: Decimal;
  packageUnit?: string;
  /** Factur-X EXTENDED: where this line is delivered (ShipToTradeParty), as BG-13 is shaped. */
  delivery?: DeliverTo;
  /** Factur-X EXTENDED: the products the item is made of (IncludedReferencedProduct). */
  includedProducts?: IncludedProduct[];
  /** Factur-X EXTENDED: the item's instances (IndividualTradeProductInstance), each by batch and serial number. */
  productInstances?: ProductInstance[];
  /** EXTENDED-CTC-FR line INCOTERMS (UN/ECE Rec 5 / Incoterms 2020 code) and its named place. */
  incoterms?: string;
  incotermsLocation?: string;
  /** Factur-X EXTENDED further price discounts (BT-147 each), after `priceDiscount`: net = gross − all of them. */
  furtherPriceDiscounts?: Decimal[];
  /** Factur-X EXTENDED: the reason of each further price discount, by index ("" for none). */
  furtherPriceDiscountReasons?: string[];
  /** BT-149 item price base quantity (default 1). */
  baseQuantity?: Decimal;
  /** BT-150 base quantity unit code. */
  baseQuantityUnit?: string;
  /** BT-149-1 (Factur-X) base quantity of the gross price BT-148, written with it; no maths uses it. */
  grossBaseQuantity?: Decimal;
  /** BT-154 item description. */
  itemDescription?: string;
  /** BT-155 item seller's identifier. */
  sellerItemId?: string;
  /** BT-156 item buyer's identifier. */
  buyerItemId?: string;
  /** BT-157 item standard identifier with scheme. */
  standardItemId?: Identifier;
  /** BT-158 item classifications. */
  classifications?: Classification[];
  /** BT-159 item country of origin. */
  originCountry?: string;
  /** BG-32 item attributes (BT-160 name, BT-161 value; '' where the French additions replace them). */
  attributes?: ItemAttribute[];
  /** Factur-X EXTENDED ParentLineID: the BT-126 of the group line this line belongs to. */
  parentLineId?: string;
  /** Factur-X EXTENDED LineStatusReasonCode (line-groups.ts): DETAIL, GROUP or INFORMATION. */
  lineStatus?: 'DETAIL' | 'GROUP' | 'INFORMATION';
  /** BT-131 as stated by the caller or a source document; a difference to the computed amount is reported. */
  statedNetAmount?: Decimal;
  /**
   * PINT MY tourism tax (category TTX, tax scheme AAL) of the line: a flat amount besides its VAT
   * category, summed into a breakdown group TTX (vat-breakdown.ts) and so into BT-110.
   */
  tourismTaxAmount?: Decimal;
  /**
   * PINT ibt-186 line VAT exemption reason code (UBL ClassifiedTaxCategory); in EXTENDED-CTC-FR
   * the line's own BT-121, whose breakdown group it makes (CII line ApplicableTradeTax).
   */
  exemptionReasonCode?: string;
  /** PINT ibt-185 line VAT exemption reason text; in EXTENDED-CTC-FR the line's own BT-120. */
  exemptionReason?: string;
  /** PINT AE BTAE-09 type of goods or services subject to the reverse charge (CommodityClassification/NatureCode). */
  reverseChargeGoodsType?: string;
  /** UBL CommodityClassification/CommodityCode: PINT AE BTAE-13 item type G, S or B; a commodity code in PINT MY; PINT OM BTOM-019 goods or services (ItemSpecificationDocumentReference). */
  commodityCode?: string;
  /** PINT OM BTOM-033 industrial classification code (ISIC, AdditionalItemIdentification scheme CC). */
  industryClassificationCode?: string;
  /** HR-CIUS HR-BT-12 HR tax category of an E line out of the VAT base: HR:POVNAK, HR:PP, HR:PPMV (HR-TB-2). */
  hrTaxCategory?: string;
  /** KSeF (Poland): FA(3) FaWiersz/UU_ID, the line's universally unique identifier. */
  uuId?: string;
  /** KSeF (Poland): FA(3) FaWiersz/GTU, the goods and services group (GTU_01 … GTU_13). */
  gtu?: string;
  /** KSeF (Poland): FA(3) FaWiersz/P_6A, the line's date of supply. */
  dataDostawy?: string;
  /** KSeF (Poland): FA(3) FaWiersz/PKWiU, CN, PKOB, the item's classification symbols as written. */
  pkwiu?: string;
  cn?: string;
  pkob?: string;
  /** KSeF (Poland): FA(3) FaWiersz/KursWaluty, the line's exchange rate into PLN. */
  kursWaluty?: Decimal;
  /** EXTENDED-CTC-FR EXT-FR-FE-164..177: the seller of the line's sub-invoice (multi-vendor, two-way invoices). */
  seller?: LineSeller;
  /** EXT-FR-FE-181 a sub-invoice's VAT total on its group line, as stated; computed when absent (sub-invoices.ts). */
  statedVatTotal?: Decimal;
  /** EXT-FR-FE-182 the same in the VAT accounting currency BT-6 (given, never computed). */
  taxCurrencyVatTotal?: Decimal;
  /** EXT-FR-FE-136 / 138: the invoice a sub-invoice corrects or credits (BR-FR-MV-14, BD-14). */
  precedingInvoice?: { number: string; date?: string };
}

/** The seller of one line (EXTENDED-CTC-FR, BR-FR-MV-03 / MV-06). */
export interface LineSeller {
  /** EXT-FR-FE-164 seller name. */
  name: string;
  /** Seller identifiers with their scheme. */
  identifiers?: Identifier[];
  /** EXT-FR-FE-167 seller legal registration identifier (SIREN, scheme 0002). */
  legalRegistration?: Identifier;
  /** Seller VAT identifier. */
  vatId?: string;
  /** EXT-FR-FE-177 seller country code. */
  country?: string;
}

/** BG-16 payment instructions. */
export interface PaymentInput {
  /** BT-84 IBAN (no spaces). */
  iban?: string;
  /** BT-86 BIC. */
  bic?: string;
  /** BT-20 payment terms. */
  terms?: string;
  /** BT-81 payment means type code (UNTDID 4461). */
  meansCode?: string;
  /** BT-82 payment means text. */
  meansText?: string;
  /** BT-83 remittance information. */
  remittanceInformation?: string;
  /** BT-85 payment account name (of `iban`). */
  accountName?: string;
  /** ibt-084-1 the scheme of `iban` as a PINT document states it (UBL @schemeID). */
  accountScheme?: string;
  /** FatturaPA CondizioniPagamento TP01 … TP03; the writer's default TP02 when absent. */
  condizioniPagamento?: string;
  /** KSeF FA(3) RachunekBankowy/NazwaBanku and OpisRachunku of the account iban names. */
  bankName?: string;
  accountDescription?: string;
  /** KSeF FA(3) RachunekBankowyFaktora: the account iban names is a factor's. */
  factorAccount?: boolean;
  /**
   * BG-17 further credit transfer accounts (BT-84, BT-85, BT-86), each with its own BT-83, BT-81
   * and BT-82 where they differ from `remittanceInformation`, `meansCode` and `meansText` (UBL:
   * one payment means per account).
   */
  creditTransfers?: {
    accountId: string;
    accountName?: string;
    /** ibt-084-1 (UBL @schemeID). */
    accountScheme?: string;
    bic?: string;
    paymentReference?: string;
    meansCode?: string;
    meansText?: string;
  }[];
  /**
   * BG-18 payment card (BT-87 last digits, BT-88 holder, the card network: UBL NetworkID); its
   * own BT-81 and BT-82 when UBL states it as a payment means of its own (PINT A-NZ: 54 "Credit
   * card" beside 30).
   */
  card?: {
    panLastDigits: string;
    holderName?: string;
    networkId?: string;
    meansCode?: string;
    meansText?: string;
  };
  /**
   * BG-19 direct debit (BT-89 mandate, BT-90 creditor id, BT-91 debited account); its own BT-81
   * and BT-82 when UBL states it as a payment means of its own (PINT A-NZ: 49 beside 30).
   */
  directDebit?: {
    mandateReference?: string;
    creditorId?: string;
    debitedAccount?: string;
    meansCode?: string;
    meansText?: string;
  };
  /** Factur-X EXTENDED: the cash discount and late payment penalty of BT-20's terms. */
  discountTerms?: PaymentTermsAdjustment;
  penaltyTerms?: PaymentTermsAdjustment;
  /** Factur-X EXTENDED further payment terms after BT-20 / BT-9 (each its own text and due date). */
  furtherTerms?: {
    description?: string;
    dueDate?: string;
    discountTerms?: PaymentTermsAdjustment;
    penaltyTerms?: PaymentTermsAdjustment;
  }[];
  /** PINT ibt-178: the payment means' identifier (UBL cac:PaymentMeans/cbc:ID, the first's). */
  meansId?: string;
  /** PINT ibg-33: the instalment of BT-20's payment terms (UBL cac:PaymentTerms). */
  termsInstallment?: PaymentInstallment;
}

/** PINT ibg-33: a payment terms' instalment; at least one of its values. */
export interface PaymentInstallment {
  /** ibt-176 the amount to pay by the due date, in BT-5. */
  amount?: Decimal;
  /** ibt-177 the instalment's due date (YYYY-MM-DD). */
  dueDate?: string;
  /** ibt-187 the payment means (ibt-178) it is paid by. */
  paymentMeansId?: string;
}

/** One instance of a line's item (Factur-X EXTENDED IndividualTradeProductInstance); no EN 16931 term. */
export interface ProductInstance {
  /** BatchID. */
  batchId?: string;
  /** SupplierAssignedSerialID. */
  serialId?: string;
}

/** A product a line's item is made of (Factur-X EXTENDED IncludedReferencedProduct); no EN 16931 term. */
export interface IncludedProduct {
  name: string;
  description?: string;
  /** GlobalID (with scheme) and ID (without). */
  globalIds?: Identifier[];
  id?: string;
  sellerId?: string;
  buyerId?: string;
  industryId?: string;
  /** UnitQuantity and its unitCode. */
  quantity?: Decimal;
  unit?: string;
}

/** A deliver-to party: BG-13 of the document (BT-70 name, BT-71 location, BG-15 address), or a line's (Factur-X EXTENDED). */
export interface DeliverTo {
  partyName?: string;
  location?: Identifier;
  address?: PostalAddress;
  /** Factur-X EXTENDED: its contact's department, electronic address (scheme: EAS), VAT id. */
  department?: string;
  electronicAddress?: Identifier;
  vatId?: string;
}

/**
 * A cash discount or late payment penalty of Factur-X EXTENDED payment terms (CII
 * ApplicableTradePaymentDiscountTerms / ApplicableTradePaymentPenaltyTerms); no EN 16931 term.
 */
export interface PaymentTermsAdjustment {
  /** BasisDateTime, YYYY-MM-DD. */
  basisDate?: string;
  /** BasisPeriodMeasure and its unitCode (UN/ECE Rec 20). */
  basisPeriod?: Decimal;
  basisPeriodUnit?: string;
  /** BasisAmount. */
  basisAmount?: Decimal;
  /** CalculationPercent. */
  percent?: Decimal;
  /** ActualDiscountAmount / ActualPenaltyAmount. */
  amount?: Decimal;
}

/** BG-24 additional supporting document. */
export interface Attachment {
  /** BT-122. */
  id: string;
  /** BT-123. */
  description?: string;
  /** BT-124 external location. */
  url?: string;
  /** BT-125 content (base64), with BT-125-1 MIME code and BT-125-2 filename. */
  contentBase64?: string;
  mimeCode?: string;
  filename?: string;
  /** PINT OM BTOM-023 supporting document UUID (UBL cbc:UUID). */
  uuid?: string;
  /** The document's type code (UNTDID 1001, UBL cbc:DocumentTypeCode): PINT; 916 goes without saying. */
  typeCode?: string;
  /** The document's type as text (UBL cbc:DocumentType): PINT. */
  documentType?: string;
}

/** KSeF FA(3) RodzajFaktury: the FA(3) invoice kinds. */
/** KSeF FA(3) Stopka/Rejestry: one register entry of the seller (PelnaNazwa, KRS, REGON, BDO). */
export interface KsefRejestr {
  pelnaNazwa?: string;
  krs?: string;
  regon?: string;
  bdo?: string;
}

/** KSeF FA(3) Zalacznik: the structured attachment's data blocks, as written. */
export interface KsefZalacznik {
  bloki: {
    naglowek?: string;
    metadane: { key: string; value: string }[];
    akapity?: string[];
    tabele?: KsefTabela[];
  }[];
}

/** KSeF FA(3) Tabela of a Zalacznik block: metadata, description, columns, rows (cells, '' empty) and sums. */
export interface KsefTabela {
  metadane?: { key: string; value: string }[];
  opis?: string;
  kolumny: { nazwa: string; typ: string }[];
  wiersze: string[][];
  suma?: string[];
}

/** KSeF FA(3) Rozliczenie: charges added to P_15 (Obciazenia) and deductions taken from it (Odliczenia). */
export interface KsefRozliczenie {
  charges: { amount: Decimal; reason: string }[];
  deductions: { amount: Decimal; reason: string }[];
}

/** KSeF FA(3) Zamowienie: an advance invoice's order (WartoscZamowienia, ZamowienieWiersz). */
export interface KsefZamowienie {
  value: Decimal;
  lines: KsefZamowienieWiersz[];
}

/** KSeF FA(3) ZamowienieWiersz: an order line as the order states it (P_7Z … StanPrzedZ). */
export interface KsefZamowienieWiersz {
  lineNumber: number;
  uuId?: string;
  description?: string;
  sellerItemId?: string;
  gtin?: string;
  unit?: string;
  quantity?: Decimal;
  unitPrice?: Decimal;
  netAmount?: Decimal;
  vatAmount?: Decimal;
  rateCode?: string;
  gtu?: string;
  beforeCorrection?: boolean;
}

export type KsefInvoiceKind = 'VAT' | 'KOR' | 'ZAL' | 'ROZ' | 'UPR' | 'KOR_ZAL' | 'KOR_ROZ';

/** The invoice as given by the caller, already converted to exact decimals and defaults. */
/** PINT ibg-35: one payment received before the invoice (UBL cac:PrepaidPayment). */
export interface PrepaidPayment {
  /** The payment's identifier (cbc:ID). */
  id?: string;
  /** ibt-180 the amount paid, in BT-5. */
  amount: Decimal;
  /** ibt-181 the date received (YYYY-MM-DD). */
  receivedDate?: string;
  /** The date paid (YYYY-MM-DD). */
  paidDate?: string;
  /** The time paid (hh:mm:ss). */
  paidTime?: string;
  /** The payment's type or instruction (cbc:InstructionID). */
  instructionId?: string;
}

export interface InvoiceInput {
  /** BT-1 invoice number. */
  number: string;
  /** BT-2 issue date, YYYY-MM-DD. */
  issueDate: string;
  /** BT-3 invoice type code (380 invoice, 381 credit note). */
  typeCode: string;
  /** BT-9 due date, YYYY-MM-DD. */
  dueDate?: string;
  /** BT-72 actual delivery date, YYYY-MM-DD (defaults to BT-2, BR-FX-EN-04). */
  deliveryDate: string;
  /** BT-5 currency code, ISO 4217. */
  currency: string;
  /** BT-22 invoice note. */
  note?: string;
  /** BG-4 seller. */
  seller: Party;
  /** BG-7 buyer. */
  buyer: Party;
  /** BG-25 lines (at least one). */
  lines: LineInput[];
  /** BG-16 payment instructions. */
  payment?: PaymentInput;
  /** BT-10 buyer reference (leitweg_id for XRechnung, buyer_reference otherwise). */
  buyerReference?: string;
  /** FatturaPA TipoDocumento. */
  tipoDocumento?: string;
  /** Tax scheme id (VAT or GST) for the Peppol country profile. */
  taxScheme?: string;
  /** BT-7 VAT point date (BR-CO-3: not with BT-8). */
  taxPointDate?: string;
  /** BT-8 VAT point date code (UNTDID 2005: 3, 35, 432). */
  taxPointDateCode?: string;
  /** BT-6 VAT accounting currency. */
  taxCurrency?: string;
  /** BT-111 total VAT in accounting currency (given, never computed). */
  taxCurrencyVatTotal?: Decimal;
  /** PINT SG BT-SG-001 / BT-SG-002: the totals without and with GST in the accounting currency (given). */
  taxCurrencyTotalWithoutTax?: Decimal;
  taxCurrencyTotalWithTax?: Decimal;
  /** PINT AE BTAE-06 frequency of billing (UBL InvoicePeriod/DescriptionCode in PINT AE). */
  billingFrequency?: string;
  /** PINT AE BTAE-03 credit note reason code (UBL CreditNote DiscrepancyResponse/ResponseCode). */
  creditNoteReasonCode?: string;
  /** PINT AE BTAE-02 invoice transaction type flags (ProfileExecutionID, 8 digits 0/1); absent: 00000000. */
  transactionTypeFlags?: string;
  /** PINT AE BTAE-01 beneficiary id (UBL BuyerCustomerParty/Party/PartyIdentification/ID). */
  beneficiary?: Identifier;
  /** PINT AE BTAE-14 principal id (UBL SellerSupplierParty/Party/PartyIdentification/ID). */
  principal?: Identifier;
  /** BT-19 buyer accounting reference. */
  accountingCost?: string;
  /** BT-11 project reference. */
  projectReference?: string;
  /** BT-12 contract reference. */
  contractReference?: string;
  /** EXTENDED-CTC-FR EXT-FR-FE-199: the contract's date (YYYY-MM-DD). */
  contractDate?: string;
  /** PINT AE BTAE-05: the contract's value, as text. */
  contractValue?: string;
  /** BT-13 purchase order reference. */
  purchaseOrderReference?: string;
  /** EXTENDED-CTC-FR EXT-FR-FE-197: the order's date (YYYY-MM-DD). */
  purchaseOrderDate?: string;
  /** BT-14 sales order reference. */
  salesOrderReference?: string;
  /** Factur-X EXTENDED: the sales order's date (YYYY-MM-DD). */
  salesOrderDate?: string;
  /** Factur-X EXTENDED: the delivery note and its date (YYYY-MM-DD). */
  deliveryNoteReference?: string;
  deliveryNoteDate?: string;
  /** Factur-X EXTENDED: the document's name (CII ExchangedDocument/Name). */
  documentName?: string;
  /** Factur-X EXTENDED: the document is a test (CII TestIndicator). */
  testIndicator?: boolean;
  /** The project's name (CII SpecifiedProcuringProject/Name) beside BT-11. */
  projectName?: string;
  /** BT-15 receiving advice reference. */
  receivingAdviceReference?: string;
  /** BT-16 despatch advice reference. */
  despatchAdviceReference?: string;
  /** EXTENDED-CTC-FR EXT-FR-FE-198: the despatch advice's date (YYYY-MM-DD). */
  despatchAdviceDate?: string;
  /** EXTENDED-CTC-FR EXT-FR-FE-141 at document level: the line of that despatch advice. */
  despatchAdviceLine?: string;
  /** BT-17 tender or lot reference. */
  tenderReference?: string;
  /** BT-23 business process type (in France the billing framework, BR-FR-08: B1, S1, M1, ...). */
  businessProcess?: string;
  /**
   * EXTENDED-CTC-FR: a line that states its own VAT exemption reason (exemptionReason /
   * exemptionReasonCode) makes a VAT breakdown group of its own within its category and rate
   * (several BG-23 per category, BR-FREXT-E-08 and its siblings); set from the format and profile
   * (vat-breakdown.ts), never from the JSON.
   */
  breakdownByLineExemption?: boolean;
  /** HR-CIUS HR-BT-2 issue time (hh:mm:ss; UBL cbc:IssueTime). */
  issueTime?: string;
  /** HR-CIUS HR-BT-4 operator label (UBL AccountingSupplierParty/SellerContact/cbc:Name). */
  operatorName?: string;
  /** HR-CIUS HR-BT-5 operator OIB (UBL AccountingSupplierParty/SellerContact/cbc:ID). */
  operatorOib?: string;
  /** KSeF (Poland): the KSeF number KSeF assigned to the invoice (not in the FA(3) XML; printed with KOD I on the readable PDF). */
  ksefNumber?: string;
  /** KSeF (Poland): the environment of ksefNumber, whose host the KOD I link names (prod, demo, test). */
  ksefEnvironment?: 'prod' | 'demo' | 'test';
  /**
   * KSeF (Poland): FA(3) RodzajFaktury when the invoice's kind is not the one its type code says
   * (closest BT-3): ZAL advance, ROZ settlement, UPR simplified, KOR_ZAL / KOR_ROZ their corrections.
   */
  rodzajFaktury?: KsefInvoiceKind;
  /** KSeF (Poland): FA(3) Podmiot3, the third parties with their role (Rola 1–10) and share (Udzial). */
  podmiot3?: { party: Party; rola: number; udzial?: Decimal }[];
  /** KSeF (Poland): FA(3) P_1M, the place of issue (no EN 16931 term). */
  miejsceWystawienia?: string;
  /** KSeF (Poland): FA(3) Stopka/Rejestry, the seller's numbers in other registers (no EN 16931 term). */
  rejestry?: KsefRejestr[];
  /** KSeF (Poland): FA(3) PrzyczynaKorekty, a correction's reason in words. */
  przyczynaKorekty?: string;
  /** KSeF (Poland): FA(3) TypKorekty, when a correction takes effect (1, 2 or 3). */
  typKorekty?: number;
  /** KSeF (Poland): FA(3) DodatkowyOpis without NrWiersza (a line's are its attributes). */
  dodatkowyOpis?: { key: string; value: string }[];
  /** KSeF (Poland): FA(3) OkresFaKorygowanej, the period a correction's rebate applies to. */
  okresFaKorygowanej?: string;
  /** KSeF (Poland): FA(3) FP 1, an invoice for a sale recorded on a fiscal receipt. */
  fakturaDoParagonu?: boolean;
  /** KSeF (Poland): FA(3) TP 1, buyer and seller are related parties. */
  podmiotyPowiazane?: boolean;
  /** KSeF (Poland): FA(3) Zamowienie, the order of an advance invoice (ZAL, KOR_ZAL). */
  zamowienie?: KsefZamowienie;
  /** KSeF (Poland): FA(3) P_15ZK, a KOR_ZAL's amount paid (a KOR_ROZ's amount due) before the correction. */
  kwotaPrzedKorekta?: Decimal;
  /** KSeF (Poland): FA(3) Adnotacje P_16 1 (cash accounting), P_18A 1 (split payment), P_23 1 (simplified triangular procedure). */
  metodaKasowa?: boolean;
  mechanizmPodzielonejPlatnosci?: boolean;
  proceduraUproszczona?: boolean;
  /** KSeF (Poland): FA(3) Platnosc/Zaplacono 1 with DataZaplaty, the date of the payment in full. */
  dataZaplaty?: string;
  /** KSeF (Poland): FA(3) Podmiot2K, a correction's buyers as the corrected invoice states them. */
  podmiot2k?: Party[];
  /** KSeF (Poland): FA(3) WarunkiTransakcji/NrPartiiTowaru, the goods' batch numbers. */
  nrPartiiTowaru?: string[];
  /** KSeF (Poland): FA(3) Rozliczenie, further charges and deductions beside the total. */
  rozliczenie?: KsefRozliczenie;
  /** KSeF (Poland): FA(3) Zalacznik, the structured attachment. */
  zalacznik?: KsefZalacznik;
  /**
   * KSeF (Poland): the FA(3) gross method (art. 106e ust. 7-8): every line's unitPrice is a
   * price with VAT (P_9B) and its value gross (P_11A); each line's BT-131 is its net share
   * (gross-lines.ts).
   */
  pricesIncludeVat?: boolean;
  /** BT-18 invoiced object identifier with scheme. */
  invoicedObject?: Identifier;
  /** Factur-X EXTENDED further BT-18 invoiced objects, after `invoicedObject`. */
  furtherInvoicedObjects?: Identifier[];
  /** BT-22 further notes with BT-21 subject codes (after `note`). */
  additionalNotes?: { text: string; subjectCode?: string; contentCode?: string }[];
  /** BG-3 preceding invoices (BT-25 number, BT-26 date; KSeF: the corrected invoice's KSeF number, NrKSeFFaKorygowanej). */
  precedingInvoices?: { number: string; date?: string; ksefNumber?: string; uuid?: string }[];
  /** PINT OM BTOM-004 seller UUID (UBL AccountingSupplierParty/cbc:AdditionalAccountID). */
  sellerUuid?: string;
  /** PINT OM BTOM-005 … BTOM-013 the third party issuing for the seller (UBL cac:AgentParty). */
  thirdParty?: { name?: string; vatId?: string; address?: PostalAddress };
  /** PINT OM BTOM-021 customs declaration number (UBL cac:Delivery/cac:Shipment/cbc:ID). */
  customsDeclarationNumber?: string;
  /** PINT OM BTOM-030 import date (UBL cac:Shipment/cac:Delivery/cbc:ActualDeliveryDate). */
  importDate?: string;
  /**
   * The INCOTERMS of the delivery: PINT OM BTOM-022 (UBL cac:Delivery/cac:DeliveryTerms/cbc:ID,
   * CL-09-OM); EXTENDED-CTC-FR document level (CII ApplicableTradeDeliveryTerms, UBL root
   * cac:DeliveryTerms, BR-FREXT-CL-27).
   */
  incoterms?: string;
  /** EXTENDED-CTC-FR: the named place of the document-level INCOTERMS. */
  incotermsLocation?: string;
  /** PINT OM BTOM-020 profit margin total amount due in OMR (UBL AdditionalDocumentReference PM_TOTAL). */
  profitMarginTotal?: Decimal;
  /** PINT OM BTOM-003, EXTENDED-CTC-FR BT-167: exchange rate from BT-5 to BT-6 (UBL cac:TaxExchangeRate, CII TaxApplicableTradeCurrencyExchange). */
  taxExchangeRate?: Decimal;
  /** EXTENDED-CTC-FR EXT-FR-FE-192: the date of that rate (YYYY-MM-DD). */
  taxExchangeRateDate?: string;
  /** PINT OM BTOM-027 / BTOM-014 the prepayment invoices deducted (UBL AdditionalDocumentReference type PDR). */
  prepaymentInvoices?: { number: string; uuid: string }[];
  /** PINT ibg-35: the payments received before the invoice that BT-113 totals (UBL cac:PrepaidPayment). */
  prepaidPayments?: PrepaidPayment[];
  /** BG-14 invoicing period. */
  invoicingPeriod?: Period;
  /** Factur-X EXTENDED: the invoicee (CII InvoiceeTradeParty). */
  invoicee?: { name: string; identifiers?: Identifier[]; address?: PostalAddress };
  /** BG-10 payee (BT-59 name, BT-60 identifier, BT-61 legal registration). */
  payee?: {
    name: string;
    identifier?: Identifier;
    legalRegistration?: Identifier;
    /** Factur-X EXTENDED: the payee's postal address. */
    address?: PostalAddress;
  };
  /** BG-11 seller tax representative (BT-62 name, BT-63 VAT id, BG-12 address). */
  taxRepresentative?: { name: string; vatId: string; address: PostalAddress };
  /** BG-13 delivery (BT-70 party name, BT-71 location, BG-15 address); the date is deliveryDate. */
  delivery?: DeliverTo;
  /** BG-20 document allowances. */
  allowances?: DocumentAllowanceChargeInput[];
  /** BG-21 document charges. */
  charges?: DocumentAllowanceChargeInput[];
  /** BG-24 additional supporting documents. */
  attachments?: Attachment[];
  /** BT-113 paid amount. */
  paidAmount?: Decimal;
  /** BT-114 rounding amount. */
  roundingAmount?: Decimal;
  /** FatturaPA DatiBollo/ImportoBollo: the stamp duty paid virtually (no amount of the invoice). */
  importoBollo?: Decimal;
  /** BT-110 as a MINIMUM document states it (several rates, no BG-23): BT-110 and what follows from it; a difference is reported. */
  statedVatTotal?: Decimal;
  /** BT-120 / BT-121 exemption reasons by category, replacing the category table's defaults. */
  vatExemptions?: { category: string; reason?: string; reasonCode?: string }[];
  /**
   * BG-23 amounts as a document states them (BT-116 / BT-117 of the group BT-118 / BT-119):
   * written and counted as stated; a difference to the computed amount is reported.
   */
  statedVatBreakdown?: StatedVatBreakdown[];
}

/** The stated BT-116 / BT-117 of one BG-23 group (category and rate as in VatBreakdown). */
export interface StatedVatBreakdown {
  /** BT-118. */
  category: string;
  /** BT-119 (0 when the document states none). */
  rate: Decimal;
  /** BT-116 as stated. */
  taxableAmount?: Decimal;
  /** BT-117 as stated. */
  taxAmount?: Decimal;
  /** The group's VAT in the accounting currency (BT-111 per group; KSeF FA(3) P_14_xW, in PLN). */
  taxCurrencyTaxAmount?: Decimal;
  /** The sub-invoice (BT-128 scheme AFL) of a multi-vendor invoice's group (its BT-120 starts with #number#). */
  subInvoice?: string;
  /**
   * BT-120 / BT-121 as read (without a sub-invoice's #number#): which of several groups of one
   * category and rate a document states (EXTENDED-CTC-FR, a line's own exemption reason).
   */
  exemptionReason?: string;
  exemptionReasonCode?: string;
}

/** A line with its computed amounts. */
export interface CalculatedLine extends LineInput {
  /** BT-151 VAT category code, resolved (given code upper-cased, else S for rate > 0, Z for 0). */
  taxCategory: string;
  /** BT-152 as applied: 0 for the zero-rate categories (Z, E, AE, K, G, O) whatever was given. */
  vatRate: Decimal;
  /** BT-152 as given when the category made it 0 (PINT AE states its reverse charge at the standard rate). */
  givenVatRate?: Decimal;
  /** True when BT-151 was not given but derived from the rate (S above 0, Z at 0). */
  taxCategoryDerived?: boolean;
  /**
   * BT-131 line net amount: as stated (statedNetAmount) when given, else computedNetAmount. For
   * an EXTENDED group line: 0 in the totals.
   */
  netAmount: Decimal;
  /**
   * BT-131 by the line formula of EN 16931-1 (informative, no business rule checks it): BT-129 ×
   * BT-146 ÷ BT-149 (rounded to 2 decimals half-up) − Σ BT-136 + Σ BT-141. A stated amount that
   * differs is used as stated and reported (domain warning BT-131), never silently. calculate()
   * always sets it; absent (a line built by hand), it is netAmount.
   */
  computedNetAmount?: Decimal;
  /**
   * KSeF FA(3) P_11A of a line of a gross-method invoice (pricesIncludeVat): BT-129 × the gross
   * unit price (rounded to 2 decimals half-up) − Σ BT-136; netAmount is then its net share.
   */
  grossAmount?: Decimal;
  /** BG-27 with amounts computed. */
  allowances: CalculatedAllowanceCharge[];
  /** BG-28 with amounts computed. */
  charges: CalculatedAllowanceCharge[];
  /**
   * EXT-FR-FE-181 of a multi-vendor or two-way invoice's group line without a parent: its
   * sub-invoice's VAT total, as stated (statedVatTotal) when given, else the computed one.
   */
  vatTotal?: Decimal;
  /** EXT-FR-FE-181 as computed: Σ BT-117 of the BG-23 groups of the line's sub-invoice (BR-FR-MV-09). */
  computedVatTotal?: Decimal;
}

/** BG-23 VAT breakdown, one per category and rate (and sub-invoice, sub-invoices.ts). */
export interface VatBreakdown {
  /** BT-118 VAT category code. */
  category: string;
  /** BT-119 VAT category rate in percent. */
  rate: Decimal;
  /** BT-116 taxable amount: sum of BT-131 of the lines in this category and rate. */
  taxableAmount: Decimal;
  /** BT-117 tax amount: BT-116 × BT-119 / 100, rounded to 2 decimals half-up. */
  taxAmount: Decimal;
  /** BT-116 / BT-117 as computed, where a stated amount (statedVatBreakdown) took their place. */
  computed?: { taxableAmount: Decimal; taxAmount: Decimal };
  /** The group's VAT in the accounting currency as stated (BT-111 per group; KSeF FA(3) P_14_xW). */
  taxCurrencyTaxAmount?: Decimal;
  /** BT-120 exemption reason text (required for E, AE, K, G, O: BR-E-10, BR-AE-10, ...). */
  exemptionReason?: string;
  /** BT-121 exemption reason code (VATEX). */
  exemptionReasonCode?: string;
  /**
   * The exemption reason is the category's default (tax-category.ts), not one the invoice states:
   * a format whose rules ask none for the category leaves it out (UblProfile.exemptCategories).
   */
  exemptionDefaulted?: boolean;
  /** The sub-invoice (BT-128 scheme AFL) of a multi-vendor or two-way invoice this group belongs to (BR-FR-MV-09). */
  subInvoice?: string;
}

/** BG-22 document totals. */
export interface DocumentTotals {
  /** BT-106 sum of line net amounts (BR-CO-10). */
  lineTotal: Decimal;
  /** BT-107 sum of allowances on document level (BR-CO-11). */
  allowanceTotal: Decimal;
  /** BT-108 sum of charges on document level (BR-CO-12). */
  chargeTotal: Decimal;
  /** BT-109 total without VAT = BT-106 − BT-107 + BT-108 (BR-CO-13). */
  taxExclusive: Decimal;
  /** BT-110 total VAT = sum of BT-117 (BR-CO-14), rounded to 2 decimals when a stated BT-117 has more. */
  taxTotal: Decimal;
  /** BT-112 total with VAT = BT-109 + BT-110 (BR-CO-15). */
  taxInclusive: Decimal;
  /** BT-113 paid amount. */
  prepaid: Decimal;
  /** BT-114 rounding amount. */
  rounding: Decimal;
  /** BT-115 amount due = BT-112 − BT-113 + BT-114 (BR-CO-16). */
  payable: Decimal;
}

/** An invoice with every derived value: what the writers and the renderer consume. */
export interface CalculatedInvoice extends Omit<InvoiceInput, 'lines' | 'allowances' | 'charges'> {
  lines: CalculatedLine[];
  /** BG-20 with amounts, categories and rates resolved. */
  allowances: CalculatedDocumentAllowanceCharge[];
  /** BG-21 with amounts, categories and rates resolved. */
  charges: CalculatedDocumentAllowanceCharge[];
  /** BG-23, ordered by category then rate (descending). */
  vatBreakdown: VatBreakdown[];
  /** BG-22. */
  totals: DocumentTotals;
}
