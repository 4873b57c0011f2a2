/**
 * The KSeF FA(3) requirements of a calculated invoice as issues of validate and generate: each
 * named by the Ministry's field id (ksefRequirements, ksefSumFindings) at the request's JSON
 * path; a field FA(3) cannot carry is NOT_CARRIED, a missing or wrong one REQUIRED.
 */
import type { CalculatedInvoice } from '../../domain/index.js';
import { ksefRequirements, ksefSumFindings } from '../../syntax/ksef/index.js';

/** The unmet FA(3) requirements, as { path, code, message }. */
export function ksefIssues(
  invoice: CalculatedInvoice,
): { path: string; code: string; message: string }[] {
  return [...ksefRequirements(invoice), ...ksefSumFindings(invoice)].map((f) => ({
    path: `$.invoice.${f.path}`,
    code: f.notCarried ? 'NOT_CARRIED' : 'REQUIRED',
    message: `FA(3) ${f.id}: ${f.message}`,
  }));
}
