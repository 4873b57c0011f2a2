// Graceful shutdown: on close() (SIGTERM in main.ts) requests in flight finish, over HTTP/1.1
// and HTTP/2, and new connections are refused. The operation here is a slow stand-in so that a
// request is reliably in flight when the server is asked to stop.
import test from 'ava';
import { createClient } from '@connectrpc/connect';
import { createGrpcTransport } from '@connectrpc/connect-node';
import { setTimeout as sleep } from 'node:timers/promises';
import { InvoiceService } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { testConfig } from '../../src/config.js';
import { build } from '../../src/server/build.js';

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
  const rest = fetch(`${baseUrl}/v1/validate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"invoice":{}}' });
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
