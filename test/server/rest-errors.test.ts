// Every failure of the REST gateway is a JSON body with `error` and `message` and the status of
// the error table; gRPC and Connect callers get the same failures as status codes with one
// google.rpc.ErrorInfo reason and BadRequest field violations.
import test from 'ava';
import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-node';
import { AccountService } from '../../gen/einvoice/v1/account_service_pb.js';
import { AdminService } from '../../gen/einvoice/v1/admin_service_pb.js';
import {
  InvoiceService,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { BadRequestSchema, ErrorInfoSchema } from '../../gen/google/rpc/error_details_pb.js';
import { publicExample } from '../helpers/example.js';
import { testConfig } from '../../src/config.js';
import { build } from '../../src/server/build.js';
import { postJson, withDemoKey, withServer } from '../helpers/server.js';

function assertErrorBody(t: any, json: any, error: string) {
  t.is(json?.error, error);
  t.is(typeof json?.message, 'string');
  t.true(json.message.length > 0);
  t.true(Array.isArray(json.details));
  t.is(typeof json.docs, 'string');
}

test('unknown route: 404 with a JSON body', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const res = await fetch(`${baseUrl}/v1/nope`);
    t.is(res.status, 404);
    t.regex(res.headers.get('content-type') ?? '', /application\/json/);
    assertErrorBody(t, await res.json(), 'not_found');
    const root = await fetch(`${baseUrl}/`);
    t.is(root.status, 404);
    assertErrorBody(t, await root.json(), 'not_found');
  });
});

test('wrong method: 405 with Allow', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const res = await fetch(`${baseUrl}/v1/validate`);
    t.is(res.status, 405);
    t.is(res.headers.get('allow'), 'POST');
    assertErrorBody(t, await res.json(), 'method_not_allowed');
    const put = await fetch(`${baseUrl}/v1/account`, { method: 'DELETE' });
    t.is(put.status, 405);
  });
});

test('missing or wrong content type: 415', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const none = await fetch(`${baseUrl}/v1/validate`, {
      method: 'POST',
      body: new Uint8Array(Buffer.from('{}')),
    });
    t.is(none.status, 415);
    assertErrorBody(t, await none.json(), 'unsupported_media_type');
    const text = await postJson(baseUrl, '/v1/validate', '{}', { 'content-type': 'text/plain' });
    t.is(text.status, 415);
    assertErrorBody(t, text.json, 'unsupported_media_type');
  });
});

test('body over the limit: 413', async (t) => {
  await withServer(
    t,
    async ({ baseUrl }) => {
      const big = JSON.stringify({ invoice: { notes: 'x'.repeat(5000) } });
      const res = await postJson(baseUrl, '/v1/validate', big);
      t.is(res.status, 413);
      assertErrorBody(t, res.json, 'payload_too_large');
    },
    { bodyLimitBytes: 2048 },
  );
});

test('malformed JSON: 400 naming where it broke', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const res = await postJson(
      baseUrl,
      '/v1/validate',
      '{\n  "invoice": {\n    "number": "1",\n  }\n}',
    );
    t.is(res.status, 400);
    assertErrorBody(t, res.json, 'malformed_json');
    t.regex(res.json.message, /line 4/);
    const empty = await postJson(baseUrl, '/v1/validate', '');
    t.is(empty.status, 400);
    assertErrorBody(t, empty.json, 'malformed_json');
  });
});

test('wrong types and unknown fields: 400 naming the field (validate: 200 valid false, see test/rest)', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const body = publicExample();
    body.invoice.items[1].quantity = 'three';
    const res = await postJson(baseUrl, '/v1/generate', body, withDemoKey());
    t.is(res.status, 400);
    assertErrorBody(t, res.json, 'invalid_request');
    t.is(res.json.details[0].path, '$.invoice.items[1].quantity');
    t.is(res.json.details[0].expected, 'number');

    const unknown = publicExample();
    unknown.invoice.seller.vatid = 'DE123';
    const res2 = await postJson(baseUrl, '/v1/generate', unknown, withDemoKey());
    t.is(res2.status, 400);
    t.is(res2.json.details[0].path, '$.invoice.seller.vatid');
    t.is(res2.json.details[0].code, 'UNKNOWN_FIELD');

    const array = await postJson(baseUrl, '/v1/validate', '[1,2]');
    t.is(array.status, 400);
    assertErrorBody(t, array.json, 'invalid_request');
  });
});

test('an operation a build does not offer: 501 over REST, UNIMPLEMENTED with ErrorInfo over Connect', async (t) => {
  // A server built with validate only: the other operations answer "not implemented".
  const server = build(testConfig(), { invoice: { validate: () => ({ valid: true }) } });
  const port = await server.listen();
  t.teardown(() => server.close());
  const baseUrl = `http://127.0.0.1:${port}`;
  const res = await fetch(`${baseUrl}/v1/account`);
  t.is(res.status, 501);
  assertErrorBody(t, await res.json(), 'not_implemented');
  const client = createClient(
    AccountService,
    createConnectTransport({ baseUrl, httpVersion: '1.1' }),
  );
  const error = await t.throwsAsync(client.getAccount({}));
  const connectError = ConnectError.from(error);
  t.is(connectError.code, Code.Unimplemented);
  t.is(connectError.findDetails(ErrorInfoSchema)[0]?.reason, 'NOT_IMPLEMENTED');
});

test('protovalidate rules hold on every RPC: INVALID_ARGUMENT with BadRequest field violations', async (t) => {
  // AdminService checks its token first (test/accounts/admin.test.ts): the rules hold behind it.
  const adminToken = 'admin-token-for-rest-errors-0123';
  await withServer(
    t,
    async ({ baseUrl }) => {
      const client = createClient(
        AdminService,
        createConnectTransport({ baseUrl, httpVersion: '1.1' }),
      );
      const error = ConnectError.from(
        await t.throwsAsync(
          client.createApiKey(
            { accountId: '', name: '', environment: 'staging' },
            { headers: { authorization: `Bearer ${adminToken}` } },
          ),
        ),
      );
      t.is(error.code, Code.InvalidArgument);
      t.is(error.findDetails(ErrorInfoSchema)[0]?.reason, 'INVALID_REQUEST');
      const fields =
        error.findDetails(BadRequestSchema)[0]?.fieldViolations.map((v) => v.field) ?? [];
      t.deepEqual(fields.sort(), ['$.account_id', '$.environment', '$.name']);
      t.truthy(create(BadRequestSchema));
    },
    { adminToken },
  );
});

test('RetryInfo on a rate limit (also over Connect), QuotaFailure and no RetryInfo on quota', async (t) => {
  const { apiError } = await import('../../src/errors/api-error.js');
  const { QuotaFailureSchema, RetryInfoSchema } = await import(
    '../../gen/google/rpc/error_details_pb.js'
  );
  const quota = apiError('QUOTA_EXCEEDED', 'monthly credits used up');
  t.is(quota.findDetails(RetryInfoSchema).length, 0);
  t.is(quota.findDetails(QuotaFailureSchema)[0]?.violations[0]?.subject, 'api_key');
  await withServer(
    t,
    async ({ baseUrl }) => {
      const client = createClient(
        InvoiceService,
        createConnectTransport({ baseUrl, httpVersion: '1.1' }),
      );
      const request = create(ValidateInvoiceRequestSchema, {});
      await client.validateInvoice(request);
      const limited = await t.throwsAsync(client.validateInvoice(request));
      const error = ConnectError.from(limited);
      t.is(error.code, Code.ResourceExhausted);
      t.is(error.findDetails(ErrorInfoSchema)[0]?.reason, 'RATE_LIMITED');
      const delay = error.findDetails(RetryInfoSchema)[0]?.retryDelay;
      t.truthy(delay);
      t.true(Number(delay!.seconds) >= 1 && Number(delay!.seconds) <= 60);
      t.is(error.metadata.get('retry-after'), String(delay!.seconds));
    },
    { anonymousRequestsPerMinute: 1 },
  );
});
