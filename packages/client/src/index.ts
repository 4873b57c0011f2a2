/**
 * The einvoice client: `createClient(baseUrl, { apiKey })` gives a typed InvoiceService client
 * over the Connect protocol (fetch: Node 20+ and browsers), sending the key as X-API-Key; the
 * request and response types and schemas are the ones generated from the service's proto.
 */
import { createClient as createConnectClient, type Client, type Interceptor, type Transport } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-web';
import { AccountService } from './gen/einvoice/v1/account_service_pb.js';
import { InvoiceService } from './gen/einvoice/v1/invoice_service_pb.js';

export * from './gen/einvoice/v1/invoice_pb.js';
export * from './gen/einvoice/v1/invoice_service_pb.js';
export * from './gen/einvoice/v1/account_service_pb.js';
export { ConnectError, Code } from '@connectrpc/connect';
export { create, toJson, fromJson } from '@bufbuild/protobuf';

/** Client settings. */
export interface ClientOptions {
  /** The API key (sandbox or live); without one, calls run as sandbox where the API allows it. */
  apiKey?: string;
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
    interceptors: [...(options.apiKey ? [apiKeyInterceptor(options.apiKey)] : []), ...(options.interceptors ?? [])],
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
