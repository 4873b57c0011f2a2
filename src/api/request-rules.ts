/**
 * Enforces the protovalidate rules declared in the proto on every request, and turns each
 * violation into a field problem with a public JSON path and a stable code. ValidateInvoice,
 * GenerateInvoice and RenderPreview run these rules inside their fuller checks instead, so that
 * validate can answer 200 with `valid: false`.
 */
import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import { createValidator, type Violation } from '@bufbuild/protovalidate';
import { apiError, type FieldProblem } from '../errors/api-error.js';

const validator = createValidator();

/** Stable codes by protovalidate rule id (the part after the type, e.g. string.pattern). */
function codeFor(ruleId: string): string {
  if (ruleId === 'required') return 'REQUIRED';
  if (ruleId.endsWith('.in') || ruleId.endsWith('.const')) return 'INVALID_VALUE';
  if (ruleId.endsWith('.pattern')) return 'INVALID_FORMAT';
  if (/\.(max_len|max_bytes|max_items)$/.test(ruleId)) return 'TOO_LONG';
  if (/\.(min_len|min_bytes|min_items)$/.test(ruleId)) return ruleId.endsWith('min_items') ? 'REQUIRED' : 'TOO_SHORT';
  if (/\.(gt|gte|lt|lte|gt_lt|gte_lte|gt_lte|gte_lt)/.test(ruleId)) return 'OUT_OF_RANGE';
  return 'INVALID_VALUE';
}

/** The JSON path of a violation, with proto (snake_case) names: $.invoice.items[0].unit. */
export function violationPath(violation: Violation): string {
  let path = '$';
  for (const step of violation.field) {
    if ('kind' in step && step.kind === 'list_sub') path += `[${step.index}]`;
    else if ('kind' in step && step.kind === 'map_sub') path += `[${JSON.stringify(String(step.key))}]`;
    else if ('name' in step) path += `.${step.name}`;
  }
  return path;
}

/** Every rule violation of a message, as field problems (empty when it satisfies its rules). */
export function ruleProblems<Desc extends DescMessage>(schema: Desc, message: MessageShape<Desc>): FieldProblem[] {
  const result = validator.validate(schema, message);
  if (result.kind === 'valid') return [];
  if (result.kind === 'error') throw result.error;
  return result.violations.map((v) => ({
    path: violationPath(v),
    code: codeFor(v.ruleId),
    message: v.message,
  }));
}

/** Throws INVALID_REQUEST with every violation unless the message satisfies its rules. */
export function enforceRequestRules<Desc extends DescMessage>(schema: Desc, message: MessageShape<Desc>): void {
  const problems = ruleProblems(schema, message);
  if (problems.length > 0) {
    throw apiError('INVALID_REQUEST', `invalid request: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`, problems);
  }
}
