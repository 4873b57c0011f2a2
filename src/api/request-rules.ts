/**
 * Enforces the protovalidate rules declared in the proto on every request (the same validator
 * and path mapping as the validate checks). ValidateInvoice, GenerateInvoice and RenderPreview
 * run these rules inside their fuller checks instead, so that validate can answer 200 with
 * `valid: false`.
 */
import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import { apiError, type FieldProblem } from '../errors/api-error.js';
import { protoRuleViolations } from '../validation/checks/proto-rules.js';

/** Every rule violation of a message, as field problems (empty when it satisfies its rules). */
export function ruleProblems<Desc extends DescMessage>(
  schema: Desc,
  message: MessageShape<Desc>,
): FieldProblem[] {
  return protoRuleViolations(schema, message as never);
}

/** Throws INVALID_REQUEST with every violation unless the message satisfies its rules. */
export function enforceRequestRules<Desc extends DescMessage>(
  schema: Desc,
  message: MessageShape<Desc>,
): void {
  const problems = ruleProblems(schema, message);
  if (problems.length > 0) {
    throw apiError(
      'INVALID_REQUEST',
      `invalid request: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
      problems,
    );
  }
}
