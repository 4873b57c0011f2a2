/**
 * Keeping a caller's PDF/A-3 when converting (src/pdf/reembed-xml.ts): the source is hostile until
 * bounded. Its XMP is inflated with a bound (retrieve ignores an XMP it cannot read, so a Flate
 * bomb there reached pdf-lib's unbounded decoder: 1.6 MB of PDF took 1.6 GB and failed) and
 * rewritten in one pass (a lazy regular expression rescanned the rest of the packet from each
 * unclosed rdf:Description). A source that cannot be reused answers undefined: convert then
 * returns its own rendered PDF.
 */
import test from 'ava';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { MAX_XMP_BYTES, reembedInvoiceXml } from '../../src/pdf/reembed-xml.js';
import type { XmlAttachment } from '../../src/pdf/render-options.js';

const NOW = new Date('2026-01-15T10:00:00Z');

const ATTACHMENT: XmlAttachment = {
  xml: '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
  filename: 'factur-x.xml',
  relationship: 'Alternative',
  xmp: {
    documentType: 'INVOICE',
    version: '1.0',
    conformanceLevel: 'EN 16931',
    namespace: 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
    prefix: 'fx',
  },
};

/** An XMP packet declaring PDF/A-3 with `body` inside its rdf:RDF. */
const packet = (body: string) =>
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>${body}</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** A one-page PDF whose /Metadata stream holds `contents` (FlateDecode when `flate`). */
async function pdfWithXmp(contents: Uint8Array, flate: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const dict = doc.context.obj({
    Type: 'Metadata',
    Subtype: 'XML',
    Length: contents.length,
    ...(flate ? { Filter: 'FlateDecode' } : {}),
  });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(PDFRawStream.of(dict, contents)));
  return doc.save({ useObjectStreams: false });
}

async function xmpOf(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const stream = doc.context.lookup(doc.catalog.get(PDFName.of('Metadata'))) as PDFRawStream;
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8');
}

test('the invoice XMP of the source is replaced by the target one; its other blocks stay', async (t) => {
  const old =
    '<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"><fx:DocumentFileName>factur-x.xml</fx:DocumentFileName><fx:ConformanceLevel>BASIC</fx:ConformanceLevel></rdf:Description><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>kept</dc:title></rdf:Description>';
  const source = await pdfWithXmp(Buffer.from(packet(old)), false);
  const kept = await reembedInvoiceXml(source, ATTACHMENT, NOW);
  t.truthy(kept);
  const xmp = await xmpOf(kept!);
  t.notRegex(xmp, /<fx:ConformanceLevel>BASIC</);
  t.regex(xmp, /<fx:ConformanceLevel>EN 16931</);
  t.regex(xmp, /<dc:title>kept<\/dc:title>/);
  t.regex(xmp, /<pdfaid:part>3<\/pdfaid:part>/);
});

test('an XMP that inflates beyond the bound is not decoded: undefined, the caller renders its own PDF', async (t) => {
  // 64 MiB of spaces inside the packet: ~64 KiB of Flate, sixteen times the bound once inflated.
  const inflated = Buffer.concat([
    Buffer.from(packet('<!--')),
    Buffer.alloc(16 * MAX_XMP_BYTES, 0x20),
    Buffer.from('-->'),
  ]);
  const source = await pdfWithXmp(deflateSync(inflated, { level: 9 }), true);
  t.true(source.byteLength < 1024 * 1024);
  t.is(await reembedInvoiceXml(source, ATTACHMENT, NOW), undefined);
});

test('an XMP of many unclosed rdf:Description blocks is rewritten in one pass', async (t) => {
  // ~3 MiB: 180 000 openings, none closed after the first block (which is ours to drop).
  const unclosed = '<rdf:Description x="1">'.repeat(180_000);
  const fx =
    '<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"><fx:DocumentFileName>factur-x.xml</fx:DocumentFileName></rdf:Description>';
  const source = await pdfWithXmp(deflateSync(Buffer.from(packet(fx + unclosed))), true);
  const kept = await reembedInvoiceXml(source, ATTACHMENT, NOW);
  t.truthy(kept);
  const xmp = await xmpOf(kept!);
  t.is(xmp.split('<fx:DocumentFileName>').length - 1, 1, 'only the new fx block');
  t.true(xmp.includes(unclosed));
});
