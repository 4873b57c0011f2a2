/**
 * Benchmark of the UBL and FatturaPA writers alone (no calculation, no validation): a 10-line
 * invoice in every UBL flavour and FatturaPA (target ≤ 0.5 ms p50 each), plus 60 lines for scale.
 * Run: npx tsx bench/xml-writers.ts [iterations]
 */
import { calculate } from '../src/domain/calculate.js';
import type { CalculatedInvoice } from '../src/domain/model.js';
import { progressivoFromNumber, writeFatturaPa } from '../src/syntax/fatturapa/writer/write-fatturapa.js';
import { writeUbl } from '../src/syntax/ubl/writer/write-ubl.js';
import { invoice, mixedLines } from '../test/domain/fixtures/invoices.js';

const iterations = Number(process.argv[2] ?? 2000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
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
  const f = (v: number): string => v.toFixed(3).padStart(7);
  // CPU time beside wall time: on a shared machine the wall clock includes waiting.
  const cpuMean = (c1.user + c1.system) / 1000 / iterations;
  console.log(`${label.padEnd(36)} wall p50 ${f(percentile(times, 50))} ms  p95 ${f(percentile(times, 95))} ms | cpu mean ${f(cpuMean)} ms`);
}

const ten: CalculatedInvoice = calculate(invoice(mixedLines(10)));
const sixty: CalculatedInvoice = calculate(invoice(mixedLines(60)));
const progressivo = progressivoFromNumber(ten.number);

measure('writeUbl 10 lines ubl', () => writeUbl(ten, { flavour: 'ubl' }));
measure('writeUbl 10 lines xrechnung', () => writeUbl(ten, { flavour: 'xrechnung' }));
measure('writeUbl 10 lines peppol', () => writeUbl(ten, { flavour: 'peppol' }));
measure('writeUbl 10 lines pint_ae', () => writeUbl(ten, { flavour: 'pint', pintJurisdiction: 'ae' }));
measure('writeUbl 10 lines credit note', () => writeUbl(ten, { flavour: 'ubl', documentType: 'credit-note' }));
measure('writeFatturaPa 10 lines', () => writeFatturaPa(ten, { progressivo }));
measure('writeUbl 60 lines peppol', () => writeUbl(sixty, { flavour: 'peppol' }));
measure('writeFatturaPa 60 lines', () => writeFatturaPa(sixty, { progressivo }));
