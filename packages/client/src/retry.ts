/**
 * Default timeout and retries of the client. A call is retried, with exponential backoff and
 * jitter, only when trying again can help: UNAVAILABLE (a dependency of the service is
 * recovering), RESOURCE_EXHAUSTED with reason RATE_LIMITED and ABORTED with reason
 * IDEMPOTENCY_IN_PROGRESS (the first attempt with this Idempotency-Key still runs: the retry gets
 * its answer), waiting the time the service names. Never for QUOTA_EXCEEDED (the month's credits
 * are gone) or a body too large; never more than `maxAttempts` attempts.
 * Charged calls carry one Idempotency-Key for all their attempts, so a retry is charged once.
 */
import { Code, ConnectError, type Interceptor } from '@connectrpc/connect';
import { errorInfo } from './errors.js';

/** Retry settings; `maxAttempts: 1` turns retries off. */
export interface RetryOptions {
  /** Attempts in all, the first included (default 3). */
  maxAttempts?: number;
  /** First backoff in milliseconds, doubled each attempt (default 250). */
  baseDelayMs?: number;
  /** Longest wait between attempts, also for a longer Retry-After (default 30000). */
  maxDelayMs?: number;
  /** How to wait (tests pass a fake). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Whether an error is worth another attempt. */
export function isRetryable(error: unknown): boolean {
  const info = errorInfo(error);
  if (info.code === Code.Unavailable) return true;
  if (info.code === Code.Aborted && info.reason === 'IDEMPOTENCY_IN_PROGRESS') return true;
  return info.code === Code.ResourceExhausted && info.reason === 'RATE_LIMITED';
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

/** Operations that spend credits: their attempts share an Idempotency-Key. */
const CHARGED = new Set(['GenerateInvoice', 'RetrieveInvoice', 'RenderPreview']);

/** The retry interceptor (unary calls). */
export function retryInterceptor(options: RetryOptions = {}): Interceptor {
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const base = options.baseDelayMs ?? 250;
  const max = options.maxDelayMs ?? 30_000;
  const sleep = options.sleep ?? wait;
  return (next) => async (req) => {
    if (req.stream) return next(req);
    if (maxAttempts > 1 && CHARGED.has(req.method.name) && !req.header.has('idempotency-key')) {
      req.header.set('idempotency-key', globalThis.crypto.randomUUID());
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return await next(req);
      } catch (error) {
        if (attempt >= maxAttempts || !isRetryable(error) || req.signal.aborted) throw error;
        const backoff = Math.min(max, base * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2);
        const told = errorInfo(error).retryAfterMs;
        if (told !== undefined && told > max) throw error; // longer than we may wait: the caller decides
        await sleep(Math.max(backoff, told ?? 0), req.signal);
      }
    }
  };
}

export { ConnectError };
