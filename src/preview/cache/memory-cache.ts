/**
 * The in-process transaction cache (the default): `node-cache` holds the bytes, and a small
 * insertion-ordered index beside it bounds the cache in entries and bytes (the oldest entries go
 * first) and decides expiry by the injected clock. node-cache's own TTL (real time, a second
 * longer) only frees memory of entries nobody asks for again.
 */
import NodeCache from 'node-cache';
import {
  TOMBSTONE_MS, pngKeyString, systemClock,
  type CacheTtls, type CachedPng, type Clock, type PdfLookup, type PngEntry, type PngKey, type TransactionCache,
} from './transaction-cache.js';

/** Settings of the in-process cache. */
export interface MemoryCacheOptions {
  ttls: CacheTtls;
  /** Most PDFs and PNGs kept together (PREVIEW_CACHE_MAX_ENTRIES). */
  maxEntries: number;
  /** Most bytes of PDFs and PNGs kept together (PREVIEW_CACHE_MAX_BYTES). */
  maxBytes: number;
  clock?: Clock;
  /** Most transaction ids remembered after their PDF is gone (to say "expired"). */
  maxTombstones?: number;
}

interface IndexEntry {
  bytes: number;
  expiresAt: number;
}

interface Tombstone {
  /** When the PDF expires (or expired). */
  expiresAt: number;
  noPdf: boolean;
  /** The PDF left before its time because of the bounds. */
  evicted: boolean;
}

type Stored = Uint8Array | PngEntry;

/** The in-process cache. */
export class MemoryTransactionCache implements TransactionCache {
  readonly kind = 'memory' as const;
  private readonly store = new NodeCache({ useClones: false, checkperiod: 30 });
  /** Keys in insertion order (oldest first), with their size and expiry by our clock. */
  private readonly index = new Map<string, IndexEntry>();
  private readonly tombstones = new Map<string, Tombstone>();
  private bytes = 0;
  private readonly clock: Clock;

  constructor(private readonly options: MemoryCacheOptions) {
    this.clock = options.clock ?? systemClock;
    this.store.on('expired', (key: string) => this.forget(key));
  }

  /** Entries and bytes held (for tests and metrics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.index.size, bytes: this.bytes };
  }

  async putPdf(transactionId: string, pdf: Uint8Array | undefined): Promise<void> {
    const expiresAt = this.clock() + this.options.ttls.pdfMs;
    this.remember(transactionId, { expiresAt, noPdf: pdf === undefined, evicted: false });
    if (pdf) this.set(`pdf:${transactionId}`, pdf, pdf.byteLength, expiresAt);
  }

  async getPdf(transactionId: string): Promise<PdfLookup> {
    const pdf = this.get(`pdf:${transactionId}`) as Uint8Array | undefined;
    if (pdf) return { status: 'hit', pdf };
    const now = this.clock();
    const tomb = this.tombstones.get(transactionId);
    if (!tomb || now >= tomb.expiresAt + TOMBSTONE_MS) return { status: 'unknown' };
    if (tomb.noPdf) return { status: 'no-pdf' };
    return { status: 'expired', evicted: tomb.evicted && now < tomb.expiresAt };
  }

  async putPng(key: PngKey, entry: PngEntry): Promise<CachedPng> {
    const expiresAt = this.clock() + this.options.ttls.pngMs;
    this.set(`png:${pngKeyString(key)}`, entry, entry.png.byteLength, expiresAt);
    return { ...entry, expiresAt };
  }

  async getPng(key: PngKey): Promise<CachedPng | undefined> {
    const name = `png:${pngKeyString(key)}`;
    const entry = this.get(name) as PngEntry | undefined;
    return entry ? { ...entry, expiresAt: this.index.get(name)!.expiresAt } : undefined;
  }

  async close(): Promise<void> {
    this.store.close();
    this.store.flushAll();
    this.index.clear();
    this.tombstones.clear();
    this.bytes = 0;
  }

  private set(key: string, value: Stored, bytes: number, expiresAt: number): void {
    this.forget(key);
    this.store.del(key);
    const ttlSeconds = Math.ceil(Math.max(0, expiresAt - this.clock()) / 1000) + 1;
    this.store.set(key, value, ttlSeconds);
    this.index.set(key, { bytes, expiresAt });
    this.bytes += bytes;
    this.evictBeyondBounds();
  }

  private get(key: string): Stored | undefined {
    const meta = this.index.get(key);
    if (!meta) return undefined;
    const value = meta.expiresAt > this.clock() ? this.store.get<Stored>(key) : undefined;
    if (value === undefined) {
      this.forget(key);
      this.store.del(key);
    }
    return value;
  }

  /** Drops the oldest entries until both bounds hold. */
  private evictBeyondBounds(): void {
    const { maxEntries, maxBytes } = this.options;
    for (const key of this.index.keys()) {
      if (this.index.size <= maxEntries && this.bytes <= maxBytes) break;
      if (key.startsWith('pdf:')) {
        const tomb = this.tombstones.get(key.slice(4));
        if (tomb) tomb.evicted = true;
      }
      this.forget(key);
      this.store.del(key);
    }
  }

  private forget(key: string): void {
    const meta = this.index.get(key);
    if (!meta) return;
    this.index.delete(key);
    this.bytes -= meta.bytes;
  }

  /** Records that an id existed; the oldest records go first beyond the bound. */
  private remember(transactionId: string, tomb: Tombstone): void {
    this.tombstones.delete(transactionId);
    this.tombstones.set(transactionId, tomb);
    const max = this.options.maxTombstones ?? 10_000;
    const now = this.clock();
    for (const [id, t] of this.tombstones) {
      if (this.tombstones.size <= max && now < t.expiresAt + TOMBSTONE_MS) break;
      this.tombstones.delete(id);
    }
  }
}
