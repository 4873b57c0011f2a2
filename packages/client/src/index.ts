/**
 * The einvoice client: `createClient(baseUrl, { apiKey })` gives a typed InvoiceService client
 * over the Connect protocol (fetch: Node 20+ and browsers), sending the key as X-API-Key, with a
 * default deadline and retries of what may succeed later; the request and response types and
 * schemas are the ones generated from the service's proto, and the error details are typed.
 */
import { createClient as createConnectClient, type Client, type Interceptor, type Transport } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-web';
import { AccountService } from './gen/einvoice/v1/account_service_pb.js';
import { InvoiceService } from './gen/einvoice/v1/invoice_service_pb.js';
import { retryInterceptor, type RetryOptions } from './retry.js';

export * from './gen/einvoice/v1/invoice_pb.js';
export * from './gen/einvoice/v1/invoice_service_pb.js';
export * from './gen/einvoice/v1/account_service_pb.js';
// The error details the service sends (ErrorInfo reason, BadRequest field violations, RetryInfo).
export { ErrorInfoSchema, BadRequestSchema, RetryInfoSchema, QuotaFailureSchema, type ErrorInfo, type BadRequest, type RetryInfo, type QuotaFailure } from './gen/google/rpc/error_details_pb.js';
export { errorInfo, type EinvoiceErrorInfo, type FieldViolation } from './errors.js';
export { isRetryable, retryInterceptor, type RetryOptions } from './retry.js';
export { ConnectError, Code } from '@connectrpc/connect';
export { create, toJson, fromJson } from '@bufbuild/protobuf';

/** Client settings. */
export interface ClientOptions {
  /**
   * The API key, env_live_… or env_sandbox_… (sandbox: watermarked documents). Validate and
   * preview by transaction id need none; the other calls fail with UNAUTHENTICATED
   * (MISSING_API_KEY) without one.
   */
  apiKey?: string;
  /** Deadline of each call in milliseconds (default 60000; generate runs the official rules). */
  timeoutMs?: number;
  /** Retries of UNAVAILABLE and rate-limited calls (default 3 attempts); never of quota errors. */
  retry?: RetryOptions;
  /** Send Connect messages as binary protobuf instead of JSON (smaller; default false). */
  binary?: boolean;
  /** A fetch implementation (default: globalThis.fetch). */
  fetch?: typeof globalThis.fetch;
  /** More interceptors (logging, retries), run after the key is set. */
  interceptors?: Interceptor[];
}

/** The interceptor that sends the API key on every call. */
export function apiKeyInterceptor(apiKey: string): Interceptor {
  return (next) => (req) => {
    req.header.set('X-API-Key', apiKey);
    return next(req);
  };
}

/** The Connect transport to an einvoice server (base URL without /v1, e.g. https://api.example.com). */
export function createEinvoiceTransport(baseUrl: string, options: ClientOptions = {}): Transport {
  return createConnectTransport({
    baseUrl,
    useBinaryFormat: options.binary ?? false,
    fetch: options.fetch,
    defaultTimeoutMs: options.timeoutMs ?? 60_000,
    interceptors: [retryInterceptor(options.retry), ...(options.apiKey ? [apiKeyInterceptor(options.apiKey)] : []), ...(options.interceptors ?? [])],
  });
}

/** An InvoiceService client: generateInvoice, validateInvoice, retrieveInvoice, renderPreview. */
export function createClient(baseUrl: string, options: ClientOptions = {}): Client<typeof InvoiceService> {
  return createConnectClient(InvoiceService, createEinvoiceTransport(baseUrl, options));
}

/** An AccountService client: getAccount (key required). */
export function createAccountClient(baseUrl: string, options: ClientOptions = {}): Client<typeof AccountService> {
  return createConnectClient(AccountService, createEinvoiceTransport(baseUrl, options));
}
