// Convert into a hybrid format keeps the source's visual PDF: an official ZUGFeRD PDF/A-3
// converted to Factur-X keeps its pages and gets the new XML (the one our writer made and the
// target's rules judged) as its only invoice attachment, with AFRelationship and the fx XMP of
// the target; the independent checker accepts the result. A sandbox answer (watermark) and a
// source that is no PDF/A-3 get our rendered PDF instead.
import test from 'ava';
import { existsSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { create } from '@bufbuild/protobuf';
import { createHandlerContext } from '@connectrpc/connect';
import { PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import {
  ConvertInvoiceRequestSchema,
  InvoiceService,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { checkedValidator } from '../../src/api/checked-validator.js';
import { convertDocument } from '../../src/api/convert/convert-operation.js';
import { extractInvoiceXml } from '../../src/retrieve/index.js';
import { createValidator } from '../../src/validation/validator.js';
import { requires } from '../helpers/requires.js';
import { envelope } from '../helpers/cms-envelope.js';
import { check, corpusDir, skipReason } from '../syntax/ubl/helpers/checker.js';

const SOURCE = resolve(
  corpusDir,
  'zugferd/pdf/ferd-2.1-official/EN16931/zugferd_2p1_EN16931_Einfach.pdf',
);
const missing = existsSync(SOURCE) ? skipReason() : `the official ZUGFeRD sample (${SOURCE})`;

const engine = createValidator({ engine: 'auto', deadlineMs: 120_000 });
const validator = checkedValidator(engine);
test.after.always(() => engine.close());
const context = () =>
  createHandlerContext({
    service: InvoiceService,
    method: InvoiceService.method.convertInvoice,
    protocolName: 'rest',
    requestMethod: 'POST',
    url: 'http://localhost/v1/convert',
    requestHeader: new Headers(),
  });
const convert = (data: Uint8Array, watermark: boolean) =>
  convertDocument(
    create(ConvertInvoiceRequestSchema, {
      dataBase64: data,
      format: 'facturx',
      profile: 'en16931',
    }),
    context(),
    {
      retrieve: { validator },
      generate: {
        validator,
        clock: () => new Date('2026-01-15T10:00:00Z'),
        newTransactionId: () => 'tx_test',
        watermark: () => watermark,
      },
    },
  );

/** The invoice attachments of a PDF: name and AFRelationship of each, and the XMP text. */
async function anatomy(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const names = doc.catalog.lookup(PDFName.of('Names'))?.toString() ?? '';
  const xmpRef = doc.catalog.get(PDFName.of('Metadata'));
  const xmp = xmpRef
    ? Buffer.from((doc.context.lookup(xmpRef) as any).getContents()).toString('utf8')
    : '';
  return {
    pages: doc.getPageCount(),
    producer: doc.getProducer() ?? '',
    names,
    af: doc.catalog.lookup(PDFName.of('AF'))?.toString() ?? '',
    xmp,
  };
}

requires(missing)(
  'a ZUGFeRD PDF into Factur-X keeps its pages, with the new XML, AFRelationship and fx XMP; the checker accepts it',
  async (t) => {
    t.timeout(300_000);
    const source = readFileSync(SOURCE);
    const kept = await convert(source, false);
    t.true(kept.converted);
    t.deepEqual(kept.lostTerms, []);
    const pdf = kept.pdfBase64 as Uint8Array;
    const before = await anatomy(source);
    const after = await anatomy(pdf);
    t.is(after.pages, before.pages);
    t.is(after.producer, before.producer, 'the source document, not ours');
    // One invoice XML, named for the target, attached as Alternative; the fx XMP names it.
    const embedded = (await extractInvoiceXml(pdf))!;
    t.is(embedded.filename, 'factur-x.xml');
    t.deepEqual(Buffer.from(embedded.xml), Buffer.from(kept.xmlBase64 as Uint8Array));
    t.false(/zugferd-invoice\.xml/i.test(after.names));
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    const af = doc.catalog.lookup(PDFName.of('AF')) as any;
    t.is(af.size(), 1);
    const spec = doc.context.lookup(af.get(0)) as any;
    t.is(spec.get(PDFName.of('AFRelationship')).toString(), '/Alternative');
    t.regex(after.xmp, /<pdfaid:part>3<\/pdfaid:part>|pdfaid:part="3"/);
    t.regex(after.xmp, /<fx:DocumentFileName>factur-x\.xml<\/fx:DocumentFileName>/);
    t.regex(after.xmp, /<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    t.is(
      (after.xmp.match(/DocumentFileName>/g) ?? []).length,
      2,
      'one fx block (open and close tag)',
    );
    const dir = mkdtempSync(join(tmpdir(), 'einvoice-keep-'));
    writeFileSync(join(dir, 'kept.pdf'), pdf);
    const verdict = await check('facturx-en16931', join(dir, 'kept.pdf'));
    t.true(verdict.xsd_ok, verdict.xsd_errors.join('; '));
    t.deepEqual(verdict.fatal, []);
  },
);

requires(missing)(
  'a signed source PDF (.pdf.p7m) into Factur-X keeps its pages, out of the envelope; the signature is listed lost',
  async (t) => {
    t.timeout(300_000);
    const source = readFileSync(SOURCE);
    const kept = await convert(envelope(source, { chunks: 4096 }), false);
    t.true(kept.converted);
    t.deepEqual(
      (kept.lostTerms ?? []).map((l) => l.businessTerm),
      ['signature (p7m)'],
    );
    const after = await anatomy(kept.pdfBase64 as Uint8Array);
    t.is(after.pages, (await anatomy(source)).pages);
    t.is(after.producer, (await anatomy(source)).producer, 'the source document, not ours');
  },
);

requires(missing)(
  'a sandbox answer, and a source PDF that is no PDF/A-3, get our rendered PDF',
  async (t) => {
    t.timeout(300_000);
    const source = readFileSync(SOURCE);
    const sandbox = await convert(source, true);
    t.not(
      (await anatomy(sandbox.pdfBase64 as Uint8Array)).producer,
      (await anatomy(source)).producer,
    );
    // The same XML in a plain PDF without PDF/A XMP.
    const xml = (await extractInvoiceXml(source))!.xml;
    const plain = await PDFDocument.create();
    plain.addPage();
    const ctx = plain.context;
    const stream = ctx.register(
      ctx.flateStream(xml, { Type: 'EmbeddedFile', Subtype: 'text/xml' }),
    );
    const spec = ctx.register(
      ctx.obj({
        Type: 'Filespec',
        F: PDFString.of('factur-x.xml'),
        UF: PDFHexString.fromText('factur-x.xml'),
        EF: { F: stream },
        AFRelationship: 'Alternative',
      }),
    );
    plain.catalog.set(
      PDFName.of('Names'),
      ctx.obj({ EmbeddedFiles: ctx.obj({ Names: [PDFString.of('factur-x.xml'), spec] }) }),
    );
    plain.catalog.set(PDFName.of('AF'), ctx.obj([spec]));
    plain.setProducer('plain test pdf');
    const answer = await convert(await plain.save(), false);
    t.true(answer.converted);
    t.not((await anatomy(answer.pdfBase64 as Uint8Array)).producer, 'plain test pdf');
  },
);
