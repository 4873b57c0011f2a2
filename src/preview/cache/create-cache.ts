/**
 * Picks the transaction cache from the settings: Redis when REDIS_URL is set (replicas share
 * previews; the in-process cache stands in while Redis is out), the in-process cache otherwise.
 */
import { FailoverTransactionCache } from './failover-cache.js';
import { MemoryTransactionCache } from './memory-cache.js';
import { RedisTransactionCache } from './redis-cache.js';
import type { Clock, TransactionCache } from './transaction-cache.js';

/** The settings the cache reads (a subset of Config). */
export interface CacheSettings {
  redisUrl?: string;
  previewPdfTtlSeconds: number;
  previewPngTtlSeconds: number;
  previewCacheMaxEntries: number;
  previewCacheMaxBytes: number;
}

/** Creates the cache for a configuration. */
export function createTransactionCache(settings: CacheSettings, clock?: Clock): TransactionCache {
  const ttls = {
    pdfMs: settings.previewPdfTtlSeconds * 1000,
    pngMs: settings.previewPngTtlSeconds * 1000,
  };
  const local = new MemoryTransactionCache({
    ttls,
    clock,
    maxEntries: settings.previewCacheMaxEntries,
    maxBytes: settings.previewCacheMaxBytes,
  });
  if (settings.redisUrl)
    return new FailoverTransactionCache(
      new RedisTransactionCache({ url: settings.redisUrl, ttls, clock }),
      local,
    );
  return local;
}
