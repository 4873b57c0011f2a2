/**
 * AdminService (gRPC/Connect only): accounts, plans and keys behind the admin token. Key
 * listings carry metadata only; the secret appears once, in CreateApiKey's response.
 */
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { DescMethod, MessageInitShape } from '@bufbuild/protobuf';
import {
  AdminService,
  type AccountSchema,
  type ApiKeySchema,
} from '../../gen/einvoice/v1/admin_service_pb.js';
import { enforceRequestRules } from '../api/request-rules.js';
import { apiError } from '../errors/api-error.js';
import { adminTokenCheck } from './admin-token.js';
import { clientAddressKey } from './client-address.js';
import { memoryRateLimiter, type RateLimiter } from './rate-limiter.js';
import { management } from './management.js';
import type { PlanTable } from './plans.js';
import type { AccountRecord, AccountStore, KeyRecord } from './store.js';

const iso = (d: Date | undefined): string => (d ? d.toISOString() : '');

/** An account as the admin API shows it. */
export function accountMessage(a: AccountRecord): MessageInitShape<typeof AccountSchema> {
  return { id: a.id, name: a.name, plan: a.plan, createdAt: iso(a.createdAt) };
}

/** A key as the admin API shows it: never the hash, never the secret. */
export function keyMessage(k: KeyRecord): MessageInitShape<typeof ApiKeySchema> {
  return {
    id: k.id,
    accountId: k.accountId,
    name: k.name,
    environment: k.environment,
    prefix: k.prefix,
    createdAt: iso(k.createdAt),
    lastUsedAt: iso(k.lastUsedAt),
    revokedAt: iso(k.revokedAt),
  };
}

/** Wrong admin tokens one client address may send a minute; past them every admin call from it is 429. */
export const ADMIN_FAILURES_PER_MINUTE = 10;

/**
 * The admin service over a store; every call needs `Authorization: Bearer <adminToken>`. Token
 * failures are throttled per client address: once an address has used up its failures, its calls
 * are refused before the token is even compared, so guessing gains nothing from going faster.
 * The request's protovalidate rules are checked here, after the token (the request-rules
 * interceptor leaves this service alone): without the token a caller gets 401/403, never the
 * field violations that would describe the requests.
 */
export function adminServiceImpl(
  store: AccountStore,
  adminToken: string | undefined,
  plans: PlanTable,
  clock: () => Date = () => new Date(),
  throttle: RateLimiter = memoryRateLimiter(),
): ServiceImpl<typeof AdminService> {
  const check = adminTokenCheck(adminToken);
  const manage = management(store, plans, clock);
  const admin =
    <Req, Res>(method: DescMethod, fn: (req: Req) => Promise<Res>) =>
    async (req: Req, context: HandlerContext): Promise<Res> => {
      const bucket = `admin:${context.values.get(clientAddressKey)}`;
      const left = await throttle.take(bucket, ADMIN_FAILURES_PER_MINUTE, 0).catch(() => undefined);
      if (left && !left.allowed) {
        throw apiError(
          'RATE_LIMITED',
          'too many wrong admin tokens from this address; wait a minute',
          [],
          undefined,
          { 'retry-after': String(left.retryAfterSeconds) },
        );
      }
      try {
        check(context.requestHeader);
      } catch (error) {
        await throttle.take(bucket, ADMIN_FAILURES_PER_MINUTE).catch(() => undefined);
        throw error;
      }
      enforceRequestRules(method.input, req as never);
      return fn(req);
    };
  return {
    createAccount: admin(AdminService.method.createAccount, async (req) => ({
      account: accountMessage(await manage.createAccount(req.name, req.plan || undefined)),
    })),
    listAccounts: admin(AdminService.method.listAccounts, async () => ({
      accounts: (await store.listAccounts()).map(accountMessage),
    })),
    setAccountPlan: admin(AdminService.method.setAccountPlan, async (req) => ({
      account: accountMessage(await manage.setPlan(req.accountId, req.plan)),
    })),
    createApiKey: admin(AdminService.method.createApiKey, async (req) => {
      const { key, secret } = await manage.createKey(
        req.accountId,
        req.name,
        req.environment as 'sandbox' | 'live',
      );
      return { apiKey: keyMessage(key), secret };
    }),
    listApiKeys: admin(AdminService.method.listApiKeys, async (req) => ({
      apiKeys: (await store.listKeys(req.accountId || undefined)).map(keyMessage),
    })),
    revokeApiKey: admin(AdminService.method.revokeApiKey, async (req) => ({
      apiKey: keyMessage(await manage.revokeKey(req.keyId)),
    })),
    listPlans: admin(AdminService.method.listPlans, async () => ({
      plans: [...plans.values()].map((p) => ({
        id: p.id,
        monthlyCredits: p.monthlyCredits,
        requestsPerMinute: p.requestsPerMinute,
        overageAllowed: p.overageAllowed,
        watermark: p.watermark,
      })),
    })),
  };
}
