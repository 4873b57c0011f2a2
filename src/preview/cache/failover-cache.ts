/**
 * The preview cache with REDIS_URL: Redis while it answers, and the instance's own in-process
 * cache while it does not. During a Redis outage a generate keeps its PDF locally, and a preview
 * on the same instance is still served; a preview of a transaction this instance does not hold
 * cannot be answered (CacheUnavailableError: 503 preview_unavailable), rather than a wrong
 * "unknown transaction". When Redis is back it serves again at once; what was kept locally
 * meanwhile is still found here until it expires.
 */
import type { MemoryTransactionCache } from './memory-cache.js';
import type { RedisTransactionCache } from './redis-cache.js';
import type {
  CachedPng,
  PdfLookup,
  PngEntry,
  PngKey,
  TransactionCache,
} from './transaction-cache.js';

/** The shared cache is out and this instance does not hold the transaction. */
export class CacheUnavailableError extends Error {
  override name = 'CacheUnavailableError';
}

/** Redis first, the local cache while Redis is out. */
export class FailoverTransactionCache implements TransactionCache {
  readonly kind = 'redis' as const;

  constructor(
    private readonly shared: RedisTransactionCache,
    private readonly local: MemoryTransactionCache,
  ) {}

  async putPdf(transactionId: string, pdf: Uint8Array | undefined): Promise<void> {
    await this.shared.putPdf(transactionId, pdf).catch(() => this.local.putPdf(transactionId, pdf));
  }

  async getPdf(transactionId: string): Promise<PdfLookup> {
    let shared: PdfLookup | undefined;
    try {
      shared = await this.shared.getPdf(transactionId);
      if (shared.status !== 'unknown') return shared;
    } catch {
      // Redis is out: only what this instance kept can answer.
    }
    const local = await this.local.getPdf(transactionId);
    if (local.status !== 'unknown') return local;
    if (!shared)
      throw new CacheUnavailableError(
        `transaction ${transactionId} is not held by this instance and the shared cache is out`,
      );
    return shared;
  }

  async putPng(key: PngKey, entry: PngEntry): Promise<CachedPng> {
    return this.shared.putPng(key, entry).catch(() => this.local.putPng(key, entry));
  }

  async getPng(key: PngKey): Promise<CachedPng | undefined> {
    const shared = await this.shared.getPng(key).catch(() => undefined);
    return shared ?? this.local.getPng(key);
  }

  async close(): Promise<void> {
    await this.shared.close();
    await this.local.close();
  }
}
