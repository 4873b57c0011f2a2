/**
 * Limits and charges as the whole service applies them (createApp on port 0, called over REST,
 * Connect and MCP), issue 13:
 * - item 12: GET /v1/account takes one rate-limit token, not two;
 * - item 15: calls without a key and wrong keys are limited per client address, wrong admin
 *   tokens are throttled (and past the limit even the right one waits), /mcp without a key does
 *   not spend the demo key's credits unless the operator enables it;
 * - item 16: a request that fails its field checks is 400 before any credit is reserved.
 */
import test from 'ava';
import { publicExample } from '../helpers/example.js';
import { DEMO_KEY, postJson, withServer } from '../helpers/server.js';

const ACCOUNT = (baseUrl: string, key = DEMO_KEY) =>
  fetch(`${baseUrl}/v1/account`, { headers: { 'x-api-key': key } });
const pdfInvoice = () => ({ ...publicExample(), format: 'pdf' });

test('GET /v1/account takes one rate-limit token per call', async (t) => {
  await withServer(
    t,
    async ({ baseUrl }) => {
      const remaining = [];
      for (let i = 0; i < 3; i++) {
        const response = await ACCOUNT(baseUrl);
        t.is(response.status, 200);
        remaining.push(Number(response.headers.get('ratelimit-remaining')));
      }
      t.deepEqual(remaining, [2, 1, 0], 'three a minute (one back every 20 s): one token each');
    },
    { plans: { sandbox: { requestsPerMinute: 3 } } },
  );
});

test('calls without a key are limited per client address, on REST and Connect alike', async (t) => {
  await withServer(
    t,
    async ({ baseUrl }) => {
      const rest = await postJson(baseUrl, '/v1/validate', publicExample());
      t.is(rest.status, 200);
      t.is(rest.headers.get('ratelimit-limit'), '3');
      t.is(
        (await fetch(`${baseUrl}/v1/preview/tx_unknown.png`)).status,
        404,
        'preview by id counts too',
      );
      const connect = await postJson(
        baseUrl,
        '/einvoice.v1.InvoiceService/ValidateInvoice',
        publicExample(),
      );
      t.is(connect.status, 200);
      const refused = await postJson(baseUrl, '/v1/validate', publicExample());
      t.is(refused.status, 429);
      t.is(refused.json.error, 'rate_limit_exceeded');
      t.truthy(refused.headers.get('retry-after'));
      const grpcWeb = await postJson(
        baseUrl,
        '/einvoice.v1.InvoiceService/ValidateInvoice',
        publicExample(),
      );
      t.is(grpcWeb.status, 429, 'Connect shares the bucket of the address');
      const keyed = await postJson(baseUrl, '/v1/validate', publicExample(), {
        'x-api-key': DEMO_KEY,
      });
      t.is(keyed.status, 200, 'a caller with a key has its own limit');
    },
    { anonymousRequestsPerMinute: 3 },
  );
});

test('wrong API keys use up the address tokens: past them 429, not another guess', async (t) => {
  await withServer(
    t,
    async ({ baseUrl }) => {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await ACCOUNT(baseUrl, `env_live_${'x'.repeat(42)}${i}`)).status);
      t.deepEqual(statuses, [401, 401, 401, 429]);
      t.is((await ACCOUNT(baseUrl)).status, 200, 'a valid key is not held back by the address');
    },
    { anonymousRequestsPerMinute: 3 },
  );
});

test('wrong admin tokens are throttled per address; past the limit even the right token waits', async (t) => {
  const token = 'the-admin-token-for-this-test-0123456789';
  await withServer(
    t,
    async ({ baseUrl }) => {
      const listPlans = (bearer: string) =>
        fetch(`${baseUrl}/einvoice.v1.AdminService/ListPlans`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
          body: '{}',
        });
      t.is((await listPlans(token)).status, 200);
      const statuses = [];
      for (let i = 0; i < 10; i++) statuses.push((await listPlans(`guess-${i}`)).status);
      t.deepEqual(new Set(statuses), new Set([403]));
      const throttled = await listPlans(token);
      t.is(throttled.status, 429, 'no more comparisons for this address this minute');
      t.truthy(throttled.headers.get('retry-after'));
    },
    { adminToken: token },
  );
});

const ACCEPT = 'application/json, text/event-stream';
const mcpGenerate = (baseUrl: string) =>
  postJson(
    baseUrl,
    '/mcp',
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'einvoice_generate', arguments: pdfInvoice() },
    },
    { accept: ACCEPT },
  );

test('/mcp without a key answers like REST (missing_api_key) and spends nothing of the demo key', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const answer = await mcpGenerate(baseUrl);
    t.is(answer.status, 200);
    t.true(answer.json.result.isError);
    t.regex(JSON.stringify(answer.json.result.content), /missing_api_key/);
    const validate = await postJson(
      baseUrl,
      '/mcp',
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'einvoice_validate', arguments: publicExample() },
      },
      { accept: ACCEPT },
    );
    t.falsy(validate.json.result.isError, 'free tools work without a key');
    t.is((await (await ACCOUNT(baseUrl)).json()).remaining, 100, 'the demo key was not charged');
  });
});

test('MCP_ANONYMOUS: the operator lets agents without a key use the demo key', async (t) => {
  await withServer(
    t,
    async ({ baseUrl }) => {
      const answer = await mcpGenerate(baseUrl);
      t.falsy(answer.json.result.isError, answer.text.slice(0, 300));
      t.is((await (await ACCOUNT(baseUrl)).json()).remaining, 99, 'charged to the demo key');
    },
    { mcpAnonymous: true },
  );
});

test('a request that fails its field checks is 400 before any credit is held: not 402 when credits are gone', async (t) => {
  await withServer(
    t,
    async ({ baseUrl }) => {
      const key = { 'x-api-key': DEMO_KEY };
      t.is(
        (await postJson(baseUrl, '/v1/generate', pdfInvoice(), key)).status,
        200,
        'the only credit',
      );
      const broken = pdfInvoice();
      delete broken.invoice.seller;
      const invalid = await postJson(baseUrl, '/v1/generate', broken, key);
      t.is(invalid.status, 400);
      t.is(invalid.json.error, 'validation_failed');
      const preview = await postJson(baseUrl, '/v1/preview', { ...broken, page: 1 }, key);
      t.is(preview.status, 400, 'preview from invoice data too');
      t.is(
        (await postJson(baseUrl, '/v1/generate', pdfInvoice(), key)).status,
        402,
        'a valid request finds the credits used up',
      );
    },
    { plans: { sandbox: { monthlyCredits: 1 } } },
  );
});

// Issue 13, item 16: with no credit at all, every charged operation answers a request that fails
// its field checks with 400 — it is refused before a credit is reserved, so never 402.
const NO_CREDITS = { plans: { sandbox: { monthlyCredits: 0 } } };

test('no credits: generate failing its field checks is 400, not 402 (REST and Connect)', async (t) => {
  await withServer(
    t,
    async ({ baseUrl }) => {
      const key = { 'x-api-key': DEMO_KEY };
      const broken = {
        ...pdfInvoice(),
        invoice: {
          ...pdfInvoice().invoice,
          seller: { ...pdfInvoice().invoice.seller, name: 'NUL\u0000' },
        },
      };
      const rest = await postJson(baseUrl, '/v1/generate', broken, key);
      t.is(rest.status, 400, rest.text.slice(0, 200));
      t.is(rest.json.details[0].path, '$.invoice.seller.name');
      const connect = await postJson(
        baseUrl,
        '/einvoice.v1.InvoiceService/GenerateInvoice',
        broken,
        key,
      );
      t.is(connect.json.code, 'invalid_argument', connect.text.slice(0, 200));
      t.is(
        (await postJson(baseUrl, '/v1/generate', pdfInvoice(), key)).status,
        402,
        'a valid request finds no credit',
      );
    },
    NO_CREDITS,
  );
});

test('no credits: retrieve failing its field rules is 400, not 402 (REST and Connect)', async (t) => {
  await withServer(
    t,
    async ({ baseUrl }) => {
      const key = { 'x-api-key': DEMO_KEY };
      const bad = { data_base64: Buffer.from('<Invoice/>').toString('base64'), locale: 'xx' };
      const rest = await postJson(baseUrl, '/v1/retrieve', bad, key);
      t.is(rest.status, 400, rest.text.slice(0, 200));
      t.is(rest.json.details[0].path, '$.locale');
      const connect = await postJson(
        baseUrl,
        '/einvoice.v1.InvoiceService/RetrieveInvoice',
        { dataBase64: bad.data_base64, locale: 'xx' },
        key,
      );
      t.is(connect.json.code, 'invalid_argument', connect.text.slice(0, 200));
      const good = { data_base64: bad.data_base64 };
      t.is(
        (await postJson(baseUrl, '/v1/retrieve', good, key)).status,
        402,
        'a well-formed request finds no credit',
      );
    },
    NO_CREDITS,
  );
});

test('no credits: preview from invoice data failing its field checks is 400, not 402', async (t) => {
  await withServer(
    t,
    async ({ baseUrl }) => {
      const key = { 'x-api-key': DEMO_KEY };
      const broken = pdfInvoice();
      broken.invoice.items[0].unit_price = 1e308;
      const preview = await postJson(baseUrl, '/v1/preview', { ...broken, page: 1 }, key);
      t.is(preview.status, 400, preview.text.slice(0, 200));
      t.is(preview.json.details[0].path, '$.invoice.items[0].unit_price');
      const badPage = await postJson(baseUrl, '/v1/preview', { ...pdfInvoice(), page: 0 }, key);
      t.is(badPage.status, 400, badPage.text.slice(0, 200));
      t.is(
        (await postJson(baseUrl, '/v1/preview', { ...pdfInvoice(), page: 1 }, key)).status,
        402,
        'a valid request finds no credit',
      );
    },
    NO_CREDITS,
  );
});
