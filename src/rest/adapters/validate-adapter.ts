/**
 * REST behaviour of POST /v1/validate: the public API answers every problem of the invoice data
 * with 200 and `valid: false`, so a member of the wrong type or an unknown member is reported as
 * `"<path>: <message>"` beside the other problems (the rest of the body is still checked), and
 * 400 stays for bodies that are not JSON or not a JSON object.
 */
import { create, fromJson, type DescMessage, type Message } from '@bufbuild/protobuf';
import {
  FieldIssueSchema,
  ValidateInvoiceResponseSchema,
  type FieldIssue,
} from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { apiError, type FieldProblem } from '../../errors/api-error.js';
import { pruneJsonShape } from '../json-shape.js';
import type { RestAdapter } from '../gateway.js';

/**
 * Whether `path` or one of its parents ($.invoice.items[3].unit → …items[3], …items, $.invoice)
 * is in `paths`: a lookup per parent, so that a body with thousands of misshapen members and
 * thousands of issues stays linear (comparing each issue with each problem was quadratic).
 */
function covered(paths: ReadonlySet<string>, path: string): boolean {
  if (paths.has(path)) return true;
  for (let i = path.length - 1; i > 0; i--)
    if ((path[i] === '.' || path[i] === '[') && paths.has(path.slice(0, i))) return true;
  return false;
}

/** What a free validate answers: valid, the problems as strings and as field issues. */
interface ValidateAnswer {
  valid: boolean;
  errors: string[];
  issues: FieldIssue[];
}

/** The adapter of a free validate operation answering `responseSchema` (invoices, lifecycle statuses). */
export function validateRestAdapterFor(responseSchema: DescMessage): RestAdapter {
  return {
    decodeJson(json, _headers, schema) {
      if (json === null || typeof json !== 'object' || Array.isArray(json)) {
        const got = json === null ? 'null' : Array.isArray(json) ? 'array' : typeof json;
        throw apiError('INVALID_REQUEST', `$: expected object, got ${got}`, [
          {
            path: '$',
            code: 'INVALID_TYPE',
            message: `expected object, got ${got}`,
            expected: 'object',
          },
        ]);
      }
      const { value, problems } = pruneJsonShape(schema, json as Record<string, unknown>);
      try {
        return {
          request: fromJson(schema, value as never, { ignoreUnknownFields: false }),
          problems,
        };
      } catch (error) {
        // The shape check removes what does not decode; anything it misses is still the caller's.
        throw apiError('INVALID_REQUEST', `invalid request: ${(error as Error).message}`);
      }
    },

    amend(response: Message, problems: FieldProblem[]): Message {
      const answer = response as Message & ValidateAnswer;
      // A member that could not be read is also missing: report it once, as what it was.
      const unread = new Set(problems.map((p) => p.path));
      const issues = answer.issues.filter((issue) => !covered(unread, issue.path));
      const errors = answer.errors.filter(
        (error) => !covered(unread, error.slice(0, error.indexOf(': '))),
      );
      return create(responseSchema, {
        ...answer,
        valid: false,
        errors: [...problems.map((p) => `${p.path}: ${p.message}`), ...errors],
        issues: [
          ...problems.map((p) =>
            create(FieldIssueSchema, {
              path: p.path,
              code: p.code,
              message: p.message,
              expected: p.expected ?? '',
            }),
          ),
          ...issues,
        ],
      } as never);
    },
  };
}

/** The adapter for einvoice.v1.InvoiceService.ValidateInvoice. */
export const validateRestAdapter: RestAdapter = validateRestAdapterFor(
  ValidateInvoiceResponseSchema,
);
