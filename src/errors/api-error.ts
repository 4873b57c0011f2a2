/**
 * Builds the errors our handlers throw: a ConnectError carrying one google.rpc.ErrorInfo
 * (stable reason) and, for field problems, google.rpc.BadRequest field violations; with a
 * Retry-After header also google.rpc.RetryInfo (rate limits, outages), and for a used-up quota
 * google.rpc.QuotaFailure, so that gRPC clients read what REST clients read from the headers. The REST
 * gateway turns the same error into the public JSON body, so both sides say the same thing.
 */
import { create } from '@bufbuild/protobuf';
import { ConnectError } from '@connectrpc/connect';
import { BadRequestSchema, ErrorInfoSchema, QuotaFailureSchema, RetryInfoSchema } from '../../gen/google/rpc/error_details_pb.js';
import { ERROR_DOMAIN, ERROR_TABLE, reasonForCode, type Reason } from './error-table.js';

/** One field problem, as the public REST `details[]` entry. */
export interface FieldProblem {
  /** JSON path, e.g. $.invoice.seller.vat_id. */
  path: string;
  /** Stable code, e.g. REQUIRED. */
  code: string;
  message: string;
  /** What was expected (a type or a shape), where that helps. */
  expected?: string;
}

/** What the REST gateway needs to render an error we raised. */
export interface ApiErrorCause {
  reason: Reason;
  problems: FieldProblem[];
  /** Extra members for the REST body (e.g. findings of a rejected document). */
  extra?: Record<string, unknown>;
}

/** Creates the ConnectError for a reason, with ErrorInfo and optional field violations. */
export function apiError(
  reason: Reason,
  message: string,
  problems: FieldProblem[] = [],
  extra?: Record<string, unknown>,
  headers?: HeadersInit,
): ConnectError {
  const details = [
    { desc: ErrorInfoSchema, value: create(ErrorInfoSchema, { reason, domain: ERROR_DOMAIN }) },
  ] as ConstructorParameters<typeof ConnectError>[3] & object[];
  if (problems.length > 0) {
    details.push({
      desc: BadRequestSchema,
      value: create(BadRequestSchema, {
        fieldViolations: problems.map((p) => ({ field: p.path, description: p.message, reason: p.code })),
      }),
    });
  }
  const retryAfter = headers ? new Headers(headers).get('retry-after') : null;
  if (retryAfter && /^\d{1,9}$/.test(retryAfter)) {
    details.push({ desc: RetryInfoSchema, value: create(RetryInfoSchema, { retryDelay: { seconds: BigInt(retryAfter) } }) });
  }
  if (reason === 'QUOTA_EXCEEDED') {
    // Not worth retrying before the period resets or the plan changes: no RetryInfo.
    details.push({ desc: QuotaFailureSchema, value: create(QuotaFailureSchema, { violations: [{ subject: 'monthly_credits', description: message }] }) });
  }
  const cause: ApiErrorCause = { reason, problems, extra };
  return new ConnectError(message, ERROR_TABLE[reason].code, headers, details, cause);
}

/** Reads back reason and problems from any error (ours, the runtime's, or a bug). */
export function describeError(error: unknown): { reason: Reason; message: string; problems: FieldProblem[]; extra?: Record<string, unknown>; headers?: Headers } {
  const connectError = ConnectError.from(error);
  const cause = connectError.cause as Partial<ApiErrorCause> | undefined;
  if (cause && typeof cause === 'object' && typeof cause.reason === 'string' && cause.reason in ERROR_TABLE) {
    return { reason: cause.reason as Reason, message: connectError.rawMessage, problems: cause.problems ?? [], extra: cause.extra, headers: connectError.metadata };
  }
  const info = connectError.findDetails(ErrorInfoSchema)[0];
  const reason = info && info.reason in ERROR_TABLE ? (info.reason as Reason) : reasonForCode(connectError.code);
  const message = reason === 'INTERNAL' ? 'internal error' : connectError.rawMessage;
  return { reason, message, problems: [], headers: connectError.metadata };
}
