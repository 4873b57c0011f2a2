/**
 * The domain invoice in the public JSON shape that generate accepts (snake_case, amounts as
 * plain numbers, IBAN without spaces, empty fields omitted), so that a retrieved invoice can be
 * edited and generated again. Every value is returned as the document has it (a contact
 * e-mail that is no e-mail address too: generate warns about it).
 */
import type { Decimal } from '../domain/decimal.js';
import type {
  AllowanceChargeInput,
  DeliverTo,
  DocumentAllowanceChargeInput,
  Identifier,
  InvoiceInput,
  LineInput,
  Party,
  PaymentTermsAdjustment,
  Period,
  PostalAddress,
} from '../domain/model.js';
import { isValidLeitwegId } from '../domain/codelists/index.js';
import { deriveTaxCategory } from '../domain/tax-category.js';
import { followsGermanCius } from '../formats/index.js';

/** The address object of the public API (BG-4 / BG-7). */
export interface PublicParty {
  name?: string;
  vat_id?: string;
  street?: string;
  city?: string;
  postal_code?: string;
  country?: string;
  email?: string;
  phone?: string;
  peppol_id?: string;
  codice_fiscale?: string;
  codice_destinatario?: string;
  pec?: string;
  /** FatturaPA RegimeFiscale (seller). */
  regime_fiscale?: string;
  industry_classification_code?: string;
  industry_classification_name?: string;
  id_nabywcy?: string;
  trading_name?: string;
  identifiers?: PublicIdentifier[];
  legal_registration?: PublicIdentifier;
  tax_registration_id?: string;
  tax_registration_scheme?: string;
  legal_info?: string;
  address_line2?: string;
  address_line3?: string;
  country_subdivision?: string;
  /** PINT OM BTOM-024 / BTOM-026. */
  country_subdivision_code?: string;
  contact_name?: string;
  legal_registration_authority_type?: string;
  legal_registration_authority?: string;
}

/** Identifier (BT-18, BT-29, BT-30, …) with its scheme. */
export interface PublicIdentifier {
  id: string;
  scheme?: string;
}

/** An address of a party other than seller and buyer (BG-12, BG-15). */
export interface PublicAddress {
  street?: string;
  address_line2?: string;
  address_line3?: string;
  city?: string;
  postal_code?: string;
  country_subdivision?: string;
  /** PINT OM: the deliver-to special zone code. */
  country_subdivision_code?: string;
  country?: string;
}

/** BG-27/28 (and, with category and rate, BG-20/21). */
export interface PublicAllowanceCharge {
  amount?: number;
  base_amount?: number;
  percentage?: number;
  tax_category?: string;
  vat_rate?: number;
  reason?: string;
  reason_code?: string;
  sub_invoice?: string;
}

/** The line item object of the public API (BG-25). */
export interface PublicItem {
  description: string;
  /** EXTENDED-CTC-FR: the line's despatch advice, its line (EXT-FR-FE-141) and date (201). */
  despatch_advice_reference?: string;
  despatch_advice_line?: string;
  despatch_advice_date?: string;
  /** Factur-X EXTENDED: the line's delivery note, its line and date. */
  delivery_note_reference?: string;
  delivery_note_line?: string;
  delivery_note_date?: string;
  /** Factur-X EXTENDED: the line's quotation, its line and date. */
  quotation_reference?: string;
  quotation_line?: string;
  quotation_date?: string;
  package_quantity?: number;
  package_unit?: string;
  delivery?: PublicDeliverTo;
  product_instances?: { batch_id?: string; serial_id?: string }[];
  included_products?: {
    name: string;
    description?: string;
    global_ids?: PublicIdentifier[];
    id?: string;
    seller_id?: string;
    buyer_id?: string;
    industry_id?: string;
    quantity?: number;
    unit?: string;
  }[];
  quantity: number;
  unit?: string;
  unit_price: number;
  vat_rate?: number;
  natura?: string;
  tax_category?: string;
  id?: string;
  note?: string;
  object_identifier?: PublicIdentifier;
  further_object_identifiers?: PublicIdentifier[];
  /** PINT ibg-36: the line's further document references (ibt-188, ibt-189). */
  document_references?: { id: string; type_code?: string; scheme?: string }[];
  period?: Period;
  order_line_reference?: string;
  accounting_cost?: string;
  allowances?: PublicAllowanceCharge[];
  charges?: PublicAllowanceCharge[];
  gross_price?: number;
  price_discount?: number;
  further_price_discounts?: number[];
  further_price_discount_reasons?: string[];
  base_quantity?: number;
  base_quantity_unit?: string;
  gross_base_quantity?: number;
  item_description?: string;
  seller_item_id?: string;
  buyer_item_id?: string;
  standard_item_id?: PublicIdentifier;
  classifications?: { code: string; list_id: string; list_version?: string }[];
  origin_country?: string;
  attributes?: {
    name?: string;
    value?: string;
    code?: string;
    value_quantity?: number;
    value_unit?: string;
  }[];
  parent_line_id?: string;
  line_status?: string;
  net_amount?: number;
  tourism_tax_amount?: number;
  vat_exemption_reason_code?: string;
  vat_exemption_reason?: string;
  reverse_charge_goods_type?: string;
  commodity_code?: string;
  /** EXTENDED-CTC-FR line seller (EXT-FR-FE-164 to 177). */
  seller?: {
    name: string;
    identifiers?: PublicIdentifier[];
    legal_registration?: PublicIdentifier;
    vat_id?: string;
    country?: string;
  };
  /** EXTENDED-CTC-FR EXT-FR-FE-181 / 182: a sub-invoice's VAT total on its group line. */
  vat_total_amount?: number;
  tax_currency_vat_total_amount?: number;
  /** EXTENDED-CTC-FR EXT-FR-FE-136 / 138: a sub-invoice's preceding invoice. */
  preceding_invoice?: { number: string; date?: string };
  /** KSeF FA(3) UU_ID, GTU, P_6A, PKWiU, CN, PKOB and KursWaluty. */
  uu_id?: string;
  gtu?: string;
  data_dostawy?: string;
  pkwiu?: string;
  cn?: string;
  pkob?: string;
  kurs_waluty?: number;
}

/** BG-16 payment instructions of the public API. */
export interface PublicPayment {
  iban?: string;
  bic?: string;
  terms?: string;
  means_code?: string;
  means_text?: string;
  remittance_information?: string;
  account_name?: string;
  /** FatturaPA CondizioniPagamento. */
  condizioni_pagamento?: string;
  bank_name?: string;
  account_description?: string;
  factor_account?: boolean;
  credit_transfers?: {
    account_id: string;
    account_name?: string;
    bic?: string;
    payment_reference?: string;
    means_code?: string;
    means_text?: string;
  }[];
  card?: {
    pan_last_digits: string;
    holder_name?: string;
    network_id?: string;
    means_code?: string;
    means_text?: string;
  };
  direct_debit?: {
    mandate_reference?: string;
    creditor_id?: string;
    debited_account?: string;
    means_code?: string;
    means_text?: string;
  };
  discount_terms?: PublicTermsAdjustment;
  penalty_terms?: PublicTermsAdjustment;
  further_terms?: {
    description?: string;
    due_date?: string;
    discount_terms?: PublicTermsAdjustment;
    penalty_terms?: PublicTermsAdjustment;
  }[];
  means_id?: string;
  terms_installment?: { amount?: number; due_date?: string; payment_means_id?: string };
}

/** A deliver-to party: BG-13, or a line's (Factur-X EXTENDED). */
export interface PublicDeliverTo {
  party_name?: string;
  location?: PublicIdentifier;
  address?: PublicAddress;
  department?: string;
  electronic_address?: string;
  vat_id?: string;
}

/** A payment term's cash discount or penalty (Factur-X EXTENDED). */
export interface PublicTermsAdjustment {
  basis_date?: string;
  basis_period?: number;
  basis_period_unit?: string;
  basis_amount?: number;
  percent?: number;
  amount?: number;
}

/** The invoice object of the public API. */
export interface PublicInvoice {
  number: string;
  date: string;
  due_date?: string;
  delivery_date?: string;
  currency?: string;
  notes?: string;
  seller: PublicParty;
  buyer: PublicParty;
  items: PublicItem[];
  payment?: PublicPayment;
  leitweg_id?: string;
  buyer_reference?: string;
  tipo_documento?: string;
  tax_scheme?: string;
  type_code?: string;
  tax_point_date?: string;
  tax_point_date_code?: string;
  tax_currency?: string;
  tax_currency_vat_total?: number;
  tax_currency_total_without_tax?: number;
  tax_currency_total_with_tax?: number;
  billing_frequency?: string;
  credit_note_reason_code?: string;
  accounting_cost?: string;
  project_reference?: string;
  contract_reference?: string;
  purchase_order_reference?: string;
  sales_order_reference?: string;
  sales_order_date?: string;
  delivery_note_reference?: string;
  delivery_note_date?: string;
  document_name?: string;
  test_indicator?: boolean;
  project_name?: string;
  receiving_advice_reference?: string;
  despatch_advice_reference?: string;
  tender_reference?: string;
  business_process?: string;
  invoiced_object?: PublicIdentifier;
  beneficiary?: PublicIdentifier;
  principal?: PublicIdentifier;
  further_invoiced_objects?: PublicIdentifier[];
  invoice_notes?: { text: string; subject_code?: string; content_code?: string }[];
  preceding_invoices?: { number: string; date?: string }[];
  invoicing_period?: Period;
  invoicee?: { name: string; identifiers?: PublicIdentifier[]; address?: PublicAddress };
  payee?: {
    name: string;
    identifier?: PublicIdentifier;
    legal_registration?: PublicIdentifier;
    address?: PublicAddress;
  };
  tax_representative?: { name: string; vat_id: string; address: PublicAddress };
  delivery?: PublicDeliverTo;
  allowances?: PublicAllowanceCharge[];
  charges?: PublicAllowanceCharge[];
  attachments?: {
    id: string;
    description?: string;
    url?: string;
    content_base64?: string;
    mime_code?: string;
    filename?: string;
  }[];
  paid_amount?: number;
  vat_total?: number;
  rounding_amount?: number;
  /** FatturaPA DatiBollo/ImportoBollo. */
  importo_bollo?: number;
  vat_exemptions?: { tax_category: string; reason?: string; reason_code?: string }[];
  vat_breakdown?: {
    tax_category: string;
    vat_rate?: number;
    taxable_amount?: number;
    tax_amount?: number;
  }[];
}

function num(d: Decimal): number;
function num(d: Decimal | undefined): number | undefined;
function num(d: Decimal | undefined): number | undefined {
  return d?.toNumber();
}

function compact<T extends object>(o: T): T {
  for (const [k, v] of Object.entries(o)) {
    if (
      v === undefined ||
      v === '' ||
      (Array.isArray(v) && v.length === 0) ||
      (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0)
    ) {
      delete (o as Record<string, unknown>)[k];
    }
  }
  return o;
}

function party(p: Party): PublicParty {
  return compact({
    name: p.name, // BT-27 / BT-44
    vat_id: p.vatId, // BT-31 / BT-48 as the document has it (generate accepts it with spaces)
    street: p.street, // BT-35 / BT-50
    city: p.city, // BT-37 / BT-52
    postal_code: p.postalCode, // BT-38 / BT-53
    country: p.country, // BT-40 / BT-55
    email: p.email, // BT-43 / BT-58 as the document has it (generate warns when it is no e-mail address)
    phone: p.phone, // BT-42 / BT-57
    peppol_id: p.electronicAddress
      ? `${p.electronicAddress.scheme}:${p.electronicAddress.id}`
      : undefined, // BT-34 / BT-49
    codice_fiscale: p.codiceFiscale,
    codice_destinatario: p.codiceDestinatario,
    pec: p.pec,
    regime_fiscale: p.regimeFiscale,
    industry_classification_code: p.industryClassificationCode, // PINT MY MSIC
    industry_classification_name: p.industryClassificationName,
    id_nabywcy: p.idNabywcy, // KSeF FA(3) IDNabywcy
    trading_name: p.tradingName, // BT-28 / BT-45
    identifiers: p.identifiers?.map(ident), // BT-29 / BT-46
    legal_registration: p.legalRegistration && ident(p.legalRegistration), // BT-30 / BT-47
    tax_registration_id: p.taxRegistrationId, // BT-32
    tax_registration_scheme: p.taxRegistrationScheme, // its tax scheme as written
    legal_info: p.legalInfo, // BT-33
    address_line2: p.addressLine2, // BT-36 / BT-51
    address_line3: p.addressLine3, // BT-162 / BT-163
    country_subdivision: p.countrySubdivision, // BT-39 / BT-54
    country_subdivision_code: p.countrySubdivisionCode, // PINT OM BTOM-024 / BTOM-026
    contact_name: p.contactName, // BT-41 / BT-56
    legal_registration_authority_type: p.legalRegistrationAuthorityType, // PINT AE BTAE-12 / BTAE-11
    legal_registration_authority: p.legalRegistrationAuthority, // PINT AE BTAE-15 / BTAE-16
  });
}

function ident(i: Identifier): PublicIdentifier {
  return compact({ id: i.id, scheme: i.scheme });
}

function address(a: PostalAddress): PublicAddress {
  return compact({
    street: a.street,
    address_line2: a.addressLine2,
    address_line3: a.addressLine3,
    city: a.city,
    postal_code: a.postalCode,
    country_subdivision: a.countrySubdivision,
    country_subdivision_code: a.countrySubdivisionCode, // PINT OM deliver-to zone
    country: a.country,
  });
}

function allowanceCharge(
  a: AllowanceChargeInput | DocumentAllowanceChargeInput,
): PublicAllowanceCharge {
  const d = a as DocumentAllowanceChargeInput;
  return compact({
    amount: num(a.amount),
    base_amount: num(a.baseAmount),
    percentage: num(a.percentage),
    tax_category: d.taxCategory,
    vat_rate: num(d.vatRate),
    reason: a.reason,
    reason_code: a.reasonCode,
    sub_invoice: d.subInvoice, // multi-vendor: the #number# of BT-173 / BT-175
  });
}

function period(p: Period | undefined): Period | undefined {
  return p && compact({ start: p.start, end: p.end });
}

/** EXTENDED-CTC-FR line seller (EXT-FR-FE-164 name, 167 legal id, 177 country). */
function lineSeller(s: NonNullable<LineInput['seller']>): PublicItem['seller'] {
  return compact({
    name: s.name,
    identifiers: s.identifiers?.map(ident),
    legal_registration: s.legalRegistration && ident(s.legalRegistration),
    vat_id: s.vatId,
    country: s.country,
  });
}

function item(l: LineInput, index: number): PublicItem {
  // BT-151 is left out when it is what generate derives anyway (S for a positive rate, Z for 0).
  const derived = deriveTaxCategory(undefined, l.vatRate);
  return compact({
    description: l.description, // BT-153
    quantity: num(l.quantity), // BT-129
    unit: l.unitCode, // BT-130
    unit_price: num(l.unitPrice), // BT-146
    vat_rate: num(l.vatRate), // BT-152
    natura: l.natura,
    tax_category: l.taxCategory === derived ? undefined : l.taxCategory, // BT-151
    id: l.id !== String(index + 1) ? l.id : undefined, // BT-126, when not the position
    note: l.note, // BT-127
    object_identifier: l.objectIdentifier && ident(l.objectIdentifier), // BT-128
    further_object_identifiers: l.furtherObjectIdentifiers?.map(ident), // BT-128 (EXTENDED-CTC-FR, further)
    document_references: l.documentReferences?.map((r) =>
      compact({ id: r.id, type_code: r.typeCode, scheme: r.scheme }),
    ), // PINT ibg-36
    period: period(l.period), // BG-26
    order_line_reference: l.orderLineReference, // BT-132
    accounting_cost: l.accountingCost, // BT-133
    allowances: l.allowances?.map(allowanceCharge), // BG-27
    charges: l.charges?.map(allowanceCharge), // BG-28
    gross_price: num(l.grossPrice), // BT-148
    price_discount: num(l.priceDiscount), // BT-147
    price_discount_reason_code: l.priceDiscountReasonCode, // EXT-FR-FE-195
    price_discount_reason: l.priceDiscountReason, // EXT-FR-FE-196
    purchase_order_reference: l.purchaseOrderReference, // IBT-183
    purchase_order_date: l.purchaseOrderDate, // EXT-FR-FE-200
    despatch_advice_reference: l.despatchAdviceReference, // EXTENDED-CTC-FR
    despatch_advice_line: l.despatchAdviceLine, // EXT-FR-FE-141
    despatch_advice_date: l.despatchAdviceDate, // EXT-FR-FE-201
    delivery_note_reference: l.deliveryNoteReference, // Factur-X EXTENDED
    delivery_note_line: l.deliveryNoteLine,
    delivery_note_date: l.deliveryNoteDate,
    quotation_reference: l.quotationReference, // Factur-X EXTENDED
    quotation_line: l.quotationLine,
    quotation_date: l.quotationDate,
    package_quantity: num(l.packageQuantity), // Factur-X EXTENDED
    package_unit: l.packageUnit,
    delivery: l.delivery && deliverTo(l.delivery), // Factur-X EXTENDED ShipToTradeParty
    product_instances: l.productInstances?.map((p) =>
      compact({ batch_id: p.batchId, serial_id: p.serialId }),
    ), // Factur-X EXTENDED IndividualTradeProductInstance
    included_products: l.includedProducts?.map((p) =>
      compact({
        name: p.name, // Factur-X EXTENDED IncludedReferencedProduct
        description: p.description,
        global_ids: p.globalIds?.map(ident),
        id: p.id,
        seller_id: p.sellerId,
        buyer_id: p.buyerId,
        industry_id: p.industryId,
        quantity: num(p.quantity),
        unit: p.unit,
      }),
    ),
    incoterms: l.incoterms, // EXTENDED-CTC-FR line INCOTERMS
    incoterms_location: l.incotermsLocation,
    further_price_discounts: l.furtherPriceDiscounts?.map((d) => d.toNumber()), // BT-147 (EXTENDED, further)
    further_price_discount_reasons: l.furtherPriceDiscountReasons, // and their reasons
    base_quantity: num(l.baseQuantity), // BT-149
    base_quantity_unit: l.baseQuantityUnit, // BT-150
    gross_base_quantity: num(l.grossBaseQuantity), // BT-149-1
    item_description: l.itemDescription, // BT-154
    seller_item_id: l.sellerItemId, // BT-155
    buyer_item_id: l.buyerItemId, // BT-156
    standard_item_id: l.standardItemId && ident(l.standardItemId), // BT-157
    classifications: l.classifications?.map((c) =>
      compact({ code: c.code, list_id: c.listId, list_version: c.listVersion }),
    ), // BT-158
    origin_country: l.originCountry, // BT-159
    // BG-32 with EXT-FR-FE-159 / 160 / 161; '' left out (BR-FREXT-54-1 / 54-2 let them be).
    attributes: l.attributes?.map((a) =>
      compact({
        name: a.name || undefined,
        value: a.value || undefined,
        code: a.code,
        value_quantity: num(a.valueQuantity),
        value_unit: a.valueUnit,
      }),
    ),
    parent_line_id: l.parentLineId, // EXTENDED ParentLineID
    line_status: l.lineStatus, // EXTENDED LineStatusReasonCode
    net_amount: num(l.statedNetAmount), // BT-131 as stated: generate reports any difference
    tourism_tax_amount: num(l.tourismTaxAmount), // PINT MY tourism tax (TTX)
    vat_exemption_reason_code: l.exemptionReasonCode, // PINT ibt-186
    vat_exemption_reason: l.exemptionReason, // PINT ibt-185
    reverse_charge_goods_type: l.reverseChargeGoodsType, // PINT AE BTAE-09
    commodity_code: l.commodityCode, // UBL CommodityCode (PINT AE BTAE-13, OM BTOM-019)
    industry_classification_code: l.industryClassificationCode, // PINT OM BTOM-033
    hr_tax_category: l.hrTaxCategory, // HR-CIUS HR-BT-12
    uu_id: l.uuId, // KSeF FA(3) UU_ID
    gtu: l.gtu, // KSeF FA(3) GTU
    data_dostawy: l.dataDostawy, // KSeF FA(3) P_6A
    pkwiu: l.pkwiu, // KSeF FA(3) PKWiU
    cn: l.cn, // KSeF FA(3) CN
    pkob: l.pkob, // KSeF FA(3) PKOB
    kurs_waluty: num(l.kursWaluty), // KSeF FA(3) KursWaluty
    tax_scheme: l.taxScheme, // UBL ClassifiedTaxCategory/TaxScheme/ID (CIUS-PT BOL)
    seller: l.seller && lineSeller(l.seller), // EXTENDED-CTC-FR EXT-FR-FE-164..177
    vat_total_amount: num(l.statedVatTotal), // EXT-FR-FE-181 as stated
    tax_currency_vat_total_amount: num(l.taxCurrencyVatTotal), // EXT-FR-FE-182
    preceding_invoice:
      l.precedingInvoice &&
      compact({ number: l.precedingInvoice.number, date: l.precedingInvoice.date }), // EXT-FR-FE-136, 138
  });
}

function payment(p: NonNullable<InvoiceInput['payment']>): PublicPayment {
  return compact({
    iban: p.iban?.replace(/\s+/g, ''), // BT-84
    bic: p.bic, // BT-86
    terms: p.terms, // BT-20
    means_code: p.meansCode, // BT-81
    means_text: p.meansText, // BT-82
    remittance_information: p.remittanceInformation, // BT-83
    account_name: p.accountName, // BT-85
    account_scheme: p.accountScheme, // ibt-084-1
    condizioni_pagamento: p.condizioniPagamento,
    bank_name: p.bankName, // KSeF NazwaBanku
    account_description: p.accountDescription, // KSeF OpisRachunku
    factor_account: p.factorAccount || undefined, // KSeF RachunekBankowyFaktora
    credit_transfers: p.creditTransfers?.map((c) =>
      compact({
        account_id: c.accountId,
        account_name: c.accountName,
        account_scheme: c.accountScheme, // ibt-084-1
        bic: c.bic,
        payment_reference: c.paymentReference, // BT-83 of this account
        means_code: c.meansCode, // BT-81 of its payment means
        means_text: c.meansText, // BT-82 of its payment means
      }),
    ), // BG-17
    // BG-18 with the card network.
    card:
      p.card &&
      compact({
        pan_last_digits: p.card.panLastDigits,
        holder_name: p.card.holderName,
        network_id: p.card.networkId,
        means_code: p.card.meansCode,
        means_text: p.card.meansText, // BT-82 of its own payment means
      }),
    direct_debit:
      p.directDebit &&
      compact({
        mandate_reference: p.directDebit.mandateReference,
        creditor_id: p.directDebit.creditorId,
        debited_account: p.directDebit.debitedAccount,
        means_code: p.directDebit.meansCode,
        means_text: p.directDebit.meansText, // BT-82 of its own payment means
      }), // BG-19
    discount_terms: termsAdjustment(p.discountTerms), // EXTENDED
    penalty_terms: termsAdjustment(p.penaltyTerms),
    further_terms: p.furtherTerms?.map((t) =>
      compact({
        description: t.description, // BT-20 (EXTENDED)
        due_date: t.dueDate, // BT-9 (EXTENDED)
        discount_terms: termsAdjustment(t.discountTerms),
        penalty_terms: termsAdjustment(t.penaltyTerms),
      }),
    ),
    means_id: p.meansId, // PINT ibt-178
    terms_installment:
      p.termsInstallment &&
      compact({
        amount: p.termsInstallment.amount && num(p.termsInstallment.amount), // ibt-176
        due_date: p.termsInstallment.dueDate, // ibt-177
        payment_means_id: p.termsInstallment.paymentMeansId, // ibt-187
      }), // PINT ibg-33
  });
}

/** A deliver-to party (BG-13, or a line's). */
function deliverTo(d: DeliverTo): PublicDeliverTo {
  const endpoint = d.electronicAddress;
  return compact({
    party_name: d.partyName,
    location: d.location && ident(d.location),
    address: d.address && address(d.address),
    department: d.department, // Factur-X EXTENDED
    electronic_address:
      endpoint && (endpoint.scheme ? `${endpoint.scheme}:${endpoint.id}` : endpoint.id),
    vat_id: d.vatId,
  });
}

/** A payment term's cash discount or penalty (Factur-X EXTENDED). */
function termsAdjustment(a: PaymentTermsAdjustment | undefined): PublicTermsAdjustment | undefined {
  return (
    a &&
    compact({
      basis_date: a.basisDate,
      basis_period: num(a.basisPeriod),
      basis_period_unit: a.basisPeriodUnit,
      basis_amount: num(a.basisAmount),
      percent: num(a.percent),
      amount: num(a.amount),
    })
  );
}

/** Options of the conversion. */
export interface PublicInvoiceOptions {
  /** The detected format: for xrechnung a Leitweg-ID in BT-10 is returned as leitweg_id only. */
  format?: string;
}

/**
 * The public invoice JSON for a domain invoice. In an XRechnung, BT-10 is always returned as
 * leitweg_id: it is where XRechnung routes (BR-DE-15) and generate writes leitweg_id back there,
 * even when the value is no valid Leitweg-ID (the KoSIT test suite uses placeholders). Elsewhere
 * BT-10 becomes leitweg_id when it is a valid Leitweg-ID, and buyer_reference always, so the
 * JSON regenerates as XRechnung (needs leitweg_id) and as Peppol (needs buyer_reference).
 */
export function toPublicInvoice(
  input: InvoiceInput,
  options: PublicInvoiceOptions = {},
): PublicInvoice {
  const ref = input.buyerReference; // BT-10
  const germanCius = followsGermanCius(options.format ?? '');
  const leitweg = ref !== undefined && (germanCius || isValidLeitwegId(ref));
  return compact({
    number: input.number, // BT-1
    date: input.issueDate, // BT-2
    due_date: input.dueDate, // BT-9
    delivery_date: input.deliveryDate !== input.issueDate ? input.deliveryDate : undefined, // BT-72, only when it differs
    currency: input.currency, // BT-5
    notes: input.note, // BT-22
    seller: party(input.seller), // BG-4
    buyer: party(input.buyer), // BG-7
    items: input.lines.map((l, i) => item(l, i)), // BG-25
    payment: input.payment ? payment(input.payment) : undefined, // BG-16
    leitweg_id: leitweg ? ref : undefined,
    buyer_reference: leitweg && germanCius ? undefined : ref,
    // A credit note (BT-3 381) comes back as TD04, the public JSON's way to ask generate for one.
    tipo_documento: input.tipoDocumento ?? (input.typeCode === CREDIT_NOTE ? 'TD04' : undefined),
    tax_scheme: input.taxScheme,
    type_code:
      input.typeCode !== '380' && input.typeCode !== CREDIT_NOTE ? input.typeCode : undefined, // BT-3
    tax_point_date: input.taxPointDate, // BT-7
    tax_point_date_code: input.taxPointDateCode, // BT-8
    tax_currency: input.taxCurrency, // BT-6
    tax_currency_vat_total: num(input.taxCurrencyVatTotal), // BT-111
    tax_currency_total_without_tax: num(input.taxCurrencyTotalWithoutTax), // PINT SG BT-SG-001
    tax_currency_total_with_tax: num(input.taxCurrencyTotalWithTax), // PINT SG BT-SG-002
    billing_frequency: input.billingFrequency, // PINT AE BTAE-06
    credit_note_reason_code: input.creditNoteReasonCode, // PINT AE BTAE-03
    transaction_type_flags: input.transactionTypeFlags, // PINT AE BTAE-02 as the document states it
    beneficiary: input.beneficiary && ident(input.beneficiary), // PINT AE BTAE-01
    principal: input.principal && ident(input.principal), // PINT AE BTAE-14
    accounting_cost: input.accountingCost, // BT-19
    project_reference: input.projectReference, // BT-11
    project_name: input.projectName, // CII SpecifiedProcuringProject/Name
    contract_reference: input.contractReference, // BT-12
    contract_date: input.contractDate, // EXT-FR-FE-199
    contract_value: input.contractValue, // PINT AE BTAE-05
    purchase_order_reference: input.purchaseOrderReference, // BT-13
    purchase_order_date: input.purchaseOrderDate, // EXT-FR-FE-197
    sales_order_reference: input.salesOrderReference, // BT-14
    sales_order_date: input.salesOrderDate, // Factur-X EXTENDED
    delivery_note_reference: input.deliveryNoteReference, // Factur-X EXTENDED
    delivery_note_date: input.deliveryNoteDate,
    document_name: input.documentName, // Factur-X EXTENDED
    test_indicator: input.testIndicator || undefined, // Factur-X EXTENDED
    receiving_advice_reference: input.receivingAdviceReference, // BT-15
    despatch_advice_reference: input.despatchAdviceReference, // BT-16
    despatch_advice_date: input.despatchAdviceDate, // EXT-FR-FE-198
    despatch_advice_line: input.despatchAdviceLine, // EXT-FR-FE-141 (document)
    tender_reference: input.tenderReference, // BT-17
    business_process: input.businessProcess, // BT-23
    issue_time: input.issueTime, // HR-CIUS HR-BT-2
    operator_name: input.operatorName, // HR-CIUS HR-BT-4
    operator_oib: input.operatorOib, // HR-CIUS HR-BT-5
    ksef_number: input.ksefNumber, // KSeF number (never in an FA(3) document; kept for symmetry)
    ksef_environment: input.ksefEnvironment,
    rodzaj_faktury: input.rodzajFaktury, // FA(3) RodzajFaktury a type code does not say (closest BT-3)
    podmiot3: input.podmiot3?.map((p) =>
      compact({ party: party(p.party), rola: p.rola, udzial: num(p.udzial) }),
    ), // FA(3) Podmiot3
    miejsce_wystawienia: input.miejsceWystawienia, // FA(3) P_1M
    rejestry: input.rejestry?.map((r) =>
      compact({ pelna_nazwa: r.pelnaNazwa, krs: r.krs, regon: r.regon, bdo: r.bdo }),
    ), // FA(3) Stopka/Rejestry
    przyczyna_korekty: input.przyczynaKorekty, // FA(3) PrzyczynaKorekty
    typ_korekty: input.typKorekty, // FA(3) TypKorekty
    dodatkowy_opis: input.dodatkowyOpis, // FA(3) DodatkowyOpis without NrWiersza
    okres_fa_korygowanej: input.okresFaKorygowanej, // FA(3) OkresFaKorygowanej
    faktura_do_paragonu: input.fakturaDoParagonu || undefined, // FA(3) FP
    podmioty_powiazane: input.podmiotyPowiazane || undefined, // FA(3) TP
    zamowienie: input.zamowienie && {
      value: input.zamowienie.value.toNumber(),
      lines: input.zamowienie.lines.map((l) =>
        compact({
          line_number: l.lineNumber,
          uu_id: l.uuId,
          description: l.description,
          seller_item_id: l.sellerItemId,
          gtin: l.gtin,
          unit: l.unit,
          quantity: num(l.quantity),
          unit_price: num(l.unitPrice),
          net_amount: num(l.netAmount),
          vat_amount: num(l.vatAmount),
          rate_code: l.rateCode,
          gtu: l.gtu,
          before_correction: l.beforeCorrection,
        }),
      ),
    }, // FA(3) Zamowienie
    kwota_przed_korekta: num(input.kwotaPrzedKorekta), // FA(3) P_15ZK
    metoda_kasowa: input.metodaKasowa || undefined, // FA(3) Adnotacje/P_16
    mechanizm_podzielonej_platnosci: input.mechanizmPodzielonejPlatnosci || undefined, // P_18A
    procedura_uproszczona: input.proceduraUproszczona || undefined, // P_23
    data_zaplaty: input.dataZaplaty, // FA(3) Platnosc/Zaplacono, DataZaplaty
    podmiot2k: input.podmiot2k?.map(party), // FA(3) Podmiot2K
    nr_partii_towaru: input.nrPartiiTowaru, // FA(3) NrPartiiTowaru
    rozliczenie: input.rozliczenie && {
      charges: input.rozliczenie.charges.map((c) => ({
        amount: c.amount.toNumber(),
        reason: c.reason,
      })),
      deductions: input.rozliczenie.deductions.map((d) => ({
        amount: d.amount.toNumber(),
        reason: d.reason,
      })),
    }, // FA(3) Rozliczenie
    zalacznik: input.zalacznik && {
      bloki: input.zalacznik.bloki.map((b) =>
        compact({
          naglowek: b.naglowek,
          metadane: b.metadane,
          akapity: b.akapity,
          tabele: b.tabele?.map((t) =>
            compact({
              metadane: t.metadane,
              opis: t.opis,
              kolumny: t.kolumny,
              wiersze: t.wiersze.map((komorki) => ({ komorki })),
              suma: t.suma,
            }),
          ),
        }),
      ),
    }, // FA(3) Zalacznik
    prices_include_vat: input.pricesIncludeVat || undefined, // FA(3) P_9B / P_11A (gross method)
    invoiced_object: input.invoicedObject && ident(input.invoicedObject), // BT-18
    further_invoiced_objects: input.furtherInvoicedObjects?.map(ident), // BT-18 (EXTENDED, further)
    invoice_notes: input.additionalNotes?.map((n) =>
      compact({ text: n.text, subject_code: n.subjectCode, content_code: n.contentCode }),
    ), // BG-1 (BT-21, BT-22)
    preceding_invoices: input.precedingInvoices?.map((r) =>
      compact({ number: r.number, date: r.date, ksef_number: r.ksefNumber, uuid: r.uuid }),
    ), // BG-3
    tax_exchange_rate: num(input.taxExchangeRate), // PINT OM BTOM-003, EXTENDED-CTC-FR BT-167
    tax_exchange_rate_date: input.taxExchangeRateDate, // EXT-FR-FE-192
    seller_uuid: input.sellerUuid, // PINT OM BTOM-004
    third_party: input.thirdParty && {
      name: input.thirdParty.name, // BTOM-005
      vat_id: input.thirdParty.vatId, // BTOM-006
      address: input.thirdParty.address && address(input.thirdParty.address), // BTOM-007 … BTOM-013
    }, // PINT OM
    customs_declaration_number: input.customsDeclarationNumber, // PINT OM BTOM-021
    import_date: input.importDate, // PINT OM BTOM-030
    incoterms: input.incoterms, // PINT OM BTOM-022, EXTENDED-CTC-FR document INCOTERMS
    incoterms_location: input.incotermsLocation, // EXTENDED-CTC-FR
    profit_margin_total: num(input.profitMarginTotal), // PINT OM BTOM-020
    prepayment_invoices: input.prepaymentInvoices?.map((p) => ({
      number: p.number,
      uuid: p.uuid,
    })), // PINT OM BTOM-027, BTOM-014
    prepaid_payments: input.prepaidPayments?.map((p) =>
      compact({
        id: p.id,
        amount: num(p.amount), // ibt-180
        received_date: p.receivedDate, // ibt-181
        paid_date: p.paidDate,
        paid_time: p.paidTime,
        instruction_id: p.instructionId,
      }),
    ), // PINT ibg-35
    invoicing_period: period(input.invoicingPeriod), // BG-14
    invoicee:
      input.invoicee &&
      compact({
        name: input.invoicee.name,
        identifiers: input.invoicee.identifiers?.map(ident),
        address: input.invoicee.address && address(input.invoicee.address),
      }), // Factur-X EXTENDED
    payee:
      input.payee &&
      compact({
        name: input.payee.name,
        identifier: input.payee.identifier && ident(input.payee.identifier),
        legal_registration: input.payee.legalRegistration && ident(input.payee.legalRegistration),
        address: input.payee.address && address(input.payee.address), // Factur-X EXTENDED
      }), // BG-10
    tax_representative: input.taxRepresentative && {
      name: input.taxRepresentative.name,
      vat_id: input.taxRepresentative.vatId,
      address: address(input.taxRepresentative.address),
    }, // BG-11
    delivery: input.delivery && deliverTo(input.delivery), // BG-13
    allowances: input.allowances?.map(allowanceCharge), // BG-20
    charges: input.charges?.map(allowanceCharge), // BG-21
    attachments: input.attachments?.map((a) =>
      compact({
        id: a.id,
        description: a.description,
        url: a.url,
        content_base64: a.contentBase64,
        mime_code: a.mimeCode,
        filename: a.filename,
        uuid: a.uuid, // PINT OM BTOM-023
        type_code: a.typeCode, // PINT
        document_type: a.documentType, // PINT
      }),
    ), // BG-24
    paid_amount: num(input.paidAmount), // BT-113
    vat_total: num(input.statedVatTotal), // BT-110 of a MINIMUM document with several rates
    rounding_amount: num(input.roundingAmount), // BT-114
    importo_bollo: num(input.importoBollo), // FatturaPA DatiBollo
    vat_exemptions: input.vatExemptions?.map((e) =>
      compact({ tax_category: e.category, reason: e.reason, reason_code: e.reasonCode }),
    ), // BT-120 / BT-121
    // BG-23 amounts as stated where the lines compute others (BT-118, BT-119, BT-116, BT-117).
    vat_breakdown: input.statedVatBreakdown?.map((b) =>
      compact({
        tax_category: b.category,
        vat_rate: num(b.rate),
        taxable_amount: num(b.taxableAmount),
        tax_amount: num(b.taxAmount),
        tax_currency_tax_amount: num(b.taxCurrencyTaxAmount), // FA(3) P_14_xW
      }),
    ),
  });
}

/** BT-3 of a credit note. */
const CREDIT_NOTE = '381';
