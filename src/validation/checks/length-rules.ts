/**
 * Tables of text-length rules (a national CIUS's limits on the characters of a term): each row
 * names the rule, the term, its limit and the values the request states for it, at their JSON
 * paths; a longer value is refused at its field (TOO_LONG) rather than written and rejected by
 * the rules (422). The helpers build a row's values from the request; the CIUS states how it
 * counts (CIUS-RO after normalize-space, CIUS-PT on one line).
 */
import type { Invoice, LineItem } from '../../../gen/einvoice/v1/invoice_pb.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** A stated value and its JSON path. */
export type Stated = [path: string, value: string | undefined];
/** One rule: the rule, the term it limits, the limit, the values the request states for it. */
export type LengthRule = [
  rule: string,
  term: string,
  max: number,
  values: (inv: Invoice) => Stated[],
];
/** A rule and its term. */
export type Ids = [rule: string, term: string];

/** One value at one path. */
export const one =
  (path: string, value: (inv: Invoice) => string | undefined) =>
  (inv: Invoice): Stated[] => [[path, value(inv)]];

/** A value of each entry of a list (`allowances[].reason`, `preceding_invoices[].number`). */
export const each =
  <T>(path: string, list: (inv: Invoice) => readonly T[], value: (x: T) => string, field: string) =>
  (inv: Invoice): Stated[] =>
    list(inv).map((x, i): Stated => [`${path}[${i}]${field}`, value(x)]);

/** A value of each line (`field` its JSON name). */
export const perLine =
  (field: string, value: (item: LineItem) => string | undefined) =>
  (inv: Invoice): Stated[] =>
    inv.items.map((item, i): Stated => [`$.invoice.items[${i}].${field}`, value(item)]);

/** A value of each entry of a line's list (`allowances[].reason`, `attributes[].name`). */
export const perLineEntry =
  <T>(
    list: string,
    entries: (item: LineItem) => readonly T[],
    field: string,
    value: (x: T) => string,
  ) =>
  (inv: Invoice): Stated[] =>
    inv.items.flatMap((item, i) =>
      entries(item).map(
        (x, j): Stated => [`$.invoice.items[${i}].${list}[${j}].${field}`, value(x)],
      ),
    );

/**
 * BT-82, the payment means text, wherever the request states one: the payment's, a further
 * account's, the card's and the direct debit's (each written on a payment means of its own).
 */
export const meansTexts = (inv: Invoice): Stated[] => {
  const p = inv.payment;
  return [
    ['$.invoice.payment.means_text', p?.meansText],
    ...(p?.creditTransfers ?? []).map(
      (c, i): Stated => [`$.invoice.payment.credit_transfers[${i}].means_text`, c.meansText],
    ),
    ['$.invoice.payment.card.means_text', p?.card?.meansText],
    ['$.invoice.payment.direct_debit.means_text', p?.directDebit?.meansText],
  ];
};

/** How a CIUS counts and words a limit. */
export interface LengthCounting {
  /** The CIUS's name in the message, e.g. CIUS-RO. */
  cius: string;
  /** Whether a value fits its limit. */
  fits(value: string, max: number): boolean;
  /** The issue code of a value that does not fit (TOO_LONG, or INVALID_FORMAT for a line end). */
  code?(value: string): IssueCode;
  /** The characters counted, for the message. */
  length(value: string): number;
  /** The limit in words, e.g. "at most 100 characters". */
  limit(max: number): string;
}

/** Refuses every stated value longer than its rule takes, once per path. */
export function checkLengthRules(
  ctx: CheckContext,
  rules: readonly LengthRule[],
  counting: LengthCounting,
): void {
  for (const [rule, term, max, values] of rules)
    for (const [path, value] of values(ctx.invoice)) {
      if (!value?.trim() || counting.fits(value, max) || ctx.out.has(path)) continue;
      ctx.out.add(
        path,
        counting.code?.(value) ?? IssueCode.TOO_LONG,
        `${counting.cius} takes ${counting.limit(max)} in ${term} (${rule}); this has ${counting.length(value)}`,
        counting.limit(max),
      );
    }
}
