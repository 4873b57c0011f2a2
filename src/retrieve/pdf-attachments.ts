/**
 * Finds the invoice XML inside a hybrid PDF (ZUGFeRD, Factur-X, XRechnung in PDF/A-3): walks the
 * EmbeddedFiles name tree (with Kids) and the catalog and page AF arrays, prefers the file the
 * XMP names and the names used in practice, and decodes it with a bounded output size. pdf-lib
 * parses object streams and incremental updates; an encrypted file is decrypted when it opens
 * without a password (pdf-decrypting-load.ts) and refused when it needs one.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { RetrieveError } from './retrieve-error.js';
import { assertObjectStreamsBounded, decodeStreamBounded } from './pdf-streams.js';
import { readInvoiceXmp, type InvoiceXmp } from './xmp.js';
import { loadDecrypted, type ClearText } from './pdf-decrypting-load.js';

/** Bounds for reading an untrusted PDF. */
export interface PdfLimits {
  /** Largest PDF accepted, in bytes. */
  maxPdfBytes: number;
  /** Largest decoded attachment (and XMP packet), in bytes. */
  maxAttachmentBytes: number;
  /** Largest decoded object or cross-reference stream, in bytes. */
  maxObjectStreamBytes: number;
  /** Most name-tree nodes and file specifications visited. */
  maxNodes: number;
}

/** Defaults that fit every real hybrid invoice. */
export const DEFAULT_PDF_LIMITS: PdfLimits = {
  maxPdfBytes: 30 * 1024 * 1024,
  maxAttachmentBytes: 20 * 1024 * 1024,
  maxObjectStreamBytes: 16 * 1024 * 1024,
  maxNodes: 10_000,
};

/** The invoice XML found in a PDF, with the XMP invoice properties when present. */
export interface ExtractedXml {
  xml: Uint8Array;
  filename: string;
  xmp?: InvoiceXmp;
  /**
   * The PDF was encrypted and opened with the empty user password (an owner password only: no
   * password to open). PDF/A-3 forbids encryption: no conformant hybrid invoice.
   */
  encrypted?: boolean;
}

const MAX_DECODED_CANDIDATES = 5;

/** File names of invoice attachments used in practice, most specific first. */
export const KNOWN_INVOICE_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];

interface Candidate {
  name: string;
  relationship?: string;
  stream: PDFStream;
}

/** True when the bytes start like a PDF (a header within the first 1024 bytes, as readers allow). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(
    bytes.buffer,
    bytes.byteOffset,
    Math.min(bytes.byteLength, 1024),
  ).toString('latin1');
  return head.includes('%PDF-');
}

/** Extracts the invoice XML; null when the PDF carries no XML attachment. Throws RetrieveError. */
export async function extractInvoiceXml(
  pdf: Uint8Array,
  limits: PdfLimits = DEFAULT_PDF_LIMITS,
): Promise<ExtractedXml | null> {
  if (!looksLikePdf(pdf)) throw new RetrieveError('UNSUPPORTED_FORMAT', 'the input is not a PDF');
  if (pdf.byteLength > limits.maxPdfBytes) {
    throw new RetrieveError(
      'INPUT_TOO_LARGE',
      `the PDF is larger than ${limits.maxPdfBytes} bytes`,
    );
  }
  assertObjectStreamsBounded(pdf, limits.maxObjectStreamBytes);
  const { doc, clear } = await load(pdf, limits);
  try {
    const catalog = doc.catalog;
    const candidates = collect(doc, catalog, limits, clear);
    const xmp = readXmp(catalog, limits, clear);
    let fallback: ExtractedXml | undefined;
    // At most a few candidates are decoded: a PDF full of large .xml files cannot make us inflate them all.
    for (const c of rank(candidates, xmp?.documentFileName).slice(0, MAX_DECODED_CANDIDATES)) {
      const xml = decodeStreamBounded(
        clear ? clear.embeddedFile(c.stream) : c.stream,
        limits.maxAttachmentBytes,
        `the attachment ${c.name}`,
      );
      const found = {
        xml,
        filename: c.name,
        ...(xmp ? { xmp } : {}),
        ...(clear ? { encrypted: true } : {}),
      };
      if (looksLikeInvoiceXml(xml)) return found;
      fallback ??= found;
    }
    return fallback ?? null;
  } catch (error) {
    // pdf-lib throws its own errors for objects of the wrong type: a malformed file, not a crash.
    if (error instanceof RetrieveError) throw error;
    throw new RetrieveError(
      'PDF_CORRUPT',
      `the PDF structure is malformed: ${(error as Error).message}`,
    );
  }
}

/** pdf-lib's objects between event-loop yields: small PDFs parse in one go, large ones still yield. */
const OBJECTS_PER_TICK = 2000;

/**
 * True when the bytes hold an /Encrypt entry (a reference or a dictionary). Searched in the bytes:
 * the whole file as a string would be a second copy of up to 30 MB on every PDF read.
 */
function namesEncryption(pdf: Uint8Array): boolean {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  for (let at = bytes.indexOf('/Encrypt'); at >= 0; at = bytes.indexOf('/Encrypt', at + 1)) {
    const after = bytes.subarray(at, at + 64).toString('latin1');
    if (/^\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(after)) return true;
  }
  return false;
}

/** The parsed PDF; `clear` when it was encrypted and opened with the empty user password. */
async function load(
  pdf: Uint8Array,
  limits: PdfLimits,
): Promise<{ doc: PDFDocument; clear?: ClearText }> {
  let doc: PDFDocument;
  let clear: ClearText | undefined;
  try {
    if (namesEncryption(pdf)) {
      ({ doc, clear } = await loadDecrypted(pdf, {
        maxObjectStreamBytes: limits.maxObjectStreamBytes,
        objectsPerTick: OBJECTS_PER_TICK,
      }));
    } else {
      doc = await PDFDocument.load(pdf, {
        ignoreEncryption: true,
        updateMetadata: false,
        throwOnInvalidObject: true,
        parseSpeed: OBJECTS_PER_TICK,
      });
    }
  } catch (error) {
    if (error instanceof RetrieveError) throw error;
    throw new RetrieveError('PDF_CORRUPT', `the PDF cannot be parsed: ${(error as Error).message}`);
  }
  if (doc.isEncrypted) {
    throw new RetrieveError('PDF_ENCRYPTED', 'the PDF is encrypted and cannot be opened');
  }
  try {
    if (!(doc.catalog instanceof PDFDict)) throw new Error('no catalog');
  } catch {
    throw new RetrieveError('PDF_CORRUPT', 'the PDF has no document catalog');
  }
  return { doc, clear };
}

function text(obj: PDFObject | undefined): string | undefined {
  if (obj instanceof PDFString || obj instanceof PDFHexString) return obj.decodeText();
  return undefined;
}

/** Gathers file specifications from the EmbeddedFiles name tree and the AF arrays. */
function collect(
  doc: PDFDocument,
  catalog: PDFDict,
  limits: PdfLimits,
  clear: ClearText | undefined,
): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<PDFObject>();
  let budget = limits.maxNodes;
  const take = (spec: PDFObject | undefined) => {
    if (--budget < 0)
      throw new RetrieveError('PDF_CORRUPT', 'the PDF has too many attachment entries');
    const dict = spec instanceof PDFRef ? doc.context.lookup(spec) : spec;
    if (!(dict instanceof PDFDict) || seen.has(dict)) return;
    seen.add(dict);
    clear?.fileSpec(dict);
    const c = candidate(dict);
    if (c) out.push(c);
  };
  const names = catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const tree = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const stack: PDFDict[] = tree ? [tree] : [];
  const visited = new Set<PDFDict>();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (visited.has(node)) continue;
    if (--budget < 0)
      throw new RetrieveError('PDF_CORRUPT', 'the attachment name tree is too large');
    visited.add(node);
    const pairs = node.lookupMaybe(PDFName.of('Names'), PDFArray);
    for (let i = 1; pairs && i < pairs.size(); i += 2) take(pairs.get(i));
    const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
    for (let i = kids ? kids.size() - 1 : -1; i >= 0; i--) {
      const kid = kids!.lookup(i);
      if (kid instanceof PDFDict) stack.push(kid);
    }
  }
  const af = (holder: PDFDict) => {
    const arr = holder.lookupMaybe(PDFName.of('AF'), PDFArray);
    for (let i = 0; arr && i < arr.size(); i++) take(arr.get(i));
  };
  af(catalog);
  try {
    for (const page of doc.getPages().slice(0, limits.maxNodes)) af(page.node);
  } catch {
    // A broken page tree does not hide attachments found elsewhere.
  }
  return out;
}

function candidate(spec: PDFDict): Candidate | undefined {
  const ef = spec.lookupMaybe(PDFName.of('EF'), PDFDict);
  if (!ef) return undefined;
  const stream = ef.lookup(PDFName.of('UF')) ?? ef.lookup(PDFName.of('F'));
  if (!(stream instanceof PDFStream)) return undefined;
  const raw = text(spec.lookup(PDFName.of('UF'))) ?? text(spec.lookup(PDFName.of('F'))) ?? '';
  const name = raw.split(/[\\/]/).pop()!.trim();
  const rel = spec.lookup(PDFName.of('AFRelationship'));
  return { name, stream, relationship: rel instanceof PDFName ? rel.decodeText() : undefined };
}

/** Orders candidates: the XMP's file name, the known names, then any other .xml. */
function rank(candidates: Candidate[], xmpName: string | undefined): Candidate[] {
  const score = (c: Candidate): number => {
    const n = c.name.toLowerCase();
    if (xmpName && n === xmpName.toLowerCase()) return 0;
    const known = KNOWN_INVOICE_NAMES.indexOf(n);
    if (known >= 0) return 1 + known;
    if (!n.endsWith('.xml')) return -1;
    return c.relationship === 'Alternative' ||
      c.relationship === 'Data' ||
      c.relationship === 'Source'
      ? 10
      : 11;
  };
  return candidates
    .map((c) => ({ c, s: score(c) }))
    .filter((x) => x.s >= 0)
    .sort((a, b) => a.s - b.s)
    .map((x) => x.c);
}

function readXmp(
  catalog: PDFDict,
  limits: PdfLimits,
  clear: ClearText | undefined,
): InvoiceXmp | undefined {
  const meta = catalog.lookup(PDFName.of('Metadata'));
  if (!(meta instanceof PDFRawStream)) return undefined;
  try {
    const bytes = decodeStreamBounded(
      clear ? clear.stream(meta) : meta,
      limits.maxAttachmentBytes,
      'the XMP metadata',
    );
    return readInvoiceXmp(Buffer.from(bytes).toString('utf8'));
  } catch {
    return undefined; // the XMP only refines the detection; a broken one is ignored
  }
}

const INVOICE_ROOT =
  /<(?:[\w.-]+:)?(CrossIndustryInvoice|CrossIndustryDocument|Invoice|CreditNote|FatturaElettronica)[\s>]/;

function looksLikeInvoiceXml(xml: Uint8Array): boolean {
  const head = Buffer.from(xml.buffer, xml.byteOffset, Math.min(xml.byteLength, 4096)).toString(
    'utf8',
  );
  return INVOICE_ROOT.test(head);
}
