/**
 * Issue 13, items 7 and 16: connections that stop making progress are closed, their number is
 * capped, and a gRPC message over the body limit is answered RESOURCE_EXHAUSTED on a stream that
 * then closes. Each attack runs with raw sockets against a server built with short bounds; the
 * slow stand-in operation shows that the bounds never cut a request that is being worked on.
 * (SIGTERM with the real entry point: server-sigterm.test.ts.)
 */
import test, { type ExecutionContext } from 'ava';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { testConfig, type ConnectionLimits } from '../../src/config.js';
import { build, type EinvoiceServer } from '../../src/server/build.js';

/** Bounds short enough for a test; the stand-in operation outlasts all of them. */
const SHORT: ConnectionLimits = {
  ...testConfig().connections,
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  keepAliveTimeoutMs: 300,
  http2IdleTimeoutMs: 300,
  maxConnections: 1000,
};
const WORK_MS = 1200;
/** Long enough that a socket still open then was not going to be closed by a bound. */
const PATIENCE_MS = 5000;

async function serve(
  t: import('ava').ExecutionContext,
  limits: Partial<ConnectionLimits> = {},
  bodyLimitBytes?: number,
): Promise<{ server: EinvoiceServer; port: number }> {
  const config = testConfig({
    connections: { ...SHORT, ...limits },
    ...(bodyLimitBytes ? { bodyLimitBytes } : {}),
  });
  const server = build(config, {
    invoice: {
      async validate() {
        await sleep(WORK_MS);
        return { valid: true };
      },
    },
  });
  const port = await server.listen();
  t.teardown(() => server.close());
  return { server, port };
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Whether the server closed the socket within `ms` (and what it sent before). */
function closedWithin(
  socket: net.Socket,
  ms: number,
): Promise<{ closed: boolean; received: string }> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, received });
    }, ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ closed: true, received });
    });
  });
}

const VALIDATE_HEAD =
  'POST /v1/validate HTTP/1.1\r\nHost: einvoice\r\nContent-Type: application/json\r\n';
const BODY = '{"invoice":{}}';

test('a socket that never sends a byte is closed after the header bound', async (t) => {
  const { port } = await serve(t);
  const { closed } = await closedWithin(await connect(port), PATIENCE_MS);
  t.true(closed);
});

test('a request whose bytes came in time is answered though the event loop was held past the header bound', async (t) => {
  const { port } = await serve(t);
  const socket = await connect(port);
  await sleep(50); // the server has taken the socket and waits for its first byte
  socket.write(`${VALIDATE_HEAD}Content-Length: ${BODY.length}\r\n\r\n${BODY}`);
  // A synchronous stretch (a large document being checked) longer than the bound: the bytes
  // arrived during it, so the timer, run before they are read, must not close the socket.
  const until = performance.now() + 2 * SHORT.headersTimeoutMs;
  while (performance.now() < until);
  const { received } = await closedWithin(socket, PATIENCE_MS);
  t.regex(received, /^HTTP\/1\.1 200/);
});

test('partial HTTP/1.1 headers are closed after the header bound (408)', async (t) => {
  const { port } = await serve(t);
  const socket = await connect(port);
  socket.write(VALIDATE_HEAD);
  const { closed, received } = await closedWithin(socket, PATIENCE_MS);
  t.true(closed);
  t.regex(received, /^HTTP\/1\.1 408/);
});

test('a body that stops arriving is closed after the request bound (408)', async (t) => {
  const { port } = await serve(t);
  const socket = await connect(port);
  socket.write(`${VALIDATE_HEAD}Content-Length: 1000\r\n\r\n{"invoice":`);
  const { closed, received } = await closedWithin(socket, PATIENCE_MS);
  t.true(closed);
  t.regex(received, /^HTTP\/1\.1 408/);
});

test('an HTTP/1.1 keep-alive connection is closed when idle, and a request longer than every bound still completes', async (t) => {
  const { port } = await serve(t);
  const socket = await connect(port);
  socket.write(`${VALIDATE_HEAD}Content-Length: ${BODY.length}\r\n\r\n${BODY}`);
  const { closed, received } = await closedWithin(socket, WORK_MS + PATIENCE_MS);
  t.true(closed);
  t.regex(received, /^HTTP\/1\.1 200/);
  t.regex(received, /"valid":true/);
});

test('a bare HTTP/2 preface is closed after the session idle bound', async (t) => {
  const { port } = await serve(t);
  const socket = await connect(port);
  socket.write('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');
  const { closed } = await closedWithin(socket, PATIENCE_MS);
  t.true(closed);
});

test('an idle HTTP/2 session gets GOAWAY, and a stream longer than every bound still completes', async (t) => {
  const { port } = await serve(t);
  const session = http2.connect(`http://127.0.0.1:${port}`);
  t.teardown(() => session.destroy());
  const stream = session.request({
    ':method': 'POST',
    ':path': '/v1/validate',
    'content-type': 'application/json',
  });
  stream.end(BODY);
  let body = '';
  stream.on('data', (chunk) => (body += chunk));
  const status = await new Promise((resolve) =>
    stream.once('response', (h) => resolve(h[':status'])),
  );
  await new Promise((resolve) => stream.once('end', resolve));
  t.is(status, 200);
  t.regex(body, /"valid":true/);
  const ended = await Promise.race([
    new Promise((resolve) => session.once('close', () => resolve(true))),
    sleep(PATIENCE_MS).then(() => false),
  ]);
  t.true(ended);
});

test('connections over MAX_CONNECTIONS are closed at once, not queued', async (t) => {
  const { port } = await serve(t, {
    maxConnections: 3,
    headersTimeoutMs: 60_000,
    requestTimeoutMs: 60_000,
  });
  const held = await Promise.all([connect(port), connect(port), connect(port)]);
  await sleep(50); // the server has accepted them
  const over = await connect(port);
  const { closed } = await closedWithin(over, PATIENCE_MS);
  t.true(closed);
  // Under the cap again, a connection is served.
  held[0]!.destroy();
  await sleep(50);
  const response = await new Promise<number>((resolve, reject) =>
    http
      .get({ port, host: '127.0.0.1', path: '/healthz', agent: false }, (res) =>
        resolve(res.statusCode!),
      )
      .on('error', reject),
  );
  t.is(response, 200);
  for (const socket of held) socket.destroy();
});

/**
 * A unary gRPC call whose message of `size` bytes is over the server's body limit of `limit`:
 * whether its stream closed within the patience, whether the client got to send its whole body,
 * the trailers and the stream.
 */
async function oversizedGrpcCall(t: ExecutionContext, limit: number, size: number) {
  const { port } = await serve(t, { requestTimeoutMs: 60_000 }, limit);
  const session = http2.connect(`http://127.0.0.1:${port}`);
  t.teardown(() => session.destroy());
  const stream = session.request({
    ':method': 'POST',
    ':path': '/einvoice.v1.InvoiceService/ValidateInvoice',
    'content-type': 'application/grpc',
    te: 'trailers',
  });
  const prefix = Buffer.alloc(5);
  prefix.writeUInt32BE(size, 1);
  stream.write(prefix);
  const sent = new Promise<boolean>((resolve) =>
    stream.end(Buffer.alloc(size), () => resolve(true)),
  );
  stream.resume();
  stream.on('error', () => undefined);
  const trailers = new Promise<http2.IncomingHttpHeaders>((resolve) =>
    stream.once('trailers', resolve),
  );
  const closed = await Promise.race([
    new Promise((resolve) => stream.once('close', () => resolve(true))),
    sleep(PATIENCE_MS).then(() => false),
  ]);
  const bodySent = await Promise.race([sent, sleep(closed ? 0 : PATIENCE_MS).then(() => false)]);
  return { closed, bodySent, trailers, stream };
}

test('a gRPC message a little over the body limit is answered at once and read to its end, not reset', async (t) => {
  const limit = 64 * 1024;
  // Over the limit, but what follows the rejected prefix fits the drain bound: all of it is read.
  const { closed, bodySent, trailers, stream } = await oversizedGrpcCall(
    t,
    limit,
    limit + limit / 2,
  );
  t.true(closed);
  t.true(bodySent, 'the whole body was taken');
  t.is((await trailers)['grpc-status'], '8'); // RESOURCE_EXHAUSTED
  t.is(stream.rstCode, http2.constants.NGHTTP2_NO_ERROR);
});

test('a gRPC message over the body limit is answered RESOURCE_EXHAUSTED and its stream closes', async (t) => {
  const limit = 64 * 1024;
  // A message declared (and sent) four times over the limit, more than one flow-control window.
  const { closed, trailers, stream } = await oversizedGrpcCall(t, limit, 4 * limit);
  t.true(closed, 'the stream is closed, not left waiting for the rest of the body');
  t.is((await trailers)['grpc-status'], '8'); // RESOURCE_EXHAUSTED
  t.is(stream.rstCode, http2.constants.NGHTTP2_NO_ERROR);
});
