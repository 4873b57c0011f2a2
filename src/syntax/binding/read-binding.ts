/**
 * Reads a document back through its binding table: each row claims the matching child elements
 * (namespace and local name, the discriminator, same-named rows in table order), leaves give
 * their text and bound attributes. Whatever the table does not claim is returned as leftovers,
 * with its path, so that nothing of the source is lost without a report.
 */
import type { Element, Node } from '@xmldom/xmldom';
import type { Binding, BindingTable, Discriminator, Values } from './binding.js';
import { localPathTerms } from './binding.js';

const ELEMENT_NODE = 1;

/** A source element no row of the table reads. */
export interface Leftover {
  /** The business term of the nearest table row, else the element's local name. */
  bt: string;
  /** Element path with 1-based indexes where siblings repeat. */
  path: string;
  /** Text and attributes as written. */
  value: string;
}

/** The result of reading a document through a table. */
export interface BindingRead {
  values: Values;
  /** Elements claimed by the table (their values are in `values`). */
  claimed: Set<Node>;
  /**
   * Each element read by a `docValue` row, with its text: the document-level value is one (UBL's
   * TaxScheme/ID), so the reader that knows it can give back (unclaim) those stating another,
   * which then are leftovers, not silently taken for it.
   */
  docValues: { key: string; el: Element; text: string }[];
}

type Step = [uri: string, local: string];

class Reader {
  readonly claimed = new Set<Node>();
  readonly docValues: BindingRead['docValues'] = [];
  private readonly steps = new Map<string, Step>();

  constructor(private readonly ns: Readonly<Record<string, string>>) {}

  step(qname: string): Step {
    let s = this.steps.get(qname);
    if (!s) {
      const i = qname.indexOf(':');
      const uri = this.ns[i < 0 ? '' : qname.slice(0, i)];
      if (uri === undefined) throw new Error(`unknown prefix in ${qname}`);
      s = [uri, qname.slice(i + 1)];
      this.steps.set(qname, s);
    }
    return s;
  }

  private child(el: Element, qname: string): Element | undefined {
    const [uri, local] = this.step(qname);
    for (let c = el.firstChild; c; c = c.nextSibling) {
      if (
        c.nodeType === ELEMENT_NODE &&
        (c as Element).localName === local &&
        ((c as Element).namespaceURI ?? '') === uri
      )
        return c as Element;
    }
    return undefined;
  }

  private matches(el: Element, when: Discriminator | undefined): boolean {
    if (!when) return true;
    if (when.not) return !this.matches(el, { ...when, not: false, orAbsent: false });
    let target: Element | undefined = el;
    for (const part of when.path ? when.path.split('/') : [])
      target = target && this.child(target, part);
    if (!target) return when.orAbsent === true;
    if (when.attr && !target.hasAttribute(when.attr)) return when.orAbsent === true;
    if (when.value === undefined) return true;
    const v = (when.attr ? target.getAttribute(when.attr) : target.textContent)?.trim() ?? '';
    return typeof when.value === 'string' ? v === when.value : when.value.includes(v);
  }

  read(kids: readonly Binding[], el: Element, scope: Values): void {
    for (const b of kids) {
      const [uri, local] = this.step(b.el);
      for (let c = el.firstChild; c; c = c.nextSibling) {
        if (c.nodeType !== ELEMENT_NODE || this.claimed.has(c)) continue;
        const e = c as Element;
        if (e.localName !== local || (e.namespaceURI ?? '') !== uri || !this.matches(e, b.when))
          continue;
        this.claimed.add(e);
        this.take(b, e, scope);
        if (!b.many) break;
      }
    }
  }

  private take(b: Binding, e: Element, scope: Values): void {
    let target = scope;
    if (b.many) {
      const list = (scope[b.id!] as Values[] | undefined) ?? [];
      scope[b.id!] = list;
      target = {};
      list.push(target);
    } else if (b.scope) {
      target = {};
      scope[b.id!] = target;
    }
    if (b.kids) {
      this.read(b.kids, e, target);
      return;
    }
    if (b.docValue !== undefined) {
      const text = (e.textContent ?? '').trim();
      this.docValues.push({ key: b.docValue, el: e, text });
      // The scope's own value (a line's tax scheme): the reader decides whether it differs.
      if (b.id !== undefined && text !== '') target[b.id] = text;
      return;
    }
    // A constant row reads only its constant: another text there is a leftover, reported.
    if (b.fixed !== undefined) {
      if (!sameConstant((e.textContent ?? '').trim(), b.fixed)) this.claimed.delete(e);
      return;
    }
    if (!b.id) return;
    const raw = e.textContent ?? '';
    const text = b.verbatim ? raw : raw.trim();
    if (text.trim() !== '') target[b.id] = text;
    for (const [attr, key] of Object.entries(b.attrs ?? {})) {
      const v = e.getAttribute(attr);
      if (v) target[key] = v.trim();
    }
  }
}

/** A constant as a document may write it: xsd:boolean also spells true and false as 1 and 0. */
function sameConstant(text: string, constant: string): boolean {
  if (text === constant) return true;
  return (constant === 'true' && text === '1') || (constant === 'false' && text === '0');
}

/** Reads `root` (the document element) through the table. */
export function readBinding(table: BindingTable, root: Element): BindingRead {
  const reader = new Reader(table.namespaces);
  const values: Values = {};
  reader.read(table.root.kids ?? [], root, values);
  return { values, claimed: reader.claimed, docValues: reader.docValues };
}

function elementChildren(el: Element): Element[] {
  const out: Element[] = [];
  for (let c = el.firstChild; c; c = c.nextSibling)
    if (c.nodeType === ELEMENT_NODE) out.push(c as Element);
  return out;
}

const termCache = new WeakMap<BindingTable, ReadonlyMap<string, string>>();

/**
 * Every leaf element under `root` with content that the table did not claim (at most `limit`),
 * named by the business term of the row at the same place, else by its local name.
 */
export function leftovers(
  table: BindingTable,
  root: Element,
  claimed: ReadonlySet<Node>,
  limit = 500,
): Leftover[] {
  let terms = termCache.get(table);
  if (!terms) termCache.set(table, (terms = localPathTerms(table)));
  const out: Leftover[] = [];
  const visit = (el: Element, localPath: string, path: string) => {
    const kids = elementChildren(el);
    if (kids.length === 0) {
      if (claimed.has(el) || out.length >= limit) return;
      const text = (el.textContent ?? '').trim();
      const attrs = Array.from({ length: el.attributes.length }, (_, i) => el.attributes.item(i)!)
        .filter((a) => !a.name.startsWith('xmlns'))
        .map((a) => `${a.name}=${a.value}`);
      if (text === '' && attrs.length === 0) return;
      const value =
        text === '' ? attrs.join(' ') : attrs.length ? `${text} (${attrs.join(' ')})` : text;
      out.push({ bt: terms!.get(localPath) ?? el.localName!, path, value: value.slice(0, 500) });
      return;
    }
    const seen = new Map<string, number>();
    const counts = new Map<string, number>();
    for (const k of kids) counts.set(k.localName!, (counts.get(k.localName!) ?? 0) + 1);
    for (const k of kids) {
      const n = (seen.get(k.localName!) ?? 0) + 1;
      seen.set(k.localName!, n);
      const index = counts.get(k.localName!)! > 1 ? `[${n}]` : '';
      visit(k, `${localPath}/${k.localName}`, `${path}/${k.localName}${index}`);
    }
  };
  visit(root, root.localName!, `/${root.localName}`);
  return out;
}
