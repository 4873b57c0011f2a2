/**
 * The caller's rules_as_of (generate, retrieve, convert): the proto checks its shape
 * (YYYY-MM-DD); a date that is no calendar day (2026-02-30) is refused here, before anything is
 * read, judged or charged.
 */
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
