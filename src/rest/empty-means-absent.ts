/**
 * A string field whose protovalidate `in` list allows "" (tax_scheme: "", VAT, GST) uses "" for
 * "not given", never as a value: the JSON responses (REST and MCP) leave such a field out when
 * it is "", and the generated schemas (OpenAPI, MCP output schemas) list only the real values and
 * do not require the field. One rule, read from the descriptors: no field is named here.
 */
import { getOption, ScalarType, type DescField, type DescMessage } from '@bufbuild/protobuf';
import { field as fieldRules } from '../../gen/buf/validate/validate_pb.js';

/** True when the field is a single string whose allowed values include "". */
export function emptyMeansAbsent(field: DescField): boolean {
  if (field.fieldKind !== 'scalar' || field.scalar !== ScalarType.STRING) return false;
  const rules = getOption(field, fieldRules).type;
  return rules.case === 'string' && rules.value.in.includes('');
}

/** Per message: its own such fields, and its message fields that hold some deeper down. */
interface Plan {
  absent: string[];
  nested: { name: string; kind: 'message' | 'list' | 'map'; message: DescMessage }[];
}

const plans = new Map<string, Plan | null>();
const reaching = new Map<string, boolean>();

function nestedMessage(field: DescField): DescMessage | undefined {
  if (field.fieldKind === 'message') return field.message;
  if (field.fieldKind === 'list' && field.listKind === 'message') return field.message;
  if (field.fieldKind === 'map' && field.mapKind === 'message') return field.message;
  return undefined;
}

/** Whether the message, or any message it holds, has such a field. */
function reaches(message: DescMessage): boolean {
  let known = reaching.get(message.typeName);
  if (known === undefined) {
    const seen = new Set<string>();
    const walk = (m: DescMessage): boolean => {
      if (seen.has(m.typeName)) return false;
      seen.add(m.typeName);
      return m.fields.some(
        (f) => emptyMeansAbsent(f) || (nestedMessage(f) !== undefined && walk(nestedMessage(f)!)),
      );
    };
    known = walk(message);
    reaching.set(message.typeName, known);
  }
  return known;
}

/** The plan of a message, or null when nothing in it can hold such a field. */
function planOf(message: DescMessage): Plan | null {
  let plan = plans.get(message.typeName);
  if (plan === undefined) {
    plan = reaches(message)
      ? {
          absent: message.fields.filter(emptyMeansAbsent).map((f) => f.name),
          nested: message.fields.flatMap((f) => {
            const nested = nestedMessage(f);
            return nested && reaches(nested)
              ? [{ name: f.name, kind: f.fieldKind as 'message' | 'list' | 'map', message: nested }]
              : [];
          }),
        }
      : null;
    plans.set(message.typeName, plan);
  }
  return plan;
}

function strip(message: DescMessage, json: Record<string, unknown>): void {
  const plan = planOf(message);
  if (!plan) return;
  for (const name of plan.absent) if (json[name] === '') delete json[name];
  for (const { name, kind, message: nested } of plan.nested) {
    const member = json[name];
    if (member === null || typeof member !== 'object') continue;
    const objects =
      kind === 'message'
        ? [member]
        : kind === 'list'
          ? (member as unknown[])
          : Object.values(member);
    for (const object of objects)
      if (object !== null && typeof object === 'object' && !Array.isArray(object))
        strip(nested, object as Record<string, unknown>);
  }
}

/**
 * Leaves out, in place, every member of a message's proto JSON (snake_case names) that is "" where
 * "" means "not given"; returns the same object.
 */
export function dropEmptyMeansAbsent<T>(message: DescMessage, json: T): T {
  if (json !== null && typeof json === 'object' && !Array.isArray(json))
    strip(message, json as Record<string, unknown>);
  return json;
}
