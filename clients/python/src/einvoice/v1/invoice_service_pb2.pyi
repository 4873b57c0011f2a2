from buf.validate import validate_pb2 as _validate_pb2
from einvoice.v1 import invoice_pb2 as _invoice_pb2
from google.api import annotations_pb2 as _annotations_pb2
from google.api import field_behavior_pb2 as _field_behavior_pb2
from google.api import httpbody_pb2 as _httpbody_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class GenerateInvoiceRequest(_message.Message):
    __slots__ = ("format", "profile", "template", "locale", "country_profile", "customization", "invoice", "syntax", "rules_as_of")
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    TEMPLATE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    COUNTRY_PROFILE_FIELD_NUMBER: _ClassVar[int]
    CUSTOMIZATION_FIELD_NUMBER: _ClassVar[int]
    INVOICE_FIELD_NUMBER: _ClassVar[int]
    SYNTAX_FIELD_NUMBER: _ClassVar[int]
    RULES_AS_OF_FIELD_NUMBER: _ClassVar[int]
    format: str
    profile: str
    template: str
    locale: str
    country_profile: str
    customization: _invoice_pb2.Customization
    invoice: _invoice_pb2.Invoice
    syntax: str
    rules_as_of: str
    def __init__(self, format: _Optional[str] = ..., profile: _Optional[str] = ..., template: _Optional[str] = ..., locale: _Optional[str] = ..., country_profile: _Optional[str] = ..., customization: _Optional[_Union[_invoice_pb2.Customization, _Mapping]] = ..., invoice: _Optional[_Union[_invoice_pb2.Invoice, _Mapping]] = ..., syntax: _Optional[str] = ..., rules_as_of: _Optional[str] = ...) -> None: ...

class GenerateInvoiceResponse(_message.Message):
    __slots__ = ("pdf_base64", "filename", "transaction_hash", "transaction_id", "validation", "account", "format", "xml_base64", "xml_filename")
    PDF_BASE64_FIELD_NUMBER: _ClassVar[int]
    FILENAME_FIELD_NUMBER: _ClassVar[int]
    TRANSACTION_HASH_FIELD_NUMBER: _ClassVar[int]
    TRANSACTION_ID_FIELD_NUMBER: _ClassVar[int]
    VALIDATION_FIELD_NUMBER: _ClassVar[int]
    ACCOUNT_FIELD_NUMBER: _ClassVar[int]
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    XML_BASE64_FIELD_NUMBER: _ClassVar[int]
    XML_FILENAME_FIELD_NUMBER: _ClassVar[int]
    pdf_base64: bytes
    filename: str
    transaction_hash: str
    transaction_id: str
    validation: GenerationValidation
    account: AccountUsage
    format: FormatUsed
    xml_base64: bytes
    xml_filename: str
    def __init__(self, pdf_base64: _Optional[bytes] = ..., filename: _Optional[str] = ..., transaction_hash: _Optional[str] = ..., transaction_id: _Optional[str] = ..., validation: _Optional[_Union[GenerationValidation, _Mapping]] = ..., account: _Optional[_Union[AccountUsage, _Mapping]] = ..., format: _Optional[_Union[FormatUsed, _Mapping]] = ..., xml_base64: _Optional[bytes] = ..., xml_filename: _Optional[str] = ...) -> None: ...

class GenerationValidation(_message.Message):
    __slots__ = ("status", "profile", "version", "rule_sets", "warnings", "rules_as_of")
    STATUS_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    RULE_SETS_FIELD_NUMBER: _ClassVar[int]
    WARNINGS_FIELD_NUMBER: _ClassVar[int]
    RULES_AS_OF_FIELD_NUMBER: _ClassVar[int]
    status: str
    profile: str
    version: str
    rule_sets: _containers.RepeatedScalarFieldContainer[str]
    warnings: _containers.RepeatedCompositeFieldContainer[Finding]
    rules_as_of: str
    def __init__(self, status: _Optional[str] = ..., profile: _Optional[str] = ..., version: _Optional[str] = ..., rule_sets: _Optional[_Iterable[str]] = ..., warnings: _Optional[_Iterable[_Union[Finding, _Mapping]]] = ..., rules_as_of: _Optional[str] = ...) -> None: ...

class Finding(_message.Message):
    __slots__ = ("rule_id", "severity", "location", "message", "business_terms", "rule_set")
    RULE_ID_FIELD_NUMBER: _ClassVar[int]
    SEVERITY_FIELD_NUMBER: _ClassVar[int]
    LOCATION_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    BUSINESS_TERMS_FIELD_NUMBER: _ClassVar[int]
    RULE_SET_FIELD_NUMBER: _ClassVar[int]
    rule_id: str
    severity: str
    location: str
    message: str
    business_terms: _containers.RepeatedScalarFieldContainer[str]
    rule_set: str
    def __init__(self, rule_id: _Optional[str] = ..., severity: _Optional[str] = ..., location: _Optional[str] = ..., message: _Optional[str] = ..., business_terms: _Optional[_Iterable[str]] = ..., rule_set: _Optional[str] = ...) -> None: ...

class AccountUsage(_message.Message):
    __slots__ = ("remaining", "plan", "overage_count", "overage_allowed")
    REMAINING_FIELD_NUMBER: _ClassVar[int]
    PLAN_FIELD_NUMBER: _ClassVar[int]
    OVERAGE_COUNT_FIELD_NUMBER: _ClassVar[int]
    OVERAGE_ALLOWED_FIELD_NUMBER: _ClassVar[int]
    remaining: int
    plan: str
    overage_count: int
    overage_allowed: int
    def __init__(self, remaining: _Optional[int] = ..., plan: _Optional[str] = ..., overage_count: _Optional[int] = ..., overage_allowed: _Optional[int] = ...) -> None: ...

class FormatUsed(_message.Message):
    __slots__ = ("format_used", "profile")
    FORMAT_USED_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    format_used: str
    profile: str
    def __init__(self, format_used: _Optional[str] = ..., profile: _Optional[str] = ...) -> None: ...

class ValidateInvoiceRequest(_message.Message):
    __slots__ = ("format", "profile", "template", "locale", "country_profile", "customization", "invoice", "syntax", "rules_as_of")
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    TEMPLATE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    COUNTRY_PROFILE_FIELD_NUMBER: _ClassVar[int]
    CUSTOMIZATION_FIELD_NUMBER: _ClassVar[int]
    INVOICE_FIELD_NUMBER: _ClassVar[int]
    SYNTAX_FIELD_NUMBER: _ClassVar[int]
    RULES_AS_OF_FIELD_NUMBER: _ClassVar[int]
    format: str
    profile: str
    template: str
    locale: str
    country_profile: str
    customization: _invoice_pb2.Customization
    invoice: _invoice_pb2.Invoice
    syntax: str
    rules_as_of: str
    def __init__(self, format: _Optional[str] = ..., profile: _Optional[str] = ..., template: _Optional[str] = ..., locale: _Optional[str] = ..., country_profile: _Optional[str] = ..., customization: _Optional[_Union[_invoice_pb2.Customization, _Mapping]] = ..., invoice: _Optional[_Union[_invoice_pb2.Invoice, _Mapping]] = ..., syntax: _Optional[str] = ..., rules_as_of: _Optional[str] = ...) -> None: ...

class ValidateInvoiceResponse(_message.Message):
    __slots__ = ("valid", "format", "errors", "issues")
    VALID_FIELD_NUMBER: _ClassVar[int]
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    ERRORS_FIELD_NUMBER: _ClassVar[int]
    ISSUES_FIELD_NUMBER: _ClassVar[int]
    valid: bool
    format: FormatDetection
    errors: _containers.RepeatedScalarFieldContainer[str]
    issues: _containers.RepeatedCompositeFieldContainer[FieldIssue]
    def __init__(self, valid: bool = ..., format: _Optional[_Union[FormatDetection, _Mapping]] = ..., errors: _Optional[_Iterable[str]] = ..., issues: _Optional[_Iterable[_Union[FieldIssue, _Mapping]]] = ...) -> None: ...

class FormatDetection(_message.Message):
    __slots__ = ("format_used", "profile", "version", "format_reason", "warnings", "country_profile")
    FORMAT_USED_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    FORMAT_REASON_FIELD_NUMBER: _ClassVar[int]
    WARNINGS_FIELD_NUMBER: _ClassVar[int]
    COUNTRY_PROFILE_FIELD_NUMBER: _ClassVar[int]
    format_used: str
    profile: str
    version: str
    format_reason: str
    warnings: _containers.RepeatedCompositeFieldContainer[LegalWarning]
    country_profile: str
    def __init__(self, format_used: _Optional[str] = ..., profile: _Optional[str] = ..., version: _Optional[str] = ..., format_reason: _Optional[str] = ..., warnings: _Optional[_Iterable[_Union[LegalWarning, _Mapping]]] = ..., country_profile: _Optional[str] = ...) -> None: ...

class LegalWarning(_message.Message):
    __slots__ = ("code", "message", "legal_basis", "severity")
    CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    LEGAL_BASIS_FIELD_NUMBER: _ClassVar[int]
    SEVERITY_FIELD_NUMBER: _ClassVar[int]
    code: str
    message: str
    legal_basis: str
    severity: str
    def __init__(self, code: _Optional[str] = ..., message: _Optional[str] = ..., legal_basis: _Optional[str] = ..., severity: _Optional[str] = ...) -> None: ...

class FieldIssue(_message.Message):
    __slots__ = ("path", "code", "message", "expected")
    PATH_FIELD_NUMBER: _ClassVar[int]
    CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_FIELD_NUMBER: _ClassVar[int]
    path: str
    code: str
    message: str
    expected: str
    def __init__(self, path: _Optional[str] = ..., code: _Optional[str] = ..., message: _Optional[str] = ..., expected: _Optional[str] = ...) -> None: ...

class RetrieveInvoiceRequest(_message.Message):
    __slots__ = ("data_base64", "content_type", "include_source_xml", "locale", "rules_as_of")
    DATA_BASE64_FIELD_NUMBER: _ClassVar[int]
    CONTENT_TYPE_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_SOURCE_XML_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    RULES_AS_OF_FIELD_NUMBER: _ClassVar[int]
    data_base64: bytes
    content_type: str
    include_source_xml: bool
    locale: str
    rules_as_of: str
    def __init__(self, data_base64: _Optional[bytes] = ..., content_type: _Optional[str] = ..., include_source_xml: bool = ..., locale: _Optional[str] = ..., rules_as_of: _Optional[str] = ...) -> None: ...

class RetrieveInvoiceResponse(_message.Message):
    __slots__ = ("valid", "format", "invoice", "source_xml_base64", "transaction_id", "errors", "warnings", "locale", "rule_sets", "rules_as_of")
    VALID_FIELD_NUMBER: _ClassVar[int]
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    INVOICE_FIELD_NUMBER: _ClassVar[int]
    SOURCE_XML_BASE64_FIELD_NUMBER: _ClassVar[int]
    TRANSACTION_ID_FIELD_NUMBER: _ClassVar[int]
    ERRORS_FIELD_NUMBER: _ClassVar[int]
    WARNINGS_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    RULE_SETS_FIELD_NUMBER: _ClassVar[int]
    RULES_AS_OF_FIELD_NUMBER: _ClassVar[int]
    valid: bool
    format: RetrievedFormat
    invoice: _invoice_pb2.Invoice
    source_xml_base64: bytes
    transaction_id: str
    errors: _containers.RepeatedCompositeFieldContainer[RetrieveMessage]
    warnings: _containers.RepeatedCompositeFieldContainer[RetrieveMessage]
    locale: str
    rule_sets: _containers.RepeatedScalarFieldContainer[str]
    rules_as_of: str
    def __init__(self, valid: bool = ..., format: _Optional[_Union[RetrievedFormat, _Mapping]] = ..., invoice: _Optional[_Union[_invoice_pb2.Invoice, _Mapping]] = ..., source_xml_base64: _Optional[bytes] = ..., transaction_id: _Optional[str] = ..., errors: _Optional[_Iterable[_Union[RetrieveMessage, _Mapping]]] = ..., warnings: _Optional[_Iterable[_Union[RetrieveMessage, _Mapping]]] = ..., locale: _Optional[str] = ..., rule_sets: _Optional[_Iterable[str]] = ..., rules_as_of: _Optional[str] = ...) -> None: ...

class RetrievedFormat(_message.Message):
    __slots__ = ("detected_format", "profile", "version", "xml_type", "has_pdf", "country_profile")
    DETECTED_FORMAT_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    XML_TYPE_FIELD_NUMBER: _ClassVar[int]
    HAS_PDF_FIELD_NUMBER: _ClassVar[int]
    COUNTRY_PROFILE_FIELD_NUMBER: _ClassVar[int]
    detected_format: str
    profile: str
    version: str
    xml_type: str
    has_pdf: bool
    country_profile: str
    def __init__(self, detected_format: _Optional[str] = ..., profile: _Optional[str] = ..., version: _Optional[str] = ..., xml_type: _Optional[str] = ..., has_pdf: bool = ..., country_profile: _Optional[str] = ...) -> None: ...

class RetrieveMessage(_message.Message):
    __slots__ = ("code", "message", "severity", "rule_id")
    CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    SEVERITY_FIELD_NUMBER: _ClassVar[int]
    RULE_ID_FIELD_NUMBER: _ClassVar[int]
    code: str
    message: str
    severity: str
    rule_id: str
    def __init__(self, code: _Optional[str] = ..., message: _Optional[str] = ..., severity: _Optional[str] = ..., rule_id: _Optional[str] = ...) -> None: ...

class RenderPreviewRequest(_message.Message):
    __slots__ = ("transaction_id", "invoice", "page", "dpi", "format", "profile", "template", "locale", "country_profile", "customization")
    TRANSACTION_ID_FIELD_NUMBER: _ClassVar[int]
    INVOICE_FIELD_NUMBER: _ClassVar[int]
    PAGE_FIELD_NUMBER: _ClassVar[int]
    DPI_FIELD_NUMBER: _ClassVar[int]
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    TEMPLATE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    COUNTRY_PROFILE_FIELD_NUMBER: _ClassVar[int]
    CUSTOMIZATION_FIELD_NUMBER: _ClassVar[int]
    transaction_id: str
    invoice: _invoice_pb2.Invoice
    page: int
    dpi: int
    format: str
    profile: str
    template: str
    locale: str
    country_profile: str
    customization: _invoice_pb2.Customization
    def __init__(self, transaction_id: _Optional[str] = ..., invoice: _Optional[_Union[_invoice_pb2.Invoice, _Mapping]] = ..., page: _Optional[int] = ..., dpi: _Optional[int] = ..., format: _Optional[str] = ..., profile: _Optional[str] = ..., template: _Optional[str] = ..., locale: _Optional[str] = ..., country_profile: _Optional[str] = ..., customization: _Optional[_Union[_invoice_pb2.Customization, _Mapping]] = ...) -> None: ...

class RenderPreviewResponse(_message.Message):
    __slots__ = ("image", "width", "height", "source", "transaction_id", "page_count")
    IMAGE_FIELD_NUMBER: _ClassVar[int]
    WIDTH_FIELD_NUMBER: _ClassVar[int]
    HEIGHT_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    TRANSACTION_ID_FIELD_NUMBER: _ClassVar[int]
    PAGE_COUNT_FIELD_NUMBER: _ClassVar[int]
    image: _httpbody_pb2.HttpBody
    width: int
    height: int
    source: str
    transaction_id: str
    page_count: int
    def __init__(self, image: _Optional[_Union[_httpbody_pb2.HttpBody, _Mapping]] = ..., width: _Optional[int] = ..., height: _Optional[int] = ..., source: _Optional[str] = ..., transaction_id: _Optional[str] = ..., page_count: _Optional[int] = ...) -> None: ...

class ConvertInvoiceRequest(_message.Message):
    __slots__ = ("data_base64", "content_type", "format", "profile", "country_profile", "syntax", "template", "locale", "customization", "strict", "gross_price_per_net_base_quantity", "rules_as_of")
    DATA_BASE64_FIELD_NUMBER: _ClassVar[int]
    CONTENT_TYPE_FIELD_NUMBER: _ClassVar[int]
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    COUNTRY_PROFILE_FIELD_NUMBER: _ClassVar[int]
    SYNTAX_FIELD_NUMBER: _ClassVar[int]
    TEMPLATE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    CUSTOMIZATION_FIELD_NUMBER: _ClassVar[int]
    STRICT_FIELD_NUMBER: _ClassVar[int]
    GROSS_PRICE_PER_NET_BASE_QUANTITY_FIELD_NUMBER: _ClassVar[int]
    RULES_AS_OF_FIELD_NUMBER: _ClassVar[int]
    data_base64: bytes
    content_type: str
    format: str
    profile: str
    country_profile: str
    syntax: str
    template: str
    locale: str
    customization: _invoice_pb2.Customization
    strict: bool
    gross_price_per_net_base_quantity: bool
    rules_as_of: str
    def __init__(self, data_base64: _Optional[bytes] = ..., content_type: _Optional[str] = ..., format: _Optional[str] = ..., profile: _Optional[str] = ..., country_profile: _Optional[str] = ..., syntax: _Optional[str] = ..., template: _Optional[str] = ..., locale: _Optional[str] = ..., customization: _Optional[_Union[_invoice_pb2.Customization, _Mapping]] = ..., strict: bool = ..., gross_price_per_net_base_quantity: bool = ..., rules_as_of: _Optional[str] = ...) -> None: ...

class ConvertInvoiceResponse(_message.Message):
    __slots__ = ("pdf_base64", "filename", "xml_base64", "xml_filename", "transaction_id", "source", "format", "validation", "lost_terms", "account", "converted")
    PDF_BASE64_FIELD_NUMBER: _ClassVar[int]
    FILENAME_FIELD_NUMBER: _ClassVar[int]
    XML_BASE64_FIELD_NUMBER: _ClassVar[int]
    XML_FILENAME_FIELD_NUMBER: _ClassVar[int]
    TRANSACTION_ID_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    VALIDATION_FIELD_NUMBER: _ClassVar[int]
    LOST_TERMS_FIELD_NUMBER: _ClassVar[int]
    ACCOUNT_FIELD_NUMBER: _ClassVar[int]
    CONVERTED_FIELD_NUMBER: _ClassVar[int]
    pdf_base64: bytes
    filename: str
    xml_base64: bytes
    xml_filename: str
    transaction_id: str
    source: ConvertedSource
    format: FormatUsed
    validation: GenerationValidation
    lost_terms: _containers.RepeatedCompositeFieldContainer[LostTerm]
    account: AccountUsage
    converted: bool
    def __init__(self, pdf_base64: _Optional[bytes] = ..., filename: _Optional[str] = ..., xml_base64: _Optional[bytes] = ..., xml_filename: _Optional[str] = ..., transaction_id: _Optional[str] = ..., source: _Optional[_Union[ConvertedSource, _Mapping]] = ..., format: _Optional[_Union[FormatUsed, _Mapping]] = ..., validation: _Optional[_Union[GenerationValidation, _Mapping]] = ..., lost_terms: _Optional[_Iterable[_Union[LostTerm, _Mapping]]] = ..., account: _Optional[_Union[AccountUsage, _Mapping]] = ..., converted: bool = ...) -> None: ...

class ConvertedSource(_message.Message):
    __slots__ = ("valid", "format", "rule_sets", "errors", "warnings", "rules_as_of")
    VALID_FIELD_NUMBER: _ClassVar[int]
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    RULE_SETS_FIELD_NUMBER: _ClassVar[int]
    ERRORS_FIELD_NUMBER: _ClassVar[int]
    WARNINGS_FIELD_NUMBER: _ClassVar[int]
    RULES_AS_OF_FIELD_NUMBER: _ClassVar[int]
    valid: bool
    format: RetrievedFormat
    rule_sets: _containers.RepeatedScalarFieldContainer[str]
    errors: _containers.RepeatedCompositeFieldContainer[RetrieveMessage]
    warnings: _containers.RepeatedCompositeFieldContainer[RetrieveMessage]
    rules_as_of: str
    def __init__(self, valid: bool = ..., format: _Optional[_Union[RetrievedFormat, _Mapping]] = ..., rule_sets: _Optional[_Iterable[str]] = ..., errors: _Optional[_Iterable[_Union[RetrieveMessage, _Mapping]]] = ..., warnings: _Optional[_Iterable[_Union[RetrieveMessage, _Mapping]]] = ..., rules_as_of: _Optional[str] = ...) -> None: ...

class LostTerm(_message.Message):
    __slots__ = ("business_term", "source_path", "value", "reason", "written_value")
    BUSINESS_TERM_FIELD_NUMBER: _ClassVar[int]
    SOURCE_PATH_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    WRITTEN_VALUE_FIELD_NUMBER: _ClassVar[int]
    business_term: str
    source_path: str
    value: str
    reason: str
    written_value: str
    def __init__(self, business_term: _Optional[str] = ..., source_path: _Optional[str] = ..., value: _Optional[str] = ..., reason: _Optional[str] = ..., written_value: _Optional[str] = ...) -> None: ...
