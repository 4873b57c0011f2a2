/**
 * Issue 13, item 9: XML nested past the depth bound behind `<a x="/>">` (which the old tag
 * regex took for self-closing) is refused before a DOM or a rule engine sees it: retrieve answers
 * 422 naming the depth (not 500 from a stack overflow in the readers, not VALIDATION_UNAVAILABLE
 * from the JVM's StackOverflowError), for raw XML, inside a UBL extension, inside cbc:Note and
 * inside a hybrid PDF; the validator refuses it as a fatal finding on both engines.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { GenerateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { calculate } from '../../src/domain/index.js';
import { toInvoiceInput } from '../../src/api/invoice-input.js';
import { planDocument } from '../../src/api/generate/document-plan.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';
import { createValidator } from '../../src/validation/index.js';
import { publicExample } from '../helpers/example.js';
import { requires } from '../helpers/requires.js';
import { postJson, startServer, withDemoKey, type RunningServer } from '../helpers/server.js';
import { hybridPdf } from '../retrieve/pdf-fixtures.js';
import { jvmUnavailable } from '../validation/corpus.js';

/** n levels the old scan counted as none: each start tag ends in `/>` inside a quoted value. */
const disguised = (n: number, inner = 'x') => '<a x="/>">'.repeat(n) + inner + '</a>'.repeat(n);

/** A valid UBL invoice of the public example, as the service writes it. */
function ublInvoice(): string {
  const body = publicExample();
  body.format = 'ubl';
  const req = fromJson(GenerateInvoiceRequestSchema, body);
  const plan = planDocument(req);
  const written = writeDocumentXml(calculate(toInvoiceInput(req.invoice!)), plan);
  return written.standalone!.xml as string;
}

let server: RunningServer;
test.before(async () => {
  server = await startServer();
});
test.after.always(() => server?.close());

async function retrieveXml(xml: string | Uint8Array) {
  const data = Buffer.from(xml).toString('base64');
  return postJson(
    server.baseUrl,
    '/v1/retrieve',
    { data_base64: data, locale: 'en' },
    withDemoKey(),
  );
}

function assertTooDeep(
  t: import('ava').ExecutionContext,
  res: Awaited<ReturnType<typeof retrieveXml>>,
  code: string,
): void {
  t.is(res.status, 422, res.text.slice(0, 400));
  t.false(res.json.valid);
  t.is(res.json.errors[0].code, code, res.text.slice(0, 400));
  t.regex(res.json.errors[0].message, /deeper than 200 elements/);
  t.false(res.json.errors.some((e: { code: string }) => e.code === 'VALIDATION_UNAVAILABLE'));
}

test('100 000 disguised levels of raw XML: 422 naming the depth', async (t) => {
  assertTooDeep(t, await retrieveXml(disguised(100_000)), 'UNSUPPORTED_FORMAT');
});

test('20 000 disguised levels in a UBL extension: 422, not a 500 from a stack overflow', async (t) => {
  const ubl = ublInvoice();
  const withExtension = ubl.replace(
    /(<Invoice\b[^>]*>)/,
    `$1<ext:UBLExtensions xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2"><ext:UBLExtension><ext:ExtensionContent>${disguised(20_000)}</ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>`,
  );
  t.not(withExtension, ubl);
  assertTooDeep(t, await retrieveXml(withExtension), 'UNSUPPORTED_FORMAT');
});

test('20 000 disguised levels inside cbc:Note: 422 naming the depth, not VALIDATION_UNAVAILABLE', async (t) => {
  const ubl = ublInvoice();
  const inNote = ubl.replace(
    /(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)/,
    `$1<cbc:Note>${disguised(20_000)}</cbc:Note>`,
  );
  t.not(inNote, ubl);
  assertTooDeep(t, await retrieveXml(inNote), 'UNSUPPORTED_FORMAT');
});

test('the same nesting embedded in a hybrid PDF: 422 naming the depth', async (t) => {
  const cii = `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"><rsm:ExchangedDocumentContext>${disguised(20_000)}</rsm:ExchangedDocumentContext></rsm:CrossIndustryInvoice>`;
  const pdf = await hybridPdf({ xml: Buffer.from(cii), name: 'factur-x.xml' });
  assertTooDeep(t, await retrieveXml(pdf), 'UNKNOWN_XML_FORMAT');
});

const missingJava = jvmUnavailable();
for (const engine of ['jvm', 'saxonjs'] as const) {
  requires(engine === 'jvm' ? missingJava : undefined)(
    `${engine}: the validator refuses disguised nesting as a fatal finding before the engine runs`,
    async (t) => {
      const validator = createValidator({ engine, concurrency: 1 });
      t.teardown(() => validator.close());
      const ubl = ublInvoice().replace(
        /(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)/,
        `$1<cbc:Note>${disguised(20_000)}</cbc:Note>`,
      );
      const report = await validator.validate(ubl, ['en16931-ubl']);
      t.false(report.valid);
      t.is(report.findings[0]!.ruleId, 'XML_TOO_DEEP');
      t.is(report.findings[0]!.severity, 'fatal');
    },
  );
}

test('half a million empty elements (2 MB, gigabytes as a DOM): 422 naming the element bound', async (t) => {
  const res = await retrieveXml(`<r>${'<a/>'.repeat(500_000)}</r>`);
  t.is(res.status, 422, res.text.slice(0, 400));
  t.is(res.json.errors[0].code, 'UNSUPPORTED_FORMAT');
  t.regex(res.json.errors[0].message, /more than 400000 elements/);
});

test('a hybrid PDF whose XMP packet is built to make the property patterns backtrack is answered at once', async (t) => {
  // `\s*([^<]*?)\s*` over 100,000 spaces without a closing tag took hours (cubic backtracking).
  const spaces = ' '.repeat(100_000);
  const cii =
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>';
  for (const xmp of [
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><fx:DocumentType>${spaces}`,
    `<x:xmpmeta xmlns:x="adobe:ns:meta/" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"><fx:DocumentType>INVOICE</fx:DocumentType><pdfaSchema:schema>${spaces}`,
  ]) {
    const res = await retrieveXml(
      await hybridPdf({ xml: Buffer.from(cii), name: 'factur-x.xml', xmp }),
    );
    t.is(res.status, 422, res.text.slice(0, 300));
    t.true(res.json.format.has_pdf);
  }
});
