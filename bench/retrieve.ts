/**
 * Benchmark of retrieve's parse path (no validation: that is the validation engine's share):
 * a 10-line ZUGFeRD PDF built from a CEN CII example, a FeRD sample PDF, and the 10-line XML.
 * Prints p50/p95 in milliseconds. Targets including validation: PDF ≤ 15 ms, XML ≤ 10 ms.
 * Run: npx tsx bench/retrieve.ts (needs ../shared/corpus or EINVOICE_CORPUS).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { retrieveDocument } from '../src/retrieve/retrieve.js';
import { extractInvoiceXml } from '../src/retrieve/pdf-attachments.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = resolve(root, process.env.EINVOICE_CORPUS ?? '../shared/corpus');
if (!existsSync(resolve(corpus, 'MANIFEST.tsv'))) {
  console.error(`corpus not found at ${corpus}; set EINVOICE_CORPUS`);
  process.exit(1);
}

/** The CEN example 1 (20 lines) cut to its first 10 lines. */
function tenLineCii(): Buffer {
  const xml = readFileSync(resolve(corpus, 'en16931/cii/examples/CII_example1.xml'), 'utf8');
  const items = [...xml.matchAll(/<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?<\/ram:IncludedSupplyChainTradeLineItem>\s*/g)];
  const cut = xml.slice(0, items[10].index) + xml.slice(items[items.length - 1].index! + items[items.length - 1][0].length);
  return Buffer.from(cut);
}

async function zugferdPdf(xml: Buffer): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 12; i++) page.drawText(`Invoice line ${i + 1}`, { x: 50, y: 750 - i * 20, size: 11, font });
  const ctx = doc.context;
  const stream = ctx.register(ctx.flateStream(xml, { Type: 'EmbeddedFile', Subtype: 'text/xml' }));
  const spec = ctx.register(ctx.obj({ Type: 'Filespec', F: PDFString.of('factur-x.xml'), UF: PDFHexString.fromText('factur-x.xml'), EF: { F: stream, UF: stream }, AFRelationship: 'Alternative' }));
  doc.catalog.set(PDFName.of('Names'), ctx.obj({ EmbeddedFiles: ctx.obj({ Names: [PDFString.of('factur-x.xml'), spec] }) }));
  doc.catalog.set(PDFName.of('AF'), ctx.obj([spec]));
  return doc.save({ useObjectStreams: true });
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
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`${name.padEnd(48)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  (${runs} runs)`);
}

const xml = tenLineCii();
const pdf = await zugferdPdf(xml);
const sample = readFileSync(resolve(corpus, 'zugferd/pdf/ferd-newer-official/EN16931_Einfach.pdf'));
const check = await retrieveDocument(pdf, { locale: 'en' });
if (!check.ok || check.invoice?.items.length !== 10) throw new Error('the benchmark PDF does not read back with 10 lines');

await measure('10-line ZUGFeRD PDF: extract XML only', 300, () => extractInvoiceXml(pdf));
await measure('10-line ZUGFeRD PDF: retrieve (parse-only)', 300, () => retrieveDocument(pdf, { locale: 'en' }));
await measure('FeRD EN16931_Einfach.pdf: retrieve (parse-only)', 300, () => retrieveDocument(sample, { locale: 'en' }));
await measure('10-line CII XML: retrieve (parse-only)', 500, () => retrieveDocument(xml, { locale: 'en' }));
