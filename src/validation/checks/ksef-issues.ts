/**
 * The KSeF FA(3) requirements of a calculated invoice as issues of validate and generate: each
 * named by the Ministry's field id (ksefRequirements, ksefSumFindings) at the request's JSON
 * path; a field FA(3) cannot carry is NOT_CARRIED, a missing or wrong one REQUIRED.
 */
import type { CalculatedInvoice } from '../../domain/index.js';
import { ksefNumberValid, ksefRequirements, ksefSumFindings } from '../../syntax/ksef/index.js';

/** The KSeF numbers the request gives whose CRC-8 check characters are wrong (typed in by hand). */
function ksefNumberIssues(invoice: CalculatedInvoice) {
  const bad = (n: string | undefined) => n !== undefined && !ksefNumberValid(n);
  const message = (n: string) =>
    `KSeF number ${n} fails its CRC-8 check characters (the last two): copy it as KSeF gave it`;
  return [
    ...(bad(invoice.ksefNumber)
      ? [
          {
            path: '$.invoice.ksef_number',
            code: 'INVALID_VALUE',
            message: message(invoice.ksefNumber!),
          },
        ]
      : []),
    ...(invoice.precedingInvoices ?? []).flatMap((p, i) =>
      bad(p.ksefNumber)
        ? [
            {
              path: `$.invoice.preceding_invoices[${i}].ksef_number`,
              code: 'INVALID_VALUE',
              message: `FA(3) NrKSeFFaKorygowanej: ${message(p.ksefNumber!)}`,
            },
          ]
        : [],
    ),
  ];
}

/** The unmet FA(3) requirements, as { path, code, message }. */
export function ksefIssues(
  invoice: CalculatedInvoice,
): { path: string; code: string; message: string }[] {
  return [
    ...[...ksefRequirements(invoice), ...ksefSumFindings(invoice)].map((f) => ({
      path: `$.invoice.${f.path}`,
      code: f.notCarried ? 'NOT_CARRIED' : 'REQUIRED',
      message: `FA(3) ${f.id}: ${f.message}`,
    })),
    ...ksefNumberIssues(invoice),
  ];
}
