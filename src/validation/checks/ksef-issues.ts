/**
 * The KSeF FA(3) requirements of a calculated invoice as issues of validate and generate: each
 * named by the Ministry's field id (ksefRequirements, ksefSumFindings) at the request's JSON
 * path; a field FA(3) cannot carry is NOT_CARRIED, a date outside the XSD's range OUT_OF_RANGE, a text longer than its place TOO_LONG,
 * a missing or wrong one REQUIRED.
 */
import type { CalculatedInvoice } from '../../domain/index.js';
import { ksefNumberValid, ksefRequirements, ksefSumFindings } from '../../syntax/ksef/index.js';

/**
 * The invoice's own KSeF number when its CRC-8 check characters are wrong (typed in by hand): it
 * is KSeF 2.0's, whose documentation defines them. A corrected invoice's number is checked by
 * its shape only: it may come from before KSeF 2.0 (the Ministry's FA(3) examples name 2023
 * numbers whose last two characters are no such CRC-8).
 */
function ksefNumberIssues(invoice: CalculatedInvoice) {
  const n = invoice.ksefNumber;
  if (n === undefined || ksefNumberValid(n)) return [];
  return [
    {
      path: '$.invoice.ksef_number',
      code: 'INVALID_VALUE',
      message: `KSeF number ${n} fails its CRC-8 check characters (the last two): copy it as KSeF gave it`,
    },
  ];
}

/** The unmet FA(3) requirements, as { path, code, message }. */
export function ksefIssues(
  invoice: CalculatedInvoice,
): { path: string; code: string; message: string }[] {
  return [
    ...[...ksefRequirements(invoice), ...ksefSumFindings(invoice)].map((f) => ({
      path: `$.invoice.${f.path}`,
      code: f.notCarried
        ? 'NOT_CARRIED'
        : f.outOfRange
          ? 'OUT_OF_RANGE'
          : f.tooLong
            ? 'TOO_LONG'
            : 'REQUIRED',
      message: `FA(3) ${f.id}: ${f.message}`,
    })),
    ...ksefNumberIssues(invoice),
  ];
}
