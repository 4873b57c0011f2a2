/**
 * Hostile connections against a real server (`npm run bench -- hostile`): the service's entry
 * point from the sources, in its own process on 127.0.0.1 and port 0, and two attacks one after
 * the other, each held for HOLD_MS and then closed:
 *
 * - 100 HTTP/1.1 connections, each pipelining 200 `GET /openapi.json` and reading nothing;
 * - 10 HTTP/2 connections opening streams as fast as the server lets them (at most 2,500 open
 *   per connection), each a gRPC call with a 4 KB body that is never ended.
 *
 * Printed: the server's RSS before, at the peak of each attack and 30 s after the last
 * connection closed, and the largest /healthz latency (a new connection every 100 ms, from a
 * process of its own) all along, with the server's own longest event-loop delay.
 * The bounds: peak at most +150 MB, back within 20 % of the start, /healthz under 100 ms. The
 * environment is passed to the server, so the connection bounds can be changed (or lifted, to see
 * what they prevent): e.g. `MAX_PIPELINED_REQUESTS=1000000 CONNECTION_BUFFER_BYTES=1099511627776
 * MAX_BUFFERED_BYTES=1099511627776 HTTP2_MAX_CONCURRENT_STREAMS=4294967295`. BENCH_HOSTILE=pipelining
 * or BENCH_HOSTILE=http2 runs one attack alone. Linux only (RSS from /proc).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { machineLoad, sampleCpu } from './_process-cpu.js';

const HOST = '127.0.0.1';
const HOLD_MS = 15_000;
const SETTLE_MS = 30_000;
const PIPELINING_CONNECTIONS = 100;
const PIPELINED = 200;
const HTTP2_CONNECTIONS = 10;
const STREAMS_PER_CONNECTION = 2500;
const STREAM_BODY = Buffer.alloc(4096, 1);
const HEALTHZ_EVERY_MS = 100;
const HEALTHZ_TIMEOUT_MS = 5000;

const METRICS_TOKEN = 'bench-hostile-metrics-token';

/**
 * The server's longest event-loop delay since the previous call (its /metrics window): the part of
 * the /healthz latency the server itself caused, apart from the machine's other processes.
 */
async function serverLoopLagMs(port: number): Promise<number> {
  const res = await fetch(`http://${HOST}:${port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await res.text();
  return Number(/^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text)?.[1] ?? Number.NaN) * 1000;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)![1]) / 1024;
}

/** The service from the sources on a free port; resolves with its process and port. */
async function startServer() {
  const env = {
    ...process.env,
    PORT: '0',
    HOST,
    SQLITE_PATH: join(mkdtempSync(join(tmpdir(), 'einvoice-bench-')), 'bench.db'),
    VALIDATION_WARMUP: 'false',
    ACCESS_LOG: 'false',
    METRICS_TOKEN,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = / listening on [\d.]+:(\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`the service exited with code ${code} before listening`)),
    );
  });
  child.stdout!.resume();
  return { child, port };
}

/** GET a path on a new connection; resolves with the time it took (HEALTHZ_TIMEOUT_MS when it did not answer). */
function timedGet(port: number, path: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: HOST, port, path, agent: false, timeout: HEALTHZ_TIMEOUT_MS },
      (res) => {
        res.resume();
        res.once('end', () => resolve(performance.now() - started));
      },
    );
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(HEALTHZ_TIMEOUT_MS));
  });
}

/** A gRPC call declaring a message over the body limit (RESOURCE_EXHAUSTED at once). */
async function oversizedGrpcCall(port: number): Promise<void> {
  const session = http2.connect(`http://${HOST}:${port}`);
  session.on('error', () => undefined);
  const stream = session.request({
    ':method': 'POST',
    ':path': '/einvoice.v1.InvoiceService/ValidateInvoice',
    'content-type': 'application/grpc',
    te: 'trailers',
  });
  stream.on('error', () => undefined);
  const prefix = Buffer.alloc(5);
  prefix.writeUInt32BE(0xffffffff, 1);
  stream.end(prefix);
  stream.resume();
  await Promise.race([new Promise((resolve) => stream.once('close', resolve)), sleep(5000)]);
  session.destroy();
}

/**
 * The /healthz probe, in a process of its own, as a health checker is: the attacks keep this
 * process busy (writing 20,000 requests, then reading 300 MB of answers), which would be counted
 * as the server's latency if the probe shared it.
 */
const PROBE = `
const http = require('node:http');
const { host, port, every, timeout } = JSON.parse(process.argv[1]);
let stopped = false;
process.on('message', () => { stopped = true; });
function probe() {
  const started = performance.now();
  const done = (ms) => {
    process.send(ms);
    if (stopped) return process.send('stopped');
    setTimeout(probe, every);
  };
  const req = http.get({ host, port, path: '/healthz', agent: false, timeout }, (res) => {
    res.resume();
    res.once('end', () => done(performance.now() - started));
  });
  req.once('timeout', () => req.destroy());
  req.once('error', () => done(timeout));
}
// One request first, not counted: the probe's own start (loading http, its first socket) is not
// the server's latency.
http.get({ host, port, path: '/healthz', agent: false }, (res) => {
  res.resume();
  res.once('end', () => { process.send('ready'); probe(); });
});
`;

/** Samples the server's RSS and /healthz while `phase` runs; returns the peak RSS and the worst latency. */
class Watch {
  peakMb = 0;
  worstMs = 0;
  probes = 0;
  private stopped = false;
  private readonly loops: Promise<void>[];
  private readonly prober: ChildProcess;
  private readonly startedAt = performance.now();
  private markReady: () => void = () => undefined;
  /** Resolves once the probe's thread made its first (uncounted) request. */
  readonly ready = new Promise<void>((resolve) => {
    this.markReady = resolve;
  });
  constructor(pid: number, port: number) {
    const options = { host: HOST, port, every: HEALTHZ_EVERY_MS, timeout: HEALTHZ_TIMEOUT_MS };
    this.prober = spawn(process.execPath, ['-e', PROBE, JSON.stringify(options)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.loops = [
      (async () => {
        while (!this.stopped) {
          this.peakMb = Math.max(this.peakMb, rssMb(pid));
          await sleep(100);
        }
      })(),
      new Promise<void>((resolve) => {
        this.prober.on('message', (ms: number | 'stopped' | 'ready') => {
          if (ms === 'ready') return this.markReady();
          if (ms === 'stopped') return resolve();
          if (process.env.BENCH_PROBE_TRACE && ms > 40)
            console.log(
              `  probe at +${(performance.now() - this.startedAt).toFixed(0)} ms: ${ms.toFixed(1)} ms`,
            );
          this.worstMs = Math.max(this.worstMs, ms);
          this.probes++;
        });
      }),
    ];
  }
  async stop(): Promise<this> {
    this.stopped = true;
    this.prober.send('stop');
    await Promise.all(this.loops);
    this.prober.kill();
    return this;
  }
}

/** 100 connections pipelining 200 GET /openapi.json each, reading nothing, for HOLD_MS. */
async function pipelining(port: number): Promise<string> {
  const sockets = await Promise.all(
    Array.from(
      { length: PIPELINING_CONNECTIONS },
      () =>
        new Promise<net.Socket>((resolve) => {
          const socket = net.connect(port, HOST, () => resolve(socket));
          socket.on('error', () => resolve(socket));
        }),
    ),
  );
  const request = 'GET /openapi.json HTTP/1.1\r\nHost: x\r\n\r\n';
  for (const socket of sockets) {
    socket.pause(); // never reads
    for (let i = 0; i < PIPELINED; i++) socket.write(request);
  }
  await sleep(HOLD_MS);
  // Resumed for a moment before closing: a connection the server had closed ends at once.
  let closedByServer = 0;
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.destroyed) return resolve();
          socket.on('data', () => undefined);
          socket.once('close', () => {
            closedByServer++;
            resolve();
          });
          socket.resume();
          setTimeout(resolve, 200);
        }),
    ),
  );
  for (const socket of sockets) socket.destroy();
  return `${PIPELINING_CONNECTIONS} × ${PIPELINED} pipelined; ${closedByServer} connections closed by the server`;
}

/** 10 HTTP/2 connections opening gRPC calls with 4 KB bodies never ended, as fast as allowed, for HOLD_MS. */
async function http2Streams(port: number): Promise<string> {
  const stopAt = performance.now() + HOLD_MS;
  let opened = 0;
  let refused = 0;
  let peakOpen = 0;
  let advertised: number | undefined;
  const sessions: http2.ClientHttp2Session[] = [];
  const run = async () => {
    const session = http2.connect(`http://${HOST}:${port}`);
    sessions.push(session);
    session.on('error', () => undefined);
    const settings = await Promise.race([
      new Promise<http2.Settings>((resolve) => session.once('remoteSettings', resolve)),
      sleep(5000).then(() => undefined),
    ]);
    advertised = settings?.maxConcurrentStreams;
    let open = 0;
    let total = 0;
    while (performance.now() < stopAt && !session.destroyed && total < STREAMS_PER_CONNECTION * 4) {
      // As many as the server lets be open (Node's client keeps the rest waiting on its side).
      const allowed = Math.min(
        STREAMS_PER_CONNECTION,
        session.remoteSettings.maxConcurrentStreams ?? STREAMS_PER_CONNECTION,
      );
      if (open >= allowed) {
        await sleep(20);
        continue;
      }
      const stream = session.request({
        ':method': 'POST',
        ':path': '/einvoice.v1.InvoiceService/ValidateInvoice',
        'content-type': 'application/grpc',
        te: 'trailers',
      });
      open++;
      total++;
      opened++;
      peakOpen = Math.max(peakOpen, open);
      stream.on('error', () => undefined);
      stream.once('close', () => {
        open--;
        if (stream.rstCode === http2.constants.NGHTTP2_REFUSED_STREAM) refused++;
      });
      const prefix = Buffer.alloc(5);
      prefix.writeUInt32BE(64 * 1024, 1);
      stream.write(prefix);
      stream.write(STREAM_BODY); // never ended
      if (total % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all(Array.from({ length: HTTP2_CONNECTIONS }, run));
  await sleep(Math.max(0, stopAt - performance.now()));
  for (const session of sessions) session.destroy();
  return `${HTTP2_CONNECTIONS} connections, advertised ${advertised} concurrent streams, ${opened} streams opened, at most ${peakOpen} open on one connection, ${refused} refused`;
}

async function main(): Promise<void> {
  const { child, port } = await startServer();
  try {
    // Warm: the OpenAPI document is built on first use, the gRPC path's modules load on the
    // first call (a message over the body limit: answered without the validation engine).
    for (let i = 0; i < 5; i++) {
      await timedGet(port, '/openapi.json');
      await timedGet(port, '/healthz');
      await oversizedGrpcCall(port);
    }
    await sleep(2000);
    const startMb = rssMb(child.pid!);
    console.log(`server RSS at start: ${startMb.toFixed(0)} MB`);
    const rows: string[][] = [];
    let worstMs = 0;
    let peakMb = 0;
    const attacks = [
      ['pipelining', 'HTTP/1.1 pipelining, not reading', pipelining],
      ['http2', 'HTTP/2 streams, bodies never ended', http2Streams],
    ] as const;
    for (const [key, name, attack] of attacks) {
      if (process.env.BENCH_HOSTILE && process.env.BENCH_HOSTILE !== key) continue;
      const watch = new Watch(child.pid!, port);
      await watch.ready;
      const cpuBefore = sampleCpu(child.pid!);
      await serverLoopLagMs(port);
      const what = await attack(port);
      await sleep(1000);
      await watch.stop();
      const lagMs = await serverLoopLagMs(port);
      const cpuAfter = sampleCpu(child.pid!);
      // The event loop's CPU over the attack, /healthz included: what the wall clock is not, on a shared machine.
      const cpu =
        cpuBefore && cpuAfter
          ? `server event loop CPU ${cpuAfter.nodeMain - cpuBefore.nodeMain} ms`
          : 'server CPU unknown';
      worstMs = Math.max(worstMs, watch.worstMs);
      peakMb = Math.max(peakMb, watch.peakMb);
      rows.push([
        name,
        `peak ${watch.peakMb.toFixed(0)} MB (+${(watch.peakMb - startMb).toFixed(0)})`,
        `/healthz max ${watch.worstMs.toFixed(1)} ms over ${watch.probes}`,
        `server event-loop delay max ${lagMs.toFixed(1)} ms`,
        cpu,
        what,
        `load ${machineLoad()}`,
      ]);
      console.log(rows.at(-1)!.join('; '));
      await sleep(2000);
    }
    const settle = new Watch(child.pid!, port);
    await settle.ready;
    await sleep(SETTLE_MS);
    await settle.stop();
    worstMs = Math.max(worstMs, settle.worstMs);
    const endMb = rssMb(child.pid!);
    console.log(
      `server RSS ${SETTLE_MS / 1000} s after the last connection closed: ${endMb.toFixed(0)} MB (${(((endMb - startMb) / startMb) * 100).toFixed(0)} % from the start)`,
    );
    const ok = peakMb - startMb <= 150 && endMb <= startMb * 1.2 && worstMs < 100;
    console.log(
      `summary: start ${startMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB (+${(peakMb - startMb).toFixed(0)}, bound +150), after ${endMb.toFixed(0)} MB (bound ${(startMb * 1.2).toFixed(0)}), /healthz max ${worstMs.toFixed(1)} ms (bound 100): ${ok ? 'within the bounds' : 'OVER A BOUND'}`,
    );
  } finally {
    child.kill('SIGKILL');
  }
}

await main();
process.exit(0);
