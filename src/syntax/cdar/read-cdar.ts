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
import { CDAR } from './cdar-binding.js';
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
  const text = walk.text(parent, CDAR.dateTime) ?? walk.text(parent, 'udt:DateTime') ?? '';
  const m = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?)?$/.exec(text);
  if (m) return `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}Z`;
  const at = new Date(text);
  return text !== '' && !Number.isNaN(at.getTime()) ? `${at.toISOString().slice(0, 19)}Z` : text;
}

function party(walk: DomWalk, el: Element | undefined): StatusParty | undefined {
  if (!el) return undefined;
  const id = walk.one(el, CDAR.party.globalId) ?? walk.one(el, CDAR.party.id);
  const address = walk.one(el, CDAR.party.electronicAddress);
  const out = create(StatusPartySchema, {
    role: walk.text(el, CDAR.party.role) ?? '',
    id: walk.text(el, id?.localName === 'ID' ? CDAR.party.id : CDAR.party.globalId) ?? '',
    idScheme: id?.getAttribute('schemeID') ?? '',
    name: walk.text(el, CDAR.party.name) ?? '',
    electronicAddress: walk.text(el, CDAR.party.electronicAddress) ?? '',
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

  const context = walk.one(root, CDAR.parts.context);
  const businessProcess = walk.text(context, CDAR.context.businessProcess) ?? '';
  take(walk.one(context, CDAR.context.guideline));

  const exchanged = walk.one(root, CDAR.parts.exchanged);
  const id = walk.text(exchanged, CDAR.exchanged.id) ?? '';
  const issuedAt = instant(walk, walk.one(exchanged, CDAR.exchanged.issueDateTime));
  const sender = party(walk, walk.one(exchanged, CDAR.exchanged.sender));
  const issuer = party(walk, walk.one(exchanged, CDAR.exchanged.issuer));
  const recipients = walk.all(exchanged, CDAR.exchanged.recipient).map((el) => party(walk, el)!);

  const ack = walk.one(root, CDAR.parts.acknowledgement);
  take(walk.one(ack, CDAR.acknowledgement.typeCode));
  take(walk.one(ack, CDAR.acknowledgement.issueDateTime));
  take(walk.one(ack, CDAR.acknowledgement.multipleReferences));
  const ref = walk.one(ack, CDAR.acknowledgement.invoice);
  const issueDate = (walk.text(ref, `${CDAR.invoice.issueDate}/${CDAR.date}`) ?? '').replace(
    /^(\d{4})(\d{2})(\d{2})$/,
    '$1-$2-$3',
  );
  take(walk.one(ref, CDAR.invoice.issueDate));
  const statusCode = walk.text(ref, CDAR.invoice.statusCode) ?? '';
  take(walk.one(ref, CDAR.invoice.statusName));
  const seller = walk.one(ref, CDAR.invoice.seller);
  const sellerSiren = walk.text(seller, CDAR.party.globalId) ?? '';
  take(walk.one(seller, CDAR.party.role));

  const reasons: { code: string; text: string }[] = [];
  const amounts: { typeCode: string; amount: string; currency: string; vatRate: string }[] = [];
  let requestedAction = '';
  let note = '';
  for (const detail of walk.all(ref, CDAR.invoice.detail)) {
    const code = walk.text(detail, CDAR.detail.reasonCode);
    const text = walk
      .all(detail, CDAR.detail.reasonText)
      .map((el) => (take(el), (el.textContent ?? '').trim()))
      .join('\n');
    if (code !== undefined || text !== '') reasons.push({ code: code ?? '', text });
    requestedAction ||= walk.text(detail, CDAR.detail.requestedAction) ?? '';
    take(walk.one(detail, CDAR.detail.sequence));
    const notes = walk
      .all(detail, CDAR.detail.note)
      .map((el) => (take(el), (el.textContent ?? '').trim()));
    if (notes.length > 0) note = [note, ...notes].filter((n) => n !== '').join('\n');
    for (const c of walk.all(detail, CDAR.detail.amount)) {
      const amountEl = walk.one(c, CDAR.amount.value);
      amounts.push({
        typeCode: walk.text(c, CDAR.amount.typeCode) ?? '',
        amount: walk.text(c, CDAR.amount.value) ?? '',
        currency: amountEl?.getAttribute('currencyID') ?? '',
        vatRate: walk.text(c, CDAR.amount.vatRate) ?? '',
      });
    }
  }

  const status = create(LifecycleStatusSchema, {
    id,
    issuedAt,
    businessProcess,
    invoice: {
      number: walk.text(ref, CDAR.invoice.number) ?? '',
      issueDate,
      typeCode: walk.text(ref, CDAR.invoice.typeCode) ?? '',
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
