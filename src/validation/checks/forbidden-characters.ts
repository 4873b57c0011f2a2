/**
 * Characters no XML 1.0 document may contain (XML 1.0 § 2.2 Char): the C0 controls other than
 * TAB, LF and CR (NUL included), U+FFFE, U+FFFF and lone surrogates. Every string we write ends
 * up in XML (CII, UBL, FatturaPA) or in a PDF's XMP, so such a character would be stripped
 * silently by one writer and make another document unparseable (UBL: SXXP0003). They are refused
 * at the edge instead, in every string field of any request: the walk is generic over the proto
 * descriptor (every string, repeated string and map key or value, at any depth), so a field added
 * to the proto later is covered without anyone remembering to list it.
 */
import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import { reflect, type ReflectMessage } from '@bufbuild/protobuf/reflect';
import { ScalarType } from '@bufbuild/protobuf';

/**
 * The characters XML 1.0 does not allow. With the `u` flag the string is read as code points, so
 * the surrogate range matches only a lone surrogate (a valid pair is one code point above U+FFFF).
 */
const FORBIDDEN_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/u;

/** One string field holding a character XML 1.0 forbids. */
export interface ForbiddenCharacter {
  /** The JSON path of the field, e.g. `$.invoice.seller.name`. */
  path: string;
  /** What is wrong, naming the character and where it is (no echo of the value). */
  message: string;
}

/** The position and code point of the first forbidden character of a string, if any. */
export function firstForbiddenCharacter(
  value: string,
): { index: number; codePoint: string } | undefined {
  const m = FORBIDDEN_RE.exec(value);
  if (!m) return undefined;
  const code = m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  return { index: m.index, codePoint: `U+${code}` };
}

/** What is wrong with a string holding a forbidden character (no echo of the value), if it does. */
export function describeForbiddenCharacter(value: string): string | undefined {
  const found = firstForbiddenCharacter(value);
  if (!found) return undefined;
  const what = /^U\+D[89A-F]/.test(found.codePoint)
    ? `a lone surrogate (${found.codePoint})`
    : `the control character ${found.codePoint}`;
  return `contains ${what} at position ${found.index + 1}: not allowed in XML 1.0 (only TAB, LF and CR of the control characters)`;
}

function walk(message: ReflectMessage, path: string, found: ForbiddenCharacter[]): void {
  for (const field of message.sortedFields) {
    if (!message.isSet(field)) continue;
    const at = `${path}.${field.name}`;
    switch (field.fieldKind) {
      case 'scalar': {
        if (field.scalar !== ScalarType.STRING) break;
        const problem = describeForbiddenCharacter(message.get(field) as string);
        if (problem) found.push({ path: at, message: problem });
        break;
      }
      case 'message':
        walk(message.get(field), at, found);
        break;
      case 'list': {
        let i = 0;
        for (const item of message.get(field)) {
          if (field.listKind === 'message') walk(item as ReflectMessage, `${at}[${i}]`, found);
          else if (field.scalar === ScalarType.STRING) {
            const problem = describeForbiddenCharacter(item as string);
            if (problem) found.push({ path: `${at}[${i}]`, message: problem });
          }
          i++;
        }
        break;
      }
      case 'map':
        for (const [key, value] of message.get(field)) {
          const keyProblem = typeof key === 'string' ? describeForbiddenCharacter(key) : undefined;
          const entry = `${at}[${JSON.stringify(String(key))}]`;
          if (keyProblem) found.push({ path: entry, message: `key ${keyProblem}` });
          else if (field.mapKind === 'message') walk(value as ReflectMessage, entry, found);
          else if (field.scalar === ScalarType.STRING) {
            const problem = describeForbiddenCharacter(value as string);
            if (problem) found.push({ path: entry, message: problem });
          }
        }
        break;
      case 'enum':
        break;
    }
  }
}

/** Every string field of a request (at any depth) that holds a character XML 1.0 forbids. */
export function forbiddenCharacters<Desc extends DescMessage>(
  schema: Desc,
  message: MessageShape<Desc>,
): ForbiddenCharacter[] {
  const found: ForbiddenCharacter[] = [];
  walk(reflect(schema, message), '$', found);
  return found;
}
