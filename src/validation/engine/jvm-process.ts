/**
 * One running JVM worker process (java/validator): spawns it, speaks its JSON-lines protocol
 * (request ids, out-of-order answers) and reports its exit. Supervision and restarts are the
 * engine's job (jvm-engine.ts); this class only ever represents a single process lifetime.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ValidationEngineError } from './engine.js';

interface Pending {
  resolve: (value: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

/** Options for starting the worker. */
export interface JvmProcessOptions {
  java: string;
  jar: string;
  rulesDir: string;
  threads: number;
  /** Extra JVM flags (heap, GC). */
  jvmArgs: string[];
  /**
   * Called synchronously when the process exits, with the reason and the end of its stderr (for
   * the log only): the supervisor sees the crash before anyone can ask for a worker again.
   */
  onExit?: (detail: string) => void;
}

/** A single JVM worker process. */
export class JvmProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private exited = false;
  private stderrTail = '';
  /** When the process was started (ms since the epoch). */
  readonly startedAt = Date.now();
  /** Requests sent and not yet answered. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Resolves when the process has exited, with the reason and the end of its stderr (for the log). */
  readonly exit: Promise<string>;

  constructor(options: JvmProcessOptions) {
    this.child = spawn(
      options.java,
      [
        ...options.jvmArgs,
        '-jar',
        options.jar,
        '--rules-root',
        options.rulesDir,
        '--threads',
        String(options.threads),
      ],
      // Its own process group (and session): a signal to the service's group (Ctrl-C in a
      // terminal, `kill -- -PGID`) reaches Node, which drains its requests and then closes the
      // worker, not the worker first. A signal to every process of a cgroup (systemd's stop) still
      // reaches it: the worker ignores SIGTERM, SIGINT and SIGHUP and exits when its stdin closes,
      // which it also does when Node dies (java/validator, Main.java).
      { stdio: ['pipe', 'pipe', 'pipe'], detached: true },
    );
    const lines = createInterface({ input: this.child.stdout });
    lines.on('line', (line) => this.onLine(line));
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-2000);
    });
    this.child.stdin.on('error', () => undefined);
    this.exit = new Promise((resolve) => {
      const done = (reason: string): void => {
        if (this.exited) return;
        this.exited = true;
        const detail = `${reason}${this.stderrTail.trim() ? `; stderr: ${this.stderrTail.trim().slice(-600)}` : ''}`;
        // The supervisor logs the exit (with the stderr) once; the callers get a plain message.
        const error = new ValidationEngineError(
          'the validation worker stopped while checking; it is being restarted',
        );
        for (const p of this.pending.values()) p.reject(error);
        this.pending.clear();
        options.onExit?.(detail);
        resolve(detail);
      };
      this.child.on('exit', (code, signal) =>
        done(signal ? `signal ${signal}` : `exit code ${code}`),
      );
      this.child.on('error', (error) => done(error.message));
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return !this.exited;
  }

  private onLine(line: string): void {
    let msg: Record<string, unknown>;
    try {
      msg = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return;
    }
    const p = this.pending.get(msg.id as number);
    if (!p) return;
    this.pending.delete(msg.id as number);
    if (msg.ok === true) p.resolve(msg);
    else
      p.reject(
        new ValidationEngineError(
          'the validation engine could not run the rules',
          `JVM worker: ${String(msg.error)}`,
        ),
      );
  }

  /** Sends one request; the answer's fields come back as an object. */
  request(
    op: string,
    body: Record<string, unknown>,
  ): { id: number; answer: Promise<Record<string, unknown>> } {
    const id = this.nextId++;
    const answer = new Promise<Record<string, unknown>>((resolve, reject) => {
      if (this.exited) {
        reject(
          new ValidationEngineError('the validation worker is not running; it is being restarted'),
        );
        return;
      }
      this.pending.set(id, { resolve, reject });
      this.child.stdin.write(`${JSON.stringify({ id, op, ...body })}\n`);
    });
    return { id, answer };
  }

  /** Forgets a request whose caller gave up (its answer will be dropped). */
  forget(id: number): void {
    this.pending.delete(id);
  }

  /** Kills the process at once. */
  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }

  /** Closes stdin so the worker finishes in-flight work and exits; kills it after graceMs. */
  async stop(graceMs = 2000): Promise<void> {
    if (this.exited) return;
    this.child.stdin.end();
    const timer = setTimeout(() => this.kill(), graceMs);
    await this.exit;
    clearTimeout(timer);
  }
}
