/**
 * What every syntax reader returns: the domain invoice plus the list of business terms the
 * public invoice model cannot hold, so that nothing read from a foreign document is silently lost.
 */
import type { Decimal } from '../../domain/decimal.js';
import type { Element } from '@xmldom/xmldom';
import type { InvoiceInput } from '../../domain/model.js';
import { elementChildren, textOf, type DomWalk } from './dom-walk.js';

/** One value the public model cannot carry: its business term, where it was and what it said. */
export interface Dropped {
  /** BT-/BG- id, or the syntax element name when the term is not an EN 16931 one. */
  bt: string;
  /** Location in the source document (element path). */
  path: string;
  /** The value as written, when it is a single value. */
  value?: string;
  /** Why it was dropped or changed, when it is not simply unsupported. */
  reason?: string;
}

/**
 * The note of a document without lines (MINIMUM, BASIC WL) whose lines were built from its VAT
 * breakdown or totals: BG-25 is then added, not read (a target without lines states none).
 */
export const SYNTHESIZED_LINES_NOTE: Readonly<Dropped> = {
  bt: 'BG-25',
  path: '/CrossIndustryInvoice',
  reason:
    'the document has no lines (MINIMUM or BASIC WL); lines were built from the VAT breakdown (BG-23) or totals',
};

/** Totals as the document declares them (BG-22), for checks and warnings. */
export interface DeclaredTotals {
  /** BT-106 sum of line net amounts. */
  lineTotal?: Decimal;
  /** BT-107 document allowances. */
  allowanceTotal?: Decimal;
  /** BT-108 document charges. */
  chargeTotal?: Decimal;
  /** BT-109 total without VAT. */
  taxExclusive?: Decimal;
  /** BT-110 total VAT in the invoice currency. */
  taxTotal?: Decimal;
  /** BT-112 total with VAT. */
  taxInclusive?: Decimal;
  /** BT-115 amount due. */
  payable?: Decimal;
}

/** The result of reading one invoice document. */
export interface ReadResult {
  invoice: InvoiceInput;
  dropped: Dropped[];
  declared: DeclaredTotals;
  /** True when the document had no lines (MINIMUM, BASIC WL) and lines were built from BG-23. */
  synthesizedLines?: boolean;
}

/** Maps an element's local name (or "Parent/Child" local names) to its business term. */
export type TermTable = Readonly<Record<string, string>>;

function qualifiedPath(el: Element): string {
  const parts: string[] = [];
  for (let n: Element | null = el; n && n.nodeType === 1; n = n.parentNode as Element | null) {
    const parent = n.parentNode as Element | null;
    let index = '';
    if (parent && parent.nodeType === 1) {
      const same = elementChildren(parent).filter((s) => s.localName === n!.localName);
      if (same.length > 1) index = `[${same.indexOf(n) + 1}]`;
    }
    parts.unshift(`${n.localName}${index}`);
  }
  return '/' + parts.join('/');
}

function termFor(el: Element, table: TermTable): string {
  for (let n: Element | null = el; n && n.nodeType === 1; n = n.parentNode as Element | null) {
    const parent = n.parentNode as Element | null;
    const pair = parent && parent.nodeType === 1 ? `${parent.localName}/${n.localName}` : undefined;
    const hit = (pair && table[pair]) ?? table[n.localName!];
    if (hit) return hit;
  }
  return el.localName!;
}

/**
 * Lists every leaf element under `root` that the reader did not consume, as dropped terms.
 * Containers are walked; leaves (elements without element children) are reported once.
 */
export function leftovers(root: Element, walk: DomWalk, table: TermTable, limit = 500): Dropped[] {
  const out: Dropped[] = [];
  const visit = (el: Element) => {
    if (out.length >= limit || walk.consumed.has(el)) return;
    const kids = elementChildren(el);
    if (kids.length === 0) {
      const value = textOf(el);
      const attrs = Array.from({ length: el.attributes.length }, (_, i) => el.attributes.item(i)!)
        .filter((a) => !a.name.startsWith('xmlns'))
        .map((a) => `${a.name}=${a.value}`);
      if (value === undefined && attrs.length === 0) return;
      const shown =
        value === undefined
          ? attrs.join(' ')
          : attrs.length
            ? `${value} (${attrs.join(' ')})`
            : value;
      out.push({ bt: termFor(el, table), path: qualifiedPath(el), value: shown.slice(0, 500) });
      return;
    }
    for (const k of kids) visit(k);
  };
  for (const k of elementChildren(root)) visit(k);
  return out;
}
