/**
 * Test helper: builds hybrid PDFs with pdf-lib in the shapes real producers use (plain name
 * tree, name tree with Kids, AF-only, page AF, object streams, incremental updates) and the
 * hostile ones (encrypted trailer, JavaScript, Flate bombs), so no binary fixtures are stored.
 */
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName, PDFString, type PDFRef } from 'pdf-lib';

/** Where the file specification is reachable from. */
export type Placement = 'names' | 'kids' | 'catalog-af' | 'page-af';

/** Options for a test PDF. */
export interface HybridOptions {
  xml: Uint8Array;
  name?: string;
  placement?: Placement;
  objectStreams?: boolean;
  javascript?: boolean;
  xmp?: string;
  /** Raw (already compressed) stream data to use instead of deflating `xml`. */
  rawFlate?: Uint8Array;
  /** Extra attachments (name → content) placed before the invoice. */
  others?: Record<string, Uint8Array>;
}

/** A PDF carrying `xml` as an embedded file. */
export async function hybridPdf(o: HybridOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([200, 200]);
  const ctx = doc.context;
  const spec = (name: string, content: Uint8Array, raw?: Uint8Array): PDFRef => {
    const stream = raw
      ? ctx.stream(raw, { Type: 'EmbeddedFile', Subtype: 'text/xml', Filter: 'FlateDecode' })
      : ctx.flateStream(content, { Type: 'EmbeddedFile', Subtype: 'text/xml' });
    const streamRef = ctx.register(stream);
    return ctx.register(
      ctx.obj({
        Type: 'Filespec',
        F: PDFString.of(name),
        UF: PDFHexString.fromText(name),
        EF: { F: streamRef, UF: streamRef },
        AFRelationship: 'Alternative',
      }),
    );
  };
  const pairs: [string, PDFRef][] = [];
  for (const [n, c] of Object.entries(o.others ?? {})) pairs.push([n, spec(n, c)]);
  const name = o.name ?? 'factur-x.xml';
  const main = spec(name, o.xml, o.rawFlate);
  pairs.push([name, main]);
  pairs.sort((a, b) => a[0].localeCompare(b[0]));
  const placement = o.placement ?? 'names';
  const flat = pairs.flatMap(([n, r]) => [PDFString.of(n), r]);
  if (placement === 'names') {
    doc.catalog.set(PDFName.of('Names'), ctx.obj({ EmbeddedFiles: ctx.obj({ Names: flat }) }));
  } else if (placement === 'kids') {
    // Two levels: root → intermediate → leaf, each with Limits, as large producers write them.
    const leaf = ctx.register(
      ctx.obj({
        Limits: [PDFString.of(pairs[0][0]), PDFString.of(pairs[pairs.length - 1][0])],
        Names: flat,
      }),
    );
    const mid = ctx.register(
      ctx.obj({
        Limits: [PDFString.of(pairs[0][0]), PDFString.of(pairs[pairs.length - 1][0])],
        Kids: [leaf],
      }),
    );
    doc.catalog.set(PDFName.of('Names'), ctx.obj({ EmbeddedFiles: ctx.obj({ Kids: [mid] }) }));
  } else if (placement === 'catalog-af') {
    doc.catalog.set(PDFName.of('AF'), ctx.obj(pairs.map(([, r]) => r)));
  } else {
    page.node.set(PDFName.of('AF'), ctx.obj(pairs.map(([, r]) => r)));
  }
  if (o.xmp) {
    const meta = ctx.register(ctx.stream(o.xmp, { Type: 'Metadata', Subtype: 'XML' }));
    doc.catalog.set(PDFName.of('Metadata'), meta);
  }
  if (o.javascript) {
    const js = ctx.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("hello")') });
    doc.catalog.set(PDFName.of('OpenAction'), js);
  }
  return doc.save({ useObjectStreams: o.objectStreams ?? false });
}

function latin1(b: Uint8Array): string {
  return Buffer.from(b).toString('latin1');
}

/** Appends an incremental update that redefines object `objectNumber` with `body` (a full "<<...>> stream ... endstream" or dict). */
export function appendUpdate(
  pdf: Uint8Array,
  objectNumber: number,
  body: Buffer,
  trailerExtra = '',
): Uint8Array {
  const text = latin1(pdf);
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1] ?? '0');
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(text)?.[1] ?? '1 0 R';
  const size = Math.max(Number(/\/Size\s+(\d+)/.exec(text)?.[1] ?? '0'), objectNumber + 1);
  const head = Buffer.from(`\n${objectNumber} 0 obj\n`, 'latin1');
  const offset = pdf.length + 1;
  const obj = Buffer.concat([head, body, Buffer.from('\nendobj\n', 'latin1')]);
  const xrefAt = pdf.length + obj.length;
  const xref = `xref\n${objectNumber} 1\n${String(offset).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${size} /Root ${root} /Prev ${prev}${trailerExtra} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([Buffer.from(pdf), obj, Buffer.from(xref, 'latin1')]);
}

/** An uncompressed stream object body. */
export function streamBody(dict: string, data: Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    Buffer.from(data),
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** The object number of the embedded-file stream of a PDF made by hybridPdf (first EmbeddedFile). */
export function embeddedStreamNumber(pdf: Uint8Array): number {
  const m = /(\d+) 0 obj\s*<<[^>]*\/Type \/EmbeddedFile/.exec(latin1(pdf));
  if (!m) throw new Error('no embedded file stream');
  return Number(m[1]);
}

/** Flate data that inflates to `bytes` zero bytes (a decompression bomb). */
export function flateBomb(bytes: number): Uint8Array {
  return deflateSync(Buffer.alloc(bytes), { level: 9 });
}

/** Marks a PDF as encrypted through an incremental update adding a standard security handler. */
export function encryptedTrailer(pdf: Uint8Array): Uint8Array {
  const n = Number(/\/Size\s+(\d+)/.exec(latin1(pdf))?.[1] ?? '50');
  const o = '<' + 'A1'.repeat(32) + '>';
  const u = '<' + 'B2'.repeat(32) + '>';
  const dict = Buffer.from(
    `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O ${o} /U ${u} >>`,
    'latin1',
  );
  return appendUpdate(
    pdf,
    n,
    dict,
    ` /Encrypt ${n} 0 R /ID [<00112233445566778899AABBCCDDEEFF> <00112233445566778899AABBCCDDEEFF>]`,
  );
}
