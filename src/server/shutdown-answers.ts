/**
 * The last resort of a shutdown: a request still without an answer shortly before the grace ends
 * (waiting for the database, for the CPU of a loaded host, or for anything that does not give up
 * by itself the way validation does) is answered 503 with Retry-After, so that the client reads a
 * clean refusal it may retry elsewhere instead of a connection reset when the grace closes the
 * remaining connections. Its handler keeps running; whatever it writes later goes nowhere.
 */
import type { NodeHandler } from '../observability/index.js';
import type { NodeRequest, NodeResponse } from '../rest/http-io.js';

/**
 * How long before the end of the shutdown grace a request still waiting must give up, so that its
 * answer (503, Retry-After) is written before the remaining connections are closed: 15 % of the
 * grace, at least half a second and at most two. On a loaded host (load 12 on two cores, a service
 * just started, its PDFs still rendering) the 503s of 30 checks that gave up were written about
 * 0.5 s after the moment they gave up.
 * Connections waiting in the accept queue are taken until its start at the latest.
 */
export function shutdownAnswerMarginMs(graceMs: number): number {
  return Math.min(graceMs, Math.max(500, Math.min(2000, graceMs * 0.15)));
}

/** What a request answered this way reads: the REST error body's fields, and Connect's `code`. */
const BODY = JSON.stringify({
  error: 'unavailable',
  code: 'unavailable',
  message: 'the service is shutting down; retry the request',
  details: [],
});

/** The requests in flight and the means to answer those left at the end of a shutdown. */
export interface ShutdownAnswers {
  /** Wraps the request handler: each request is known until its response is closed. */
  track(handler: NodeHandler): NodeHandler;
  /** Answers 503 (Retry-After: 1) every request whose response has not begun; returns how many. */
  answerUnanswered(): number;
}

export function shutdownAnswers(): ShutdownAnswers {
  const inFlight = new Map<NodeResponse, NodeRequest>();
  return {
    track(handler) {
      return (req, res) => {
        inFlight.set(res, req);
        res.once('close', () => inFlight.delete(res));
        return handler(req, res);
      };
    },
    answerUnanswered() {
      let answered = 0;
      for (const [res, req] of inFlight) {
        if (res.headersSent || res.writableEnded || res.destroyed) continue;
        answered++;
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          'retry-after': '1',
        };
        // HTTP/2 has no Connection header; its session has had its GOAWAY.
        if (req.httpVersionMajor === 1) headers.connection = 'close';
        (res as { writeHead(status: number, headers: Record<string, string>): unknown }).writeHead(
          503,
          headers,
        );
        res.end(BODY);
        silence(res);
        inFlight.delete(res);
      }
      return answered;
    },
  };
}

/** The handler's later writes to a response already answered: accepted and dropped (its callbacks still run). */
function silence(res: NodeResponse): void {
  const target = res as unknown as Record<string, unknown>;
  const self = () => res;
  for (const name of [
    'writeHead',
    'setHeader',
    'appendHeader',
    'removeHeader',
    'addTrailers',
    'flushHeaders',
  ])
    target[name] = self;
  target.write = (...args: unknown[]) => {
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    if (callback) queueMicrotask(callback);
    return true;
  };
  target.end = (...args: unknown[]) => {
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    if (callback) queueMicrotask(callback);
    return res;
  };
}
