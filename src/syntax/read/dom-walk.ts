/**
 * A small, fast namespace-aware walker over an xmldom tree for the syntax readers: child
 * lookup by "prefix:local/prefix:local" paths against a fixed prefix map (the document's own
 * prefixes do not matter), trimmed text, and a record of which elements a reader consumed, so
 * that everything it did not map can be reported instead of silently lost.
 */
import type { Element, Node } from '@xmldom/xmldom';

/** Prefix → namespace URI used in reader paths. */
export type Namespaces = Readonly<Record<string, string>>;

const ELEMENT_NODE = 1;

/** Reads a document, remembering every element it touched. */
export class DomWalk {
  /** Elements whose content was mapped (their whole subtree counts as consumed). */
  readonly consumed = new Set<Node>();
  private readonly steps = new Map<string, [string, string][]>();

  constructor(private readonly ns: Namespaces) {}

  private parse(path: string): [string, string][] {
    let parsed = this.steps.get(path);
    if (!parsed) {
      parsed = path.split('/').map((step) => {
        const [prefix, local] = step.split(':');
        const uri = this.ns[prefix];
        if (uri === undefined || !local) throw new Error(`unknown step ${step}`);
        return [uri, local];
      });
      this.steps.set(path, parsed);
    }
    return parsed;
  }

  /** All elements at the path below `from`. */
  all(from: Element | undefined, path: string): Element[] {
    if (!from) return [];
    let level: Element[] = [from];
    for (const [uri, local] of this.parse(path)) {
      const next: Element[] = [];
      for (const el of level) {
        for (let c = el.firstChild; c; c = c.nextSibling) {
          if (
            c.nodeType === ELEMENT_NODE &&
            (c as Element).localName === local &&
            ((c as Element).namespaceURI ?? '') === uri
          ) {
            next.push(c as Element);
          }
        }
      }
      level = next;
      if (level.length === 0) break;
    }
    return level;
  }

  /** The first element at the path, if any. */
  one(from: Element | undefined, path: string): Element | undefined {
    return this.all(from, path)[0];
  }

  /** Trimmed text of the first element at the path, marking it consumed; undefined when empty. */
  text(from: Element | undefined, path: string): string | undefined {
    const el = this.one(from, path);
    if (!el) return undefined;
    this.consumed.add(el);
    const t = (el.textContent ?? '').trim();
    return t === '' ? undefined : t;
  }

  /** Marks an element (and its subtree) as consumed. */
  take(el: Element | undefined): Element | undefined {
    if (el) this.consumed.add(el);
    return el;
  }

  /** Marks every element at the path as consumed. */
  takeAll(from: Element | undefined, path: string): void {
    for (const el of this.all(from, path)) this.consumed.add(el);
  }
}

/** Trimmed text content of an element; undefined when empty. */
export function textOf(el: Element | undefined): string | undefined {
  const t = (el?.textContent ?? '').trim();
  return t === '' ? undefined : t;
}

/** Element children of a node, in document order. */
export function elementChildren(el: Element): Element[] {
  const out: Element[] = [];
  for (let c = el.firstChild; c; c = c.nextSibling)
    if (c.nodeType === ELEMENT_NODE) out.push(c as Element);
  return out;
}
