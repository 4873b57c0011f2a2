from einvoice.v1 import invoice_service_pb2 as _invoice_service_pb2
from google.api import annotations_pb2 as _annotations_pb2
from google.api import field_behavior_pb2 as _field_behavior_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class LifecycleStatus(_message.Message):
    __slots__ = ("id", "issued_at", "business_process", "invoice", "status_code", "reasons", "sender", "issuer", "recipients", "amounts", "requested_action", "note")
    ID_FIELD_NUMBER: _ClassVar[int]
    ISSUED_AT_FIELD_NUMBER: _ClassVar[int]
    BUSINESS_PROCESS_FIELD_NUMBER: _ClassVar[int]
    INVOICE_FIELD_NUMBER: _ClassVar[int]
    STATUS_CODE_FIELD_NUMBER: _ClassVar[int]
    REASONS_FIELD_NUMBER: _ClassVar[int]
    SENDER_FIELD_NUMBER: _ClassVar[int]
    ISSUER_FIELD_NUMBER: _ClassVar[int]
    RECIPIENTS_FIELD_NUMBER: _ClassVar[int]
    AMOUNTS_FIELD_NUMBER: _ClassVar[int]
    REQUESTED_ACTION_FIELD_NUMBER: _ClassVar[int]
    NOTE_FIELD_NUMBER: _ClassVar[int]
    id: str
    issued_at: str
    business_process: str
    invoice: StatusInvoiceReference
    status_code: str
    reasons: _containers.RepeatedCompositeFieldContainer[StatusReason]
    sender: StatusParty
    issuer: StatusParty
    recipients: _containers.RepeatedCompositeFieldContainer[StatusParty]
    amounts: _containers.RepeatedCompositeFieldContainer[StatusAmount]
    requested_action: str
    note: str
    def __init__(self, id: _Optional[str] = ..., issued_at: _Optional[str] = ..., business_process: _Optional[str] = ..., invoice: _Optional[_Union[StatusInvoiceReference, _Mapping]] = ..., status_code: _Optional[str] = ..., reasons: _Optional[_Iterable[_Union[StatusReason, _Mapping]]] = ..., sender: _Optional[_Union[StatusParty, _Mapping]] = ..., issuer: _Optional[_Union[StatusParty, _Mapping]] = ..., recipients: _Optional[_Iterable[_Union[StatusParty, _Mapping]]] = ..., amounts: _Optional[_Iterable[_Union[StatusAmount, _Mapping]]] = ..., requested_action: _Optional[str] = ..., note: _Optional[str] = ...) -> None: ...

class StatusInvoiceReference(_message.Message):
    __slots__ = ("number", "issue_date", "type_code", "seller_siren")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    ISSUE_DATE_FIELD_NUMBER: _ClassVar[int]
    TYPE_CODE_FIELD_NUMBER: _ClassVar[int]
    SELLER_SIREN_FIELD_NUMBER: _ClassVar[int]
    number: str
    issue_date: str
    type_code: str
    seller_siren: str
    def __init__(self, number: _Optional[str] = ..., issue_date: _Optional[str] = ..., type_code: _Optional[str] = ..., seller_siren: _Optional[str] = ...) -> None: ...

class StatusReason(_message.Message):
    __slots__ = ("code", "text")
    CODE_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    code: str
    text: str
    def __init__(self, code: _Optional[str] = ..., text: _Optional[str] = ...) -> None: ...

class StatusParty(_message.Message):
    __slots__ = ("role", "id", "id_scheme", "name", "electronic_address", "electronic_address_scheme")
    ROLE_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    ID_SCHEME_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    ELECTRONIC_ADDRESS_FIELD_NUMBER: _ClassVar[int]
    ELECTRONIC_ADDRESS_SCHEME_FIELD_NUMBER: _ClassVar[int]
    role: str
    id: str
    id_scheme: str
    name: str
    electronic_address: str
    electronic_address_scheme: str
    def __init__(self, role: _Optional[str] = ..., id: _Optional[str] = ..., id_scheme: _Optional[str] = ..., name: _Optional[str] = ..., electronic_address: _Optional[str] = ..., electronic_address_scheme: _Optional[str] = ...) -> None: ...

class StatusAmount(_message.Message):
    __slots__ = ("type_code", "amount", "currency", "vat_rate")
    TYPE_CODE_FIELD_NUMBER: _ClassVar[int]
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    CURRENCY_FIELD_NUMBER: _ClassVar[int]
    VAT_RATE_FIELD_NUMBER: _ClassVar[int]
    type_code: str
    amount: str
    currency: str
    vat_rate: str
    def __init__(self, type_code: _Optional[str] = ..., amount: _Optional[str] = ..., currency: _Optional[str] = ..., vat_rate: _Optional[str] = ...) -> None: ...

class StatusMeaning(_message.Message):
    __slots__ = ("code", "name_fr", "name_en", "phase")
    CODE_FIELD_NUMBER: _ClassVar[int]
    NAME_FR_FIELD_NUMBER: _ClassVar[int]
    NAME_EN_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    code: str
    name_fr: str
    name_en: str
    phase: str
    def __init__(self, code: _Optional[str] = ..., name_fr: _Optional[str] = ..., name_en: _Optional[str] = ..., phase: _Optional[str] = ...) -> None: ...

class StatusFinding(_message.Message):
    __slots__ = ("code", "message", "severity", "location")
    CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    SEVERITY_FIELD_NUMBER: _ClassVar[int]
    LOCATION_FIELD_NUMBER: _ClassVar[int]
    code: str
    message: str
    severity: str
    location: str
    def __init__(self, code: _Optional[str] = ..., message: _Optional[str] = ..., severity: _Optional[str] = ..., location: _Optional[str] = ...) -> None: ...

class GenerateStatusRequest(_message.Message):
    __slots__ = ("status",)
    STATUS_FIELD_NUMBER: _ClassVar[int]
    status: LifecycleStatus
    def __init__(self, status: _Optional[_Union[LifecycleStatus, _Mapping]] = ...) -> None: ...

class GenerateStatusResponse(_message.Message):
    __slots__ = ("xml_base64", "meaning", "warnings", "rule_sets", "transaction_id", "account", "status_id")
    XML_BASE64_FIELD_NUMBER: _ClassVar[int]
    MEANING_FIELD_NUMBER: _ClassVar[int]
    WARNINGS_FIELD_NUMBER: _ClassVar[int]
    RULE_SETS_FIELD_NUMBER: _ClassVar[int]
    TRANSACTION_ID_FIELD_NUMBER: _ClassVar[int]
    ACCOUNT_FIELD_NUMBER: _ClassVar[int]
    STATUS_ID_FIELD_NUMBER: _ClassVar[int]
    xml_base64: bytes
    meaning: StatusMeaning
    warnings: _containers.RepeatedCompositeFieldContainer[StatusFinding]
    rule_sets: _containers.RepeatedScalarFieldContainer[str]
    transaction_id: str
    account: _invoice_service_pb2.AccountUsage
    status_id: str
    def __init__(self, xml_base64: _Optional[bytes] = ..., meaning: _Optional[_Union[StatusMeaning, _Mapping]] = ..., warnings: _Optional[_Iterable[_Union[StatusFinding, _Mapping]]] = ..., rule_sets: _Optional[_Iterable[str]] = ..., transaction_id: _Optional[str] = ..., account: _Optional[_Union[_invoice_service_pb2.AccountUsage, _Mapping]] = ..., status_id: _Optional[str] = ...) -> None: ...

class RetrieveStatusRequest(_message.Message):
    __slots__ = ("data_base64",)
    DATA_BASE64_FIELD_NUMBER: _ClassVar[int]
    data_base64: bytes
    def __init__(self, data_base64: _Optional[bytes] = ...) -> None: ...

class RetrieveStatusResponse(_message.Message):
    __slots__ = ("valid", "status", "meaning", "errors", "warnings", "rule_sets", "transaction_id")
    VALID_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    MEANING_FIELD_NUMBER: _ClassVar[int]
    ERRORS_FIELD_NUMBER: _ClassVar[int]
    WARNINGS_FIELD_NUMBER: _ClassVar[int]
    RULE_SETS_FIELD_NUMBER: _ClassVar[int]
    TRANSACTION_ID_FIELD_NUMBER: _ClassVar[int]
    valid: bool
    status: LifecycleStatus
    meaning: StatusMeaning
    errors: _containers.RepeatedCompositeFieldContainer[StatusFinding]
    warnings: _containers.RepeatedCompositeFieldContainer[StatusFinding]
    rule_sets: _containers.RepeatedScalarFieldContainer[str]
    transaction_id: str
    def __init__(self, valid: bool = ..., status: _Optional[_Union[LifecycleStatus, _Mapping]] = ..., meaning: _Optional[_Union[StatusMeaning, _Mapping]] = ..., errors: _Optional[_Iterable[_Union[StatusFinding, _Mapping]]] = ..., warnings: _Optional[_Iterable[_Union[StatusFinding, _Mapping]]] = ..., rule_sets: _Optional[_Iterable[str]] = ..., transaction_id: _Optional[str] = ...) -> None: ...

class ValidateStatusRequest(_message.Message):
    __slots__ = ("status",)
    STATUS_FIELD_NUMBER: _ClassVar[int]
    status: LifecycleStatus
    def __init__(self, status: _Optional[_Union[LifecycleStatus, _Mapping]] = ...) -> None: ...

class ValidateStatusResponse(_message.Message):
    __slots__ = ("valid", "errors", "issues", "meaning")
    VALID_FIELD_NUMBER: _ClassVar[int]
    ERRORS_FIELD_NUMBER: _ClassVar[int]
    ISSUES_FIELD_NUMBER: _ClassVar[int]
    MEANING_FIELD_NUMBER: _ClassVar[int]
    valid: bool
    errors: _containers.RepeatedScalarFieldContainer[str]
    issues: _containers.RepeatedCompositeFieldContainer[_invoice_service_pb2.FieldIssue]
    meaning: StatusMeaning
    def __init__(self, valid: bool = ..., errors: _Optional[_Iterable[str]] = ..., issues: _Optional[_Iterable[_Union[_invoice_service_pb2.FieldIssue, _Mapping]]] = ..., meaning: _Optional[_Union[StatusMeaning, _Mapping]] = ...) -> None: ...
