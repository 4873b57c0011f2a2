/**
 * The protovalidate (buf.validate) rules of the proto, run once per request with one validator
 * compiled at module load, and each violation mapped to a FieldIssue: a snake_case JSON path
 * ($.invoice.items[0].unit_price), a stable code and the public API's wording where it has one.
 * Patterns run on the JavaScript RegExp engine (the proto's patterns are simple and RE2-safe;
 * RE2 via WebAssembly costs about twice the time per request).
 */
import { clone, ScalarType, type DescMessage } from '@bufbuild/protobuf';
import { reflect, type Path, type ReflectMessage } from '@bufbuild/protobuf/reflect';
import { createValidator, type Violation } from '@bufbuild/protovalidate';
import { IssueCode, type IssueCollector } from './issues.js';
import { describeField } from './field-labels.js';
import { forbiddenCharacters } from './forbidden-characters.js';

const regexCache = new Map<string, RegExp>();

/** Compiled once: the CEL programs and native rules are planned per message type on first use. */
const validator = createValidator({
  regexMatch: (pattern, value) => {
    let re = regexCache.get(pattern);
    if (!re) {
      re = new RegExp(pattern, 'u');
      regexCache.set(pattern, re);
    }
    return re.test(value);
  },
});

/** `$.invoice.items[0].unit_price` for a protovalidate field path (proto field names). */
export function jsonPath(path: Path): string {
  let out = '$';
  for (const el of path) {
    switch (el.kind) {
      case 'field':
      case 'extension':
      case 'oneof':
        out += `.${el.name}`;
        break;
      case 'list_sub':
        out += `[${el.index}]`;
        break;
      case 'map_sub':
        out += `[${JSON.stringify(String(el.key))}]`;
        break;
    }
  }
  return out;
}

/** The stable code of a protovalidate rule id (required, string.pattern, double.gte_lte, ...). */
export function codeForRule(ruleId: string): IssueCode {
  if (ruleId === 'required' || ruleId === 'repeated.min_items') return IssueCode.REQUIRED;
  if (ruleId.endsWith('.pattern')) return IssueCode.INVALID_FORMAT;
  if (ruleId.endsWith('.in')) return IssueCode.INVALID_VALUE;
  if (ruleId.endsWith('.max_len') || ruleId.endsWith('.max_bytes')) return IssueCode.TOO_LONG;
  if (
    ruleId.startsWith('double.') ||
    ruleId.startsWith('float.') ||
    ruleId.startsWith('int') ||
    ruleId.startsWith('repeated.')
  )
    return IssueCode.OUT_OF_RANGE;
  return IssueCode.INVALID_VALUE;
}

/**
 * The JSON paths of the string fields of spaces only (at any depth); with `clear`, each is also
 * cleared in the message walked.
 */
function blankStrings(
  message: ReflectMessage,
  path: string,
  out: Set<string>,
  clear: boolean,
): void {
  for (const field of message.sortedFields) {
    if (!message.isSet(field)) continue;
    const at = `${path}.${field.name}`;
    if (field.fieldKind === 'scalar' && field.scalar === ScalarType.STRING) {
      const value = message.get(field) as string;
      if (value !== '' && value.trim() === '') {
        out.add(at);
        if (clear) message.clear(field);
      }
    } else if (field.fieldKind === 'message') blankStrings(message.get(field), at, out, clear);
    else if (field.fieldKind === 'list' && field.listKind === 'message') {
      let i = 0;
      for (const item of message.get(field))
        blankStrings(item as ReflectMessage, `${at}[${i++}]`, out, clear);
    }
  }
}

/**
 * A required string of spaces only is no value: the writers leave it out, and with it the group
 * it keys (a payee, an attachment, an account, a note), silently. The rules' `required` is run
 * again on a copy without such strings, and its violations at the cleared paths are added.
 */
function blankRequiredViolations<Desc extends DescMessage>(
  schema: Desc,
  message: Parameters<typeof validator.validate<Desc>>[1],
): Violation[] {
  // Read first: the copy is made only for a request that has such a string (rare).
  const found = new Set<string>();
  blankStrings(reflect(schema, message as never), '$', found, false);
  if (found.size === 0) return [];
  const copy = clone(schema, message as never);
  const cleared = new Set<string>();
  blankStrings(reflect(schema, copy), '$', cleared, true);
  const result = validator.validate(schema, copy as never);
  if (result.kind !== 'invalid') return [];
  return result.error.violations.filter(
    (v) => v.ruleId === 'required' && cleared.has(jsonPath(v.field)),
  );
}

/**
 * The raw violations of a message's buf.validate rules, with public paths and codes, and every
 * string field holding a character XML 1.0 forbids (INVALID_CHARACTER, which wins on its path).
 */
export function protoRuleViolations<Desc extends DescMessage>(
  schema: Desc,
  message: Parameters<typeof validator.validate<Desc>>[1],
): { path: string; code: IssueCode; message: string }[] {
  const characters = forbiddenCharacters(schema, message as never).map((f) => ({
    path: f.path,
    code: IssueCode.INVALID_CHARACTER,
    message: f.message,
  }));
  const result = validator.validate(schema, message);
  if (result.kind === 'error') throw result.error;
  const violations = [
    ...(result.kind === 'invalid' ? result.error.violations : []),
    ...blankRequiredViolations(schema, message),
  ];
  if (violations.length === 0) return characters;
  const flagged = new Set(characters.map((c) => c.path));
  const rules = violations.map((v) => ({
    path: jsonPath(v.field),
    code: codeForRule(v.ruleId),
    message: v.message,
  }));
  return [...characters, ...rules.filter((r) => !flagged.has(r.path))];
}

/**
 * Adds one issue per violation of the message's buf.validate rules and per string field holding a
 * character XML 1.0 forbids; `waived` (JSON path, rule id) is a rule the request's format does not
 * have (an EN 16931 rule of FormatInfo.waivedEnRules).
 */
export function checkProtoRules<Desc extends DescMessage>(
  schema: Desc,
  message: Parameters<typeof validator.validate<Desc>>[1],
  out: IssueCollector,
  waived: (path: string, ruleId: string) => boolean = () => false,
): void {
  // First, so that a field holding a forbidden character is reported as such (one issue per path).
  for (const f of forbiddenCharacters(schema, message as never))
    out.add(f.path, IssueCode.INVALID_CHARACTER, f.message);
  const result = validator.validate(schema, message);
  for (const v of blankRequiredViolations(schema, message))
    if (!waived(jsonPath(v.field), v.ruleId)) addViolation(v, out);
  if (result.kind === 'valid') return;
  if (result.kind === 'error') {
    // A rule that cannot be evaluated is a defect of ours; fail closed with a visible issue.
    out.add(
      '$',
      IssueCode.INVALID_VALUE,
      `the request could not be checked: ${result.error.message}`,
    );
    return;
  }
  for (const v of result.error.violations)
    if (!waived(jsonPath(v.field), v.ruleId)) addViolation(v, out);
}

function addViolation(v: Violation, out: IssueCollector): void {
  const path = jsonPath(v.field);
  const code = codeForRule(v.ruleId);
  const { message, expected } = describeField(path, v.ruleId, code, v.message);
  out.add(path, code, message, expected);
}
