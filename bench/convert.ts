/**
 * Benchmark of ConvertInvoice: a 10-line Factur-X EN16931 PDF (made by our generate path) into
 * UBL, in-process, judged by the official rules through the validator the app builds (JVM engine,
 * warmed up), against what a client does today: RetrieveInvoice, then GenerateInvoice with the
 * invoice it returned, measured the same way (the two calls in turn, no HTTP). Runs alternate so
 * both see the same machine. Prints wall p50/p95 and mean CPU per conversion and the ratio
 * (target: convert ≤ 1.5 × retrieve + generate).
 * Run: npx tsx bench/convert.ts [runs] (default 300).
 */
import { create, fromJson, toJson } from '@bufbuild/protobuf';
import { createHandlerContext } from '@connectrpc/connect';
import { InvoiceSchema } from '../gen/einvoice/v1/invoice_pb.js';
import {
  ConvertInvoiceRequestSchema,
  GenerateInvoiceRequestSchema,
  InvoiceService,
  RetrieveInvoiceRequestSchema,
  RetrieveInvoiceResponseSchema,
} from '../gen/einvoice/v1/invoice_service_pb.js';
import { checkedValidator } from '../src/api/checked-validator.js';
import { convertDocument } from '../src/api/convert/convert-operation.js';
import {
  produceDocument,
  type GenerateDependencies,
} from '../src/api/generate/generate-operation.js';
import { retrieveOperation } from '../src/api/retrieve/retrieve-operation.js';
import { testConfig } from '../src/config.js';
import { createValidator } from '../src/validation/validator.js';
import { benchInvoice } from './generate.js';

const runs = Number(process.argv[2] ?? 300);
const config = testConfig();
const validator = createValidator({ engine: 'jvm', deadlineMs: config.validationDeadlineMs });
await validator.warmUp();
const checked = checkedValidator(validator);
let n = 0;
const generate: GenerateDependencies = {
  validator: checked,
  clock: () => new Date('2026-01-15T10:00:00Z'),
  newTransactionId: () => `tx_bench${n++}`,
  watermark: () => false,
};
const retrieve = retrieveOperation({
  validator: checked,
  newTransactionId: () => `tx_bench${n++}`,
});
const context = (method: 'convertInvoice' | 'retrieveInvoice' | 'generateInvoice') =>
  createHandlerContext({
    service: InvoiceService,
    method: InvoiceService.method[method],
    protocolName: 'rest',
    requestMethod: 'POST',
    url: 'http://localhost/v1/x',
    requestHeader: new Headers(),
  });

// The source: a 10-line Factur-X EN16931 PDF/A-3 of our own generate path (valid).
const source = await produceDocument(
  fromJson(GenerateInvoiceRequestSchema, { ...benchInvoice(10), format: 'facturx' }),
  context('generateInvoice'),
  generate,
);
const pdf = source.pdf!;

const convertOnce = async () => {
  const answer = await convertDocument(
    create(ConvertInvoiceRequestSchema, { dataBase64: pdf, format: 'ubl' }),
    context('convertInvoice'),
    { retrieve: { validator: checked }, generate },
  );
  if (!answer.converted || answer.lostTerms?.length)
    throw new Error('the bench conversion lost terms or failed');
};
const retrieveThenGenerate = async () => {
  const read = create(
    RetrieveInvoiceResponseSchema,
    await retrieve(
      create(RetrieveInvoiceRequestSchema, { dataBase64: pdf }),
      context('retrieveInvoice'),
    ),
  );
  if (!read.valid || !read.invoice) throw new Error('the bench source did not read back');
  // What the client sends next: the invoice JSON it got, with the target format.
  const invoice = fromJson(InvoiceSchema, toJson(InvoiceSchema, read.invoice));
  await produceDocument(
    create(GenerateInvoiceRequestSchema, { format: 'ubl', invoice }),
    context('generateInvoice'),
    generate,
  );
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const figures = {
  convert: { wall: [] as number[], cpu: 0 },
  'retrieve + generate': { wall: [] as number[], cpu: 0 },
};
for (let i = 0; i < 50; i++) {
  await convertOnce();
  await retrieveThenGenerate();
}
for (let i = 0; i < runs; i++) {
  for (const [name, fn] of [
    ['convert', convertOnce],
    ['retrieve + generate', retrieveThenGenerate],
  ] as const) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    await fn();
    figures[name].wall.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const c = process.cpuUsage(c0);
    figures[name].cpu += (c.user + c.system) / 1000;
  }
}
const line = (name: keyof typeof figures) => {
  const f = figures[name];
  const sorted = [...f.wall].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), cpu: f.cpu / runs };
};
const a = line('convert');
const b = line('retrieve + generate');
const fmt = (v: number) => v.toFixed(2).padStart(7);
console.log(
  `10-line Factur-X PDF → UBL, in-process, official rules (JVM), ${runs} runs each, alternating`,
);
console.log(
  `convert              wall p50 ${fmt(a.p50)} ms  p95 ${fmt(a.p95)} ms | node cpu mean ${fmt(a.cpu)} ms`,
);
console.log(
  `retrieve + generate  wall p50 ${fmt(b.p50)} ms  p95 ${fmt(b.p95)} ms | node cpu mean ${fmt(b.cpu)} ms`,
);
console.log(
  `ratio convert / (retrieve + generate): wall p50 ${(a.p50 / b.p50).toFixed(2)}×, cpu ${(a.cpu / b.cpu).toFixed(2)}× (target ≤ 1.5×)`,
);
await validator.close();
