/**
 * The life of every connection on the port. A connection that stops making progress is closed
 * (no first byte, headers or body too slow, idle between requests, an HTTP/2 session without a
 * stream), their number is capped, and shutdown drains them: every request the kernel received
 * before it is answered, keep-alive connections are told to close, new ones are refused.
 */
import type http from 'node:http';
import http2 from 'node:http2';
import type net from 'node:net';
import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import type { ConnectionLimits } from '../config.js';

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

/** The connections of one listener, from accept to close. */
export interface Connections {
  /** The listener accepted a socket (call first thing in its 'connection' handler). */
  accepted(socket: net.Socket): void;
  /** Waits for the first byte of a cleartext socket, then hands it to `serve` (or closes it when none comes in time). */
  firstBytes(socket: net.Socket, serve: (first: Buffer) => void): void;
  /** Applies the header, request and keep-alive bounds to an HTTP/1.1 server (`listensItself`: false when sockets are handed to it). */
  serveHttp1(server: Http1Server, listensItself: boolean): void;
  /** Applies the session idle and request bounds to an HTTP/2 server. */
  serveHttp2(server: Http2Server): void;
  /** Drains and closes: resolves once every connection is closed (the rest are destroyed after `graceMs`). */
  shutdown(listener: net.Server, graceMs: number): Promise<void>;
}

/** How often HTTP/1.1 header and request deadlines are checked: a fraction of the shortest, at most every second. */
function checkingIntervalMs(limits: ConnectionLimits): number {
  return Math.max(5, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)));
}

export function connections(limits: ConnectionLimits): Connections {
  const sockets = new Set<net.Socket>();
  const waitingForFirstByte = new Set<net.Socket>();
  const sessions = new Set<http2.Http2Session>();
  const http1Servers: Http1Bounds[] = [];
  const http1Responses = new Set<http.ServerResponse>();
  let acceptedCount = 0;
  let closing = false;

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

  /** An HTTP/2 request must arrive whole within the request bound. */
  function boundStream(stream: http2.ServerHttp2Stream): void {
    const slow = setTimeout(() => stream.close(http2.constants.NGHTTP2_CANCEL), limits.requestTimeoutMs);
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
      const silent = setTimeout(() => socket.destroy(), limits.headersTimeoutMs);
      silent.unref();
      const done = () => {
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
        if (closing) res.setHeader('connection', 'close');
        http1Responses.add(res);
        res.once('close', () => http1Responses.delete(res));
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
      });
      server.on('stream', boundStream);
    },

    async shutdown(listener, graceMs) {
      closing = true;
      // Connections the kernel completed before the signal wait in the listen backlog; closing the
      // listener now would reset them with their requests. Node takes them one per turn of the
      // event loop (and a turn may be long under load): accept until several turns and a few
      // milliseconds bring none, for at most half the grace (a flood cannot hold the port open),
      // then read their first bytes.
      const stopAt = performance.now() + graceMs / 2;
      let seen = acceptedCount;
      let quietTurns = 0;
      let quietSince = performance.now();
      while ((quietTurns < 5 || performance.now() - quietSince < 10) && performance.now() < stopAt) {
        await nextLoopTurn();
        if (acceptedCount === seen) quietTurns++;
        else [seen, quietTurns, quietSince] = [acceptedCount, 0, performance.now()];
      }
      const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
      await nextLoopTurn();

      for (const session of sessions) session.close(); // GOAWAY: open streams finish, no new ones
      for (const res of http1Responses) if (!res.headersSent) res.setHeader('connection', 'close');
      for (const server of http1Servers) server.closeIdleConnections();
      for (const socket of waitingForFirstByte) socket.destroy(); // connected, but sent no request

      const grace = setTimeout(() => {
        for (const session of sessions) session.destroy();
        for (const socket of sockets) socket.destroy();
      }, graceMs);
      grace.unref();
      await closed;
      clearTimeout(grace);
    },
  };
}

/** What drainingHttp2Response needs of a response class. */
interface Ending {
  readonly stream: http2.ServerHttp2Stream;
  readonly headersSent: boolean;
  statusCode: number;
  writeHead(statusCode: number): unknown;
  end(...args: unknown[]): unknown;
}
// A mixin's base class takes whatever arguments its own constructor takes.
type Constructor<T> = new (...args: any[]) => T;

/**
 * An HTTP/2 response class (give it to the server as Http2ServerResponse) whose end, and so its
 * trailers, waits for the rest of the request body when the response is complete before it (a
 * gRPC message over the body limit is answered RESOURCE_EXHAUSTED after its first five bytes):
 * the rest is read and discarded, up to `drainLimitBytes`. A client still sending may refuse
 * trailers while its own send buffer is full (Node's client resets the stream with
 * ENHANCE_YOUR_CALM), and a stream whose body is never read would block the window forever. Past
 * the bound the stream is reset with NO_ERROR once the trailers are sent (RFC 9113 §8.1).
 *
 * A method of the class, not a function assigned to each stream: on Node 20's V8 such objects
 * could outlive young collections with all they referenced (README, "Writing for the request path").
 */
export function drainingHttp2Response<B extends Constructor<Ending>>(Base: B, drainLimitBytes: number) {
  return class extends Base {
    /** The end waits for the request body (a second end meanwhile changes nothing). */
    draining = false;

    override end(...args: unknown[]): unknown {
      const stream = this.stream;
      if (this.draining) return this;
      if (stream.readableEnded || stream.destroyed) return super.end(...args);
      this.draining = true;
      // The headers go now, as they would without the wait; only the end of the stream waits.
      if (!this.headersSent) this.writeHead(this.statusCode);
      let discarded = 0;
      let ended = false;
      const finish = (overLimit: boolean) => {
        if (ended || stream.destroyed) return;
        ended = true;
        stream.off('data', count);
        // Registered after the compatibility layer's own listener, which sends the trailers.
        if (overLimit) stream.once('wantTrailers', () => setImmediate(() => !stream.closed && stream.close(http2.constants.NGHTTP2_NO_ERROR)));
        super.end(...args);
      };
      const count = (chunk: Buffer) => {
        discarded += chunk.length;
        if (discarded > drainLimitBytes) finish(true);
      };
      // The response is complete: nobody reads the request any more (the compatibility layer's
      // listener would pause the stream again), the rest is counted and dropped.
      stream.removeAllListeners('data');
      stream.on('data', count);
      stream.once('end', () => finish(false));
      stream.resume();
      return this;
    }
  };
}
