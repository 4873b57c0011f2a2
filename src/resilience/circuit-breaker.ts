/**
 * A circuit breaker in front of a dependency (the accounts database, Redis): the first failure
 * that means "the dependency is down" opens it, and while it is open calls fail at once instead
 * of each waiting for a connect or command timeout. A probe runs in the background (quickly at
 * first, then backing off) and closes the circuit as soon as the dependency answers again, so an
 * instance recovers by itself even when no traffic reaches it (a load balancer stops sending
 * requests to an instance that says it is not ready).
 */

/** What the breaker needs to know about its dependency. */
export interface BreakerOptions {
  /** Name for the log lines of state changes, e.g. "accounts database". */
  name: string;
  /** Checks the dependency once; resolves when it answers. */
  probe(): Promise<void>;
  /** First and longest pause between probes while open (default 100 ms and 2 s). */
  probeMinMs?: number;
  probeMaxMs?: number;
  /** Starts open (closed by the first successful probe or close()): a dependency still connecting. */
  startOpen?: boolean;
  /** Called on every change (true: closed again). */
  onChange?(closed: boolean): void;
}

/** A breaker's state and controls. */
export interface CircuitBreaker {
  /** True while calls may go to the dependency. */
  readonly closed: boolean;
  /** Opens the circuit (the dependency failed); the cause is logged once per outage. */
  open(cause?: unknown): void;
  /** Closes it (the dependency answered). */
  close(): void;
  /** Stops probing for good (shutdown). */
  stop(): void;
}

/** Creates a breaker; it probes only while open. */
export function circuitBreaker(options: BreakerOptions): CircuitBreaker {
  const min = options.probeMinMs ?? 100;
  const max = options.probeMaxMs ?? 2_000;
  let closed = !options.startOpen;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pause = min;
  let probing = false;
  /** An outage was announced in the log (a start-up connect is not one). */
  let announced = false;

  const schedule = () => {
    if (stopped || closed || timer || probing) return;
    timer = setTimeout(probeOnce, pause);
    timer.unref();
    pause = Math.min(max, pause * 2);
  };
  async function probeOnce(): Promise<void> {
    timer = undefined;
    if (stopped || closed) return;
    probing = true;
    try {
      await options.probe();
      probing = false;
      breaker.close();
    } catch {
      probing = false;
      schedule();
    }
  }

  const breaker: CircuitBreaker = {
    get closed() {
      return closed;
    },
    open(cause) {
      if (stopped) return;
      if (closed) {
        closed = false;
        pause = min;
        options.onChange?.(false);
      }
      if (!announced && cause !== undefined) {
        const why = cause instanceof Error ? `: ${cause.message}` : '';
        console.error(
          `${options.name} unavailable${why}; failing fast and probing until it answers`,
        );
        announced = true;
      }
      schedule();
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (closed || stopped) return;
      closed = true;
      if (announced) console.error(`${options.name} available again`);
      announced = false;
      options.onChange?.(true);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
  if (!closed) schedule();
  return breaker;
}
