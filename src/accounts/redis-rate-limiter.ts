/**
 * The shared token bucket for several replicas: one Redis hash per key, updated by a Lua
 * script so the refill and the take are one atomic step, timed by the Redis clock (replicas'
 * clocks may differ). The connection fails fast while Redis is out (failover-rate-limiter.ts
 * then limits in-process).
 */
import type { Redis } from 'ioredis';
import { redisConnection } from '../resilience/redis-connection.js';
import { decision, type RateLimiter } from './rate-limiter.js';

const TOKEN_BUCKET = `
local capacity = tonumber(ARGV[1])
local cost = tonumber(ARGV[2])
local per_ms = capacity / 60000
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or capacity
local at = tonumber(state[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) * per_ms)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - cost
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], 61000)
return {allowed, tostring(tokens)}
`;

type BucketRedis = Redis & {
  tokenBucket(key: string, capacity: number, cost: number): Promise<[number, string]>;
};

/** A Redis limiter that also says whether Redis is reachable. */
export interface SharedRateLimiter extends RateLimiter {
  available(): boolean;
}

/** A Redis-backed limiter; bucket keys are prefixed so they do not collide with other data. */
export function redisRateLimiter(url: string, prefix = 'einvoice:rate:'): SharedRateLimiter {
  const connection = redisConnection(url, 'rate limits');
  connection.redis.defineCommand('tokenBucket', { numberOfKeys: 1, lua: TOKEN_BUCKET });
  return {
    async take(bucket, perMinute, cost = 1) {
      const [allowed, tokens] = await connection.run((redis) =>
        (redis as BucketRedis).tokenBucket(prefix + bucket, perMinute, cost),
      );
      return decision(allowed === 1, Number(tokens), perMinute);
    },
    available: () => connection.available(),
    close: () => connection.close(),
  };
}
