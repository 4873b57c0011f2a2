/**
 * A Redis connection that fails fast. ioredis by default queues commands while it reconnects
 * and retries them, so with Redis down every request waited seconds; here commands are never
 * queued (enableOfflineQueue off), connects and commands have short timeouts, and a circuit
 * breaker opens on the first failure: while Redis is out every call fails at once and the caller
 * degrades (an in-process rate limit, the local preview cache). The breaker closes the moment
 * the connection is ready again (reconnects are attempted every half second at most) or a probe
 * PING is answered (Redis that hung without dropping the connection).
 */
import { Redis, ReplyError } from 'ioredis';
import { circuitBreaker } from './circuit-breaker.js';

/** Redis could not serve a command; the message names the use, never the driver's text. */
export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

/** A shared connection for one use (rate limits, the preview cache). */
export interface RedisConnection {
  readonly redis: Redis;
  /** Runs commands unless the circuit is open (then throws RedisUnavailableError at once). */
  run<T>(commands: (redis: Redis) => Promise<T>): Promise<T>;
  /** False while Redis cannot be reached (true while the first connect is under way: run() waits for it). */
  available(): boolean;
  close(): Promise<void>;
}

/** A connect or a command taking longer than this counts as Redis being out. */
export const REDIS_TIMEOUT_MS = 1_000;
/** Longest pause between reconnect attempts. */
const RECONNECT_MAX_MS = 500;

/** Connects to `url` for `use` (named in logs and errors). */
export function redisConnection(
  url: string,
  use: string,
  options: { enableAutoPipelining?: boolean } = {},
): RedisConnection {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 50, RECONNECT_MAX_MS),
    enableAutoPipelining: options.enableAutoPipelining ?? false,
  });
  const breaker = circuitBreaker({
    name: `Redis (${use})`,
    startOpen: true,
    probeMinMs: 250,
    probeMaxMs: RECONNECT_MAX_MS,
    async probe() {
      if (redis.status !== 'ready') throw new Error('not connected');
      await redis.ping();
    },
  });
  // The first commands wait for the first connect (bounded), so a fresh instance starts on Redis.
  let connected = false;
  let starting = true;
  const firstConnect = new Promise<void>((resolve) => {
    redis.once('ready', () => resolve());
    redis.once('error', () => resolve());
    setTimeout(resolve, REDIS_TIMEOUT_MS).unref();
  }).then(() => {
    starting = false;
  });
  redis.on('ready', () => {
    connected = true;
    breaker.close();
  });
  redis.on('error', (error: Error) => breaker.open(error));
  redis.on('close', () => breaker.open(new Error('connection closed')));
  const unavailable = () => new RedisUnavailableError(`Redis (${use}) is unavailable`);

  return {
    redis,
    async run(commands) {
      if (!connected) await firstConnect;
      if (!breaker.closed) throw unavailable();
      try {
        return await commands(redis);
      } catch (error) {
        if (error instanceof ReplyError) throw error; // Redis answered: not an outage
        breaker.open(error);
        throw unavailable();
      }
    },
    available: () => starting || breaker.closed,
    async close() {
      breaker.stop();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
