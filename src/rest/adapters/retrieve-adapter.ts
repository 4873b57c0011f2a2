/**
 * REST behaviour of POST /v1/retrieve beyond plain JSON: the three input methods of the public
 * API (JSON with data_base64, multipart with a `file` part, raw PDF/XML bodies with
 * X-Include-Source-Xml), INVALID_BASE64 as a retrieve answer rather than a 400, status 422
 * whenever the answer is `valid: false`, and the public JSON of the answer.
 */
import { create, type Message } from '@bufbuild/protobuf';
import {
  RetrieveInvoiceRequestSchema,
  RetrieveInvoiceResponseSchema,
  type RetrieveInvoiceResponse,
} from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { requestLocale, retrieveResponse } from '../../api/retrieve/retrieve-operation.js';
import { newTransactionId } from '../../api/transaction-id.js';
import { apiError } from '../../errors/api-error.js';
import { invalidBase64 } from '../../retrieve/index.js';
import { decodeJsonRequest, type Decoded, type RestAdapter } from '../gateway.js';
import { declaredType, DOCUMENT_MEDIA } from '../document-media.js';

const RAW_TYPES: ReadonlySet<string> = new Set(DOCUMENT_MEDIA);

/** Standard or URL-safe base64, padded or not, white space ignored. */
export function isStrictBase64(text: string): boolean {
  const compact = text.replace(/\s+/g, '');
  return compact.length > 0 && compact.length % 4 !== 1 && /^[A-Za-z0-9+/_-]*={0,2}$/.test(compact);
}

export const truthy = (value: string | null | undefined) =>
  /^(true|1|yes)$/i.test((value ?? '').trim());

function invalidBase64Answer(locale: string): Decoded {
  const outcome = {
    ok: false,
    locale: locale as never,
    format: {
      detectedFormat: 'unknown' as const,
      profile: '',
      version: '',
      xmlType: '' as const,
      hasPdf: false,
      countryProfile: '',
    },
    errors: [invalidBase64(locale)],
    warnings: [],
    ruleSets: [],
  };
  return {
    response: create(
      RetrieveInvoiceResponseSchema,
      retrieveResponse(outcome, newTransactionId(), false),
    ),
  };
}

/**
 * The public JSON of a retrieve answer: `"invoice": null` when nothing was read (protobuf JSON
 * cannot write null for a message), and `source_xml_base64` only when the XML was requested and
 * found (protobuf JSON with implicit members would write `""`).
 */
export function retrievePublicJson(
  json: Record<string, unknown>,
  response: RetrieveInvoiceResponse,
): Record<string, unknown> {
  const { source_xml_base64: _source, invoice: _invoice, ...rest } = json;
  const out: Record<string, unknown> = {
    valid: rest.valid,
    format: rest.format,
    invoice: response.invoice ? json.invoice : null,
  };
  if (response.sourceXmlBase64.length > 0) out.source_xml_base64 = json.source_xml_base64;
  return { ...out, ...rest };
}

/** An e-invoice sent as a raw body or as the `file` part of a multipart body, with the request's other fields. */
export interface DocumentBody {
  bytes: Uint8Array;
  /** application/pdf, application/xml, text/xml, or '' (detected from the bytes). */
  contentType: string;
  multipart: boolean;
  /** A field of the request: the multipart form field, else the X-<Field-Name> header ('' when absent). */
  field(name: string): string;
  /**
   * Refuses a multipart form field the route did not read (400 UNKNOWN_FIELD naming it), as a
   * JSON body refuses an unknown field: a mistyped `-F strcit=true` must not convert silently
   * without it. Call once every field was read.
   */
  refuseUnreadFields(): void;
}

/** The header that carries a field of a raw body: include_source_xml → x-include-source-xml. */
const headerOf = (field: string) => `x-${field.replace(/_/g, '-')}`;

/**
 * The raw (PDF/XML) and multipart input methods of retrieve, for every route that takes a
 * document (retrieve, convert); undefined for another media type.
 */
export async function readDocumentBody(
  body: Buffer,
  media: string,
  headers: Headers,
): Promise<DocumentBody | undefined> {
  const header = (name: string) => headers.get(headerOf(name)) ?? '';
  if (RAW_TYPES.has(media)) {
    return {
      bytes: body,
      contentType: declaredType(media),
      multipart: false,
      field: header,
      refuseUnreadFields: () => {},
    };
  }
  if (media !== 'multipart/form-data') return undefined;
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': headers.get('content-type') ?? '' },
    }).formData();
  } catch (error) {
    throw apiError('INVALID_REQUEST', `malformed multipart body: ${(error as Error).message}`);
  }
  const file = form.get('file');
  if (file === null) {
    throw apiError('INVALID_REQUEST', 'multipart body has no "file" part', [
      {
        path: '$.file',
        code: 'REQUIRED',
        message: 'the PDF or XML file (or a signed .p7m of one) is required',
      },
    ]);
  }
  const bytes =
    typeof file === 'string' ? Buffer.from(file, 'utf8') : new Uint8Array(await file.arrayBuffer());
  const fileType = typeof file === 'string' ? '' : file.type.split(';')[0]!.trim().toLowerCase();
  const contentType = String(form.get('content_type') ?? fileType);
  const read = new Set(['file', 'content_type']);
  const field = (name: string) => {
    read.add(name);
    const value = form.get(name);
    return typeof value === 'string' ? value : header(name);
  };
  const refuseUnreadFields = () => {
    const unknown = [...new Set(form.keys())].filter((name) => !read.has(name));
    if (unknown.length)
      throw apiError(
        'INVALID_REQUEST',
        `unknown form field${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n.slice(0, 60)}"`).join(', ')}`,
        unknown.map((name) => ({
          path: `$.${name.slice(0, 60)}`,
          code: 'UNKNOWN_FIELD',
          message: 'unknown form field',
        })),
      );
  };
  return {
    bytes,
    contentType: declaredType(contentType),
    multipart: true,
    field,
    refuseUnreadFields,
  };
}

/** The adapter for einvoice.v1.InvoiceService.RetrieveInvoice. */
export const retrieveRestAdapter: RestAdapter = {
  decodeJson(json, headers, schema) {
    const body = json as Record<string, unknown> | null;
    const data =
      body && typeof body === 'object' ? (body.data_base64 ?? body.dataBase64) : undefined;
    if (typeof data === 'string' && !isStrictBase64(data)) {
      const locale = typeof body?.locale === 'string' ? body.locale : '';
      return invalidBase64Answer(requestLocale(locale, headers));
    }
    return { request: decodeJsonRequest(schema, json) };
  },

  async decodeBody(body, media, headers) {
    const document = await readDocumentBody(body, media, headers);
    if (!document) return undefined;
    const request = create(RetrieveInvoiceRequestSchema, {
      dataBase64: document.bytes,
      contentType: document.contentType,
      includeSourceXml:
        truthy(document.field('include_source_xml')) || truthy(headers.get('x-include-source-xml')),
      locale: document.multipart ? document.field('locale') : '',
      rulesAsOf: document.field('rules_as_of').trim(),
    });
    document.refuseUnreadFields();
    return { request };
  },

  statusOf(response: Message) {
    return (response as RetrieveInvoiceResponse).valid ? 200 : 422;
  },

  finishJson(json, response) {
    return retrievePublicJson(json, response as RetrieveInvoiceResponse);
  },
};
