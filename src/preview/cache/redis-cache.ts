/**
 * The shared transaction cache (REDIS_URL set): replicas behind one load balancer see the same
 * PDFs and PNGs. Redis expires keys by PX TTLs; each value also carries its expiry time, checked
 * with the injected clock, so both stores answer the same way when tests move time forward.
 * Memory bounds are Redis's own (maxmemory and an eviction policy such as allkeys-lru). The
 * connection fails fast while Redis is out (RedisUnavailableError); failover-cache.ts then uses
 * the instance's own cache.
 */
import { redisConnection, type RedisConnection } from '../../resilience/redis-connection.js';
import { open, seal } from './envelope.js';
import {
  TOMBSTONE_MS,
  pngKeyString,
  systemClock,
  type CacheTtls,
  type CachedPng,
  type Clock,
  type PdfLookup,
  type PngEntry,
  type PngKey,
  type TransactionCache,
} from './transaction-cache.js';

/** Settings of the Redis cache. */
export interface RedisCacheOptions {
  url: string;
  ttls: CacheTtls;
  clock?: Clock;
  /** Prefix of every key (default einvoice:preview:). */
  keyPrefix?: string;
}

interface Seen {
  expiresAt: number;
  noPdf: boolean;
}

type PngHeader = Omit<CachedPng, 'png'>;

/** The Redis cache. */
export class RedisTransactionCache implements TransactionCache {
  readonly kind = 'redis' as const;
  private readonly connection: RedisConnection;
  private readonly clock: Clock;
  private readonly prefix: string;

  constructor(private readonly options: RedisCacheOptions) {
    this.clock = options.clock ?? systemClock;
    this.prefix = options.keyPrefix ?? 'einvoice:preview:';
    this.connection = redisConnection(options.url, 'preview cache', { enableAutoPipelining: true });
  }

  async putPdf(transactionId: string, pdf: Uint8Array | undefined): Promise<void> {
    const { pdfMs } = this.options.ttls;
    const seen: Seen = { expiresAt: this.clock() + pdfMs, noPdf: pdf === undefined };
    await this.connection.run(async (redis) => {
      const multi = redis
        .multi()
        .set(this.key('seen', transactionId), JSON.stringify(seen), 'PX', pdfMs + TOMBSTONE_MS);
      if (pdf)
        multi.set(
          this.key('pdf', transactionId),
          seal({ expiresAt: seen.expiresAt }, pdf),
          'PX',
          pdfMs,
        );
      await multi.exec();
    });
  }

  async getPdf(transactionId: string): Promise<PdfLookup> {
    const [pdfValue, seenValue] = await this.connection.run((redis) =>
      Promise.all([
        redis.getBuffer(this.key('pdf', transactionId)),
        redis.get(this.key('seen', transactionId)),
      ]),
    );
    const now = this.clock();
    const pdf = open<{ expiresAt: number }>(pdfValue);
    if (pdf && pdf.header.expiresAt > now) return { status: 'hit', pdf: pdf.payload };
    const seen = seenValue ? (JSON.parse(seenValue) as Seen) : undefined;
    if (!seen || now >= seen.expiresAt + TOMBSTONE_MS) return { status: 'unknown' };
    if (seen.noPdf) return { status: 'no-pdf' };
    // Gone before its time: Redis evicted it under memory pressure.
    return { status: 'expired', evicted: !pdf && now < seen.expiresAt };
  }

  async putPng(key: PngKey, entry: PngEntry): Promise<CachedPng> {
    const { pngMs } = this.options.ttls;
    const header: PngHeader = {
      width: entry.width,
      height: entry.height,
      pageCount: entry.pageCount,
      etag: entry.etag,
      expiresAt: this.clock() + pngMs,
    };
    await this.connection.run((redis) =>
      redis.set(this.key('png', pngKeyString(key)), seal({ ...header }, entry.png), 'PX', pngMs),
    );
    return { ...entry, expiresAt: header.expiresAt };
  }

  async getPng(key: PngKey): Promise<CachedPng | undefined> {
    const value = open<PngHeader>(
      await this.connection.run((redis) => redis.getBuffer(this.key('png', pngKeyString(key)))),
    );
    if (!value || value.header.expiresAt <= this.clock()) return undefined;
    return { ...value.header, png: value.payload };
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  private key(kind: 'pdf' | 'png' | 'seen', id: string): string {
    return `${this.prefix}${kind}:${id}`;
  }
}
