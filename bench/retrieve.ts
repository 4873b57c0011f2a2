/**
 * Benchmark of retrieve. First the parse path alone (a 10-line ZUGFeRD PDF built from a CEN CII
 * example, a FeRD sample PDF, the 10-line XML); then the whole RetrieveInvoice operation as the
 * service runs it, judged by the official rules through the same validator the app builds (JVM
 * engine, warmed up): a valid 10-line ZUGFeRD EN16931 PDF and XML and a 10-line CII XML made by
 * our own generate path, plus the CEN example cut to 10 lines. The parse path also reads the FeRD
 * sample encrypted by qpdf (AES-256, owner password only), to compare with the clear one. Prints p50/p95 in milliseconds
 * and the rule sets that judged each document, the same for the worker in reference mode (its
 * plain Schematron run, as before the fast path), then where the PDF's validation time goes (each
 * rule set alone, and a worker round trip with the XSD only). Targets: PDF ≤ 15 ms, XML ≤ 10 ms
 * (p50). On a machine shared with other work, compare figures taken in the same run.
 * Run: npx tsx bench/retrieve.ts [parse|full] (needs ../shared/corpus or EINVOICE_CORPUS).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, fromJson } from '@bufbuild/protobuf';
import { createHandlerContext } from '@connectrpc/connect';
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import {
  GenerateInvoiceRequestSchema,
  InvoiceService,
  RetrieveInvoiceRequestSchema,
} from '../gen/einvoice/v1/invoice_service_pb.js';
import { retrieveDocument } from '../src/retrieve/retrieve.js';
import { extractInvoiceXml } from '../src/retrieve/pdf-attachments.js';
import { calculate } from '../src/domain/index.js';
import { toInvoiceInput } from '../src/api/invoice-input.js';
import { planDocument } from '../src/api/generate/document-plan.js';
import { writeDocumentXml } from '../src/api/generate/write-xml.js';
import { renderDocumentPdf } from '../src/api/generate/render-pdf.js';
import { checkedValidator } from '../src/api/checked-validator.js';
import { retrieveOperation } from '../src/api/retrieve/retrieve-operation.js';
import { ruleSetsForDocument } from '../src/validation/rule-sets-for.js';
import { createValidator, resolveRuleSets } from '../src/validation/validator.js';
import { DEFAULT_JVM_ARGS, JvmEngine } from '../src/validation/engine/jvm-engine.js';
import { DEFAULT_RULES_DIR } from '../src/validation/rules-dir.js';
import { testConfig } from '../src/config.js';
import { benchInvoice } from './generate.js';
import { OWNER_PASSWORD_ONLY, qpdf, qpdfMissing } from '../test/helpers/qpdf.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = resolve(root, process.env.EINVOICE_CORPUS ?? '../shared/corpus');
if (!existsSync(resolve(corpus, 'MANIFEST.tsv'))) {
  console.error(`corpus not found at ${corpus}; set EINVOICE_CORPUS`);
  process.exit(1);
}
const part = process.argv[2] ?? 'all';

/** The CEN example 1 (20 lines) cut to its first 10 lines (totals then differ: rules fire). */
function tenLineCii(): Buffer {
  const xml = readFileSync(resolve(corpus, 'en16931/cii/examples/CII_example1.xml'), 'utf8');
  const items = [
    ...xml.matchAll(
      /<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?<\/ram:IncludedSupplyChainTradeLineItem>\s*/g,
    ),
  ];
  const cut =
    xml.slice(0, items[10].index) +
    xml.slice(items[items.length - 1].index! + items[items.length - 1][0].length);
  return Buffer.from(cut);
}

async function zugferdPdf(xml: Buffer): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 12; i++)
    page.drawText(`Invoice line ${i + 1}`, { x: 50, y: 750 - i * 20, size: 11, font });
  const ctx = doc.context;
  const stream = ctx.register(ctx.flateStream(xml, { Type: 'EmbeddedFile', Subtype: 'text/xml' }));
  const spec = ctx.register(
    ctx.obj({
      Type: 'Filespec',
      F: PDFString.of('factur-x.xml'),
      UF: PDFHexString.fromText('factur-x.xml'),
      EF: { F: stream, UF: stream },
      AFRelationship: 'Alternative',
    }),
  );
  doc.catalog.set(
    PDFName.of('Names'),
    ctx.obj({ EmbeddedFiles: ctx.obj({ Names: [PDFString.of('factur-x.xml'), spec] }) }),
  );
  doc.catalog.set(PDFName.of('AF'), ctx.obj([spec]));
  return doc.save({ useObjectStreams: true });
}

/** A document of our own generate path (no validation): the 10-line bench invoice in `format`. */
async function generated(format: string): Promise<{ xml: Uint8Array; pdf?: Uint8Array }> {
  const req = fromJson(GenerateInvoiceRequestSchema, { ...benchInvoice(10), format });
  const plan = planDocument(req);
  const inv = calculate(toInvoiceInput(req.invoice!));
  const written = writeDocumentXml(inv, plan);
  const xml = new TextEncoder().encode(written.standalone!.xml);
  if (format !== 'zugferd') return { xml };
  const pdf = await renderDocumentPdf(
    inv,
    plan,
    written,
    undefined,
    false,
    new Date('2026-01-15T00:00:00Z'),
  );
  return { xml, pdf: pdf as Uint8Array };
}

async function measure(name: string, runs: number, fn: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 30; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`${name.padEnd(56)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  (${runs} runs)`);
}

const xml = tenLineCii();
const pdf = await zugferdPdf(xml);

if (part === 'all' || part === 'parse') {
  const sample = readFileSync(
    resolve(corpus, 'zugferd/pdf/ferd-newer-official/EN16931_Einfach.pdf'),
  );
  const check = await retrieveDocument(pdf, { locale: 'en' });
  if (!check.ok || check.invoice?.items.length !== 10)
    throw new Error('the benchmark PDF does not read back with 10 lines');
  await measure('10-line ZUGFeRD PDF: extract XML only', 300, () => extractInvoiceXml(pdf));
  await measure('10-line ZUGFeRD PDF: retrieve (parse-only)', 300, () =>
    retrieveDocument(pdf, { locale: 'en' }),
  );
  await measure('FeRD EN16931_Einfach.pdf: retrieve (parse-only)', 300, () =>
    retrieveDocument(sample, { locale: 'en' }),
  );
  await measure('10-line CII XML: retrieve (parse-only)', 500, () =>
    retrieveDocument(xml, { locale: 'en' }),
  );
  const ours = (await generated('zugferd')).pdf!;
  await measure('10-line ZUGFeRD PDF (generated): retrieve (parse-only)', 300, () =>
    retrieveDocument(ours, { locale: 'en' }),
  );
  if (qpdfMissing) console.log(`encrypted PDF: not measured (${qpdfMissing})`);
  else {
    const samplePath = resolve(corpus, 'zugferd/pdf/ferd-newer-official/EN16931_Einfach.pdf');
    const encrypted = qpdf(samplePath, OWNER_PASSWORD_ONLY);
    await measure('FeRD EN16931_Einfach.pdf, AES-256 encrypted: retrieve (parse-only)', 300, () =>
      retrieveDocument(encrypted, { locale: 'en' }),
    );
  }
}

if (part === 'all' || part === 'full') {
  // The validator exactly as src/app.ts builds it, warmed up like the service before /readyz.
  const config = testConfig();
  const validator = createValidator({ engine: 'jvm', deadlineMs: config.validationDeadlineMs });
  await validator.warmUp();
  let n = 0;
  const operation = retrieveOperation({
    validator: checkedValidator(validator),
    newTransactionId: () => `tx_bench${n++}`,
  });
  const method = InvoiceService.method.retrieveInvoice;
  const context = () =>
    createHandlerContext({
      service: InvoiceService,
      method,
      protocolName: 'rest',
      requestMethod: 'POST',
      url: 'http://localhost/v1/retrieve',
      requestHeader: new Headers(),
    });
  const zugferd = await generated('zugferd');
  const cii = await generated('cii');
  const cases: [string, Uint8Array][] = [
    ['10-line ZUGFeRD EN16931 PDF (generated)', zugferd.pdf!],
    ['10-line ZUGFeRD EN16931 XML (generated)', zugferd.xml],
    ['10-line CII XML (generated)', cii.xml],
    ['10-line CII XML (CEN example 1 cut, rules fire)', xml],
    ['10-line ZUGFeRD PDF of the CEN cut (rules fire)', pdf],
  ];
  const judge = async (name: string, bytes: Uint8Array, run: typeof operation): Promise<void> => {
    const request = create(RetrieveInvoiceRequestSchema, { dataBase64: bytes, locale: 'en' });
    for (let i = 0; i < 300; i++) await run(request, context()); // JIT warm-up in the worker
    await measure(`  ${name}: retrieve + validation`, 500, () => run(request, context()));
  };
  for (const [name, bytes] of cases) {
    const first = await operation(
      create(RetrieveInvoiceRequestSchema, { dataBase64: bytes, locale: 'en' }),
      context(),
    );
    let judged: string[] = [];
    const seen = await retrieveDocument(bytes, {
      locale: 'en',
      validate: async (_xml, detected) => (
        (judged = ruleSetsForDocument(detected)), { valid: true, findings: [] }
      ),
    });
    console.log(
      `${name}: valid ${first.valid}, ${first.errors?.length ?? 0} errors, ${seen.format.detectedFormat}/${seen.format.profile}, rule sets ${judged.join(' + ')}`,
    );
    await judge(name, bytes, operation);
  }
  // The same two documents with the worker in reference mode: every stylesheet whole, one thread
  // a document, document() files parsed by each run (how the worker ran before its fast path).
  const plain = createValidator({
    engine: 'jvm',
    deadlineMs: config.validationDeadlineMs,
    jvmArgs: [...DEFAULT_JVM_ARGS, '-Deinvoice.validator.reference=true'],
  });
  await plain.warmUp();
  const plainOperation = retrieveOperation({
    validator: checkedValidator(plain),
    newTransactionId: () => `tx_bench${n++}`,
  });
  console.log('reference mode (stylesheets whole, one thread a document):');
  await judge('10-line ZUGFeRD EN16931 PDF (generated)', zugferd.pdf!, plainOperation);
  await judge('10-line CII XML (generated)', cii.xml, plainOperation);
  await plain.close();

  // Where the time of the ZUGFeRD PDF goes: the worker's share per rule set, and the IPC alone.
  const xmlOnly = zugferd.xml;
  for (const ids of [['facturx-en16931', 'en16931-cii'], ['facturx-en16931'], ['en16931-cii']]) {
    await measure(`  validation only: ${ids.join(' + ')}`, 300, () =>
      validator.validate(xmlOnly, ids),
    );
  }
  const engine = new JvmEngine({ rulesDir: DEFAULT_RULES_DIR });
  const xsdOnly = resolveRuleSets(['en16931-cii'], DEFAULT_RULES_DIR).map((set) => ({
    ...set,
    xslt: [],
  }));
  for (let i = 0; i < 1000; i++) await engine.run(xmlOnly, xsdOnly, 10_000); // a fresh worker: JIT warm-up
  await measure('  worker round trip: CII XSD only (parse, XSD, IPC)', 300, () =>
    engine.run(xmlOnly, xsdOnly, 10_000),
  );
  await engine.close();
  await validator.close();
}
