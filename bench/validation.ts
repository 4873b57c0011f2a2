/**
 * Benchmark of official validation (XSD + EN 16931 CII Schematron) on a 10-line CII invoice cut
 * from the CEN example 1, warm, for each engine: p50/p95 latency, documents per second, the
 * event loop's worst delay while validating, and resident memory (service + JVM worker) with
 * every rule set loaded. Targets: JVM p50 ≤ 8 ms and ≥ 150 docs/s; saxon-js p50 ≤ 120 ms off the
 * event loop; service + worker ≤ 600 MB RSS.
 * Run: npx tsx bench/validation.ts [jvm|saxonjs] (needs ../shared/corpus or EINVOICE_CORPUS).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createValidator, chooseEngine } from '../src/validation/index.js';
import { findJava } from '../src/validation/engine/jvm-engine.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = resolve(root, process.env.EINVOICE_CORPUS ?? '../shared/corpus');

/** The CEN CII example 1 reduced to its first 10 invoice lines (totals then differ: rules fire, as real work). */
function tenLineCii(): string {
  const xml = readFileSync(resolve(corpus, 'en16931/cii/examples/CII_example1.xml'), 'utf8');
  const items = [
    ...xml.matchAll(
      /<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?<\/ram:IncludedSupplyChainTradeLineItem>\s*/g,
    ),
  ];
  if (items.length <= 10) return xml;
  const last = items[items.length - 1]!;
  return xml.slice(0, items[10]!.index) + xml.slice(last.index! + last[0].length);
}

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Benchmarks one engine; returns its figures. */
export async function benchEngine(
  engine: 'jvm' | 'saxonjs',
  rounds: number,
): Promise<Record<string, number | string>> {
  const xml = tenLineCii();
  const ids = ['en16931-cii'];
  const validator = createValidator({
    engine,
    deadlineMs: 120_000,
    concurrency: engine === 'jvm' ? 2 : 1,
  });
  const t0 = performance.now();
  await validator.warmUp('all');
  const warmMs = performance.now() - t0;
  for (let i = 0; i < (engine === 'jvm' ? 300 : 20); i++) await validator.validate(xml, ids); // JIT warm-up
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await validator.validate(xml, ids);
    times.push(performance.now() - t);
  }
  loop.disable();
  times.sort((a, b) => a - b);
  const n = engine === 'jvm' ? 600 : 40;
  const t1 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next++ < n) await validator.validate(xml, ids);
    }),
  );
  const docsPerSecond = n / ((performance.now() - t1) / 1000);
  const worker = validator.workerPid() ?? 0;
  const service = rssMb(process.pid);
  const workerRss = worker ? rssMb(worker) : 0;
  await validator.close();
  return {
    engine,
    warmUpAllRuleSetsMs: Math.round(warmMs),
    p50Ms: Number(pct(times, 50).toFixed(1)),
    p95Ms: Number(pct(times, 95).toFixed(1)),
    docsPerSecond: Math.round(docsPerSecond),
    eventLoopMaxDelayMs: Number((loop.max / 1e6).toFixed(1)),
    serviceRssMb: Math.round(service),
    workerRssMb: Math.round(workerRss),
    totalRssMb: Math.round(service + workerRss),
  };
}

async function mainBench(): Promise<void> {
  if (!existsSync(resolve(corpus, 'MANIFEST.tsv'))) {
    console.error(`corpus not found at ${corpus}; set EINVOICE_CORPUS`);
    process.exit(1);
  }
  const wanted = process.argv[2] as 'jvm' | 'saxonjs' | undefined;
  const engines = wanted
    ? [wanted]
    : findJava() && chooseEngine() === 'jvm'
      ? (['jvm', 'saxonjs'] as const)
      : (['saxonjs'] as const);
  for (const engine of engines)
    console.log(JSON.stringify(await benchEngine(engine, engine === 'jvm' ? 300 : 30)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await mainBench();
