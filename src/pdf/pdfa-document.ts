/**
 * The PDF/A-3b container around a pdfkit document: pdfaid and the sRGB output intent (as pdfkit's
 * PDF/A mode writes them, here as methods of the document class), and what pdfkit lacks for an
 * e-invoice and for reproducible output:
 * complete, escaped XMP mirroring the Info dictionary (with ModDate), the Factur-X extension
 * schema, the XML as an associated file (/AF, AFRelationship, MIME text/xml), fixed dates from
 * the caller's clock, and a document /ID derived from the bytes instead of pdfkit's clock.
 */
import { createHash, type Hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import type { XmlAttachment } from './render-options.js';
import { hybridXmp, infoXmp, type DocumentInfo } from './xmp.js';
import { constantStreamDigest, registerConstantStream } from './constant-streams.js';

/** pdfkit members used here that its type declarations do not expose. */
interface PdfKitInternals {
  _id: Buffer;
  _write(data: string | Buffer): void;
  _finalize(): void;
  _addInfo(): void;
  initSubset(options: PDFKit.PDFDocumentOptions): void;
  _addColorOutputIntent(): void;
  /** PDF/A part and conformance, set by pdfkit's initSubset (here: initSubset below). */
  subset: number;
  subset_conformance: string;
  _pageBuffer: PdfPage[];
  _pageBufferStart: number;
  page: PdfPage;
  appendXML(xml: string, newline?: boolean): void;
  addContent(data: unknown): PDFKit.PDFDocument;
  endPageMarkings(page: PdfPage): unknown;
  flushPages(): void;
  ref(data?: object): StreamObject & PDFKit.PDFKitReference;
  _root: { data: { AF?: unknown[]; OutputIntents?: unknown[] } };
  addNamedEmbeddedFile(name: string, ref: PDFKit.PDFKitReference): void;
}

/** A page of pdfkit. */
interface PdfPage {
  content: StreamObject;
  end(): void;
}

/** A stream object of pdfkit (its PDFReference): a page's content, an embedded file. */
interface StreamObject {
  write(chunk: unknown): void;
  end(chunk?: unknown): void;
  finalize(): void;
  compress: boolean;
  buffer: Buffer[];
  data: { Length?: number; Filter?: string };
}

/**
 * The deflate level of what is compressed per document (page content, the XML attachment); the
 * fonts and the ICC profile are deflated once per process at the default level. pdfkit uses the
 * default (6): level 1 takes 0.38 → 0.22 ms for a 10-line invoice and 1.0 → 0.46 ms for 100
 * lines, for 0.8 and 3 KB more in a PDF of 53 and 65 KB (bench/generate.ts).
 */
const STREAM_DEFLATE_LEVEL = 1;

/** Deflates what a stream object holds at STREAM_DEFLATE_LEVEL; pdfkit's finalize then writes it as it is. */
function deflateHeld(stream: StreamObject): void {
  if (!stream.compress || stream.buffer.length === 0) return;
  const deflated = deflateSync(Buffer.concat(stream.buffer), { level: STREAM_DEFLATE_LEVEL });
  stream.buffer = [deflated];
  stream.data.Length = deflated.length;
  stream.data.Filter = 'FlateDecode';
  stream.compress = false;
}

/** A document being drawn and the way to finish it into bytes. */
export interface PdfaDocument {
  doc: PDFKit.PDFDocument;
  /** Ends the document and resolves with the complete PDF. */
  finish(): Promise<Uint8Array>;
}

const PREFIX = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/**
 * pdfkit's sRGB ICC profile (the PDF/A output intent), compressed as pdfkit compresses it. pdfkit
 * reads and deflates the same file for every document; here that happens once per process.
 */
let srgbProfile: Buffer | undefined;
function compressedSrgbProfile(): Buffer {
  if (!srgbProfile) {
    const file = join(
      dirname(createRequire(import.meta.url).resolve('pdfkit')),
      'data',
      'sRGB_IEC61966_2_1.icc',
    );
    srgbProfile = deflateSync(readFileSync(file));
    registerConstantStream(srgbProfile);
  }
  return srgbProfile;
}

/** PDF/A-3b: the part and conformance the documents claim (pdfaid in the XMP). */
const PDFA_PART = 3;
const PDFA_CONFORMANCE = 'B';
/** The pdfaid description of the XMP, in the same bytes as pdfkit's PDF/A mode writes it. */
const PDFA_ID_XMP = `
        <rdf:Description xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/" rdf:about="">
            <pdfaid:part>${PDFA_PART}</pdfaid:part>
            <pdfaid:conformance>${PDFA_CONFORMANCE}</pdfaid:conformance>
        </rdf:Description>
        `;

const PdfKitDocument = PDFDocument as unknown as new (
  options: PDFKit.PDFDocumentOptions,
) => PDFKit.PDFDocument & PdfKitInternals;

/** The /ID hash of the document pdfkit's constructor is writing (its first bytes come before ours run). */
let constructing: Hash | undefined;

/**
 * pdfkit's document with what PDF/A-3 and our output need, as methods of a subclass. Not as
 * functions assigned to each document: on Node 20's V8, a document given own properties that
 * shadow its methods lived through every young collection with all it referenced (its pages,
 * their text, the XML), about 60 KB per invoice promoted and left for a full collection.
 */
class PdfaKitDocument extends PdfKitDocument {
  /** /ID: a SHA-256 of everything written before the trailer (see _write). */
  private readonly idHash: Hash;
  private hashing: boolean;
  private readonly documentInfo: DocumentInfo;
  private readonly xmlAttachment: XmlAttachment | undefined;
  /**
   * The operators written to each page, joined into its content stream when the page ends: pdfkit
   * makes a Buffer of every operator it writes (`Buffer.from(op + "\n", "binary")`), tens of
   * thousands of small buffers for a long table. Joined with the same newlines and encoded the
   * same way, the stream holds the same bytes.
   */
  private readonly operators: Map<PdfPage, string[]>;
  /** Set by a font about to embed a subset that is deflated already (static-subset.ts). */
  private predeflated: boolean;

  constructor(
    options: PDFKit.PDFDocumentOptions,
    info: DocumentInfo,
    attachment: XmlAttachment | undefined,
  ) {
    const hash = createHash('sha256');
    constructing = hash;
    try {
      super(options);
    } finally {
      constructing = undefined;
    }
    this.idHash = hash;
    this.hashing = true;
    this.documentInfo = info;
    this.xmlAttachment = attachment;
    this.operators = new Map();
    this.predeflated = false;
  }

  /** The next stream object is the font file of a subset that is deflated already. */
  predeflateNextRef(): void {
    this.predeflated = true;
  }

  override ref(data?: object): StreamObject & PDFKit.PDFKitReference {
    const r = super.ref(data);
    if (this.predeflated) {
      this.predeflated = false;
      r.compress = false;
      r.data.Filter = 'FlateDecode';
    }
    return r;
  }

  // /ID: equal content gives an equal ID (the constant streams enter by their digest:
  // constant-streams.ts). SHA-256, not the MD5 pdfkit uses: this processor hashes it more than
  // twice as fast.
  override _write(data: string | Buffer): void {
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(`${data}\n`, 'binary');
    const hash = this.idHash ?? constructing;
    if (this.hashing !== false) hash?.update(constantStreamDigest(bytes) ?? bytes);
    super._write(bytes);
  }

  override _finalize(): void {
    this._id = this.idHash.digest().subarray(0, 16);
    this.hashing = false;
    super._finalize();
  }

  override addContent(data: unknown): PDFKit.PDFDocument {
    if (typeof data !== 'string') {
      this.writeOperators(this.page);
      return super.addContent(data);
    }
    let operators = this.operators.get(this.page);
    if (!operators) this.operators.set(this.page, (operators = []));
    operators.push(data);
    return this;
  }

  private writeOperators(page: PdfPage): void {
    const operators = this.operators.get(page);
    if (!operators || operators.length === 0) return;
    page.content.write(operators.join('\n')); // pdfkit adds the last newline
    operators.length = 0;
  }

  /** pdfkit's flushPages, with each page's operators written and its content deflated first. */
  override flushPages(): void {
    const pages = this._pageBuffer;
    this._pageBuffer = [];
    this._pageBufferStart += pages.length;
    for (const page of pages) {
      this.writeOperators(page);
      this.operators.delete(page);
      this.endPageMarkings(page);
      deflateHeld(page.content);
      page.end();
    }
  }

  // PDF/A-3b as methods. pdfkit's own initSubset copies its PDF/A functions onto each document
  // (Object.assign), which shadowed the methods of this class: the output intent below never ran
  // and pdfkit read and deflated the ICC profile from disk for every document.
  override initSubset(): void {
    this.subset = PDFA_PART;
    this.subset_conformance = PDFA_CONFORMANCE;
  }

  /** Called by pdfkit's end() when `subset` is set: the pdfaid XMP, then the output intent. */
  override endSubset(): void {
    this.appendXML(PDFA_ID_XMP);
    this._addColorOutputIntent();
  }

  // The output intent exactly as pdfkit writes it (same objects, keys and bytes), with the
  // profile compressed once: a stream that has its Filter already is not compressed again.
  override _addColorOutputIntent(): void {
    const profile = compressedSrgbProfile();
    const stream = this.ref({ Length: profile.byteLength, N: 3, Filter: 'FlateDecode' });
    stream.end(profile);
    const intent = this.ref({
      Type: 'OutputIntent',
      S: 'GTS_PDFA1',
      Info: new String('sRGB IEC61966-2.1'),
      OutputConditionIdentifier: new String('sRGB IEC61966-2.1'),
      DestOutputProfile: stream,
    });
    intent.end(undefined);
    this._root.data.OutputIntents = [intent];
  }

  // XMP: replaces pdfkit's partial, unescaped info block.
  override _addInfo(): void {
    this.appendXML(infoXmp(this.documentInfo));
    if (this.xmlAttachment)
      this.appendXML(hybridXmp(this.xmlAttachment.xmp, this.xmlAttachment.filename));
  }
}

/** Opens an A4 PDF/A-3b document; the attachment, if any, is embedded right away. */
export function createPdfaDocument(
  info: DocumentInfo,
  lang: string,
  attachment?: XmlAttachment,
): PdfaDocument {
  if (attachment && !PREFIX.test(attachment.xmp.prefix)) {
    throw new Error(`invalid XMP prefix: ${attachment.xmp.prefix}`);
  }
  const doc = new PdfaKitDocument(
    {
      pdfVersion: '1.7',
      // No `subset` option: pdfkit calls initSubset whatever the options, and ours sets PDF/A-3b.
      size: 'A4',
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
      autoFirstPage: false,
      bufferPages: true,
      font: null as unknown as string,
      lang,
      displayTitle: true,
      info: {
        Title: info.title,
        Author: info.author,
        Subject: info.subject,
        Creator: info.creator,
        Producer: info.producer,
        CreationDate: info.created,
        ModDate: info.created,
      },
    },
    info,
    attachment,
  );
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  if (attachment) {
    const bytes =
      typeof attachment.xml === 'string'
        ? Buffer.from(attachment.xml, 'utf8')
        : Buffer.from(attachment.xml);
    embedFile(doc, bytes, {
      name: attachment.filename,
      type: 'text/xml',
      relationship: attachment.relationship,
      description: `${attachment.xmp.conformanceLevel} e-invoice (${attachment.filename})`,
      date: info.created,
    });
  }

  return {
    doc,
    async finish() {
      doc.end();
      await ended;
      const out = Buffer.concat(chunks);
      return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
    },
  };
}

/**
 * pdfkit's `doc.file()`, written out: the same EmbeddedFile and Filespec objects, but the MD5
 * checksum comes from node:crypto. pdfkit hashes with crypto-js, which copies the bytes into word
 * arrays first: over a second and hundreds of MB of garbage for the 12 MB XML of a 10,000-line
 * invoice, where node:crypto takes milliseconds.
 */
function embedFile(
  doc: PDFKit.PDFDocument & PdfKitInternals,
  bytes: Buffer,
  file: { name: string; type: string; relationship: string; description: string; date: Date },
): void {
  const stream = doc.ref({
    Type: 'EmbeddedFile',
    Params: {
      CreationDate: file.date,
      ModDate: file.date,
      CheckSum: new String(createHash('md5').update(bytes).digest('hex')),
      Size: bytes.byteLength,
    },
    Subtype: file.type.replace('/', '#2F'),
  }) as unknown as PDFKit.PDFKitReference & StreamObject;
  stream.write(bytes);
  deflateHeld(stream);
  stream.end();
  const spec = doc.ref({
    Type: 'Filespec',
    AFRelationship: file.relationship,
    F: new String(file.name),
    EF: { F: stream },
    UF: new String(file.name),
    Desc: new String(file.description),
  });
  spec.end(undefined);
  doc.addNamedEmbeddedFile(file.name, spec);
  (doc._root.data.AF ??= []).push(spec);
}
