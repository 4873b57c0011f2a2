/**
 * Benchmark of generate for KSeF FA(3) against UBL, in process: the request checks and maths plus
 * the writer (10 and 60 lines), and the official check of the written document: FA(3)'s XSD with
 * libxml2 in process (how the service runs it under either engine), UBL's EN 16931 rules on the
 * JVM worker (wall time per document, one at a time; its CPU is the worker's, not in Node's).
 * Run: npx tsx bench/ksef.ts [iterations]
 */
import { fromJson } from '@bufbuild/protobuf';
import { GenerateInvoiceRequestSchema } from '../gen/einvoice/v1/invoice_service_pb.js';
import { checkGenerateRequest } from '../src/api/generate/generate-operation.js';
import { writeDocumentXml } from '../src/api/generate/write-xml.js';
import { runInProcessXsd } from '../src/validation/engine/in-process-xsd.js';
import { createValidator, resolveRuleSets } from '../src/validation/validator.js';
import { DEFAULT_RULES_DIR } from '../src/validation/rules-dir.js';
import { iterations, measure } from './_measure.js';

/** A Polish invoice of n lines at 23 %, 8 % and 5 %, as format ksef or ubl. */
function request(format: 'ksef' | 'ubl', lines: number) {
  const rates = [23, 8, 5];
  return fromJson(GenerateInvoiceRequestSchema, {
    format,
    invoice: {
      number: `FV/BENCH/${lines}`,
      date: '2026-03-02',
      due_date: '2026-03-16',
      currency: 'PLN',
      seller: {
        name: 'ABC AGD sp. z o.o.',
        vat_id: 'PL9999999999',
        street: 'ul. Kwiatowa 1',
        city: 'Warszawa',
        postal_code: '00-001',
        country: 'PL',
      },
      buyer: {
        name: 'F.H.U. Jan Kowalski',
        vat_id: 'PL1111111111',
        street: 'ul. Polna 1',
        city: 'Kraków',
        postal_code: '30-001',
        country: 'PL',
      },
      items: Array.from({ length: lines }, (_, i) => ({
        description: `Towar ${i + 1}`,
        quantity: (i % 7) + 1,
        unit: 'H87',
        unit_price: 12.5 + i,
        vat_rate: rates[i % 3],
      })),
    },
  });
}

const produce = (format: 'ksef' | 'ubl', lines: number) => {
  const req = request(format, lines);
  return () => {
    const checked = checkGenerateRequest(req);
    return writeDocumentXml(checked.invoice, checked.plan).standalone!.xml;
  };
};

for (const lines of [10, 60]) {
  measure(`check + write ubl ${lines} lines`, produce('ubl', lines));
  measure(`check + write ksef ${lines} lines`, produce('ksef', lines));
}

const ksefSets = resolveRuleSets(['ksef-fa3'], DEFAULT_RULES_DIR);
for (const lines of [10, 60]) {
  const xml = produce('ksef', lines)();
  measure(`ksef-fa3 XSD in process ${lines} lines`, () => runInProcessXsd(xml, ksefSets));
}

// The UBL rules run on the JVM worker: wall time per document, one after another.
const validator = createValidator({ engine: 'jvm', concurrency: 1 });
for (const lines of [10, 60]) {
  const xml = produce('ubl', lines)();
  await validator.validate(xml, ['en16931-ubl']);
  const n = Math.min(iterations, 200);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = process.hrtime.bigint();
    await validator.validate(xml, ['en16931-ubl']);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${`en16931-ubl on the JVM ${lines} lines`.padEnd(36)} wall p50 ${times[Math.floor(n / 2)]!.toFixed(3).padStart(7)} ms  (${n} documents)`,
  );
}
await (validator as unknown as { close?: () => Promise<void> }).close?.();
process.exit(0);
