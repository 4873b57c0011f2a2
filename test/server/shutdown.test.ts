// Graceful shutdown: on close() (SIGTERM in main.ts) requests in flight finish, over HTTP/1.1
// and HTTP/2, and new connections are refused. The operation here is a slow stand-in so that a
// request is reliably in flight when the server is asked to stop. One that would outlast the grace
// is answered 503 with Retry-After before the grace ends, counted from close(), not reset.
import test from 'ava';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { createGrpcTransport } from '@connectrpc/connect-node';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { InvoiceService } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { testConfig } from '../../src/config.js';
import { build } from '../../src/server/build.js';
import { shutdownAnswerMarginMs } from '../../src/server/shutdown-answers.js';

function slowServer() {
  return build(testConfig(), {
    invoice: {
      async validate() {
        await sleep(300);
        return { valid: true };
      },
    },
  });
}

test('requests in flight finish after close(); new connections are refused', async (t) => {
  const server = slowServer();
  const port = await server.listen();
  const baseUrl = `http://127.0.0.1:${port}`;
  const rest = fetch(`${baseUrl}/v1/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"invoice":{}}',
  });
  const grpc = createClient(InvoiceService, createGrpcTransport({ baseUrl })).validateInvoice({});
  await sleep(100);
  const closed = server.close();
  const [restResponse, grpcResponse] = await Promise.all([rest, grpc]);
  t.is(restResponse.status, 200);
  t.deepEqual(await restResponse.json(), { valid: true, errors: [], issues: [] });
  t.true(grpcResponse.valid);
  await closed;
  await t.throwsAsync(fetch(`${baseUrl}/healthz`));
});

test('a request that would outlast the grace is answered 503 with Retry-After before it ends, over HTTP/1.1 and HTTP/2, not reset', async (t) => {
  const grace = 1500;
  let answerBy = 0;
  const server = build(testConfig({ shutdownGraceMs: grace }), {
    invoice: {
      validate: () => new Promise(() => undefined), // waits for something that never comes
    },
    onShutdown: (at) => (answerBy = at),
  });
  const port = await server.listen();
  const baseUrl = `http://127.0.0.1:${port}`;
  const rest = fetch(`${baseUrl}/v1/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"invoice":{}}',
  });
  const grpc = createClient(InvoiceService, createGrpcTransport({ baseUrl })).validateInvoice({});
  grpc.catch(() => undefined);
  await sleep(200);
  const closing = performance.now();
  const closed = server.close();
  const restResponse = await rest;
  const restAt = performance.now() - closing;
  const givesUp = answerBy - closing;
  t.true(
    Math.abs(givesUp - (grace - shutdownAnswerMarginMs(grace))) < 20,
    `work still waiting gives up at the start of the margin (${Math.round(givesUp)} ms)`,
  );
  t.is(restResponse.status, 503);
  t.is(restResponse.headers.get('retry-after'), '1');
  t.is(restResponse.headers.get('connection'), 'close');
  t.like(await restResponse.json(), { error: 'unavailable' });
  const grpcError = await grpc.then(
    () => undefined,
    (e: unknown) => ConnectError.from(e),
  );
  t.is(grpcError?.code, Code.Unavailable);
  t.true(
    restAt < grace,
    `answered ${Math.round(restAt)} ms after close(), within the grace of ${grace} ms`,
  );
  t.true(
    restAt >= grace - shutdownAnswerMarginMs(grace),
    'not before the work had until the margin',
  );
  await closed;
});

test('the grace counts from close(): connections arriving all the time keep the accept window open no longer than the grace', async (t) => {
  const grace = 1000;
  const server = build(testConfig({ shutdownGraceMs: grace }), {
    invoice: { validate: () => new Promise(() => undefined) },
  });
  const port = await server.listen();
  const stuck = fetch(`http://127.0.0.1:${port}/v1/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"invoice":{}}',
  });
  await sleep(100);
  const closing = performance.now();
  const closed = server.close();
  // A new connection every few milliseconds: the accept window never sees a quiet moment.
  let flooding = true;
  const flood = (async () => {
    while (flooding) {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.on('connect', () => socket.destroy());
      await sleep(3);
    }
  })();
  const answer = await stuck.then(
    (r) => r.status,
    (e: Error) => e.message,
  );
  await closed;
  const took = performance.now() - closing;
  flooding = false;
  await flood;
  t.is(answer, 503);
  t.true(
    took < grace + 300,
    `closed ${Math.round(took)} ms after close(), the grace is ${grace} ms`,
  );
});
