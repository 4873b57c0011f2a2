/**
 * Test helpers for the field checks: requests built from the public example body with JSON
 * edits, and short accessors for the findings.
 */
import { fromJson, type JsonObject } from '@bufbuild/protobuf';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ValidateInvoiceRequestSchema,
  type ValidateInvoiceRequest,
} from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { checkRequest } from '../../../src/validation/checks/index.js';

const examplePath = fileURLToPath(new URL('../../fixtures/public-example.json', import.meta.url));

/** A fresh copy of the public example body (snake_case JSON). */
export function exampleBody(): JsonObject {
  return JSON.parse(readFileSync(examplePath, 'utf8')) as JsonObject;
}

/** An edit of the JSON body, applied in place. */
export type Edit = (body: any) => void;

/** The public example with edits applied, parsed as a ValidateInvoiceRequest. */
export function request(...edits: Edit[]): ValidateInvoiceRequest {
  const body = exampleBody();
  for (const edit of edits) edit(body);
  return fromJson(ValidateInvoiceRequestSchema, body);
}

/** "<path> <code>" of every issue, for compact assertions. */
export function issueList(req: ValidateInvoiceRequest): string[] {
  return checkRequest(req).issues.map((i) => `${i.path} ${i.code}`);
}

/** The issue at a path, if any. */
export function issueAt(req: ValidateInvoiceRequest, path: string) {
  return checkRequest(req).issues.find((i) => i.path === path);
}

/** The warning codes of the format detection. */
export function warningCodes(req: ValidateInvoiceRequest): string[] {
  return checkRequest(req).format!.warnings.map((w) => w.code);
}

/** A valid Italian domestic FatturaPA invoice (edits to the public example). */
export const italian: Edit = (b) => {
  b.format = 'fatturapa';
  b.invoice.tipo_documento = 'TD01';
  b.invoice.seller = {
    name: 'Rossi S.r.l.',
    vat_id: 'IT12345678903',
    country: 'IT',
    city: 'Milano',
    postal_code: '20121',
    codice_fiscale: '12345678903',
  };
  b.invoice.buyer = {
    name: 'Mario Rossi',
    country: 'IT',
    codice_fiscale: 'RSSMRA85T10A562S',
    codice_destinatario: '0000000',
  };
  b.invoice.items[0].vat_rate = 22;
  b.invoice.items[1].vat_rate = 22;
};

/** A valid German public-sector XRechnung invoice (edits to the public example). */
export const germanPublic: Edit = (b) => {
  b.format = 'xrechnung';
  b.invoice.leitweg_id = '04011000-12345-03';
  b.invoice.buyer = {
    name: 'Stadt Musterhausen',
    country: 'DE',
    city: 'Musterhausen',
    postal_code: '12345',
    email: 'rechnung@musterhausen.de',
  };
};

/** Both parties with Peppol ids and a buyer reference. */
export const peppolParties: Edit = (b) => {
  b.invoice.seller.peppol_id = '0088:4000001000005';
  b.invoice.buyer.peppol_id = '9957:FR40303265045';
  b.invoice.buyer_reference = 'PO-4711';
};
