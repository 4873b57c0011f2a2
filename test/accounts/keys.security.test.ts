/**
 * Security of API keys on both stores: secrets never logged, never stored, never returned
 * after creation; hashes compared with timingSafeEqual; hostile key strings refused without
 * harm; a revoked key fails at once on another replica.
 */
import crypto from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import { adminTokenCheck } from '../../src/accounts/admin-token.js';
import { authenticate } from '../../src/accounts/identity.js';
import { management } from '../../src/accounts/management.js';
import { planTable } from '../../src/accounts/plans.js';
import { openSqliteStore } from '../../src/accounts/sqlite-store.js';
import { describeError } from '../../src/errors/api-error.js';
import { forEachBackend } from './helpers/backends.js';
import { contextWith } from './helpers/context.js';
import { fixture } from './helpers/fixture.js';

const GENERATE = { operation: 'generate', cost: 1, keyRequired: true } as const;

/** Everything written to the console and the standard streams while fn runs. */
async function captureOutput(fn: () => Promise<void>): Promise<string> {
  const seen: string[] = [];
  const methods = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
  const saved = methods.map((m) => console[m]);
  const writes = [process.stdout.write, process.stderr.write];
  for (const m of methods)
    console[m] = (...args: unknown[]) => void seen.push(args.map(String).join(' '));
  process.stdout.write = ((chunk: unknown) => (
    seen.push(String(chunk)), true
  )) as typeof process.stdout.write;
  process.stderr.write = ((chunk: unknown) => (
    seen.push(String(chunk)), true
  )) as typeof process.stderr.write;
  try {
    await fn();
  } finally {
    methods.forEach((m, i) => (console[m] = saved[i] as never));
    [process.stdout.write, process.stderr.write] = writes;
  }
  return seen.join('\n');
}

const HOSTILE = [
  'x'.repeat(1_000_000),
  'env_live_' + 'A'.repeat(100_000),
  "env_live_' OR '1'='1' --aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
  "'; DROP TABLE api_keys; --",
  'env_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%0d%0aSet-Cookie: x=1',
  'env_live_ÄÖÜßÄÖÜßÄÖÜßÄÖÜßÄÖÜßÄÖÜßÄÖÜßÄÖÜßÄÖÜß'.normalize('NFC'),
  'env_live_' + '😀'.repeat(20),
  'env_sandbox_' + '\u0000'.repeat(40),
  'Bearer Bearer Bearer',
  'env_live_',
];

forEachBackend(({ name, open, openPair }) => {
  test(`${name}: secrets are never logged and errors never echo them`, async (t) => {
    const f = await fixture(await open());
    let secret = '';
    const output = await captureOutput(async () => {
      const c = await f.customer();
      secret = c.secret;
      await f.accounts.guard(contextWith({ 'x-api-key': c.secret }), GENERATE, async () => 'ok');
      const wrong = c.secret.slice(0, -2) + 'zz';
      const error = await f.accounts
        .guard(contextWith({ 'x-api-key': wrong }), GENERATE, async () => 'ok')
        .catch((e) => e);
      t.false(String(describeError(error).message).includes(wrong));
      t.false(JSON.stringify(describeError(error)).includes(wrong.slice(13)));
      await management(f.accounts.store, f.accounts.plans).revokeKey(c.keyId);
      await f.accounts
        .guard(contextWith({ 'x-api-key': c.secret }), GENERATE, async () => 'ok')
        .catch(() => undefined);
    });
    t.truthy(secret);
    t.false(
      output.includes(secret.slice(13)),
      'no part of the secret after its prefix reaches the logs',
    );
  });

  test(`${name}: stored keys carry the hash only; listings return no secret`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer();
    const keys = await f.accounts.store.listKeys();
    const dump = JSON.stringify(keys, (_k, v) =>
      v?.type === 'Buffer' ? Buffer.from(v.data).toString('latin1') : v,
    );
    t.false(dump.includes(c.secret.slice(13)));
    t.deepEqual(keys[0].hash, crypto.createHash('sha256').update(c.secret).digest());
  });

  test(`${name}: hostile key strings are refused as invalid_api_key and harm nothing`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer();
    for (const hostile of HOSTILE) {
      for (const headers of [
        { 'x-api-key': hostile },
        { authorization: `Bearer ${hostile}` },
      ] as Record<string, string>[]) {
        let context;
        try {
          context = contextWith(headers);
        } catch {
          continue; // Headers itself refuses the value (control characters): it never reaches us
        }
        const error = await t.throwsAsync(f.accounts.guard(context, GENERATE, async () => 'ran'));
        t.true(
          ['INVALID_API_KEY', 'MISSING_API_KEY'].includes(describeError(error).reason),
          hostile.slice(0, 40),
        );
      }
      // Straight to authenticate too (no Headers in between): unicode, NUL, quotes.
      const error = await t.throwsAsync(authenticate(f.accounts.store, f.accounts.plans, hostile));
      t.is(describeError(error).reason, 'INVALID_API_KEY');
    }
    t.throws(
      () => new Headers({ 'x-api-key': 'env_live_abc\r\nSet-Cookie: x=1' }),
      undefined,
      'header injection is stopped by Headers',
    );
    t.is((await f.accounts.store.listKeys()).length, 1, 'tables intact');
    await f.accounts.guard(contextWith({ 'x-api-key': c.secret }), GENERATE, async () => 'ok');
    t.is((await f.accounts.store.ledger(c.accountId)).length, 1);
  });

  test(`${name}: a key revoked on one replica fails at once on the other`, async (t) => {
    const [one, two] = await openPair();
    const a = await fixture(one);
    const b = await fixture(two);
    const c = await a.customer();
    await b.accounts.guard(contextWith({ 'x-api-key': c.secret }), GENERATE, async () => 'ok');
    await management(one, planTable()).revokeKey(c.keyId);
    const error = await t.throwsAsync(
      b.accounts.guard(contextWith({ 'x-api-key': c.secret }), GENERATE, async () => 'ok'),
    );
    t.is(describeError(error).reason, 'INVALID_API_KEY');
  });
});

test('API key hashes and the admin token are compared with crypto.timingSafeEqual', async (t) => {
  const original = crypto.timingSafeEqual;
  let calls = 0;
  crypto.timingSafeEqual = ((a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => (
    calls++, original(a, b)
  )) as typeof original;
  syncBuiltinESMExports();
  t.teardown(() => {
    crypto.timingSafeEqual = original;
    syncBuiltinESMExports();
  });
  const store = openSqliteStore(':memory:');
  t.teardown(() => store.close());
  const plans = planTable();
  const manage = management(store, plans);
  const account = await manage.createAccount('timing');
  const { secret } = await manage.createKey(account.id, 'k', 'live');
  await authenticate(store, plans, secret);
  t.is(calls, 1, 'authenticate compares the stored hash in constant time');
  const check = adminTokenCheck('s3cret-admin-token');
  t.throws(() => check(new Headers({ authorization: 'Bearer guess' })));
  check(new Headers({ authorization: 'Bearer s3cret-admin-token' }));
  t.is(calls, 3, 'the admin token is compared in constant time');
});

test('the SQLite file holds no secret', async (t) => {
  const folder = join(tmpdir(), `einvoice-sec-${process.pid}`);
  const path = join(folder, 'a.db');
  t.teardown(() => rmSync(folder, { recursive: true, force: true }));
  const store = openSqliteStore(path);
  const manage = management(store, planTable());
  const account = await manage.createAccount('disk');
  const { secret } = await manage.createKey(account.id, 'k', 'live');
  await store.close();
  const bytes = readdirSync(folder)
    .map((file) => readFileSync(join(folder, file)).toString('latin1'))
    .join('');
  t.false(bytes.includes(secret.slice(13)));
  t.true(bytes.includes(account.id), 'the file was read');
});
