/**
 * A binding table describes one syntax as a tree of elements in XSD sequence order. Each row
 * names the element, the business term (BT) or group (BG) it carries, the lowest profile that
 * carries it, and how it repeats. One generic engine writes a document from the table and a tree
 * of values (write-binding.ts), reads the same values back (read-binding.ts), and reports what a
 * source holds beyond the table. The syntax-specific code only turns the domain model into values
 * and back, keyed by the same ids.
 */

import type { TermId } from './terms.js';
import { SYNTAX_KEYS, type SyntaxKey } from './syntax-keys.js';

/** Every key a values tree may have: a term of the map (terms.ts) or a declared syntax key. */
export type ValueKey = TermId | SyntaxKey;

/** Values keyed by row id: a leaf's text, a child group's values, or a repeating group's list. */
export type Values = { [K in ValueKey]?: string | Values | Values[] };

/** Selects one of several same-named siblings by a child's text or attribute (e.g. schemeID VA vs FC). */
export interface Discriminator {
  /** Child path relative to the candidate element ("ram:ID"); the candidate itself when absent. */
  path?: string;
  /** Attribute of that element; its text when absent. */
  attr?: string;
  /** The value that selects this row (one of them, for a list); absent: the child path merely exists. */
  value?: string | readonly string[];
  /** Also select a candidate without that child or attribute (the row's value is then the default). */
  orAbsent?: boolean;
  /** Select the candidates the test does not (PINT MY: every line tax category but the tourism tax's scheme AAL). */
  not?: boolean;
}

/** One row of a binding table. */
export interface Binding {
  /** Qualified element name, with the table's prefixes ("ram:Name"). */
  el: string;
  /**
   * Key of the value (leaf) or of the child values (group with `scope` or `many`). Unique within
   * its scope; a BT/BG id where the row carries one.
   */
  id?: ValueKey;
  /** Lowest profile rank that carries the row; inherited from the parent when absent. */
  from?: number;
  /** The element repeats: its values are a list. */
  many?: boolean;
  /** A group whose children are values of their own under `id` (not flattened into the parent). */
  scope?: boolean;
  /** Attribute name → value key (in the same values as the element's own value). */
  attrs?: Readonly<Record<string, ValueKey>>;
  /** Attributes always written with these values (format="102", schemeID="VA"). */
  fixedAttrs?: Readonly<Record<string, string>>;
  /** Constant text (e.g. TypeCode VAT): written whenever its parent is written, consumed on read. */
  fixed?: string;
  /**
   * Like `fixed`, but the text is the document-level value under this key (UBL TaxScheme/ID,
   * VAT or GST by profile): written whenever its parent is written, consumed on read. With an
   * `id` too, the scope's own value under it wins when it has one (a line's tax scheme other
   * than the document's, CIUS-PT BOL); read into that value as well.
   */
  docValue?: ValueKey;
  /** Attribute name → key of a document-level value (UBL currencyID = BT-5 on every amount). */
  docAttrs?: Readonly<Record<string, ValueKey>>;
  /** Which of several same-named siblings this row reads. */
  when?: Discriminator;
  /** Text written as given (no trimming): BT-20 Skonto lines end with a line break. */
  verbatim?: boolean;
  /** Write the group even when empty (required containers). */
  keep?: boolean;
  /** Child rows, in XSD sequence order. */
  kids?: readonly Binding[];
}

/**
 * The root of a table: the document element and the namespace prefixes of its rows. A root
 * element without a prefix ("Invoice") is in the namespace under the key "" (the default one).
 */
export interface BindingTable {
  root: Binding;
  namespaces: Readonly<Record<string, string>>;
}

/** The business term a key stands for: a term itself, or the term a syntax key is a form of. */
export const termOfKey = (key: ValueKey): string =>
  Object.hasOwn(SYNTAX_KEYS, key)
    ? ((SYNTAX_KEYS[key as SyntaxKey] as { term?: string }).term ?? key)
    : key;

/** The business term a row carries (the term its id stands for). */
export const termOf = (b: Binding): string | undefined =>
  b.id === undefined ? undefined : termOfKey(b.id);

/** Whether an id names an EN 16931 business term (BT-n, BG-n) rather than a syntax extension. */
export const isEnTerm = (id: string): boolean => /^B[TG]-\d+$/.test(id);

/**
 * Absolute XPaths of every row with an id ("/rsm:CrossIndustryInvoice/.../ram:Name"), and of
 * attribute keys ("…/ram:URIID/@schemeID"): the paths tests and docs use, never re-typed.
 */
export function bindingPaths(table: BindingTable): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  const visit = (b: Binding, parent: string) => {
    const w = b.when;
    const test = !w
      ? ''
      : `${w.path ?? ''}${w.path && w.attr ? '/' : ''}${w.attr ? `@${w.attr}` : w.path ? '' : 'text()'}`;
    const predicate = !w
      ? ''
      : w.value === undefined
        ? `[${w.not ? `not(${test})` : test}]`
        : // not(x='v'), not x!='v': a candidate without the child is selected too, as the reader does.
          `[${w.not ? 'not(' : ''}${test}='${[w.value].flat()[0]}'${w.not ? ')' : ''}]`;
    const here = `${parent}/${b.el}${predicate}`;
    const term = termOf(b);
    if (b.id && !out.has(b.id)) out.set(b.id, here);
    if (term && !out.has(term)) out.set(term, here);
    for (const [attr, key] of Object.entries(b.attrs ?? {}))
      if (!out.has(key)) out.set(key, `${here}/@${attr}`);
    for (const k of b.kids ?? []) visit(k, here);
  };
  visit(table.root, '');
  return out;
}

/**
 * The lowest profile rank that carries each id (and business term): a row's own rank, else its
 * nearest ancestor's. A term bound at several places (ID and GlobalID) takes its lowest.
 */
export function bindingRanks(table: BindingTable): ReadonlyMap<string, number> {
  const out = new Map<string, number>();
  const note = (key: string | undefined, rank: number) => {
    if (key !== undefined && (out.get(key) ?? Infinity) > rank) out.set(key, rank);
  };
  const visit = (b: Binding, inherited: number) => {
    const rank = Math.max(inherited, b.from ?? 0);
    note(b.id, rank);
    note(termOf(b), rank);
    for (const key of Object.values(b.attrs ?? {})) note(key, rank);
    for (const k of b.kids ?? []) visit(k, rank);
  };
  visit(table.root, 0);
  return out;
}

/** Local-name path (without prefixes or indexes) → business term, for naming leftovers. */
export function localPathTerms(table: BindingTable): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  const local = (el: string) => el.slice(el.indexOf(':') + 1);
  const visit = (b: Binding, parent: string, term: string | undefined) => {
    const here = parent ? `${parent}/${local(b.el)}` : local(b.el);
    const t = termOf(b) ?? term;
    if (t && !out.has(here)) out.set(here, t);
    for (const k of b.kids ?? []) visit(k, here, t);
  };
  visit(table.root, '', undefined);
  return out;
}

/** Canonical form of a value for comparisons: decimals by value ("10.50" = "10.5"), text trimmed. */
export function canonicalValue(v: string): string {
  const t = v.trim();
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(t);
  if (!m || (m[2] === '' && !m[3])) return t;
  const int = m[2].replace(/^0+(?=\d)/, '') || '0';
  const frac = (m[3] ?? '').replace(/0+$/, '');
  const sign = m[1] === '-' && (int !== '0' || frac !== '') ? '-' : '';
  return `${sign}${int}${frac ? `.${frac}` : ''}`;
}

/**
 * Every business-term value of a values tree, by term: what a document says at the level of
 * EN 16931 (and syntax extensions), for round-trip comparisons. Repeated terms collect a list.
 */
export function flattenValues(table: BindingTable, values: Values): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (term: string | undefined, v: unknown) => {
    if (!term || typeof v !== 'string' || v.trim() === '') return;
    const list = out.get(term) ?? [];
    list.push(canonicalValue(v));
    out.set(term, list);
  };
  const leaf = (b: Binding, scope: Values) => {
    add(termOf(b), scope[b.id!]);
    for (const key of Object.values(b.attrs ?? {})) add(key, scope[key]);
  };
  const visit = (kids: readonly Binding[], scope: Values) => {
    for (const b of kids) {
      if (b.fixed !== undefined || b.docValue !== undefined) continue;
      if (!b.kids) {
        if (!b.id) continue;
        if (b.many) for (const item of (scope[b.id] as Values[] | undefined) ?? []) leaf(b, item);
        else leaf(b, scope);
        continue;
      }
      if (b.many)
        for (const item of (scope[b.id!] as Values[] | undefined) ?? []) visit(b.kids, item);
      else if (b.scope) {
        const child = scope[b.id!] as Values | undefined;
        if (child) visit(b.kids, child);
      } else visit(b.kids, scope);
    }
  };
  visit(table.root.kids ?? [], values);
  for (const list of out.values()) list.sort();
  return out;
}
