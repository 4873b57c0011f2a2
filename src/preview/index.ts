/**
 * The public surface of the preview module: PNG images of invoice pages (RenderPreview) and the
 * transaction cache that keeps generated PDFs and rendered PNGs for a while.
 */
export {
  createPreview,
  type Preview,
  type PreviewDependencies,
  type PreviewSettings,
  type ProduceDocument,
} from './preview-operation.js';
export { createTransactionCache, type CacheSettings } from './cache/create-cache.js';
export { MemoryTransactionCache, type MemoryCacheOptions } from './cache/memory-cache.js';
export { RedisTransactionCache, type RedisCacheOptions } from './cache/redis-cache.js';
export {
  systemClock,
  type CacheTtls,
  type CachedPng,
  type Clock,
  type PdfLookup,
  type PngKey,
  type TransactionCache,
} from './cache/transaction-cache.js';
export { DPI, readPreviewRequest } from './preview-request.js';
export type { PoolStats } from './render/render-pool.js';
