/**
 * The JVM engine: a long-running Saxon-HE worker (java/validator) that this module starts on
 * first use (or warm-up), supervises and restarts the moment it dies; only a crash loop (a worker
 * dying within seconds of its start, again and again) waits, with a doubling delay. While no worker
 * can check, `available()` is false (readiness) and requests fail fast. Rule sets are compiled
 * once per worker lifetime; requests carry ids and run concurrently on the worker's threads; each
 * check has a deadline.
 */
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { RawFinding } from '../report.js';
import { type Engine, type ResolvedRuleSet, ValidationEngineError, withDeadline } from './engine.js';
import { JvmProcess } from './jvm-process.js';
import { REPOSITORY_ROOT } from '../rules-dir.js';

/** Where `npm run build:java` puts the worker jar. */
export const DEFAULT_JAR = join(REPOSITORY_ROOT, 'java', 'validator', 'target', 'einvoice-validator.jar');

/** The `java` executable from JAVA_HOME or PATH, or undefined when there is none. */
export function findJava(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [
    ...(env.JAVA_HOME ? [join(env.JAVA_HOME, 'bin', 'java')] : []),
    ...(env.PATH ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, 'java')),
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
}

/** A worker that ran this long (or checked a document) before it died was not in a crash loop: it restarts at once. */
const STABLE_MS = 10_000;
/** The second crash in a row waits this long before the restart, doubling up to RESTART_MAX_MS. */
const RESTART_BASE_MS = 250;
const RESTART_MAX_MS = 15_000;

/**
 * The worker's JVM flags: a heap bounded for the 600 MB budget, deep stacks for Saxon. The live
 * heap with every rule set is about 175 MB; by default the serial collector commits the whole
 * maximum under load and keeps it. A small fixed young generation (each check's garbage dies
 * young) and a heap that grows and shrinks with what is live hold the worker at about 360 instead
 * of 440 MB RSS under a mixed load, at the same CPU per check (bench/soak.ts).
 */
export const DEFAULT_JVM_ARGS: readonly string[] = [
  '-Xmx384m',
  '-Xms96m',
  '-Xmn48m',
  '-XX:MinHeapFreeRatio=10',
  '-XX:MaxHeapFreeRatio=25',
  '-Xss8m',
  '-XX:+UseSerialGC',
];

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
  /** Workers started to replace one that died. */
  restarts = 0;
  private closing = false;
  private readonly java: string;
  private readonly jar: string;

  constructor(private readonly options: JvmEngineOptions) {
    const java = options.java ?? findJava();
    if (!java) throw new ValidationEngineError('No java executable found (JAVA_HOME or PATH)');
    this.java = java;
    this.jar = options.jar ?? DEFAULT_JAR;
    if (!existsSync(this.jar)) throw new ValidationEngineError(`JVM worker jar missing at ${this.jar}: run \`npm run build:java\``);
  }

  /** Validations sent to the worker and not yet answered. */
  get queueDepth(): number {
    return this.proc?.alive ? this.proc.pendingCount : 0;
  }

  /** The current worker's process id (for tests and RSS measurement). */
  get pid(): number | undefined {
    return this.proc?.alive ? this.proc.pid : undefined;
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
      throw new ValidationEngineError('the validation worker keeps crashing; it is restarted with a growing delay');
    }
    return this.start();
  }

  private start(): JvmProcess {
    const proc: JvmProcess = new JvmProcess({
      java: this.java,
      jar: this.jar,
      rulesDir: this.options.rulesDir,
      threads: this.options.threads ?? 2,
      jvmArgs: this.options.jvmArgs ?? [...DEFAULT_JVM_ARGS],
      onExit: (detail) => this.onExit(proc, detail),
    });
    this.proc = proc;
    this.loaded = new Map();
    this.responsive = false;
    proc.request('ping', {}).answer.then(
      () => {
        if (this.proc === proc) this.responsive = true;
      },
      () => undefined,
    );
    // Stay warm: recompile what the previous worker had, in the background (after the previous
    // worker's loop has seen its failure).
    if (this.known.size > 0) setImmediate(() => void this.warmLoop().catch(() => undefined));
    return proc;
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
    const delay = this.crashesInARow <= 1 ? 0 : Math.min(RESTART_BASE_MS * 2 ** (this.crashesInARow - 2), RESTART_MAX_MS);
    console.error(`JVM validation worker exited (${detail}); restarting ${delay === 0 ? 'now' : `in ${delay} ms (crash ${this.crashesInARow} in a row)`}`);
    if (delay === 0) {
      this.start();
      return;
    }
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      if (!this.closing && !this.proc) this.start();
    }, delay);
    this.restartTimer.unref();
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
        load = withDeadline(answer, this.options.loadTimeoutMs ?? 180_000, () => proc.forget(id)).then(() => undefined);
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
    while (this.requestLoads > 0) await new Promise<void>((resume) => this.requestLoadsDone.push(resume));
  }

  async load(sets: ResolvedRuleSet[]): Promise<void> {
    await this.loadOn(sets);
  }

  async warmUp(sets: ResolvedRuleSet[]): Promise<void> {
    for (const set of sets) this.known.set(set.id, set);
    await this.warmLoop();
    await this.loadOn(sets, false); // the ones a request was already loading
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
          if (!next) return;
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
    const proc = await this.loadOn(sets);
    const { id, answer } = proc.request('validate', {
      ruleSets: sets.map((s) => s.id),
      xmlBase64: Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength).toString('base64'),
    });
    const reply = await withDeadline(answer, deadlineMs, () => proc.forget(id));
    if (this.proc === proc) this.checked = true;
    return reply.findings as RawFinding[];
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.restartTimer);
    await this.proc?.stop();
  }

  /** Kills the worker and waits until it is gone (tests use this to prove restarts). */
  async killWorker(): Promise<void> {
    const proc = this.proc;
    proc?.kill();
    await proc?.exit;
  }
}
