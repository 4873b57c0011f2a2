/**
 * Binds path variables and query parameters onto a request message (GET routes such as
 * /v1/preview/{transaction_id}.png?page=2&dpi=300), by proto field name, with the same type
 * checks as the JSON body. Only the route's own query parameters are read (query-parameters.ts).
 */
import { ScalarType, type DescMessage, type Message } from '@bufbuild/protobuf';
import { apiError } from '../errors/api-error.js';

const INTEGERS = new Set([
  ScalarType.INT32,
  ScalarType.UINT32,
  ScalarType.SINT32,
  ScalarType.INT64,
  ScalarType.UINT64,
  ScalarType.SINT64,
]);

function setScalar(
  schema: DescMessage,
  message: Message,
  name: string,
  raw: string,
  source: string,
): void {
  const field = schema.fields.find((f) => f.name === name || f.jsonName === name);
  if (!field || field.fieldKind !== 'scalar') {
    throw apiError('INVALID_REQUEST', `unknown ${source} parameter "${name}"`, [
      { path: `$.${name}`, code: 'UNKNOWN_FIELD', message: `unknown ${source} parameter` },
    ]);
  }
  // A member of a oneof (transaction_id of RenderPreviewRequest) is set through its oneof.
  const record = message as unknown as Record<string, unknown>;
  const set = (value: unknown) => {
    if (field.oneof) record[field.oneof.localName] = { case: field.localName, value };
    else record[field.localName] = value;
  };
  const path = `$.${field.name}`;
  if (field.scalar === ScalarType.STRING) {
    set(raw);
  } else if (field.scalar === ScalarType.BOOL) {
    if (raw !== 'true' && raw !== 'false')
      throw apiError('INVALID_REQUEST', `${path}: expected true or false`, [
        { path, code: 'INVALID_TYPE', message: 'expected true or false', expected: 'boolean' },
      ]);
    set(raw === 'true');
  } else {
    const value = Number(raw);
    const integer = INTEGERS.has(field.scalar);
    if (
      raw.trim() === '' ||
      !Number.isFinite(value) ||
      (integer && !Number.isInteger(value)) ||
      (integer && Math.abs(value) > 2 ** 31 - 1)
    ) {
      const expected = integer ? 'integer' : 'number';
      throw apiError('INVALID_REQUEST', `${path}: expected ${expected}, got "${raw}"`, [
        { path, code: 'INVALID_TYPE', message: `expected ${expected}`, expected },
      ]);
    }
    set(
      field.scalar === ScalarType.INT64 || field.scalar === ScalarType.UINT64
        ? BigInt(value)
        : value,
    );
  }
}

/** Sets the path variables (top-level fields) on the request. */
export function applyPathValues(
  schema: DescMessage,
  message: Message,
  values: Record<string, string>,
): void {
  for (const [name, raw] of Object.entries(values)) setScalar(schema, message, name, raw, 'path');
}

/** Sets the route's query parameters (top-level scalar fields) on the request; others are ignored. */
export function applyQuery(
  schema: DescMessage,
  message: Message,
  query: URLSearchParams,
  accepted: readonly string[],
): void {
  for (const [name, raw] of query) {
    if (accepted.includes(name)) setScalar(schema, message, name, raw, 'query');
  }
}
