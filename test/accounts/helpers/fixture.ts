/**
 * A ready accounts module over a given store: a settable clock, an in-process rate limiter on
 * that clock, and helpers to create an account with a key.
 */
import { createAccounts, type Accounts } from '../../../src/accounts/index.js';
import { management } from '../../../src/accounts/management.js';
import { memoryRateLimiter, type RateLimiter } from '../../../src/accounts/rate-limiter.js';
import type { AccountStore } from '../../../src/accounts/store.js';
import { testConfig, type Config } from '../../../src/config.js';

/** Accounts plus the knobs tests turn. */
export interface Fixture {
  accounts: Accounts;
  /** The current time; tests move it. */
  now: { value: Date };
  /** Creates an account on a plan with one key; returns the secret. */
  customer(
    plan?: string,
    environment?: 'sandbox' | 'live',
  ): Promise<{ accountId: string; keyId: string; secret: string }>;
}

let serial = 0;

/** Builds accounts over a store (demo key off unless configured). */
export async function fixture(
  store: AccountStore,
  config: Partial<Config> = {},
  limiter?: RateLimiter,
): Promise<Fixture> {
  const now = { value: new Date('2026-11-15T12:00:00Z') };
  const clock = () => now.value;
  const accounts = await createAccounts(testConfig({ demoApiKey: '', ...config }), {
    store,
    clock,
    limiter: limiter ?? memoryRateLimiter(() => now.value.getTime()),
  });
  const manage = management(store, accounts.plans, clock);
  return {
    accounts,
    now,
    async customer(plan = 'starter', environment = 'live') {
      const account = await manage.createAccount(`customer ${process.pid}-${++serial}`, plan);
      const { key, secret } = await manage.createKey(account.id, 'test key', environment);
      return { accountId: account.id, keyId: key.id, secret };
    },
  };
}
