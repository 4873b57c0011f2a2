/**
 * Test helper: the full validate answer's issues for the conformance matrix's invoice of a Peppol
 * country profile (pint_ae, pint_om …) under a patch.
 */
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { validateAnswer } from '../../../src/api/full-check.js';
import { countryInvoice } from '../../conformance/helpers/invoices.js';

/** The issues of a country profile's invoice with `patch` applied. */
export function countryIssues(profile: string, patch: (inv: any) => void) {
  const invoice = countryInvoice(profile, 1);
  patch(invoice);
  return validateAnswer(
    fromJson(ValidateInvoiceRequestSchema, { format: 'peppol', country_profile: profile, invoice }),
  ).issues;
}
