/**
 * Fair reading of HTTP/1.1 sockets: no client's bytes hold the event loop while other
 * connections (a health probe, a paying caller) wait.
 *
 * Why: Node hands every chunk a socket read (up to 64 KiB) to the HTTP parser at once, and the
 * parser runs the request handler for every request in it before returning. A chunk of 200
 * pipelined `GET /openapi.json` is 200 requests parsed and up to 16 answers of 180 KB written in
 * one go; 100 such connections arriving together held the loop for 300 ms and more, and /healthz
 * with them.
 *
 * Here the first request head of a chunk (up to its blank line) reaches the parser at once, so a
 * new caller is answered as soon as its bytes arrive; the rest of the chunk waits, the socket
 * unread meanwhile, and is fed in slices of `sliceBytes`, round robin over the sockets with bytes
 * waiting, a number of slices per turn of the event loop. That number adapts: it starts at one,
 * is halved when the last turn (with everything the slices set off: handlers, writes) took longer
 * than `turnTargetMs` and doubled, up to `maxSlicesPerTurn`, when it did not. On a quiet server
 * a 64 KiB chunk is fed within a few turns of microseconds each.
 */
import type net from 'node:net';
import { setImmediate } from 'node:timers';

/** The socket fields Node's HTTP/1.1 server keeps on it (internal, stable since Node 12). */
type HttpSocket = net.Socket & {
  /** Set by Node's backpressure (and by connections.ts): its parser must not be fed. */
  _paused?: boolean;
  /** The socket's HTTP parser, null once the connection was upgraded or closed. */
  parser?: unknown;
};

interface Metered {
  socket: HttpSocket;
  /** Node's own `data` listener (it runs the parser over the bytes it is given). */
  parse: (chunk: Buffer) => void;
  /** Bytes read and not yet given to the parser, in order. */
  pending: Buffer[];
  /** In the round-robin queue. */
  queued: boolean;
}

export interface ReadMeterLimits {
  /** The most bytes given to a socket's parser at once, from its queue. */
  sliceBytes: number;
  /** The longest a turn of the event loop should take while sockets have bytes waiting. */
  turnTargetMs: number;
  /** The most slices fed per turn. */
  maxSlicesPerTurn: number;
}

export interface ReadMeter {
  /**
   * Puts an HTTP/1.1 socket under the meter. Call right after the HTTP server took the socket
   * (its `connection` handler added the parser's `data` listener) and before the socket flows.
   * Returns false when Node's listener was not found (the socket is then read as Node reads it).
   */
  meter(socket: net.Socket): boolean;
}

/** The name Node's HTTP server gives its data listener (`socketOnData` bound to the connection). */
const NODE_DATA_LISTENER = 'bound socketOnData';
const BLANK_LINE = Buffer.from('\r\n\r\n');

export function readMeter(limits: ReadMeterLimits): ReadMeter {
  const queue: Metered[] = [];
  let turnScheduled = false;
  let slicesPerTurn = 1;
  /** When the last turn that fed the queue began (0: the queue was empty since). */
  let lastTurnAt = 0;

  /** A socket's parser may be fed: the connection is open, not upgraded, not held by backpressure. */
  function feedable(m: Metered): boolean {
    return !m.socket.destroyed && m.socket.parser != null && !m.socket._paused;
  }

  /** Gives the parser the next `bytes` (at most) of what the socket read. */
  function feed(m: Metered, bytes: number): void {
    const chunk = m.pending[0]!;
    if (chunk.length > bytes) {
      m.pending[0] = chunk.subarray(bytes);
      m.parse(chunk.subarray(0, bytes));
    } else {
      m.pending.shift();
      m.parse(chunk);
    }
  }

  /** (A function, not an inline test: the compiler would take `pending.length` for the 1 it was.) */
  function nothingWaits(m: Metered): boolean {
    return m.pending.length === 0;
  }

  function enqueue(m: Metered): void {
    if (m.queued) return;
    m.queued = true;
    queue.push(m);
    if (!turnScheduled) {
      turnScheduled = true;
      // After the loop polled for I/O: new connections are read before the queue is fed more.
      setImmediate(turn);
    }
  }

  function turn(): void {
    turnScheduled = false;
    const now = performance.now();
    if (lastTurnAt !== 0 && now - lastTurnAt > limits.turnTargetMs) {
      slicesPerTurn = Math.max(1, slicesPerTurn >> 1);
    } else {
      slicesPerTurn = Math.min(limits.maxSlicesPerTurn, slicesPerTurn * 2);
    }
    lastTurnAt = now;
    for (let fed = 0; fed < slicesPerTurn && queue.length > 0; ) {
      const m = queue.shift()!;
      m.queued = false;
      // Closed: what it sent goes with it. Held by backpressure: it comes back with its 'resume'.
      if (m.socket.destroyed) m.pending.length = 0;
      if (!feedable(m)) continue;
      feed(m, limits.sliceBytes);
      fed++;
      if (m.pending.length > 0) enqueue(m);
      else if (feedable(m)) m.socket.resume();
    }
    // Idle again: the next burst starts from one slice a turn and earns more while turns stay short.
    if (queue.length === 0) [lastTurnAt, slicesPerTurn] = [0, 1];
  }

  function received(m: Metered, chunk: Buffer): void {
    m.pending.push(chunk);
    if (!m.queued && m.pending.length === 1 && feedable(m)) {
      // The first request head at once: a caller's request is not queued behind others' pipelines.
      const blank = chunk.indexOf(BLANK_LINE);
      feed(
        m,
        blank >= 0 && blank < limits.sliceBytes ? blank + BLANK_LINE.length : limits.sliceBytes,
      );
      if (nothingWaits(m)) return;
    }
    m.socket.pause();
    if (feedable(m)) enqueue(m);
  }

  return {
    meter(socket) {
      const s = socket as HttpSocket;
      const parse = s.listeners('data').find((l) => l.name === NODE_DATA_LISTENER) as
        | ((chunk: Buffer) => void)
        | undefined;
      if (!parse) return false;
      const m: Metered = { socket: s, parse, pending: [], queued: false };
      s.removeListener('data', parse);
      s.on('data', (chunk: Buffer) => received(m, chunk));
      // Backpressure released (Node's or connections.ts's): what waits may be fed again, in turn.
      s.on('resume', () => {
        if (m.pending.length > 0 && feedable(m)) {
          s.pause();
          enqueue(m);
        }
      });
      s.once('close', () => {
        m.pending.length = 0;
      });
      return true;
    },
  };
}
