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
import { isStrictBase64, readDocumentBody, truthy } from './retrieve-adapter.js';

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
    return {
      request: create(ConvertInvoiceRequestSchema, {
        dataBase64: document.bytes,
        contentType: document.contentType,
        format: f('format').trim(),
        profile: f('profile').trim(),
        countryProfile: f('country_profile').trim(),
        syntax: f('syntax').trim(),
        template: f('template').trim(),
        locale: f('locale').trim(),
        strict: truthy(f('strict')),
        grossPricePerNetBaseQuantity: truthy(f('gross_price_per_net_base_quantity')),
        rulesAsOf: f('rules_as_of').trim(),
      }),
    };
  },

  statusOf(response: Message) {
    return (response as ConvertInvoiceResponse).converted ? 200 : 422;
  },
};
