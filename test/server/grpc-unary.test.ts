// The direct path for unary gRPC (src/server/grpc-unary.ts) answers every call byte for byte as
// connect-node does: each case is sent twice over raw HTTP/2, once as gRPC clients send it (the
// direct path; `next` must not be called) and once with `grpc-encoding: identity` (which the
// direct path leaves to connect-node, wrapped as the server wraps it), and the status, headers,
// body and trailers must be equal.
import test from 'ava';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { create, toBinary } from '@bufbuild/protobuf';
import { Code, ConnectError, type HandlerContext, type Interceptor } from '@connectrpc/connect';
import { connectNodeAdapter } from '@connectrpc/connect-node';
import {
  Health,
  HealthCheckRequestSchema,
  HealthCheckResponseSchema,
  HealthCheckResponse_ServingStatus,
} from '../../gen/grpc/health/v1/health_pb.js';
import { grpcUnaryFastPath } from '../../src/server/grpc-unary.js';
import { answerDecodeErrorsAsInvalidArgument } from '../../src/server/request-decode-errors.js';
import { envelope } from '../helpers/grpc-envelope.js';

const READ_MAX_BYTES = 1024;
const PATH = '/grpc.health.v1.Health/Check';
const SERVING = HealthCheckResponse_ServingStatus.SERVING;

/** What the test service saw of the last call's signal, by case. */
const signals = new Map<string, AbortSignal>();

/** The health service's Check, doing what the request's `service` names. */
async function check(request: { service: string }, context: HandlerContext): Promise<unknown> {
  signals.set(request.service, context.signal);
  context.responseHeader.set('x-case', request.service);
  switch (request.service) {
    case 'fail':
      throw new ConnectError('no such thing', Code.NotFound, { 'x-error-header': 'yes' }, [
        { desc: HealthCheckResponseSchema, value: { status: SERVING } },
      ]);
    case 'crash':
      throw new Error('a bug');
    case 'plain': // a plain object, not a message: normalised
      return { status: SERVING };
    case 'deadline':
      context.responseTrailer.set('x-timeout-set', String(context.timeoutMs() !== undefined));
      return create(HealthCheckResponseSchema, { status: SERVING });
    case 'wait': // answers once the client goes away
      await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
      return create(HealthCheckResponseSchema, {});
    default:
      context.responseTrailer.set('x-trailer', 'ok');
      return create(HealthCheckResponseSchema, { status: SERVING });
  }
}

/** An interceptor as the server has one: it refuses some requests and adds to the response. */
const refuse: Interceptor = (next) => async (req) => {
  if (!req.stream && (req.message as { service?: string }).service === 'refused')
    throw new ConnectError('refused by the interceptor', Code.PermissionDenied);
  const res = await next(req);
  res.header.set('x-intercepted', 'yes');
  return res;
};

async function startServer(t: import('ava').ExecutionContext) {
  const shutdown = new AbortController();
  const services = [
    {
      desc: Health,
      impl: {
        check,
        watch: () => {
          throw new ConnectError('no', Code.Unimplemented);
        },
      } as Record<string, unknown>,
    },
  ];
  const interceptors = [refuse];
  const adapter = connectNodeAdapter({
    routes: (router) => {
      router.service(Health, services[0]!.impl as never);
      answerDecodeErrorsAsInvalidArgument(router);
    },
    interceptors,
    readMaxBytes: READ_MAX_BYTES,
    shutdownSignal: shutdown.signal,
  });
  let fallbacks = 0;
  const handler = grpcUnaryFastPath(
    { services, interceptors, readMaxBytes: READ_MAX_BYTES, shutdownSignal: shutdown.signal },
    (req, res) => {
      fallbacks++;
      (adapter as (q: typeof req, s: typeof res) => void)(req, res);
    },
  );
  const server = http2.createServer({}, handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const session = http2.connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  t.teardown(() => {
    session.destroy();
    server.close();
  });
  return { session, fallbacks: () => fallbacks };
}

interface Answer {
  headers: Record<string, unknown>;
  trailers: Record<string, unknown>;
  body: string;
}

function call(
  session: http2.ClientHttp2Session,
  body: Buffer,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({
      ':method': 'POST',
      ':path': PATH,
      'content-type': 'application/grpc',
      te: 'trailers',
      ...headers,
    });
    const answer: Answer = { headers: {}, trailers: {}, body: '' };
    const chunks: Buffer[] = [];
    const clean = (h: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(h).filter(([name]) => name !== 'date'));
    stream.on('response', (h) => (answer.headers = clean(h)));
    stream.on('trailers', (h) => (answer.trailers = clean(h)));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('close', () => resolve({ ...answer, body: Buffer.concat(chunks).toString('hex') }));
    stream.end(body);
  });
}

const message = (service: string) =>
  toBinary(HealthCheckRequestSchema, create(HealthCheckRequestSchema, { service }));

const cases: Record<string, { body: Buffer; headers?: Record<string, string>; status: string }> = {
  'an answer with headers and trailers': { body: envelope(message('ok')), status: '0' },
  'a plain object answer': { body: envelope(message('plain')), status: '0' },
  'the content type application/grpc+proto': {
    body: envelope(message('ok')),
    headers: { 'content-type': 'application/grpc+proto' },
    status: '0',
  },
  'an empty message': { body: envelope(new Uint8Array()), status: '0' },
  'an error with metadata and details': {
    body: envelope(message('fail')),
    status: String(Code.NotFound),
  },
  'an exception that is not a ConnectError': {
    body: envelope(message('crash')),
    status: String(Code.Internal),
  },
  'a refusal by an interceptor': {
    body: envelope(message('refused')),
    status: String(Code.PermissionDenied),
  },
  'a deadline': {
    body: envelope(message('deadline')),
    headers: { 'grpc-timeout': '5S' },
    status: '0',
  },
  'a malformed deadline': {
    body: envelope(message('ok')),
    headers: { 'grpc-timeout': 'soon' },
    status: String(Code.InvalidArgument),
  },
  'no message': { body: Buffer.alloc(0), status: String(Code.Unimplemented) },
  'two messages': {
    body: Buffer.concat([envelope(message('ok')), envelope(message('ok'))]),
    status: String(Code.Unimplemented),
  },
  'a message split by an incomplete one': {
    body: Buffer.concat([envelope(message('ok')), envelope(message('ok')).subarray(0, 3)]),
    status: String(Code.InvalidArgument),
  },
  'a truncated message': {
    body: envelope(message('ok')).subarray(0, 6),
    status: String(Code.InvalidArgument),
  },
  'bytes that are not the message': {
    body: envelope(Buffer.from([0xff, 0xff, 0xff])),
    status: String(Code.InvalidArgument),
  },
  'a compressed message without an encoding': {
    body: envelope(message('ok'), 1),
    status: String(Code.Internal),
  },
  'a declared length over the limit': {
    body: envelope(new Uint8Array(), 0, READ_MAX_BYTES + 1),
    status: String(Code.ResourceExhausted),
  },
  'a message over the limit': {
    body: envelope(new Uint8Array(READ_MAX_BYTES + 1)),
    status: String(Code.ResourceExhausted),
  },
};

for (const [name, { body, headers, status }] of Object.entries(cases)) {
  test(`direct unary gRPC answers as connect-node: ${name}`, async (t) => {
    const { session, fallbacks } = await startServer(t);
    const direct = await call(session, body, headers);
    t.is(fallbacks(), 0, 'the direct path served the call');
    const viaConnect = await call(session, body, { ...headers, 'grpc-encoding': 'identity' });
    t.is(fallbacks(), 1, 'connect-node served the call with an encoding');
    t.is(direct.trailers['grpc-status'], status);
    t.deepEqual(direct, viaConnect);
  });
}

test('the call signal is aborted when the client goes away, and once the call is answered', async (t) => {
  const { session } = await startServer(t);
  const stream = session.request({
    ':method': 'POST',
    ':path': PATH,
    'content-type': 'application/grpc',
    te: 'trailers',
  });
  stream.on('error', () => {});
  stream.end(envelope(message('wait')));
  while (!signals.has('wait')) await new Promise((resolve) => setTimeout(resolve, 5));
  t.false(signals.get('wait')!.aborted);
  stream.close(http2.constants.NGHTTP2_CANCEL);
  while (!signals.get('wait')!.aborted) await new Promise((resolve) => setTimeout(resolve, 5));
  t.is((signals.get('wait')!.reason as ConnectError).code, Code.Canceled);

  await call(session, envelope(message('ok')));
  t.true(
    signals.get('ok')!.aborted,
    'an answered call releases its signal (deadline timer, shutdown listener)',
  );
});

test('streaming methods, gRPC-Web, Connect and unknown paths are left to connect-node', async (t) => {
  const { session, fallbacks } = await startServer(t);
  const send = (headers: Record<string, string>) =>
    new Promise<void>((resolve) => {
      const stream = session.request({
        ':method': 'POST',
        ':path': PATH,
        'content-type': 'application/grpc',
        te: 'trailers',
        ...headers,
      });
      stream.on('error', () => {});
      stream.on('close', () => resolve());
      stream.resume();
      stream.end(envelope(message('ok')));
    });
  await send({ ':path': '/grpc.health.v1.Health/Watch' });
  await send({ 'content-type': 'application/grpc-web+proto' });
  await send({ 'content-type': 'application/grpc+json' });
  await send({ 'content-type': 'application/proto' });
  await send({ ':path': '/grpc.health.v1.Health/Nope' });
  await send({ 'grpc-encoding': 'gzip' });
  t.is(fallbacks(), 6);
});

test('a client that goes away in the middle of its message leaves nothing waiting, and the next call is served', async (t) => {
  const { session, fallbacks } = await startServer(t);
  const stream = session.request({
    ':method': 'POST',
    ':path': PATH,
    'content-type': 'application/grpc',
    te: 'trailers',
  });
  stream.on('error', () => {});
  const closed = new Promise((resolve) => stream.on('close', resolve));
  stream.write(envelope(message('half-sent')).subarray(0, 8));
  await new Promise((resolve) => setTimeout(resolve, 50));
  stream.close(http2.constants.NGHTTP2_CANCEL);
  await closed;
  t.false(signals.has('half-sent'), 'the implementation never ran');
  const next = await call(session, envelope(message('ok')));
  t.is(next.trailers['grpc-status'], '0');
  t.is(fallbacks(), 0);
});
