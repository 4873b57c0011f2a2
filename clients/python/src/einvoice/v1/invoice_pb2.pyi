from buf.validate import validate_pb2 as _validate_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Invoice(_message.Message):
    __slots__ = ("number", "date", "due_date", "delivery_date", "currency", "notes", "seller", "buyer", "items", "payment", "leitweg_id", "buyer_reference", "tipo_documento", "tax_scheme")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
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
    number: str
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
    def __init__(self, number: _Optional[str] = ..., date: _Optional[str] = ..., due_date: _Optional[str] = ..., delivery_date: _Optional[str] = ..., currency: _Optional[str] = ..., notes: _Optional[str] = ..., seller: _Optional[_Union[Party, _Mapping]] = ..., buyer: _Optional[_Union[Party, _Mapping]] = ..., items: _Optional[_Iterable[_Union[LineItem, _Mapping]]] = ..., payment: _Optional[_Union[Payment, _Mapping]] = ..., leitweg_id: _Optional[str] = ..., buyer_reference: _Optional[str] = ..., tipo_documento: _Optional[str] = ..., tax_scheme: _Optional[str] = ...) -> None: ...

class Party(_message.Message):
    __slots__ = ("name", "vat_id", "street", "city", "postal_code", "country", "email", "phone", "peppol_id", "codice_fiscale", "codice_destinatario", "pec")
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
    def __init__(self, name: _Optional[str] = ..., vat_id: _Optional[str] = ..., street: _Optional[str] = ..., city: _Optional[str] = ..., postal_code: _Optional[str] = ..., country: _Optional[str] = ..., email: _Optional[str] = ..., phone: _Optional[str] = ..., peppol_id: _Optional[str] = ..., codice_fiscale: _Optional[str] = ..., codice_destinatario: _Optional[str] = ..., pec: _Optional[str] = ...) -> None: ...

class LineItem(_message.Message):
    __slots__ = ("description", "quantity", "unit", "unit_price", "vat_rate", "natura", "tax_category")
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    QUANTITY_FIELD_NUMBER: _ClassVar[int]
    UNIT_FIELD_NUMBER: _ClassVar[int]
    UNIT_PRICE_FIELD_NUMBER: _ClassVar[int]
    VAT_RATE_FIELD_NUMBER: _ClassVar[int]
    NATURA_FIELD_NUMBER: _ClassVar[int]
    TAX_CATEGORY_FIELD_NUMBER: _ClassVar[int]
    description: str
    quantity: float
    unit: str
    unit_price: float
    vat_rate: float
    natura: str
    tax_category: str
    def __init__(self, description: _Optional[str] = ..., quantity: _Optional[float] = ..., unit: _Optional[str] = ..., unit_price: _Optional[float] = ..., vat_rate: _Optional[float] = ..., natura: _Optional[str] = ..., tax_category: _Optional[str] = ...) -> None: ...

class Payment(_message.Message):
    __slots__ = ("iban", "bic", "terms")
    IBAN_FIELD_NUMBER: _ClassVar[int]
    BIC_FIELD_NUMBER: _ClassVar[int]
    TERMS_FIELD_NUMBER: _ClassVar[int]
    iban: str
    bic: str
    terms: str
    def __init__(self, iban: _Optional[str] = ..., bic: _Optional[str] = ..., terms: _Optional[str] = ...) -> None: ...

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
