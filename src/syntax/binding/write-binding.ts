/**
 * Writes a values tree through a binding table: every row whose profile rank is within the
 * requested one and that has a value becomes an element, in table (XSD) order; groups without
 * any value are left out (constant children such as TypeCode VAT do not keep a group alive).
 */
import type { Binding, BindingTable, Values } from './binding.js';
import { serialise, xmlText, type XNode } from './xml-node.js';

/** One write: the document-level values (for `docValue` / `docAttrs` rows) and the rank. */
interface Write {
  doc: Values;
  rank: number;
}

function attrsOf(b: Binding, scope: Values, w: Write): Record<string, string> | undefined {
  if (!b.attrs && !b.fixedAttrs && !b.docAttrs) return undefined;
  const out: Record<string, string> = {};
  for (const attr in b.fixedAttrs) out[attr] = b.fixedAttrs[attr];
  for (const attr in b.docAttrs) {
    const v = w.doc[b.docAttrs[attr]];
    if (typeof v === 'string' && v.trim() !== '') out[attr] = v.trim();
  }
  for (const attr in b.attrs) {
    const v = scope[b.attrs[attr]];
    if (typeof v === 'string' && v.trim() !== '') out[attr] = v.trim();
  }
  return out;
}

/** A row that writes a constant (its own or the document's), not a value of its scope. */
const constant = (b: Binding): boolean => b.fixed !== undefined || b.docValue !== undefined;

/** Appends the leaf; true when it holds a value (not a constant). */
function writeLeaf(b: Binding, scope: Values, w: Write, out: XNode[]): boolean {
  const raw =
    b.fixed ??
    (b.docValue !== undefined
      ? ((b.id !== undefined ? scope[b.id] : undefined) ?? w.doc[b.docValue])
      : scope[b.id!]);
  const text = xmlText(raw as string | undefined, b.verbatim);
  if (text === undefined) return false;
  out.push({ name: b.el, text, attrs: attrsOf(b, scope, w) });
  return !constant(b);
}

/** Appends the group when it has content; true when a descendant holds a value (or it is kept). */
function writeGroup(b: Binding, scope: Values, w: Write, out: XNode[]): boolean {
  const kids: XNode[] = [];
  let real = false;
  for (const k of b.kids!) if (writeRow(k, scope, w, kids)) real = true;
  // A group of constant leaves only (ChargeIndicator/Indicator false) goes with its parent: it is
  // appended, but does not keep the parent alive; a parent without a real value discards it.
  if (!real && !b.keep && (kids.length === 0 || !b.kids!.every((k) => constant(k) && !k.kids)))
    return false;
  out.push({ name: b.el, attrs: attrsOf(b, scope, w), kids });
  return real || Boolean(b.keep);
}

function writeRow(b: Binding, scope: Values, w: Write, out: XNode[]): boolean {
  if (b.from !== undefined && b.from > w.rank) return false;
  if (b.many) {
    const list = scope[b.id!] as Values[] | undefined;
    let real = false;
    for (const item of list ?? [])
      if (b.kids ? writeGroup(b, item, w, out) : writeLeaf(b, item, w, out)) real = true;
    return real;
  }
  if (!b.kids) return writeLeaf(b, scope, w, out);
  if (b.scope) {
    const child = scope[b.id!] as Values | undefined;
    return child ? writeGroup(b, child, w, out) : false;
  }
  return writeGroup(b, scope, w, out);
}

/** The document for `values` at profile rank `rank`, as an XML string. */
export function writeBinding(table: BindingTable, values: Values, rank: number): string {
  const out: XNode[] = [];
  writeGroup({ ...table.root, keep: true }, values, { doc: values, rank }, out);
  return serialise(out[0], table.namespaces);
}
