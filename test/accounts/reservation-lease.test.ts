/**
 * A reservation is a lease (guard.ts): renewed while its operation runs, so that a replica killed
 * mid-request frees the credit it held, and the client's retry with the same Idempotency-Key,
 * within RESERVATION_TTL_MS instead of blocking it for as long as a request may run; and a late
 * commit of a reservation whose key a retry took over is never charged too.
 */
import test from 'ava';
import { createGuard, RESERVATION_TTL_MS } from '../../src/accounts/guard.js';
import { management } from '../../src/accounts/management.js';
import { planTable } from '../../src/accounts/plans.js';
import { memoryRateLimiter } from '../../src/accounts/rate-limiter.js';
import type { ReserveInput } from '../../src/accounts/store.js';
import { forEachBackend } from './helpers/backends.js';
import { contextWith } from './helpers/context.js';

const PLANS = { bulk: { monthlyCredits: 100, requestsPerMinute: 100_000 } };
const T0 = new Date('2026-03-02T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

function reserveInput(accountId: string, keyId: string, now: Date, idem: string): ReserveInput {
  return {
    accountId,
    keyId,
    period: '2026-03',
    operation: 'generate',
    cost: 1,
    limit: 100,
    now,
    staleBefore: new Date(now.getTime() - RESERVATION_TTL_MS),
    idempotency: {
      key: idem,
      requestHash: 'generate:same',
      notBefore: new Date(now.getTime() - 86_400_000),
    },
  };
}

forEachBackend(({ name, open }) => {
  test(`${name}: a dead replica's claim frees its Idempotency-Key after the lease; its late commit is not charged too`, async (t) => {
    const store = await open();
    const manage = management(store, planTable(PLANS));
    const account = await manage.createAccount(`lease-${name}`, 'bulk');
    const { key } = await manage.createKey(account.id, 'k', 'live');
    const first = await store.reserve(reserveInput(account.id, key.id, T0, 'retry-me'));
    t.is(first.kind, 'reserved');
    // Within the lease the retry waits for the first.
    t.is(
      (
        await store.reserve(
          reserveInput(account.id, key.id, at(RESERVATION_TTL_MS - 1000), 'retry-me'),
        )
      ).kind,
      'in_progress',
    );
    // Renewed: still in progress well after one TTL from the start.
    await store.renew((first as any).reservation, at(RESERVATION_TTL_MS - 500));
    t.is(
      (
        await store.reserve(
          reserveInput(account.id, key.id, at(RESERVATION_TTL_MS + 1000), 'retry-me'),
        )
      ).kind,
      'in_progress',
    );
    // No renewal for a TTL (the replica died): the retry takes the key over and is charged.
    const retry = await store.reserve(
      reserveInput(account.id, key.id, at(3 * RESERVATION_TTL_MS), 'retry-me'),
    );
    t.is(retry.kind, 'reserved');
    await store.commit(
      (retry as any).reservation,
      at(3 * RESERVATION_TTL_MS + 10),
      at(2 * RESERVATION_TTL_MS),
      { response: Buffer.from('doc') },
    );
    // The first one was only stalled after all and commits late: not charged a second time.
    await store.commit(
      (first as any).reservation,
      at(3 * RESERVATION_TTL_MS + 20),
      at(2 * RESERVATION_TTL_MS),
    );
    t.is((await store.ledger(account.id)).length, 1);
    t.is(await store.used(account.id, '2026-03', at(2 * RESERVATION_TTL_MS)), 1);
  });

  test(`${name}: guard renews the lease of a running operation`, async (t) => {
    const store = await open();
    const manage = management(store, planTable(PLANS));
    const account = await manage.createAccount(`renew-${name}`, 'bulk');
    const { secret } = await manage.createKey(account.id, 'k', 'live');
    let now = T0;
    const guard = createGuard({
      store,
      plans: planTable(PLANS),
      limiter: memoryRateLimiter(),
      clock: () => now,
      anonymousPerMinute: 60,
      leaseRenewMs: 10,
    });
    const bytes = {
      serialize: (s: string) => Buffer.from(s),
      deserialize: (b: Uint8Array) => Buffer.from(b).toString(),
      requestHash: 'same',
    };
    const headers = { 'x-api-key': secret, 'idempotency-key': 'slow-one' };
    const policy = { operation: 'generate' as const, cost: 1, keyRequired: true };
    const pause = () => new Promise((resolve) => setTimeout(resolve, 60));
    let retryOutcome = '';
    await guard(
      contextWith(headers),
      policy,
      async () => {
        // The operation runs for two TTLs of the (test) clock while the lease is renewed.
        for (let i = 1; i <= 4; i++) {
          now = at((i * RESERVATION_TTL_MS) / 2);
          await pause();
        }
        retryOutcome = await guard(contextWith(headers), policy, async () => 'second', bytes).then(
          () => 'ran',
          (e) => String(e.message),
        );
        return 'first';
      },
      bytes,
    );
    t.regex(retryOutcome, /still in progress/);
    t.is((await store.ledger(account.id)).length, 1);
  });
});
