/**
 * The rate limiter with REDIS_URL: the shared Redis buckets while Redis answers, and in-process
 * buckets while it does not, so a Redis outage neither lets every request through nor slows it
 * down. Degraded, each instance limits by itself (a client spread over n instances may get up to
 * n times its limit); the shared buckets take over again as soon as Redis is back.
 */
import type { RateLimiter } from './rate-limiter.js';
import type { SharedRateLimiter } from './redis-rate-limiter.js';

/** Shared buckets, falling back to `local` while `shared` is unavailable. */
export function failoverRateLimiter(shared: SharedRateLimiter, local: RateLimiter): RateLimiter {
  return {
    async take(bucket, perMinute, cost) {
      if (!shared.available()) return local.take(bucket, perMinute, cost);
      try {
        return await shared.take(bucket, perMinute, cost);
      } catch {
        return local.take(bucket, perMinute, cost);
      }
    },
    async close() {
      await shared.close();
      await local.close();
    },
  };
}
