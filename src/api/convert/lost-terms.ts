/**
 * The business terms a conversion loses, by BT id: what the source's reader could not hold
 * (retrieve's dropped list, with the XPath of the source) and what the target refuses
 * (generate's NOT_CARRIED issues and FatturaPA's FATTURAPA_NOT_CARRIED warnings, with the JSON
 * path of the read invoice). Also takes a refused field out of the read invoice JSON, so that the
 * target is written without it — and the loss is listed, never silent.
 */
import type { Dropped } from '../../syntax/read/read-result.js';
import {
  INVOICE_TERMS,
  LINE_TERMS,
  PARTY_TERMS,
  PAYMENT_TERMS,
} from '../../validation/checks/format-carriage.js';
import {
  SIMPLE_INVOICE_TERMS,
  SIMPLE_LINE_TERMS,
  SIMPLE_PARTY_TERMS,
  SIMPLE_PAYMENT_TERMS,
} from '../../validation/checks/public-terms.js';
import { ksefTermOfPath } from '../../validation/checks/ksef-carriage.js';
import { fatturaPaNoteParts } from '../../validation/checks/fatturapa-carriage.js';

/** One lost term (the proto LostTerm). */
export interface LostTermInit {
  businessTerm: string;
  sourcePath: string;
  value: string;
  reason: string;
  /** The value the target states instead; undefined when it states none. */
  writtenValue?: string;
}

/** The terms of a further credit transfer's fields (BG-17). */
const CREDIT_TRANSFER_TERMS: Readonly<Record<string, string>> = {
  account_id: 'BT-84',
  account_name: 'BT-85',
  account_scheme: 'ibt-084-1',
  bic: 'BT-86',
  payment_reference: 'BT-83',
  means_code: 'BT-81',
  means_text: 'BT-82',
};

/** The terms of a supporting document's fields (BG-24; the PINT ones beyond EN 16931). */
const ATTACHMENT_TERMS: Readonly<Record<string, string>> = {
  id: 'BT-122',
  description: 'BT-123',
  url: 'BT-124',
  content_base64: 'BT-125',
  mime_code: 'BT-125-1',
  filename: 'BT-125-2',
  uuid: 'BTOM-023',
};

/**
 * The terms of the card's (BG-18) and the direct debit's (BG-19) fields; means_code and
 * means_text are BT-81 and BT-82 of a payment means of their own (UBL).
 */
const OWN_MEANS_TERMS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  card: {
    pan_last_digits: 'BT-87',
    holder_name: 'BT-88',
    means_code: 'BT-81',
    means_text: 'BT-82',
  },
  direct_debit: {
    mandate_reference: 'BT-89',
    creditor_id: 'BT-90',
    debited_account: 'BT-91',
    means_code: 'BT-81',
    means_text: 'BT-82',
  },
};

/** A term id as the term tables and the specifications write them. */
const TERM_ID = /\b(BT|BG|ibt|ibg|BTAE|BTOM|BT-SG|BT-MY|EXT)-[A-Za-z0-9-]+\b/;

type Segment = string | number;

/** `$.invoice.items[2].gross_base_quantity` → ['invoice', 'items', 2, 'gross_base_quantity']. */
export function pathSegments(path: string): Segment[] {
  const out: Segment[] = [];
  for (const m of path.replace(/^\$\.?/, '').matchAll(/([^.[\]]+)|\[(\d+)\]/g))
    out.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  return out;
}

/** The business term of a JSON path of the invoice (the carriage check's term tables), or ''. */
export function termOfPath(path: string): string {
  const names = pathSegments(path).filter((s): s is string => typeof s === 'string');
  if (names[0] !== 'invoice') return '';
  const [, first, second] = names;
  if (!first) return '';
  if ((first === 'seller' || first === 'buyer') && second)
    return (PARTY_TERMS[second] ?? SIMPLE_PARTY_TERMS[second])?.[first === 'seller' ? 0 : 1] ?? '';
  if (first === 'items' && second) return LINE_TERMS[second] ?? SIMPLE_LINE_TERMS[second] ?? '';
  if (first === 'attachments' && second) return ATTACHMENT_TERMS[second] ?? 'BG-24';
  if (first === 'payment' && second === 'credit_transfers' && names[3])
    return CREDIT_TRANSFER_TERMS[names[3]] ?? 'BG-17';
  if (first === 'payment' && second && names[3] && OWN_MEANS_TERMS[second]?.[names[3]])
    return OWN_MEANS_TERMS[second][names[3]]!;
  if (first === 'payment' && second)
    return PAYMENT_TERMS[second] ?? SIMPLE_PAYMENT_TERMS[second] ?? '';
  return INVOICE_TERMS[first] ?? SIMPLE_INVOICE_TERMS[first] ?? '';
}

/** The term of a refused field: its table's id when that is a term id, else the one the message names. */
function termOf(path: string, message: string): string {
  // A field of KSeF FA(3) alone is its FA(3) element (its message may name another format's term).
  const ksef = ksefTermOfPath(path);
  if (ksef) return ksef;
  const tabled = termOfPath(path);
  if (TERM_ID.test(tabled) && !/^(EXTENDED|PARENT|MINIMUM-)/.test(tabled)) return tabled;
  return TERM_ID.exec(message)?.[0] ?? (tabled || path.split('.').pop() || path);
}

/** The value at a JSON path of the read invoice (JSON for a structured value), or ''. */
export function valueAt(root: unknown, path: string): string {
  let node: unknown = root;
  for (const segment of pathSegments(path)) {
    if (node === null || typeof node !== 'object') return '';
    node = (node as Record<string | number, unknown>)[segment];
  }
  if (node === undefined || node === null) return '';
  return typeof node === 'string' ? node : JSON.stringify(node);
}

/** Removes the value at each JSON path (array elements from the last index down). */
export function removePaths(root: unknown, paths: readonly string[]): void {
  const parsed = paths.map(pathSegments).sort((a, b) => {
    // Deeper paths and higher indexes first, so no removal moves another's target.
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      if (a[i] !== b[i])
        return typeof a[i] === 'number' && typeof b[i] === 'number'
          ? (b[i] as number) - (a[i] as number)
          : 0;
    }
    return b.length - a.length;
  });
  for (const segments of parsed) {
    let node: unknown = root;
    for (const segment of segments.slice(0, -1)) {
      if (node === null || typeof node !== 'object') break;
      node = (node as Record<string | number, unknown>)[segment];
    }
    if (node === null || typeof node !== 'object') continue;
    const last = segments[segments.length - 1];
    if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
    else if (last !== undefined) delete (node as Record<string | number, unknown>)[last];
  }
}

/**
 * The array elements left out of the read invoice so far, by the path of their array, each with
 * the read invoice's own index. A path of the invoice after the removals maps back to the read
 * invoice's: the element now at index n of an array is the n-th one that was not removed. So a
 * lost term names the element of the source even when an earlier sibling was left out in an
 * earlier round. (A field's removal moves no index.)
 */
export class RemovedElements {
  private readonly byArray = new Map<string, number[]>();

  /** Records a left-out path, given with the read invoice's indexes. */
  add(path: string): void {
    const m = /^(.*)\[(\d+)\]$/.exec(path);
    if (!m) return;
    const indexes = this.byArray.get(m[1]!) ?? [];
    indexes.push(Number(m[2]));
    indexes.sort((a, b) => a - b);
    this.byArray.set(m[1]!, indexes);
  }

  /** The path in the read invoice of a path of the invoice after the removals. */
  original(path: string): string {
    let out = '$';
    for (const segment of pathSegments(path)) {
      if (typeof segment === 'string') {
        out += `.${segment}`;
        continue;
      }
      let index = segment;
      for (const gone of this.byArray.get(out) ?? []) {
        if (gone > index) break;
        index++;
      }
      out += `[${index}]`;
    }
    return out;
  }
}

/**
 * What the source's reader could not hold, one lost term each. A stated line net amount the
 * line's figures do not reproduce (BT-131 with a reason, LINE_AMOUNT_MISMATCH) is no loss: the
 * invoice carries it as net_amount and the target writes it as stated.
 */
export function droppedTerms(dropped: readonly Dropped[]): LostTermInit[] {
  return dropped
    .filter((d) => !(d.bt === 'BT-131' && d.reason))
    .map((d) => ({
      businessTerm: d.bt,
      sourcePath: d.path,
      value: d.value ?? '',
      reason: d.reason ?? 'the invoice model has no place for it',
    }));
}

/**
 * The terms of a refused group's fields: a group (BG-3, a preceding invoice) is lost with each of
 * its terms, and those are what a reader of the target looks for (BT-25, BT-26).
 */
const GROUP_FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'BG-3': { number: 'BT-25', date: 'BT-26' },
};

/**
 * A field the target refuses (NOT_CARRIED), as lost terms with their values in the read invoice:
 * the field's term, or each term of a refused group that has a value.
 */
export function refusedTerms(
  invoiceJson: unknown,
  issue: { path: string; message: string },
): LostTermInit[] {
  const lost = (businessTerm: string, sourcePath: string): LostTermInit => ({
    businessTerm,
    sourcePath,
    value: valueAt({ invoice: invoiceJson }, sourcePath),
    reason: issue.message,
  });
  const term = termOf(issue.path, issue.message);
  const parts = Object.entries(GROUP_FIELDS[term] ?? {})
    .map(([field, bt]) => lost(bt, `${issue.path}.${field}`))
    .filter((l) => l.value !== '');
  return parts.length ? parts : [lost(term, issue.path)];
}

/**
 * FatturaPA's FATTURAPA_NOT_CARRIED warning ("invoice.x (BT-n) is not written: why", or "… is
 * written cut to …", "… is written as …") as a lost term: the document is written without (or with part of) the value.
 */
export function fatturaPaLoss(invoiceJson: unknown, message: string): LostTermInit | undefined {
  const note = fatturaPaNoteParts(message);
  if (!note) return undefined;
  return {
    businessTerm: note.term,
    sourcePath: note.path,
    value: valueAt({ invoice: invoiceJson }, note.path),
    reason: note.reason,
  };
}
