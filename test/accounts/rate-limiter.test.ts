/**
 * The token bucket: in-process with a fake clock (refill, headers), and in a real Redis
 * (atomic under concurrent takes, shared between two limiter instances like two replicas).
 */
import test from 'ava';
import { createAccounts } from '../../src/accounts/index.js';
import { management } from '../../src/accounts/management.js';
import { memoryRateLimiter } from '../../src/accounts/rate-limiter.js';
import { testConfig } from '../../src/config.js';
import { describeError } from '../../src/errors/api-error.js';
import { contextWith } from './helpers/context.js';
import { redisRateLimiter } from '../../src/accounts/redis-rate-limiter.js';
import { redisUnavailable, startRedis, type TestRedis } from '../helpers/redis.js';
import { requires } from '../helpers/requires.js';

test('in-process bucket: capacity per minute, refill of limit/60 a second, reset and retry-after', async (t) => {
  let now = 0;
  const limiter = memoryRateLimiter(() => now);
  const decisions = [];
  for (let i = 0; i < 121; i++) decisions.push(await limiter.take('k', 120));
  t.is(decisions.filter((d) => d.allowed).length, 120);
  t.like(decisions[0], { limit: 120, remaining: 119, resetSeconds: 1 });
  t.like(decisions[120], { allowed: false, remaining: 0, retryAfterSeconds: 1, resetSeconds: 60 });
  now += 500; // half a second: one token back at 2 a second
  t.true((await limiter.take('k', 120)).allowed);
  t.false((await limiter.take('k', 120)).allowed);
  t.true((await limiter.take('other key', 120)).allowed, 'buckets are per key');
});

const unavailable = redisUnavailable();
let redis: TestRedis | null = null;
test.before(async () => {
  if (!unavailable) redis = await startRedis();
});
test.after.always(async () => {
  await redis?.stop();
});

requires(unavailable)(
  'redis bucket: 200 concurrent takes on two replicas allow exactly the capacity',
  async (t) => {
    const a = redisRateLimiter(redis!.url, 'test:');
    const b = redisRateLimiter(redis!.url, 'test:');
    t.teardown(async () => {
      await a.close();
      await b.close();
    });
    const takes = Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).take('key_shared', 60));
    const decisions = await Promise.all(takes);
    // Refill during the burst can add a token (1 a second); never more than that.
    const allowed = decisions.filter((d) => d.allowed).length;
    t.true(allowed >= 60 && allowed <= 61, `allowed ${allowed}`);
    const refused = decisions.find((d) => !d.allowed)!;
    t.like(refused, { limit: 60, remaining: 0, retryAfterSeconds: 1 });
  },
);

requires(unavailable)(
  'REDIS_URL: two accounts modules (two replicas) share one bucket per key',
  async (t) => {
    const config = testConfig({
      redisUrl: redis!.url,
      demoApiKey: '',
      plans: { sandbox: { requestsPerMinute: 3 } },
    });
    const one = await createAccounts(config);
    const two = await createAccounts(config, { store: one.store });
    t.teardown(async () => {
      await two.close();
      await one.close();
    });
    const manage = management(one.store, one.plans);
    const account = await manage.createAccount('shared bucket', 'sandbox');
    const { secret } = await manage.createKey(account.id, 'k', 'sandbox');
    const call = (accounts: typeof one) =>
      accounts.guard(
        contextWith({ 'x-api-key': secret }),
        { operation: 'validate', cost: 0, keyRequired: false },
        async () => 'ok',
      );
    await call(one);
    await call(two);
    await call(one);
    const error = await t.throwsAsync(call(two));
    t.is(describeError(error).reason, 'RATE_LIMITED');
  },
);
