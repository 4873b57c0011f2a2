/**
 * How the service answers while its storage fails, with real servers started and stopped here
 * (as the tests do): PostgreSQL stopped — status and latency of a keyed read and a charged
 * generate, readiness, and how long after PostgreSQL is back the service serves again; Redis
 * stopped and frozen — latency of validate, account, generate and preview next to Redis up, and
 * how soon the shared buckets are used again. Targets: a database outage answered 503 within
 * 100 ms; with Redis out, no operation slower by more than 50 ms. Run: `npm run bench -- faults-storage`.
 */
import { cpus, loadavg } from 'node:os';
import { Redis } from 'ioredis';
import { startPostgres } from '../test/helpers/postgres.js';
import { startRedis } from '../test/helpers/redis.js';
import { DEMO_KEY, startServer, type RunningServer } from '../test/helpers/server.js';
import { publicExample } from '../test/helpers/example.js';

const N = Number(process.argv[2] ?? 30);
const key = { 'x-api-key': DEMO_KEY };
const generateBody = JSON.stringify({ ...publicExample(), format: 'pdf' });
const validateBody = JSON.stringify(publicExample());

interface Timed {
  status: number;
  ms: number;
  body: string;
}

async function timed(call: () => Promise<Response>): Promise<Timed> {
  const start = performance.now();
  const response = await call();
  const body = await response.text();
  return { status: response.status, ms: performance.now() - start, body };
}

const operations = (server: RunningServer, transactionId: () => string) => ({
  validate: () =>
    fetch(`${server.baseUrl}/v1/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...key },
      body: validateBody,
    }),
  account: () => fetch(`${server.baseUrl}/v1/account`, { headers: key }),
  generate: () =>
    fetch(`${server.baseUrl}/v1/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...key },
      body: generateBody,
    }),
  preview: () => fetch(`${server.baseUrl}/v1/preview/${transactionId()}.png?dpi=72`),
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/** N calls in a row: statuses seen and latency p50, p95, max. */
async function series(label: string, call: () => Promise<Response>, n = N): Promise<void> {
  const results: Timed[] = [];
  for (let i = 0; i < n; i++) results.push(await timed(call));
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = [...new Set(results.map((r) => r.status))].join('/');
  const reason = results.find((r) => r.status >= 400)?.body.match(/"error":"([a-z_]+)"/)?.[1];
  const f = (v: number) => `${v.toFixed(1).padStart(7)} ms`;
  console.log(
    `${label.padEnd(44)} ${statuses.padEnd(8)} ${(reason ?? '').padEnd(22)} p50 ${f(percentile(ms, 50))}  p95 ${f(percentile(ms, 95))}  max ${f(ms.at(-1)!)}`,
  );
}

/** Milliseconds until `probe` holds (polled every 5 ms). */
async function until(probe: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await probe().catch(() => false))) await new Promise((r) => setTimeout(r, 5));
  return performance.now() - start;
}

console.log(
  `${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${N} requests per line\n`,
);

// --- PostgreSQL
const postgres = await startPostgres();
if (!postgres) {
  console.log('PostgreSQL not installed (scripts/setup-system.sh): skipped');
} else {
  const server = await startServer({
    databaseUrl: await postgres.createDatabase(),
    plans: { sandbox: { monthlyCredits: 1_000_000, requestsPerMinute: 1_000_000 } },
  });
  const ops = operations(server, () => '');
  for (let i = 0; i < 10; i++) await (await ops.account()).text();
  console.log('PostgreSQL');
  await series('  up:   GET /v1/account', ops.account);
  await series('  up:   generate (pdf, 1 credit)', ops.generate);
  await postgres.halt();
  const first = await timed(ops.account);
  console.log(
    `  down: first request after the stop            ${first.status} in ${first.ms.toFixed(1)} ms`,
  );
  await series('  down: GET /v1/account', ops.account);
  await series('  down: generate (pdf, 1 credit)', ops.generate);
  await series('  down: /readyz', () => fetch(`${server.baseUrl}/readyz`), 5);
  const resumed = performance.now();
  await postgres.resume();
  const started = performance.now() - resumed;
  const ready = await until(async () => (await fetch(`${server.baseUrl}/readyz`)).status === 200);
  console.log(
    `  back: pg_ctl start took ${started.toFixed(0)} ms; /readyz 200 ${ready.toFixed(0)} ms after it returned (no traffic)`,
  );
  await postgres.halt();
  await postgres.resume();
  const served = await until(async () => (await ops.account()).status === 200);
  console.log(
    `  back: GET /v1/account 200 ${served.toFixed(0)} ms after PostgreSQL was up again (with traffic)\n`,
  );
  await server.close();
  await postgres.stop();
}

// --- Redis
const redis = await startRedis();
if (!redis) {
  console.log('Redis not installed (scripts/setup-system.sh): skipped');
} else {
  const server = await startServer({
    redisUrl: redis.url,
    plans: { sandbox: { monthlyCredits: 1_000_000, requestsPerMinute: 1_000_000 } },
  });
  let transaction = '';
  const ops = operations(server, () => transaction);
  const fresh = async () => {
    transaction = JSON.parse(await (await ops.generate()).text()).transaction_id;
  };
  await fresh();
  for (let i = 0; i < 5; i++) await (await ops.validate()).text();
  const all = async (state: string) => {
    await series(`  ${state} validate (with key)`, ops.validate);
    await series(`  ${state} GET /v1/account`, ops.account);
    await series(`  ${state} generate (pdf)`, ops.generate, Math.min(N, 15));
    await fresh();
    await series(`  ${state} preview by id (72 dpi)`, ops.preview);
  };
  console.log('Redis');
  await all('up:    ');
  await redis.halt();
  await all('down:  ');
  await redis.resume();
  const raw = new Redis(redis.url);
  const shared = await until(
    async () => (
      await (await ops.account()).text(), (await raw.keys('einvoice:rate:*')).length > 0
    ),
  );
  console.log(`  back:   shared buckets used again ${shared.toFixed(0)} ms after Redis was up`);
  redis.freeze();
  const first = await timed(ops.account);
  console.log(
    `  frozen: first request (pays the 1 s command timeout) ${first.status} in ${first.ms.toFixed(0)} ms`,
  );
  await all('frozen:');
  redis.thaw();
  await raw.flushall();
  const thawed = await until(
    async () => (
      await (await ops.account()).text(), (await raw.keys('einvoice:rate:*')).length > 0
    ),
  );
  console.log(`  back:   shared buckets used again ${thawed.toFixed(0)} ms after Redis answered`);
  raw.disconnect();
  await server.close();
  await redis.stop();
}
