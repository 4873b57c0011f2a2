/**
 * Stream bodies that many cached PDFs share, held once. Every PDF a generate makes embeds the
 * same font programs, CID sets and ICC profile (about 31–35 KB of a 10-line invoice's 50–54 KB);
 * the in-process cache keeps up to a thousand PDFs, so it would otherwise hold those bytes a
 * thousand times. A PDF is kept as its parts: the bytes of its own, copied into one buffer, and
 * references to runs held here, each counted by the entries that use it and dropped with the last.
 *
 * The split is found by the `stream` … `endstream` keywords and is lossless whatever the bytes
 * are: a keyword inside compressed data only moves a boundary, and `unpack` joins the parts back
 * into the same bytes. Runs are matched by their bytes, never by a hash alone.
 */

/** A PDF as kept by the cache: its parts in order, and the runs it holds a count on. */
export interface PackedPdf {
  readonly parts: readonly Uint8Array[];
  readonly byteLength: number;
  /** The runs this PDF counts as a user of (released with it). */
  readonly runs: readonly Uint8Array[];
}

/** Streams shorter than this stay with their PDF: not worth a lookup. */
export const MIN_SHARED_RUN_BYTES = 1024;

const STREAM = 'stream';
const END_STREAM = 'endstream';
const LF = 0x0a;
const CR = 0x0d;
const D = 0x64;

interface Run {
  bytes: Uint8Array;
  users: number;
}

/** The [start, end) of each stream body of at least `min` bytes, in order. */
export function streamBodies(pdf: Buffer, min = MIN_SHARED_RUN_BYTES): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  let at = 0;
  for (;;) {
    const keyword = pdf.indexOf(STREAM, at, 'latin1');
    if (keyword < 0) return found;
    at = keyword + STREAM.length;
    if (keyword > 0 && pdf[keyword - 1] === D) continue; // the end of "endstream"
    // The body starts after the end-of-line that follows the keyword (CR LF or LF).
    let start = at;
    if (pdf[start] === CR) start++;
    if (pdf[start] !== LF) continue;
    start++;
    const end = pdf.indexOf(END_STREAM, start, 'latin1');
    if (end < 0) return found;
    if (end - start >= min) found.push([start, end]);
    at = end + END_STREAM.length;
  }
}

/** The runs shared by the PDFs of one cache. */
export class SharedRuns {
  /** Runs by a cheap key (length and a few bytes); a key may name several runs. */
  private readonly runs = new Map<string, Run[]>();

  constructor(private readonly minBytes = MIN_SHARED_RUN_BYTES) {}

  /** Runs held (for tests). */
  get size(): { runs: number; bytes: number } {
    let runs = 0;
    let bytes = 0;
    for (const list of this.runs.values()) {
      runs += list.length;
      for (const run of list) bytes += run.bytes.byteLength;
    }
    return { runs, bytes };
  }

  /**
   * The PDF as parts: its long stream bodies become runs held here (found or added, one more
   * user each), the rest is copied into one buffer of its own, so the caller's buffer is not kept.
   */
  pack(pdf: Uint8Array): PackedPdf {
    const buffer = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    const bodies = streamBodies(buffer, this.minBytes);
    const runs = bodies.map(([start, end]) => this.acquire(buffer.subarray(start, end)));
    const ownBytes = pdf.byteLength - bodies.reduce((n, [start, end]) => n + end - start, 0);
    const own = new Uint8Array(ownBytes);
    const parts: Uint8Array[] = [];
    let from = 0;
    let written = 0;
    const keep = (start: number, end: number): void => {
      if (end <= start) return;
      own.set(buffer.subarray(start, end), written);
      parts.push(own.subarray(written, written + end - start));
      written += end - start;
    };
    bodies.forEach(([start, end], i) => {
      keep(from, start);
      parts.push(runs[i]!);
      from = end;
    });
    keep(from, pdf.byteLength);
    return { parts, byteLength: pdf.byteLength, runs };
  }

  /** The PDF's bytes, joined into one new buffer. */
  unpack(packed: PackedPdf): Uint8Array {
    const out = new Uint8Array(packed.byteLength);
    let at = 0;
    for (const part of packed.parts) {
      out.set(part, at);
      at += part.byteLength;
    }
    return out;
  }

  /** The PDF leaves the cache: each of its runs loses a user, and goes with its last. */
  release(packed: PackedPdf): void {
    for (const bytes of packed.runs) {
      const key = keyOf(bytes);
      const list = this.runs.get(key);
      const index = list?.findIndex((run) => run.bytes === bytes) ?? -1;
      if (!list || index < 0) continue;
      const run = list[index]!;
      if (--run.users > 0) continue;
      list.splice(index, 1);
      if (list.length === 0) this.runs.delete(key);
    }
  }

  private acquire(body: Buffer): Uint8Array {
    const key = keyOf(body);
    const list = this.runs.get(key) ?? [];
    const same = list.find((run) => body.equals(run.bytes));
    if (same) {
      same.users++;
      return same.bytes;
    }
    const run = { bytes: Uint8Array.prototype.slice.call(body) as Uint8Array, users: 1 };
    list.push(run);
    this.runs.set(key, list);
    return run.bytes;
  }
}

/** The length and 24 bytes from the start, middle and end: cheap, and a full compare decides. */
function keyOf(bytes: Uint8Array): string {
  const n = bytes.byteLength;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, n);
  const mid = n >> 1;
  return `${n}:${view.toString('latin1', 0, 8)}${view.toString('latin1', mid, mid + 8)}${view.toString('latin1', n - 8, n)}`;
}
