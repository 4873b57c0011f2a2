/**
 * Fair reading of HTTP/1.1 sockets: no client's pipeline holds the event loop while other
 * connections (a health probe, a paying caller) wait.
 *
 * Why: Node hands every chunk a socket read (up to 64 KiB) to the HTTP parser at once, and the
 * parser runs the request handler for every request in it before returning. A chunk of 200
 * pipelined `GET /openapi.json` is 200 requests parsed and up to 16 answers of 180 KB written in
 * one go; 100 such connections arriving together held the loop for 300 ms and more, and /healthz
 * with them.
 *
 * Here what a socket read reaches the parser in pieces, each up to the next blank line (the end
 * of a request head) or the end of the chunk. The pieces that start a request are what is
 * metered; body bytes are not (they are cheap to parse, and an upload must not slow down because
 * others pipeline). When bytes arrive, the first request they start is parsed at once, so a new
 * caller is answered as soon as its bytes arrive, with its body; the rest waits, the socket unread
 * meanwhile, and is fed round robin over the sockets with bytes waiting, a number of requests per
 * turn of the event loop. That number adapts: it starts at one, is halved when the last turn (with
 * everything the requests set off: handlers, writes) took longer than `turnTargetMs` and doubled,
 * up to `maxRequestsPerTurn`, when it did not.
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
  /** Requests the parser started on this socket (counted by `requestStarted`). */
  started: number;
}

export interface ReadMeterLimits {
  /** The longest a turn of the event loop should take while sockets have requests waiting. */
  turnTargetMs: number;
  /** The most waiting requests parsed per turn. */
  maxRequestsPerTurn: number;
}

export interface ReadMeter {
  /**
   * Puts an HTTP/1.1 socket under the meter. Call right after the HTTP server took the socket
   * (its `connection` handler added the parser's `data` listener) and before the socket flows.
   * Returns false when Node's listener was not found (the socket is then read as Node reads it).
   */
  meter(socket: net.Socket): boolean;
  /** The parser started a request on this socket (call from the server's 'request' event). */
  requestStarted(socket: net.Socket): void;
}

/** The name Node's HTTP server gives its data listener (`socketOnData` bound to the connection). */
const NODE_DATA_LISTENER = 'bound socketOnData';
const BLANK_LINE = Buffer.from('\r\n\r\n');

export function readMeter(limits: ReadMeterLimits): ReadMeter {
  const bySocket = new WeakMap<net.Socket, Metered>();
  const queue: Metered[] = [];
  let turnScheduled = false;
  let requestsPerTurn = 1;
  /** When the last turn that fed the queue began (0: the queue was empty since). */
  let lastTurnAt = 0;

  /** A socket's parser may be fed: the connection is open, not upgraded, not held by backpressure. */
  function feedable(m: Metered): boolean {
    return !m.socket.destroyed && m.socket.parser != null && !m.socket._paused;
  }

  /** The length of the next piece: through the next blank line, or the rest of the chunk. */
  function pieceLength(chunk: Buffer): number {
    const blank = chunk.indexOf(BLANK_LINE);
    return blank < 0 ? chunk.length : blank + BLANK_LINE.length;
  }

  /** Gives the parser the next piece; returns how many requests it started. */
  function feedPiece(m: Metered): number {
    const chunk = m.pending[0]!;
    const length = pieceLength(chunk);
    if (length < chunk.length) m.pending[0] = chunk.subarray(length);
    else m.pending.shift();
    const before = m.started;
    m.parse(length < chunk.length ? chunk.subarray(0, length) : chunk);
    return m.started - before;
  }

  function enqueue(m: Metered): void {
    if (m.queued) return;
    m.queued = true;
    queue.push(m);
    scheduleTurn();
  }

  function scheduleTurn(): void {
    if (turnScheduled) return;
    turnScheduled = true;
    // After the loop polled for I/O: new connections are read before the queue is fed more.
    setImmediate(turn);
  }

  function turn(): void {
    turnScheduled = false;
    const now = performance.now();
    if (lastTurnAt !== 0 && now - lastTurnAt > limits.turnTargetMs) {
      requestsPerTurn = Math.max(1, requestsPerTurn >> 1);
    } else {
      requestsPerTurn = Math.min(limits.maxRequestsPerTurn, requestsPerTurn * 2);
    }
    lastTurnAt = now;
    let budget = requestsPerTurn;
    while (budget > 0 && queue.length > 0) {
      const m = queue.shift()!;
      m.queued = false;
      // Closed: what it sent goes with it. Held by backpressure: it comes back with its 'resume'.
      if (m.socket.destroyed) m.pending.length = 0;
      // A socket's body bytes cost nothing: fed on until a piece starts a request.
      let started = 0;
      while (started === 0 && m.pending.length > 0 && feedable(m)) started = feedPiece(m);
      budget -= started;
      if (m.pending.length > 0) {
        if (feedable(m)) enqueue(m);
      } else if (feedable(m)) {
        m.socket.resume();
      }
    }
    if (queue.length > 0) scheduleTurn();
    // Idle again: the next burst starts from one request a turn and earns more while turns stay short.
    else [lastTurnAt, requestsPerTurn] = [0, 1];
  }

  function received(m: Metered, chunk: Buffer): void {
    const nothingWaited = !m.queued && m.pending.length === 0;
    m.pending.push(chunk);
    if (nothingWaited) {
      // The first request these bytes start, with its body, at once; a piece that may start
      // another (it holds a blank line) waits for the queue.
      let started = 0;
      while (m.pending.length > 0 && feedable(m)) {
        if (started > 0 && m.pending[0]!.includes(BLANK_LINE)) break;
        started += feedPiece(m);
      }
      if (m.pending.length === 0) return;
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
      const m: Metered = { socket: s, parse, pending: [], queued: false, started: 0 };
      bySocket.set(s, m);
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

    requestStarted(socket) {
      const m = bySocket.get(socket);
      if (m) m.started++;
    },
  };
}
