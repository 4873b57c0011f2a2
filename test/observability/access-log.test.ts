// The access log: one JSON line per request with its id, route template, transport, status,
// duration, bytes and key id (never the key); the id is echoed in the REST response headers and
// in the gRPC response metadata.
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { createClient } from '@connectrpc/connect';
import { createGrpcTransport } from '@connectrpc/connect-node';
import {
  InvoiceService,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import type { AccessLogEntry } from '../../src/observability/index.js';
import { publicExample } from '../helpers/example.js';
import { DEMO_KEY, postJson } from '../helpers/server.js';

/** A server whose access log is kept in memory; `entryFor` waits for a request's line. */
async function loggedServer(t: { teardown(fn: () => unknown): void }) {
  const lines: string[] = [];
  const app = createApp(testConfig(), { accessLogSink: (line) => lines.push(line) });
  const port = await app.listen();
  t.teardown(() => app.close());
  const entries = () => lines.map((line) => JSON.parse(line) as AccessLogEntry);
  // The line is written when the response has closed on the server, which may follow the client's read.
  const entryFor = async (requestId: string): Promise<AccessLogEntry> => {
    for (;;) {
      const found = entries().find((e) => e.request_id === requestId);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { baseUrl: `http://127.0.0.1:${port}`, lines, entries, entryFor };
}

test("REST: the caller's X-Request-Id is echoed and names the request's one log line", async (t) => {
  const server = await loggedServer(t);
  const body = JSON.stringify(publicExample());
  const response = await postJson(server.baseUrl, '/v1/validate', body, {
    'x-request-id': 'req-rest-0001',
  });
  t.is(response.status, 200);
  t.is(response.headers.get('x-request-id'), 'req-rest-0001');
  const entry = await server.entryFor('req-rest-0001');
  t.like(entry, {
    method: 'POST',
    route: '/v1/validate',
    transport: 'rest',
    status: 200,
    bytes_in: Buffer.byteLength(body),
  });
  t.is(entry.bytes_out, Buffer.byteLength(response.text));
  t.is(typeof entry.duration_ms, 'number');
  t.true(entry.duration_ms >= 0);
  t.false('key_id' in entry);
  t.is(server.entries().filter((e) => e.request_id === 'req-rest-0001').length, 1);
});

test('a request without an id, or with one that is too long or unsafe, gets a generated id', async (t) => {
  const server = await loggedServer(t);
  for (const presented of [undefined, '', 'x'.repeat(129), 'two words', 'quote"d', '{"json":1}']) {
    const headers: Record<string, string> =
      presented === undefined ? {} : { 'x-request-id': presented };
    const response = await fetch(`${server.baseUrl}/healthz`, { headers });
    const id = response.headers.get('x-request-id')!;
    t.regex(
      id,
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      String(presented),
    );
    t.is((await server.entryFor(id)).route, '/healthz');
  }
});

test('gRPC: the request id is in the response metadata and in the log line with the gRPC status', async (t) => {
  const server = await loggedServer(t);
  const client = createClient(InvoiceService, createGrpcTransport({ baseUrl: server.baseUrl }));
  let echoed: string | null | undefined;
  const response = await client.validateInvoice(
    fromJson(ValidateInvoiceRequestSchema, publicExample()),
    {
      headers: { 'x-request-id': 'req-grpc-0001' },
      onHeader: (headers) => (echoed = headers.get('x-request-id')),
    },
  );
  t.true(response.valid);
  t.is(echoed, 'req-grpc-0001');
  const entry = await server.entryFor('req-grpc-0001');
  t.like(entry, {
    route: '/einvoice.v1.InvoiceService/ValidateInvoice',
    transport: 'grpc',
    status: 200,
    grpc_status: 0,
  });
  t.true(entry.bytes_in > 0);
  t.true(entry.bytes_out > 0);

  // An error's status is logged too: GetAccount without a key is UNAUTHENTICATED (16).
  const accountClient = createClient(
    (await import('../../gen/einvoice/v1/account_service_pb.js')).AccountService,
    createGrpcTransport({ baseUrl: server.baseUrl }),
  );
  await t.throwsAsync(
    accountClient.getAccount({}, { headers: { 'x-request-id': 'req-grpc-0002' } }),
  );
  t.like(await server.entryFor('req-grpc-0002'), {
    route: '/einvoice.v1.AccountService/GetAccount',
    transport: 'grpc',
    grpc_status: 16,
  });
});

test('a keyed request logs the key id, never the key; paths with ids log their route template', async (t) => {
  const server = await loggedServer(t);
  const account = await fetch(`${server.baseUrl}/v1/account`, {
    headers: { 'x-api-key': DEMO_KEY, 'x-request-id': 'req-key-0001' },
  });
  t.is(account.status, 200);
  const entry = await server.entryFor('req-key-0001');
  t.regex(entry.key_id ?? '', /^key_/);
  t.false(server.lines.some((line) => line.includes(DEMO_KEY)));

  const preview = await fetch(`${server.baseUrl}/v1/preview/tx_unknown_123.png?page=1`, {
    headers: { 'x-request-id': 'req-preview-0001' },
  });
  t.is(preview.status, 404);
  t.like(await server.entryFor('req-preview-0001'), {
    method: 'GET',
    route: '/v1/preview/{transaction_id}.png',
    status: 404,
  });

  const unknown = await fetch(`${server.baseUrl}/no/such/path/${'z'.repeat(50)}`, {
    headers: { 'x-request-id': 'req-unknown-0001' },
  });
  t.is(unknown.status, 404);
  t.like(await server.entryFor('req-unknown-0001'), { route: 'unmatched', transport: 'http' });
});
