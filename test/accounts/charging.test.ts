/**
 * Charging through guard on both stores: a credit per successful charged operation, nothing
 * for failures or free operations, exact under 200 concurrent requests, 402 at quota plus
 * overage, a fresh quota each UTC month, and Idempotency-Key replays charged once.
 */
import test from 'ava';
import { Code, ConnectError } from '@connectrpc/connect';
import { IDEMPOTENCY_MAX_KEPT_BYTES } from '../../src/accounts/guard.js';
import { describeError } from '../../src/errors/api-error.js';
import { forEachBackend } from './helpers/backends.js';
import { contextWith } from './helpers/context.js';
import { fixture } from './helpers/fixture.js';

const GENERATE = { operation: 'generate', cost: 1, keyRequired: true } as const;
const VALIDATE = { operation: 'validate', cost: 0, keyRequired: false } as const;
const text = {
  serialize: (s: string) => new TextEncoder().encode(s),
  deserialize: (b: Uint8Array) => new TextDecoder().decode(b),
};

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return describeError(error).reason;
  }
  return 'OK';
}

forEachBackend(({ name, open }) => {
  test(`${name}: a successful generate costs 1 credit and reports the balance`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer('starter');
    const { result, usage } = await f.accounts.guard(
      contextWith({ 'x-api-key': c.secret }),
      GENERATE,
      async () => 'pdf',
    );
    t.is(result, 'pdf');
    t.deepEqual(usage, { remaining: 499, plan: 'starter', overageCount: 0, overageAllowed: 50 });
    t.is((await f.accounts.store.ledger(c.accountId)).length, 1);
  });

  test(`${name}: an operation whose caller is gone when it ends costs nothing`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer();
    // The client hung up, or a shutdown answered 503 in the operation's place (both abort the
    // request's signal): the document was produced, but nobody receives it.
    const request = new AbortController();
    const error = await t.throwsAsync(
      f.accounts.guard(
        contextWith({ 'x-api-key': c.secret }, request.signal),
        GENERATE,
        async () => {
          request.abort();
          return 'pdf';
        },
      ),
    );
    t.is((error as ConnectError).code, Code.Canceled);
    t.is((await f.accounts.store.ledger(c.accountId)).length, 0);
    t.is(await f.accounts.store.used(c.accountId, '2026-11', new Date(0)), 0);
  });

  test(`${name}: a failed operation costs nothing and its error passes through`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer();
    const error = await t.throwsAsync(
      f.accounts.guard(contextWith({ 'x-api-key': c.secret }), GENERATE, async () => {
        throw new ConnectError('rejected');
      }),
    );
    t.is(error?.message, '[unknown] rejected');
    t.is(
      (error as ConnectError).metadata.get('ratelimit-limit'),
      '120',
      'the failure still carries the RateLimit headers',
    );
    t.is((await f.accounts.store.ledger(c.accountId)).length, 0);
    t.is(await f.accounts.store.used(c.accountId, '2026-11', new Date(0)), 0);
  });

  test(`${name}: free operations charge nothing, with or without a key`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer();
    await f.accounts.guard(contextWith(), VALIDATE, async () => 'ok');
    await f.accounts.guard(contextWith({ 'x-api-key': c.secret }), VALIDATE, async () => 'ok');
    t.is((await f.accounts.store.ledger(c.accountId)).length, 0);
  });

  test(`${name}: 200 concurrent requests on one key are charged exactly once each`, async (t) => {
    const f = await fixture(await open(), { plans: { starter: { requestsPerMinute: 1000 } } });
    const c = await f.customer('starter');
    const calls = Array.from({ length: 200 }, () =>
      f.accounts.guard(contextWith({ 'x-api-key': c.secret }), GENERATE, async () => 'ok'),
    );
    const outcomes = await Promise.allSettled(calls);
    t.is(outcomes.filter((o) => o.status === 'fulfilled').length, 200);
    t.is((await f.accounts.store.ledger(c.accountId)).length, 200);
    const account = await f.accounts.getAccount(contextWith({ 'x-api-key': c.secret }));
    t.is(account.remaining, 300);
  });

  test(`${name}: 200 concurrent requests never pass quota plus overage; the rest get 402`, async (t) => {
    const f = await fixture(await open(), {
      plans: { tiny: { monthlyCredits: 100, overageAllowed: 20, requestsPerMinute: 1000 } },
    });
    const c = await f.customer('tiny');
    let ran = 0;
    const calls = Array.from({ length: 200 }, () =>
      reason(
        f.accounts.guard(contextWith({ 'x-api-key': c.secret }), GENERATE, async () => {
          ran++;
          await new Promise((r) => setTimeout(r, 1));
          return 'ok';
        }),
      ),
    );
    const reasons = await Promise.all(calls);
    t.is(reasons.filter((r) => r === 'OK').length, 120);
    t.is(reasons.filter((r) => r === 'QUOTA_EXCEEDED').length, 80);
    t.is(ran, 120, 'refused requests do not run');
    t.is((await f.accounts.store.ledger(c.accountId)).length, 120);
    const account = await f.accounts.getAccount(contextWith({ 'x-api-key': c.secret }));
    t.like(account, { remaining: -20, overageCount: 20, overageAllowed: 20, plan: 'tiny' });
  });

  test(`${name}: sandbox plan stops at 100 with 402 quota_exceeded; next UTC month starts afresh`, async (t) => {
    const f = await fixture(await open(), { plans: { sandbox: { requestsPerMinute: 1000 } } });
    const c = await f.customer('sandbox', 'sandbox');
    for (let i = 0; i < 100; i++)
      await f.accounts.guard(contextWith({ 'x-api-key': c.secret }), GENERATE, async () => 'ok');
    const refused = await t.throwsAsync(
      f.accounts.guard(contextWith({ 'x-api-key': c.secret }), GENERATE, async () => 'ok'),
    );
    t.is(describeError(refused).reason, 'QUOTA_EXCEEDED');
    t.like(describeError(refused).extra, { remaining: 0, overage_count: 0, overage_allowed: 0 });
    f.now.value = new Date('2026-12-01T00:00:00Z');
    const { usage } = await f.accounts.guard(
      contextWith({ 'x-api-key': c.secret }),
      GENERATE,
      async () => 'ok',
    );
    t.is(usage?.remaining, 99);
    const account = await f.accounts.getAccount(contextWith({ 'x-api-key': c.secret }));
    t.is(account.resetsAt, '2027-01-01T00:00:00.000Z');
  });

  test(`${name}: Idempotency-Key replays the first result, charged once`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer();
    const headers = { 'x-api-key': c.secret, 'idempotency-key': 'order-42' };
    let runs = 0;
    const call = () =>
      f.accounts.guard(contextWith(headers), GENERATE, async () => `result ${++runs}`, {
        ...text,
        requestHash: 'body-a',
      });
    const first = await call();
    const second = await call();
    t.is(first.result, 'result 1');
    t.is(second.result, 'result 1');
    t.is(runs, 1);
    t.is((await f.accounts.store.ledger(c.accountId)).length, 1);
    t.is(second.usage?.remaining, 499);
  });

  test(`${name}: Idempotency-Key does not keep a large result (a PDF) for a day: a retry runs again, uncharged`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer();
    const context = () => contextWith({ 'x-api-key': c.secret, 'idempotency-key': 'big-1' });
    let runs = 0;
    const pdfSized = () => `%PDF-${++runs} ${'x'.repeat(IDEMPOTENCY_MAX_KEPT_BYTES)}`;
    const first = await f.accounts.guard(context(), GENERATE, async () => pdfSized(), {
      ...text,
      requestHash: 'body-big',
    });
    const retryContext = context();
    const retry = await f.accounts.guard(retryContext, GENERATE, async () => pdfSized(), {
      ...text,
      requestHash: 'body-big',
    });
    t.is(runs, 2, 'the result was not stored, so the retry produced it again');
    t.true(retry.result.startsWith('%PDF-2'));
    t.is(retryContext.responseHeader.get('idempotent-replayed'), 'rerun');
    t.is((await f.accounts.store.ledger(c.accountId)).length, 1, 'charged once');
    t.is(first.usage?.remaining, 499);
    t.is(retry.usage?.remaining, 499);
    const other = await t.throwsAsync(
      f.accounts.guard(context(), GENERATE, async () => pdfSized(), {
        ...text,
        requestHash: 'another body',
      }),
    );
    t.is(
      describeError(other).reason,
      'INVALID_REQUEST',
      'another body under the same key is still refused',
    );
  });

  test(`${name}: concurrent retries with one Idempotency-Key charge once`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer();
    const headers = { 'x-api-key': c.secret, 'idempotency-key': 'same' };
    const calls = Array.from({ length: 20 }, () =>
      reason(
        f.accounts.guard(
          contextWith(headers),
          GENERATE,
          async () => {
            await new Promise((r) => setTimeout(r, 20));
            return 'ok';
          },
          { ...text, requestHash: 'h' },
        ),
      ),
    );
    const reasons = await Promise.all(calls);
    t.true(reasons.includes('OK'));
    // The ones that find the first still running are told to retry (409), never INVALID_REQUEST.
    t.true(
      reasons.every((r) => r === 'OK' || r === 'IDEMPOTENCY_IN_PROGRESS'),
      reasons.join(', '),
    );
    t.is((await f.accounts.store.ledger(c.accountId)).length, 1);
  });

  test(`${name}: Idempotency-Key with another body is refused as INVALID_REQUEST; expires after 24 h`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer();
    const headers = { 'x-api-key': c.secret, 'idempotency-key': 'k1' };
    await f.accounts.guard(contextWith(headers), GENERATE, async () => 'a', {
      ...text,
      requestHash: 'body-a',
    });
    t.is(
      await reason(
        f.accounts.guard(contextWith(headers), GENERATE, async () => 'b', {
          ...text,
          requestHash: 'body-b',
        }),
      ),
      'INVALID_REQUEST',
    );
    f.now.value = new Date(f.now.value.getTime() + 24 * 3600_000 + 1000);
    const later = await f.accounts.guard(contextWith(headers), GENERATE, async () => 'b', {
      ...text,
      requestHash: 'body-b',
    });
    t.is(later.result, 'b');
    t.is((await f.accounts.store.ledger(c.accountId)).length, 2);
  });

  test(`${name}: a failed request with an Idempotency-Key can be retried and is charged once`, async (t) => {
    const f = await fixture(await open());
    const c = await f.customer();
    const headers = { 'x-api-key': c.secret, 'idempotency-key': 'retry-me' };
    await t.throwsAsync(
      f.accounts.guard(
        contextWith(headers),
        GENERATE,
        async () => {
          throw new Error('boom');
        },
        { ...text, requestHash: 'h' },
      ),
    );
    const ok = await f.accounts.guard(contextWith(headers), GENERATE, async () => 'ok', {
      ...text,
      requestHash: 'h',
    });
    t.is(ok.result, 'ok');
    t.is((await f.accounts.store.ledger(c.accountId)).length, 1);
  });

  test(`${name}: keys of one account share its quota; another account is not charged`, async (t) => {
    const f = await fixture(await open());
    const a = await f.customer();
    const b = await f.customer();
    await f.accounts.guard(contextWith({ 'x-api-key': a.secret }), GENERATE, async () => 'ok');
    t.is((await f.accounts.store.ledger(a.accountId)).length, 1);
    t.is((await f.accounts.store.ledger(b.accountId)).length, 0);
  });
});
