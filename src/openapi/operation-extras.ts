/**
 * What the OpenAPI document says about each /v1 operation beyond its messages: who may call it
 * (the key policy of app.ts POLICIES, pinned by a test), the public example of its request, and
 * the response headers the service sends (rate limits, preview facts, idempotent replays).
 */
import publicExample from './public-example.js';

type Schema = Record<string, unknown>;

/** Security requirements: keyed, optional key (a public call that may carry one), public. */
const KEYED = [{ ApiKeyHeader: [] }, { BearerAuth: [] }];
const OPTIONAL_KEY = [{}, ...KEYED];
const PUBLIC: Schema[] = [];

/** The security of each operation, by operationId. */
export const OPERATION_SECURITY: Readonly<Record<string, Schema[]>> = {
  ValidateInvoice: PUBLIC,
  GenerateInvoice: KEYED,
  RetrieveInvoice: KEYED,
  ConvertInvoice: KEYED,
  // Lifecycle statuses (src/api/status/guarded-status.ts STATUS_POLICIES).
  GenerateStatus: KEYED,
  RetrieveStatus: KEYED,
  ValidateStatus: PUBLIC,
  // By transaction id no key; from invoice data a key (1 credit): the body decides.
  RenderPreview: OPTIONAL_KEY,
  RenderPreview_get: PUBLIC,
  GetAccount: KEYED,
};

const int = (description: string) => ({ description, schema: { type: 'integer' } });
const text = (description: string) => ({ description, schema: { type: 'string' } });

/** Rate-limit headers of every answer that passed the limiter (IETF RateLimit header fields). */
const RATE_LIMIT = {
  'RateLimit-Limit': int(
    'Requests allowed per window (per key, or per client address without a key).',
  ),
  'RateLimit-Remaining': int('Requests left in the current window.'),
  'RateLimit-Reset': int('Seconds until the window resets.'),
};
const RETRY_AFTER = {
  'Retry-After': int(
    'Seconds to wait before retrying (429 rate limit; 503 while a dependency recovers; 409 while the first request with this Idempotency-Key still runs). Never sent for quota_exceeded (402): retrying does not help.',
  ),
};
const IDEMPOTENT = {
  'Idempotent-Replayed': text(
    'true when this is the stored answer of an earlier request with the same Idempotency-Key; rerun when it was produced again, free, because it was too large to keep.',
  ),
};
const PREVIEW = {
  'X-Transaction-Id': text('The transaction the PNG belongs to.'),
  'X-Preview-Source': {
    description: 'cache when the PNG was rendered before, render when it was rendered now.',
    schema: { type: 'string', enum: ['cache', 'render'] },
  },
  'X-Preview-Width': int('Width of the PNG in pixels.'),
  'X-Preview-Height': int('Height of the PNG in pixels.'),
  'X-Preview-Page-Count': int('Pages of the invoice.'),
  ETag: text('Identifies the PNG; send it as If-None-Match to get 304 when unchanged.'),
  'Cache-Control': text('private, max-age = the PNG cache lifetime.'),
};

/** The operations that honour an Idempotency-Key. */
const IDEMPOTENT_OPERATIONS = new Set([
  'GenerateInvoice',
  'RetrieveInvoice',
  'ConvertInvoice',
  'GenerateStatus',
  'RetrieveStatus',
]);

/** Response headers by operationId and status class ("2xx", "429", "503", …). */
export function responseHeaders(operationId: string, status: number): Schema | undefined {
  const headers: Schema = {};
  if (status < 300 || status === 429) Object.assign(headers, RATE_LIMIT);
  if (status === 429 || status === 503 || status === 409) Object.assign(headers, RETRY_AFTER);
  if (status === 200 && IDEMPOTENT_OPERATIONS.has(operationId)) Object.assign(headers, IDEMPOTENT);
  if (status === 200 && operationId.startsWith('RenderPreview')) Object.assign(headers, PREVIEW);
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/** Request header parameters by operationId (beyond the adapters' own). */
export function requestHeaders(operationId: string): Schema[] {
  if (!IDEMPOTENT_OPERATIONS.has(operationId)) return [];
  return [
    {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Any 1 to 255 visible ASCII characters: a retry with the same key and body within 24 hours returns the first answer and is charged once. While the first request with the key still runs, a retry is answered 409 idempotency_in_progress with Retry-After (send it again then); the same key with another body is 400 invalid_request.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    },
  ];
}

/** A small UBL invoice as base64: the retrieve example (any e-invoice PDF or XML works). */
const RETRIEVE_EXAMPLE =
  'PEludm9pY2UgeG1sbnM9InVybjpvYXNpczpuYW1lczpzcGVjaWZpY2F0aW9uOnVibDpzY2hlbWE6eHNkOkludm9pY2UtMiIvPg==';

/** A lifecycle status: the buyer approves invoice FA-2026-0001 of SIREN 303265045 (the README's). */
const STATUS_EXAMPLE = {
  status: {
    status_code: '205',
    invoice: { number: 'FA-2026-0001', issue_date: '2026-10-05', seller_siren: '303265045' },
    sender: { role: 'BY', id: '542065479', name: 'Client Industrie SAS' },
    recipients: [{ role: 'SE', id: '303265045', electronic_address: '303265045' }],
  },
};
/** An empty CDAR message as base64: the status retrieve example (any CDAR D22B message works). */
const STATUS_XML_EXAMPLE = Buffer.from(
  '<rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100"/>',
).toString('base64');

/** The example request body of each operation: the public example where the body is an invoice. */
export function requestExample(operationId: string): unknown {
  switch (operationId) {
    case 'ValidateInvoice':
    case 'GenerateInvoice':
      return publicExample;
    case 'RetrieveInvoice':
      return { data_base64: RETRIEVE_EXAMPLE, include_source_xml: false };
    case 'ConvertInvoice':
      return { data_base64: RETRIEVE_EXAMPLE, format: 'xrechnung', syntax: 'ubl', strict: false };
    case 'GenerateStatus':
    case 'ValidateStatus':
      return STATUS_EXAMPLE;
    case 'RetrieveStatus':
      return { data_base64: STATUS_XML_EXAMPLE };
    case 'RenderPreview':
      return { transaction_id: 'tx_2m4xq7gkcbqfzvyd3o5wnh6pla', page: 1, dpi: 150 };
    default:
      return undefined;
  }
}
