/**
 * The server's connection lifecycle under attack and at shutdown: SIGTERM sent to the real entry
 * point while 30 generate requests wait unread in its accept queue (the process frozen meanwhile,
 * as a busy process would leave them) — requests accepted by the kernel vs answered 200; 1,000
 * idle sockets opened with the default bounds — how many are still open after the header bound;
 * 150 connections against MAX_CONNECTIONS=100 — how many are closed at once.
 * Run: `npm run bench -- faults-lifecycle`.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { testConfig } from '../src/config.js';
import { build } from '../src/server/build.js';
import { publicExample } from '../test/helpers/example.js';
import { DEMO_KEY } from '../test/helpers/server.js';

const root = fileURLToPath(new URL('../', import.meta.url));
console.log(
  `${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);

function generate(port: number, body: string, sent: () => void = () => undefined): Promise<string> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        path: '/v1/generate',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-api-key': DEMO_KEY },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    req.end(body, sent);
  });
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

// --- SIGTERM with requests in the accept queue
{
  const N = 30;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SQLITE_PATH: ':memory:',
      VALIDATION_WARMUP: 'false',
      PLANS: JSON.stringify({
        sandbox: { monthlyCredits: 1_000_000, requestsPerMinute: 1_000_000 },
      }),
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /listening on [^:]+:(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
  });
  const body = JSON.stringify({ ...publicExample(), format: 'zugferd' });
  await generate(port, body); // rule set loaded
  child.kill('SIGSTOP');
  let written = 0;
  const responses: Promise<string>[] = [];
  await new Promise<void>((resolve) => {
    for (let i = 0; i < N; i++)
      responses.push(generate(port, body, () => ++written === N && resolve()));
  });
  const start = performance.now();
  child.kill('SIGTERM');
  child.kill('SIGCONT');
  const statuses = await Promise.all(responses);
  const drained = performance.now() - start;
  const code = await exited;
  const counts: Record<string, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  console.log(
    `SIGTERM: ${N} requests accepted by the kernel, ${counts['200'] ?? 0} answered 200 (${JSON.stringify(counts)}) in ${drained.toFixed(0)} ms; exit code ${code}`,
  );
}

// --- idle sockets with the default bounds
{
  const config = testConfig({ validationWarmUp: false });
  const server = build(config, { invoice: { validate: async () => ({ valid: true }) } });
  const port = await server.listen();
  const sockets: net.Socket[] = [];
  for (let i = 0; i < 1000; i++) sockets.push(await connect(port));
  let open = sockets.length;
  for (const socket of sockets) {
    socket.on('error', () => undefined);
    socket.once('close', () => open--);
  }
  const waitMs = config.connections.headersTimeoutMs + 1500;
  await sleep(waitMs);
  console.log(
    `idle: 1000 silent sockets, ${1000 - open} closed after ${(waitMs / 1000).toFixed(1)} s (HEADERS_TIMEOUT_MS=${config.connections.headersTimeoutMs})`,
  );
  for (const socket of sockets) socket.destroy();
  await server.close();
}

// --- the connection cap
{
  const cap = 100;
  const config = testConfig({ connections: { ...testConfig().connections, maxConnections: cap } });
  const server = build(config, { invoice: { validate: async () => ({ valid: true }) } });
  const port = await server.listen();
  const sockets: net.Socket[] = [];
  let closed = 0;
  for (let i = 0; i < 150; i++) {
    const socket = await connect(port);
    socket.on('error', () => undefined);
    socket.once('close', () => closed++);
    sockets.push(socket);
  }
  await sleep(200);
  console.log(
    `cap: 150 connections against MAX_CONNECTIONS=${cap}, ${closed} closed at once (within 200 ms), ${150 - closed} open`,
  );
  for (const socket of sockets) socket.destroy();
  await server.close();
}
process.exit(0);
