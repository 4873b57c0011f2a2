/**
 * The pure-Node engine: a small pool of worker threads (saxonjs-worker.ts) running the SEF-compiled
 * Schematron and xmllint-wasm XSD, so the service's event loop never blocks. A worker that outlives
 * a request's deadline is terminated and replaced (saxon-js cannot be interrupted otherwise).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RawFinding } from '../report.js';
import {
  type Engine,
  type ResolvedRuleSet,
  ValidationDeadlineError,
  ValidationEngineError,
} from './engine.js';
import type { WorkerRuleSet } from './saxonjs-worker.js';
import { ensureSef } from './sef-compile.js';
import { xmlText } from '../../xml/safe-parse.js';

interface Slot {
  worker: Worker;
  dead: boolean;
  loaded: Set<string>;
  busy: number;
  pending: Map<
    number,
    { resolve: (v: Record<string, unknown>) => void; reject: (e: Error) => void }
  >;
}

/** Options of the saxon-js engine. */
export interface SaxonJsEngineOptions {
  rulesDir: string;
  /** Worker threads (default 1: each holds every loaded rule set, ~450 MB with all of them). */
  poolSize?: number;
}

const MAX_CRASHES_PER_MINUTE = 5;

/** The saxon-js engine. */
export class SaxonJsEngine implements Engine {
  readonly name = 'saxonjs' as const;
  private readonly slots: Slot[] = [];
  private readonly sefOf = new Map<string, string>();
  private seq = 1;
  private closed = false;
  private crashes: number[] = [];

  constructor(private readonly options: SaxonJsEngineOptions) {
    const size = Math.max(1, Math.min(options.poolSize ?? 1, availableParallelism()));
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    // From TypeScript sources a small .mjs boot file registers tsx inside the thread first;
    // compiled (dist/) the worker is plain JavaScript.
    const entry = import.meta.url.endsWith('.ts')
      ? './saxonjs-worker-boot.mjs'
      : './saxonjs-worker.js';
    const worker = new Worker(new URL(entry, import.meta.url));
    const slot: Slot = { worker, dead: false, loaded: new Set(), busy: 0, pending: new Map() };
    worker.on('message', (msg: { seq: number } & Record<string, unknown>) => {
      const p = slot.pending.get(msg.seq);
      if (!p) return;
      slot.pending.delete(msg.seq);
      slot.busy--;
      if (slot.busy === 0) worker.unref(); // an idle pool must not keep the process alive
      if (msg.ok) p.resolve(msg);
      else
        p.reject(
          new ValidationEngineError(
            'the validation engine could not run the rules',
            `saxon-js worker: ${String(msg.error)}`,
          ),
        );
    });
    const fail = (error: Error): void => {
      if (!slot.dead && !this.closed) this.crashes.push(Date.now());
      slot.dead = true;
      for (const p of slot.pending.values()) {
        p.reject(
          new ValidationEngineError(
            'the validation worker stopped while checking; it is being restarted',
            `saxon-js worker stopped: ${error.message}`,
          ),
        );
      }
      slot.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
    worker.unref();
    return slot;
  }

  /**
   * The SEF of each XSLT, compiled on first use when no copy exists (sef-compile.ts): minutes
   * for a large rule set, once per machine. A failed compile fails closed.
   */
  private async toWorker(sets: ResolvedRuleSet[]): Promise<WorkerRuleSet[]> {
    return Promise.all(
      sets.map(async (set) => ({
        id: set.id,
        xsd: set.xsd,
        ...(set.schemaUriRewrites ? { schemaUriRewrites: set.schemaUriRewrites } : {}),
        xslt: await Promise.all(
          set.xslt.map(async (path) => {
            let sef = this.sefOf.get(path);
            if (!sef) {
              try {
                sef = await ensureSef(this.options.rulesDir, path);
              } catch (error) {
                throw new ValidationEngineError(
                  `rule set "${set.id}" is not compiled for this engine`,
                  `no compiled SEF for ${path}: ${(error as Error).message}`,
                );
              }
              this.sefOf.set(path, sef);
            }
            return { path, sef };
          }),
        ),
      })),
    );
  }

  /** Replaces dead workers (lazily, so a worker that cannot start does not spin). */
  private live(): Slot[] {
    if (this.closed) throw new ValidationEngineError('Validator is closed');
    const now = Date.now();
    this.crashes = this.crashes.filter((t) => now - t < 60_000);
    for (let i = 0; i < this.slots.length; i++) {
      if (!this.slots[i]!.dead) continue;
      if (this.crashes.length >= MAX_CRASHES_PER_MINUTE)
        throw new ValidationEngineError(
          'the validation workers crashed repeatedly; refusing to restart for a minute',
        );
      this.slots[i] = this.spawn();
    }
    return this.slots;
  }

  private send(slot: Slot, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const seq = this.seq++;
    slot.busy++;
    slot.worker.ref();
    return new Promise((resolve, reject) => {
      slot.pending.set(seq, { resolve, reject });
      slot.worker.postMessage({ seq, ...body });
    });
  }

  async load(sets: ResolvedRuleSet[]): Promise<void> {
    const payload = await this.toWorker(sets);
    await Promise.all(
      this.live().map(async (slot) => {
        await this.send(slot, { type: 'load', sets: payload });
        for (const set of payload) slot.loaded.add(set.id);
      }),
    );
  }

  async warmUp(sets: ResolvedRuleSet[]): Promise<void> {
    // One rule set at a time: a request's own load is queued behind one at most.
    for (const set of sets) await this.load([set]);
  }

  available(): boolean {
    if (this.closed) return false;
    const now = Date.now();
    return this.crashes.filter((t) => now - t < 60_000).length < MAX_CRASHES_PER_MINUTE;
  }

  async run(xml: Uint8Array, sets: ResolvedRuleSet[], deadlineMs: number): Promise<RawFinding[]> {
    const payload = await this.toWorker(sets);
    const slot = this.live().reduce((a, b) => (b.busy < a.busy ? b : a));
    // Reading SEFs is not part of the deadline; it happens once per worker and rule set.
    const unloaded = payload.filter((set) => !slot.loaded.has(set.id));
    if (unloaded.length > 0) {
      await this.send(slot, { type: 'load', sets: unloaded });
      for (const set of unloaded) slot.loaded.add(set.id);
    }
    // In the document's own encoding (the validator checked that it decodes): saxon-js reads a string.
    const text = xmlText(xml);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new ValidationDeadlineError(deadlineMs));
        void slot.worker.terminate(); // marked dead by the exit handler, replaced on next use
      }, deadlineMs);
    });
    try {
      const reply = await Promise.race([
        this.send(slot, { type: 'run', xml: text, sets: payload }),
        deadline,
      ]);
      return reply.findings as RawFinding[];
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
