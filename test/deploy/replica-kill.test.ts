// A replica killed outright (SIGKILL, no graceful close) while generates run through HAProxy:
// three service processes share one PostgreSQL and one Redis. Clients send each generate with
// its own Idempotency-Key and retry it on a failure, as the README tells them to. Shown: only
// requests in flight on the killed replica fail; every generate ends 200; the credits charged
// are exactly one per generate — the killed replica's reservations expire with their lease and
// their retries are not charged twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import test from 'ava';
import { publicExample } from '../helpers/example.js';
import { freePort } from '../helpers/free-port.js';
import { haproxyUnavailable, startHaproxy, type TestBalancer } from '../helpers/haproxy.js';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../helpers/postgres.js';
import { redisUnavailable, startRedis, type TestRedis } from '../helpers/redis.js';
import { firstMissing, requires } from '../helpers/requires.js';
import { DEMO_KEY, postJson, withDemoKey } from '../helpers/server.js';

const REPLICAS = 3;
const CREDITS = 1000;
const GENERATES = 30;
const CONCURRENCY = 6;
const KILL_AFTER = 8;
const root = fileURLToPath(new URL('../../', import.meta.url));

const missing = firstMissing(postgresUnavailable(), redisUnavailable(), haproxyUnavailable());

interface Replica {
  child: ChildProcess;
  port: number;
}

let postgres: TestPostgres | null = null;
let redis: TestRedis | null = null;
let balancer: TestBalancer | undefined;
const replicas: Replica[] = [];

async function startReplica(databaseUrl: string, redisUrl: string): Promise<Replica> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DEMO_API_KEY: DEMO_KEY,
      PLANS: JSON.stringify({ sandbox: { monthlyCredits: CREDITS, requestsPerMinute: 100_000 } }),
      TRUST_PROXY_HOPS: '1',
      ACCESS_LOG: 'false',
      PREVIEW_WORKERS: '1',
      // Three replicas on a small CI machine: one JVM each from the start (no quick first worker
      // and successor compiling every rule set twice; recovery is tested on its own).
      VALIDATION_RECOVERY: 'cold',
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`replica exited: ${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return { child, port };
    } catch {
      // not listening yet
    }
    if (i > 1200) throw new Error(`replica not ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

if (!missing) {
  test.before(async (t) => {
    t.timeout(300_000, 'three service processes start on a busy machine');
    postgres = await startPostgres();
    redis = await startRedis();
    const databaseUrl = await postgres!.createDatabase();
    // One at a time: the first migrates the database.
    for (let i = 0; i < REPLICAS; i++) replicas.push(await startReplica(databaseUrl, redis!.url));
    balancer = await startHaproxy(replicas.map((r) => r.port));
  });

  test.after.always(async () => {
    await balancer?.stop();
    for (const { child } of replicas)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await redis?.stop();
    await postgres?.stop();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One generate, retried with its Idempotency-Key until it succeeds; returns the failed attempts. */
async function generateWithRetries(idempotencyKey: string): Promise<string[]> {
  const failures: string[] = [];
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const response = await postJson(
        balancer!.baseUrl,
        '/v1/generate',
        { ...publicExample(), format: 'pdf' },
        withDemoKey({ 'idempotency-key': idempotencyKey }),
      );
      if (response.status === 200) return failures;
      // The killed replica's claim on the key holds until its lease ends: 409, retry after Retry-After.
      const inProgress =
        response.status === 409 && response.json?.error === 'idempotency_in_progress';
      if (!inProgress && response.status < 500)
        throw new Error(
          `${idempotencyKey}: unexpected ${response.status} ${response.text.slice(0, 300)}`,
        );
      failures.push(inProgress ? 'in progress' : String(response.status));
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(idempotencyKey)) throw error;
      failures.push('connection');
    }
    await pause(250);
  }
  throw new Error(`${idempotencyKey}: never succeeded (${failures.join(', ')})`);
}

requires(missing)(
  'a replica killed (SIGKILL) mid-load: every generate ends 200 on retry, each charged exactly once',
  async (t) => {
    t.timeout(240_000);
    let started = 0;
    let done = 0;
    let killedAt = -1;
    const failures: string[][] = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (started < GENERATES) {
          const n = started++;
          failures[n] = await generateWithRetries(`kill-test-${n}`);
          done++;
          if (done === KILL_AFTER && killedAt < 0) {
            killedAt = done;
            replicas[2]!.child.kill('SIGKILL');
          }
        }
      }),
    );
    const failed = failures.filter((f) => f.length > 0).length;
    const summary = (f: string[]) =>
      [...new Set(f)].map((kind) => `${f.filter((k) => k === kind).length}× ${kind}`).join(', ');
    t.log(
      `${GENERATES} generates, replica 3 killed after ${killedAt}; ${failed} needed retries: ${failures
        .map((f, i) => (f.length ? `#${i} ${summary(f)}` : ''))
        .filter(Boolean)
        .join('; ')}`,
    );
    // Only requests in flight at the kill can fail (the balancer stops sending to the dead replica).
    t.true(failed <= CONCURRENCY, `${failed} generates failed at least once`);
    const account = await (
      await fetch(`${balancer!.baseUrl}/v1/account`, { headers: withDemoKey() })
    ).json();
    t.is(
      account.remaining,
      CREDITS - GENERATES,
      'one credit per generate: none lost, none charged twice',
    );
  },
);
