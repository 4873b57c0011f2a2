/**
 * messageIdempotency: a protobuf response survives the round trip through the store, and the
 * request fingerprint tells equal bodies from different ones. A retry while the first request
 * with its key still runs is 409 idempotency_in_progress (ABORTED) with Retry-After / RetryInfo,
 * over REST, gRPC and Connect; a reused key with another body stays 400 invalid_request.
 */
import test, { type ExecutionContext } from 'ava';
import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { createConnectTransport, createGrpcTransport } from '@connectrpc/connect-node';
import {
  GenerateInvoiceRequestSchema,
  GenerateInvoiceResponseSchema,
  InvoiceService,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import {
  BadRequestSchema,
  ErrorInfoSchema,
  RetryInfoSchema,
} from '../../gen/google/rpc/error_details_pb.js';
import { IDEMPOTENCY_RETRY_AFTER_SECONDS } from '../../src/accounts/guard.js';
import { messageIdempotency } from '../../src/accounts/idempotency.js';
import { openSqliteStore } from '../../src/accounts/sqlite-store.js';
import { POLICIES } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { build } from '../../src/server/build.js';
import { postJson } from '../helpers/server.js';
import { contextWith } from './helpers/context.js';
import { fixture } from './helpers/fixture.js';

const GENERATE = { operation: 'generate', cost: 1, keyRequired: true } as const;
type Response = MessageInitShape<typeof GenerateInvoiceResponseSchema>;
const answer = (response: Response) => async (): Promise<Response> => response;

test('a generate response is replayed byte for byte; another body is refused', async (t) => {
  const f = await fixture(openSqliteStore(':memory:'));
  t.teardown(() => f.accounts.close());
  const c = await f.customer();
  const request = create(GenerateInvoiceRequestSchema, { format: 'xrechnung' });
  const headers = { 'x-api-key': c.secret, 'idempotency-key': 'gen-1' };
  const pdf = new Uint8Array([37, 80, 68, 70, 0, 255]);
  const first = await f.accounts.guard(
    contextWith(headers),
    GENERATE,
    answer({ transactionId: 'tx_1', pdfBase64: pdf }),
    messageIdempotency(GenerateInvoiceRequestSchema, request, GenerateInvoiceResponseSchema),
  );
  const again = await f.accounts.guard(
    contextWith(headers),
    GENERATE,
    answer({ transactionId: 'tx_2' }),
    messageIdempotency(
      GenerateInvoiceRequestSchema,
      create(GenerateInvoiceRequestSchema, { format: 'xrechnung' }),
      GenerateInvoiceResponseSchema,
    ),
  );
  t.is(first.result.transactionId, 'tx_1');
  t.is(again.result.transactionId, 'tx_1');
  t.deepEqual(again.result.pdfBase64, pdf);
  const other = create(GenerateInvoiceRequestSchema, { format: 'zugferd' });
  await t.throwsAsync(
    f.accounts.guard(
      contextWith(headers),
      GENERATE,
      answer({ transactionId: 'tx_3' }),
      messageIdempotency(GenerateInvoiceRequestSchema, other, GenerateInvoiceResponseSchema),
    ),
  );
  t.is((await f.accounts.store.ledger(c.accountId)).length, 1);
});

/**
 * A server whose generate runs through guard with Idempotency-Key (as app.ts does) and waits for
 * `release()` before it answers: the first request with a key stays in progress meanwhile.
 */
async function heldServer(t: ExecutionContext) {
  const f = await fixture(openSqliteStore(':memory:'));
  const c = await f.customer();
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let runs = 0;
  const app = build(testConfig(), {
    invoice: {
      validate: () => ({ valid: true }),
      generate: async (req, ctx) => {
        const guarded = await f.accounts.guard(
          ctx,
          POLICIES.generate,
          async (): Promise<Response> => {
            runs++;
            started();
            await held;
            return { filename: 'x.pdf', transactionId: 'tx_first' };
          },
          messageIdempotency(GenerateInvoiceRequestSchema, req, GenerateInvoiceResponseSchema),
        );
        return guarded.result;
      },
    },
  });
  const port = await app.listen();
  t.teardown(async () => {
    release();
    await app.close();
    await f.accounts.close();
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    secret: c.secret,
    running,
    release,
    runs: () => runs,
    ledger: () => f.accounts.store.ledger(c.accountId),
  };
}

test('REST: a retry while the first request runs is 409 idempotency_in_progress with Retry-After; then it gets the first answer', async (t) => {
  const s = await heldServer(t);
  const headers = { 'x-api-key': s.secret, 'idempotency-key': 'rest-held' };
  const first = postJson(s.baseUrl, '/v1/generate', { format: 'xrechnung' }, headers);
  await s.running;
  const retry = await postJson(s.baseUrl, '/v1/generate', { format: 'xrechnung' }, headers);
  t.is(retry.status, 409, retry.text);
  t.is(retry.json.error, 'idempotency_in_progress');
  t.regex(retry.json.message, /still in progress/);
  t.deepEqual(retry.json.details, []);
  t.is(retry.headers.get('retry-after'), String(IDEMPOTENCY_RETRY_AFTER_SECONDS));
  // Another body under the same key stays what it was: 400 invalid_request (not worth a retry).
  const other = await postJson(s.baseUrl, '/v1/generate', { format: 'zugferd' }, headers);
  t.is(other.status, 400, other.text);
  t.is(other.json.error, 'invalid_request');
  t.is(other.headers.get('retry-after'), null);
  s.release();
  t.is((await first).status, 200);
  const after = await postJson(s.baseUrl, '/v1/generate', { format: 'xrechnung' }, headers);
  t.is(after.status, 200, after.text);
  t.is(after.json.transaction_id, 'tx_first');
  t.is(after.headers.get('idempotent-replayed'), 'true');
  t.is(s.runs(), 1);
  t.is((await s.ledger()).length, 1);
});

for (const transport of ['grpc', 'connect'] as const) {
  test(`${transport}: a retry while the first request runs is ABORTED, reason IDEMPOTENCY_IN_PROGRESS, with RetryInfo and retry-after`, async (t) => {
    const s = await heldServer(t);
    const client = createClient(
      InvoiceService,
      transport === 'grpc'
        ? createGrpcTransport({ baseUrl: s.baseUrl })
        : createConnectTransport({ baseUrl: s.baseUrl, httpVersion: '1.1' }),
    );
    const headers = { 'x-api-key': s.secret, 'idempotency-key': `${transport}-held` };
    const first = client.generateInvoice({ format: 'xrechnung' }, { headers });
    await s.running;
    const error = ConnectError.from(
      await t.throwsAsync(client.generateInvoice({ format: 'xrechnung' }, { headers })),
    );
    t.is(error.code, Code.Aborted);
    t.is(error.findDetails(ErrorInfoSchema)[0]?.reason, 'IDEMPOTENCY_IN_PROGRESS');
    t.is(error.findDetails(ErrorInfoSchema)[0]?.domain, 'einvoice');
    t.is(
      error.findDetails(RetryInfoSchema)[0]?.retryDelay?.seconds,
      BigInt(IDEMPOTENCY_RETRY_AFTER_SECONDS),
    );
    t.is(error.findDetails(BadRequestSchema).length, 0);
    t.is(error.metadata.get('retry-after'), String(IDEMPOTENCY_RETRY_AFTER_SECONDS));
    const other = ConnectError.from(
      await t.throwsAsync(client.generateInvoice({ format: 'zugferd' }, { headers })),
    );
    t.is(
      other.code,
      Code.InvalidArgument,
      'another body under the same key stays INVALID_ARGUMENT',
    );
    t.is(other.findDetails(ErrorInfoSchema)[0]?.reason, 'INVALID_REQUEST');
    s.release();
    t.is((await first).transactionId, 'tx_first');
    t.is(
      (await client.generateInvoice({ format: 'xrechnung' }, { headers })).transactionId,
      'tx_first',
    );
    t.is(s.runs(), 1);
    t.is((await s.ledger()).length, 1);
  });
}
