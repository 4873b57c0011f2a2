/**
 * Reads back a generated PDF with pdf-lib (an independent parser) and reports what the PDF/A
 * and Factur-X checks look at: XMP, output intents, fonts and whether each is embedded,
 * associated files (/AF, AFRelationship, MIME subtype, bytes), the trailer /ID.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  PDFHexString,
  decodePDFRawStream,
} from 'pdf-lib';

export interface Attachment {
  name: string;
  relationship?: string;
  subtype?: string;
  bytes: Uint8Array;
}

export interface PdfFacts {
  pages: number;
  xmp: string;
  outputIntents: Array<{ s?: string; hasProfile: boolean }>;
  fonts: Array<{ baseFont: string; subtype: string; embedded: boolean }>;
  attachments: Attachment[];
  catalogAf: number;
  softMaskOrOpacity: boolean;
}

function name(v: unknown): string | undefined {
  return v instanceof PDFName ? v.decodeText() : undefined;
}

function text(v: unknown): string {
  return v instanceof PDFString || v instanceof PDFHexString ? v.decodeText() : String(v);
}

function streamBytes(s: unknown): Uint8Array {
  if (s instanceof PDFRawStream) return decodePDFRawStream(s).decode();
  if (s instanceof PDFStream) return s.getContents();
  throw new Error('not a stream');
}

/** Parses `bytes` and collects the facts. */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfFacts> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const ctx = doc.context;
  const catalog = doc.catalog;
  const meta = catalog.lookup(PDFName.of('Metadata'));
  const xmp = meta ? Buffer.from(streamBytes(meta)).toString('utf8') : '';

  const intents = catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray);
  const outputIntents = (intents?.asArray() ?? []).map((r) => {
    const d = ctx.lookup(r) as PDFDict;
    return {
      s: name(d.get(PDFName.of('S'))),
      hasProfile: d.lookup(PDFName.of('DestOutputProfile')) instanceof PDFStream,
    };
  });

  const fonts: PdfFacts['fonts'] = [];
  let softMaskOrOpacity = false;
  for (const [, obj] of ctx.enumerateIndirectObjects()) {
    const dict = obj instanceof PDFDict ? obj : obj instanceof PDFStream ? obj.dict : undefined;
    if (!dict) continue;
    if (dict.has(PDFName.of('ca')) || dict.has(PDFName.of('CA'))) softMaskOrOpacity = true;
    if (name(dict.get(PDFName.of('Type'))) !== 'Font') continue;
    const subtype = name(dict.get(PDFName.of('Subtype'))) ?? '';
    if (subtype === 'CIDFontType2' || subtype === 'CIDFontType0') continue; // checked via its Type0 parent
    let descriptor = dict.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    if (subtype === 'Type0') {
      const desc = dict.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
      descriptor = desc.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    }
    const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some(
      (k) => descriptor?.get(PDFName.of(k)) instanceof PDFRef,
    );
    fonts.push({ baseFont: name(dict.get(PDFName.of('BaseFont'))) ?? '', subtype, embedded });
  }

  const attachments: Attachment[] = [];
  const names = catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const files = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const list = files?.lookupMaybe(PDFName.of('Names'), PDFArray)?.asArray() ?? [];
  for (let i = 0; i + 1 < list.length; i += 2) {
    const spec = ctx.lookup(list[i + 1]) as PDFDict;
    const ef = spec.lookup(PDFName.of('EF'), PDFDict);
    const stream = ef.lookup(PDFName.of('F'));
    const sdict = (stream as PDFStream).dict;
    attachments.push({
      name: text(list[i]),
      relationship: name(spec.get(PDFName.of('AFRelationship'))),
      subtype: name(sdict.get(PDFName.of('Subtype'))),
      bytes: streamBytes(stream),
    });
  }
  const af = catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  return {
    pages: doc.getPageCount(),
    xmp,
    outputIntents,
    fonts,
    attachments,
    catalogAf: af?.size() ?? 0,
    softMaskOrOpacity,
  };
}
