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
}

/** One engine: loads rule sets once, then checks documents against loaded ones. */
export interface Engine {
  readonly name: 'jvm' | 'saxonjs';
  /** Loads (compiles) rule sets; idempotent per id. */
  load(sets: ResolvedRuleSet[]): Promise<void>;
  /** Runs XSD and Schematron of the (loaded) rule sets; rejects after deadlineMs. */
  run(xml: Uint8Array, sets: ResolvedRuleSet[], deadlineMs: number): Promise<RawFinding[]>;
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

/** The engine could not check the document (crashed, not built, misconfigured). */
export class ValidationEngineError extends Error {
  readonly reason = 'VALIDATION_ENGINE_FAILED';
  constructor(message: string) {
    super(message);
    this.name = 'ValidationEngineError';
  }
}

/** Rejects with ValidationDeadlineError unless the promise settles within ms. */
export function withDeadline<T>(promise: Promise<T>, ms: number, onTimeout?: () => void): Promise<T> {
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
