/**
 * The transaction cache behind previews: generate leaves its PDF here for a short time (1 minute
 * by default) and rendered PNGs stay longer (10 minutes), keyed by transaction id, page and dpi.
 * One interface, two stores: in-process (memory-cache.ts) and Redis (redis-cache.ts) so that
 * several replicas share it. Expiry is decided by the cache's own clock, so tests can move time.
 */

/** Milliseconds since the epoch; tests pass a clock they can move forward. */
export type Clock = () => number;

/** The real clock. */
export const systemClock: Clock = () => Date.now();

/** How long entries live, in milliseconds. */
export interface CacheTtls {
  /** The PDF of a generate (PREVIEW_PDF_TTL_SECONDS, default 60 s). */
  pdfMs: number;
  /** A rendered PNG (PREVIEW_PNG_TTL_SECONDS, default 600 s). */
  pngMs: number;
}

/** What the cache knows about a transaction id. */
export type PdfLookup =
  | { status: 'hit'; pdf: Uint8Array }
  /** The PDF was kept but its time is up (or it was evicted early: `evicted`). */
  | { status: 'expired'; evicted: boolean }
  /** The transaction produced XML only (ubl, cii, peppol, fatturapa): nothing to render. */
  | { status: 'no-pdf' }
  /** Never seen here (a typo, another deployment, or expired long ago). */
  | { status: 'unknown' };

/** One rendered page. */
export interface PngKey {
  transactionId: string;
  page: number;
  dpi: number;
}

/** A rendered page and what the response says about it. */
export interface PngEntry {
  png: Uint8Array;
  width: number;
  height: number;
  pageCount: number;
  /** Strong ETag value, quotes included. */
  etag: string;
}

/** A cached PNG with the time it expires (for Cache-Control max-age). */
export interface CachedPng extends PngEntry {
  expiresAt: number;
}

/** The cache both stores implement. */
export interface TransactionCache {
  /** Which store answers (memory or redis), for logs and tests. */
  readonly kind: 'memory' | 'redis';
  /** Keeps the PDF of a generate; undefined records an XML-only transaction. */
  putPdf(transactionId: string, pdf: Uint8Array | undefined): Promise<void>;
  getPdf(transactionId: string): Promise<PdfLookup>;
  putPng(key: PngKey, entry: PngEntry): Promise<CachedPng>;
  getPng(key: PngKey): Promise<CachedPng | undefined>;
  close(): Promise<void>;
}

/** How long the fact "this id existed" outlives its PDF, to tell expired from unknown. */
export const TOMBSTONE_MS = 60 * 60 * 1000;

/** The key of a PNG entry, shared by both stores. */
export function pngKeyString(key: PngKey): string {
  return `${key.transactionId}/${key.page}/${key.dpi}`;
}
