// RenderPreviewRequest's `input` oneof (transaction_id or invoice) on REST: the JSON bodies mean
// what they meant when the two were plain fields — an empty transaction_id is none, both given
// is INVALID_REQUEST with a CONFLICT at $.transaction_id — and the GET route's path variable
// sets the oneof.
import test from 'ava';
import type { DescMessage } from '@bufbuild/protobuf';
import { AccountService } from '../../gen/einvoice/v1/account_service_pb.js';
import { AdminService } from '../../gen/einvoice/v1/admin_service_pb.js';
import {
  InvoiceService,
  RenderPreviewRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { decodeJsonRequest } from '../../src/rest/gateway.js';
import { describeError } from '../../src/errors/api-error.js';
import { publicExample } from '../helpers/example.js';
import { postJson, withServer } from '../helpers/server.js';

const decode = (json: unknown) =>
  decodeJsonRequest(RenderPreviewRequestSchema, json) as unknown as {
    input: { case?: string; value?: unknown };
  };

test('an empty transaction_id (or null) is absent: the invoice is the input; alone it leaves the oneof unset', (t) => {
  const invoice = publicExample().invoice;
  for (const empty of ['', null]) {
    t.is(decode({ transaction_id: empty, invoice }).input.case, 'invoice', JSON.stringify(empty));
    t.is(
      decode({ transactionId: empty, invoice }).input.case,
      'invoice',
      `transactionId ${JSON.stringify(empty)}`,
    );
    t.is(decode({ transaction_id: empty }).input.case, undefined);
  }
  t.deepEqual(decode({ transaction_id: 'tx_1' }).input, { case: 'transactionId', value: 'tx_1' });
});

test('both given is INVALID_REQUEST with a CONFLICT at $.transaction_id', (t) => {
  for (const body of [
    { transaction_id: 'tx_1', invoice: {} },
    { invoice: {}, transactionId: 'tx_1' },
  ]) {
    const error = describeError(t.throws(() => decode(body)));
    t.is(error.reason, 'INVALID_REQUEST');
    t.is(error.message, 'give either transaction_id or invoice, not both');
    t.deepEqual(error.problems, [
      {
        path: '$.transaction_id',
        code: 'CONFLICT',
        message: 'transaction_id and invoice exclude each other',
      },
    ]);
  }
});

test('POST /v1/preview: both is 400 invalid_request, an empty transaction_id with the invoice is a preview from invoice data (key required)', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const both = await postJson(baseUrl, '/v1/preview', {
      ...publicExample(),
      transaction_id: 'tx_1',
    });
    t.is(both.status, 400);
    t.like(both.json, {
      error: 'invalid_request',
      message: 'give either transaction_id or invoice, not both',
    });
    t.deepEqual(both.json.details, [
      {
        path: '$.transaction_id',
        code: 'CONFLICT',
        message: 'transaction_id and invoice exclude each other',
      },
    ]);

    const emptyId = await postJson(baseUrl, '/v1/preview', {
      ...publicExample(),
      transaction_id: '',
    });
    t.is(emptyId.status, 401, 'decoded as invoice data, which needs a key');
    t.is(emptyId.json.error, 'missing_api_key');

    const neither = await postJson(baseUrl, '/v1/preview', { transaction_id: '', dpi: 72 });
    t.is(neither.status, 400);
    t.like(neither.json.details[0], { path: '$.transaction_id', code: 'REQUIRED' });

    const byId = await postJson(baseUrl, '/v1/preview', { transaction_id: 'tx_never', dpi: 72 });
    t.is(byId.status, 404, 'the oneof carries the id to the operation');
    t.is(byId.json.error, 'transaction_not_found');
    const byPath = await fetch(`${baseUrl}/v1/preview/tx_never.png?dpi=72`);
    t.is(byPath.status, 404, 'the path variable sets the oneof member');
    t.regex(((await byPath.json()) as { message: string }).message, /tx_never is unknown/);
  });
});

test('Connect JSON: the same body by transaction id works; both members, even an empty transaction_id beside an invoice, fail to decode', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const connect = (body: unknown) =>
      fetch(`${baseUrl}/einvoice.v1.InvoiceService/RenderPreview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const byId = await connect({ transactionId: 'tx_never', dpi: 72 });
    t.is(byId.status, 404);
    t.is(((await byId.json()) as { code: string }).code, 'not_found');
    for (const transactionId of ['tx_1', '']) {
      const both = await connect({ ...publicExample(), transactionId });
      t.is(both.status, 400, JSON.stringify(transactionId));
      const body = (await both.json()) as { code: string; message: string };
      t.is(body.code, 'invalid_argument');
      t.regex(body.message, /oneof set multiple times/);
    }
  });
});

test('request messages declare oneofs at their top level only (the REST decoder reads them there)', (t) => {
  const nested = new Set<string>();
  const walk = (message: DescMessage, top: boolean, seen: Set<string>) => {
    if (seen.has(message.typeName)) return;
    seen.add(message.typeName);
    if (!top && message.oneofs.length > 0) nested.add(message.typeName);
    for (const field of message.fields) if (field.message) walk(field.message, false, seen);
  };
  for (const service of [InvoiceService, AccountService, AdminService]) {
    for (const method of service.methods) walk(method.input, true, new Set());
  }
  t.deepEqual([...nested], []);
});
