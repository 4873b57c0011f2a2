/**
 * A fixed pool of render worker threads (PREVIEW_WORKERS, by default one per core beyond the
 * first, at most 2): at most `size` pages render at once and the rest wait in a queue, so
 * previews never block the event loop and never take more cores than given. Workers start on
 * first use (or warmUp()), stay unref'd while idle; a worker that dies, or outlives a render's
 * deadline (it is terminated), is replaced.
 * A worker idle for `idleMs` (PREVIEW_WORKER_IDLE_MS) is stopped: each holds pdfjs and what its
 * renders left behind (about 110 MB after ordinary invoices, several hundred after a PDF with large
 * images), and stopping it gives most of that back; the next preview starts one again (~0.3 s).
 */
import { Worker } from 'node:worker_threads';
import type { RasteriseJob, RasteriseResult } from './rasterise.js';

/** A render that failed for a reason other than a missing page. */
export class RenderError extends Error {
  override name = 'RenderError';
}

interface Pending {
  resolve: (r: RasteriseResult) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: boolean;
  pending?: { seq: number } & Pending;
  deadline?: NodeJS.Timeout;
  /** pdfjs loaded in the thread: the deadline of a render counts from here, not from boot. */
  ready: boolean;
  /** Starts the deadline of the current render. */
  arm?: () => void;
  /** Stops the worker once it has been idle for the pool's idleMs. */
  idle?: NodeJS.Timeout;
}

interface Queued extends Pending {
  job: RasteriseJob;
}

/** Counters for tests and metrics. */
export interface PoolStats {
  size: number;
  active: number;
  queued: number;
  /** The most renders ever running at once. */
  maxActive: number;
  completed: number;
}

/**
 * The young generation of a render thread: 24 MB (8 MB semi-spaces), not V8's default 48. A
 * render's garbage is pdfjs's operator lists and path objects, which die within the render; the
 * smaller nursery keeps the thread's V8 heap about 16 MB smaller under bench/soak.ts (41–47
 * instead of 57 MB) at no measurable cost per render (bench/preview.ts).
 */
const RENDER_YOUNG_GENERATION_MB = 24;

function workerUrl(): URL {
  // From TypeScript sources (tsx) a boot file registers tsx in the thread; compiled, the .js runs.
  return import.meta.url.endsWith('.ts')
    ? new URL('./render-worker-boot.mjs', import.meta.url)
    : new URL('./render-worker.js', import.meta.url);
}

/** The pool. */
export class RenderPool {
  private readonly slots: (Slot | undefined)[];
  private readonly queue: Queued[] = [];
  private seq = 1;
  private closed = false;
  private stats: PoolStats;

  /**
   * `deadlineMs`: longest render (once the worker is ready) before its worker is terminated (default
   * 30 s); `idleMs`: how long a worker may wait for work before it is stopped (default 60 s; 0: never).
   */
  constructor(
    readonly size: number,
    private readonly deadlineMs = 30_000,
    private readonly idleMs = 60_000,
  ) {
    this.slots = new Array<Slot | undefined>(size).fill(undefined);
    this.stats = { size, active: 0, queued: 0, maxActive: 0, completed: 0 };
  }

  /** Current counters. */
  get counters(): PoolStats {
    return { ...this.stats, queued: this.queue.length };
  }

  /** Starts `count` workers now (each loads pdfjs; default all), so the first preview is not a cold one. */
  warmUp(count = this.size): void {
    if (this.closed) return;
    for (let i = 0; i < Math.min(count, this.size); i++) this.slots[i] ??= this.spawn(i);
  }

  /** Workers running now (started and not stopped). */
  get running(): number {
    return this.slots.filter(Boolean).length;
  }

  /** Renders one page on the next free worker. */
  render(job: RasteriseJob): Promise<RasteriseResult> {
    if (this.closed) return Promise.reject(new RenderError('the preview renderer is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every worker; queued and running renders fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const q of this.queue.splice(0))
      q.reject(new RenderError('the preview renderer is closed'));
    await Promise.all(
      this.slots.map(async (slot) => {
        clearTimeout(slot?.idle);
        slot?.pending?.reject(new RenderError('the preview renderer is closed'));
        await slot?.worker.terminate();
      }),
    );
    this.slots.fill(undefined);
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const index = this.slots.findIndex((s) => !s?.busy);
      if (index < 0) return;
      const slot = (this.slots[index] ??= this.spawn(index));
      const next = this.queue.shift()!;
      const seq = this.seq++;
      slot.busy = true;
      clearTimeout(slot.idle);
      slot.pending = { seq, resolve: next.resolve, reject: next.reject };
      slot.worker.ref();
      slot.arm = () => {
        slot.deadline = setTimeout(() => this.expire(index, slot), this.deadlineMs);
        slot.deadline.unref();
      };
      if (slot.ready) slot.arm();
      this.stats.active++;
      this.stats.maxActive = Math.max(this.stats.maxActive, this.stats.active);
      slot.worker.postMessage({ seq, ...next.job });
    }
  }

  private finish(slot: Slot): Pending | undefined {
    const pending = slot.pending;
    if (!pending) return undefined;
    slot.pending = undefined;
    clearTimeout(slot.deadline);
    slot.arm = undefined;
    slot.busy = false;
    slot.worker.unref();
    this.stats.active--;
    this.stats.completed++;
    this.idleFrom(slot);
    return pending;
  }

  /** Stops the slot's worker when no render reaches it within idleMs. */
  private idleFrom(slot: Slot): void {
    if (this.idleMs <= 0) return;
    clearTimeout(slot.idle);
    slot.idle = setTimeout(() => {
      const index = this.slots.indexOf(slot);
      if (slot.busy || index < 0) return;
      this.slots[index] = undefined;
      void slot.worker.terminate();
    }, this.idleMs);
    slot.idle.unref();
  }

  /** A render past its deadline: its worker goes (pdfjs cannot be interrupted), the job fails. */
  private expire(index: number, slot: Slot): void {
    if (this.slots[index] === slot) this.slots[index] = undefined;
    const pending = this.finish(slot);
    void slot.worker.terminate();
    pending?.reject(new RenderError(`rendering took longer than ${this.deadlineMs} ms`));
    if (!this.closed) this.dispatch();
  }

  private spawn(index: number): Slot {
    const worker = new Worker(workerUrl(), {
      resourceLimits: { maxYoungGenerationSizeMb: RENDER_YOUNG_GENERATION_MB },
    });
    const slot: Slot = { worker, busy: false, ready: false };
    worker.unref();
    this.idleFrom(slot); // a worker warmed up for a preview that never comes
    worker.on(
      'message',
      (
        msg: {
          seq: number;
          ok: boolean;
          ready?: boolean;
          reason?: string;
          message?: string;
        } & Record<string, unknown>,
      ) => {
        if (msg.ready) {
          slot.ready = true;
          slot.arm?.();
          return;
        }
        if (msg.seq !== slot.pending?.seq) return;
        const pending = this.finish(slot)!;
        if (msg.ok || msg.reason === 'PAGE_NOT_FOUND')
          pending.resolve(msg as unknown as RasteriseResult);
        else pending.reject(new RenderError(`rendering failed: ${msg.message ?? 'unknown error'}`));
        this.dispatch();
      },
    );
    const fail = (error: Error): void => {
      clearTimeout(slot.idle);
      if (this.slots[index] === slot) this.slots[index] = undefined;
      this.finish(slot)?.reject(new RenderError(`render worker stopped: ${error.message}`));
      if (!this.closed) this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
    return slot;
  }
}
