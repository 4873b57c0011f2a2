/**
 * REST behaviour of the /v1/statuses routes beyond plain JSON: retrieve takes the CDAR XML as a
 * raw body (application/xml, text/xml) or as the `file` part of a multipart body, as well as JSON
 * with data_base64, and answers 422 whenever the answer is `valid: false`; validate reports a
 * member of the wrong type beside the other problems with `valid: false`, as /v1/validate does.
 */
import { create, type Message } from '@bufbuild/protobuf';
import {
  RetrieveStatusRequestSchema,
  ValidateStatusResponseSchema,
  type RetrieveStatusResponse,
} from '../../../gen/einvoice/v1/status_service_pb.js';
import { apiError } from '../../errors/api-error.js';
import { decodeJsonRequest, type RestAdapter } from '../gateway.js';
import { isStrictBase64, readDocumentBody } from './retrieve-adapter.js';
import { validateRestAdapterFor } from './validate-adapter.js';

/** The adapter for einvoice.v1.StatusService.RetrieveStatus. */
export const retrieveStatusRestAdapter: RestAdapter = {
  decodeJson(json, _headers, schema) {
    const body = json as Record<string, unknown> | null;
    const data =
      body && typeof body === 'object' ? (body.data_base64 ?? body.dataBase64) : undefined;
    if (typeof data === 'string' && !isStrictBase64(data)) {
      throw apiError('INVALID_REQUEST', '$.data_base64: not valid base64', [
        {
          path: '$.data_base64',
          code: 'INVALID_BASE64',
          message: 'not valid base64',
          expected: 'base64',
        },
      ]);
    }
    return { request: decodeJsonRequest(schema, json) };
  },

  async decodeBody(body, media, headers) {
    // Retrieve's raw and multipart input methods; a status message is XML, never a PDF.
    if (media === 'application/pdf') return undefined;
    const document = await readDocumentBody(body, media, headers);
    document?.refuseUnreadFields();
    return (
      document && { request: create(RetrieveStatusRequestSchema, { dataBase64: document.bytes }) }
    );
  },

  statusOf(response: Message) {
    return (response as RetrieveStatusResponse).valid ? 200 : 422;
  },

  finishJson(json, response) {
    // As retrieve: "status": null when nothing could be read.
    return {
      valid: json.valid,
      status: (response as RetrieveStatusResponse).status ? json.status : null,
      ...json,
    };
  },
};

/** The adapter for einvoice.v1.StatusService.ValidateStatus: as ValidateInvoice's. */
export const validateStatusRestAdapter: RestAdapter = validateRestAdapterFor(
  ValidateStatusResponseSchema,
);
