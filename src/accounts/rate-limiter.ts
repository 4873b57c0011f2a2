/**
 * Rate limiting per API key: a token bucket holding the plan's requests per minute, refilled
 * evenly (limit / 60 tokens a second). This file has the interface and the in-process bucket
 * (one replica); redis-rate-limiter.ts shares buckets between replicas.
 */

/** The outcome of one request against a bucket, with what the RateLimit headers say. */
export interface RateDecision {
  allowed: boolean;
  /** Bucket capacity (requests per minute). */
  limit: number;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds until the next request may pass (0 when allowed). */
  retryAfterSeconds: number;
}

/** Takes one token per request. */
export interface RateLimiter {
  /** Takes `cost` tokens (default 1) when at least one is left; cost 0 only asks whether one would pass. */
  take(bucket: string, perMinute: number, cost?: number): Promise<RateDecision>;
  close(): Promise<void>;
}

/** Turns a bucket's token count into the decision and header values. */
export function decision(allowed: boolean, tokens: number, perMinute: number): RateDecision {
  const perSecond = perMinute / 60;
  return {
    allowed,
    limit: perMinute,
    remaining: Math.max(0, Math.floor(tokens)),
    resetSeconds: Math.ceil((perMinute - tokens) / perSecond),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / perSecond)),
  };
}

/** An in-process token bucket per key (clock injectable for tests). */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    async take(bucket, perMinute, cost = 1) {
      const t = now();
      const state = buckets.get(bucket) ?? { tokens: perMinute, at: t };
      state.tokens = Math.min(
        perMinute,
        state.tokens + (Math.max(0, t - state.at) * perMinute) / 60_000,
      );
      state.at = t;
      const allowed = state.tokens >= 1;
      if (allowed) state.tokens -= cost;
      if (buckets.size > 100_000) buckets.clear(); // bounded memory: full buckets are the default anyway
      buckets.set(bucket, state);
      return decision(allowed, state.tokens, perMinute);
    },
    async close() {
      buckets.clear();
    },
  };
}
