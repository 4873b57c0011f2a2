/**
 * The life of every connection on the port. A connection that stops making progress is closed
 * (no first byte, headers or body too slow, idle between requests, an HTTP/2 session without a
 * stream), their number is capped, and shutdown drains them: every request the kernel received
 * before it is answered, keep-alive connections are told to close, new ones are refused.
 *
 * What a connection may hold in memory is bounded too. An HTTP/1.1 client may pipeline requests
 * without reading the answers: Node parses every request of a chunk at once, and a response
 * counts as finished once it is handed to the socket, not once it is sent, so without a bound
 * every answer of a pipeline waited in memory (30 connections of 200 pipelined /openapi.json:
 * +700 MB). Here at most `maxPipelinedRequests` requests of a connection are handled at once
 * (the rest wait unhandled, the socket is not read), and a connection whose waiting response bytes
 * are over `connectionBufferBytes` is neither read nor served until they drain; one that stays
 * over it without sending for `sendStallTimeoutMs` is closed, and across all connections, HTTP/2
 * sessions included, `maxBufferedBytes` is the budget: over it the connections with the most
 * waiting are closed, those over their own bound first.
 */
import type http from 'node:http';
import http2 from 'node:http2';
import type net from 'node:net';
import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import type { ConnectionLimits } from '../config.js';
import { fairDispatch } from './fair-dispatch.js';
import { readMeter } from './read-metering.js';
import { shutdownAnswerMarginMs } from './shutdown-answers.js';

/** A server that speaks HTTP/1.1 on the sockets it is given. */
type Http1Server = http.Server | http2.Http2SecureServer;
/**
 * The HTTP/1.1 bounds http.Server and Http2SecureServer (with allowHTTP1) both honour; the
 * latter's typings omit them, as they omit connectionsCheckingInterval on both.
 */
interface Http1Bounds {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionsCheckingInterval: number;
  closeIdleConnections(): void;
}
/** A server that speaks HTTP/2. */
type Http2Server = http2.Http2Server | http2.Http2SecureServer;
/** A request handler (the one given to the servers). */
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/**
 * A connection whose response bytes waiting to be sent are watched: an HTTP/1.1 socket (from
 * its first request) or an HTTP/2 session.
 */
interface Watched {
  /** The bytes waiting to be sent now. */
  measure(): number;
  /** Closes the connection (over the budget or stalled). */
  close(): void;
  /** The bytes last measured (their sum over all connections is the budget's). */
  buffered: number;
  /** Over `connectionBufferBytes` when last measured. */
  over: boolean;
  /** While over: the bytes at the last measure, and when they last went down. */
  lastBuffered: number;
  progressAt: number;
}

/** What an HTTP/1.1 socket has in flight. */
interface Http1Connection extends Watched {
  socket: net.Socket;
  /** Requests received and not yet answered (handed over to the socket), handled or waiting. */
  unanswered: Set<http.ServerResponse>;
  /** Of those, the ones handed to the handler (only they can have bytes waiting). */
  handling: Set<http.ServerResponse>;
  /** Received, not yet handed to the handler, in order. */
  waiting: Array<[http.IncomingMessage, http.ServerResponse]>;
  /** The socket is not read (more requests wait than may be handled, or too many bytes wait). */
  held: boolean;
  /** The server's request handler. */
  handler: Handler;
}

/** The connections of one listener, from accept to close. */
export interface Connections {
  /** The listener accepted a socket (call first thing in its 'connection' handler). */
  accepted(socket: net.Socket): void;
  /** Waits for the first byte of a cleartext socket, then hands it to `serve` (or closes it when none comes in time). */
  firstBytes(socket: net.Socket, serve: (first: Buffer) => void): void;
  /**
   * An HTTP/1.1 server took the socket (call right after its 'connection' handler ran): its
   * bytes reach the parser in bounded slices within a per-turn budget (read-metering.ts).
   */
  meterReads(socket: net.Socket): void;
  /** Applies the header, request and keep-alive bounds to an HTTP/1.1 server (`listensItself`: false when sockets are handed to it). */
  serveHttp1(server: Http1Server, listensItself: boolean): void;
  /** Applies the session idle and request bounds to an HTTP/2 server. */
  serveHttp2(server: Http2Server): void;
  /**
   * The handler to give the servers: HTTP/1.1 requests pass the pipelining and buffer bounds
   * (they wait, unhandled, while their connection is over them); HTTP/2 ones go straight through.
   */
  bounded<H extends Handler>(handler: H): H;
  /** A response wrote (HTTP/1.1 or HTTP/2): its connection's waiting bytes are measured again. */
  wrote(res: { req?: http.IncomingMessage; stream?: http2.ServerHttp2Stream }): void;
  /** Drains and closes: resolves once every connection is closed (the rest are destroyed after `graceMs`). */
  shutdown(listener: net.Server, graceMs: number): Promise<void>;
}

/** Bytes waiting to be sent that make a connection a candidate for closing when the budget is exceeded. */
const SLOW_BYTES = 64 * 1024;

/**
 * Reading HTTP/1.1 sockets while some pipeline (read-metering.ts): as many waiting requests per
 * turn of the event loop as keep a turn near 10 ms, so a probe is answered within a few turns
 * while 100 connections pipeline.
 */
const READ_METER = { turnTargetMs: 10, maxRequestsPerTurn: 256 };

/**
 * Starting request handlers (fair-dispatch.ts): at most this long per turn of the event loop once
 * starts wait, half the read meter's turn target, so a turn that reads and starts stays near it.
 */
const DISPATCH = { turnBudgetMs: 5 };

/**
 * Past this many requests not yet answered on a closing HTTP/1.1 socket, Node's error for each
 * (it aborts them one by one, about 10 µs each to capture a stack nobody reads) is made without
 * a stack: a pipeline of hundreds closed at once would otherwise hold the loop for that long.
 */
const STACKLESS_ABORTS_FROM = 16;

/** How often HTTP/1.1 header and request deadlines are checked: a fraction of the shortest, at most every second. */
function checkingIntervalMs(limits: ConnectionLimits): number {
  return Math.max(5, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)));
}

export function connections(limits: ConnectionLimits): Connections {
  const sockets = new Set<net.Socket>();
  const waitingForFirstByte = new Set<net.Socket>();
  const sessions = new Set<http2.Http2Session>();
  const http1Servers: Http1Bounds[] = [];
  /**
   * The HTTP/1.1 responses not yet closed, by socket. Node emits no 'close' for a response queued
   * behind another when its socket closes: they go with their socket, not one by one.
   */
  const http1Responses = new Map<net.Socket, Set<http.ServerResponse>>();
  let acceptedCount = 0;
  let closing = false;
  const meter = readMeter(READ_METER);
  const dispatch = fairDispatch(DISPATCH);

  // ---- Bytes waiting to be sent: per connection and in total ----
  const watched = new Set<Watched>();
  const overBound = new Set<Watched>();
  const http1Connections = new WeakMap<net.Socket, Http1Connection>();
  let bufferedTotal = 0;
  let ticker: NodeJS.Timeout | undefined;

  /** Every quarter second while connections are watched: measure them (HTTP/2 streams write on their own), close the stalled ones. */
  function tick(): void {
    const now = performance.now();
    for (const connection of watched) measured(connection, connection.measure());
    for (const connection of overBound) {
      if (now - connection.progressAt > limits.sendStallTimeoutMs) drop(connection);
    }
    if (watched.size === 0) {
      clearInterval(ticker);
      ticker = undefined;
    }
  }

  function watch(connection: Watched): void {
    watched.add(connection);
    if (!ticker) {
      ticker = setInterval(tick, 250);
      ticker.unref();
    }
  }

  function unwatch(connection: Watched): void {
    bufferedTotal -= connection.buffered;
    connection.buffered = 0;
    watched.delete(connection);
    overBound.delete(connection);
  }

  /** Closes a connection and stops counting its bytes (the memory goes with the socket). */
  function drop(connection: Watched): void {
    unwatch(connection);
    connection.close();
  }

  /** Takes a connection's new measure into the total, and closes connections when the total is over the budget. */
  function measured(connection: Watched, bytes: number): void {
    if (!watched.has(connection)) return;
    bufferedTotal += bytes - connection.buffered;
    connection.buffered = bytes;
    const over = bytes > limits.connectionBufferBytes;
    if (over) {
      if (!connection.over || bytes < connection.lastBuffered)
        connection.progressAt = performance.now();
      connection.lastBuffered = bytes;
      overBound.add(connection);
    } else {
      overBound.delete(connection);
    }
    connection.over = over;
    if (bufferedTotal > limits.maxBufferedBytes) shed();
  }

  /**
   * Over the budget: closes the connections over their own bound, the largest first, then, if
   * that is not enough, the others with a send buffer's worth waiting (64 KiB), the largest first.
   */
  function shed(): void {
    const largestFirst = (connections: Iterable<Watched>) =>
      [...connections]
        .filter((c) => c.buffered >= SLOW_BYTES)
        .sort((a, b) => b.buffered - a.buffered);
    for (const connection of [
      ...largestFirst(overBound),
      ...largestFirst([...watched].filter((c) => !c.over)),
    ]) {
      if (bufferedTotal <= limits.maxBufferedBytes) return;
      drop(connection);
    }
  }

  /** An HTTP/1.1 socket's response bytes not yet taken by the kernel: its write buffer and the responses queued behind the one it is sending. */
  function http1Buffered(connection: Http1Connection): number {
    let bytes = connection.socket.writableLength;
    for (const res of connection.handling) if (!res.socket) bytes += res.writableLength;
    return bytes;
  }

  function http1Connection(socket: net.Socket): Http1Connection {
    let connection = http1Connections.get(socket);
    if (connection) return connection;
    const created: Http1Connection = {
      socket,
      unanswered: new Set(),
      handling: new Set(),
      waiting: [],
      held: false,
      handler: () => undefined,
      buffered: 0,
      over: false,
      lastBuffered: 0,
      progressAt: 0,
      measure: () => http1Buffered(created),
      close: () => closeHttp1(created),
    };
    connection = created;
    http1Connections.set(socket, created);
    watch(created);
    // Node's own backpressure resumes a socket when its queued responses drain; ours holds it
    // while requests wait or bytes are over the bound.
    socket.on('resume', () => created.held && holdReading(created));
    socket.on('drain', () => serveWaiting(created));
    // Before Node's own listener, which destroys every request of the socket with a new error.
    socket.prependOnceListener('close', () => {
      if (created.unanswered.size > STACKLESS_ABORTS_FROM) withoutStacksUntilNextTick();
      unwatch(created);
      for (const [req] of created.waiting) req.destroy();
      created.waiting.length = 0;
      for (const res of created.unanswered) closeWithSocket(res);
      created.unanswered.clear();
    });
    return created;
  }

  /**
   * Errors made before the next tick carry no stack: Node's 'close' listener, which runs after
   * ours, aborts each request of the socket with an error of its own.
   */
  function withoutStacksUntilNextTick(): void {
    const limit = Error.stackTraceLimit;
    if (limit === 0) return;
    Error.stackTraceLimit = 0;
    process.nextTick(() => {
      Error.stackTraceLimit = limit;
    });
  }

  /**
   * A response queued behind another when its socket closed: Node closes the one being sent, never
   * those queued, so whatever waits for their 'close' (the handlers' bookkeeping, the access log,
   * the shutdown) would hold them, and all they wrote, for good. Closed as Node closes the first.
   */
  function closeWithSocket(res: http.ServerResponse): void {
    process.nextTick(() => {
      const closing = res as http.ServerResponse & { _closed?: boolean };
      if (closing._closed) return;
      closing._closed = true;
      closing.destroyed = true;
      res.emit('close');
    });
  }

  /**
   * Closes an HTTP/1.1 connection the bounds give up on. Its requests never handed to the handler
   * are destroyed first, without an error: Node destroys every request of a closed socket with an
   * error of its own, whose stack it formats, about 15 µs each, for the hundreds a pipeline may hold.
   */
  function closeHttp1(connection: Http1Connection): void {
    for (const [req] of connection.waiting) req.destroy();
    connection.waiting.length = 0;
    connection.socket.destroy();
  }

  /** Stops reading the socket (as Node's own backpressure does: its parser pauses after the chunk it is in). */
  function holdReading(connection: Http1Connection): void {
    connection.held = true;
    (connection.socket as net.Socket & { _paused: boolean })._paused = true;
    connection.socket.pause();
  }

  function releaseReading(connection: Http1Connection): void {
    connection.held = false;
    const socket = connection.socket as net.Socket & {
      _paused: boolean;
      parser?: { resume(): void } | null;
    };
    if (!socket._paused) return;
    socket._paused = false;
    socket.parser?.resume();
    socket.resume();
  }

  function handle(
    connection: Http1Connection,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): void {
    connection.handling.add(res);
    res.once('close', () => {
      connection.handling.delete(res);
      serveWaiting(connection);
    });
    dispatch.run(connection.socket, () => connection.handler(req, res));
  }

  /** Hands waiting requests to the handler while the bounds allow it; reads the socket again once none waits and the bytes are under the bound. */
  function serveWaiting(connection: Http1Connection): void {
    if (connection.socket.destroyed) return;
    measured(connection, connection.measure());
    while (
      connection.waiting.length > 0 &&
      connection.handling.size < limits.maxPipelinedRequests &&
      !connection.over &&
      !connection.socket.destroyed
    ) {
      const [req, res] = connection.waiting.shift()!;
      handle(connection, req, res);
      measured(connection, connection.measure());
    }
    if (connection.waiting.length > 0 || connection.over) holdReading(connection);
    else if (connection.held) releaseReading(connection);
  }

  /** An HTTP/2 session closes when it has had no stream for the idle bound (a bare preface included). */
  function boundSessionIdle(session: http2.Http2Session): void {
    let open = 0;
    let idle: NodeJS.Timeout | undefined;
    const arm = () => {
      idle = setTimeout(() => session.close(), limits.http2IdleTimeoutMs);
      idle.unref();
    };
    arm();
    session.on('stream', (stream: http2.ServerHttp2Stream) => {
      open++;
      clearTimeout(idle);
      stream.once('close', () => {
        if (--open === 0 && !session.closed) arm();
      });
    });
    session.once('close', () => clearTimeout(idle));
  }

  /** An HTTP/2 session's waiting bytes: its socket's write buffer and what its open streams wrote beyond their flow-control windows. */
  const sessionWatch = new WeakMap<http2.Http2Session, Watched>();
  function watchSession(session: http2.Http2Session): void {
    const streams = new Set<http2.ServerHttp2Stream>();
    const connection: Watched = {
      buffered: 0,
      over: false,
      lastBuffered: 0,
      progressAt: 0,
      measure() {
        // A destroyed session's socket proxy throws on every property.
        if (session.destroyed) return 0;
        let bytes = session.socket.writableLength;
        for (const stream of streams) bytes += stream.writableLength;
        return bytes;
      },
      close: () => session.destroy(undefined, http2.constants.NGHTTP2_ENHANCE_YOUR_CALM),
    };
    sessionWatch.set(session, connection);
    watch(connection);
    session.on('stream', (stream: http2.ServerHttp2Stream) => {
      streams.add(stream);
      stream.once('close', () => streams.delete(stream));
    });
    session.once('close', () => {
      unwatch(connection);
      streams.clear();
    });
  }

  /** An HTTP/2 request must arrive whole within the request bound. */
  function boundStream(stream: http2.ServerHttp2Stream): void {
    const slow = setTimeout(
      () => stream.close(http2.constants.NGHTTP2_CANCEL),
      limits.requestTimeoutMs,
    );
    slow.unref();
    stream.once('end', () => clearTimeout(slow));
    stream.once('close', () => clearTimeout(slow));
  }

  return {
    accepted(socket) {
      acceptedCount++;
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    },

    firstBytes(socket, serve) {
      waitingForFirstByte.add(socket);
      // Before its first byte a socket belongs to no protocol yet: the header bound starts here.
      // Timers run before the turn's I/O: after a turn held longer than the bound, bytes that came
      // in time would be read only after the timer fired. The socket is closed a phase later
      // (setImmediate runs after I/O), and only if they did not come.
      let waiting = true;
      const silent = setTimeout(
        () => setImmediate(() => waiting && socket.destroy()),
        limits.headersTimeoutMs,
      );
      silent.unref();
      const done = () => {
        waiting = false;
        clearTimeout(silent);
        waitingForFirstByte.delete(socket);
      };
      socket.once('close', done);
      socket.once('data', (chunk: Buffer) => {
        done();
        socket.off('close', done);
        serve(chunk);
      });
    },

    meterReads(socket) {
      meter.meter(socket);
    },

    serveHttp1(server, listensItself) {
      const bounds = server as unknown as Http1Bounds;
      bounds.headersTimeout = limits.headersTimeoutMs;
      bounds.requestTimeout = limits.requestTimeoutMs;
      bounds.keepAliveTimeout = limits.keepAliveTimeoutMs;
      bounds.connectionsCheckingInterval = checkingIntervalMs(limits);
      http1Servers.push(bounds);
      // Before the handler, which may answer synchronously.
      server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
        if (req.httpVersionMajor !== 1) return;
        meter.requestStarted(req.socket);
        if (closing) res.setHeader('connection', 'close');
        const socket = req.socket;
        let open = http1Responses.get(socket);
        if (!open) {
          const created = new Set<http.ServerResponse>();
          http1Responses.set(socket, (open = created));
          socket.once('close', () => {
            http1Responses.delete(socket);
            created.clear();
          });
        }
        const responses = open;
        responses.add(res);
        res.once('close', () => responses.delete(res));
        // A response finished during shutdown ends its connection once it is written.
        res.once('finish', () => closing && res.socket?.destroySoon());
      });
      // Node checks header and request deadlines only for connections of a server that listens
      // itself; here the shared listener hands sockets over, so the tracking is started by hand
      // (the 'listening' handler is what sets it up, on http.Server and Http2SecureServer alike).
      if (!listensItself) server.emit('listening');
    },

    serveHttp2(server) {
      server.on('session', (session: http2.Http2Session) => {
        sessions.add(session);
        session.once('close', () => sessions.delete(session));
        boundSessionIdle(session);
        watchSession(session);
      });
      server.on('stream', boundStream);
    },

    bounded<H extends Handler>(handler: H): H {
      return ((req: http.IncomingMessage, res: http.ServerResponse) => {
        if (req.httpVersionMajor !== 1) {
          const stream = (req as unknown as http2.Http2ServerRequest).stream;
          return dispatch.run(stream.session ?? stream, () => handler(req, res));
        }
        const connection = http1Connection(req.socket);
        // The rest of a chunk Node parses after its socket was closed.
        if (connection.socket.destroyed) return req.destroy();
        connection.handler = handler;
        connection.unanswered.add(res);
        res.once('close', () => connection.unanswered.delete(res));
        // Far more unanswered requests than may be handled: a pipeline nobody reads the answers of.
        if (connection.unanswered.size > 8 * limits.maxPipelinedRequests) {
          req.destroy();
          return closeHttp1(connection);
        }
        if (
          connection.waiting.length === 0 &&
          connection.handling.size < limits.maxPipelinedRequests
        ) {
          measured(connection, connection.measure());
          if (connection.socket.destroyed) return req.destroy();
        }
        if (
          connection.waiting.length === 0 &&
          connection.handling.size < limits.maxPipelinedRequests &&
          !connection.over
        ) {
          handle(connection, req, res);
        } else {
          connection.waiting.push([req, res]);
          holdReading(connection);
        }
      }) as H;
    },

    wrote(res) {
      const connection = res.stream
        ? sessionWatch.get(res.stream.session!)
        : res.req
          ? http1Connections.get(res.req.socket)
          : undefined;
      if (connection) measured(connection, connection.measure());
    },

    async shutdown(listener, graceMs) {
      closing = true;
      // The grace counts from the signal, not from the end of the accept window below.
      const graceEndsAt = performance.now() + graceMs;
      // Connections the kernel completed before the signal wait in the listen backlog; closing the
      // listener now would reset them with their requests. Node takes them one per turn of the
      // event loop (and a turn may be long under load): accept until several turns and a few
      // milliseconds bring none, at most until requests still waiting must be answered (after it,
      // none could be in time; shutdown-answers.ts), then read their first bytes.
      const stopAt = graceEndsAt - shutdownAnswerMarginMs(graceMs);
      let seen = acceptedCount;
      let quietTurns = 0;
      let quietSince = performance.now();
      while (
        (quietTurns < 5 || performance.now() - quietSince < 10) &&
        performance.now() < stopAt
      ) {
        await nextLoopTurn();
        if (acceptedCount === seen) quietTurns++;
        else [seen, quietTurns, quietSince] = [acceptedCount, 0, performance.now()];
      }
      const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
      await nextLoopTurn();

      for (const session of sessions) session.close(); // GOAWAY: open streams finish, no new ones
      for (const open of http1Responses.values())
        for (const res of open) if (!res.headersSent) res.setHeader('connection', 'close');
      for (const server of http1Servers) server.closeIdleConnections();
      for (const socket of waitingForFirstByte) socket.destroy(); // connected, but sent no request

      const grace = setTimeout(
        () => {
          for (const session of sessions) session.destroy();
          for (const socket of sockets) socket.destroy();
        },
        Math.max(0, graceEndsAt - performance.now()),
      );
      grace.unref();
      await closed;
      clearTimeout(grace);
    },
  };
}

/** What drainingHttp2Response needs of a response class. */
interface Ending {
  readonly stream: http2.ServerHttp2Stream;
  end(...args: unknown[]): unknown;
}
// A mixin's base class takes whatever arguments its own constructor takes.
type Constructor<T> = new (...args: any[]) => T;

/** How long the rest of a request body may pause, after its answer was sent whole, before its stream is reset. */
export const DRAIN_IDLE_MS = 1000;

/**
 * An HTTP/2 response class (give it to the server as Http2ServerResponse) for answers complete
 * before their request body (a gRPC message declared over the body limit is answered
 * RESOURCE_EXHAUSTED after its first five bytes): the answer, trailers included, goes at once,
 * and the rest of the request body is read and discarded, so that a client still sending finishes
 * its body and reads the answer, up to `drainLimitBytes` and while it keeps coming (a pause of
 * DRAIN_IDLE_MS): past either the stream is reset with NO_ERROR (RFC 9113 §8.1), so that a
 * stream held open after a declared 4 GiB, or one whose body never ends, does not wait for the
 * request bound. A stream whose body is never read would block the window forever.
 *
 * A method of the class, not a function assigned to each stream: on Node 20's V8 such objects
 * could outlive young collections with all they referenced (README, "Writing for the request path").
 */
export function drainingHttp2Response<B extends Constructor<Ending>>(
  Base: B,
  drainLimitBytes: number,
) {
  return class extends Base {
    /** The answer is complete and the rest of the request is being dropped (a second end changes nothing). */
    draining = false;

    override end(...args: unknown[]): unknown {
      const stream = this.stream;
      if (this.draining) return this;
      if (stream.readableEnded || stream.destroyed) return super.end(...args);
      this.draining = true;
      let discarded = 0;
      let trailersSent = false;
      let idle: NodeJS.Timeout | undefined;
      const reset = () => {
        clearTimeout(idle);
        stream.off('data', count);
        if (!stream.closed && !stream.destroyed) stream.close(http2.constants.NGHTTP2_NO_ERROR);
      };
      const waitForMore = () => {
        clearTimeout(idle);
        idle = setTimeout(reset, DRAIN_IDLE_MS);
        idle.unref();
      };
      function count(chunk: Buffer) {
        discarded += chunk.length;
        if (!trailersSent) return;
        if (discarded > drainLimitBytes) reset();
        else waitForMore();
      }
      // The response is complete: nobody reads the request any more (the compatibility layer's
      // listener would pause the stream again), the rest is counted and dropped.
      stream.removeAllListeners('data');
      stream.on('data', count);
      stream.once('end', () => clearTimeout(idle));
      stream.once('close', () => clearTimeout(idle));
      // Registered after the compatibility layer's own listener, which sends the trailers: the
      // stream is reset only after them.
      stream.once('wantTrailers', () =>
        setImmediate(() => {
          trailersSent = true;
          if (stream.readableEnded) return;
          if (discarded > drainLimitBytes) reset();
          else waitForMore();
        }),
      );
      stream.resume();
      return super.end(...args);
    }
  };
}

/** What drainingHttp1Response needs of a response class. */
interface Http1Ending {
  readonly req: http.IncomingMessage;
  readonly socket: net.Socket | null;
  end(...args: unknown[]): unknown;
  once(event: 'finish', listener: () => void): unknown;
}

/**
 * The HTTP/1.1 counterpart of drainingHttp2Response: an answer complete before its request body
 * (413, a gRPC-Web message declared over the body limit) leaves Node reading and dropping the
 * rest of the body for as long as the request bound allows, so a request held open after a
 * declared 4 GiB kept its connection for a minute. The rest is still read and dropped while it
 * keeps coming (so that a client still sending reads its answer), up to `drainLimitBytes` and a
 * pause of DRAIN_IDLE_MS; past either the connection is closed.
 */
export function drainingHttp1Response<B extends Constructor<Http1Ending>>(
  Base: B,
  drainLimitBytes: number,
) {
  return class extends Base {
    override end(...args: unknown[]): unknown {
      const ended = super.end(...args);
      const req = this.req;
      if (!req || req.complete) return ended;
      // A body the handler gave up on (destroyed) will not be read: the connection, its parser
      // still in the middle of that body, cannot serve another request; it closes once the
      // answer is handed over.
      // The request's own socket is detached once it was destroyed; the response keeps it.
      const socket = this.socket ?? req.socket;
      if (req.destroyed) this.once('finish', () => socket?.destroySoon());
      else dropRestOfBody(req, drainLimitBytes);
      return ended;
    }
  };
}

/** Reads and drops the rest of a request body; closes its connection when it pauses or runs over. */
function dropRestOfBody(req: http.IncomingMessage, drainLimitBytes: number): void {
  let discarded = 0;
  let idle: NodeJS.Timeout | undefined;
  const socket = req.socket;
  const close = () => socket?.destroy();
  const waitForMore = () => {
    clearTimeout(idle);
    idle = setTimeout(close, DRAIN_IDLE_MS);
    idle.unref();
  };
  const count = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > drainLimitBytes) close();
    else waitForMore();
  };
  const stop = () => {
    clearTimeout(idle);
    req.off('data', count);
  };
  req.on('data', count);
  req.once('end', stop);
  req.once('close', stop);
  req.resume();
  waitForMore();
}

interface Writing {
  write(...args: unknown[]): boolean;
  end(...args: unknown[]): unknown;
}

/**
 * A response class of either HTTP version whose writes report to the connection bounds (the
 * bytes its connection has waiting are measured after each).
 */
export function measuredResponse<B extends Constructor<Writing>>(
  Base: B,
  lifecycle: Pick<Connections, 'wrote'>,
) {
  return class extends Base {
    override write(...args: unknown[]): boolean {
      const written = super.write(...args);
      lifecycle.wrote(this as never);
      return written;
    }
    override end(...args: unknown[]): unknown {
      const ended = super.end(...args);
      lifecycle.wrote(this as never);
      return ended;
    }
  };
}
