/**
 * THE public mapping: which field of the public invoice JSON carries which business term. The
 * simple fields of the public API (number, seller.vat_id, items[].unit_price …) and the fields
 * the whole EN 16931 model added (the extension maps, which the carriage check walks to refuse
 * what a target format cannot carry). Rejected documents name the JSON path of a failed rule's
 * terms from here (api/generate/finding-paths.ts), and convert names lost terms from here. Keys are
 * proto field names; values BT/BG ids, or a label where a field is no EN 16931 term (EXTENDED
 * repeats, PINT terms).
 */

/** The public API's own invoice fields → business term. */
export const SIMPLE_INVOICE_TERMS: Readonly<Record<string, string>> = {
  number: 'BT-1',
  date: 'BT-2',
  currency: 'BT-5',
  due_date: 'BT-9',
  buyer_reference: 'BT-10',
  notes: 'BT-22',
  delivery_date: 'BT-72',
  seller: 'BG-4',
  buyer: 'BG-7',
  payment: 'BG-16',
  items: 'BG-25',
};

/** The public API's own party fields → [seller term, buyer term]. */
export const SIMPLE_PARTY_TERMS: Readonly<Record<string, readonly [string, string]>> = {
  name: ['BT-27', 'BT-44'],
  vat_id: ['BT-31', 'BT-48'],
  peppol_id: ['BT-34', 'BT-49'],
  street: ['BT-35', 'BT-50'],
  city: ['BT-37', 'BT-52'],
  postal_code: ['BT-38', 'BT-53'],
  country: ['BT-40', 'BT-55'],
  phone: ['BT-42', 'BT-57'],
  email: ['BT-43', 'BT-58'],
};

/** The public API's own line fields → business term. */
export const SIMPLE_LINE_TERMS: Readonly<Record<string, string>> = {
  quantity: 'BT-129',
  unit: 'BT-130',
  unit_price: 'BT-146',
  tax_category: 'BT-151',
  vat_rate: 'BT-152',
  description: 'BT-153',
  net_amount: 'BT-131',
};

/** The public API's own payment fields → business term. */
export const SIMPLE_PAYMENT_TERMS: Readonly<Record<string, string>> = {
  terms: 'BT-20',
  iban: 'BT-84',
  bic: 'BT-86',
};

/** Invoice fields of the whole-invoice extension → business term. */
export const INVOICE_TERMS: Readonly<Record<string, string>> = {
  type_code: 'BT-3',
  tax_point_date: 'BT-7',
  tax_point_date_code: 'BT-8',
  tax_currency: 'BT-6',
  tax_currency_vat_total: 'BT-111',
  accounting_cost: 'BT-19',
  project_reference: 'BT-11',
  contract_reference: 'BT-12',
  contract_date: 'EXT-FR-FE-199',
  purchase_order_date: 'EXT-FR-FE-197',
  despatch_advice_date: 'EXT-FR-FE-198',
  despatch_advice_line: 'EXT-FR-FE-141',
  purchase_order_reference: 'BT-13',
  sales_order_reference: 'BT-14',
  // Factur-X EXTENDED (extended-fields.ts): no EN 16931 term.
  sales_order_date: 'EXT-SalesOrderDate',
  delivery_note_reference: 'EXT-DeliveryNote',
  delivery_note_date: 'EXT-DeliveryNote',
  document_name: 'EXT-DocumentName',
  test_indicator: 'EXT-TestIndicator',
  invoicee: 'EXT-Invoicee',
  // CII's SpecifiedProcuringProject/Name beside BT-11 (project-name.ts).
  project_name: 'EXT-ProjectName',
  receiving_advice_reference: 'BT-15',
  despatch_advice_reference: 'BT-16',
  tender_reference: 'BT-17',
  invoiced_object: 'BT-18',
  invoice_notes: 'BT-21',
  preceding_invoices: 'BG-3',
  invoicing_period: 'BG-14',
  payee: 'BG-10',
  tax_representative: 'BG-11',
  delivery: 'BG-13',
  allowances: 'BG-20',
  charges: 'BG-21',
  attachments: 'BG-24',
  paid_amount: 'BT-113',
  rounding_amount: 'BT-114',
  vat_exemptions: 'BT-120',
  further_invoiced_objects: 'EXTENDED',
  vat_total: 'MINIMUM-BT-110',
  billing_frequency: 'BTAE-06',
  contract_value: 'BTAE-05',
  credit_note_reason_code: 'BTAE-03',
  transaction_type_flags: 'BTAE-02',
  beneficiary: 'BTAE-01',
  principal: 'BTAE-14',
  prepayment_invoices: 'BTOM-027',
  prepaid_payments: 'ibg-35', // prepaid-payments.ts
  tax_exchange_rate: 'BTOM-003',
  tax_exchange_rate_date: 'EXT-FR-FE-192',
  seller_uuid: 'BTOM-004',
  third_party: 'BTOM-005',
  customs_declaration_number: 'BTOM-021',
  import_date: 'BTOM-030',
  // PINT OM BTOM-022 and the EXTENDED-CTC-FR document INCOTERMS (format-carriage.ts).
  incoterms: 'BTOM-022',
  incoterms_location: 'EXT-FR-IncotermsLocation',
  profit_margin_total: 'BTOM-020',
  tax_currency_total_without_tax: 'BT-SG-001',
  tax_currency_total_with_tax: 'BT-SG-002',
};

/** Party fields → [seller term, buyer term]. */
export const PARTY_TERMS: Readonly<Record<string, readonly [string, string]>> = {
  trading_name: ['BT-28', 'BT-45'],
  identifiers: ['BT-29', 'BT-46'],
  legal_registration: ['BT-30', 'BT-47'],
  tax_registration_id: ['BT-32', 'EXT-BuyerTaxNumber'],
  // Its scheme as written (UBL; CII FC only: as-written-carriage.ts).
  tax_registration_scheme: ['BT-32-scheme', 'EXT-BuyerTaxNumber-scheme'],
  legal_info: ['BT-33', 'BT-33'],
  address_line2: ['BT-36', 'BT-51'],
  address_line3: ['BT-162', 'BT-163'],
  country_subdivision: ['BT-39', 'BT-54'],
  country_subdivision_code: ['BTOM-024', 'BTOM-026'],
  contact_name: ['BT-41', 'BT-56'],
  legal_registration_authority_type: ['BTAE-12', 'BTAE-11'],
  legal_registration_authority: ['BTAE-15', 'BTAE-16'],
  // PINT MY: the MSIC code (cbc:IndustryClassificationCode) and its description (@name).
  industry_classification_code: ['BT-MY-SellerMSIC', 'BT-MY-BuyerMSIC'],
  industry_classification_name: ['BT-MY-SellerMSIC-name', 'BT-MY-BuyerMSIC-name'],
};

/**
 * Line fields → business term ('PARENT' for the EXTENDED ParentLineID and LineStatusReasonCode,
 * 'EXTENDED' for a term EN 16931 has once and Factur-X EXTENDED repeats: further BT-147, and in
 * the payment further BT-20 / BT-9).
 */
export const LINE_TERMS: Readonly<Record<string, string>> = {
  id: 'BT-126',
  note: 'BT-127',
  object_identifier: 'BT-128',
  period: 'BG-26',
  order_line_reference: 'BT-132',
  accounting_cost: 'BT-133',
  allowances: 'BG-27',
  charges: 'BG-28',
  gross_price: 'BT-148',
  price_discount: 'BT-147',
  price_discount_reason_code: 'EXT-FR-FE-195',
  price_discount_reason: 'EXT-FR-FE-196',
  purchase_order_date: 'EXT-FR-FE-200',
  purchase_order_reference: 'ibt-183',
  document_references: 'ibt-188', // with ibt-189, PINT ibg-36
  // The line's despatch advice (no EXT-FR-FE id in the FNFE note), its line and date.
  despatch_advice_reference: 'EXT-FR-LineDespatchAdvice',
  despatch_advice_line: 'EXT-FR-FE-141',
  despatch_advice_date: 'EXT-FR-FE-201',
  // Factur-X EXTENDED (extended-fields.ts): the line's delivery note, its line and date.
  delivery_note_reference: 'EXT-LineDeliveryNote',
  delivery_note_line: 'EXT-LineDeliveryNote',
  delivery_note_date: 'EXT-LineDeliveryNote',
  // Factur-X EXTENDED (extended-fields.ts): the line's quotation, its line and date.
  quotation_reference: 'EXT-LineQuotation',
  quotation_line: 'EXT-LineQuotation',
  quotation_date: 'EXT-LineQuotation',
  package_quantity: 'EXT-PackageQuantity',
  package_unit: 'EXT-PackageQuantity',
  delivery: 'EXT-LineShipTo', // a line's deliver-to party (ShipToTradeParty)
  included_products: 'EXT-IncludedProduct', // IncludedReferencedProduct
  product_instances: 'EXT-ProductInstance', // IndividualTradeProductInstance
  // The line INCOTERMS of EXTENDED-CTC-FR: the FNFE note gives them no EXT-FR-FE id.
  incoterms: 'EXT-FR-Incoterms',
  incoterms_location: 'EXT-FR-Incoterms',
  base_quantity: 'BT-149',
  base_quantity_unit: 'BT-150',
  gross_base_quantity: 'BT-149',
  item_description: 'BT-154',
  seller_item_id: 'BT-155',
  buyer_item_id: 'BT-156',
  standard_item_id: 'BT-157',
  classifications: 'BT-158',
  origin_country: 'BT-159',
  attributes: 'BG-32',
  // UBL EXTENDED-CTC-FR's further BT-128 (line-seller-carriage.ts refuses it elsewhere).
  further_object_identifiers: 'BT-128',
  parent_line_id: 'PARENT',
  line_status: 'PARENT',
  further_price_discounts: 'EXTENDED',
  further_price_discount_reasons: 'EXTENDED',
  vat_exemption_reason_code: 'ibt-186',
  vat_exemption_reason: 'ibt-185',
  reverse_charge_goods_type: 'BTAE-09',
  commodity_code: 'BTAE-13',
  industry_classification_code: 'BTOM-033',
  tourism_tax_amount: 'BT-MY-TTX',
};

/** Payment fields → business term. */
export const PAYMENT_TERMS: Readonly<Record<string, string>> = {
  means_code: 'BT-81',
  means_text: 'BT-82',
  remittance_information: 'BT-83',
  account_name: 'BT-85',
  account_scheme: 'ibt-084-1', // PINT: as-written-carriage.ts
  credit_transfers: 'BG-17',
  card: 'BG-18',
  direct_debit: 'BG-19',
  further_terms: 'EXTENDED',
  means_id: 'ibt-178', // PINT: payment-installment.ts
  terms_installment: 'ibg-33', // PINT: payment-installment.ts
  // Factur-X EXTENDED: the terms' cash discount and penalty (extended-fields.ts).
  discount_terms: 'EXT-DiscountTerms',
  penalty_terms: 'EXT-PenaltyTerms',
};
