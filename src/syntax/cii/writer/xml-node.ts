/**
 * A tiny element tree for the CII builders: each node may name the business term it carries, and
 * pruning drops every node whose term the profile does not emit (the mask in cii-mapping.ts),
 * every leaf without a value and every group left empty. Serialisation is xmlbuilder2's, so all
 * text and attribute values are escaped by the library, never by string concatenation.
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { CiiTermId } from './cii-mapping.js';

/** One element: a leaf with text, or a group with children. */
export interface XNode {
  name: string;
  term?: CiiTermId;
  attrs?: Record<string, string>;
  text?: string;
  kids?: XChild[];
  /** Keep the group even when empty (required containers such as ApplicableHeaderTradeDelivery). */
  keepEmpty?: boolean;
}

/** A child slot: absent values are simply left out. */
export type XChild = XNode | null | undefined | false;

/** Characters XML 1.0 cannot carry (C0 controls except tab, LF, CR; lone surrogates; U+FFFE/F). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A leaf element; null when the value is absent or blank. */
export function leaf(name: string, term: CiiTermId | undefined, value: string | undefined, attrs?: Record<string, string>): XNode | null {
  if (value === undefined) return null;
  const text = value.replace(NOT_XML, '').trim();
  if (text === '') return null;
  return { name, term, text, attrs };
}

/** A leaf whose text is written as given (no trimming: BT-20 Skonto entries end with a line break); null when blank. */
export function verbatimLeaf(name: string, term: CiiTermId | undefined, value: string | undefined): XNode | null {
  const text = value?.replace(NOT_XML, '');
  return text === undefined || text.trim() === '' ? null : { name, term, text };
}

/** A group element. */
export function group(name: string, term: CiiTermId | undefined, kids: XChild[], keepEmpty = false): XNode {
  return { name, term, kids, keepEmpty };
}

/** Drops what the profile does not emit, absent leaves and empty groups. */
export function prune(node: XChild, allowed: ReadonlySet<CiiTermId>): XNode | null {
  if (!node) return null;
  if (node.term && !allowed.has(node.term)) return null;
  if (node.text !== undefined) return node;
  const kids: XNode[] = [];
  for (const k of node.kids ?? []) {
    const p = prune(k, allowed);
    if (p) kids.push(p);
  }
  if (kids.length === 0 && !node.keepEmpty) return null;
  return { ...node, kids };
}

/** Appends a pruned node; the namespace is passed explicitly (cheaper than a prefix lookup). */
function append(parent: XMLBuilder, node: XNode, namespaces: Record<string, string>): void {
  const e = parent.ele(namespaces[node.name.slice(0, node.name.indexOf(':'))], node.name, node.attrs);
  if (node.text !== undefined) e.txt(node.text);
  else for (const k of node.kids as XNode[]) append(e, k, namespaces);
}

/** Serialises a pruned root with the given namespace declarations, UTF-8, pretty-printed. */
export function serialise(root: XNode, namespaces: Record<string, string>): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const [prefix] = root.name.split(':');
  const attrs: Record<string, string> = {};
  for (const [p, uri] of Object.entries(namespaces)) if (p !== prefix) attrs[`xmlns:${p}`] = uri;
  const r = doc.ele(namespaces[prefix], root.name, attrs);
  for (const k of root.kids as XNode[]) append(r, k, namespaces);
  return doc.end({ prettyPrint: true });
}
