/**
 * Reads a CDAR D22B lifecycle status message back into the status shape generate takes (the
 * inverse of write-cdar.ts). The XML goes through the one safe parser (no DTD, bounded size and
 * depth); anything of the message the status shape does not hold is reported as FIELD_DROPPED
 * with its XPath, never dropped silently.
 */
import { create } from '@bufbuild/protobuf';
import type { Element } from '@xmldom/xmldom';
import {
  LifecycleStatusSchema,
  StatusPartySchema,
  type LifecycleStatus,
  type StatusParty,
} from '../../../gen/einvoice/v1/status_service_pb.js';
import { parseXmlSafely, type XmlLimits, DEFAULT_XML_LIMITS } from '../../xml/safe-parse.js';
import { DomWalk, elementChildren } from '../read/dom-walk.js';
import {
  CDAR_ACKNOWLEDGEMENT as ACK,
  CDAR_AMOUNT as AMOUNT,
  CDAR_CONTEXT as CONTEXT,
  CDAR_DATE,
  CDAR_DATE_TIME,
  CDAR_DETAIL as DETAIL,
  CDAR_EXCHANGED as EXCHANGED,
  CDAR_INVOICE as INVOICE,
  CDAR_PARTS as PARTS,
  CDAR_PARTY as PARTY,
} from './cdar-binding.js';
import { CDAR_NS, CDAR_ROOT } from './cdar-names.js';

/** A CDAR message is small: a status with every detail is a few KB. */
export const CDAR_XML_LIMITS: XmlLimits = {
  ...DEFAULT_XML_LIMITS,
  maxBytes: 1024 * 1024,
  maxElements: 20_000,
};

/** What the reader makes of a message. */
export interface CdarRead {
  status: LifecycleStatus;
  /** Elements of the message the status shape cannot hold (XPath and text). */
  dropped: { path: string; text: string }[];
}

/** The document is not a CDAR message. */
export class NotCdarError extends Error {
  constructor(readonly root: string) {
    super(`the XML is not a CDAR message (root element ${root.slice(0, 80)})`);
    this.name = 'NotCdarError';
  }
}

const NS = { rsm: CDAR_NS.rsm, ram: CDAR_NS.ram, qdt: CDAR_NS.qdt, udt: CDAR_NS.udt };

/** CCYYMMDD[HHMMSS] (or an xsd:dateTime) → YYYY-MM-DDTHH:MM:SSZ; the text as it is when unreadable. */
function instant(walk: DomWalk, parent: Element | undefined): string {
  // An xsd:dateTime (udt:DateTime) is the schema's other choice beside the formatted string.
  const text = walk.text(parent, CDAR_DATE_TIME) ?? walk.text(parent, 'udt:DateTime') ?? '';
  const m = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?)?$/.exec(text);
  if (m) return `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}Z`;
  const at = new Date(text);
  return text !== '' && !Number.isNaN(at.getTime()) ? `${at.toISOString().slice(0, 19)}Z` : text;
}

function party(walk: DomWalk, el: Element | undefined): StatusParty | undefined {
  if (!el) return undefined;
  const id = walk.one(el, PARTY.globalId) ?? walk.one(el, PARTY.id);
  const address = walk.one(el, PARTY.electronicAddress);
  const out = create(StatusPartySchema, {
    role: walk.text(el, PARTY.role) ?? '',
    id: walk.text(el, id?.localName === 'ID' ? PARTY.id : PARTY.globalId) ?? '',
    idScheme: id?.getAttribute('schemeID') ?? '',
    name: walk.text(el, PARTY.name) ?? '',
    electronicAddress: walk.text(el, PARTY.electronicAddress) ?? '',
    electronicAddressScheme: address?.getAttribute('schemeID') ?? '',
  });
  return out;
}

function xpathOf(el: Element): string {
  const steps: string[] = [];
  for (
    let node: Element | null = el;
    node && node.nodeType === 1;
    node = node.parentNode as Element | null
  )
    steps.unshift(node.nodeName);
  return `/${steps.join('/')}`;
}

/** Leaf elements below `el` that the walk did not consume. */
function unconsumed(walk: DomWalk, el: Element, out: { path: string; text: string }[]): void {
  if (walk.consumed.has(el)) return;
  const children = elementChildren(el);
  if (children.length === 0) {
    out.push({ path: xpathOf(el), text: (el.textContent ?? '').trim().slice(0, 200) });
    return;
  }
  for (const child of children) unconsumed(walk, child, out);
}

/** Reads a CDAR message; throws UnsafeXmlError for hostile or malformed XML, NotCdarError for other XML. */
export function readCdar(xml: string | Uint8Array, limits: XmlLimits = CDAR_XML_LIMITS): CdarRead {
  const doc = parseXmlSafely(xml, limits);
  const root = doc.documentElement!;
  if (root.localName !== CDAR_ROOT || root.namespaceURI !== CDAR_NS.rsm)
    throw new NotCdarError(`{${root.namespaceURI ?? ''}}${root.localName}`);
  const walk = new DomWalk(NS);
  const take = (el: Element | undefined) => el && walk.consumed.add(el);

  const context = walk.one(root, PARTS.context);
  const businessProcess = walk.text(context, CONTEXT.businessProcess) ?? '';
  take(walk.one(context, CONTEXT.guideline));

  const exchanged = walk.one(root, PARTS.exchanged);
  const id = walk.text(exchanged, EXCHANGED.id) ?? '';
  const issuedAt = instant(walk, walk.one(exchanged, EXCHANGED.issueDateTime));
  const sender = party(walk, walk.one(exchanged, EXCHANGED.sender));
  const issuer = party(walk, walk.one(exchanged, EXCHANGED.issuer));
  const recipients = walk.all(exchanged, EXCHANGED.recipient).map((el) => party(walk, el)!);

  const ack = walk.one(root, PARTS.acknowledgement);
  take(walk.one(ack, ACK.typeCode));
  take(walk.one(ack, ACK.issueDateTime));
  take(walk.one(ack, ACK.multipleReferences));
  const ref = walk.one(ack, ACK.invoice);
  const issueDate = (walk.text(ref, `${INVOICE.issueDate}/${CDAR_DATE}`) ?? '').replace(
    /^(\d{4})(\d{2})(\d{2})$/,
    '$1-$2-$3',
  );
  take(walk.one(ref, INVOICE.issueDate));
  const statusCode = walk.text(ref, INVOICE.statusCode) ?? '';
  take(walk.one(ref, INVOICE.statusName));
  const seller = walk.one(ref, INVOICE.seller);
  const sellerSiren = walk.text(seller, PARTY.globalId) ?? '';
  take(walk.one(seller, PARTY.role));

  const reasons: { code: string; text: string }[] = [];
  const amounts: { typeCode: string; amount: string; currency: string; vatRate: string }[] = [];
  let requestedAction = '';
  let note = '';
  for (const detail of walk.all(ref, INVOICE.detail)) {
    const code = walk.text(detail, DETAIL.reasonCode);
    const text = walk
      .all(detail, DETAIL.reasonText)
      .map((el) => (take(el), (el.textContent ?? '').trim()))
      .join('\n');
    if (code !== undefined || text !== '') reasons.push({ code: code ?? '', text });
    requestedAction ||= walk.text(detail, DETAIL.requestedAction) ?? '';
    take(walk.one(detail, DETAIL.sequence));
    const notes = walk
      .all(detail, DETAIL.note)
      .map((el) => (take(el), (el.textContent ?? '').trim()));
    if (notes.length > 0) note = [note, ...notes].filter((n) => n !== '').join('\n');
    for (const c of walk.all(detail, DETAIL.amount)) {
      const amountEl = walk.one(c, AMOUNT.value);
      amounts.push({
        typeCode: walk.text(c, AMOUNT.typeCode) ?? '',
        amount: walk.text(c, AMOUNT.value) ?? '',
        currency: amountEl?.getAttribute('currencyID') ?? '',
        vatRate: walk.text(c, AMOUNT.vatRate) ?? '',
      });
    }
  }

  const status = create(LifecycleStatusSchema, {
    id,
    issuedAt,
    businessProcess,
    invoice: {
      number: walk.text(ref, INVOICE.number) ?? '',
      issueDate,
      typeCode: walk.text(ref, INVOICE.typeCode) ?? '',
      sellerSiren,
    },
    statusCode,
    reasons,
    sender,
    issuer,
    recipients,
    amounts,
    requestedAction,
    note,
  });
  const dropped: { path: string; text: string }[] = [];
  unconsumed(walk, root, dropped);
  return { status, dropped };
}
