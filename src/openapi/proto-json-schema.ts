/**
 * JSON Schema (2020-12, as OpenAPI 3.1 and MCP use it) for proto messages, derived from the
 * descriptors in gen/: snake_case names as the REST API speaks them, proto3 JSON types (int64 and
 * bytes as strings), `required` and the protovalidate rules (`in` → enum, patterns, lengths,
 * ranges), and the proto comments as descriptions. One source of truth: nothing is hand-written.
 */
import { FeatureSet_FieldPresence } from '@bufbuild/protobuf/wkt';
import {
  getOption,
  ScalarType,
  type DescField,
  type DescMessage,
  type DescOneof,
} from '@bufbuild/protobuf';
import {
  field as fieldRules,
  oneof as oneofRules,
  type FieldRules,
} from '../../gen/buf/validate/validate_pb.js';
import { emptyMeansAbsent } from '../rest/empty-means-absent.js';
import { protoComment } from './proto-comments.js';

/** A JSON Schema object (kept loose: it is data for other tools). */
export type JsonSchema = Record<string, unknown>;

/** How nested messages appear: inline (MCP tool schemas) or as references (OpenAPI components). */
export interface SchemaOptions {
  /** Returns a $ref for a message, or undefined to inline it. */
  refFor?: (message: DescMessage) => string | undefined;
  /** Which side of the API: requests accept what the gateway decodes; responses show what it emits. */
  direction: 'request' | 'response';
}

const INT64 = new Set([
  ScalarType.INT64,
  ScalarType.UINT64,
  ScalarType.SINT64,
  ScalarType.FIXED64,
  ScalarType.SFIXED64,
]);
const INT32 = new Set([
  ScalarType.INT32,
  ScalarType.UINT32,
  ScalarType.SINT32,
  ScalarType.FIXED32,
  ScalarType.SFIXED32,
]);

function scalarSchema(type: ScalarType): JsonSchema {
  if (type === ScalarType.STRING) return { type: 'string' };
  if (type === ScalarType.BOOL) return { type: 'boolean' };
  if (type === ScalarType.BYTES) return { type: 'string', contentEncoding: 'base64' };
  if (INT64.has(type)) return { type: ['integer', 'string'], format: 'int64' }; // proto3 JSON writes int64 as a string
  if (INT32.has(type)) return { type: 'integer', format: 'int32' };
  return { type: 'number', format: type === ScalarType.FLOAT ? 'float' : 'double' };
}

/** The protovalidate rules of a field as JSON Schema keywords. */
function ruleKeywords(rules: FieldRules): JsonSchema {
  const out: JsonSchema = {};
  const typed = rules.type;
  if (typed.case === 'string') {
    const r = typed.value;
    if (r.in.length > 0) out.enum = [...r.in];
    if (r.pattern) out.pattern = r.pattern;
    if (r.maxLen !== undefined && r.maxLen > 0n) out.maxLength = Number(r.maxLen);
    if (r.minLen !== undefined && r.minLen > 0n) out.minLength = Number(r.minLen);
  } else if (
    typed.case === 'int32' ||
    typed.case === 'double' ||
    typed.case === 'int64' ||
    typed.case === 'float' ||
    typed.case === 'uint32'
  ) {
    const r = typed.value as {
      greaterThan: { case?: string; value?: unknown };
      lessThan: { case?: string; value?: unknown };
    };
    const num = (v: unknown) => Number(v as number | bigint);
    if (r.greaterThan.case === 'gte') out.minimum = num(r.greaterThan.value);
    if (r.greaterThan.case === 'gt') out.exclusiveMinimum = num(r.greaterThan.value);
    if (r.lessThan.case === 'lte') out.maximum = num(r.lessThan.value);
    if (r.lessThan.case === 'lt') out.exclusiveMaximum = num(r.lessThan.value);
  } else if (typed.case === 'repeated') {
    const r = typed.value;
    if (r.minItems !== undefined && r.minItems > 0n) out.minItems = Number(r.minItems);
    if (r.maxItems !== undefined && r.maxItems > 0n) out.maxItems = Number(r.maxItems);
  }
  return out;
}

/**
 * True when a response always carries the field: the REST JSON writes every field without
 * explicit presence (scalars, enums, lists and maps, also when empty); a message field or a
 * proto3 `optional` one appears only when set, and a string whose allowed values include "" only
 * when it is not "" (empty-means-absent.ts).
 */
export function isAlwaysEmitted(field: DescField): boolean {
  if (field.fieldKind === 'list' || field.fieldKind === 'map') return true;
  if (emptyMeansAbsent(field)) return false; // left out when "" (not given)
  return (
    (field.fieldKind === 'scalar' || field.fieldKind === 'enum') &&
    field.presence === FeatureSet_FieldPresence.IMPLICIT
  );
}

/** True when protovalidate marks the field required. */
export function isRequiredField(field: DescField): boolean {
  return getOption(field, fieldRules).required;
}

function messageRef(message: DescMessage, options: SchemaOptions, seen: Set<string>): JsonSchema {
  if (message.typeName === 'google.api.HttpBody') {
    return {
      type: 'object',
      description: 'Raw body (sent as the HTTP body on REST).',
      properties: {
        content_type: { type: 'string' },
        data: { type: 'string', contentEncoding: 'base64' },
      },
    };
  }
  const ref = options.refFor?.(message);
  return ref ? { $ref: ref } : messageJsonSchema(message, options, seen);
}

function fieldSchema(field: DescField, options: SchemaOptions, seen: Set<string>): JsonSchema {
  const rules = getOption(field, fieldRules);
  let schema: JsonSchema;
  switch (field.fieldKind) {
    case 'scalar':
      schema = { ...scalarSchema(field.scalar), ...ruleKeywords(rules) };
      break;
    case 'enum':
      schema = { type: 'string', enum: field.enum.values.map((v) => v.name) };
      break;
    case 'message':
      schema = messageRef(field.message, options, seen);
      break;
    case 'list': {
      const items =
        field.listKind === 'message'
          ? messageRef(field.message, options, seen)
          : field.listKind === 'enum'
            ? { type: 'string', enum: field.enum.values.map((v) => v.name) }
            : scalarSchema(field.scalar);
      schema = { type: 'array', items, ...ruleKeywords(rules) };
      break;
    }
    case 'map':
      schema = {
        type: 'object',
        additionalProperties:
          field.mapKind === 'message'
            ? messageRef(field.message, options, seen)
            : field.mapKind === 'scalar'
              ? scalarSchema(field.scalar)
              : { type: 'string' },
      };
      break;
  }
  const description = protoComment(`${field.parent.typeName}.${field.name}`);
  if (Array.isArray(schema.enum) && schema.enum.includes('')) {
    // "" is never a value: in a request it means "the default", in a response the member is left
    // out (empty-means-absent.ts). Absent means absent: the enum lists the values only.
    schema.enum = schema.enum.filter((value) => value !== '');
  }
  const fallback =
    description && field.fieldKind === 'scalar'
      ? documentedDefault(description, schema)
      : undefined;
  if (fallback !== undefined) schema.default = fallback;
  if (description)
    schema = schema.$ref ? { $ref: schema.$ref, description } : { description, ...schema };
  return schema;
}

/**
 * The default a proto comment states ("Default: en16931." or "Default: auto (…)"), when it is a
 * plain value of the field's type; conditional defaults ("Default: derived from …") are not.
 */
export function documentedDefault(comment: string, schema: JsonSchema): unknown {
  const m = /Default: (\S+?)(?:\.(?:\s|$)| \(|$)/.exec(comment);
  if (!m) return undefined;
  const token = m[1]!;
  const type = schema.type;
  if (type === 'boolean') return token === 'true' ? true : token === 'false' ? false : undefined;
  if (type === 'number' || type === 'integer') {
    const n = Number(token);
    return Number.isFinite(n) && (type === 'number' || Number.isInteger(n)) ? n : undefined;
  }
  if (type !== 'string') return undefined;
  if (Array.isArray(schema.enum) && !schema.enum.includes(token)) return undefined;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(token))
    return undefined;
  return token;
}

/**
 * A proto oneof as JSON Schema: exactly one member present when protovalidate requires the oneof
 * (preview's transaction_id or invoice), otherwise at most one.
 */
function oneofSchema(oneof: DescOneof): JsonSchema {
  const names = oneof.fields.map((f) => f.name);
  if (getOption(oneof, oneofRules).required)
    return { oneOf: names.map((name) => ({ required: [name] })) };
  const pairs = names.flatMap((a, i) => names.slice(i + 1).map((b) => ({ required: [a, b] })));
  return { not: pairs.length === 1 ? pairs[0] : { anyOf: pairs } };
}

/** The JSON Schema of a message; nested messages inline unless `refFor` names them. */
export function messageJsonSchema(
  message: DescMessage,
  options: SchemaOptions,
  seen: Set<string> = new Set(),
): JsonSchema {
  if (seen.has(message.typeName))
    return { type: 'object', description: `${message.name} (recursive)` };
  const inner = new Set(seen).add(message.typeName);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of message.fields) {
    properties[field.name] = fieldSchema(field, options, inner);
    if (options.direction === 'request' ? isRequiredField(field) : isAlwaysEmitted(field))
      required.push(field.name);
  }
  const schema: JsonSchema = { type: 'object' };
  const description = protoComment(message.typeName);
  if (description) schema.description = description;
  schema.properties = properties;
  if (required.length > 0) schema.required = required;
  if (options.direction === 'request') {
    schema.additionalProperties = false;
    // Responses carry no oneofs; a request's say which members exclude each other.
    const oneofs = message.oneofs.map(oneofSchema);
    if (oneofs.length === 1) Object.assign(schema, oneofs[0]);
    else if (oneofs.length > 1) schema.allOf = oneofs;
  }
  return schema;
}
