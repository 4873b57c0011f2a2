/**
 * The small checks the EN 16931 terms share, each reporting at most one issue at its JSON path:
 * a code in its list, a real calendar date, an ordered period is left to the domain (BR-29,
 * BR-30), an amount (finite, within the magnitude of number-bounds.ts, at most 2 decimals), an
 * identifier's scheme in its list.
 */
import type { Identifier, Period } from '../../../gen/einvoice/v1/invoice_pb.js';
import { isCalendarDate } from '../../domain/codelists/calendar-date.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { decimalsOf, boundsOf, powerOfTen } from './number-bounds.js';

/** INVALID_CODE unless the (non-blank) value is in the list. */
export function checkCode(
  ctx: CheckContext,
  path: string,
  value: string,
  list: ReadonlySet<string>,
  label: string,
  expected: string,
): void {
  if (value.trim() === '' || ctx.out.has(path)) return;
  if (!list.has(value.trim().toUpperCase()) && !list.has(value.trim()))
    ctx.out.add(path, IssueCode.INVALID_CODE, `invalid ${label}: ${value}`, expected);
}

/** INVALID_FORMAT unless the (non-empty) value is a real calendar date. */
export function checkDateValue(
  ctx: CheckContext,
  path: string,
  value: string,
  label: string,
): void {
  if (value === '' || ctx.out.has(path) || isCalendarDate(value)) return;
  ctx.out.add(
    path,
    IssueCode.INVALID_FORMAT,
    `invalid ${label}: ${value} is not a calendar date`,
    'YYYY-MM-DD, a real calendar date',
  );
}

/** BG-14 / BG-26: both dates real; at least one given (BR-CO-19, BR-CO-20). The order is a domain rule (BR-29, BR-30). */
export function checkPeriod(ctx: CheckContext, path: string, period: Period | undefined): void {
  if (!period) return;
  if (period.start === '' && period.end === '') {
    ctx.out.add(
      `${path}.start`,
      IssueCode.REQUIRED,
      'a period needs a start or an end date (BR-CO-19, BR-CO-20)',
      'YYYY-MM-DD',
    );
    return;
  }
  checkDateValue(ctx, `${path}.start`, period.start, 'start date');
  checkDateValue(ctx, `${path}.end`, period.end, 'end date');
}

/** A number the caller gives that is (or becomes) an amount: finite, bounded, at most 2 decimals, and not negative when `nonNegative`. */
export function checkAmount(
  ctx: CheckContext,
  path: string,
  value: number | undefined,
  label: string,
  opts: { nonNegative?: boolean; maxDecimals?: number } = {},
): void {
  if (value === undefined || ctx.out.has(path)) return;
  const bound = boundsOf(ctx).amount;
  const maxDecimals = opts.maxDecimals ?? bound.maxDecimals;
  const expected = `${opts.nonNegative ? 'a number of 0 or more' : 'a number'}, less than ${powerOfTen(bound.maxAbs)} in absolute value, at most ${maxDecimals} decimals`;
  if (!Number.isFinite(value))
    ctx.out.add(path, IssueCode.INVALID_VALUE, `${label} must be a finite number`, expected);
  else if (opts.nonNegative && value < 0)
    ctx.out.add(path, IssueCode.OUT_OF_RANGE, `${label} must not be negative`, expected);
  else if (Math.abs(value) >= bound.maxAbs)
    ctx.out.add(
      path,
      IssueCode.OUT_OF_RANGE,
      `${label} must be less than ${powerOfTen(bound.maxAbs)} in absolute value`,
      expected,
    );
  else if (decimalsOf(value) > maxDecimals)
    ctx.out.add(
      path,
      IssueCode.OUT_OF_RANGE,
      `${label} has ${decimalsOf(value)} decimals; at most ${maxDecimals}`,
      expected,
    );
}

/** What BT-5 and BT-6 expect where ISO 4217 judges them. */
export const CURRENCY_EXPECTED = 'ISO 4217 alpha-3, e.g. EUR';

/** An identifier's scheme in its list (blank schemes are allowed: the scheme is optional). */
export function checkScheme(
  ctx: CheckContext,
  path: string,
  id: Identifier | undefined,
  list: ReadonlySet<string>,
  expected: string,
  extra: readonly string[] = [],
): void {
  if (!id || id.scheme.trim() === '') return;
  const scheme = id.scheme.trim().toUpperCase();
  if (!list.has(scheme) && !extra.includes(scheme) && !ctx.out.has(`${path}.scheme`)) {
    ctx.out.add(
      `${path}.scheme`,
      IssueCode.INVALID_CODE,
      `invalid identifier scheme: ${id.scheme}`,
      expected,
    );
  }
}
