/**
 * What one connection may make the server hold: an HTTP/1.1 client pipelining requests without
 * reading the answers (every answer used to wait in memory: 30 such connections of 200
 * /openapi.json took Node from 137 to 838 MB), HTTP/2 streams (2^32-1 concurrent ones were
 * allowed), and a gRPC message declaring 4 GiB on a stream held open (answered only when the
 * request bound cancelled it). Each runs with raw sockets against a server with small bounds;
 * `npm run bench -- hostile` runs the attacks at full size and prints the memory.
 */
import test, { type ExecutionContext } from 'ava';
import http2 from 'node:http2';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { testConfig, type ConnectionLimits } from '../../src/config.js';
import { build } from '../../src/server/build.js';
import type { NodeRequest, NodeResponse } from '../../src/rest/http-io.js';

/** The size of the stand-in answer: big enough that a few fill the socket buffers of loopback. */
const ANSWER_BYTES = 512 * 1024;
const ANSWER = Buffer.alloc(ANSWER_BYTES, 'x');
/** Pipelined requests a hostile client sends without reading. */
const PIPELINED = 200;

async function serve(t: ExecutionContext, limits: Partial<ConnectionLimits> = {}) {
  let handled = 0;
  // Responses handed to the handler, and those of them closed since.
  const responses = { started: 0, closed: 0 };
  const big = (_req: NodeRequest, res: NodeResponse) => {
    handled++;
    res.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': ANSWER_BYTES,
    });
    res.end(ANSWER);
  };
  const config = testConfig({ connections: { ...testConfig().connections, ...limits } });
  const server = build(config, {
    invoice: {
      async validate() {
        return { valid: true };
      },
    },
    extraRoutes: new Map([['/big', big]]),
    edge: (handler) => (req, res) => {
      responses.started++;
      res.once('close', () => responses.closed++);
      return handler(req, res);
    },
  });
  const port = await server.listen();
  t.teardown(() => server.close());
  return { port, handled: () => handled, responses };
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Writes `count` pipelined GETs of /big and reads nothing for `ms`; then reads (and drops) what
 * comes for up to five seconds: whether the server had closed the connection (it ends after what
 * the socket buffers held, not after all the answers) and how many bytes came.
 */
async function pipelineWithoutReading(
  port: number,
  count: number,
  ms: number,
): Promise<{ socket: net.Socket; outcome: Promise<{ closed: boolean; received: number }> }> {
  const socket = await connect(port);
  socket.on('error', () => undefined);
  socket.pause(); // reads nothing (nor sees the server close)
  for (let i = 0; i < count; i++) socket.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
  const outcome = (async () => {
    await sleep(ms);
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    const closed = new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)));
    socket.resume();
    return { closed: await Promise.race([closed, sleep(5000).then(() => false)]), received };
  })();
  return { socket, outcome };
}

test('a pipelining client that does not read gets no more requests handled than its bounds allow, and is closed when it stalls', async (t) => {
  const { port, handled } = await serve(t, {
    maxPipelinedRequests: 4,
    connectionBufferBytes: 256 * 1024,
    sendStallTimeoutMs: 500,
  });
  const { socket, outcome } = await pipelineWithoutReading(port, PIPELINED, 2000);
  t.teardown(() => socket.destroy());
  const { closed, received } = await outcome;
  // What loopback's socket buffers take, plus the bounds: far fewer than the 200 sent (all of
  // them were handled, their answers waiting in memory, before).
  t.true(handled() < 40, `${handled()} of ${PIPELINED} requests handled`);
  t.true(closed, 'the connection that sends nothing is closed after the stall bound');
  t.true(received < 40 * ANSWER_BYTES, `${received} bytes received`);
});

test('connections over their bound are closed when the bytes waiting across all connections pass the budget', async (t) => {
  const { port, handled } = await serve(t, {
    maxPipelinedRequests: 4,
    connectionBufferBytes: 256 * 1024,
    maxBufferedBytes: 1024 * 1024,
    sendStallTimeoutMs: 600_000,
  });
  const clients = await Promise.all(
    Array.from({ length: 6 }, () => pipelineWithoutReading(port, 30, 2000)),
  );
  t.teardown(() => clients.forEach((c) => c.socket.destroy()));
  const outcomes = await Promise.all(clients.map((c) => c.outcome));
  // Six connections each over 256 KiB are over 1 MiB together: the largest are closed at once
  // (the stall bound, ten minutes, closes none), the rest get every answer.
  const closed = outcomes.filter((o) => o.closed && o.received < 30 * ANSWER_BYTES).length;
  t.true(closed >= 2, `closed early: ${closed} of 6; ${handled()} requests handled`);
});

test('over the budget, connections with answers waiting are closed even when none is over its own bound', async (t) => {
  const { port } = await serve(t, {
    maxPipelinedRequests: 4,
    connectionBufferBytes: 64 * 1024 * 1024,
    maxBufferedBytes: 1024 * 1024,
    sendStallTimeoutMs: 600_000,
  });
  const clients = await Promise.all(
    Array.from({ length: 6 }, () => pipelineWithoutReading(port, 30, 2000)),
  );
  t.teardown(() => clients.forEach((c) => c.socket.destroy()));
  const outcomes = await Promise.all(clients.map((c) => c.outcome));
  const closed = outcomes.filter((o) => o.closed && o.received < 30 * ANSWER_BYTES).length;
  t.true(closed >= 2, `closed early: ${closed} of 6`);
});

test('every response handled on a connection is closed when the client goes away, those queued behind another too', async (t) => {
  // The bounds lifted: every pipelined request is handled, its answer queued behind the first.
  const { port, responses } = await serve(t, {
    maxPipelinedRequests: 1000,
    connectionBufferBytes: 2 ** 40,
  });
  const socket = await connect(port);
  socket.on('error', () => undefined);
  socket.pause();
  for (let i = 0; i < 20; i++) socket.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
  await sleep(500);
  t.true(responses.started > 5, `${responses.started} handled`);
  socket.destroy();
  for (let i = 0; i < 30 && responses.closed < responses.started; i++) await sleep(100);
  // Node closes the response being sent, not those queued behind it: whatever waited for their
  // 'close' held them, and their bodies, for good.
  t.is(responses.closed, responses.started);
});

test('a pipelining client that reads gets every answer, in order', async (t) => {
  const { port, handled } = await serve(t, {
    maxPipelinedRequests: 4,
    connectionBufferBytes: 64 * 1024,
  });
  const socket = await connect(port);
  t.teardown(() => socket.destroy());
  const count = 30;
  let requests = '';
  for (let i = 0; i < count; i++)
    requests +=
      i === count - 1
        ? 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'
        : 'GET /big HTTP/1.1\r\nHost: x\r\n\r\n';
  socket.write(requests);
  let received = 0;
  let tail = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.length;
    tail = (tail + chunk.toString('latin1')).slice(-2000);
  });
  const closed = await Promise.race([
    new Promise((resolve) => socket.once('close', () => resolve(true))),
    sleep(20_000).then(() => false),
  ]);
  t.true(closed, 'the server closed after the last answer');
  t.is(handled(), count - 1);
  t.true(received > (count - 1) * ANSWER_BYTES, `${received} bytes received`);
  t.regex(tail, /HTTP\/1\.1 200[\s\S]*\r\n\r\n[\s\S]*"status"/i);
});

test('HTTP/2 advertises at most 100 concurrent streams, and the configured number', async (t) => {
  for (const [limits, expected] of [
    [{}, 100],
    [{ http2MaxConcurrentStreams: 7 }, 7],
  ] as const) {
    const { port } = await serve(t, limits);
    const session = http2.connect(`http://127.0.0.1:${port}`);
    t.teardown(() => session.destroy());
    const settings = await new Promise<http2.Settings>((resolve) =>
      session.once('remoteSettings', resolve),
    );
    t.is(settings.maxConcurrentStreams, expected);
    session.destroy();
  }
});

test('an HTTP/2 client that does not read its answers is closed when it stalls', async (t) => {
  const { port, handled } = await serve(t, {
    connectionBufferBytes: 256 * 1024,
    sendStallTimeoutMs: 500,
  });
  const session = http2.connect(`http://127.0.0.1:${port}`);
  t.teardown(() => session.destroy());
  session.on('error', () => undefined);
  for (let i = 0; i < 4; i++) {
    const stream = session.request({ ':path': '/big' });
    stream.on('error', () => undefined);
    stream.pause(); // flow control holds the rest of each answer on the server
  }
  const closed = await Promise.race([
    new Promise<boolean>((resolve) => session.once('close', () => resolve(true))),
    sleep(5000).then(() => false),
  ]);
  t.is(handled(), 4);
  t.true(closed, 'the session whose answers wait beyond the bound without moving is closed');
});

/** Opens a stream with `headers`, writes a 5-byte prefix declaring 4 GiB - 1, and holds it open. */
function declareFourGiB(port: number, t: ExecutionContext, headers: http2.OutgoingHttpHeaders) {
  const session = http2.connect(`http://127.0.0.1:${port}`);
  t.teardown(() => session.destroy());
  const started = performance.now();
  const stream = session.request({ ':method': 'POST', te: 'trailers', ...headers });
  const prefix = Buffer.alloc(5);
  prefix.writeUInt32BE(0xffffffff, 1);
  stream.write(prefix); // and nothing more, the stream stays open
  stream.on('error', () => undefined);
  let body = '';
  stream.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
  const status = new Promise<string | undefined>((resolve) => {
    stream.once(
      'response',
      (h) => h['grpc-status'] !== undefined && resolve(String(h['grpc-status'])),
    );
    stream.once('trailers', (h) => resolve(h['grpc-status'] as string | undefined));
    // gRPC-Web carries the status in a trailer frame of the body.
    stream.once('end', () => resolve(/grpc-status:\s*(\d+)/i.exec(body)?.[1]));
  });
  const answered = Promise.race([
    status.then((s) => ({ status: s, ms: performance.now() - started })),
    sleep(2000).then(() => ({ status: 'none within 2 s', ms: Infinity })),
  ]);
  const closed = Promise.race([
    new Promise<boolean>((resolve) => stream.once('close', () => resolve(true))),
    sleep(5000).then(() => false),
  ]);
  return { answered, closed };
}

test('a gRPC message declaring 4 GiB on a stream held open is answered RESOURCE_EXHAUSTED at once and its stream closed', async (t) => {
  const { port } = await serve(t);
  const { answered, closed } = declareFourGiB(port, t, {
    ':path': '/einvoice.v1.InvoiceService/ValidateInvoice',
    'content-type': 'application/grpc',
  });
  t.is((await answered).status, '8');
  t.true(await closed, 'the stream is reset after the answer, not held until the request bound');
});

test('a gRPC-Web message declaring 4 GiB on an HTTP/2 stream held open is answered RESOURCE_EXHAUSTED at once', async (t) => {
  const { port } = await serve(t);
  const { answered, closed } = declareFourGiB(port, t, {
    ':path': '/einvoice.v1.InvoiceService/ValidateInvoice',
    'content-type': 'application/grpc-web+proto',
  });
  t.is((await answered).status, '8');
  t.true(await closed);
});

test('a gRPC-Web message declaring 4 GiB on an HTTP/1.1 connection held open is answered RESOURCE_EXHAUSTED and the connection closed', async (t) => {
  const { port } = await serve(t);
  const socket = await connect(port);
  t.teardown(() => socket.destroy());
  socket.on('error', () => undefined);
  const prefix = Buffer.alloc(5);
  prefix.writeUInt32BE(0xffffffff, 1);
  socket.write(
    'POST /einvoice.v1.InvoiceService/ValidateInvoice HTTP/1.1\r\nHost: x\r\n' +
      `content-type: application/grpc-web+proto\r\ncontent-length: ${5 + 0xffffffff}\r\n\r\n`,
  );
  socket.write(prefix); // and nothing more, the request stays open
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  const closed = await Promise.race([
    new Promise<boolean>((resolve) => socket.once('close', () => resolve(true))),
    sleep(5000).then(() => false),
  ]);
  t.regex(answer, /grpc-status:\s*8/i);
  t.true(closed, 'the connection is closed after the answer, not held until the request bound');
});

test('a REST body declared over the limit on an HTTP/1.1 connection held open is answered 413 and the connection closed', async (t) => {
  const { port } = await serve(t);
  const socket = await connect(port);
  t.teardown(() => socket.destroy());
  socket.on('error', () => undefined);
  socket.write(
    'POST /v1/validate HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n' +
      `content-length: ${1024 ** 3}\r\n\r\n{"invoice":`,
  ); // and nothing more, the request stays open
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  const closed = await Promise.race([
    new Promise<boolean>((resolve) => socket.once('close', () => resolve(true))),
    sleep(5000).then(() => false),
  ]);
  t.regex(answer, /^HTTP\/1\.1 413 /);
  t.true(closed, 'the connection is closed after the answer, not held until the request bound');
});
