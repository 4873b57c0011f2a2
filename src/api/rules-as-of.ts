/**
 * The caller's rules_as_of (generate, retrieve, convert, validate): the proto checks its shape
 * (YYYY-MM-DD); a date that is no calendar day (2026-02-30) is refused here, before anything is
 * read, judged or charged.
 */
import { create } from '@bufbuild/protobuf';
import {
  FieldIssueSchema,
  ValidateInvoiceResponseSchema,
  type ValidateInvoiceResponse,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { apiError } from '../errors/api-error.js';
import { isCalendarDate } from '../validation/rule-set-releases.js';

/** Throws VALIDATION_FAILED naming $.rules_as_of when it is given and is no calendar day. */
export function checkRulesAsOf(rulesAsOf: string): void {
  if (rulesAsOf === '' || isCalendarDate(rulesAsOf)) return;
  throw apiError(
    'VALIDATION_FAILED',
    `rules_as_of ${rulesAsOf} is not a calendar date (YYYY-MM-DD)`,
    [
      {
        path: '$.rules_as_of',
        code: 'INVALID_FORMAT',
        message: `rules_as_of ${rulesAsOf} is not a calendar date`,
        expected: 'YYYY-MM-DD, e.g. 2026-08-17',
      },
    ],
  );
}

/**
 * Validate's answer with the check generate makes first: a rules_as_of that is no calendar day
 * is a problem at $.rules_as_of (validate ⇔ generate). Validate's other checks do not depend on
 * the date; the version is reported only for valid data.
 */
export function withRulesAsOfChecked(
  answer: ValidateInvoiceResponse,
  rulesAsOf: string,
): ValidateInvoiceResponse {
  if (rulesAsOf === '' || isCalendarDate(rulesAsOf)) return answer;
  const message = `rules_as_of ${rulesAsOf} is not a calendar date`;
  return create(ValidateInvoiceResponseSchema, {
    ...answer,
    valid: false,
    format: answer.format ? { ...answer.format, version: '' } : undefined,
    errors: [`$.rules_as_of: ${message}`, ...answer.errors],
    issues: [
      create(FieldIssueSchema, {
        path: '$.rules_as_of',
        code: 'INVALID_FORMAT',
        message,
        expected: 'YYYY-MM-DD, e.g. 2026-08-17',
      }),
      ...answer.issues,
    ],
  });
}
