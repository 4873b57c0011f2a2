/**
 * The element tree the binding writer builds, and its serialisation: UTF-8, two-space indent,
 * every text and attribute value escaped in one place (escapeText / escapeAttr), byte for byte
 * what xmlbuilder2's pretty printer writes for such a tree (test/syntax/binding/xml-node.test.ts
 * compares both), at a fraction of its cost: the writers' time goes into serialising. One
 * difference: a CR, and a TAB or LF in an attribute, is written as a character reference, since
 * a parser reads a literal one as LF or a space (XML 1.0 § 2.11, § 3.3.3) and the value the
 * caller gave ("a\r\nb") would come back changed.
 */

/** One element: a leaf with text, or a group with children. */
export interface XNode {
  name: string;
  attrs?: Record<string, string>;
  text?: string;
  kids?: XNode[];
}

/** Characters XML 1.0 cannot carry (C0 controls except tab, LF, CR; lone surrogates; U+FFFE/F). */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text to write for a value: XML-safe, trimmed unless verbatim; undefined when blank. */
export function xmlText(value: string | undefined, verbatim = false): string | undefined {
  if (value === undefined) return undefined;
  const clean = value.replace(NOT_XML, '');
  if (clean.trim() === '') return undefined;
  return verbatim ? clean : clean.trim();
}

const TEXT_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\r': '&#13;',
};
const ATTR_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** Element text with &, <, > and CR escaped. */
export const escapeText = (s: string): string =>
  /[&<>\r]/.test(s) ? s.replace(/[&<>\r]/g, (c) => TEXT_ESCAPES[c]) : s;

/** An attribute value with &, <, >, ", TAB, LF and CR escaped. */
export const escapeAttr = (s: string): string =>
  /[&<>"\t\n\r]/.test(s) ? s.replace(/[&<>"\t\n\r]/g, (c) => ATTR_ESCAPES[c]) : s;

function startTag(name: string, attrs: Record<string, string> | undefined): string {
  let tag = `<${name}`;
  for (const k in attrs) tag += ` ${k}="${escapeAttr(attrs[k])}"`;
  return tag;
}

function write(node: XNode, pad: string, out: string[]): void {
  const tag = startTag(node.name, node.attrs);
  if (node.text !== undefined) out.push(`${pad}${tag}>${escapeText(node.text)}</${node.name}>`);
  else if (!node.kids?.length) out.push(`${pad}${tag}/>`);
  else {
    out.push(`${pad}${tag}>`);
    const inner = `${pad}  `;
    for (const k of node.kids) write(k, inner, out);
    out.push(`${pad}</${node.name}>`);
  }
}

/** Serialises a root with the given namespace declarations, UTF-8, pretty-printed. */
export function serialise(root: XNode, namespaces: Readonly<Record<string, string>>): string {
  const i = root.name.indexOf(':');
  const prefix = i < 0 ? '' : root.name.slice(0, i);
  const attrs: Record<string, string> = {};
  attrs[prefix ? `xmlns:${prefix}` : 'xmlns'] = namespaces[prefix];
  for (const [p, uri] of Object.entries(namespaces))
    if (p !== prefix && p !== '') attrs[`xmlns:${p}`] = uri;
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write({ ...root, attrs: { ...attrs, ...root.attrs } }, '', out);
  return out.join('\n');
}
