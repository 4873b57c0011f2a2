from buf.validate import validate_pb2 as _validate_pb2
from google.api import field_behavior_pb2 as _field_behavior_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Invoice(_message.Message):
    __slots__ = ("number", "document_name", "test_indicator", "date", "due_date", "delivery_date", "currency", "notes", "seller", "buyer", "items", "payment", "leitweg_id", "buyer_reference", "tipo_documento", "tax_scheme", "type_code", "tax_point_date", "tax_point_date_code", "tax_currency", "tax_currency_vat_total", "accounting_cost", "project_reference", "project_name", "contract_reference", "contract_date", "contract_value", "purchase_order_reference", "purchase_order_date", "sales_order_reference", "sales_order_date", "receiving_advice_reference", "despatch_advice_reference", "despatch_advice_date", "despatch_advice_line", "delivery_note_reference", "delivery_note_date", "tender_reference", "invoiced_object", "invoice_notes", "preceding_invoices", "invoicing_period", "payee", "invoicee", "tax_representative", "delivery", "allowances", "charges", "attachments", "paid_amount", "prepaid_payments", "rounding_amount", "vat_exemptions", "further_invoiced_objects", "vat_total", "billing_frequency", "tax_currency_total_without_tax", "tax_currency_total_with_tax", "credit_note_reason_code", "transaction_type_flags", "beneficiary", "principal", "vat_breakdown", "business_process", "issue_time", "operator_oib", "operator_name", "prepayment_invoices", "tax_exchange_rate", "tax_exchange_rate_date", "seller_uuid", "third_party", "customs_declaration_number", "import_date", "incoterms", "profit_margin_total", "incoterms_location", "ksef_number", "ksef_environment", "rodzaj_faktury", "podmiot3", "prices_include_vat", "importo_bollo", "miejsce_wystawienia", "rejestry", "przyczyna_korekty", "typ_korekty", "dodatkowy_opis", "okres_fa_korygowanej", "faktura_do_paragonu", "podmioty_powiazane", "zamowienie", "kwota_przed_korekta", "metoda_kasowa", "mechanizm_podzielonej_platnosci", "procedura_uproszczona", "data_zaplaty", "podmiot2k", "rozliczenie", "zalacznik", "nr_partii_towaru")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    DOCUMENT_NAME_FIELD_NUMBER: _ClassVar[int]
    TEST_INDICATOR_FIELD_NUMBER: _ClassVar[int]
    DATE_FIELD_NUMBER: _ClassVar[int]
    DUE_DATE_FIELD_NUMBER: _ClassVar[int]
    DELIVERY_DATE_FIELD_NUMBER: _ClassVar[int]
    CURRENCY_FIELD_NUMBER: _ClassVar[int]
    NOTES_FIELD_NUMBER: _ClassVar[int]
    SELLER_FIELD_NUMBER: _ClassVar[int]
    BUYER_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    PAYMENT_FIELD_NUMBER: _ClassVar[int]
    LEITWEG_ID_FIELD_NUMBER: _ClassVar[int]
    BUYER_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    TIPO_DOCUMENTO_FIELD_NUMBER: _ClassVar[int]
    TAX_SCHEME_FIELD_NUMBER: _ClassVar[int]
    TYPE_CODE_FIELD_NUMBER: _ClassVar[int]
    TAX_POINT_DATE_FIELD_NUMBER: _ClassVar[int]
    TAX_POINT_DATE_CODE_FIELD_NUMBER: _ClassVar[int]
    TAX_CURRENCY_FIELD_NUMBER: _ClassVar[int]
    TAX_CURRENCY_VAT_TOTAL_FIELD_NUMBER: _ClassVar[int]
    ACCOUNTING_COST_FIELD_NUMBER: _ClassVar[int]
    PROJECT_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    PROJECT_NAME_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_DATE_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_VALUE_FIELD_NUMBER: _ClassVar[int]
    PURCHASE_ORDER_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    PURCHASE_ORDER_DATE_FIELD_NUMBER: _ClassVar[int]
    SALES_ORDER_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    SALES_ORDER_DATE_FIELD_NUMBER: _ClassVar[int]
    RECEIVING_ADVICE_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    DESPATCH_ADVICE_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    DESPATCH_ADVICE_DATE_FIELD_NUMBER: _ClassVar[int]
    DESPATCH_ADVICE_LINE_FIELD_NUMBER: _ClassVar[int]
    DELIVERY_NOTE_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    DELIVERY_NOTE_DATE_FIELD_NUMBER: _ClassVar[int]
    TENDER_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    INVOICED_OBJECT_FIELD_NUMBER: _ClassVar[int]
    INVOICE_NOTES_FIELD_NUMBER: _ClassVar[int]
    PRECEDING_INVOICES_FIELD_NUMBER: _ClassVar[int]
    INVOICING_PERIOD_FIELD_NUMBER: _ClassVar[int]
    PAYEE_FIELD_NUMBER: _ClassVar[int]
    INVOICEE_FIELD_NUMBER: _ClassVar[int]
    TAX_REPRESENTATIVE_FIELD_NUMBER: _ClassVar[int]
    DELIVERY_FIELD_NUMBER: _ClassVar[int]
    ALLOWANCES_FIELD_NUMBER: _ClassVar[int]
    CHARGES_FIELD_NUMBER: _ClassVar[int]
    ATTACHMENTS_FIELD_NUMBER: _ClassVar[int]
    PAID_AMOUNT_FIELD_NUMBER: _ClassVar[int]
    PREPAID_PAYMENTS_FIELD_NUMBER: _ClassVar[int]
    ROUNDING_AMOUNT_FIELD_NUMBER: _ClassVar[int]
    VAT_EXEMPTIONS_FIELD_NUMBER: _ClassVar[int]
    FURTHER_INVOICED_OBJECTS_FIELD_NUMBER: _ClassVar[int]
    VAT_TOTAL_FIELD_NUMBER: _ClassVar[int]
    BILLING_FREQUENCY_FIELD_NUMBER: _ClassVar[int]
    TAX_CURRENCY_TOTAL_WITHOUT_TAX_FIELD_NUMBER: _ClassVar[int]
    TAX_CURRENCY_TOTAL_WITH_TAX_FIELD_NUMBER: _ClassVar[int]
    CREDIT_NOTE_REASON_CODE_FIELD_NUMBER: _ClassVar[int]
    TRANSACTION_TYPE_FLAGS_FIELD_NUMBER: _ClassVar[int]
    BENEFICIARY_FIELD_NUMBER: _ClassVar[int]
    PRINCIPAL_FIELD_NUMBER: _ClassVar[int]
    VAT_BREAKDOWN_FIELD_NUMBER: _ClassVar[int]
    BUSINESS_PROCESS_FIELD_NUMBER: _ClassVar[int]
    ISSUE_TIME_FIELD_NUMBER: _ClassVar[int]
    OPERATOR_OIB_FIELD_NUMBER: _ClassVar[int]
    OPERATOR_NAME_FIELD_NUMBER: _ClassVar[int]
    PREPAYMENT_INVOICES_FIELD_NUMBER: _ClassVar[int]
    TAX_EXCHANGE_RATE_FIELD_NUMBER: _ClassVar[int]
    TAX_EXCHANGE_RATE_DATE_FIELD_NUMBER: _ClassVar[int]
    SELLER_UUID_FIELD_NUMBER: _ClassVar[int]
    THIRD_PARTY_FIELD_NUMBER: _ClassVar[int]
    CUSTOMS_DECLARATION_NUMBER_FIELD_NUMBER: _ClassVar[int]
    IMPORT_DATE_FIELD_NUMBER: _ClassVar[int]
    INCOTERMS_FIELD_NUMBER: _ClassVar[int]
    PROFIT_MARGIN_TOTAL_FIELD_NUMBER: _ClassVar[int]
    INCOTERMS_LOCATION_FIELD_NUMBER: _ClassVar[int]
    KSEF_NUMBER_FIELD_NUMBER: _ClassVar[int]
    KSEF_ENVIRONMENT_FIELD_NUMBER: _ClassVar[int]
    RODZAJ_FAKTURY_FIELD_NUMBER: _ClassVar[int]
    PODMIOT3_FIELD_NUMBER: _ClassVar[int]
    PRICES_INCLUDE_VAT_FIELD_NUMBER: _ClassVar[int]
    IMPORTO_BOLLO_FIELD_NUMBER: _ClassVar[int]
    MIEJSCE_WYSTAWIENIA_FIELD_NUMBER: _ClassVar[int]
    REJESTRY_FIELD_NUMBER: _ClassVar[int]
    PRZYCZYNA_KOREKTY_FIELD_NUMBER: _ClassVar[int]
    TYP_KOREKTY_FIELD_NUMBER: _ClassVar[int]
    DODATKOWY_OPIS_FIELD_NUMBER: _ClassVar[int]
    OKRES_FA_KORYGOWANEJ_FIELD_NUMBER: _ClassVar[int]
    FAKTURA_DO_PARAGONU_FIELD_NUMBER: _ClassVar[int]
    PODMIOTY_POWIAZANE_FIELD_NUMBER: _ClassVar[int]
    ZAMOWIENIE_FIELD_NUMBER: _ClassVar[int]
    KWOTA_PRZED_KOREKTA_FIELD_NUMBER: _ClassVar[int]
    METODA_KASOWA_FIELD_NUMBER: _ClassVar[int]
    MECHANIZM_PODZIELONEJ_PLATNOSCI_FIELD_NUMBER: _ClassVar[int]
    PROCEDURA_UPROSZCZONA_FIELD_NUMBER: _ClassVar[int]
    DATA_ZAPLATY_FIELD_NUMBER: _ClassVar[int]
    PODMIOT2K_FIELD_NUMBER: _ClassVar[int]
    ROZLICZENIE_FIELD_NUMBER: _ClassVar[int]
    ZALACZNIK_FIELD_NUMBER: _ClassVar[int]
    NR_PARTII_TOWARU_FIELD_NUMBER: _ClassVar[int]
    number: str
    document_name: str
    test_indicator: bool
    date: str
    due_date: str
    delivery_date: str
    currency: str
    notes: str
    seller: Party
    buyer: Party
    items: _containers.RepeatedCompositeFieldContainer[LineItem]
    payment: Payment
    leitweg_id: str
    buyer_reference: str
    tipo_documento: str
    tax_scheme: str
    type_code: str
    tax_point_date: str
    tax_point_date_code: str
    tax_currency: str
    tax_currency_vat_total: float
    accounting_cost: str
    project_reference: str
    project_name: str
    contract_reference: str
    contract_date: str
    contract_value: str
    purchase_order_reference: str
    purchase_order_date: str
    sales_order_reference: str
    sales_order_date: str
    receiving_advice_reference: str
    despatch_advice_reference: str
    despatch_advice_date: str
    despatch_advice_line: str
    delivery_note_reference: str
    delivery_note_date: str
    tender_reference: str
    invoiced_object: Identifier
    invoice_notes: _containers.RepeatedCompositeFieldContainer[Note]
    preceding_invoices: _containers.RepeatedCompositeFieldContainer[PrecedingInvoice]
    invoicing_period: Period
    payee: Payee
    invoicee: Invoicee
    tax_representative: TaxRepresentative
    delivery: Delivery
    allowances: _containers.RepeatedCompositeFieldContainer[DocumentAllowanceCharge]
    charges: _containers.RepeatedCompositeFieldContainer[DocumentAllowanceCharge]
    attachments: _containers.RepeatedCompositeFieldContainer[Attachment]
    paid_amount: float
    prepaid_payments: _containers.RepeatedCompositeFieldContainer[PrepaidPayment]
    rounding_amount: float
    vat_exemptions: _containers.RepeatedCompositeFieldContainer[VatExemption]
    further_invoiced_objects: _containers.RepeatedCompositeFieldContainer[Identifier]
    vat_total: float
    billing_frequency: str
    tax_currency_total_without_tax: float
    tax_currency_total_with_tax: float
    credit_note_reason_code: str
    transaction_type_flags: str
    beneficiary: Identifier
    principal: Identifier
    vat_breakdown: _containers.RepeatedCompositeFieldContainer[VatBreakdownAmount]
    business_process: str
    issue_time: str
    operator_oib: str
    operator_name: str
    prepayment_invoices: _containers.RepeatedCompositeFieldContainer[PrepaymentInvoice]
    tax_exchange_rate: float
    tax_exchange_rate_date: str
    seller_uuid: str
    third_party: ThirdParty
    customs_declaration_number: str
    import_date: str
    incoterms: str
    profit_margin_total: float
    incoterms_location: str
    ksef_number: str
    ksef_environment: str
    rodzaj_faktury: str
    podmiot3: _containers.RepeatedCompositeFieldContainer[Podmiot3]
    prices_include_vat: bool
    importo_bollo: float
    miejsce_wystawienia: str
    rejestry: _containers.RepeatedCompositeFieldContainer[Rejestr]
    przyczyna_korekty: str
    typ_korekty: int
    dodatkowy_opis: _containers.RepeatedCompositeFieldContainer[KeyValue]
    okres_fa_korygowanej: str
    faktura_do_paragonu: bool
    podmioty_powiazane: bool
    zamowienie: Zamowienie
    kwota_przed_korekta: float
    metoda_kasowa: bool
    mechanizm_podzielonej_platnosci: bool
    procedura_uproszczona: bool
    data_zaplaty: str
    podmiot2k: _containers.RepeatedCompositeFieldContainer[Party]
    rozliczenie: Rozliczenie
    zalacznik: Zalacznik
    nr_partii_towaru: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, number: _Optional[str] = ..., document_name: _Optional[str] = ..., test_indicator: bool = ..., date: _Optional[str] = ..., due_date: _Optional[str] = ..., delivery_date: _Optional[str] = ..., currency: _Optional[str] = ..., notes: _Optional[str] = ..., seller: _Optional[_Union[Party, _Mapping]] = ..., buyer: _Optional[_Union[Party, _Mapping]] = ..., items: _Optional[_Iterable[_Union[LineItem, _Mapping]]] = ..., payment: _Optional[_Union[Payment, _Mapping]] = ..., leitweg_id: _Optional[str] = ..., buyer_reference: _Optional[str] = ..., tipo_documento: _Optional[str] = ..., tax_scheme: _Optional[str] = ..., type_code: _Optional[str] = ..., tax_point_date: _Optional[str] = ..., tax_point_date_code: _Optional[str] = ..., tax_currency: _Optional[str] = ..., tax_currency_vat_total: _Optional[float] = ..., accounting_cost: _Optional[str] = ..., project_reference: _Optional[str] = ..., project_name: _Optional[str] = ..., contract_reference: _Optional[str] = ..., contract_date: _Optional[str] = ..., contract_value: _Optional[str] = ..., purchase_order_reference: _Optional[str] = ..., purchase_order_date: _Optional[str] = ..., sales_order_reference: _Optional[str] = ..., sales_order_date: _Optional[str] = ..., receiving_advice_reference: _Optional[str] = ..., despatch_advice_reference: _Optional[str] = ..., despatch_advice_date: _Optional[str] = ..., despatch_advice_line: _Optional[str] = ..., delivery_note_reference: _Optional[str] = ..., delivery_note_date: _Optional[str] = ..., tender_reference: _Optional[str] = ..., invoiced_object: _Optional[_Union[Identifier, _Mapping]] = ..., invoice_notes: _Optional[_Iterable[_Union[Note, _Mapping]]] = ..., preceding_invoices: _Optional[_Iterable[_Union[PrecedingInvoice, _Mapping]]] = ..., invoicing_period: _Optional[_Union[Period, _Mapping]] = ..., payee: _Optional[_Union[Payee, _Mapping]] = ..., invoicee: _Optional[_Union[Invoicee, _Mapping]] = ..., tax_representative: _Optional[_Union[TaxRepresentative, _Mapping]] = ..., delivery: _Optional[_Union[Delivery, _Mapping]] = ..., allowances: _Optional[_Iterable[_Union[DocumentAllowanceCharge, _Mapping]]] = ..., charges: _Optional[_Iterable[_Union[DocumentAllowanceCharge, _Mapping]]] = ..., attachments: _Optional[_Iterable[_Union[Attachment, _Mapping]]] = ..., paid_amount: _Optional[float] = ..., prepaid_payments: _Optional[_Iterable[_Union[PrepaidPayment, _Mapping]]] = ..., rounding_amount: _Optional[float] = ..., vat_exemptions: _Optional[_Iterable[_Union[VatExemption, _Mapping]]] = ..., further_invoiced_objects: _Optional[_Iterable[_Union[Identifier, _Mapping]]] = ..., vat_total: _Optional[float] = ..., billing_frequency: _Optional[str] = ..., tax_currency_total_without_tax: _Optional[float] = ..., tax_currency_total_with_tax: _Optional[float] = ..., credit_note_reason_code: _Optional[str] = ..., transaction_type_flags: _Optional[str] = ..., beneficiary: _Optional[_Union[Identifier, _Mapping]] = ..., principal: _Optional[_Union[Identifier, _Mapping]] = ..., vat_breakdown: _Optional[_Iterable[_Union[VatBreakdownAmount, _Mapping]]] = ..., business_process: _Optional[str] = ..., issue_time: _Optional[str] = ..., operator_oib: _Optional[str] = ..., operator_name: _Optional[str] = ..., prepayment_invoices: _Optional[_Iterable[_Union[PrepaymentInvoice, _Mapping]]] = ..., tax_exchange_rate: _Optional[float] = ..., tax_exchange_rate_date: _Optional[str] = ..., seller_uuid: _Optional[str] = ..., third_party: _Optional[_Union[ThirdParty, _Mapping]] = ..., customs_declaration_number: _Optional[str] = ..., import_date: _Optional[str] = ..., incoterms: _Optional[str] = ..., profit_margin_total: _Optional[float] = ..., incoterms_location: _Optional[str] = ..., ksef_number: _Optional[str] = ..., ksef_environment: _Optional[str] = ..., rodzaj_faktury: _Optional[str] = ..., podmiot3: _Optional[_Iterable[_Union[Podmiot3, _Mapping]]] = ..., prices_include_vat: bool = ..., importo_bollo: _Optional[float] = ..., miejsce_wystawienia: _Optional[str] = ..., rejestry: _Optional[_Iterable[_Union[Rejestr, _Mapping]]] = ..., przyczyna_korekty: _Optional[str] = ..., typ_korekty: _Optional[int] = ..., dodatkowy_opis: _Optional[_Iterable[_Union[KeyValue, _Mapping]]] = ..., okres_fa_korygowanej: _Optional[str] = ..., faktura_do_paragonu: bool = ..., podmioty_powiazane: bool = ..., zamowienie: _Optional[_Union[Zamowienie, _Mapping]] = ..., kwota_przed_korekta: _Optional[float] = ..., metoda_kasowa: bool = ..., mechanizm_podzielonej_platnosci: bool = ..., procedura_uproszczona: bool = ..., data_zaplaty: _Optional[str] = ..., podmiot2k: _Optional[_Iterable[_Union[Party, _Mapping]]] = ..., rozliczenie: _Optional[_Union[Rozliczenie, _Mapping]] = ..., zalacznik: _Optional[_Union[Zalacznik, _Mapping]] = ..., nr_partii_towaru: _Optional[_Iterable[str]] = ...) -> None: ...

class Zamowienie(_message.Message):
    __slots__ = ("value", "lines")
    VALUE_FIELD_NUMBER: _ClassVar[int]
    LINES_FIELD_NUMBER: _ClassVar[int]
    value: float
    lines: _containers.RepeatedCompositeFieldContainer[ZamowienieWiersz]
    def __init__(self, value: _Optional[float] = ..., lines: _Optional[_Iterable[_Union[ZamowienieWiersz, _Mapping]]] = ...) -> None: ...

class ZamowienieWiersz(_message.Message):
    __slots__ = ("line_number", "uu_id", "description", "seller_item_id", "gtin", "unit", "quantity", "unit_price", "net_amount", "vat_amount", "rate_code", "gtu", "before_correction")
    LINE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    UU_ID_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    SELLER_ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    GTIN_FIELD_NUMBER: _ClassVar[int]
    UNIT_FIELD_NUMBER: _ClassVar[int]
    QUANTITY_FIELD_NUMBER: _ClassVar[int]
    UNIT_PRICE_FIELD_NUMBER: _ClassVar[int]
    NET_AMOUNT_FIELD_NUMBER: _ClassVar[int]
    VAT_AMOUNT_FIELD_NUMBER: _ClassVar[int]
    RATE_CODE_FIELD_NUMBER: _ClassVar[int]
    GTU_FIELD_NUMBER: _ClassVar[int]
    BEFORE_CORRECTION_FIELD_NUMBER: _ClassVar[int]
    line_number: int
    uu_id: str
    description: str
    seller_item_id: str
    gtin: str
    unit: str
    quantity: float
    unit_price: float
    net_amount: float
    vat_amount: float
    rate_code: str
    gtu: str
    before_correction: bool
    def __init__(self, line_number: _Optional[int] = ..., uu_id: _Optional[str] = ..., description: _Optional[str] = ..., seller_item_id: _Optional[str] = ..., gtin: _Optional[str] = ..., unit: _Optional[str] = ..., quantity: _Optional[float] = ..., unit_price: _Optional[float] = ..., net_amount: _Optional[float] = ..., vat_amount: _Optional[float] = ..., rate_code: _Optional[str] = ..., gtu: _Optional[str] = ..., before_correction: bool = ...) -> None: ...

class Party(_message.Message):
    __slots__ = ("name", "vat_id", "street", "city", "postal_code", "country", "email", "phone", "peppol_id", "codice_fiscale", "codice_destinatario", "pec", "trading_name", "identifiers", "legal_registration", "tax_registration_id", "legal_info", "address_line2", "address_line3", "country_subdivision", "contact_name", "legal_registration_authority_type", "legal_registration_authority", "country_subdivision_code", "tax_registration_scheme", "regime_fiscale", "industry_classification_code", "industry_classification_name", "id_nabywcy")
    NAME_FIELD_NUMBER: _ClassVar[int]
    VAT_ID_FIELD_NUMBER: _ClassVar[int]
    STREET_FIELD_NUMBER: _ClassVar[int]
    CITY_FIELD_NUMBER: _ClassVar[int]
    POSTAL_CODE_FIELD_NUMBER: _ClassVar[int]
    COUNTRY_FIELD_NUMBER: _ClassVar[int]
    EMAIL_FIELD_NUMBER: _ClassVar[int]
    PHONE_FIELD_NUMBER: _ClassVar[int]
    PEPPOL_ID_FIELD_NUMBER: _ClassVar[int]
    CODICE_FISCALE_FIELD_NUMBER: _ClassVar[int]
    CODICE_DESTINATARIO_FIELD_NUMBER: _ClassVar[int]
    PEC_FIELD_NUMBER: _ClassVar[int]
    TRADING_NAME_FIELD_NUMBER: _ClassVar[int]
    IDENTIFIERS_FIELD_NUMBER: _ClassVar[int]
    LEGAL_REGISTRATION_FIELD_NUMBER: _ClassVar[int]
    TAX_REGISTRATION_ID_FIELD_NUMBER: _ClassVar[int]
    LEGAL_INFO_FIELD_NUMBER: _ClassVar[int]
    ADDRESS_LINE2_FIELD_NUMBER: _ClassVar[int]
    ADDRESS_LINE3_FIELD_NUMBER: _ClassVar[int]
    COUNTRY_SUBDIVISION_FIELD_NUMBER: _ClassVar[int]
    CONTACT_NAME_FIELD_NUMBER: _ClassVar[int]
    LEGAL_REGISTRATION_AUTHORITY_TYPE_FIELD_NUMBER: _ClassVar[int]
    LEGAL_REGISTRATION_AUTHORITY_FIELD_NUMBER: _ClassVar[int]
    COUNTRY_SUBDIVISION_CODE_FIELD_NUMBER: _ClassVar[int]
    TAX_REGISTRATION_SCHEME_FIELD_NUMBER: _ClassVar[int]
    REGIME_FISCALE_FIELD_NUMBER: _ClassVar[int]
    INDUSTRY_CLASSIFICATION_CODE_FIELD_NUMBER: _ClassVar[int]
    INDUSTRY_CLASSIFICATION_NAME_FIELD_NUMBER: _ClassVar[int]
    ID_NABYWCY_FIELD_NUMBER: _ClassVar[int]
    name: str
    vat_id: str
    street: str
    city: str
    postal_code: str
    country: str
    email: str
    phone: str
    peppol_id: str
    codice_fiscale: str
    codice_destinatario: str
    pec: str
    trading_name: str
    identifiers: _containers.RepeatedCompositeFieldContainer[Identifier]
    legal_registration: Identifier
    tax_registration_id: str
    legal_info: str
    address_line2: str
    address_line3: str
    country_subdivision: str
    contact_name: str
    legal_registration_authority_type: str
    legal_registration_authority: str
    country_subdivision_code: str
    tax_registration_scheme: str
    regime_fiscale: str
    industry_classification_code: str
    industry_classification_name: str
    id_nabywcy: str
    def __init__(self, name: _Optional[str] = ..., vat_id: _Optional[str] = ..., street: _Optional[str] = ..., city: _Optional[str] = ..., postal_code: _Optional[str] = ..., country: _Optional[str] = ..., email: _Optional[str] = ..., phone: _Optional[str] = ..., peppol_id: _Optional[str] = ..., codice_fiscale: _Optional[str] = ..., codice_destinatario: _Optional[str] = ..., pec: _Optional[str] = ..., trading_name: _Optional[str] = ..., identifiers: _Optional[_Iterable[_Union[Identifier, _Mapping]]] = ..., legal_registration: _Optional[_Union[Identifier, _Mapping]] = ..., tax_registration_id: _Optional[str] = ..., legal_info: _Optional[str] = ..., address_line2: _Optional[str] = ..., address_line3: _Optional[str] = ..., country_subdivision: _Optional[str] = ..., contact_name: _Optional[str] = ..., legal_registration_authority_type: _Optional[str] = ..., legal_registration_authority: _Optional[str] = ..., country_subdivision_code: _Optional[str] = ..., tax_registration_scheme: _Optional[str] = ..., regime_fiscale: _Optional[str] = ..., industry_classification_code: _Optional[str] = ..., industry_classification_name: _Optional[str] = ..., id_nabywcy: _Optional[str] = ...) -> None: ...

class LineItem(_message.Message):
    __slots__ = ("description", "quantity", "unit", "unit_price", "vat_rate", "natura", "tax_category", "tax_scheme", "id", "note", "object_identifier", "period", "order_line_reference", "purchase_order_reference", "purchase_order_date", "accounting_cost", "allowances", "charges", "gross_price", "price_discount", "price_discount_reason_code", "price_discount_reason", "incoterms", "incoterms_location", "despatch_advice_reference", "despatch_advice_line", "despatch_advice_date", "delivery_note_reference", "delivery_note_line", "delivery_note_date", "quotation_reference", "quotation_line", "quotation_date", "package_quantity", "package_unit", "delivery", "included_products", "product_instances", "base_quantity", "base_quantity_unit", "item_description", "seller_item_id", "buyer_item_id", "standard_item_id", "classifications", "origin_country", "attributes", "parent_line_id", "net_amount", "gross_base_quantity", "line_status", "further_price_discounts", "further_price_discount_reasons", "vat_exemption_reason_code", "vat_exemption_reason", "reverse_charge_goods_type", "commodity_code", "industry_classification_code", "hr_tax_category", "tourism_tax_amount", "seller", "vat_total_amount", "tax_currency_vat_total_amount", "preceding_invoice", "further_object_identifiers", "uu_id", "gtu", "data_dostawy", "pkwiu", "cn", "pkob", "kurs_waluty", "document_references")
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    QUANTITY_FIELD_NUMBER: _ClassVar[int]
    UNIT_FIELD_NUMBER: _ClassVar[int]
    UNIT_PRICE_FIELD_NUMBER: _ClassVar[int]
    VAT_RATE_FIELD_NUMBER: _ClassVar[int]
    NATURA_FIELD_NUMBER: _ClassVar[int]
    TAX_CATEGORY_FIELD_NUMBER: _ClassVar[int]
    TAX_SCHEME_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    NOTE_FIELD_NUMBER: _ClassVar[int]
    OBJECT_IDENTIFIER_FIELD_NUMBER: _ClassVar[int]
    PERIOD_FIELD_NUMBER: _ClassVar[int]
    ORDER_LINE_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    PURCHASE_ORDER_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    PURCHASE_ORDER_DATE_FIELD_NUMBER: _ClassVar[int]
    ACCOUNTING_COST_FIELD_NUMBER: _ClassVar[int]
    ALLOWANCES_FIELD_NUMBER: _ClassVar[int]
    CHARGES_FIELD_NUMBER: _ClassVar[int]
    GROSS_PRICE_FIELD_NUMBER: _ClassVar[int]
    PRICE_DISCOUNT_FIELD_NUMBER: _ClassVar[int]
    PRICE_DISCOUNT_REASON_CODE_FIELD_NUMBER: _ClassVar[int]
    PRICE_DISCOUNT_REASON_FIELD_NUMBER: _ClassVar[int]
    INCOTERMS_FIELD_NUMBER: _ClassVar[int]
    INCOTERMS_LOCATION_FIELD_NUMBER: _ClassVar[int]
    DESPATCH_ADVICE_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    DESPATCH_ADVICE_LINE_FIELD_NUMBER: _ClassVar[int]
    DESPATCH_ADVICE_DATE_FIELD_NUMBER: _ClassVar[int]
    DELIVERY_NOTE_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    DELIVERY_NOTE_LINE_FIELD_NUMBER: _ClassVar[int]
    DELIVERY_NOTE_DATE_FIELD_NUMBER: _ClassVar[int]
    QUOTATION_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    QUOTATION_LINE_FIELD_NUMBER: _ClassVar[int]
    QUOTATION_DATE_FIELD_NUMBER: _ClassVar[int]
    PACKAGE_QUANTITY_FIELD_NUMBER: _ClassVar[int]
    PACKAGE_UNIT_FIELD_NUMBER: _ClassVar[int]
    DELIVERY_FIELD_NUMBER: _ClassVar[int]
    INCLUDED_PRODUCTS_FIELD_NUMBER: _ClassVar[int]
    PRODUCT_INSTANCES_FIELD_NUMBER: _ClassVar[int]
    BASE_QUANTITY_FIELD_NUMBER: _ClassVar[int]
    BASE_QUANTITY_UNIT_FIELD_NUMBER: _ClassVar[int]
    ITEM_DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    SELLER_ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    BUYER_ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    STANDARD_ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    CLASSIFICATIONS_FIELD_NUMBER: _ClassVar[int]
    ORIGIN_COUNTRY_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTES_FIELD_NUMBER: _ClassVar[int]
    PARENT_LINE_ID_FIELD_NUMBER: _ClassVar[int]
    NET_AMOUNT_FIELD_NUMBER: _ClassVar[int]
    GROSS_BASE_QUANTITY_FIELD_NUMBER: _ClassVar[int]
    LINE_STATUS_FIELD_NUMBER: _ClassVar[int]
    FURTHER_PRICE_DISCOUNTS_FIELD_NUMBER: _ClassVar[int]
    FURTHER_PRICE_DISCOUNT_REASONS_FIELD_NUMBER: _ClassVar[int]
    VAT_EXEMPTION_REASON_CODE_FIELD_NUMBER: _ClassVar[int]
    VAT_EXEMPTION_REASON_FIELD_NUMBER: _ClassVar[int]
    REVERSE_CHARGE_GOODS_TYPE_FIELD_NUMBER: _ClassVar[int]
    COMMODITY_CODE_FIELD_NUMBER: _ClassVar[int]
    INDUSTRY_CLASSIFICATION_CODE_FIELD_NUMBER: _ClassVar[int]
    HR_TAX_CATEGORY_FIELD_NUMBER: _ClassVar[int]
    TOURISM_TAX_AMOUNT_FIELD_NUMBER: _ClassVar[int]
    SELLER_FIELD_NUMBER: _ClassVar[int]
    VAT_TOTAL_AMOUNT_FIELD_NUMBER: _ClassVar[int]
    TAX_CURRENCY_VAT_TOTAL_AMOUNT_FIELD_NUMBER: _ClassVar[int]
    PRECEDING_INVOICE_FIELD_NUMBER: _ClassVar[int]
    FURTHER_OBJECT_IDENTIFIERS_FIELD_NUMBER: _ClassVar[int]
    UU_ID_FIELD_NUMBER: _ClassVar[int]
    GTU_FIELD_NUMBER: _ClassVar[int]
    DATA_DOSTAWY_FIELD_NUMBER: _ClassVar[int]
    PKWIU_FIELD_NUMBER: _ClassVar[int]
    CN_FIELD_NUMBER: _ClassVar[int]
    PKOB_FIELD_NUMBER: _ClassVar[int]
    KURS_WALUTY_FIELD_NUMBER: _ClassVar[int]
    DOCUMENT_REFERENCES_FIELD_NUMBER: _ClassVar[int]
    description: str
    quantity: float
    unit: str
    unit_price: float
    vat_rate: float
    natura: str
    tax_category: str
    tax_scheme: str
    id: str
    note: str
    object_identifier: Identifier
    period: Period
    order_line_reference: str
    purchase_order_reference: str
    purchase_order_date: str
    accounting_cost: str
    allowances: _containers.RepeatedCompositeFieldContainer[LineAllowanceCharge]
    charges: _containers.RepeatedCompositeFieldContainer[LineAllowanceCharge]
    gross_price: float
    price_discount: float
    price_discount_reason_code: str
    price_discount_reason: str
    incoterms: str
    incoterms_location: str
    despatch_advice_reference: str
    despatch_advice_line: str
    despatch_advice_date: str
    delivery_note_reference: str
    delivery_note_line: str
    delivery_note_date: str
    quotation_reference: str
    quotation_line: str
    quotation_date: str
    package_quantity: float
    package_unit: str
    delivery: Delivery
    included_products: _containers.RepeatedCompositeFieldContainer[IncludedProduct]
    product_instances: _containers.RepeatedCompositeFieldContainer[ProductInstance]
    base_quantity: float
    base_quantity_unit: str
    item_description: str
    seller_item_id: str
    buyer_item_id: str
    standard_item_id: Identifier
    classifications: _containers.RepeatedCompositeFieldContainer[Classification]
    origin_country: str
    attributes: _containers.RepeatedCompositeFieldContainer[ItemAttribute]
    parent_line_id: str
    net_amount: float
    gross_base_quantity: float
    line_status: str
    further_price_discounts: _containers.RepeatedScalarFieldContainer[float]
    further_price_discount_reasons: _containers.RepeatedScalarFieldContainer[str]
    vat_exemption_reason_code: str
    vat_exemption_reason: str
    reverse_charge_goods_type: str
    commodity_code: str
    industry_classification_code: str
    hr_tax_category: str
    tourism_tax_amount: float
    seller: LineSeller
    vat_total_amount: float
    tax_currency_vat_total_amount: float
    preceding_invoice: PrecedingInvoice
    further_object_identifiers: _containers.RepeatedCompositeFieldContainer[Identifier]
    uu_id: str
    gtu: str
    data_dostawy: str
    pkwiu: str
    cn: str
    pkob: str
    kurs_waluty: float
    document_references: _containers.RepeatedCompositeFieldContainer[LineDocumentReference]
    def __init__(self, description: _Optional[str] = ..., quantity: _Optional[float] = ..., unit: _Optional[str] = ..., unit_price: _Optional[float] = ..., vat_rate: _Optional[float] = ..., natura: _Optional[str] = ..., tax_category: _Optional[str] = ..., tax_scheme: _Optional[str] = ..., id: _Optional[str] = ..., note: _Optional[str] = ..., object_identifier: _Optional[_Union[Identifier, _Mapping]] = ..., period: _Optional[_Union[Period, _Mapping]] = ..., order_line_reference: _Optional[str] = ..., purchase_order_reference: _Optional[str] = ..., purchase_order_date: _Optional[str] = ..., accounting_cost: _Optional[str] = ..., allowances: _Optional[_Iterable[_Union[LineAllowanceCharge, _Mapping]]] = ..., charges: _Optional[_Iterable[_Union[LineAllowanceCharge, _Mapping]]] = ..., gross_price: _Optional[float] = ..., price_discount: _Optional[float] = ..., price_discount_reason_code: _Optional[str] = ..., price_discount_reason: _Optional[str] = ..., incoterms: _Optional[str] = ..., incoterms_location: _Optional[str] = ..., despatch_advice_reference: _Optional[str] = ..., despatch_advice_line: _Optional[str] = ..., despatch_advice_date: _Optional[str] = ..., delivery_note_reference: _Optional[str] = ..., delivery_note_line: _Optional[str] = ..., delivery_note_date: _Optional[str] = ..., quotation_reference: _Optional[str] = ..., quotation_line: _Optional[str] = ..., quotation_date: _Optional[str] = ..., package_quantity: _Optional[float] = ..., package_unit: _Optional[str] = ..., delivery: _Optional[_Union[Delivery, _Mapping]] = ..., included_products: _Optional[_Iterable[_Union[IncludedProduct, _Mapping]]] = ..., product_instances: _Optional[_Iterable[_Union[ProductInstance, _Mapping]]] = ..., base_quantity: _Optional[float] = ..., base_quantity_unit: _Optional[str] = ..., item_description: _Optional[str] = ..., seller_item_id: _Optional[str] = ..., buyer_item_id: _Optional[str] = ..., standard_item_id: _Optional[_Union[Identifier, _Mapping]] = ..., classifications: _Optional[_Iterable[_Union[Classification, _Mapping]]] = ..., origin_country: _Optional[str] = ..., attributes: _Optional[_Iterable[_Union[ItemAttribute, _Mapping]]] = ..., parent_line_id: _Optional[str] = ..., net_amount: _Optional[float] = ..., gross_base_quantity: _Optional[float] = ..., line_status: _Optional[str] = ..., further_price_discounts: _Optional[_Iterable[float]] = ..., further_price_discount_reasons: _Optional[_Iterable[str]] = ..., vat_exemption_reason_code: _Optional[str] = ..., vat_exemption_reason: _Optional[str] = ..., reverse_charge_goods_type: _Optional[str] = ..., commodity_code: _Optional[str] = ..., industry_classification_code: _Optional[str] = ..., hr_tax_category: _Optional[str] = ..., tourism_tax_amount: _Optional[float] = ..., seller: _Optional[_Union[LineSeller, _Mapping]] = ..., vat_total_amount: _Optional[float] = ..., tax_currency_vat_total_amount: _Optional[float] = ..., preceding_invoice: _Optional[_Union[PrecedingInvoice, _Mapping]] = ..., further_object_identifiers: _Optional[_Iterable[_Union[Identifier, _Mapping]]] = ..., uu_id: _Optional[str] = ..., gtu: _Optional[str] = ..., data_dostawy: _Optional[str] = ..., pkwiu: _Optional[str] = ..., cn: _Optional[str] = ..., pkob: _Optional[str] = ..., kurs_waluty: _Optional[float] = ..., document_references: _Optional[_Iterable[_Union[LineDocumentReference, _Mapping]]] = ...) -> None: ...

class LineDocumentReference(_message.Message):
    __slots__ = ("id", "type_code", "scheme")
    ID_FIELD_NUMBER: _ClassVar[int]
    TYPE_CODE_FIELD_NUMBER: _ClassVar[int]
    SCHEME_FIELD_NUMBER: _ClassVar[int]
    id: str
    type_code: str
    scheme: str
    def __init__(self, id: _Optional[str] = ..., type_code: _Optional[str] = ..., scheme: _Optional[str] = ...) -> None: ...

class LineSeller(_message.Message):
    __slots__ = ("name", "identifiers", "legal_registration", "vat_id", "country")
    NAME_FIELD_NUMBER: _ClassVar[int]
    IDENTIFIERS_FIELD_NUMBER: _ClassVar[int]
    LEGAL_REGISTRATION_FIELD_NUMBER: _ClassVar[int]
    VAT_ID_FIELD_NUMBER: _ClassVar[int]
    COUNTRY_FIELD_NUMBER: _ClassVar[int]
    name: str
    identifiers: _containers.RepeatedCompositeFieldContainer[Identifier]
    legal_registration: Identifier
    vat_id: str
    country: str
    def __init__(self, name: _Optional[str] = ..., identifiers: _Optional[_Iterable[_Union[Identifier, _Mapping]]] = ..., legal_registration: _Optional[_Union[Identifier, _Mapping]] = ..., vat_id: _Optional[str] = ..., country: _Optional[str] = ...) -> None: ...

class Payment(_message.Message):
    __slots__ = ("iban", "bic", "terms", "means_code", "means_text", "remittance_information", "account_name", "credit_transfers", "card", "direct_debit", "further_terms", "discount_terms", "penalty_terms", "condizioni_pagamento", "bank_name", "account_description", "factor_account", "account_scheme", "means_id", "terms_installment")
    IBAN_FIELD_NUMBER: _ClassVar[int]
    BIC_FIELD_NUMBER: _ClassVar[int]
    TERMS_FIELD_NUMBER: _ClassVar[int]
    MEANS_CODE_FIELD_NUMBER: _ClassVar[int]
    MEANS_TEXT_FIELD_NUMBER: _ClassVar[int]
    REMITTANCE_INFORMATION_FIELD_NUMBER: _ClassVar[int]
    ACCOUNT_NAME_FIELD_NUMBER: _ClassVar[int]
    CREDIT_TRANSFERS_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    DIRECT_DEBIT_FIELD_NUMBER: _ClassVar[int]
    FURTHER_TERMS_FIELD_NUMBER: _ClassVar[int]
    DISCOUNT_TERMS_FIELD_NUMBER: _ClassVar[int]
    PENALTY_TERMS_FIELD_NUMBER: _ClassVar[int]
    CONDIZIONI_PAGAMENTO_FIELD_NUMBER: _ClassVar[int]
    BANK_NAME_FIELD_NUMBER: _ClassVar[int]
    ACCOUNT_DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    FACTOR_ACCOUNT_FIELD_NUMBER: _ClassVar[int]
    ACCOUNT_SCHEME_FIELD_NUMBER: _ClassVar[int]
    MEANS_ID_FIELD_NUMBER: _ClassVar[int]
    TERMS_INSTALLMENT_FIELD_NUMBER: _ClassVar[int]
    iban: str
    bic: str
    terms: str
    means_code: str
    means_text: str
    remittance_information: str
    account_name: str
    credit_transfers: _containers.RepeatedCompositeFieldContainer[CreditTransfer]
    card: PaymentCard
    direct_debit: DirectDebit
    further_terms: _containers.RepeatedCompositeFieldContainer[PaymentTerm]
    discount_terms: PaymentTermsAdjustment
    penalty_terms: PaymentTermsAdjustment
    condizioni_pagamento: str
    bank_name: str
    account_description: str
    factor_account: bool
    account_scheme: str
    means_id: str
    terms_installment: PaymentInstallment
    def __init__(self, iban: _Optional[str] = ..., bic: _Optional[str] = ..., terms: _Optional[str] = ..., means_code: _Optional[str] = ..., means_text: _Optional[str] = ..., remittance_information: _Optional[str] = ..., account_name: _Optional[str] = ..., credit_transfers: _Optional[_Iterable[_Union[CreditTransfer, _Mapping]]] = ..., card: _Optional[_Union[PaymentCard, _Mapping]] = ..., direct_debit: _Optional[_Union[DirectDebit, _Mapping]] = ..., further_terms: _Optional[_Iterable[_Union[PaymentTerm, _Mapping]]] = ..., discount_terms: _Optional[_Union[PaymentTermsAdjustment, _Mapping]] = ..., penalty_terms: _Optional[_Union[PaymentTermsAdjustment, _Mapping]] = ..., condizioni_pagamento: _Optional[str] = ..., bank_name: _Optional[str] = ..., account_description: _Optional[str] = ..., factor_account: bool = ..., account_scheme: _Optional[str] = ..., means_id: _Optional[str] = ..., terms_installment: _Optional[_Union[PaymentInstallment, _Mapping]] = ...) -> None: ...

class PaymentInstallment(_message.Message):
    __slots__ = ("amount", "due_date", "payment_means_id")
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    DUE_DATE_FIELD_NUMBER: _ClassVar[int]
    PAYMENT_MEANS_ID_FIELD_NUMBER: _ClassVar[int]
    amount: float
    due_date: str
    payment_means_id: str
    def __init__(self, amount: _Optional[float] = ..., due_date: _Optional[str] = ..., payment_means_id: _Optional[str] = ...) -> None: ...

class Customization(_message.Message):
    __slots__ = ("logo_base64", "logo_width_mm", "footer_text", "accent_color")
    LOGO_BASE64_FIELD_NUMBER: _ClassVar[int]
    LOGO_WIDTH_MM_FIELD_NUMBER: _ClassVar[int]
    FOOTER_TEXT_FIELD_NUMBER: _ClassVar[int]
    ACCENT_COLOR_FIELD_NUMBER: _ClassVar[int]
    logo_base64: str
    logo_width_mm: float
    footer_text: str
    accent_color: str
    def __init__(self, logo_base64: _Optional[str] = ..., logo_width_mm: _Optional[float] = ..., footer_text: _Optional[str] = ..., accent_color: _Optional[str] = ...) -> None: ...

class Identifier(_message.Message):
    __slots__ = ("id", "scheme")
    ID_FIELD_NUMBER: _ClassVar[int]
    SCHEME_FIELD_NUMBER: _ClassVar[int]
    id: str
    scheme: str
    def __init__(self, id: _Optional[str] = ..., scheme: _Optional[str] = ...) -> None: ...

class Note(_message.Message):
    __slots__ = ("text", "subject_code", "content_code")
    TEXT_FIELD_NUMBER: _ClassVar[int]
    SUBJECT_CODE_FIELD_NUMBER: _ClassVar[int]
    CONTENT_CODE_FIELD_NUMBER: _ClassVar[int]
    text: str
    subject_code: str
    content_code: str
    def __init__(self, text: _Optional[str] = ..., subject_code: _Optional[str] = ..., content_code: _Optional[str] = ...) -> None: ...

class Podmiot3(_message.Message):
    __slots__ = ("party", "rola", "udzial")
    PARTY_FIELD_NUMBER: _ClassVar[int]
    ROLA_FIELD_NUMBER: _ClassVar[int]
    UDZIAL_FIELD_NUMBER: _ClassVar[int]
    party: Party
    rola: int
    udzial: float
    def __init__(self, party: _Optional[_Union[Party, _Mapping]] = ..., rola: _Optional[int] = ..., udzial: _Optional[float] = ...) -> None: ...

class Zalacznik(_message.Message):
    __slots__ = ("bloki",)
    BLOKI_FIELD_NUMBER: _ClassVar[int]
    bloki: _containers.RepeatedCompositeFieldContainer[BlokDanych]
    def __init__(self, bloki: _Optional[_Iterable[_Union[BlokDanych, _Mapping]]] = ...) -> None: ...

class BlokDanych(_message.Message):
    __slots__ = ("naglowek", "metadane", "akapity", "tabele")
    NAGLOWEK_FIELD_NUMBER: _ClassVar[int]
    METADANE_FIELD_NUMBER: _ClassVar[int]
    AKAPITY_FIELD_NUMBER: _ClassVar[int]
    TABELE_FIELD_NUMBER: _ClassVar[int]
    naglowek: str
    metadane: _containers.RepeatedCompositeFieldContainer[KeyValue]
    akapity: _containers.RepeatedScalarFieldContainer[str]
    tabele: _containers.RepeatedCompositeFieldContainer[Tabela]
    def __init__(self, naglowek: _Optional[str] = ..., metadane: _Optional[_Iterable[_Union[KeyValue, _Mapping]]] = ..., akapity: _Optional[_Iterable[str]] = ..., tabele: _Optional[_Iterable[_Union[Tabela, _Mapping]]] = ...) -> None: ...

class Tabela(_message.Message):
    __slots__ = ("metadane", "opis", "kolumny", "wiersze", "suma")
    METADANE_FIELD_NUMBER: _ClassVar[int]
    OPIS_FIELD_NUMBER: _ClassVar[int]
    KOLUMNY_FIELD_NUMBER: _ClassVar[int]
    WIERSZE_FIELD_NUMBER: _ClassVar[int]
    SUMA_FIELD_NUMBER: _ClassVar[int]
    metadane: _containers.RepeatedCompositeFieldContainer[KeyValue]
    opis: str
    kolumny: _containers.RepeatedCompositeFieldContainer[Kolumna]
    wiersze: _containers.RepeatedCompositeFieldContainer[Wiersz]
    suma: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, metadane: _Optional[_Iterable[_Union[KeyValue, _Mapping]]] = ..., opis: _Optional[str] = ..., kolumny: _Optional[_Iterable[_Union[Kolumna, _Mapping]]] = ..., wiersze: _Optional[_Iterable[_Union[Wiersz, _Mapping]]] = ..., suma: _Optional[_Iterable[str]] = ...) -> None: ...

class Kolumna(_message.Message):
    __slots__ = ("nazwa", "typ")
    NAZWA_FIELD_NUMBER: _ClassVar[int]
    TYP_FIELD_NUMBER: _ClassVar[int]
    nazwa: str
    typ: str
    def __init__(self, nazwa: _Optional[str] = ..., typ: _Optional[str] = ...) -> None: ...

class Wiersz(_message.Message):
    __slots__ = ("komorki",)
    KOMORKI_FIELD_NUMBER: _ClassVar[int]
    komorki: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, komorki: _Optional[_Iterable[str]] = ...) -> None: ...

class Rozliczenie(_message.Message):
    __slots__ = ("charges", "deductions")
    CHARGES_FIELD_NUMBER: _ClassVar[int]
    DEDUCTIONS_FIELD_NUMBER: _ClassVar[int]
    charges: _containers.RepeatedCompositeFieldContainer[Settlement]
    deductions: _containers.RepeatedCompositeFieldContainer[Settlement]
    def __init__(self, charges: _Optional[_Iterable[_Union[Settlement, _Mapping]]] = ..., deductions: _Optional[_Iterable[_Union[Settlement, _Mapping]]] = ...) -> None: ...

class Settlement(_message.Message):
    __slots__ = ("amount", "reason")
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    amount: float
    reason: str
    def __init__(self, amount: _Optional[float] = ..., reason: _Optional[str] = ...) -> None: ...

class KeyValue(_message.Message):
    __slots__ = ("key", "value")
    KEY_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    key: str
    value: str
    def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...

class Rejestr(_message.Message):
    __slots__ = ("pelna_nazwa", "krs", "regon", "bdo")
    PELNA_NAZWA_FIELD_NUMBER: _ClassVar[int]
    KRS_FIELD_NUMBER: _ClassVar[int]
    REGON_FIELD_NUMBER: _ClassVar[int]
    BDO_FIELD_NUMBER: _ClassVar[int]
    pelna_nazwa: str
    krs: str
    regon: str
    bdo: str
    def __init__(self, pelna_nazwa: _Optional[str] = ..., krs: _Optional[str] = ..., regon: _Optional[str] = ..., bdo: _Optional[str] = ...) -> None: ...

class PrecedingInvoice(_message.Message):
    __slots__ = ("number", "date", "ksef_number", "uuid")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    DATE_FIELD_NUMBER: _ClassVar[int]
    KSEF_NUMBER_FIELD_NUMBER: _ClassVar[int]
    UUID_FIELD_NUMBER: _ClassVar[int]
    number: str
    date: str
    ksef_number: str
    uuid: str
    def __init__(self, number: _Optional[str] = ..., date: _Optional[str] = ..., ksef_number: _Optional[str] = ..., uuid: _Optional[str] = ...) -> None: ...

class ThirdParty(_message.Message):
    __slots__ = ("name", "vat_id", "address")
    NAME_FIELD_NUMBER: _ClassVar[int]
    VAT_ID_FIELD_NUMBER: _ClassVar[int]
    ADDRESS_FIELD_NUMBER: _ClassVar[int]
    name: str
    vat_id: str
    address: Address
    def __init__(self, name: _Optional[str] = ..., vat_id: _Optional[str] = ..., address: _Optional[_Union[Address, _Mapping]] = ...) -> None: ...

class PrepaymentInvoice(_message.Message):
    __slots__ = ("number", "uuid")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    UUID_FIELD_NUMBER: _ClassVar[int]
    number: str
    uuid: str
    def __init__(self, number: _Optional[str] = ..., uuid: _Optional[str] = ...) -> None: ...

class PrepaidPayment(_message.Message):
    __slots__ = ("id", "amount", "received_date", "paid_date", "paid_time", "instruction_id")
    ID_FIELD_NUMBER: _ClassVar[int]
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    RECEIVED_DATE_FIELD_NUMBER: _ClassVar[int]
    PAID_DATE_FIELD_NUMBER: _ClassVar[int]
    PAID_TIME_FIELD_NUMBER: _ClassVar[int]
    INSTRUCTION_ID_FIELD_NUMBER: _ClassVar[int]
    id: str
    amount: float
    received_date: str
    paid_date: str
    paid_time: str
    instruction_id: str
    def __init__(self, id: _Optional[str] = ..., amount: _Optional[float] = ..., received_date: _Optional[str] = ..., paid_date: _Optional[str] = ..., paid_time: _Optional[str] = ..., instruction_id: _Optional[str] = ...) -> None: ...

class Period(_message.Message):
    __slots__ = ("start", "end")
    START_FIELD_NUMBER: _ClassVar[int]
    END_FIELD_NUMBER: _ClassVar[int]
    start: str
    end: str
    def __init__(self, start: _Optional[str] = ..., end: _Optional[str] = ...) -> None: ...

class Address(_message.Message):
    __slots__ = ("street", "address_line2", "address_line3", "city", "postal_code", "country_subdivision", "country", "country_subdivision_code")
    STREET_FIELD_NUMBER: _ClassVar[int]
    ADDRESS_LINE2_FIELD_NUMBER: _ClassVar[int]
    ADDRESS_LINE3_FIELD_NUMBER: _ClassVar[int]
    CITY_FIELD_NUMBER: _ClassVar[int]
    POSTAL_CODE_FIELD_NUMBER: _ClassVar[int]
    COUNTRY_SUBDIVISION_FIELD_NUMBER: _ClassVar[int]
    COUNTRY_FIELD_NUMBER: _ClassVar[int]
    COUNTRY_SUBDIVISION_CODE_FIELD_NUMBER: _ClassVar[int]
    street: str
    address_line2: str
    address_line3: str
    city: str
    postal_code: str
    country_subdivision: str
    country: str
    country_subdivision_code: str
    def __init__(self, street: _Optional[str] = ..., address_line2: _Optional[str] = ..., address_line3: _Optional[str] = ..., city: _Optional[str] = ..., postal_code: _Optional[str] = ..., country_subdivision: _Optional[str] = ..., country: _Optional[str] = ..., country_subdivision_code: _Optional[str] = ...) -> None: ...

class Payee(_message.Message):
    __slots__ = ("name", "identifier", "legal_registration", "address")
    NAME_FIELD_NUMBER: _ClassVar[int]
    IDENTIFIER_FIELD_NUMBER: _ClassVar[int]
    LEGAL_REGISTRATION_FIELD_NUMBER: _ClassVar[int]
    ADDRESS_FIELD_NUMBER: _ClassVar[int]
    name: str
    identifier: Identifier
    legal_registration: Identifier
    address: Address
    def __init__(self, name: _Optional[str] = ..., identifier: _Optional[_Union[Identifier, _Mapping]] = ..., legal_registration: _Optional[_Union[Identifier, _Mapping]] = ..., address: _Optional[_Union[Address, _Mapping]] = ...) -> None: ...

class Invoicee(_message.Message):
    __slots__ = ("name", "identifiers", "address")
    NAME_FIELD_NUMBER: _ClassVar[int]
    IDENTIFIERS_FIELD_NUMBER: _ClassVar[int]
    ADDRESS_FIELD_NUMBER: _ClassVar[int]
    name: str
    identifiers: _containers.RepeatedCompositeFieldContainer[Identifier]
    address: Address
    def __init__(self, name: _Optional[str] = ..., identifiers: _Optional[_Iterable[_Union[Identifier, _Mapping]]] = ..., address: _Optional[_Union[Address, _Mapping]] = ...) -> None: ...

class TaxRepresentative(_message.Message):
    __slots__ = ("name", "vat_id", "address")
    NAME_FIELD_NUMBER: _ClassVar[int]
    VAT_ID_FIELD_NUMBER: _ClassVar[int]
    ADDRESS_FIELD_NUMBER: _ClassVar[int]
    name: str
    vat_id: str
    address: Address
    def __init__(self, name: _Optional[str] = ..., vat_id: _Optional[str] = ..., address: _Optional[_Union[Address, _Mapping]] = ...) -> None: ...

class Delivery(_message.Message):
    __slots__ = ("party_name", "location", "address", "department", "electronic_address", "vat_id")
    PARTY_NAME_FIELD_NUMBER: _ClassVar[int]
    LOCATION_FIELD_NUMBER: _ClassVar[int]
    ADDRESS_FIELD_NUMBER: _ClassVar[int]
    DEPARTMENT_FIELD_NUMBER: _ClassVar[int]
    ELECTRONIC_ADDRESS_FIELD_NUMBER: _ClassVar[int]
    VAT_ID_FIELD_NUMBER: _ClassVar[int]
    party_name: str
    location: Identifier
    address: Address
    department: str
    electronic_address: str
    vat_id: str
    def __init__(self, party_name: _Optional[str] = ..., location: _Optional[_Union[Identifier, _Mapping]] = ..., address: _Optional[_Union[Address, _Mapping]] = ..., department: _Optional[str] = ..., electronic_address: _Optional[str] = ..., vat_id: _Optional[str] = ...) -> None: ...

class DocumentAllowanceCharge(_message.Message):
    __slots__ = ("amount", "base_amount", "percentage", "tax_category", "vat_rate", "reason", "reason_code", "sub_invoice")
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    BASE_AMOUNT_FIELD_NUMBER: _ClassVar[int]
    PERCENTAGE_FIELD_NUMBER: _ClassVar[int]
    TAX_CATEGORY_FIELD_NUMBER: _ClassVar[int]
    VAT_RATE_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    REASON_CODE_FIELD_NUMBER: _ClassVar[int]
    SUB_INVOICE_FIELD_NUMBER: _ClassVar[int]
    amount: float
    base_amount: float
    percentage: float
    tax_category: str
    vat_rate: float
    reason: str
    reason_code: str
    sub_invoice: str
    def __init__(self, amount: _Optional[float] = ..., base_amount: _Optional[float] = ..., percentage: _Optional[float] = ..., tax_category: _Optional[str] = ..., vat_rate: _Optional[float] = ..., reason: _Optional[str] = ..., reason_code: _Optional[str] = ..., sub_invoice: _Optional[str] = ...) -> None: ...

class LineAllowanceCharge(_message.Message):
    __slots__ = ("amount", "base_amount", "percentage", "reason", "reason_code")
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    BASE_AMOUNT_FIELD_NUMBER: _ClassVar[int]
    PERCENTAGE_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    REASON_CODE_FIELD_NUMBER: _ClassVar[int]
    amount: float
    base_amount: float
    percentage: float
    reason: str
    reason_code: str
    def __init__(self, amount: _Optional[float] = ..., base_amount: _Optional[float] = ..., percentage: _Optional[float] = ..., reason: _Optional[str] = ..., reason_code: _Optional[str] = ...) -> None: ...

class Attachment(_message.Message):
    __slots__ = ("id", "description", "url", "content_base64", "mime_code", "filename", "uuid", "type_code", "document_type")
    ID_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    URL_FIELD_NUMBER: _ClassVar[int]
    CONTENT_BASE64_FIELD_NUMBER: _ClassVar[int]
    MIME_CODE_FIELD_NUMBER: _ClassVar[int]
    FILENAME_FIELD_NUMBER: _ClassVar[int]
    UUID_FIELD_NUMBER: _ClassVar[int]
    TYPE_CODE_FIELD_NUMBER: _ClassVar[int]
    DOCUMENT_TYPE_FIELD_NUMBER: _ClassVar[int]
    id: str
    description: str
    url: str
    content_base64: str
    mime_code: str
    filename: str
    uuid: str
    type_code: str
    document_type: str
    def __init__(self, id: _Optional[str] = ..., description: _Optional[str] = ..., url: _Optional[str] = ..., content_base64: _Optional[str] = ..., mime_code: _Optional[str] = ..., filename: _Optional[str] = ..., uuid: _Optional[str] = ..., type_code: _Optional[str] = ..., document_type: _Optional[str] = ...) -> None: ...

class VatExemption(_message.Message):
    __slots__ = ("tax_category", "reason", "reason_code")
    TAX_CATEGORY_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    REASON_CODE_FIELD_NUMBER: _ClassVar[int]
    tax_category: str
    reason: str
    reason_code: str
    def __init__(self, tax_category: _Optional[str] = ..., reason: _Optional[str] = ..., reason_code: _Optional[str] = ...) -> None: ...

class VatBreakdownAmount(_message.Message):
    __slots__ = ("tax_category", "vat_rate", "taxable_amount", "tax_amount", "tax_currency_tax_amount")
    TAX_CATEGORY_FIELD_NUMBER: _ClassVar[int]
    VAT_RATE_FIELD_NUMBER: _ClassVar[int]
    TAXABLE_AMOUNT_FIELD_NUMBER: _ClassVar[int]
    TAX_AMOUNT_FIELD_NUMBER: _ClassVar[int]
    TAX_CURRENCY_TAX_AMOUNT_FIELD_NUMBER: _ClassVar[int]
    tax_category: str
    vat_rate: float
    taxable_amount: float
    tax_amount: float
    tax_currency_tax_amount: float
    def __init__(self, tax_category: _Optional[str] = ..., vat_rate: _Optional[float] = ..., taxable_amount: _Optional[float] = ..., tax_amount: _Optional[float] = ..., tax_currency_tax_amount: _Optional[float] = ...) -> None: ...

class Classification(_message.Message):
    __slots__ = ("code", "list_id", "list_version")
    CODE_FIELD_NUMBER: _ClassVar[int]
    LIST_ID_FIELD_NUMBER: _ClassVar[int]
    LIST_VERSION_FIELD_NUMBER: _ClassVar[int]
    code: str
    list_id: str
    list_version: str
    def __init__(self, code: _Optional[str] = ..., list_id: _Optional[str] = ..., list_version: _Optional[str] = ...) -> None: ...

class ItemAttribute(_message.Message):
    __slots__ = ("name", "value", "code", "value_quantity", "value_unit")
    NAME_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    CODE_FIELD_NUMBER: _ClassVar[int]
    VALUE_QUANTITY_FIELD_NUMBER: _ClassVar[int]
    VALUE_UNIT_FIELD_NUMBER: _ClassVar[int]
    name: str
    value: str
    code: str
    value_quantity: float
    value_unit: str
    def __init__(self, name: _Optional[str] = ..., value: _Optional[str] = ..., code: _Optional[str] = ..., value_quantity: _Optional[float] = ..., value_unit: _Optional[str] = ...) -> None: ...

class CreditTransfer(_message.Message):
    __slots__ = ("account_id", "account_name", "bic", "payment_reference", "means_code", "means_text", "account_scheme")
    ACCOUNT_ID_FIELD_NUMBER: _ClassVar[int]
    ACCOUNT_NAME_FIELD_NUMBER: _ClassVar[int]
    BIC_FIELD_NUMBER: _ClassVar[int]
    PAYMENT_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    MEANS_CODE_FIELD_NUMBER: _ClassVar[int]
    MEANS_TEXT_FIELD_NUMBER: _ClassVar[int]
    ACCOUNT_SCHEME_FIELD_NUMBER: _ClassVar[int]
    account_id: str
    account_name: str
    bic: str
    payment_reference: str
    means_code: str
    means_text: str
    account_scheme: str
    def __init__(self, account_id: _Optional[str] = ..., account_name: _Optional[str] = ..., bic: _Optional[str] = ..., payment_reference: _Optional[str] = ..., means_code: _Optional[str] = ..., means_text: _Optional[str] = ..., account_scheme: _Optional[str] = ...) -> None: ...

class PaymentTerm(_message.Message):
    __slots__ = ("description", "due_date", "discount_terms", "penalty_terms")
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    DUE_DATE_FIELD_NUMBER: _ClassVar[int]
    DISCOUNT_TERMS_FIELD_NUMBER: _ClassVar[int]
    PENALTY_TERMS_FIELD_NUMBER: _ClassVar[int]
    description: str
    due_date: str
    discount_terms: PaymentTermsAdjustment
    penalty_terms: PaymentTermsAdjustment
    def __init__(self, description: _Optional[str] = ..., due_date: _Optional[str] = ..., discount_terms: _Optional[_Union[PaymentTermsAdjustment, _Mapping]] = ..., penalty_terms: _Optional[_Union[PaymentTermsAdjustment, _Mapping]] = ...) -> None: ...

class ProductInstance(_message.Message):
    __slots__ = ("batch_id", "serial_id")
    BATCH_ID_FIELD_NUMBER: _ClassVar[int]
    SERIAL_ID_FIELD_NUMBER: _ClassVar[int]
    batch_id: str
    serial_id: str
    def __init__(self, batch_id: _Optional[str] = ..., serial_id: _Optional[str] = ...) -> None: ...

class IncludedProduct(_message.Message):
    __slots__ = ("name", "description", "global_ids", "id", "seller_id", "buyer_id", "industry_id", "quantity", "unit")
    NAME_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    GLOBAL_IDS_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    SELLER_ID_FIELD_NUMBER: _ClassVar[int]
    BUYER_ID_FIELD_NUMBER: _ClassVar[int]
    INDUSTRY_ID_FIELD_NUMBER: _ClassVar[int]
    QUANTITY_FIELD_NUMBER: _ClassVar[int]
    UNIT_FIELD_NUMBER: _ClassVar[int]
    name: str
    description: str
    global_ids: _containers.RepeatedCompositeFieldContainer[Identifier]
    id: str
    seller_id: str
    buyer_id: str
    industry_id: str
    quantity: float
    unit: str
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., global_ids: _Optional[_Iterable[_Union[Identifier, _Mapping]]] = ..., id: _Optional[str] = ..., seller_id: _Optional[str] = ..., buyer_id: _Optional[str] = ..., industry_id: _Optional[str] = ..., quantity: _Optional[float] = ..., unit: _Optional[str] = ...) -> None: ...

class PaymentTermsAdjustment(_message.Message):
    __slots__ = ("basis_date", "basis_period", "basis_period_unit", "basis_amount", "percent", "amount")
    BASIS_DATE_FIELD_NUMBER: _ClassVar[int]
    BASIS_PERIOD_FIELD_NUMBER: _ClassVar[int]
    BASIS_PERIOD_UNIT_FIELD_NUMBER: _ClassVar[int]
    BASIS_AMOUNT_FIELD_NUMBER: _ClassVar[int]
    PERCENT_FIELD_NUMBER: _ClassVar[int]
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    basis_date: str
    basis_period: float
    basis_period_unit: str
    basis_amount: float
    percent: float
    amount: float
    def __init__(self, basis_date: _Optional[str] = ..., basis_period: _Optional[float] = ..., basis_period_unit: _Optional[str] = ..., basis_amount: _Optional[float] = ..., percent: _Optional[float] = ..., amount: _Optional[float] = ...) -> None: ...

class PaymentCard(_message.Message):
    __slots__ = ("pan_last_digits", "holder_name", "network_id", "means_code", "means_text")
    PAN_LAST_DIGITS_FIELD_NUMBER: _ClassVar[int]
    HOLDER_NAME_FIELD_NUMBER: _ClassVar[int]
    NETWORK_ID_FIELD_NUMBER: _ClassVar[int]
    MEANS_CODE_FIELD_NUMBER: _ClassVar[int]
    MEANS_TEXT_FIELD_NUMBER: _ClassVar[int]
    pan_last_digits: str
    holder_name: str
    network_id: str
    means_code: str
    means_text: str
    def __init__(self, pan_last_digits: _Optional[str] = ..., holder_name: _Optional[str] = ..., network_id: _Optional[str] = ..., means_code: _Optional[str] = ..., means_text: _Optional[str] = ...) -> None: ...

class DirectDebit(_message.Message):
    __slots__ = ("mandate_reference", "creditor_id", "debited_account", "means_code", "means_text")
    MANDATE_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    CREDITOR_ID_FIELD_NUMBER: _ClassVar[int]
    DEBITED_ACCOUNT_FIELD_NUMBER: _ClassVar[int]
    MEANS_CODE_FIELD_NUMBER: _ClassVar[int]
    MEANS_TEXT_FIELD_NUMBER: _ClassVar[int]
    mandate_reference: str
    creditor_id: str
    debited_account: str
    means_code: str
    means_text: str
    def __init__(self, mandate_reference: _Optional[str] = ..., creditor_id: _Optional[str] = ..., debited_account: _Optional[str] = ..., means_code: _Optional[str] = ..., means_text: _Optional[str] = ...) -> None: ...
