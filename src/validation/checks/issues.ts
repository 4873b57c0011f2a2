/**
 * How the checks report a problem: one FieldIssue (proto) per JSON path, with a stable code.
 * The collector keeps the first issue per path, so a protovalidate finding (e.g. a date that is
 * not YYYY-MM-DD) is not repeated by the code check of the same field (a date that is no real
 * day). Changing a code is a breaking change; changing a message is not.
 */
import { create } from '@bufbuild/protobuf';
import { FieldIssueSchema, type FieldIssue } from '../../../gen/einvoice/v1/invoice_service_pb.js';

/** The stable issue codes. */
export const IssueCode = {
  /** A required value is missing (or only whitespace). */
  REQUIRED: 'REQUIRED',
  /** The value does not have the required shape (pattern, check digits, calendar date). */
  INVALID_FORMAT: 'INVALID_FORMAT',
  /** The value is not one of the allowed values, or contradicts another field. */
  INVALID_VALUE: 'INVALID_VALUE',
  /** The value is not in the code list (unit, country, currency, EAS, tax category, ...). */
  INVALID_CODE: 'INVALID_CODE',
  /** A number outside its range (VAT rate 0–100, price < 0, quantity 0, |x| ≥ 1e15, too many decimals, too many items). */
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  /** A string longer than allowed. */
  TOO_LONG: 'TOO_LONG',
  /** A string holding a character XML 1.0 forbids (NUL and the other C0 controls but TAB/LF/CR, U+FFFE/U+FFFF, lone surrogates). */
  INVALID_CHARACTER: 'INVALID_CHARACTER',
  /** A field the chosen format (or CII profile) does not carry: generating would lose it. */
  NOT_CARRIED: 'NOT_CARRIED',
} as const;

/** One of the stable issue codes. */
export type IssueCode = (typeof IssueCode)[keyof typeof IssueCode];

/** Collects issues, at most one per path, in the order found. */
export class IssueCollector {
  readonly issues: FieldIssue[] = [];
  private readonly paths = new Set<string>();

  /** Whether a path already has an issue. */
  has(path: string): boolean {
    return this.paths.has(path);
  }

  /** Adds an issue unless the path already has one. */
  add(path: string, code: IssueCode, message: string, expected = ''): void {
    if (this.paths.has(path)) return;
    this.paths.add(path);
    this.issues.push(create(FieldIssueSchema, { path, code, message, expected }));
  }
}

/** A refusal at a request field, named by the official rule that would reject the document. */
export interface RuleIssue {
  path: string;
  code: string;
  message: string;
}
