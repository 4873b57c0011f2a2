from google.api import annotations_pb2 as _annotations_pb2
from google.api import field_behavior_pb2 as _field_behavior_pb2
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Optional as _Optional

DESCRIPTOR: _descriptor.FileDescriptor

class GetAccountRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class GetAccountResponse(_message.Message):
    __slots__ = ("remaining", "plan", "overage_count", "overage_allowed", "environment", "resets_at")
    REMAINING_FIELD_NUMBER: _ClassVar[int]
    PLAN_FIELD_NUMBER: _ClassVar[int]
    OVERAGE_COUNT_FIELD_NUMBER: _ClassVar[int]
    OVERAGE_ALLOWED_FIELD_NUMBER: _ClassVar[int]
    ENVIRONMENT_FIELD_NUMBER: _ClassVar[int]
    RESETS_AT_FIELD_NUMBER: _ClassVar[int]
    remaining: int
    plan: str
    overage_count: int
    overage_allowed: int
    environment: str
    resets_at: str
    def __init__(self, remaining: _Optional[int] = ..., plan: _Optional[str] = ..., overage_count: _Optional[int] = ..., overage_allowed: _Optional[int] = ..., environment: _Optional[str] = ..., resets_at: _Optional[str] = ...) -> None: ...
