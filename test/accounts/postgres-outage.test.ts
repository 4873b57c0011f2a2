/**
 * PostgreSQL going away under the service (issue 13, item 3): a real server is stopped the way an
 * operator stops it (fast shutdown, sessions get 57P01) while requests are charging, and started
 * again. The process must survive, answer 503 accounts_unavailable (no driver text), report
 * itself not ready (/readyz and gRPC health), and recover by itself when the database is back.
 */
import test from 'ava';
import { createAccounts } from '../../src/accounts/index.js';
import { management } from '../../src/accounts/management.js';
import { testConfig } from '../../src/config.js';
import { describeError } from '../../src/errors/api-error.js';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../helpers/postgres.js';
import { requires } from '../helpers/requires.js';
import { DEMO_KEY, startServer } from '../helpers/server.js';
import { contextWith } from './helpers/context.js';

const reason = postgresUnavailable();
let postgres: TestPostgres | null = null;

test.before(async () => {
  if (!reason) postgres = await startPostgres();
});
test.after.always(async () => {
  await postgres?.stop();
});

/** Polls `probe` until it returns true; false when it never did within `tries` × 100 ms. */
async function eventually(probe: () => Promise<boolean>, tries = 300): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await probe().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const pgTest = requires(reason).serial;

pgTest(
  'charging under load while PostgreSQL stops: no crash, 503 accounts_unavailable, recovery by itself',
  async (t) => {
    const url = await postgres!.createDatabase();
    const accounts = await createAccounts(
      testConfig({
        databaseUrl: url,
        demoApiKey: '',
        plans: { bulk: { monthlyCredits: 1_000_000, requestsPerMinute: 1_000_000 } },
      }),
    );
    t.teardown(() => accounts.close());
    const manage = management(accounts.store, accounts.plans);
    const account = await manage.createAccount('load', 'bulk');
    const { secret } = await manage.createKey(account.id, 'load', 'live');
    const GENERATE = { operation: 'generate', cost: 1, keyRequired: true } as const;
    const charge = () =>
      accounts.guard(contextWith({ 'x-api-key': secret }), GENERATE, async () => 'ok');

    // Eight requests in flight at all times, as a loaded instance has, while the server stops.
    const reasons = new Map<string, number>();
    let running = true;
    const worker = async () => {
      while (running) {
        try {
          await charge();
        } catch (error) {
          const { reason: r, message } = describeError(error);
          reasons.set(`${r}: ${message}`, (reasons.get(`${r}: ${message}`) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await postgres!.halt();
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(workers);

    t.true(reasons.size > 0, 'requests failed while the database was down');
    for (const [line] of reasons) {
      t.regex(line, /^ACCOUNTS_UNAVAILABLE: /, 'every failure names the accounts database');
      t.notRegex(
        line,
        /terminat|ECONNREFUSED|57P01|connect|pg|postgres/i,
        'no driver text reaches the caller',
      );
    }
    t.false(accounts.ready(), 'accounts report themselves unavailable');

    await postgres!.resume();
    t.true(
      await eventually(async () => (await charge(), true)),
      'charging works again once PostgreSQL is back',
    );
    t.true(accounts.ready());
  },
);

pgTest(
  'an idle instance: 503 accounts_unavailable, /readyz and gRPC health 503, then both recover',
  async (t) => {
    const url = await postgres!.createDatabase();
    const server = await startServer({ databaseUrl: url });
    t.teardown(() => server.close());
    const account = () =>
      fetch(`${server.baseUrl}/v1/account`, { headers: { 'x-api-key': DEMO_KEY } });
    const ready = async () => (await fetch(`${server.baseUrl}/readyz`)).status;
    const health = async () =>
      (
        await (
          await fetch(`${server.baseUrl}/grpc.health.v1.Health/Check`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).json()
      ).status;
    t.true(
      await eventually(async () => (await account()).status === 200),
      'the service answers with the database up',
    );
    t.is(await ready(), 200);
    t.is(await health(), 'SERVING');

    await postgres!.halt();
    const down = await account();
    const body = await down.json();
    t.is(down.status, 503);
    t.is(body.error, 'accounts_unavailable');
    t.notRegex(body.message, /terminat|ECONNREFUSED|57P01|connect ECONN/i);
    const generate = await fetch(`${server.baseUrl}/v1/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEMO_KEY },
      body: '{}',
    });
    t.is(generate.status, 503, 'a charged operation too');
    t.is(await ready(), 503, '/readyz says the instance cannot serve');
    t.is(await health(), 'NOT_SERVING', 'gRPC health says so too');
    t.is(
      (await fetch(`${server.baseUrl}/healthz`)).status,
      200,
      'the process is alive: no restart needed',
    );

    await postgres!.resume();
    t.true(
      await eventually(async () => (await ready()) === 200),
      '/readyz recovers without traffic',
    );
    t.is((await account()).status, 200);
    t.is(await health(), 'SERVING');
  },
);
