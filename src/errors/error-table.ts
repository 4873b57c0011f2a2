/**
 * The one error table: every failure the service reports has a stable reason (UPPER_SNAKE),
 * which maps to a gRPC/Connect code, an HTTP status and the public REST `error` string.
 * Changing a reason is a breaking change; changing a message is not.
 */
import { Code } from '@connectrpc/connect';

/** How one reason appears to gRPC/Connect callers and to REST callers. */
export interface ErrorSpec {
  code: Code;
  httpStatus: number;
  /** The REST body's `error` value (public API names where the public API has one). */
  restError: string;
}

/** Every reason the service can fail with. */
export const ERROR_TABLE = {
  VALIDATION_FAILED: {
    code: Code.InvalidArgument,
    httpStatus: 400,
    restError: 'validation_failed',
  },
  MALFORMED_JSON: { code: Code.InvalidArgument, httpStatus: 400, restError: 'malformed_json' },
  INVALID_REQUEST: { code: Code.InvalidArgument, httpStatus: 400, restError: 'invalid_request' },
  UNSUPPORTED_MEDIA_TYPE: {
    code: Code.InvalidArgument,
    httpStatus: 415,
    restError: 'unsupported_media_type',
  },
  BODY_TOO_LARGE: { code: Code.ResourceExhausted, httpStatus: 413, restError: 'payload_too_large' },
  ROUTE_NOT_FOUND: { code: Code.NotFound, httpStatus: 404, restError: 'not_found' },
  METHOD_NOT_ALLOWED: {
    code: Code.Unimplemented,
    httpStatus: 405,
    restError: 'method_not_allowed',
  },
  NOT_IMPLEMENTED: { code: Code.Unimplemented, httpStatus: 501, restError: 'not_implemented' },
  MISSING_API_KEY: { code: Code.Unauthenticated, httpStatus: 401, restError: 'missing_api_key' },
  INVALID_API_KEY: { code: Code.Unauthenticated, httpStatus: 401, restError: 'invalid_api_key' },
  PERMISSION_DENIED: {
    code: Code.PermissionDenied,
    httpStatus: 403,
    restError: 'permission_denied',
  },
  QUOTA_EXCEEDED: { code: Code.ResourceExhausted, httpStatus: 402, restError: 'quota_exceeded' },
  RATE_LIMITED: { code: Code.ResourceExhausted, httpStatus: 429, restError: 'rate_limit_exceeded' },
  TRANSACTION_NOT_FOUND: {
    code: Code.NotFound,
    httpStatus: 404,
    restError: 'transaction_not_found',
  },
  PAGE_NOT_FOUND: { code: Code.NotFound, httpStatus: 404, restError: 'page_not_found' },
  /**
   * A request with this Idempotency-Key is still running (here or on another replica): the same
   * request again after Retry-After gets its answer. ABORTED, which retry policies retry.
   */
  IDEMPOTENCY_IN_PROGRESS: {
    code: Code.Aborted,
    httpStatus: 409,
    restError: 'idempotency_in_progress',
  },
  DOCUMENT_REJECTED: {
    code: Code.FailedPrecondition,
    httpStatus: 422,
    restError: 'document_rejected',
  },
  VALIDATION_UNAVAILABLE: {
    code: Code.Unavailable,
    httpStatus: 503,
    restError: 'validation_unavailable',
  },
  PREVIEW_UNAVAILABLE: {
    code: Code.Unavailable,
    httpStatus: 503,
    restError: 'preview_unavailable',
  },
  ACCOUNTS_UNAVAILABLE: {
    code: Code.Unavailable,
    httpStatus: 503,
    restError: 'accounts_unavailable',
  },
  VALIDATION_TIMEOUT: {
    code: Code.DeadlineExceeded,
    httpStatus: 504,
    restError: 'validation_timeout',
  },
  INTERNAL: { code: Code.Internal, httpStatus: 500, restError: 'internal_error' },
} as const satisfies Record<string, ErrorSpec>;

/** A stable failure reason. */
export type Reason = keyof typeof ERROR_TABLE;

/** The domain carried in every google.rpc.ErrorInfo. */
export const ERROR_DOMAIN = 'einvoice';

/** Reasons by gRPC code, for errors raised by the Connect runtime itself (not by our code). */
export function reasonForCode(code: Code): Reason {
  switch (code) {
    case Code.InvalidArgument:
      return 'INVALID_REQUEST';
    case Code.NotFound:
      return 'ROUTE_NOT_FOUND';
    case Code.Unimplemented:
      return 'NOT_IMPLEMENTED';
    case Code.Unauthenticated:
      return 'INVALID_API_KEY';
    case Code.PermissionDenied:
      return 'PERMISSION_DENIED';
    case Code.ResourceExhausted:
      return 'BODY_TOO_LARGE';
    case Code.DeadlineExceeded:
      return 'VALIDATION_TIMEOUT';
    case Code.Unavailable:
      return 'VALIDATION_UNAVAILABLE';
    case Code.FailedPrecondition:
      return 'DOCUMENT_REJECTED';
    default:
      return 'INTERNAL';
  }
}
