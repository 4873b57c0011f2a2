/**
 * Builds the errors our handlers throw: a ConnectError carrying one google.rpc.ErrorInfo
 * (stable reason), for field problems google.rpc.BadRequest field violations, google.rpc.RetryInfo
 * when the caller should wait (rate limits, outages) and google.rpc.QuotaFailure on quota. The REST
 * gateway turns the same error into the public JSON body, so both sides say the same thing.
 */
import { create } from '@bufbuild/protobuf';
import { ConnectError } from '@connectrpc/connect';
import {
  BadRequestSchema,
  ErrorInfoSchema,
  QuotaFailureSchema,
  RetryInfoSchema,
} from '../../gen/google/rpc/error_details_pb.js';
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
        fieldViolations: problems.map((p) => ({
          field: p.path,
          description: p.message,
          reason: p.code,
        })),
      }),
    });
  }
  // How long to wait, for gRPC and Connect clients (REST has Retry-After): a retry policy that
  // reads RetryInfo retries a rate limit or an outage, and finds none on a quota error.
  const retryAfter = headers ? new Headers(headers).get('retry-after') : null;
  if (retryAfter !== null && /^\d+$/.test(retryAfter.trim())) {
    details.push({
      desc: RetryInfoSchema,
      value: create(RetryInfoSchema, {
        retryDelay: { seconds: BigInt(retryAfter.trim()), nanos: 0 },
      }),
    });
  }
  if (reason === 'QUOTA_EXCEEDED') {
    details.push({
      desc: QuotaFailureSchema,
      value: create(QuotaFailureSchema, {
        violations: [{ subject: 'api_key', description: message }],
      }),
    });
  }
  const cause: ApiErrorCause = { reason, problems, extra };
  return new ConnectError(message, ERROR_TABLE[reason].code, headers, details, cause);
}

/** Reads back reason and problems from any error (ours, the runtime's, or a bug). */
export function describeError(error: unknown): {
  reason: Reason;
  message: string;
  problems: FieldProblem[];
  extra?: Record<string, unknown>;
  headers?: Headers;
} {
  const connectError = ConnectError.from(error);
  const cause = connectError.cause as Partial<ApiErrorCause> | undefined;
  if (
    cause &&
    typeof cause === 'object' &&
    typeof cause.reason === 'string' &&
    cause.reason in ERROR_TABLE
  ) {
    return {
      reason: cause.reason as Reason,
      message: connectError.rawMessage,
      problems: cause.problems ?? [],
      extra: cause.extra,
      headers: connectError.metadata,
    };
  }
  const info = connectError.findDetails(ErrorInfoSchema)[0];
  const reason =
    info && info.reason in ERROR_TABLE ? (info.reason as Reason) : reasonForCode(connectError.code);
  const message = reason === 'INTERNAL' ? 'internal error' : connectError.rawMessage;
  return { reason, message, problems: [], headers: connectError.metadata };
}
