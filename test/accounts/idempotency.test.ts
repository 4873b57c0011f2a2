/**
 * messageIdempotency: a protobuf response survives the round trip through the store, and the
 * request fingerprint tells equal bodies from different ones.
 */
import test from 'ava';
import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { GenerateInvoiceRequestSchema, GenerateInvoiceResponseSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { messageIdempotency } from '../../src/accounts/idempotency.js';
import { openSqliteStore } from '../../src/accounts/sqlite-store.js';
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
  const first = await f.accounts.guard(contextWith(headers), GENERATE, answer({ transactionId: 'tx_1', pdfBase64: pdf }), messageIdempotency(GenerateInvoiceRequestSchema, request, GenerateInvoiceResponseSchema));
  const again = await f.accounts.guard(contextWith(headers), GENERATE, answer({ transactionId: 'tx_2' }), messageIdempotency(GenerateInvoiceRequestSchema, create(GenerateInvoiceRequestSchema, { format: 'xrechnung' }), GenerateInvoiceResponseSchema));
  t.is(first.result.transactionId, 'tx_1');
  t.is(again.result.transactionId, 'tx_1');
  t.deepEqual(again.result.pdfBase64, pdf);
  const other = create(GenerateInvoiceRequestSchema, { format: 'zugferd' });
  await t.throwsAsync(f.accounts.guard(contextWith(headers), GENERATE, answer({ transactionId: 'tx_3' }), messageIdempotency(GenerateInvoiceRequestSchema, other, GenerateInvoiceResponseSchema)));
  t.is((await f.accounts.store.ledger(c.accountId)).length, 1);
});
