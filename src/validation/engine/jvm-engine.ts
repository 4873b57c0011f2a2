/**
 * The JVM engine: a long-running Saxon-HE worker (java/validator) that this module starts on
 * first use (or warm-up), supervises and restarts the moment it dies; only a crash loop (a worker
 * dying within seconds of its start, again and again) waits, with a doubling delay. While no worker
 * can check, `available()` is false (readiness) and requests fail fast. Rule sets are compiled
 * once per worker lifetime; requests carry ids and run concurrently on the worker's threads; each
 * check has a deadline.
 *
 * A worker dying loses what its JIT learned: a fresh JVM compiles the two rule sets of a ZUGFeRD
 * generate in about 2.4 s on two cores, where a warm one takes 0.9 s. A quick worker, whose JIT
 * stops at C1 (QUICK_JVM_ARGS), compiles them about twice as fast in a cold JVM but runs checks
 * about 2.3 times slower. So (recovery `quick`, the default) the first worker and the one replacing
 * a worker that died are quick ones; once one holds every known rule set, a successor with the full
 * JIT loads them all beside it, one at a time, takes over, and the quick worker finishes what it
 * holds and stops. Only one JVM is held between those moments.
 *
 * With recovery `standby`, once the rule sets are warm a standby worker also waits beside the
 * active one: it rehearsed (compiled the most recently used rule sets and checked the most recent
 * document with them), then forgot what it compiled, so it holds a warm JIT but no rule sets
 * (about 110 MB). When the active worker dies, the standby takes over at once and compiles what
 * requests need at warm speed; a new standby follows once that worker is warm. A standby that
 * dies, rehearsing or waiting, is replaced after a pause doubling from 1 s to 30 s with each one
 * lost in a row. The active worker is always the older of the two processes. With `cold`, every worker has the full JIT.
 */
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { RawFinding } from '../report.js';
import {
  type Engine,
  type ResolvedRuleSet,
  ValidationEngineError,
  withDeadline,
} from './engine.js';
import { JvmProcess } from './jvm-process.js';
import { REPOSITORY_ROOT } from '../rules-dir.js';

/** Where `npm run build:java` puts the worker jar. */
export const DEFAULT_JAR = join(
  REPOSITORY_ROOT,
  'java',
  'validator',
  'target',
  'einvoice-validator.jar',
);

/** The `java` executable from JAVA_HOME or PATH, or undefined when there is none. */
export function findJava(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [
    ...(env.JAVA_HOME ? [join(env.JAVA_HOME, 'bin', 'java')] : []),
    ...(env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, 'java')),
  ];
  return candidates.find((c) => existsSync(c));
}

/** Options of the JVM engine. */
export interface JvmEngineOptions {
  rulesDir: string;
  jar?: string;
  java?: string;
  /** Worker threads in the JVM (default 2). */
  threads?: number;
  /** JVM flags; the default keeps the heap small enough for the 600 MB budget. */
  jvmArgs?: string[];
  /** How long compiling rule sets may take (default 180 s). */
  loadTimeoutMs?: number;
  /** How a dead worker is replaced (default 'quick'): see WorkerRecovery. */
  recovery?: WorkerRecovery;
  /** Pause before a quick worker's successor that died or failed is tried again (default 30 s; tests shorten it). */
  successorRetryMs?: number;
  /**
   * Pause before a standby that died or could not get ready is replaced (default 1 s), doubling
   * with each one lost in a row up to STANDBY_RETRY_MAX_MS; a standby that gets ready resets it.
   */
  standbyRetryMs?: number;
}

/**
 * How the engine replaces a worker that died, and starts its first one (times to serving again:
 * the README's failure table, from bench/faults-validation-worker.ts).
 * - `standby`: once warm, a second JVM waits beside the active one (about 110 MB) and takes over
 *   at once.
 * - `quick` (default): no second JVM is held; a quick worker (JIT at C1) starts, compiles what
 *   requests need about twice as fast as a cold full JVM, and a full successor replaces it once
 *   warm.
 * - `cold`: a worker with the full JIT starts and compiles at cold speed.
 * The warm-up's first worker is a quick one unless `cold`.
 */
export type WorkerRecovery = 'standby' | 'quick' | 'cold';

/** A worker that ran this long (or checked a document) before it died was not in a crash loop: it restarts at once. */
const STABLE_MS = 10_000;
/** The second crash in a row waits this long before the restart, doubling up to RESTART_MAX_MS. */
const RESTART_BASE_MS = 250;
const RESTART_MAX_MS = 15_000;
/** The longest pause before a lost standby is replaced (the pause doubles from standbyRetryMs). */
export const STANDBY_RETRY_MAX_MS = 30_000;
/** A standby rehearses on the most recent document only up to this size (a 100-line invoice is ~120 KB). */
const REHEARSAL_MAX_BYTES = 256 * 1024;

/**
 * The worker's JVM flags: a heap bounded for the 600 MB budget, deep stacks for Saxon. The live
 * heap with every rule set is about 187 MB (with the default warm-up's, about 70 MB). The heap
 * grows and shrinks with what is live, and freed native memory is returned to the system every
 * few seconds (a flag of JDK 17.0.9 and later; older JVMs ignore it).
 * - Young generation at most 24 MB: each check's garbage dies young. Against 48 MB, a 10-line
 *   check costs the same CPU, the 5-minute soak's worker holds about 205 instead of 230 MB, and
 *   40 checks of 1,000 lines take 250–270 instead of 235–250 ms at the median (13–14 instead of
 *   9–12 full collections of about 70 ms; bench/soak.ts, bench/generate.ts and 40 generates
 *   of 1,000 lines in a row).
 * - Initial heap 96 MB: a cold worker compiles its first rule sets without collecting all the
 *   time (the first generate after start: about 0.4 s sooner than from 24 MB).
 * - The parallel collector, not the serial one: a 1,000-line invoice leaves a few MB of survivors
 *   that the serial collector promoted into a tight old generation, so every second large check
 *   paid a full collection of 330–430 ms (1,000-line checks: 350–390 ms of CPU and 7–8 full
 *   collections in 40 checks; parallel: 276–286 ms and 0–1), at the same CPU for a 10-line
 *   invoice and the same resident size (bench/generate.ts, bench/soak.ts).
 */
export const DEFAULT_JVM_ARGS: readonly string[] = [
  '-Xmx384m',
  '-Xms96m',
  '-XX:NewSize=16m',
  '-XX:MaxNewSize=24m',
  '-XX:MinHeapFreeRatio=10',
  '-XX:MaxHeapFreeRatio=25',
  '-XX:-ShrinkHeapInSteps',
  '-XX:+IgnoreUnrecognizedVMOptions',
  '-XX:TrimNativeHeapInterval=5000',
  '-Xss8m',
  '-XX:+UseParallelGC',
];

/**
 * Flags added to a standby: it forgets its rule sets after rehearsing, and a small initial heap
 * lets it give the heap back (about 108 MB instead of 175; the parallel collector resizes the heap
 * after the standby's System.gc() only with the adaptive-size flag, without it 130 MB). The price
 * is paid only if it takes over: it compiles what requests need with a heap that still has to
 * grow (serving again after about 1.5 instead of 0.7–1.0 s, bench/faults-validation-worker.ts).
 */
export const STANDBY_JVM_ARGS: readonly string[] = [
  '-Xms24m',
  '-XX:+UseAdaptiveSizePolicyWithSystemGC',
];

/** Flags added to the warm-up's first worker: the JIT stops at C1 (fast to warm, slower checks). */
export const QUICK_JVM_ARGS: readonly string[] = ['-XX:TieredStopAtLevel=1'];

/** The JVM-backed engine. */
export class JvmEngine implements Engine {
  readonly name = 'jvm' as const;
  private proc: JvmProcess | undefined;
  /** Rule sets of the current worker, by id: each load once per worker lifetime. */
  private loaded = new Map<string, Promise<void>>();
  /** Every rule set asked for so far, in order of last use: reloaded in the background when a worker is replaced. */
  private readonly known = new Map<string, ResolvedRuleSet>();
  /** Whether the current worker has answered (it is up, not just spawned). */
  private responsive = false;
  /** Whether the current worker has answered a check: one that did was working, whenever it died. */
  private checked = false;
  /** Crashes without a stable run between them; more than one means a crash loop. */
  private crashesInARow = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  private warming: Promise<void> | undefined;
  /** Loads a request is waiting for; the background warm-up starts nothing new while any runs. */
  private requestLoads = 0;
  private requestLoadsDone: (() => void)[] = [];
  /** Workers started (or standbys promoted) to replace one that died. */
  restarts = 0;
  /** The standby worker, and whether it has rehearsed (only then can it take over). */
  private standby: JvmProcess | undefined;
  private standbyReady = false;
  /** Standbys lost (died or failed) in a row since one was last ready: the pause before the next doubles with each. */
  private standbyFailures = 0;
  /** The pause before the next standby starts (none starts while it runs). */
  private standbyTimer: NodeJS.Timeout | undefined;
  /** Set once warmUp() has finished: from then on a quick worker gets a successor, and a standby is kept (`standby`). */
  private warmedUp = false;
  /** Whether the active worker is the quick first worker (C1 only), to be replaced once warm. */
  private quick = false;
  /** The most recent check (its document and rule sets), which a new standby rehearses. */
  private lastCheck: { xml: Uint8Array; sets: ResolvedRuleSet[] } | undefined;
  private closing = false;
  private readonly java: string;
  private readonly jar: string;
  private readonly recovery: WorkerRecovery;
  private readonly successorRetryMs: number;
  private readonly standbyRetryMs: number;

  constructor(private readonly options: JvmEngineOptions) {
    const java = options.java ?? findJava();
    if (!java) throw new ValidationEngineError('No java executable found (JAVA_HOME or PATH)');
    this.java = java;
    this.jar = options.jar ?? DEFAULT_JAR;
    this.recovery = options.recovery ?? 'quick';
    this.successorRetryMs = options.successorRetryMs ?? 30_000;
    this.standbyRetryMs = options.standbyRetryMs ?? 1000;
    if (!existsSync(this.jar))
      throw new ValidationEngineError(
        `JVM worker jar missing at ${this.jar}: run \`npm run build:java\``,
      );
  }

  /** Validations sent to the worker and not yet answered. */
  get queueDepth(): number {
    return this.proc?.alive ? this.proc.pendingCount : 0;
  }

  /** The current worker's process id (for tests and RSS measurement). */
  get pid(): number | undefined {
    return this.proc?.alive ? this.proc.pid : undefined;
  }

  /** Whether the active worker is a quick one (JIT at C1: checks about 2.3 times slower until its successor takes over). */
  get quickWorker(): boolean {
    return this.quick && this.proc?.alive === true;
  }

  /** The standby's process id once it has rehearsed (for tests and RSS measurement). */
  get standbyPid(): number | undefined {
    return this.standbyReady && this.standby?.alive ? this.standby.pid : undefined;
  }

  available(): boolean {
    if (this.closing) return false;
    // Never started: it starts on first use. After a crash: only once the new worker answers.
    if (!this.proc) return this.restartTimer === undefined && this.crashesInARow === 0;
    return this.responsive || this.crashesInARow === 0;
  }

  /** The running worker, started when there is none (unless a crash loop's delay is running). */
  private worker(): JvmProcess {
    if (this.closing) throw new ValidationEngineError('the validator is closed');
    if (this.proc) return this.proc;
    if (this.restartTimer) {
      throw new ValidationEngineError(
        'the validation worker keeps crashing; it is restarted with a growing delay',
      );
    }
    return this.start();
  }

  /** A new worker process; its exit is handled by the role it has when it exits (active or standby). */
  private spawn(extraArgs: readonly string[] = []): JvmProcess {
    const proc: JvmProcess = new JvmProcess({
      java: this.java,
      jar: this.jar,
      rulesDir: this.options.rulesDir,
      threads: this.options.threads ?? 2,
      jvmArgs: [...(this.options.jvmArgs ?? DEFAULT_JVM_ARGS), ...extraArgs],
      onExit: (detail) =>
        proc === this.standby ? this.onStandbyExit(proc, detail) : this.onExit(proc, detail),
    });
    return proc;
  }

  private start(quick = false): JvmProcess {
    const proc = this.spawn(quick ? QUICK_JVM_ARGS : []);
    this.adopt(proc);
    this.quick = quick;
    proc.request('ping', {}).answer.then(
      () => {
        if (this.proc === proc) this.responsive = true;
      },
      () => undefined,
    );
    return proc;
  }

  /** Makes `proc` the worker requests go to; it has no rule sets yet. */
  private adopt(proc: JvmProcess, responsive = false): void {
    this.proc = proc;
    this.quick = false;
    this.loaded = new Map();
    this.responsive = responsive;
    // Stay warm: recompile what the previous worker had, in the background (after the previous
    // worker's loop has seen its failure).
    if (this.known.size > 0) setImmediate(() => void this.warmLoop().catch(() => undefined));
  }

  /** A worker died: restart at once, or after a doubling delay when it keeps dying young. */
  private onExit(proc: JvmProcess, detail: string): void {
    if (this.closing || this.proc !== proc) return;
    this.proc = undefined;
    this.loaded = new Map();
    this.responsive = false;
    this.restarts++; // the worker replacing this one (now or after the delay)
    const worked = this.checked || Date.now() - proc.startedAt >= STABLE_MS;
    this.checked = false;
    this.crashesInARow = worked ? 1 : this.crashesInARow + 1;
    const delay =
      this.crashesInARow <= 1
        ? 0
        : Math.min(RESTART_BASE_MS * 2 ** (this.crashesInARow - 2), RESTART_MAX_MS);
    const standby = this.standbyReady && this.standby?.alive ? this.standby : undefined;
    if (standby) {
      // The warm standby takes over at once, whatever the crash count: it has run for a while.
      console.error(`JVM validation worker exited (${detail}); the standby worker takes over`);
      this.standby = undefined;
      this.standbyReady = false;
      this.adopt(standby, true);
      return;
    }
    console.error(
      `JVM validation worker exited (${detail}); restarting ${delay === 0 ? 'now' : `in ${delay} ms (crash ${this.crashesInARow} in a row)`}`,
    );
    const quick = this.recovery !== 'cold';
    if (delay === 0) {
      this.start(quick);
      return;
    }
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      if (!this.closing && !this.proc) this.start(quick);
    }, delay);
    this.restartTimer.unref();
  }

  private onStandbyExit(proc: JvmProcess, detail: string): void {
    if (this.closing || this.standby !== proc) return;
    const wasReady = this.standbyReady;
    this.standby = undefined;
    this.standbyReady = false;
    if (this.quick) {
      console.error(
        `JVM successor worker exited (${detail}); the quick worker keeps checking, another successor starts in ${this.successorRetryMs} ms`,
      );
      this.retrySuccessor();
      return;
    }
    const delay = this.replaceStandbyLater();
    console.error(
      `JVM standby worker exited ${wasReady ? 'while waiting' : 'before it was ready'} (${detail}); a new one starts in ${delay} ms`,
    );
  }

  /**
   * A standby that died (while rehearsing or while waiting) or could not get ready: another starts
   * after a pause that doubles with each standby lost in a row (1 s, 2 s, 4 s, ... up to 30 s) and
   * starts over once one is ready; a JVM that keeps dying (memory, a bad host) is not restarted in
   * a loop competing with the active worker for the CPU. Returns the pause.
   */
  private replaceStandbyLater(): number {
    const delay = Math.min(this.standbyRetryMs * 2 ** this.standbyFailures, STANDBY_RETRY_MAX_MS);
    if (this.closing || this.recovery !== 'standby' || this.standbyTimer) return delay;
    this.standbyFailures++;
    this.standbyTimer = setTimeout(() => {
      this.standbyTimer = undefined;
      this.keepStandby();
    }, delay);
    this.standbyTimer.unref();
    return delay;
  }

  /**
   * A quick worker's successor that died or failed: the quick worker keeps checking (slower), and
   * another successor starts after a pause (not at once: no loop of JVMs competing for the CPU or
   * for memory that may have been what killed it).
   */
  private retrySuccessor(): void {
    setTimeout(() => {
      if (this.quick) this.keepStandby();
    }, this.successorRetryMs).unref();
  }

  /** Loads rule sets on the current worker (each once), and says which worker has them. */
  private async loadOn(sets: ResolvedRuleSet[], forRequest = true): Promise<JvmProcess> {
    const proc = this.worker();
    const loaded = this.loaded;
    for (const set of sets) this.known.set(set.id, set);
    const pending = sets.map((set) => {
      let load = loaded.get(set.id);
      if (!load) {
        const { id, answer } = proc.request('load', { ruleSets: [set] });
        load = withDeadline(answer, this.options.loadTimeoutMs ?? 180_000, () =>
          proc.forget(id),
        ).then(() => undefined);
        load.catch(() => loaded.delete(set.id));
        loaded.set(set.id, load);
      }
      return load;
    });
    // A request waiting for a compilation (the first after a start or a crash) has the CPU to
    // itself: the warm-up's next rule set waits until it is served.
    if (!forRequest) {
      await Promise.all(pending);
      return proc;
    }
    this.requestLoads++;
    try {
      await Promise.all(pending);
    } finally {
      if (--this.requestLoads === 0) for (const resume of this.requestLoadsDone.splice(0)) resume();
    }
    return proc;
  }

  /** Resolves when no request waits for a load. */
  private async requestLoadsSettled(): Promise<void> {
    while (this.requestLoads > 0)
      await new Promise<void>((resume) => this.requestLoadsDone.push(resume));
  }

  async load(sets: ResolvedRuleSet[]): Promise<void> {
    await this.loadOn(sets);
  }

  /** Loads every given rule set in the background, in the order given, after any a request needs. */
  async warmUp(sets: ResolvedRuleSet[]): Promise<void> {
    // The loop takes the most recently used first: the first given goes in last.
    for (const set of [...sets].reverse()) if (!this.known.has(set.id)) this.known.set(set.id, set);
    if (!this.proc && !this.restartTimer && !this.closing && this.recovery !== 'cold')
      this.start(true);
    await this.warmLoop();
    await this.loadOn(sets, false); // the ones a request was already loading
    this.warmedUp = true;
    this.keepStandby();
  }

  /**
   * Once warmed up: starts the quick worker's successor, or (`standby`) a standby when none runs:
   * it rehearses on the most recent check (or, before any, the most recently loaded rule sets),
   * forgets, and is ready to take over. A standby that dies, while rehearsing or while waiting, is
   * replaced after a growing pause (replaceStandbyLater); none starts while that pause runs.
   */
  private keepStandby(): void {
    if (!this.warmedUp || this.closing || this.standby || !this.proc) return;
    if (!this.quick && (this.recovery !== 'standby' || this.standbyTimer)) return;
    // The quick worker's successor becomes the active worker within seconds: the active's flags.
    const standby = this.spawn(this.quick ? [] : STANDBY_JVM_ARGS);
    this.standby = standby;
    this.standbyReady = false;
    if (this.quick) {
      this.succeed(standby);
      return;
    }
    const rehearsal = this.lastCheck ?? {
      xml: undefined,
      sets: [...this.known.values()].slice(-2),
    };
    void (async () => {
      await standby.request('ping', {}).answer;
      for (const set of rehearsal.sets) await standby.request('load', { ruleSets: [set] }).answer;
      if (rehearsal.xml) {
        const xmlBase64 = Buffer.from(
          rehearsal.xml.buffer,
          rehearsal.xml.byteOffset,
          rehearsal.xml.byteLength,
        ).toString('base64');
        await standby.request('validate', { ruleSets: rehearsal.sets.map((s) => s.id), xmlBase64 })
          .answer;
      }
      await standby.request('forget', {}).answer;
      if (this.standby !== standby) return;
      this.standbyReady = true;
      this.standbyFailures = 0;
    })().catch(() => this.dropStandby(standby));
  }

  /**
   * The quick worker's successor: loads every known rule set (one at a time, so the active worker
   * keeps a core), then takes over; the quick worker answers what it holds and stops. Its warm-up
   * loop then finds everything loaded and starts the standby.
   */
  private succeed(successor: JvmProcess): void {
    void (async () => {
      await successor.request('ping', {}).answer;
      for (const set of [...this.known.values()].reverse())
        await successor.request('load', { ruleSets: [set] }).answer;
      if (this.standby !== successor || this.closing) return;
      this.standby = undefined;
      const previous = this.proc;
      this.crashesInARow = 0;
      this.adopt(successor, true);
      void previous?.stop(30_000);
    })().catch(() => this.dropStandby(successor));
  }

  /**
   * A standby (or successor) that could not get ready: stopped, and another tried after a pause
   * (a successor after successorRetryMs, a standby after the growing pause of replaceStandbyLater).
   */
  private dropStandby(standby: JvmProcess): void {
    if (this.standby !== standby) return;
    this.standby = undefined;
    standby.kill();
    if (this.quick) this.retrySuccessor();
    else this.replaceStandbyLater();
  }

  /**
   * The one background loader: every known rule set the current worker lacks, one at a time, so
   * the worker's other load thread stays free for the rule sets requests need. Stops at the first
   * failure (a crash restarts it with the next worker).
   */
  private warmLoop(): Promise<void> {
    if (!this.warming) {
      const loop = (async () => {
        for (;;) {
          // Most recently checked first: after a crash the rule sets in use come back first.
          await this.requestLoadsSettled();
          const next = [...this.known.values()].reverse().find((set) => !this.loaded.has(set.id));
          if (!next) {
            this.keepStandby(); // the active worker is warm: a standby may rehearse now
            return;
          }
          await this.loadOn([next], false);
        }
      })();
      this.warming = loop;
      const done = () => {
        if (this.warming === loop) this.warming = undefined;
      };
      loop.then(done, done);
    }
    return this.warming;
  }

  async run(xml: Uint8Array, sets: ResolvedRuleSet[], deadlineMs: number): Promise<RawFinding[]> {
    // Loading (on demand, ahead of the warm-up) is bounded by loadTimeoutMs; the deadline starts
    // with the check, which the worker runs on threads that never compile.
    for (const set of sets) {
      this.known.delete(set.id); // keeps `known` in order of last use
      this.known.set(set.id, set);
    }
    let proc = await this.loadOn(sets);
    // A successor took over while this request waited (the quick worker is stopping): it holds
    // every rule set, so the loads answer at once.
    if (this.proc && proc !== this.proc) proc = await this.loadOn(sets);
    const { id, answer } = proc.request('validate', {
      ruleSets: sets.map((s) => s.id),
      xmlBase64: Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength).toString('base64'),
    });
    const reply = await withDeadline(answer, deadlineMs, () => proc.forget(id));
    if (this.proc === proc) this.checked = true;
    if (xml.byteLength <= REHEARSAL_MAX_BYTES) this.lastCheck = { xml, sets };
    return reply.findings as RawFinding[];
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.restartTimer);
    clearTimeout(this.standbyTimer);
    await Promise.all([this.proc?.stop(), this.standby?.stop()]);
  }

  /** Kills the worker and waits until it is gone (tests use this to prove restarts). */
  async killWorker(): Promise<void> {
    const proc = this.proc;
    proc?.kill();
    await proc?.exit;
  }
}
