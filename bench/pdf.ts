/**
 * Benchmark of the PDF renderer, in-process: a 10-line invoice, template minimal, PDF/A-3 with
 * the XML attached (target: XML + PDF ≤ 8 ms p50, so the PDF must take a few ms), and a 60-line
 * compact invoice (target ≤ 60 ms), and a 10-line invoice that uses every term the visual invoice
 * prints (allowances, item details, references …). Fonts are warmed up first, as the server does at start-up.
 * Run: npx tsx bench/pdf.ts [iterations]
 */
import { facturXXmp, renderInvoicePdf, warmUpFonts, type RenderOptions } from '../src/pdf/index.js';
import type { CalculatedInvoice } from '../src/domain/model.js';
import { CLOCK, invoice, SAMPLE_XML } from '../test/pdf/fixtures.js';
import { fullInvoice } from '../test/pdf/full-invoice.js';

const iterations = Number(process.argv[2] ?? 300);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

async function measure(
  label: string,
  lines: number,
  opts: RenderOptions,
  inv: CalculatedInvoice = invoice(lines),
): Promise<void> {
  for (let i = 0; i < 20; i++) await renderInvoicePdf(inv, opts);
  const times: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    const c0 = process.cpuUsage();
    const pdf = await renderInvoicePdf(inv, opts);
    const c1 = process.cpuUsage(c0);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    cpu.push((c1.user + c1.system) / 1000);
    bytes = pdf.length;
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(2).padStart(6);
  // CPU time is reported beside wall time: on a shared machine the wall clock includes waiting.
  console.log(
    `${label.padEnd(40)} wall p50 ${f(percentile(times, 50))} ms p95 ${f(percentile(times, 95))} ms | cpu p50 ${f(percentile(cpu, 50))} ms | ${(bytes / 1024).toFixed(0)} KiB`,
  );
}

const attachment: RenderOptions['attachment'] = {
  xml: SAMPLE_XML,
  filename: 'factur-x.xml',
  relationship: 'Alternative',
  xmp: facturXXmp('EN 16931'),
};
const t0 = performance.now();
warmUpFonts();
console.log(
  `font warm-up (once per process)              ${(performance.now() - t0).toFixed(1)} ms`,
);
await measure('10 lines, minimal, PDF/A-3 + XML', 10, {
  template: 'minimal',
  locale: 'de',
  watermark: false,
  creationDate: CLOCK,
  attachment,
});
await measure('10 lines, minimal, sandbox watermark', 10, {
  template: 'minimal',
  locale: 'en',
  watermark: true,
  creationDate: CLOCK,
  attachment,
});
await measure('10 lines, classic, PDF/A-3 + XML', 10, {
  template: 'classic',
  locale: 'fr',
  watermark: false,
  creationDate: CLOCK,
  attachment,
});
await measure('60 lines, compact, PDF/A-3 + XML', 60, {
  template: 'compact',
  locale: 'de',
  watermark: false,
  creationDate: CLOCK,
  attachment,
});
await measure(
  '10 lines, every term, classic',
  10,
  { template: 'classic', locale: 'de', watermark: false, creationDate: CLOCK, attachment },
  fullInvoice(10),
);
const mem = process.memoryUsage();
console.log(
  `rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`,
);
