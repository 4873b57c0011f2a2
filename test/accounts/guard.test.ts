/**
 * The access rules of guard on both stores: 401 missing_api_key / invalid_api_key, keys in
 * X-API-Key or Authorization: Bearer, request mode from the key and plan, RateLimit headers,
 * 429 with Retry-After, GET /v1/account, and the demo key ensured at start.
 */
import test from 'ava';
import { requestModeKey } from '../../src/api/request-mode.js';
import { createAccounts } from '../../src/accounts/index.js';
import { DEFAULT_DEMO_API_KEY, testConfig } from '../../src/config.js';
import { describeError } from '../../src/errors/api-error.js';
import { ERROR_TABLE } from '../../src/errors/error-table.js';
import { forEachBackend } from './helpers/backends.js';
import { contextWith } from './helpers/context.js';
import { fixture } from './helpers/fixture.js';

const GENERATE = { operation: 'generate', cost: 1, keyRequired: true } as const;
const VALIDATE = { operation: 'validate', cost: 0, keyRequired: false } as const;

forEachBackend(({ name, open }) => {
  test(`${name}: no key where one is required is 401 missing_api_key, and nothing runs`, async (t) => {
    const f = await fixture(await open());
    let ran = false;
    const error = await t.throwsAsync(
      f.accounts.guard(contextWith(), GENERATE, async () => (ran = true)),
    );
    const { reason } = describeError(error);
    t.is(reason, 'MISSING_API_KEY');
    t.is(ERROR_TABLE[reason].httpStatus, 401);
    t.false(ran);
    t.is(
      describeError(await t.throwsAsync(f.accounts.getAccount(contextWith()))).reason,
      'MISSING_API_KEY',
    );
  });

  test(`${name}: an unknown, malformed or revoked key is 401 invalid_api_key, even on free operations`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer();
    for (const secret of ['env_live_' + 'x'.repeat(43), 'nonsense', c.secret.slice(0, -1)]) {
      const error = await t.throwsAsync(
        f.accounts.guard(contextWith({ 'x-api-key': secret }), VALIDATE, async () => 'ok'),
      );
      t.is(describeError(error).reason, 'INVALID_API_KEY');
    }
    await f.accounts.guard(contextWith({ 'x-api-key': c.secret }), GENERATE, async () => 'ok');
    const manage = (await import('../../src/accounts/management.js')).management(
      f.accounts.store,
      f.accounts.plans,
    );
    await manage.revokeKey(c.keyId);
    const error = await t.throwsAsync(
      f.accounts.guard(contextWith({ 'x-api-key': c.secret }), GENERATE, async () => 'ok'),
    );
    t.is(describeError(error).reason, 'INVALID_API_KEY');
  });

  test(`${name}: Authorization: Bearer works like X-API-Key; two different keys are refused`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer();
    const { usage } = await f.accounts.guard(
      contextWith({ authorization: `Bearer ${c.secret}` }),
      GENERATE,
      async () => 'ok',
    );
    t.is(usage?.remaining, 499);
    const other = await f.customer();
    const error = await t.throwsAsync(
      f.accounts.guard(
        contextWith({ 'x-api-key': c.secret, authorization: `Bearer ${other.secret}` }),
        GENERATE,
        async () => 'ok',
      ),
    );
    t.is(describeError(error).reason, 'INVALID_API_KEY');
    await f.accounts.guard(
      contextWith({ 'x-api-key': c.secret, authorization: `Bearer ${c.secret}` }),
      GENERATE,
      async () => 'ok',
    );
  });

  test(`${name}: sandbox keys and watermarked plans run in sandbox mode, live keys in live mode`, async (t) => {
    const f = await fixture(await open());
    const modes: Record<string, string> = {};
    for (const [plan, env] of [
      ['starter', 'live'],
      ['starter', 'sandbox'],
      ['sandbox', 'live'],
    ] as const) {
      const c = await f.customer(plan, env);
      const context = contextWith({ 'x-api-key': c.secret });
      await f.accounts.guard(context, GENERATE, async () => 'ok');
      modes[`${plan}/${env}`] = context.values.get(requestModeKey);
    }
    t.deepEqual(modes, {
      'starter/live': 'live',
      'starter/sandbox': 'sandbox',
      'sandbox/live': 'sandbox',
    });
  });

  test(`${name}: RateLimit headers on success; the 61st request in a minute is 429 with Retry-After`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer('sandbox', 'sandbox');
    const first = contextWith({ 'x-api-key': c.secret });
    await f.accounts.guard(first, VALIDATE, async () => 'ok');
    t.is(first.responseHeader.get('ratelimit-limit'), '60');
    t.is(first.responseHeader.get('ratelimit-remaining'), '59');
    t.is(first.responseHeader.get('ratelimit-reset'), '1');
    for (let i = 1; i < 60; i++)
      await f.accounts.guard(contextWith({ 'x-api-key': c.secret }), VALIDATE, async () => 'ok');
    let ran = false;
    const error = await t.throwsAsync(
      f.accounts.guard(contextWith({ 'x-api-key': c.secret }), GENERATE, async () => (ran = true)),
    );
    const described = describeError(error);
    t.is(described.reason, 'RATE_LIMITED');
    t.is(ERROR_TABLE.RATE_LIMITED.httpStatus, 429);
    t.is(described.headers?.get('retry-after'), '1');
    t.is(described.headers?.get('ratelimit-remaining'), '0');
    t.false(ran);
    t.is(
      (await f.accounts.store.ledger(c.accountId)).length,
      0,
      'a rate-limited request is not charged',
    );
    f.now.value = new Date(f.now.value.getTime() + 1000);
    await f.accounts.guard(contextWith({ 'x-api-key': c.secret }), VALIDATE, async () => 'ok');
  });

  test(`${name}: GET /v1/account reports plan, balance, overage, environment and reset`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer('pro', 'live');
    for (let i = 0; i < 3; i++)
      await f.accounts.guard(contextWith({ 'x-api-key': c.secret }), GENERATE, async () => 'ok');
    t.deepEqual(await f.accounts.getAccount(contextWith({ 'x-api-key': c.secret })), {
      remaining: 1997,
      plan: 'pro',
      overageCount: 0,
      overageAllowed: 200,
      environment: 'live',
      resetsAt: '2026-12-01T00:00:00.000Z',
    });
  });

  test(`${name}: the demo key is ensured at start (once), sandbox, and spends the demo account`, async (t) => {
    const store = await open();
    const config = testConfig();
    const first = await createAccounts(config, { store });
    t.is(first.demoKey, DEFAULT_DEMO_API_KEY);
    const again = await createAccounts(config, { store });
    t.is((await store.listKeys()).length, 1);
    const context = contextWith({ 'x-api-key': again.demoKey });
    const { usage } = await again.guard(context, GENERATE, async () => 'ok');
    t.is(context.values.get(requestModeKey), 'sandbox');
    t.like(usage, { plan: 'sandbox', remaining: 99 });
  });
});

test('a demo key that is not a sandbox key is a configuration error', async (t) => {
  await t.throwsAsync(createAccounts(testConfig({ demoApiKey: 'env_live_' + 'a'.repeat(40) })), {
    name: 'ConfigError',
  });
});
