/**
 * Preview benchmark: (1) the first render of page 1 at 150 dpi of a fresh transaction (warm
 * pool), (2) a cached PNG, (3) POST /v1/validate latency while 20 previews render at once, on a
 * server built with build() plus the preview operation, run as its own process (`--serve`) so
 * the load generator does not share its event loop. Targets: p50 ≤ 120 ms, ≤ 2 ms, p99 ≤ 20 ms.
 * Run: npx tsx bench/preview.ts   (or npm run bench -- preview)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { create } from '@bufbuild/protobuf';
import { createContextValues, type HandlerContext } from '@connectrpc/connect';
import { RenderPreviewRequestSchema } from '../gen/einvoice/v1/invoice_service_pb.js';
import { testConfig } from '../src/config.js';
import { createPreview } from '../src/preview/index.js';
import { build } from '../src/server/build.js';
import { validateResponse } from '../src/validation/checks/index.js';
import { previewPdf } from '../test/preview/fixtures.js';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 1)} ms`;
const context = () =>
  ({
    requestHeader: new Headers(),
    responseHeader: new Headers(),
    values: createContextValues(),
  }) as unknown as HandlerContext;
const noGenerate = async (): Promise<never> => {
  throw new Error('not used by the benchmark');
};
const config = testConfig({
  previewPdfTtlSeconds: 3600,
  previewCacheMaxEntries: 100_000,
  previewCacheMaxBytes: 2 ** 32,
});

async function serve(): Promise<void> {
  const preview = createPreview(config, { produceDocument: noGenerate });
  const server = build(config, {
    invoice: {
      validate: (req) => validateResponse(req),
      preview: (req, ctx) => preview.renderPreview(req, ctx),
    },
    onClose: () => preview.close(),
  });
  const pdf = await previewPdf();
  for (let i = 0; i < 20; i++) await preview.onGenerated(`tx_bench_${i}`, pdf);
  await preview.renderPreview(
    create(RenderPreviewRequestSchema, {
      input: { case: 'transactionId', value: 'tx_bench_0' },
      dpi: 72,
    }),
    context(),
  );
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  process.on('SIGUSR2', () => delay.reset()); // the parent's busy window starts
  console.log(`port ${await server.listen()}`);
  process.once('SIGTERM', () => {
    const q = (p: number) => (delay.percentile(p) / 1e6).toFixed(1);
    console.log(
      `eld server event-loop delay in the busy window: p50 ${q(50)} ms, p99 ${q(99)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
    );
    void server.close().then(() => process.exit(0));
  });
}

async function inProcess(): Promise<void> {
  const preview = createPreview(config, { produceDocument: noGenerate });
  const pdf = await previewPdf();
  preview.warmUp();
  for (let i = 0; i < 4; i++) {
    await preview.onGenerated(`tx_warm_${i}`, pdf);
    await preview.renderPreview(
      create(RenderPreviewRequestSchema, {
        input: { case: 'transactionId', value: `tx_warm_${i}` },
      }),
      context(),
    );
  }
  const first: number[] = [];
  for (let i = 0; i < 30; i++) {
    await preview.onGenerated(`tx_first_${i}`, pdf);
    const t0 = performance.now();
    await preview.renderPreview(
      create(RenderPreviewRequestSchema, {
        input: { case: 'transactionId', value: `tx_first_${i}` },
        page: 1,
        dpi: 150,
      }),
      context(),
    );
    first.push(performance.now() - t0);
  }
  console.log(
    `first render, page 1 at 150 dpi (A4, 1240 × 1754): p50 ${ms(percentile(first, 50))}, p90 ${ms(percentile(first, 90))} (target p50 ≤ 120 ms)`,
  );
  const cached: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const t0 = performance.now();
    await preview.renderPreview(
      create(RenderPreviewRequestSchema, {
        input: { case: 'transactionId', value: 'tx_first_0' },
        page: 1,
        dpi: 150,
      }),
      context(),
    );
    cached.push(performance.now() - t0);
  }
  console.log(
    `cached PNG: p50 ${ms(percentile(cached, 50))}, p99 ${ms(percentile(cached, 99))} (target ≤ 2 ms)`,
  );
  await preview.close();
}

async function validateLatencies(baseUrl: string, calls: number): Promise<number[]> {
  const body = readFileSync(
    new URL('../test/fixtures/public-example.json', import.meta.url),
    'utf8',
  );
  const out: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    const response = await fetch(`${baseUrl}/v1/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    out.push(performance.now() - t0);
  }
  return out;
}

async function underLoad(): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL(import.meta.url).pathname, '--serve'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    let eld = '';
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.startsWith('port ')) resolve(Number(line.slice(5)));
        if (line.startsWith('eld ')) eld = line.slice(4);
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await validateLatencies(baseUrl, 100);
    const idle = await validateLatencies(baseUrl, 300);
    const cachedHttp: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t0 = performance.now();
      await (await fetch(`${baseUrl}/v1/preview/tx_bench_0.png?dpi=72`)).arrayBuffer();
      cachedHttp.push(performance.now() - t0);
    }
    console.log(
      `cached PNG over HTTP (GET, 72 dpi): p50 ${ms(percentile(cachedHttp, 50))}, p99 ${ms(percentile(cachedHttp, 99))}`,
    );
    let running = true;
    let rendered = 0;
    // 20 previews always in flight, each a new (transaction, dpi) pair: no cache hits.
    const load = Array.from({ length: 20 }, async (_, i) => {
      for (let dpi = 100; running && dpi <= 300; dpi++) {
        const response = await fetch(`${baseUrl}/v1/preview/tx_bench_${i}.png?dpi=${dpi}`);
        if (response.headers.get('x-preview-source') !== 'render')
          throw new Error(`expected a render, got ${response.status}`);
        await response.arrayBuffer();
        rendered++;
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    child.kill('SIGUSR2');
    const busy = await validateLatencies(baseUrl, 300);
    running = false;
    await Promise.all(load);
    console.log(
      `/v1/validate idle: p50 ${ms(percentile(idle, 50))}, p99 ${ms(percentile(idle, 99))}`,
    );
    console.log(
      `/v1/validate while 20 previews render at once: p50 ${ms(percentile(busy, 50))}, p99 ${ms(percentile(busy, 99))} (target p99 ≤ 20 ms; ${rendered} previews rendered meanwhile)`,
    );
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    console.log(eld);
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
}

if (process.argv.includes('--serve')) {
  await serve();
} else {
  await inProcess();
  await underLoad();
}
