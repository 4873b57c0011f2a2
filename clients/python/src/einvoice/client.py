"""A ready client for the einvoice service: the API key on every call, a default deadline,
retries with backoff where trying again can help, and typed errors.

    from einvoice.client import Client

    with Client("localhost:8080", api_key="env_live_...", timeout=60) as client:
        answer = client.validate(invoice=invoice)

Retried, at most max_attempts attempts: UNAVAILABLE (a dependency of the service is recovering),
RESOURCE_EXHAUSTED with reason RATE_LIMITED and ABORTED with reason IDEMPOTENCY_IN_PROGRESS (an
earlier attempt with the same Idempotency-Key still runs; the retry gets its answer), after the
Retry-After the service names. Never QUOTA_EXCEEDED: the month's credits are gone. Charged calls
send one Idempotency-Key for all attempts, so a retry is charged once.
"""
from __future__ import annotations

import random
import time
import uuid
from dataclasses import dataclass, field
from typing import Any, Callable, List, Optional, Tuple

import grpc
from google.rpc import error_details_pb2
from grpc_status import rpc_status

from einvoice.v1 import account_service_pb2, account_service_pb2_grpc, invoice_service_pb2, invoice_service_pb2_grpc

__all__ = ["Client", "EinvoiceError", "FieldViolation"]


@dataclass(frozen=True)
class FieldViolation:
    """One field problem: the JSON path (e.g. $.invoice.seller.vat_id), a stable code, a message."""

    field: str
    reason: str
    description: str


@dataclass
class EinvoiceError(Exception):
    """A failed call: the gRPC code, the stable reason (ErrorInfo), field problems and the wait."""

    code: grpc.StatusCode
    reason: str
    message: str
    field_violations: List[FieldViolation] = field(default_factory=list)
    retry_after: Optional[float] = None

    def __str__(self) -> str:
        return f"{self.reason or self.code.name}: {self.message}"

    @classmethod
    def from_rpc_error(cls, error: grpc.RpcError) -> "EinvoiceError":
        """Reads ErrorInfo, BadRequest and RetryInfo (or the retry-after header) of a failed call."""
        reason = ""
        violations: List[FieldViolation] = []
        retry_after: Optional[float] = None
        status = rpc_status.from_call(error)  # type: ignore[arg-type]
        for detail in status.details if status else []:
            if detail.Is(error_details_pb2.ErrorInfo.DESCRIPTOR):
                info = error_details_pb2.ErrorInfo()
                detail.Unpack(info)
                reason = info.reason
            elif detail.Is(error_details_pb2.BadRequest.DESCRIPTOR):
                bad = error_details_pb2.BadRequest()
                detail.Unpack(bad)
                violations += [FieldViolation(v.field, v.reason, v.description) for v in bad.field_violations]
            elif detail.Is(error_details_pb2.RetryInfo.DESCRIPTOR):
                retry = error_details_pb2.RetryInfo()
                detail.Unpack(retry)
                retry_after = retry.retry_delay.seconds + retry.retry_delay.nanos / 1e9
        if retry_after is None:
            for key, value in error.trailing_metadata() or ():  # type: ignore[attr-defined]
                if key == "retry-after" and str(value).isdigit():
                    retry_after = float(value)
        return cls(error.code(), reason, error.details() or "", violations, retry_after)  # type: ignore[attr-defined]


def _retryable(error: EinvoiceError) -> bool:
    if error.code == grpc.StatusCode.UNAVAILABLE:
        return True
    if error.code == grpc.StatusCode.ABORTED and error.reason == "IDEMPOTENCY_IN_PROGRESS":
        return True
    return error.code == grpc.StatusCode.RESOURCE_EXHAUSTED and error.reason == "RATE_LIMITED"


class Client:
    """InvoiceService and AccountService over gRPC, with the key, a deadline and retries.

    target: host:port of the service. api_key: env_live_... or env_sandbox_... (sandbox documents
    are watermarked); validate and preview by transaction id need none, the other calls answer
    UNAUTHENTICATED (MISSING_API_KEY) without one. timeout: seconds per attempt. secure: TLS
    (default: on unless the target is localhost or 127.0.0.1). max_attempts: 1 turns retries off.
    """

    def __init__(
        self,
        target: str = "localhost:8080",
        api_key: Optional[str] = None,
        timeout: float = 60.0,
        *,
        secure: Optional[bool] = None,
        max_attempts: int = 3,
        backoff: float = 0.25,
        max_backoff: float = 30.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        host = target.rsplit(":", 1)[0]
        use_tls = secure if secure is not None else host not in ("localhost", "127.0.0.1", "[::1]")
        self._channel = grpc.secure_channel(target, grpc.ssl_channel_credentials()) if use_tls else grpc.insecure_channel(target)
        self._invoices = invoice_service_pb2_grpc.InvoiceServiceStub(self._channel)
        self._accounts = account_service_pb2_grpc.AccountServiceStub(self._channel)
        self._key = api_key
        self.timeout = timeout
        self.max_attempts = max(1, max_attempts)
        self._backoff = backoff
        self._max_backoff = max_backoff
        self._sleep = sleep

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def close(self) -> None:
        """Closes the channel."""
        self._channel.close()

    def _call(self, method: Callable[..., Any], request: Any, charged: bool) -> Any:
        metadata: List[Tuple[str, str]] = [("x-api-key", self._key)] if self._key else []
        if charged and self.max_attempts > 1:
            metadata.append(("idempotency-key", str(uuid.uuid4())))
        for attempt in range(1, self.max_attempts + 1):
            try:
                return method(request, metadata=metadata, timeout=self.timeout)
            except grpc.RpcError as raw:
                error = EinvoiceError.from_rpc_error(raw)
                if attempt >= self.max_attempts or not _retryable(error):
                    raise error from raw
                if error.retry_after is not None and error.retry_after > self._max_backoff:
                    raise error from raw
                wait = min(self._max_backoff, self._backoff * 2 ** (attempt - 1)) * (0.5 + random.random() / 2)
                self._sleep(max(wait, error.retry_after or 0.0))
        raise AssertionError("unreachable")

    def validate(self, **fields: Any) -> invoice_service_pb2.ValidateInvoiceResponse:
        """Checks invoice data (free): valid, the format auto would choose, every problem."""
        return self._call(self._invoices.ValidateInvoice, invoice_service_pb2.ValidateInvoiceRequest(**fields), False)

    def generate(self, **fields: Any) -> invoice_service_pb2.GenerateInvoiceResponse:
        """Makes the e-invoice (1 credit): pdf_base64 and/or xml_base64 hold the bytes."""
        return self._call(self._invoices.GenerateInvoice, invoice_service_pb2.GenerateInvoiceRequest(**fields), True)

    def retrieve(self, data: bytes, **fields: Any) -> invoice_service_pb2.RetrieveInvoiceResponse:
        """Reads a PDF or XML e-invoice back into invoice data (1 credit when read)."""
        return self._call(self._invoices.RetrieveInvoice, invoice_service_pb2.RetrieveInvoiceRequest(data_base64=data, **fields), True)

    def preview(self, **fields: Any) -> invoice_service_pb2.RenderPreviewResponse:
        """Renders a page as PNG: by transaction_id (free) or from invoice data (1 credit).

        The two are the request's oneof ``input``: the message keeps only the last one set, so
        giving both raises ValueError here rather than previewing one of them silently.
        """
        if "transaction_id" in fields and "invoice" in fields:
            raise ValueError("give either transaction_id or invoice, not both (the oneof input of RenderPreviewRequest)")
        return self._call(self._invoices.RenderPreview, invoice_service_pb2.RenderPreviewRequest(**fields), True)

    def account(self) -> account_service_pb2.GetAccountResponse:
        """The plan and the credits left of the key."""
        return self._call(self._accounts.GetAccount, account_service_pb2.GetAccountRequest(), False)
