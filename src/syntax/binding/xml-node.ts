/**
 * The element tree the binding writer builds, serialised by xmlbuilder2 (so all text and
 * attribute values are escaped by the library, never by string concatenation).
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';

/** One element: a leaf with text, or a group with children. */
export interface XNode {
  name: string;
  attrs?: Record<string, string>;
  text?: string;
  kids?: XNode[];
}

/** Characters XML 1.0 cannot carry (C0 controls except tab, LF, CR; lone surrogates; U+FFFE/F). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text to write for a value: XML-safe, trimmed unless verbatim; undefined when blank. */
export function xmlText(value: string | undefined, verbatim = false): string | undefined {
  if (value === undefined) return undefined;
  const clean = value.replace(NOT_XML, '');
  if (clean.trim() === '') return undefined;
  return verbatim ? clean : clean.trim();
}

/** Appends a node; the namespace is passed explicitly (cheaper than a prefix lookup). */
function append(parent: XMLBuilder, node: XNode, namespaces: Readonly<Record<string, string>>): void {
  const i = node.name.indexOf(':');
  const e = parent.ele(namespaces[i < 0 ? '' : node.name.slice(0, i)], node.name, node.attrs);
  if (node.text !== undefined) e.txt(node.text);
  else for (const k of node.kids ?? []) append(e, k, namespaces);
}

/** Serialises a root with the given namespace declarations, UTF-8, pretty-printed. */
export function serialise(root: XNode, namespaces: Readonly<Record<string, string>>): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const i = root.name.indexOf(':');
  const prefix = i < 0 ? '' : root.name.slice(0, i);
  const attrs: Record<string, string> = {};
  for (const [p, uri] of Object.entries(namespaces)) if (p !== prefix && p !== '') attrs[`xmlns:${p}`] = uri;
  const r = doc.ele(namespaces[prefix], root.name, attrs);
  for (const k of root.kids ?? []) append(r, k, namespaces);
  return doc.end({ prettyPrint: true });
}
