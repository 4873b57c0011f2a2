/**
 * Writes a values tree through a binding table: every row whose profile rank is within the
 * requested one and that has a value becomes an element, in table (XSD) order; groups without
 * any value are left out (constant children such as TypeCode VAT do not keep a group alive).
 */
import type { Binding, BindingTable, Values } from './binding.js';
import { serialise, xmlText, type XNode } from './xml-node.js';

function attrsOf(b: Binding, scope: Values): Record<string, string> | undefined {
  if (!b.attrs && !b.fixedAttrs) return undefined;
  const out: Record<string, string> = {};
  for (const attr in b.fixedAttrs) out[attr] = b.fixedAttrs[attr];
  for (const attr in b.attrs) {
    const v = scope[b.attrs[attr]];
    if (typeof v === 'string' && v.trim() !== '') out[attr] = v.trim();
  }
  return out;
}

/** Appends the leaf; true when it holds a value (not a constant). */
function writeLeaf(b: Binding, scope: Values, out: XNode[]): boolean {
  const text = xmlText(b.fixed ?? (scope[b.id!] as string | undefined), b.verbatim);
  if (text === undefined) return false;
  out.push({ name: b.el, text, attrs: attrsOf(b, scope) });
  return b.fixed === undefined;
}

/** Appends the group when it has content; true when a descendant holds a value (or it is kept). */
function writeGroup(b: Binding, scope: Values, rank: number, out: XNode[]): boolean {
  const kids: XNode[] = [];
  let real = false;
  for (const k of b.kids!) if (writeRow(k, scope, rank, kids)) real = true;
  // A group of constant leaves only (ChargeIndicator/Indicator false) goes with its parent: it is
  // appended, but does not keep the parent alive; a parent without a real value discards it.
  if (!real && !b.keep && (kids.length === 0 || !b.kids!.every((k) => k.fixed !== undefined && !k.kids))) return false;
  out.push({ name: b.el, attrs: attrsOf(b, scope), kids });
  return real || Boolean(b.keep);
}

function writeRow(b: Binding, scope: Values, rank: number, out: XNode[]): boolean {
  if (b.from !== undefined && b.from > rank) return false;
  if (b.many) {
    const list = scope[b.id!] as Values[] | undefined;
    let real = false;
    for (const item of list ?? []) if (b.kids ? writeGroup(b, item, rank, out) : writeLeaf(b, item, out)) real = true;
    return real;
  }
  if (!b.kids) return writeLeaf(b, scope, out);
  if (b.scope) {
    const child = scope[b.id!] as Values | undefined;
    return child ? writeGroup(b, child, rank, out) : false;
  }
  return writeGroup(b, scope, rank, out);
}

/** The document for `values` at profile rank `rank`, as an XML string. */
export function writeBinding(table: BindingTable, values: Values, rank: number): string {
  const out: XNode[] = [];
  writeGroup({ ...table.root, keep: true }, values, rank, out);
  return serialise(out[0], table.namespaces);
}
