/**
 * Finding the invoice XML in hybrid PDFs: every placement producers use (name tree, Kids, AF
 * arrays), object streams, incremental updates, the names used in practice and the XMP.
 */
import test from 'ava';
import { extractInvoiceXml } from '../../src/retrieve/pdf-attachments.js';
import { appendUpdate, embeddedStreamNumber, hybridPdf, streamBody } from './pdf-fixtures.js';

const cii = (id: string) =>
  Buffer.from(
    `<?xml version="1.0"?><rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"><!-- ${id} --></rsm:CrossIndustryInvoice>`,
  );
const text = (b: Uint8Array | undefined) => Buffer.from(b ?? []).toString('utf8');

for (const placement of ['names', 'kids', 'catalog-af', 'page-af'] as const) {
  for (const objectStreams of [false, true]) {
    test(`finds factur-x.xml through ${placement}${objectStreams ? ' with object streams' : ''}`, async (t) => {
      const pdf = await hybridPdf({ xml: cii('A'), placement, objectStreams });
      const found = await extractInvoiceXml(pdf);
      t.is(found?.filename, 'factur-x.xml');
      t.true(text(found?.xml).includes('<!-- A -->'));
    });
  }
}

for (const name of [
  'zugferd-invoice.xml',
  'ZUGFeRD-invoice.xml',
  'xrechnung.xml',
  'rechnung-4711.xml',
]) {
  test(`finds the invoice attached as ${name}`, async (t) => {
    const found = await extractInvoiceXml(await hybridPdf({ xml: cii(name), name }));
    t.is(found?.filename, name);
  });
}

test('prefers the known invoice name over other XML attachments', async (t) => {
  const pdf = await hybridPdf({
    xml: cii('invoice'),
    others: { 'a-delivery-note.xml': Buffer.from('<note/>'), 'z.xml': cii('other') },
  });
  const found = await extractInvoiceXml(pdf);
  t.is(found?.filename, 'factur-x.xml');
});

test('prefers the file the XMP names and reads the XMP properties', async (t) => {
  const xmp = `<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
    <fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>custom.xml</fx:DocumentFileName>
    <fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel></rdf:Description></rdf:RDF></x:xmpmeta>`;
  const pdf = await hybridPdf({
    xml: cii('named'),
    name: 'custom.xml',
    others: { 'factur-x.xml': Buffer.from('<not-an-invoice/>') },
    xmp,
  });
  const found = await extractInvoiceXml(pdf);
  t.is(found?.filename, 'custom.xml');
  t.deepEqual(found?.xmp, {
    documentType: 'INVOICE',
    documentFileName: 'custom.xml',
    version: '1.0',
    conformanceLevel: 'EN 16931',
    namespace: 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
  });
});

test('an incremental update replacing the attachment wins over the original', async (t) => {
  for (const objectStreams of [false, true]) {
    const pdf = await hybridPdf({ xml: cii('old'), objectStreams });
    const n = embeddedStreamNumber(pdf);
    const updated = appendUpdate(pdf, n, streamBody('/Type /EmbeddedFile', cii('new')));
    t.true(text((await extractInvoiceXml(updated))?.xml).includes('<!-- new -->'));
  }
});

test('a PDF without attachments gives null', async (t) => {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.addPage();
  t.is(await extractInvoiceXml(await doc.save()), null);
});
