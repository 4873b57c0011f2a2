/**
 * Which error statuses each /v1 route really returns, from the error table's reasons: the
 * gateway's own failures (bad body, media type, size, method), the operation's failures
 * (rejected document, rule sets unavailable, unknown transaction) and the key, credit and rate
 * checks of the routes that cost credits. Statuses come from ERROR_TABLE, never typed twice.
 */
import type { Route } from '../rest/route-table.js';
import { DOCUMENT_MEDIA } from '../rest/document-media.js';
import { ERROR_TABLE, type Reason } from '../errors/error-table.js';
import { CONVERT_TARGET_FIELDS } from '../api/convert/convert-target-fields.js';

/** Reasons of the gateway itself and of the accounts guard every /v1 route runs through. */
const GATEWAY: Reason[] = [
  'METHOD_NOT_ALLOWED',
  'NOT_IMPLEMENTED',
  'RATE_LIMITED',
  'ACCOUNTS_UNAVAILABLE',
];
/** Reasons of reading a request body. */
const BODY: Reason[] = [
  'MALFORMED_JSON',
  'INVALID_REQUEST',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
];
/** Reasons of a route that needs a key and costs credits. */
const PAID: Reason[] = ['MISSING_API_KEY', 'INVALID_API_KEY', 'QUOTA_EXCEEDED'];

/** Reasons of a route that takes an Idempotency-Key (a retry while the first request runs). */
const IDEMPOTENT: Reason[] = ['IDEMPOTENCY_IN_PROGRESS'];

/** Reasons by RPC (full name) beyond the gateway's. */
const BY_METHOD: Record<string, Reason[]> = {
  'einvoice.v1.InvoiceService.ValidateInvoice': [],
  'einvoice.v1.InvoiceService.GenerateInvoice': [
    ...PAID,
    ...IDEMPOTENT,
    'VALIDATION_FAILED',
    'DOCUMENT_REJECTED',
    'VALIDATION_UNAVAILABLE',
    'VALIDATION_TIMEOUT',
  ],
  'einvoice.v1.InvoiceService.RetrieveInvoice': [
    ...PAID,
    ...IDEMPOTENT,
    'VALIDATION_UNAVAILABLE',
    'VALIDATION_TIMEOUT',
  ],
  'einvoice.v1.InvoiceService.ConvertInvoice': [
    ...PAID,
    ...IDEMPOTENT,
    'VALIDATION_FAILED',
    'DOCUMENT_REJECTED',
    'VALIDATION_UNAVAILABLE',
    'VALIDATION_TIMEOUT',
  ],
  'einvoice.v1.InvoiceService.RenderPreview': [
    ...PAID,
    'VALIDATION_FAILED',
    'TRANSACTION_NOT_FOUND',
    'PAGE_NOT_FOUND',
    'PREVIEW_UNAVAILABLE',
  ],
  'einvoice.v1.AccountService.GetAccount': ['MISSING_API_KEY', 'INVALID_API_KEY'],
  'einvoice.v1.StatusService.ValidateStatus': [],
  'einvoice.v1.StatusService.GenerateStatus': [
    ...PAID,
    ...IDEMPOTENT,
    'VALIDATION_FAILED',
    'DOCUMENT_REJECTED',
    'VALIDATION_UNAVAILABLE',
    'VALIDATION_TIMEOUT',
  ],
  'einvoice.v1.StatusService.RetrieveStatus': [
    ...PAID,
    ...IDEMPOTENT,
    'VALIDATION_UNAVAILABLE',
    'VALIDATION_TIMEOUT',
  ],
};

/** The error statuses of a route with the reasons (REST `error` values) behind each. */
export function errorStatuses(route: Route): Map<number, string[]> {
  const reasons = new Set<Reason>([
    ...GATEWAY,
    ...(BY_METHOD[`${route.service.typeName}.${route.method.name}`] ?? PAID),
  ]);
  // Query parameters on GET routes are type-checked like a body: INVALID_REQUEST.
  for (const reason of route.body ? BODY : ['INVALID_REQUEST' as Reason]) reasons.add(reason);
  const byStatus = new Map<number, string[]>();
  for (const reason of reasons) {
    const spec = ERROR_TABLE[reason];
    byStatus.set(spec.httpStatus, [...(byStatus.get(spec.httpStatus) ?? []), spec.restError]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/** Media types of raw response bodies (google.api.HttpBody fields), by field full name. */
export const RAW_BODY_MEDIA: Readonly<Record<string, string>> = {
  'einvoice.v1.RenderPreviewResponse.image': 'image/png',
};

/** What a REST adapter (src/rest/adapters) adds to a route beyond JSON in, JSON out. */
export interface RestExtras {
  /** Request media types besides application/json, with the schema of each body. */
  bodyMedia(
    input: Record<string, Record<string, unknown>>,
  ): Record<string, Record<string, unknown>>;
  /** Header parameters the adapter reads. */
  headers?: { name: string; description: string; schema: Record<string, unknown> }[];
  /** Statuses that carry the RPC's response message (not the error body). */
  answerStatuses: number[];
}

const binary = (media: string) => ({ type: 'string', contentMediaType: media });

/** rules_as_of of a raw or multipart body (retrieve, convert), as in the JSON body. */
const RULES_AS_OF_HEADER = {
  name: 'X-Rules-As-Of',
  description:
    'For a raw body: the date (YYYY-MM-DD) whose rule releases judge the document, as rules_as_of.',
  schema: { type: 'string' },
};

/** The raw bodies of a document to read (retrieve, convert). */
const documentBodies = () => Object.fromEntries(DOCUMENT_MEDIA.map((m) => [m, binary(m)]));

/** Adapter behaviour by RPC full name (kept next to the adapters' own descriptions). */
export const REST_EXTRAS: Readonly<Record<string, RestExtras>> = {
  // status-adapters.ts: the CDAR XML as a raw body or the `file` part of a multipart body, 422 when not valid.
  'einvoice.v1.StatusService.RetrieveStatus': {
    bodyMedia: () => ({
      'multipart/form-data': {
        type: 'object',
        required: ['file'],
        properties: {
          file: {
            type: 'string',
            contentMediaType: 'application/octet-stream',
            description: 'The CDAR XML file.',
          },
        },
      },
      'application/xml': binary('application/xml'),
      'text/xml': binary('text/xml'),
      'application/octet-stream': binary('application/octet-stream'),
    }),
    answerStatuses: [422],
  },
  // retrieve-adapter.ts: multipart with a `file` part, raw PDF/XML bodies, 422 when not valid.
  'einvoice.v1.InvoiceService.RetrieveInvoice': {
    bodyMedia: (input) => ({
      'multipart/form-data': {
        type: 'object',
        required: ['file'],
        properties: {
          file: {
            type: 'string',
            contentMediaType: 'application/octet-stream',
            description: 'The PDF or XML file, or a signed .p7m of one.',
          },
          content_type: input.content_type ?? { type: 'string' },
          include_source_xml: { type: 'string', enum: ['true', 'false'] },
          locale: input.locale ?? { type: 'string' },
          rules_as_of: input.rules_as_of ?? { type: 'string' },
        },
      },
      ...documentBodies(),
    }),
    headers: [
      {
        name: 'X-Include-Source-Xml',
        description: 'For raw and multipart bodies: true to return the XML in source_xml_base64.',
        schema: { type: 'string', enum: ['true', 'false'] },
      },
      RULES_AS_OF_HEADER,
    ],
    answerStatuses: [422],
  },
  // convert-adapter.ts: retrieve's input methods, the target as form fields or X- headers, 422 when nothing was converted.
  'einvoice.v1.InvoiceService.ConvertInvoice': {
    bodyMedia: (input) => ({
      'multipart/form-data': {
        type: 'object',
        required: ['file', 'format'],
        properties: {
          file: {
            type: 'string',
            contentMediaType: 'application/octet-stream',
            description: 'The source PDF or XML file, or a signed .p7m of one.',
          },
          ...Object.fromEntries(
            ['content_type', 'format', ...CONVERT_TARGET_FIELDS].map((name) => [
              name,
              input[name] ?? { type: 'string' },
            ]),
          ),
          strict: { type: 'string', enum: ['true', 'false'] },
          gross_price_per_net_base_quantity: { type: 'string', enum: ['true', 'false'] },
        },
      },
      ...documentBodies(),
    }),
    headers: [
      {
        name: 'X-Format',
        description:
          'For a raw body: the target format (required there), as `format` of the JSON body.',
        schema: { type: 'string' },
      },
      ...['Profile', 'Country-Profile', 'Syntax', 'Template', 'Locale'].map((name) => ({
        name: `X-${name}`,
        description: `For a raw body: ${name.toLowerCase().replace('-', '_')} of the target, as in the JSON body.`,
        schema: { type: 'string' },
      })),
      {
        name: 'X-Strict',
        description:
          'For a raw body: true to refuse the conversion when a business term would be lost.',
        schema: { type: 'string', enum: ['true', 'false'] },
      },
      {
        name: 'X-Gross-Price-Per-Net-Base-Quantity',
        description:
          'For a raw body: true to restate a gross price per the net base quantity, as gross_price_per_net_base_quantity.',
        schema: { type: 'string', enum: ['true', 'false'] },
      },
      RULES_AS_OF_HEADER,
    ],
    answerStatuses: [422],
  },
};
