/**
 * Typed errors: what a failed call says, read from the ConnectError's details — the stable
 * `reason` of google.rpc.ErrorInfo (e.g. VALIDATION_FAILED, RATE_LIMITED, QUOTA_EXCEEDED), the
 * field problems of google.rpc.BadRequest, and how long to wait (RetryInfo or Retry-After).
 */
import { Code, ConnectError } from '@connectrpc/connect';
import { BadRequestSchema, ErrorInfoSchema, RetryInfoSchema } from './gen/google/rpc/error_details_pb.js';

/** One field problem: the JSON path (e.g. $.invoice.seller.vat_id), a stable code and a message. */
export interface FieldViolation {
  field: string;
  reason: string;
  description: string;
}

/** A failed call, as the service describes it. */
export interface EinvoiceErrorInfo {
  /** The Connect/gRPC code. */
  code: Code;
  /** The stable reason (ErrorInfo.reason), e.g. VALIDATION_FAILED; "" when the service sent none. */
  reason: string;
  /** The message, without the "[code]" prefix. */
  message: string;
  /** Field problems (BadRequest.field_violations). */
  fieldViolations: FieldViolation[];
  /** Milliseconds to wait before retrying, when the service said (RetryInfo or Retry-After). */
  retryAfterMs?: number;
}

/** Reads the service's error details from any error a client call threw. */
export function errorInfo(error: unknown): EinvoiceErrorInfo {
  const e = ConnectError.from(error);
  const info = e.findDetails(ErrorInfoSchema)[0];
  const fieldViolations = e.findDetails(BadRequestSchema).flatMap((b) => b.fieldViolations.map((v) => ({ field: v.field, reason: v.reason, description: v.description })));
  let retryAfterMs: number | undefined;
  const delay = e.findDetails(RetryInfoSchema)[0]?.retryDelay;
  if (delay) retryAfterMs = Number(delay.seconds) * 1000 + Math.round(delay.nanos / 1e6);
  const header = e.metadata.get('retry-after');
  if (retryAfterMs === undefined && header !== null && /^\d+$/.test(header.trim())) retryAfterMs = Number(header) * 1000;
  return { code: e.code, reason: info?.reason ?? '', message: e.rawMessage, fieldViolations, retryAfterMs };
}
