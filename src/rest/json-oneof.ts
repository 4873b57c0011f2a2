/**
 * Proto oneofs in a JSON request body (RenderPreviewRequest's `input`: transaction_id or invoice),
 * read as the REST JSON read these members before they were a oneof, so that no body changes
 * meaning:
 * - a scalar member given as its default (`"transaction_id": ""`) is absent, as null is: an empty
 *   transaction id was never a transaction id (protobuf's decoder would set the oneof to "");
 * - two members given is INVALID_REQUEST with a CONFLICT naming both, the public API's error
 *   (protobuf's decoder would answer "oneof set multiple times").
 * The request messages declare oneofs at their top level only (a test checks it), so nested
 * messages are not walked.
 */
import { ScalarType, type DescField, type DescMessage } from '@bufbuild/protobuf';
import type { FieldProblem } from '../errors/api-error.js';

function isDefaultScalar(field: DescField, value: unknown): boolean {
  if (field.fieldKind !== 'scalar') return false;
  if (field.scalar === ScalarType.STRING || field.scalar === ScalarType.BYTES) return value === '';
  if (field.scalar === ScalarType.BOOL) return value === false;
  return value === 0 || value === '0';
}

/** The member of the JSON object a field is given under (proto name or lowerCamelCase), if any. */
function keyOf(json: Record<string, unknown>, field: DescField): string | undefined {
  if (field.name in json) return field.name;
  return field.jsonName in json ? field.jsonName : undefined;
}

/** The body with default-valued oneof members removed, or the conflict of two members given. */
export function settleOneofs(
  schema: DescMessage,
  json: Record<string, unknown>,
): { json: Record<string, unknown> } | { message: string; problem: FieldProblem } {
  if (schema.oneofs.length === 0) return { json };
  let settled = json;
  for (const oneof of schema.oneofs) {
    const given: DescField[] = [];
    for (const field of oneof.fields) {
      const key = keyOf(settled, field);
      if (key === undefined || settled[key] === null) continue;
      if (isDefaultScalar(field, settled[key])) {
        if (settled === json) settled = { ...json };
        delete settled[key];
      } else {
        given.push(field);
      }
    }
    if (given.length > 1) {
      const names = given.map((f) => f.name);
      const listed = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
      return {
        message:
          names.length === 2
            ? `give either ${names[0]} or ${names[1]}, not both`
            : `give only one of ${names.join(', ')}`,
        problem: {
          path: `$.${names[0]}`,
          code: 'CONFLICT',
          message: `${listed} exclude each other`,
        },
      };
    }
  }
  return { json: settled };
}
