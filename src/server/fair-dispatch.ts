/**
 * Fair starting of request handlers: no connection's burst of requests holds the event loop while
 * another connection's request waits.
 *
 * Why: one read of a socket can carry many requests (an HTTP/2 frame burst of a hundred streams,
 * the pipelined requests read-metering.ts feeds), and Node starts the handler of each at once, in
 * the same turn of the event loop. The synchronous start of a handler (routing, the request's
 * context and abort signal, the first write of a cached answer) costs 0.1–0.5 ms; a hundred of
 * them is a turn of tens of milliseconds during which a health probe or a paying caller on another
 * connection waits.
 *
 * Here each handler start goes through `run`. While nothing waits and the current turn has spent
 * less than `turnBudgetMs`, it starts at once (the common case costs nothing). Otherwise it waits
 * in one of two lanes, and the waiting starts run in later turns, each turn until its budget is
 * spent (at least one start per turn):
 * - a connection with nothing waiting enters the *fresh* lane, served first, in arrival order: a
 *   new caller waits for the starts queued before it by other new callers, not for anyone's backlog;
 * - a connection that has more waiting after one start goes to the end of the *backlog* lane,
 *   served round robin, one start per connection per round: each connection's requests keep
 *   their order, and a connection with a thousand waiting delays another by one start a round.
 */
import { setImmediate } from 'node:timers';

export interface FairDispatchLimits {
  /** The handler starts of one turn of the event loop stop once they took this long. */
  turnBudgetMs: number;
}

export interface FairDispatch {
  /** Starts a handler of `connection` (any object that identifies it) now or in a later turn. */
  run(connection: object, start: () => void): void;
  /** Handler starts waiting (for tests and metrics). */
  waiting(): number;
}

export function fairDispatch(limits: FairDispatchLimits): FairDispatch {
  /** Waiting starts per connection, in order; the connection is in exactly one lane while it has any. */
  const queues = new Map<object, Array<() => void>>();
  /** Connections that had nothing waiting when their first start was queued, in arrival order. */
  const fresh = new Set<object>();
  /** Connections with more waiting after a start, round robin (a Set keeps insertion order). */
  const backlog = new Set<object>();
  let count = 0;
  /** When the current turn's first start ran (0: none ran since the last check phase). */
  let turnStartedAt = 0;
  let drainScheduled = false;

  function spent(): boolean {
    return turnStartedAt !== 0 && performance.now() - turnStartedAt >= limits.turnBudgetMs;
  }

  /** Marks the start of a turn's work; the check phase that follows closes the turn. */
  function openTurn(): void {
    if (turnStartedAt !== 0) return;
    turnStartedAt = performance.now();
    scheduleDrain();
  }

  function scheduleDrain(): void {
    if (drainScheduled) return;
    drainScheduled = true;
    setImmediate(drain);
  }

  /** Takes the next start: the fresh lane first, then one from the backlog's first connection. */
  function next(): (() => void) | undefined {
    const lane = fresh.size > 0 ? fresh : backlog;
    const connection = lane.values().next().value as object | undefined;
    if (connection === undefined) return undefined;
    lane.delete(connection);
    const queue = queues.get(connection)!;
    const start = queue.shift()!;
    count--;
    if (queue.length > 0) backlog.add(connection);
    else queues.delete(connection);
    return start;
  }

  function drain(): void {
    drainScheduled = false;
    // The turn whose work opened this check phase ends here; the waiting starts get a turn of their own.
    turnStartedAt = performance.now();
    try {
      do {
        const start = next();
        if (!start) break;
        start();
      } while (!spent());
    } finally {
      turnStartedAt = 0;
      if (count > 0) scheduleDrain();
    }
  }

  return {
    run(connection, start) {
      if (count === 0 && !spent()) {
        openTurn();
        start();
        return;
      }
      let queue = queues.get(connection);
      if (!queue) {
        queues.set(connection, (queue = []));
        fresh.add(connection);
      }
      queue.push(start);
      count++;
      scheduleDrain();
    },

    waiting: () => count,
  };
}
