/**
 * Benchmark of the CII writer alone (no calculation, no validation): a 10-line en16931 invoice
 * (target ≤ 0.5 ms p50), plus calculate() and a 60-line invoice for scale.
 * Run: npx tsx bench/cii-writer.ts [iterations]
 */
import { calculate } from '../src/domain/calculate.js';
import type { CalculatedInvoice } from '../src/domain/model.js';
import type { CiiWriterProfile } from '../src/formats/cii-profiles.js';
import { writeCii } from '../src/syntax/cii/writer/write-cii.js';
import { invoice, mixedLines } from '../test/domain/fixtures/invoices.js';

const iterations = Number(process.argv[2] ?? 2000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

function measure(label: string, fn: () => unknown): void {
  for (let i = 0; i < 200; i++) fn();
  const times: number[] = [];
  const c0 = process.cpuUsage();
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const c1 = process.cpuUsage(c0);
  times.sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(3).padStart(7);
  // Mean CPU time beside wall time: on a shared machine the wall clock includes waiting.
  const cpuMean = (c1.user + c1.system) / 1000 / iterations;
  console.log(`${label.padEnd(36)} wall p50 ${f(percentile(times, 50))} ms  p95 ${f(percentile(times, 95))} ms | cpu mean ${f(cpuMean)} ms`);
}

const ten: CalculatedInvoice = calculate(invoice(mixedLines(10)));
const sixty: CalculatedInvoice = calculate(invoice(mixedLines(60)));
for (const profile of ['en16931', 'minimum', 'extended'] as CiiWriterProfile[]) {
  measure(`writeCii 10 lines ${profile}`, () => writeCii(ten, { profile, flavour: 'facturx' }));
}
measure('writeCii 10 lines xrechnung', () => writeCii(ten, { profile: 'en16931', flavour: 'xrechnung' }));
measure('writeCii 60 lines en16931', () => writeCii(sixty, { profile: 'en16931', flavour: 'facturx' }));
measure('calculate 10 lines', () => calculate(invoice(mixedLines(10))));
