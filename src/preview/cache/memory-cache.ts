/**
 * The in-process transaction cache (the default): one insertion-ordered map holds the bytes with
 * their size (the byteLength, known when stored) and expiry by the injected clock, bounded in
 * entries and bytes (the oldest entries go first). A sweep every 30 s (real time) frees the
 * memory of expired entries nobody asks for again. (A general-purpose cache that sizes every
 * value it stores by walking it cost more CPU per generate than writing the invoice's XML.)
 * PDFs are kept packed (shared-runs.ts): the font programs and ICC profile that every PDF
 * embeds are held once, not once per PDF; the bounds count each PDF's full size all the same.
 */
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
import { SharedRuns, type PackedPdf } from './shared-runs.js';

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
  value: Stored;
  bytes: number;
  expiresAt: number;
}

/** How often expired entries are freed (real time). */
const SWEEP_MS = 30_000;

interface Tombstone {
  /** When the PDF expires (or expired). */
  expiresAt: number;
  noPdf: boolean;
  /** The PDF left before its time because of the bounds. */
  evicted: boolean;
}

type Stored = PackedPdf | PngEntry;

/** The in-process cache. */
export class MemoryTransactionCache implements TransactionCache {
  readonly kind = 'memory' as const;
  /** Keys in insertion order (oldest first), with their value, size and expiry by our clock. */
  private readonly index = new Map<string, IndexEntry>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly tombstones = new Map<string, Tombstone>();
  private bytes = 0;
  private readonly clock: Clock;
  private readonly shared = new SharedRuns();

  constructor(private readonly options: MemoryCacheOptions) {
    this.clock = options.clock ?? systemClock;
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  /** Entries and bytes held (for tests and metrics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.index.size, bytes: this.bytes };
  }

  /** The stream bodies held once for all PDFs (for tests). */
  get sharedRuns(): { runs: number; bytes: number } {
    return this.shared.size;
  }

  async putPdf(transactionId: string, pdf: Uint8Array | undefined): Promise<void> {
    const expiresAt = this.clock() + this.options.ttls.pdfMs;
    this.remember(transactionId, { expiresAt, noPdf: pdf === undefined, evicted: false });
    if (pdf) this.set(`pdf:${transactionId}`, this.shared.pack(pdf), pdf.byteLength, expiresAt);
  }

  async getPdf(transactionId: string): Promise<PdfLookup> {
    const packed = this.get(`pdf:${transactionId}`) as PackedPdf | undefined;
    if (packed) return { status: 'hit', pdf: this.shared.unpack(packed) };
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
    clearInterval(this.sweeper);
    for (const key of [...this.index.keys()]) this.forget(key); // releases the PDFs' shared runs too
    this.tombstones.clear();
  }

  private set(key: string, value: Stored, bytes: number, expiresAt: number): void {
    this.forget(key);
    this.index.set(key, { value, bytes, expiresAt });
    this.bytes += bytes;
    this.evictBeyondBounds();
  }

  private get(key: string): Stored | undefined {
    const meta = this.index.get(key);
    if (!meta) return undefined;
    if (meta.expiresAt > this.clock()) return meta.value;
    this.forget(key);
    return undefined;
  }

  /** Frees the entries whose time is up. */
  private sweep(): void {
    const now = this.clock();
    for (const [key, meta] of this.index) if (meta.expiresAt <= now) this.forget(key);
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
    }
  }

  private forget(key: string): void {
    const meta = this.index.get(key);
    if (!meta) return;
    this.index.delete(key);
    this.bytes -= meta.bytes;
    if ('parts' in meta.value) this.shared.release(meta.value);
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
