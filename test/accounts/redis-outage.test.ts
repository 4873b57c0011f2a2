/**
 * Redis going away under the service (issue 13, item 8), with a real redis-server stopped and
 * frozen by the test: every operation still answers (a frozen Redis used to hang requests for
 * good), rate limits still hold (per instance, not "let everything through"), a preview of a PDF
 * this instance generated is still served, what cannot be served is 503 preview_unavailable in
 * our words (no ioredis text), and the shared Redis state is used again once Redis is back.
 * How fast the degraded answers are is measured by bench/faults-storage.ts, not asserted here.
 */
import test from 'ava';
import { Redis } from 'ioredis';
import { redisUnavailable, startRedis, type TestRedis } from '../helpers/redis.js';
import { publicExample } from '../helpers/example.js';
import { requires } from '../helpers/requires.js';
import { DEMO_KEY, postJson, startServer, type RunningServer } from '../helpers/server.js';

const reason = redisUnavailable();
let redis: TestRedis | null = null;
test.before(async () => {
  if (!reason) redis = await startRedis();
});
test.after.always(async () => {
  await redis?.stop();
});

const redisTest = requires(reason).serial;

/** Driver text that must never reach a caller. */
const DRIVER_TEXT =
  /ECONNREFUSED|Stream isn't writeable|max retries|Connection is closed|Command timed out|ioredis|127\.0\.0\.1/i;

/** Answers within a liveness bound; a request that hangs fails the test instead of the run. */
async function answered<T>(what: string, call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer in 30 s (requests hang while Redis is out)`)),
      30_000,
    );
  });
  try {
    return await Promise.race([call, hang]);
  } finally {
    clearTimeout(timer);
  }
}

async function generatePdf(server: RunningServer): Promise<string> {
  const body = { ...publicExample(), format: 'pdf' };
  const response = await postJson(server.baseUrl, '/v1/generate', body, { 'x-api-key': DEMO_KEY });
  if (response.status !== 200) throw new Error(`generate: ${response.status} ${response.text}`);
  return response.json.transaction_id;
}

async function eventually(probe: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 300; i++) {
    if (await probe().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

redisTest(
  'Redis stopped: answers, per-instance rate limits, local previews, clean 503s, and Redis again once back',
  async (t) => {
    const server = await startServer({
      redisUrl: redis!.url,
      plans: { sandbox: { requestsPerMinute: 3 } },
    });
    t.teardown(() => server.close());
    const account = () =>
      answered(
        'GET /v1/account',
        fetch(`${server.baseUrl}/v1/account`, { headers: { 'x-api-key': DEMO_KEY } }),
      );
    t.is((await account()).status, 200);

    await redis!.halt();
    let halted = true;
    t.teardown(async () => {
      if (halted) await redis!.resume();
    });
    const transactionId = await answered('generate', generatePdf(server));
    const preview = await answered(
      'preview',
      fetch(`${server.baseUrl}/v1/preview/${transactionId}.png?dpi=72`),
    );
    t.is(preview.status, 200, 'the PDF this instance generated is previewed from its own cache');
    t.is(preview.headers.get('content-type'), 'image/png');

    const unknown = await answered(
      'preview',
      fetch(`${server.baseUrl}/v1/preview/tx_held_elsewhere.png`),
    );
    const body = await unknown.json();
    t.is(unknown.status, 503, 'a transaction another instance may hold cannot be answered');
    t.is(body.error, 'preview_unavailable');
    t.notRegex(body.message, DRIVER_TEXT);

    // Three a minute (one token back every 20 s): four calls in a row cannot all pass.
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await account()).status);
    t.is(statuses[3], 429, `the plan limit still holds, per instance (${statuses.join(', ')})`);

    await redis!.resume();
    halted = false;
    const raw = new Redis(redis!.url);
    t.teardown(() => raw.disconnect());
    t.true(
      await eventually(
        async () => (await account(), (await raw.keys('einvoice:rate:*')).length > 0),
      ),
      'the shared buckets in Redis are used again',
    );
    const generated = await generatePdf(server);
    t.true(
      await eventually(async () => (await raw.exists(`einvoice:preview:pdf:${generated}`)) === 1),
      'PDFs go to Redis again',
    );
  },
);

redisTest(
  'Redis frozen (connections open, no answers): requests answer instead of hanging',
  async (t) => {
    const server = await startServer({ redisUrl: redis!.url });
    t.teardown(() => server.close());
    t.is(
      (await fetch(`${server.baseUrl}/v1/account`, { headers: { 'x-api-key': DEMO_KEY } })).status,
      200,
    );

    redis!.freeze();
    t.teardown(() => redis!.thaw());
    for (let i = 0; i < 3; i++) {
      const account = await answered(
        'GET /v1/account',
        fetch(`${server.baseUrl}/v1/account`, { headers: { 'x-api-key': DEMO_KEY } }),
      );
      t.is(account.status, 200);
      const validate = await answered(
        'validate',
        postJson(server.baseUrl, '/v1/validate', publicExample()),
      );
      t.is(validate.status, 200);
      const unknown = await answered(
        'preview',
        fetch(`${server.baseUrl}/v1/preview/tx_elsewhere.png`),
      );
      t.is(unknown.status, 503);
      t.notRegex((await unknown.json()).message, DRIVER_TEXT);
    }
    redis!.thaw();
    t.true(
      await eventually(
        async () => (await fetch(`${server.baseUrl}/v1/preview/tx_elsewhere.png`)).status === 404,
      ),
      'unknown again, not unavailable, once Redis answers',
    );
  },
);
