// The accounts guard in front of the real operations: generate needs a key and reports the
// balance; validate needs none; a wrong key is refused; GET /v1/account answers for the key.
import test from 'ava';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { publicExample } from '../helpers/example.js';
import { postJson, withDemoKey } from '../helpers/server.js';

let baseUrl = '';
let close: () => Promise<void> = async () => {};
test.before(async () => {
  const app = createApp(testConfig());
  baseUrl = `http://127.0.0.1:${await app.listen()}`;
  close = () => app.close();
});
test.after.always(() => close());

test('generate without a key: 401 missing_api_key; with a wrong key: 401 invalid_api_key', async (t) => {
  const none = await postJson(baseUrl, '/v1/generate', publicExample());
  t.is(none.status, 401);
  t.is(none.json.error, 'missing_api_key');
  const wrong = await postJson(baseUrl, '/v1/generate', publicExample(), {
    'x-api-key': 'env_live_' + 'x'.repeat(43),
  });
  t.is(wrong.status, 401);
  t.is(wrong.json.error, 'invalid_api_key');
});

test.serial(
  'validate needs no key and costs nothing; generate with the demo key charges one credit',
  async (t) => {
    const before = await fetch(`${baseUrl}/v1/account`, { headers: withDemoKey() }).then((r) =>
      r.json(),
    );
    t.is(before.plan, 'sandbox');
    const validated = await postJson(baseUrl, '/v1/validate', publicExample());
    t.is(validated.status, 200);
    const generated = await postJson(baseUrl, '/v1/generate', publicExample(), withDemoKey());
    t.is(generated.status, 200, generated.text.slice(0, 300));
    t.is(Number(generated.json.account.remaining), Number(before.remaining) - 1);
    t.is(generated.json.account.plan, 'sandbox');
    t.truthy(generated.headers.get('ratelimit-limit'));
    const after = await fetch(`${baseUrl}/v1/account`, {
      headers: { authorization: `Bearer ${withDemoKey()['x-api-key']}` },
    }).then((r) => r.json());
    t.is(Number(after.remaining), Number(before.remaining) - 1);
  },
);

test.serial('a request the checks reject costs nothing', async (t) => {
  const before = await fetch(`${baseUrl}/v1/account`, { headers: withDemoKey() }).then((r) =>
    r.json(),
  );
  const body = publicExample();
  delete body.invoice.number;
  const res = await postJson(baseUrl, '/v1/generate', body, withDemoKey());
  t.is(res.status, 400);
  const after = await fetch(`${baseUrl}/v1/account`, { headers: withDemoKey() }).then((r) =>
    r.json(),
  );
  t.is(after.remaining, before.remaining);
});

test('GET /v1/account without a key: 401', async (t) => {
  const res = await fetch(`${baseUrl}/v1/account`);
  t.is(res.status, 401);
  t.is((await res.json()).error, 'missing_api_key');
});
