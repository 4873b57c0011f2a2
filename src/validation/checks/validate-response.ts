/**
 * The ValidateInvoice operation as a pure function: the request's findings as the public
 * validate response — valid, format, errors as "<json path>: <message>" strings, and the same
 * findings structured in issues (for gRPC and Connect callers).
 */
import { create } from '@bufbuild/protobuf';
import {
  ValidateInvoiceResponseSchema,
  type FieldIssue,
  type GenerateInvoiceRequest,
  type ValidateInvoiceRequest,
  type ValidateInvoiceResponse,
} from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { checkRequest, type CheckResult } from './check-request.js';

/** "<json path>: <message>", the public API's error string. */
export function errorString(issue: FieldIssue): string {
  return `${issue.path}: ${issue.message}`;
}

/** Validates a request and answers with the public validate response. */
export function validateResponse(
  req: ValidateInvoiceRequest | GenerateInvoiceRequest,
): ValidateInvoiceResponse {
  return responseOf(checkRequest(req));
}

/** The public validate response of a check result (valid, format, error strings, issues). */
export function responseOf({ issues, format }: CheckResult): ValidateInvoiceResponse {
  return create(ValidateInvoiceResponseSchema, {
    valid: issues.length === 0,
    format,
    errors: issues.map(errorString),
    issues,
  });
}
