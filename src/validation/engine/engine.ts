/**
 * The contract both validation engines (JVM worker, saxon-js worker pool) implement, and the
 * errors they throw. The validator facade (../validator.ts) picks one and adds reporting.
 */
import type { RawFinding } from '../report.js';

/** A rule set with absolute file paths, ready for an engine. */
export interface ResolvedRuleSet {
  id: string;
  xsd: { root: string; path: string }[];
  xslt: string[];
  /** Absolute schema locations resolved to a local folder (absolute path), as a catalog's rewriteURI. */
  schemaUriRewrites?: { prefix: string; dir: string }[];
  /** XSD only, checked in-process by libxml2 whatever the engine (RuleSet.xsdInProcess). */
  xsdInProcess?: boolean;
}

/** One engine: loads rule sets once, then checks documents against loaded ones. */
export interface Engine {
  readonly name: 'jvm' | 'saxonjs';
  /** Loads (compiles) rule sets; idempotent per id. */
  load(sets: ResolvedRuleSet[]): Promise<void>;
  /**
   * Runs XSD and Schematron of the rule sets, loading any not yet loaded first (ahead of the
   * background warm-up); rejects after deadlineMs, counted from when the check starts.
   */
  run(xml: Uint8Array, sets: ResolvedRuleSet[], deadlineMs: number): Promise<RawFinding[]>;
  /**
   * Loads rule sets one at a time behind any load a request needs, so warm-up never delays a
   * request; resolves when all are loaded.
   */
  warmUp(sets: ResolvedRuleSet[]): Promise<void>;
  /** False while the engine cannot check anything (a crashed worker not back yet, a crash loop). */
  available(): boolean;
  close(): Promise<void>;
}

/** Validation outlived its deadline: the request fails, it is never "valid". */
export class ValidationDeadlineError extends Error {
  readonly reason = 'VALIDATION_DEADLINE_EXCEEDED';
  constructor(ms: number) {
    super(`Validation did not finish within ${ms} ms`);
    this.name = 'ValidationDeadlineError';
  }
}

/**
 * The engine could not check the document (crashed, not built, misconfigured). The message is
 * what a caller may read; `detail` holds the engine's internals (its stderr, Java class names,
 * stack traces, file paths), which only the server log may show.
 */
export class ValidationEngineError extends Error {
  readonly reason = 'VALIDATION_ENGINE_FAILED';
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ValidationEngineError';
  }
}

/**
 * The service is stopping and its grace is about to end: a check still running (or waiting for
 * its rule sets) gives up, so that its request is answered (503, retry elsewhere) before the
 * connections are closed.
 */
export class ValidationShutdownError extends ValidationEngineError {
  constructor() {
    super('the service is shutting down; retry the request');
    this.name = 'ValidationShutdownError';
  }
}

/** Rejects with ValidationDeadlineError unless the promise settles within ms. */
export function withDeadline<T>(
  promise: Promise<T>,
  ms: number,
  onTimeout?: () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout?.();
      reject(new ValidationDeadlineError(ms));
    }, ms);
    timer.unref?.();
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
