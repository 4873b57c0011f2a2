/**
 * Checks a parsed JSON body against a message schema before protobuf decoding, so that a
 * wrong type or an unknown key is reported with its JSON path ($.invoice.items[0].quantity)
 * and the expected type, in the public snake_case names.
 */
import { ScalarType, type DescField, type DescMessage } from '@bufbuild/protobuf';
import type { FieldProblem } from '../errors/api-error.js';
import { describeForbiddenCharacter } from '../validation/checks/forbidden-characters.js';

const INTEGER_TYPES = new Set([
  ScalarType.INT32,
  ScalarType.UINT32,
  ScalarType.SINT32,
  ScalarType.FIXED32,
  ScalarType.SFIXED32,
  ScalarType.INT64,
  ScalarType.UINT64,
  ScalarType.SINT64,
  ScalarType.FIXED64,
  ScalarType.SFIXED64,
]);

function scalarName(type: ScalarType): string {
  if (type === ScalarType.BOOL) return 'boolean';
  if (type === ScalarType.STRING) return 'string';
  if (type === ScalarType.BYTES) return 'base64 string';
  if (INTEGER_TYPES.has(type)) return 'integer';
  return 'number';
}

function scalarProblem(type: ScalarType, value: unknown): string | undefined {
  if (value === null) return undefined;
  switch (type) {
    case ScalarType.BOOL:
      return typeof value === 'boolean' ? undefined : 'boolean';
    case ScalarType.STRING:
      return typeof value === 'string' ? undefined : 'string';
    case ScalarType.BYTES:
      return typeof value === 'string' && /^[A-Za-z0-9+/_\-\s]*={0,2}\s*$/.test(value)
        ? undefined
        : 'base64 string';
    default: {
      // JSON.parse reads a literal beyond ±1.8e308 as ±Infinity, which no field holds.
      const numeric =
        typeof value === 'number'
          ? Number.isFinite(value)
          : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
      if (!numeric) return scalarName(type);
      if (INTEGER_TYPES.has(type) && !Number.isInteger(Number(value))) return 'integer';
      return undefined;
    }
  }
}

const typeOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number' && !Number.isFinite(value)
        ? 'a number beyond ±1.8e308'
        : typeof value;

function fieldLookup(schema: DescMessage): Map<string, DescField> {
  const map = new Map<string, DescField>();
  for (const field of schema.fields) {
    map.set(field.name, field);
    map.set(field.jsonName, field);
  }
  return map;
}

const lookups = new WeakMap<DescMessage, Map<string, DescField>>();

function fieldsOf(schema: DescMessage): Map<string, DescField> {
  let fields = lookups.get(schema);
  if (!fields) lookups.set(schema, (fields = fieldLookup(schema)));
  return fields;
}

/**
 * A lone surrogate (JSON "\ud800") is a string JSON.parse reads but protobuf cannot encode as
 * UTF-8: its decoder would refuse the whole body without a path. It is refused here, naming the
 * field as the later check of the other characters XML 1.0 forbids does (INVALID_CHARACTER).
 */
function loneSurrogate(path: string, value: unknown): FieldProblem | undefined {
  if (typeof value !== 'string' || !/[\uD800-\uDFFF]/u.test(value)) return undefined;
  return {
    path,
    code: 'INVALID_CHARACTER',
    message: describeForbiddenCharacter(value) ?? 'contains a lone surrogate',
  };
}

function problem(path: string, expected: string, value: unknown): FieldProblem {
  return {
    path,
    code: 'INVALID_TYPE',
    message: `expected ${expected}, got ${typeOf(value)}`,
    expected,
  };
}

/** Returns the first problem of shape in `json` for `schema`, or undefined when it decodes. */
export function checkJsonShape(
  schema: DescMessage,
  json: unknown,
  path = '$',
): FieldProblem | undefined {
  if (typeOf(json) !== 'object') return problem(path, 'object', json);
  const fields = fieldsOf(schema);
  for (const [key, value] of Object.entries(json as Record<string, unknown>)) {
    const field = fields.get(key);
    const here = `${path}.${field?.name ?? key}`;
    if (!field) return { path: here, code: 'UNKNOWN_FIELD', message: `unknown field "${key}"` };
    if (value === null) continue;
    switch (field.fieldKind) {
      case 'scalar': {
        const expected = scalarProblem(field.scalar, value);
        if (expected) return problem(here, expected, value);
        const character = loneSurrogate(here, value);
        if (character) return character;
        break;
      }
      case 'enum':
        if (typeof value !== 'string' && !Number.isInteger(value))
          return problem(here, 'string', value);
        break;
      case 'message': {
        if (field.message.typeName.startsWith('google.protobuf.')) break;
        const inner = checkJsonShape(field.message, value, here);
        if (inner) return inner;
        break;
      }
      case 'list': {
        if (!Array.isArray(value)) return problem(here, 'array', value);
        for (let i = 0; i < value.length; i++) {
          const item = value[i];
          const itemPath = `${here}[${i}]`;
          if (field.listKind === 'message') {
            const inner = checkJsonShape(field.message, item, itemPath);
            if (inner) return inner;
          } else if (field.listKind === 'scalar') {
            const expected =
              item === null ? scalarName(field.scalar) : scalarProblem(field.scalar, item);
            if (expected) return problem(itemPath, expected, item);
            const character = loneSurrogate(itemPath, item);
            if (character) return character;
          }
        }
        break;
      }
      case 'map':
        if (typeOf(value) !== 'object') return problem(here, 'object', value);
        break;
    }
  }
  return undefined;
}

/** A JSON object with every misshapen member removed, and what was wrong with each. */
export interface PrunedJson {
  value: Record<string, unknown>;
  problems: FieldProblem[];
}

/**
 * Returns a copy of a JSON object without the members that do not decode (unknown keys, wrong
 * types), and one problem per removed member: validate reports them as invoice problems and
 * checks the rest. The top level must be an object (checked by the caller).
 */
export function pruneJsonShape(
  schema: DescMessage,
  json: Record<string, unknown>,
  path = '$',
): PrunedJson {
  const problems: FieldProblem[] = [];
  const value: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(json)) {
    const single = checkJsonShape(schema, { [key]: member }, path);
    if (!single) {
      value[key] = member;
      continue;
    }
    const field = fieldsOf(schema).get(key);
    // A nested message or list of messages keeps its good parts; anything else is dropped whole.
    if (
      field?.fieldKind === 'message' &&
      typeOf(member) === 'object' &&
      !field.message.typeName.startsWith('google.protobuf.')
    ) {
      const inner = pruneJsonShape(
        field.message,
        member as Record<string, unknown>,
        `${path}.${field.name}`,
      );
      value[key] = inner.value;
      problems.push(...inner.problems);
    } else if (
      field?.fieldKind === 'list' &&
      field.listKind === 'message' &&
      Array.isArray(member)
    ) {
      value[key] = member.map((item, i) => {
        const itemPath = `${path}.${field.name}[${i}]`;
        if (typeOf(item) !== 'object') {
          problems.push(problem(itemPath, 'object', item));
          return {};
        }
        const inner = pruneJsonShape(field.message, item as Record<string, unknown>, itemPath);
        problems.push(...inner.problems);
        return inner.value;
      });
    } else if (
      field?.fieldKind === 'list' &&
      field.listKind === 'scalar' &&
      Array.isArray(member)
    ) {
      const kept: unknown[] = [];
      member.forEach((item, i) => {
        const expected =
          item === null ? scalarName(field.scalar) : scalarProblem(field.scalar, item);
        const itemPath = `${path}.${field.name}[${i}]`;
        const character = expected ? undefined : loneSurrogate(itemPath, item);
        if (expected) problems.push(problem(itemPath, expected, item));
        else if (character) problems.push(character);
        else kept.push(item);
      });
      value[key] = kept;
    } else {
      problems.push(single);
    }
  }
  return { value, problems };
}
