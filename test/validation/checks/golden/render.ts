/**
 * Renders a golden response: the validate response as the REST gateway writes it (snake_case
 * proto field names, implicit defaults emitted), pretty-printed with a final newline. The
 * ZUGFeRD / Factur-X version is that of the installed rules (2.5.2 from the mirror, 2.4 from
 * Maven Central): written as "<installed rules>" so the files hold on either machine.
 */
import { fromJson, toJson, type JsonObject } from '@bufbuild/protobuf';
import {
  ValidateInvoiceRequestSchema,
  ValidateInvoiceResponseSchema,
} from '../../../../gen/einvoice/v1/invoice_service_pb.js';
import { validateResponse } from '../../../../src/validation/checks/index.js';
import { specVersion } from '../../../../src/validation/spec-version.js';

/** The response JSON text for a request body. */
export function renderGolden(body: JsonObject): string {
  const res = validateResponse(fromJson(ValidateInvoiceRequestSchema, body));
  const json = toJson(ValidateInvoiceResponseSchema, res, {
    useProtoFieldName: true,
    alwaysEmitImplicit: true,
  }) as { format?: { format_used?: string; version?: string } };
  const f = json.format;
  if (
    f?.format_used &&
    ['zugferd', 'facturx'].includes(f.format_used) &&
    f.version &&
    f.version === specVersion(f.format_used)
  )
    f.version = '<installed rules>';
  return `${JSON.stringify(json, null, 2)}\n`;
}
