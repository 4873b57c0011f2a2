/**
 * The JVM engine: a long-running Saxon-HE worker (java/validator) that this module starts on
 * first use, supervises and restarts after a crash (at most 5 restarts a minute, then it fails
 * closed). Rule sets are compiled once per worker lifetime; requests carry ids and run
 * concurrently on the worker's thread pool; each request has a deadline.
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

const MAX_CRASHES_PER_MINUTE = 5;

/** The worker's JVM flags: a heap small enough for the 600 MB budget, deep stacks for Saxon. */
export const DEFAULT_JVM_ARGS: readonly string[] = ['-Xmx384m', '-Xss8m', '-XX:+UseSerialGC'];

/** The JVM-backed engine. */
export class JvmEngine implements Engine {
  readonly name = 'jvm' as const;
  private proc: JvmProcess | undefined;
  private loaded = new Map<string, Promise<void>>();
  /** Every rule set loaded so far, reloaded in the background when a worker is replaced. */
  private readonly known = new Map<string, ResolvedRuleSet>();
  private crashes: number[] = [];
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

  private worker(): JvmProcess {
    if (this.closing) throw new ValidationEngineError('Validator is closed');
    if (this.proc?.alive) return this.proc;
    const now = Date.now();
    this.crashes = this.crashes.filter((t) => now - t < 60_000);
    if (this.crashes.length >= MAX_CRASHES_PER_MINUTE) {
      throw new ValidationEngineError('JVM validation worker crashed repeatedly; refusing to restart for a minute');
    }
    const proc = new JvmProcess({
      java: this.java,
      jar: this.jar,
      rulesDir: this.options.rulesDir,
      threads: this.options.threads ?? 2,
      jvmArgs: this.options.jvmArgs ?? [...DEFAULT_JVM_ARGS],
    });
    const replacing = this.proc !== undefined;
    if (replacing) this.restarts++;
    this.proc = proc;
    this.loaded = new Map();
    if (replacing && this.known.size > 0) {
      // Stay warm: recompile what the previous worker had, without making a caller wait for it.
      setImmediate(() => void this.load([...this.known.values()]).catch(() => undefined));
    }
    void proc.exit.then(() => {
      if (!this.closing) this.crashes.push(Date.now());
    });
    return proc;
  }

  async load(sets: ResolvedRuleSet[]): Promise<void> {
    const proc = this.worker();
    const loaded = this.loaded;
    for (const set of sets) this.known.set(set.id, set);
    await Promise.all(
      sets.map((set) => {
        let pending = loaded.get(set.id);
        if (!pending) {
          const { id, answer } = proc.request('load', { ruleSets: [set] });
          pending = withDeadline(answer, this.options.loadTimeoutMs ?? 180_000, () => proc.forget(id)).then(() => undefined);
          pending.catch(() => loaded.delete(set.id));
          loaded.set(set.id, pending);
        }
        return pending;
      }),
    );
  }

  async run(xml: Uint8Array, sets: ResolvedRuleSet[], deadlineMs: number): Promise<RawFinding[]> {
    // Compiling rule sets is bounded by loadTimeoutMs; the deadline covers the check itself.
    await this.load(sets);
    const proc = this.worker();
    const { id, answer } = proc.request('validate', {
      ruleSets: sets.map((s) => s.id),
      xmlBase64: Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength).toString('base64'),
    });
    const reply = await withDeadline(answer, deadlineMs, () => proc.forget(id));
    return reply.findings as RawFinding[];
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.proc?.stop();
  }

  /** Kills the worker and waits until it is gone (tests use this to prove restarts). */
  async killWorker(): Promise<void> {
    const proc = this.proc;
    proc?.kill();
    await proc?.exit;
  }
}
