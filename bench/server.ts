/**
 * Benchmarks the running service: start-up time to /healthz, POST /v1/validate over HTTP/1.1
 * keep-alive (autocannon) and unary ValidateInvoice over gRPC, from the Node client and, when Go
 * is installed, from the Go load generator (clients/go/cmd/loadgen): the Node gRPC client costs
 * more CPU than the server on a small machine, so only the Go figures compare the server's gRPC
 * path with autocannon's REST figures. The server runs as its own
 * process from the compiled build (`npm run build`), so the load generator does not share its
 * event loop (one core serves; the other drives the load).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { fromJson } from '@bufbuild/protobuf';
import { createClient } from '@connectrpc/connect';
import { createGrpcTransport } from '@connectrpc/connect-node';
import {
  InvoiceService,
  ValidateInvoiceRequestSchema,
} from '../gen/einvoice/v1/invoice_service_pb.js';
import { cpuPerRequest } from './_process-cpu.js';
import { METRICS_TOKEN, workersSettled } from './_bench-server.js';

const PORT = Number(process.env.BENCH_PORT ?? 18090);
const baseUrl = `http://127.0.0.1:${PORT}`;
const body = readFileSync(new URL('../test/fixtures/public-example.json', import.meta.url), 'utf8');

async function startServer(): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  // The load comes from one address without a key: lift the keyless limit (60 a minute by default).
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    ANONYMOUS_REQUESTS_PER_MINUTE: '1000000',
    METRICS_TOKEN,
  };
  const child = spawn(process.execPath, ['dist/src/main.js'], { env, stdio: 'ignore' });
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  const readyMs = performance.now() - started;
  // Measure only once the rule sets are loaded (/readyz): the JVM's warm-up runs beside the first
  // runs otherwise and takes the CPU they are measuring; so does the warm standby's rehearsal.
  while (
    !(await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    )) ||
    !(await workersSettled(baseUrl))
  )
    await new Promise((resolve) => setTimeout(resolve, 100));
  return { child, readyMs };
}

function cannon(connections: number, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${baseUrl}/v1/validate`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration: seconds,
    pipelining: 1,
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function grpcUnary(
  calls: number,
  concurrency: number,
): Promise<{ p50: number; p99: number; rps: number }> {
  const client = createClient(InvoiceService, createGrpcTransport({ baseUrl }));
  const request = fromJson(ValidateInvoiceRequestSchema, JSON.parse(body));
  for (let i = 0; i < 200; i++) await client.validateInvoice(request);
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < calls) {
        const t0 = performance.now();
        await client.validateInvoice(request);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: calls / seconds };
}

/** The Go load generator, built once outside the timing; undefined without a Go toolchain. */
function buildGoLoadgen(): string | undefined {
  const out = join(mkdtempSync(join(tmpdir(), 'einvoice-loadgen-')), 'loadgen');
  try {
    execFileSync('go', ['build', '-o', out, './cmd/loadgen'], {
      cwd: fileURLToPath(new URL('../clients/go/', import.meta.url)),
      stdio: 'ignore',
    });
    return out;
  } catch {
    return undefined;
  }
}

function goUnary(
  loadgen: string,
  calls: number,
  concurrency: number,
): { rps: number; p50_ms: number; p99_ms: number } {
  const bodyPath = fileURLToPath(new URL('../test/fixtures/public-example.json', import.meta.url));
  const args = [
    '-addr',
    `127.0.0.1:${PORT}`,
    '-body',
    bodyPath,
    '-calls',
    String(calls),
    '-concurrency',
    String(concurrency),
  ];
  return JSON.parse(execFileSync(loadgen, args, { encoding: 'utf8' }));
}

const loadgen = buildGoLoadgen();
const { child, readyMs } = await startServer();
try {
  await cannon(4, 2); // warm-up
  // CPU per request of the server process (Node) and its children (the JVM worker), from /proc.
  const total = (r: autocannon.Result) => r.requests.total;
  const { result: latency } = await cpuPerRequest(child.pid, () => cannon(1, 5), total);
  const { result: throughput, cpu: restCpu } = await cpuPerRequest(
    child.pid,
    () => cannon(10, 5),
    total,
  );
  const grpcLatency = await grpcUnary(3000, 1);
  const { result: grpcThroughput, cpu: grpcCpu } = await cpuPerRequest(
    child.pid,
    () => grpcUnary(20000, 10),
    () => 20000,
  );
  const go = loadgen
    ? await (async () => {
        const one = goUnary(loadgen, 5000, 1);
        const ten = await cpuPerRequest(
          child.pid,
          async () => goUnary(loadgen, 30000, 10),
          () => 30000,
        );
        return { one_stream: one, ten_concurrent: ten.result, server_cpu_10_concurrent: ten.cpu };
      })()
    : 'go not installed';
  console.log(
    JSON.stringify(
      {
        bench: 'server',
        ready_ms: Math.round(readyMs),
        rest_validate: {
          p50_ms: latency.latency.p50,
          p99_ms: latency.latency.p99,
          rps_1_connection: Math.round(latency.requests.average),
          rps_10_connections: Math.round(throughput.requests.average),
          p99_ms_10_connections: throughput.latency.p99,
          server_cpu_10_connections: restCpu,
          errors: latency.errors + throughput.errors + latency.non2xx + throughput.non2xx,
        },
        grpc_validate: {
          p50_ms: +grpcLatency.p50.toFixed(3),
          p99_ms: +grpcLatency.p99.toFixed(3),
          rps_1_stream: Math.round(grpcLatency.rps),
          rps_10_concurrent: Math.round(grpcThroughput.rps),
          server_cpu_10_concurrent: grpcCpu,
        },
        grpc_validate_go_client: go,
      },
      null,
      2,
    ),
  );
} finally {
  child.kill('SIGTERM');
}
