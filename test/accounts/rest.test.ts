/**
 * guard behind the real server (build() on port 0), called over REST and Connect: the public
 * statuses and bodies (401 missing/invalid, 402, 429 with Retry-After and RateLimit headers),
 * generate's `account` object, and the same rules as gRPC codes. The operation itself is a stub:
 * this tests the accounts layer on the wire, not invoice generation.
 */
import test from 'ava';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-node';
import { InvoiceService } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { createAccounts } from '../../src/accounts/index.js';
import { management } from '../../src/accounts/management.js';
import { testConfig } from '../../src/config.js';
import { build } from '../../src/server/build.js';
import { validateResponse } from '../../src/validation/checks/index.js';
import { postJson } from '../helpers/server.js';

async function start(t: import('ava').ExecutionContext) {
  const config = testConfig({ plans: { tiny: { monthlyCredits: 2, requestsPerMinute: 4 } } });
  const accounts = await createAccounts(config);
  const app = build(config, {
    invoice: {
      validate: async (req, ctx) =>
        (
          await accounts.guard(
            ctx,
            { operation: 'validate', cost: 0, keyRequired: false },
            async () => validateResponse(req),
          )
        ).result,
      generate: async (_req, ctx) => {
        const { result, usage } = await accounts.guard(
          ctx,
          { operation: 'generate', cost: 1, keyRequired: true },
          async () => ({ transactionId: 'tx_test' }),
        );
        return { ...result, account: usage };
      },
    },
    onClose: () => accounts.close(),
  });
  const port = await app.listen();
  t.teardown(() => app.close());
  const manage = management(accounts.store, accounts.plans);
  const account = await manage.createAccount('wire', 'tiny');
  const { secret } = await manage.createKey(account.id, 'k', 'live');
  return { baseUrl: `http://127.0.0.1:${port}`, secret, demo: accounts.demoKey };
}

test('REST: 401 missing/invalid, generate charges and reports account, 402 at the quota, 429 with headers', async (t) => {
  const { baseUrl, secret } = await start(t);
  const missing = await postJson(baseUrl, '/v1/generate', {});
  t.is(missing.status, 401);
  t.is(missing.json.error, 'missing_api_key');
  const invalid = await postJson(
    baseUrl,
    '/v1/generate',
    {},
    { 'x-api-key': 'env_live_' + 'x'.repeat(43) },
  );
  t.is(invalid.status, 401);
  t.is(invalid.json.error, 'invalid_api_key');

  const first = await postJson(baseUrl, '/v1/generate', {}, { 'x-api-key': secret });
  t.is(first.status, 200, first.text);
  t.deepEqual(first.json.account, {
    remaining: 1,
    plan: 'tiny',
    overage_count: 0,
    overage_allowed: 0,
  });
  t.is(first.headers.get('ratelimit-limit'), '4');
  t.is(
    first.headers.get('ratelimit-remaining'),
    '3',
    'the first keyed request (unknown keys take no token)',
  );
  await postJson(baseUrl, '/v1/generate', {}, { authorization: `Bearer ${secret}` });
  const quota = await postJson(baseUrl, '/v1/generate', {}, { 'x-api-key': secret });
  t.is(quota.status, 402);
  t.is(quota.json.error, 'quota_exceeded');
  t.is(
    quota.headers.get('ratelimit-remaining'),
    '1',
    'error responses carry the RateLimit headers too',
  );
  t.is(
    (await postJson(baseUrl, '/v1/validate', {}, { 'x-api-key': secret })).status,
    200,
    'the 4th request of 4 a minute',
  );
  const limited = await postJson(baseUrl, '/v1/validate', {}, { 'x-api-key': secret });
  t.is(limited.status, 429);
  t.is(limited.json.error, 'rate_limit_exceeded');
  t.truthy(Number(limited.headers.get('retry-after')) >= 1);
  t.is(limited.headers.get('ratelimit-remaining'), '0');
});

test('REST: validate needs no key; the demo key generates at once', async (t) => {
  const { baseUrl, demo } = await start(t);
  t.is((await postJson(baseUrl, '/v1/validate', {})).status, 200);
  const generated = await postJson(baseUrl, '/v1/generate', {}, { 'x-api-key': demo });
  t.is(generated.status, 200, generated.text);
  t.is(generated.json.account.plan, 'sandbox');
});

test('Connect: the same rules as gRPC codes (UNAUTHENTICATED, RESOURCE_EXHAUSTED)', async (t) => {
  const { baseUrl, secret } = await start(t);
  const client = createClient(
    InvoiceService,
    createConnectTransport({ baseUrl, httpVersion: '1.1' }),
  );
  const code = async (headers: Record<string, string>) =>
    client.generateInvoice({}, { headers }).then(
      () => 'OK' as const,
      (e) => ConnectError.from(e).code,
    );
  t.is(await code({}), Code.Unauthenticated);
  t.is(await code({ 'x-api-key': 'nope' }), Code.Unauthenticated);
  t.is(await code({ 'x-api-key': secret }), 'OK');
  t.is(await code({ 'x-api-key': secret }), 'OK');
  t.is(await code({ 'x-api-key': secret }), Code.ResourceExhausted);
});
