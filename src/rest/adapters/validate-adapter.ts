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

const covers = (problem: FieldProblem, path: string) =>
  path === problem.path ||
  path.startsWith(`${problem.path}.`) ||
  path.startsWith(`${problem.path}[`);

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
      const issues = answer.issues.filter((issue) => !problems.some((p) => covers(p, issue.path)));
      const errors = answer.errors.filter(
        (error) => !problems.some((p) => covers(p, error.slice(0, error.indexOf(': ')))),
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
