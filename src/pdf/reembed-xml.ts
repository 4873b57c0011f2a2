/**
 * Keeps a supplier's visual PDF when an invoice is converted into another hybrid format: the
 * invoice XML embedded in a PDF/A-3 (factur-x.xml, zugferd-invoice.xml, xrechnung.xml) is
 * replaced by the new one, as an associated file of the document (/AF) with its AFRelationship,
 * MIME type text/xml and dates, and the XMP's Factur-X/ZUGFeRD extension schema (fx) is written
 * for the new XML. Only a source that declares PDF/A-3 in its XMP is reused, and only one whose
 * embedded files are a flat name list (what the hybrid formats write); anything else answers
 * undefined and the caller renders its own PDF. Other attachments of the source stay.
 *
 * The source is a caller's file: its XMP is inflated with a bound (a few KiB of Flate can expand
 * to gigabytes, and retrieve ignores an XMP it cannot read) and rewritten in one linear pass.
 */
import { createHash } from 'node:crypto';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
} from 'pdf-lib';
import { decodeStreamBounded } from '../retrieve/pdf-streams.js';
import type { XmlAttachment } from './render-options.js';
import { hybridXmp } from './xmp.js';

/** The names of the invoice XML the hybrid formats embed (the ones replaced). */
const INVOICE_XML = /^(factur-x|zugferd-invoice|xrechnung)\.xml$/i;

const text = (o: unknown) =>
  o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : '';

/**
 * The largest XMP packet reused (decoded). PDF/A XMP is a few KiB, a few hundred with a
 * thumbnail; a larger one is no packet to rewrite, and the caller renders its own PDF.
 */
export const MAX_XMP_BYTES = 4 * 1024 * 1024;

/** The XMP packet of the document, or undefined (none, an unknown filter, or too large). */
function xmpOf(doc: PDFDocument): string | undefined {
  const stream = doc.context.lookup(doc.catalog.get(PDFName.of('Metadata')));
  if (!(stream instanceof PDFRawStream)) return undefined;
  try {
    return Buffer.from(decodeStreamBounded(stream, MAX_XMP_BYTES, 'the XMP metadata')).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}

const DESCRIPTION = '<rdf:Description';
const DESCRIPTION_END = '</rdf:Description>';

/**
 * The XMP's rdf:Description blocks (an empty element, or up to the first closing tag) that
 * `drop` selects, left out. One pass with indexOf: a packet of many unclosed blocks costs no more
 * than its length (a lazy regular expression would rescan the rest of it from each one).
 */
function withoutDescriptions(xmp: string, drop: (block: string) => boolean): string {
  let out = '';
  let copied = 0;
  let from = 0;
  let closes = true; // false once no closing tag follows: no later block can close either
  for (;;) {
    const start = xmp.indexOf(DESCRIPTION, from);
    if (start < 0) break;
    from = start + DESCRIPTION.length;
    if (/\w/.test(xmp.charAt(from))) continue; // a longer element name
    const tagEnd = xmp.indexOf('>', from);
    if (tagEnd < 0) break;
    let end: number;
    if (xmp.charAt(tagEnd - 1) === '/') end = tagEnd + 1;
    else {
      const close = closes ? xmp.indexOf(DESCRIPTION_END, tagEnd) : -1;
      if (close < 0) {
        closes = false;
        continue;
      }
      end = close + DESCRIPTION_END.length;
    }
    if (drop(xmp.slice(start, end))) {
      out += xmp.slice(copied, start);
      copied = end;
    }
    from = end;
  }
  return out + xmp.slice(copied);
}

/** The XMP without its fx extension (property block and schema declaration), with the new one. */
function replacedXmp(xmp: string, attachment: XmlAttachment): string | undefined {
  const fx = /CrossIndustryDocument|urn:factur-x|urn:zugferd|urn:ferd|DocumentFileName/;
  const kept = withoutDescriptions(xmp, (block) => fx.test(block));
  const rdfEnd = kept.indexOf('</rdf:RDF>');
  if (rdfEnd < 0) return undefined;
  return `${kept.slice(0, rdfEnd)}${hybridXmp(attachment.xmp, attachment.filename)}${kept.slice(rdfEnd)}`;
}

/**
 * The source PDF with `attachment` as its invoice XML instead of the one it had, or undefined when
 * the source cannot be reused as a PDF/A-3 (no PDF/A-3 XMP, encrypted, a nested name tree).
 */
export async function reembedInvoiceXml(
  source: Uint8Array,
  attachment: XmlAttachment,
  now: Date,
): Promise<Uint8Array | undefined> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(source, { updateMetadata: false });
  } catch {
    return undefined;
  }
  if (doc.isEncrypted) return undefined;
  const xmp = xmpOf(doc);
  if (!xmp || !/pdfaid:part\s*(=\s*["']3["']|>\s*3\s*<)/.test(xmp)) return undefined;
  const newXmp = replacedXmp(xmp, attachment);
  if (!newXmp) return undefined;

  const ctx = doc.context;
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const tree = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  if (tree?.has(PDFName.of('Kids'))) return undefined;
  const list = tree?.lookupMaybe(PDFName.of('Names'), PDFArray);
  const af = doc.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  // Drop the old invoice XML from the name list and from /AF.
  const dropped = new Set<PDFRef>();
  const entries: [string, ReturnType<PDFArray['get']>][] = [];
  for (let i = 0; list && i + 1 < list.size(); i += 2) {
    const name = text(list.lookup(i));
    const spec = list.get(i + 1);
    if (INVOICE_XML.test(name)) {
      if (spec instanceof PDFRef) dropped.add(spec);
    } else entries.push([name, spec]);
  }
  const xml =
    typeof attachment.xml === 'string'
      ? Buffer.from(attachment.xml, 'utf8')
      : Buffer.from(attachment.xml);
  const stream = ctx.register(
    ctx.flateStream(xml, {
      Type: 'EmbeddedFile',
      Subtype: 'text/xml',
      Params: {
        CreationDate: PDFString.fromDate(now),
        ModDate: PDFString.fromDate(now),
        Size: xml.byteLength,
        CheckSum: PDFHexString.of(createHash('md5').update(xml).digest('hex')),
      },
    }),
  );
  const spec = ctx.register(
    ctx.obj({
      Type: 'Filespec',
      F: PDFString.of(attachment.filename),
      UF: PDFHexString.fromText(attachment.filename),
      EF: { F: stream, UF: stream },
      AFRelationship: attachment.relationship,
      Desc: PDFHexString.fromText(
        `${attachment.xmp.conformanceLevel} e-invoice (${attachment.filename})`,
      ),
    }),
  );
  entries.push([attachment.filename, spec]);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const newList = ctx.obj(entries.flatMap(([name, s]) => [PDFHexString.fromText(name), s]));
  const newTree = ctx.obj({ Names: newList });
  if (names) names.set(PDFName.of('EmbeddedFiles'), newTree);
  else doc.catalog.set(PDFName.of('Names'), ctx.obj({ EmbeddedFiles: newTree }));
  const newAf = ctx.obj([
    ...(af?.asArray() ?? []).filter((r) => !(r instanceof PDFRef && dropped.has(r))),
    spec,
  ]);
  doc.catalog.set(PDFName.of('AF'), newAf);
  for (const ref of dropped) {
    const old = ctx.lookup(ref);
    const ef = old instanceof PDFDict ? old.lookupMaybe(PDFName.of('EF'), PDFDict) : undefined;
    for (const key of ef?.keys() ?? []) {
      const fileRef = ef!.get(key);
      if (fileRef instanceof PDFRef) ctx.delete(fileRef);
    }
    ctx.delete(ref);
  }
  // The old XMP goes (a reader must find only the new one), replaced by the rewritten packet.
  const oldMetadata = doc.catalog.get(PDFName.of('Metadata'));
  if (oldMetadata instanceof PDFRef) ctx.delete(oldMetadata);
  const metadata = ctx.stream(Buffer.from(newXmp, 'utf8'), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), ctx.register(metadata));
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}
