/**
 * The accounts module's public surface: `createAccounts(config)` opens the store (and keeps
 * opening it while the database is down), ensures the demo key, picks the rate limiter and
 * returns the one `guard` every operation runs through, GetAccount and the admin service.
 */
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { GetAccountResponseSchema } from '../../gen/einvoice/v1/account_service_pb.js';
import type { AdminService } from '../../gen/einvoice/v1/admin_service_pb.js';
import type { Config } from '../config.js';
import { adminServiceImpl } from './admin-service.js';
import { availableStore } from './available-store.js';
import { ensureDemoKey } from './demo-key.js';
import { failoverRateLimiter } from './failover-rate-limiter.js';
import { createGuard, RESERVATION_TTL_MS, type Guard } from './guard.js';
import { identityKey } from './identity.js';
import { openStore } from './open-store.js';
import { nextPeriodStart, periodOf } from './period.js';
import { planTable, type PlanTable } from './plans.js';
import { memoryRateLimiter, type RateLimiter } from './rate-limiter.js';
import { redisRateLimiter } from './redis-rate-limiter.js';
import type { AccountStore } from './store.js';
import { usageOf } from './usage.js';

export type { Guard, GuardPolicy, Guarded, Idempotency, Operation } from './guard.js';
export type { Usage } from './usage.js';
export { identityKey, type Identity } from './identity.js';
export { clientAddressKey, clientAddressValues } from './client-address.js';
export { chargedKey, rateLimitedKey } from './guard-outcome.js';
export { messageIdempotency } from './idempotency.js';

/** The accounts module as the app uses it. */
export interface Accounts {
  /** Wraps one operation: key, mode, rate limit, quota, charge on success, idempotency. */
  guard: Guard;
  /** GET /v1/account (key required). */
  getAccount(context: HandlerContext): Promise<MessageInitShape<typeof GetAccountResponseSchema>>;
  /** AdminService behind ADMIN_TOKEN. */
  adminService: ServiceImpl<typeof AdminService>;
  /** The public demo key ('' when disabled). */
  demoKey: string;
  /** The store and plans, for the command line and tests (a store passed in is not closed by close()). */
  store: AccountStore;
  plans: PlanTable;
  /** False while the accounts database cannot be reached (readiness). */
  ready(): boolean;
  close(): Promise<void>;
}

/** Parts a test may replace. */
export interface AccountsOverrides {
  clock?: () => Date;
  store?: AccountStore;
  limiter?: RateLimiter;
}

/** Opens everything accounts need for a configuration. */
export async function createAccounts(
  config: Config,
  overrides: AccountsOverrides = {},
): Promise<Accounts> {
  const clock = overrides.clock ?? (() => new Date());
  const plans = planTable(config.plans);
  // Opened in the background and again after failures: a database that is down at start-up
  // answers 503 until it is back, it does not stop the service.
  const store = availableStore({
    kind: overrides.store?.kind ?? (config.databaseUrl ? 'postgres' : 'sqlite'),
    open: overrides.store ? async () => overrides.store! : () => openStore(config),
    prepare: (opened) => ensureDemoKey(opened, plans, config.demoApiKey),
    closeUnderlying: !overrides.store,
  });
  await store.started;
  const limiter =
    overrides.limiter ??
    (config.redisUrl
      ? failoverRateLimiter(redisRateLimiter(config.redisUrl), memoryRateLimiter())
      : memoryRateLimiter());
  const guard = createGuard({
    store,
    plans,
    limiter,
    clock,
    anonymousPerMinute: config.anonymousRequestsPerMinute,
  });

  return {
    guard,
    async getAccount(context) {
      const { result } = await guard(
        context,
        { operation: 'account', cost: 0, keyRequired: true },
        async () => {
          const identity = context.values.get(identityKey)!;
          const now = clock();
          const used = await store.used(
            identity.account.id,
            periodOf(now),
            new Date(now.getTime() - RESERVATION_TTL_MS),
          );
          return {
            ...usageOf(identity.plan, used),
            environment: identity.key.environment,
            resetsAt: nextPeriodStart(now).toISOString(),
          };
        },
      );
      return result;
    },
    adminService: adminServiceImpl(store, config.adminToken, plans, clock, limiter),
    demoKey: config.demoApiKey,
    store,
    plans,
    ready: () => store.available(),
    async close() {
      if (!overrides.limiter) await limiter.close();
      await store.close();
    },
  };
}
