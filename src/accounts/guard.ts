/**
 * The one wrapper every charged or keyed operation runs through, on every transport (the REST
 * gateway calls handlers in-process, so this cannot be a Connect interceptor): authenticate,
 * set the request mode, rate-limit, check the request, reserve credits, run, then commit the
 * charge only if the operation succeeded (release it otherwise). With an Idempotency-Key a retry
 * gets the first result back and is not charged again. Calls without a key, and wrong keys, are
 * rate-limited per client address.
 */
import { Code, ConnectError, type HandlerContext } from '@connectrpc/connect';
import { requestModeKey } from '../api/request-mode.js';
import { apiError, describeError } from '../errors/api-error.js';
import { clientAddressKey } from './client-address.js';
import { chargedKey, rateLimitedKey } from './guard-outcome.js';
import { authenticate, identityKey, type Identity } from './identity.js';
import { presentedKey } from './key-header.js';
import { periodOf } from './period.js';
import type { PlanTable } from './plans.js';
import type { RateDecision, RateLimiter } from './rate-limiter.js';
import type { AccountStore, KeptResult } from './store.js';
import { creditLimit, usageOf, type Usage } from './usage.js';

/** The operations the service charges or keys. */
export type Operation =
  | 'generate'
  | 'retrieve'
  | 'convert'
  | 'preview_json'
  | 'preview_transaction'
  | 'validate'
  | 'account'
  | 'status_generate'
  | 'status_retrieve'
  | 'status_validate';

/** How one operation is guarded. */
export interface GuardPolicy {
  operation: Operation;
  /** Credits charged when the operation succeeds (0: free). */
  cost: number;
  /** When true a request without a key is refused (401 missing_api_key). */
  keyRequired: boolean;
  /**
   * The request's own checks (e.g. generate's field checks), run after the key and the rate limit
   * but before credits are reserved: a request that will fail them is refused without holding a
   * credit, so it can neither get 402 nor make a valid request get 402 while credits remain.
   */
  check?: () => void;
}

/** How to store and replay a result for Idempotency-Key. */
export interface Idempotency<T> {
  serialize(result: T): Uint8Array;
  deserialize(bytes: Uint8Array): T;
  /** A hash of the request body: a reused Idempotency-Key with another body is refused. */
  requestHash: string;
}

/** What guard returns: the result and, when credits were involved, the balance after. */
export interface Guarded<T> {
  result: T;
  usage?: Usage;
}

/** guard's signature. */
export type Guard = <T>(
  context: HandlerContext,
  policy: GuardPolicy,
  run: () => Promise<T>,
  idempotency?: Idempotency<T>,
) => Promise<Guarded<T>>;

/** What guard works with. */
export interface GuardDeps {
  store: AccountStore;
  plans: PlanTable;
  limiter: RateLimiter;
  clock: () => Date;
  /** Requests a minute per client address without a key, and for wrong keys. */
  anonymousPerMinute: number;
  /** How often a running operation renews its reservation (default RESERVATION_RENEW_MS). */
  leaseRenewMs?: number;
}

/**
 * A reservation is a lease, renewed every RESERVATION_RENEW_MS while its operation runs: one
 * whose process died (a killed replica) stops counting, and frees its Idempotency-Key for the
 * client's retry, this long after its last renewal — seconds, not the longest a request may run.
 */
export const RESERVATION_TTL_MS = 30_000;
/** How often a running operation renews its reservation (well inside RESERVATION_TTL_MS). */
export const RESERVATION_RENEW_MS = 5_000;
/** How long an Idempotency-Key answers with the first result. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * Largest result an Idempotency-Key keeps for its 24 hours (XML, retrieve answers). A larger one
 * (a PDF) is not stored: a retry runs the operation again, uncharged, so the database does not
 * hold a day of PDFs.
 */
export const IDEMPOTENCY_MAX_KEPT_BYTES = 16 * 1024;
/**
 * Retry-After of IDEMPOTENCY_IN_PROGRESS: most operations end within a second or two; a claim of
 * a dead replica ends within RESERVATION_TTL_MS, which a client's few retries may not outlast.
 */
export const IDEMPOTENCY_RETRY_AFTER_SECONDS = 1;
const TOUCH_EVERY_MS = 30_000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

function rateHeaders(rate: RateDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'ratelimit-limit': String(rate.limit),
    'ratelimit-remaining': String(rate.remaining),
    'ratelimit-reset': String(rate.resetSeconds),
  };
  if (!rate.allowed) headers['retry-after'] = String(rate.retryAfterSeconds);
  return headers;
}

/** Adds the RateLimit headers to an error (the REST gateway sends error metadata). */
function withHeaders(error: unknown, headers: Record<string, string>): unknown {
  if (error instanceof ConnectError) {
    for (const [name, value] of Object.entries(headers))
      if (!error.metadata.has(name)) error.metadata.set(name, value);
  }
  return error;
}

/** Runs the operation; its errors carry the RateLimit headers too. */
async function runWith<T>(run: () => Promise<T>, headers: Record<string, string>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw withHeaders(error, headers);
  }
}

/** The operation finished after its caller stopped waiting for it. */
function callerGone(): ConnectError {
  return new ConnectError('the request was closed before its answer', Code.Canceled);
}

/** Builds guard over a store, a plan table and a rate limiter. */
export function createGuard(deps: GuardDeps): Guard {
  const touched = new Map<string, number>();

  async function rateLimit(
    context: HandlerContext,
    identity: Identity,
  ): Promise<Record<string, string>> {
    let rate: RateDecision;
    try {
      rate = await deps.limiter.take(identity.key.id, identity.plan.requestsPerMinute);
    } catch {
      return {}; // the shared limiter is unreachable: fail open (quotas are still enforced by the database)
    }
    const headers = rateHeaders(rate);
    if (!rate.allowed) {
      context.values.set(rateLimitedKey, true);
      throw apiError(
        'RATE_LIMITED',
        `rate limit of ${rate.limit} requests per minute exceeded`,
        [],
        undefined,
        headers,
      );
    }
    for (const [name, value] of Object.entries(headers)) context.responseHeader.set(name, value);
    return headers;
  }

  /**
   * One token of the client address's bucket (no key, or a wrong key). In-process callers carry
   * no address and are not limited here.
   */
  async function limitAddress(context: HandlerContext): Promise<void> {
    const address = context.values.get(clientAddressKey);
    if (!address) return;
    let rate: RateDecision;
    try {
      rate = await deps.limiter.take(`anon:${address}`, deps.anonymousPerMinute);
    } catch {
      return; // fail open, as for keys
    }
    const headers = rateHeaders(rate);
    if (!rate.allowed) {
      context.values.set(rateLimitedKey, true);
      throw apiError(
        'RATE_LIMITED',
        `more than ${rate.limit} requests a minute without a valid API key from this address; send a key`,
        [],
        undefined,
        headers,
      );
    }
    for (const [name, value] of Object.entries(headers)) context.responseHeader.set(name, value);
  }

  async function touch(identity: Identity, now: Date): Promise<void> {
    const last = touched.get(identity.key.id) ?? identity.key.lastUsedAt?.getTime() ?? 0;
    if (now.getTime() - last < TOUCH_EVERY_MS) return;
    touched.set(identity.key.id, now.getTime());
    if (touched.size > 100_000) touched.clear();
    // "Last used" is bookkeeping: a database that cannot write it (full, busy) fails no request.
    await deps.store.touchKey(identity.key.id, now).catch(() => undefined);
  }

  return async function guard<T>(
    context: HandlerContext,
    policy: GuardPolicy,
    run: () => Promise<T>,
    idempotency?: Idempotency<T>,
  ): Promise<Guarded<T>> {
    const presented = presentedKey(context.requestHeader);
    if (presented.kind === 'conflict')
      throw apiError('INVALID_API_KEY', 'X-API-Key and Authorization carry different keys');
    if (presented.kind === 'none') {
      if (policy.keyRequired)
        throw apiError(
          'MISSING_API_KEY',
          'this operation needs an API key in X-API-Key (or Authorization: Bearer)',
        );
      await limitAddress(context);
      policy.check?.();
      return { result: await run() };
    }
    let identity: Identity;
    try {
      identity = await authenticate(deps.store, deps.plans, presented.secret);
    } catch (error) {
      // Guessing keys costs the guesser's address its tokens: past them, 429 instead of 401.
      if (describeError(error).reason === 'INVALID_API_KEY') await limitAddress(context);
      throw error;
    }
    context.values.set(requestModeKey, identity.mode);
    context.values.set(identityKey, identity);
    const headers = await rateLimit(context, identity);
    try {
      policy.check?.();
    } catch (error) {
      throw withHeaders(error, headers);
    }
    const now = deps.clock();
    if (policy.cost <= 0) {
      await touch(identity, now);
      return { result: await runWith(run, headers) };
    }

    const idemKey = idempotency
      ? (context.requestHeader.get('idempotency-key') ?? undefined)
      : undefined;
    if (idemKey !== undefined && !IDEMPOTENCY_KEY.test(idemKey)) {
      throw apiError(
        'INVALID_REQUEST',
        'Idempotency-Key must be 1 to 255 visible ASCII characters',
      );
    }
    const staleBefore = new Date(now.getTime() - RESERVATION_TTL_MS);
    const period = periodOf(now);
    const claim = await deps.store.reserve({
      accountId: identity.account.id,
      keyId: identity.key.id,
      period,
      operation: policy.operation,
      cost: policy.cost,
      limit: creditLimit(identity.plan),
      now,
      staleBefore,
      idempotency:
        idemKey !== undefined && idempotency
          ? {
              key: idemKey,
              requestHash: `${policy.operation}:${idempotency.requestHash}`,
              notBefore: new Date(now.getTime() - IDEMPOTENCY_TTL_MS),
            }
          : undefined,
    });
    switch (claim.kind) {
      case 'quota_exceeded': {
        const usage = usageOf(identity.plan, claim.used);
        throw apiError(
          'QUOTA_EXCEEDED',
          `monthly credits used up (plan ${identity.plan.id}: ${identity.plan.monthlyCredits} credits, ${identity.plan.overageAllowed} overage)`,
          [],
          {
            remaining: Number(usage.remaining),
            plan: usage.plan,
            overage_count: Number(usage.overageCount),
            overage_allowed: Number(usage.overageAllowed),
          },
          headers,
        );
      }
      case 'conflict':
        throw apiError(
          'INVALID_REQUEST',
          'this Idempotency-Key was used with a different request in the last 24 hours',
        );
      case 'in_progress':
        // Not the caller's mistake: the first request is still running (or its replica died and
        // its lease has not run out yet). 409 ABORTED with Retry-After, which clients retry.
        throw apiError(
          'IDEMPOTENCY_IN_PROGRESS',
          'a request with this Idempotency-Key is still in progress; retry after Retry-After seconds',
          [],
          undefined,
          { ...headers, 'retry-after': String(IDEMPOTENCY_RETRY_AFTER_SECONDS) },
        );
      case 'replay': {
        context.responseHeader.set('idempotent-replayed', 'true');
        const used = await deps.store.used(identity.account.id, period, staleBefore);
        return {
          result: idempotency!.deserialize(claim.response),
          usage: usageOf(identity.plan, used),
        };
      }
      case 'rerun': {
        // Charged once already; the result was too large to keep: produce it again, free.
        context.responseHeader.set('idempotent-replayed', 'rerun');
        const result = await runWith(run, headers);
        const used = await deps.store.used(identity.account.id, period, staleBefore);
        return { result, usage: usageOf(identity.plan, used) };
      }
    }
    let result: T;
    let kept: KeptResult | undefined;
    // The lease: renewed while the operation runs; a failed renewal is retried at the next tick.
    const lease = setInterval(
      () => void deps.store.renew(claim.reservation, deps.clock()).catch(() => undefined),
      deps.leaseRenewMs ?? RESERVATION_RENEW_MS,
    );
    lease.unref();
    try {
      result = await runWith(run, headers);
      // The caller is gone (it hung up, its deadline passed, or a shutdown answered it 503
      // already): it never reads this result, so it is not charged for it.
      if (context.signal.aborted) throw callerGone();
      if (idemKey !== undefined && idempotency) {
        const response = idempotency.serialize(result);
        kept = response.byteLength <= IDEMPOTENCY_MAX_KEPT_BYTES ? { response } : { rerun: true };
      }
    } catch (error) {
      // Failed: nothing is charged. If even the release fails, the reservation expires by itself.
      await deps.store.release(claim.reservation).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(lease);
    }
    const used = await deps.store.commit(claim.reservation, deps.clock(), staleBefore, kept);
    context.values.set(chargedKey, { operation: policy.operation, credits: policy.cost });
    await touch(identity, now);
    return { result, usage: usageOf(identity.plan, used) };
  };
}
