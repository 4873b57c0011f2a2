/**
 * Signed invoices in a CMS envelope (RFC 5652 SignedData; CAdES-BES). FatturaPA travels through
 * the SdI mostly signed, as `.xml.p7m`: the invoice XML is the envelope's encapsulated content.
 * Retrieve and convert read that content; the signature itself is neither verified (that needs
 * the trust lists of qualified certificates, which the service does not hold) nor carried — the
 * caller is told so (a FIELD_DROPPED warning, and convert lists it lost).
 *
 * Accepted: DER or BER (indefinite lengths, an OCTET STRING in chunks), raw or in base64 (with or
 * without a PEM armour, as some senders store it), and an envelope in an envelope (a file signed
 * twice, `.xml.p7m.p7m`) up to MAX_ENVELOPES deep. Refused with a RetrieveError: a signature
 * without its content (detached), a content that is not id-data, and any malformed structure.
 * Every length is checked against the bytes at hand and nesting is bounded, so hostile input ends
 * in a clear refusal, never in a crash or a long loop.
 */
import type { Dropped } from '../syntax/read/read-result.js';
import { RetrieveError } from './retrieve-error.js';

/** id-signedData, 1.2.840.113549.1.7.2, as its DER OBJECT IDENTIFIER. */
const SIGNED_DATA = Uint8Array.of(0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02);
/** id-data, 1.2.840.113549.1.7.1: the content type of a signed document. */
const DATA = Uint8Array.of(0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x01);

/** Envelopes opened one inside the other at most (a twice-signed file has two). */
const MAX_ENVELOPES = 3;
/** Nesting of constructed elements walked at most (BER chunks, skipped elements). */
const MAX_DEPTH = 16;

const SEQUENCE = 0x30;
const SET = 0x31;
const INTEGER = 0x02;
const OCTET_STRING = 0x04;
const CONSTRUCTED_OCTET_STRING = 0x24;
const CONTEXT_0 = 0xa0;

/** One element: its tag, where its content starts and ends, and where the next element starts. */
interface Element {
  tag: number;
  start: number;
  /** End of the content (exclusive); for an indefinite length, where its end-of-contents starts. */
  end: number;
  next: number;
}

const malformed = (why: string) =>
  new RetrieveError('UNSUPPORTED_FORMAT', `a malformed signed (p7m) envelope: ${why}`);

/** The element at `pos`, its content within `limit`. */
function element(b: Uint8Array, pos: number, limit: number, depth: number): Element {
  if (depth > MAX_DEPTH) throw malformed('nested too deeply');
  if (pos + 2 > limit) throw malformed('truncated');
  const tag = b[pos];
  if ((tag & 0x1f) === 0x1f) throw malformed('a multi-byte tag');
  const first = b[pos + 1];
  let start = pos + 2;
  if (first === 0x80) {
    // BER indefinite length: constructed only; the content runs to its end-of-contents (00 00).
    if ((tag & 0x20) === 0) throw malformed('an indefinite length on a primitive element');
    let at = start;
    for (;;) {
      if (at + 2 > limit) throw malformed('an indefinite length without its end');
      if (b[at] === 0 && b[at + 1] === 0) break;
      at = element(b, at, limit, depth + 1).next;
    }
    return { tag, start, end: at, next: at + 2 };
  }
  let length = first;
  if (first > 0x80) {
    const octets = first & 0x7f;
    if (octets > 4) throw malformed('a length beyond 4 GiB');
    if (start + octets > limit) throw malformed('truncated');
    length = 0;
    for (let i = 0; i < octets; i++) length = length * 256 + b[start + i];
    start += octets;
  }
  const end = start + length;
  if (end > limit) throw malformed('a length beyond the end of the file');
  return { tag, start, end, next: end };
}

/** The children of a constructed element, in order. */
function children(b: Uint8Array, parent: Element, depth: number): Element[] {
  const out: Element[] = [];
  for (let at = parent.start; at < parent.end; ) {
    const child = element(b, at, parent.end, depth + 1);
    out.push(child);
    at = child.next;
  }
  return out;
}

const same = (b: Uint8Array, e: Element, oid: Uint8Array) =>
  e.tag === 0x06 &&
  e.end - e.start === oid.length - 2 &&
  b.subarray(e.start, e.end).every((x, i) => x === oid[i + 2]);

/** The bytes of an OCTET STRING, primitive or (BER) in chunks. */
function octets(b: Uint8Array, e: Element, depth: number): Uint8Array[] {
  if (e.tag === OCTET_STRING) return [b.subarray(e.start, e.end)];
  if (e.tag !== CONSTRUCTED_OCTET_STRING) throw malformed('the content is not an OCTET STRING');
  if (depth > MAX_DEPTH) throw malformed('nested too deeply');
  return children(b, e, depth).flatMap((c) => octets(b, c, depth + 1));
}

/** Whether the bytes are a ContentInfo of SignedData (DER or BER, raw). */
function isRawEnvelope(b: Uint8Array): boolean {
  if (b.length < 16 || b[0] !== SEQUENCE) return false;
  try {
    // The header alone (its content is walked when opened): 0x30, a length, then the OID.
    const start = b[1] <= 0x80 ? 2 : 2 + (b[1] & 0x7f);
    return same(b, element(b, start, b.length, 1), SIGNED_DATA);
  } catch {
    return false;
  }
}

/** The DER of a base64 (or PEM) text envelope; undefined when the bytes are no such text. */
function fromBase64(b: Uint8Array): Uint8Array | undefined {
  // The base64 of a SEQUENCE (0x30) begins with M and a letter from A to P.
  const head = Buffer.from(b.subarray(0, 64)).toString('latin1').trimStart();
  if (!/^(M[A-P]|-----BEGIN)/.test(head)) return undefined;
  const text = Buffer.from(b)
    .toString('latin1')
    .replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(text)) return undefined;
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  return isRawEnvelope(der) ? new Uint8Array(der) : undefined;
}

/** The encapsulated content of one envelope. */
function contentOf(b: Uint8Array): Uint8Array {
  const contentInfo = element(b, 0, b.length, 0);
  const [type, explicit] = children(b, contentInfo, 0);
  if (!type || !same(b, type, SIGNED_DATA) || explicit?.tag !== CONTEXT_0)
    throw malformed('no SignedData');
  const [signedData] = children(b, explicit, 1);
  if (signedData?.tag !== SEQUENCE) throw malformed('no SignedData');
  // SignedData: version, digestAlgorithms, encapContentInfo, [certificates], [crls], signerInfos.
  const [version, digests, encapsulated] = children(b, signedData, 2);
  if (version?.tag !== INTEGER || digests?.tag !== SET || encapsulated?.tag !== SEQUENCE)
    throw malformed('no encapsulated content');
  const [contentType, content] = children(b, encapsulated, 3);
  if (!contentType || !same(b, contentType, DATA))
    throw new RetrieveError(
      'UNSUPPORTED_FORMAT',
      'the signed (p7m) envelope holds no document (its content type is not id-data)',
    );
  if (!content)
    throw new RetrieveError(
      'UNSUPPORTED_FORMAT',
      'the signed (p7m) envelope holds the signature only (a detached signature): send the signed file itself',
    );
  if (content.tag !== CONTEXT_0) throw malformed('no eContent');
  const [value] = children(b, content, 4);
  if (!value) throw malformed('an empty eContent');
  return Buffer.concat(octets(b, value, 5));
}

/** What a file is once its signed envelopes are opened. */
export interface OpenedEnvelopes {
  /** The document inside (the input itself when it was not signed). */
  content: Uint8Array;
  /** How many envelopes were opened (0: not signed). */
  envelopes: number;
}

/** Opens the signed envelopes around a document, if any; see the module comment. */
export function openSignedEnvelopes(input: Uint8Array): OpenedEnvelopes {
  let content = input;
  let envelopes = 0;
  for (;;) {
    const raw = isRawEnvelope(content) ? content : fromBase64(content);
    if (!raw) return { content, envelopes };
    if (envelopes === MAX_ENVELOPES)
      throw malformed(`more than ${MAX_ENVELOPES} envelopes one inside the other`);
    content = contentOf(raw);
    envelopes++;
  }
}

/** The signature as the warning (and convert's lost term) names it: read through, not carried. */
export function signatureDropped(envelopes: number): Dropped {
  return {
    bt: 'signature (p7m)',
    path: '/ContentInfo/SignedData/signerInfos',
    value: envelopes === 1 ? 'one signed envelope' : `${envelopes} signed envelopes`,
    reason:
      'the signed document was read; its signature was neither verified nor carried into the invoice JSON',
  };
}
