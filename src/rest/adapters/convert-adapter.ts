/**
 * REST behaviour of POST /v1/convert beyond plain JSON: the source comes by retrieve's three
 * input methods (JSON with data_base64, multipart with a `file` part and the target as form
 * fields, a raw PDF/XML body with the target in X-Format, X-Profile, X-Country-Profile,
 * X-Syntax, X-Template, X-Locale and X-Strict headers), an unreadable base64 is a source error
 * (as retrieve answers it), and status 422 whenever nothing was converted.
 */
import { create, type Message } from '@bufbuild/protobuf';
import {
  ConvertInvoiceRequestSchema,
  ConvertInvoiceResponseSchema,
  type ConvertInvoiceResponse,
} from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { asMessage, requestLocale } from '../../api/retrieve/retrieve-operation.js';
import { invalidBase64 } from '../../retrieve/index.js';
import { decodeJsonRequest, type RestAdapter } from '../gateway.js';
import { isStrictBase64, readDocumentBody } from './retrieve-adapter.js';
import { apiError } from '../../errors/api-error.js';

/**
 * A yes/no field of a multipart form or an X- header: true, 1 or yes; false, 0, no or absent.
 * Anything else is refused naming the field, never read as false: a mistyped X-Strict would
 * otherwise convert with losses the caller meant to refuse.
 */
function flag(value: string, field: string): boolean {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'no') return false;
  if (v === 'true' || v === '1' || v === 'yes') return true;
  throw apiError(
    'INVALID_REQUEST',
    `$.${field}: expected true or false, got "${value.slice(0, 40)}"`,
    [
      {
        path: `$.${field}`,
        code: 'INVALID_TYPE',
        message: 'expected true or false',
        expected: 'boolean',
      },
    ],
  );
}

/** The adapter for einvoice.v1.InvoiceService.ConvertInvoice. */
export const convertRestAdapter: RestAdapter = {
  decodeJson(json, headers, schema) {
    const body = json as Record<string, unknown> | null;
    const data =
      body && typeof body === 'object' ? (body.data_base64 ?? body.dataBase64) : undefined;
    if (typeof data === 'string' && !isStrictBase64(data)) {
      const locale = requestLocale(typeof body?.locale === 'string' ? body.locale : '', headers);
      const format = {
        detectedFormat: 'unknown',
        profile: '',
        version: '',
        xmlType: '',
        hasPdf: false,
      };
      return {
        response: create(ConvertInvoiceResponseSchema, {
          converted: false,
          source: { valid: false, format, errors: [asMessage(invalidBase64(locale))] },
        }),
      };
    }
    return { request: decodeJsonRequest(schema, json) };
  },

  async decodeBody(body, media, headers) {
    const document = await readDocumentBody(body, media, headers);
    if (!document) return undefined;
    const f = document.field;
    const request = create(ConvertInvoiceRequestSchema, {
      dataBase64: document.bytes,
      contentType: document.contentType,
      format: f('format').trim(),
      profile: f('profile').trim(),
      countryProfile: f('country_profile').trim(),
      syntax: f('syntax').trim(),
      template: f('template').trim(),
      locale: f('locale').trim(),
      strict: flag(f('strict'), 'strict'),
      grossPricePerNetBaseQuantity: flag(
        f('gross_price_per_net_base_quantity'),
        'gross_price_per_net_base_quantity',
      ),
      rulesAsOf: f('rules_as_of').trim(),
    });
    document.refuseUnreadFields();
    return { request };
  },

  statusOf(response: Message) {
    return (response as ConvertInvoiceResponse).converted ? 200 : 422;
  },
};
