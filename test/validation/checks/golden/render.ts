/**
 * Renders a golden response: the validate response as the REST gateway writes it (snake_case
 * proto field names, implicit defaults emitted), pretty-printed with a final newline.
 */
import { fromJson, toJson, type JsonObject } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema, ValidateInvoiceResponseSchema } from '../../../../gen/einvoice/v1/invoice_service_pb.js';
import { validateResponse } from '../../../../src/validation/checks/index.js';

/** The response JSON text for a request body. */
export function renderGolden(body: JsonObject): string {
  const res = validateResponse(fromJson(ValidateInvoiceRequestSchema, body));
  return `${JSON.stringify(toJson(ValidateInvoiceResponseSchema, res, { useProtoFieldName: true, alwaysEmitImplicit: true }), null, 2)}\n`;
}
