// /metrics: the Prometheus exposition behind METRICS_TOKEN; its counters move with requests
// (by route template, transport and code), with refusals by the rate limit and with credits charged.
import test from 'ava';
import { createApp } from '../../src/app.js';
import { testConfig, type Config } from '../../src/config.js';
import { EventLoopLag } from '../../src/observability/event-loop-lag.js';
import { publicExample } from '../helpers/example.js';
import { postJson, withDemoKey } from '../helpers/server.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

async function server(t: { teardown(fn: () => unknown): void }, overrides: Partial<Config> = {}) {
  const app = createApp(testConfig({ metricsToken: TOKEN, ...overrides }));
  const port = await app.listen();
  t.teardown(() => app.close());
  const baseUrl = `http://127.0.0.1:${port}`;
  const scrape = async () => {
    const response = await fetch(`${baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
    return response.text();
  };
  return { baseUrl, scrape };
}

/** The value of one series in an exposition (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test('/metrics refuses a scrape without the token, with a wrong one, and is off without METRICS_TOKEN', async (t) => {
  const { baseUrl } = await server(t);
  const missing = await fetch(`${baseUrl}/metrics`);
  t.is(missing.status, 401);
  t.is(missing.headers.get('www-authenticate'), 'Bearer realm="metrics"');
  t.is(
    (
      await fetch(`${baseUrl}/metrics`, {
        headers: { authorization: 'Bearer wrong-token-0123456789' },
      })
    ).status,
    401,
  );
  t.is(
    (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } })).status,
    401,
  );
  const ok = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  t.is(ok.status, 200);
  t.regex(ok.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  t.regex(await ok.text(), /# TYPE einvoice_requests_total counter/);

  const off = await server(t, { metricsToken: undefined });
  t.is(
    (await fetch(`${off.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }))
      .status,
    404,
  );
});

test('request counters and latency histograms move by route template, transport and code', async (t) => {
  const { baseUrl, scrape } = await server(t);
  const ok = 'einvoice_requests_total{route="/v1/validate",transport="rest",code="200"}';
  const notFound =
    'einvoice_requests_total{route="/v1/preview/{transaction_id}.png",transport="rest",code="404"}';
  const latency = 'einvoice_request_duration_seconds_count{route="/v1/validate",transport="rest"}';
  const before = await scrape();
  for (let i = 0; i < 3; i++)
    t.is((await postJson(baseUrl, '/v1/validate', publicExample())).status, 200);
  t.is((await fetch(`${baseUrl}/v1/preview/tx_nothing.png`)).status, 404);
  // The counters move when a response has closed on the server: scrape until they have.
  let after = await scrape();
  while (sample(after, latency) - sample(before, latency) < 3 || sample(after, notFound) < 1)
    after = await scrape();
  t.is(sample(after, ok) - sample(before, ok), 3);
  t.is(sample(after, latency) - sample(before, latency), 3);
  t.is(sample(after, notFound), 1);
  t.regex(
    after,
    /einvoice_request_duration_seconds_bucket\{route="\/v1\/validate",transport="rest",le="\+Inf"\} \d+/,
  );
  t.regex(after, /# TYPE einvoice_validation_worker_restarts_total counter/);
  t.regex(after, /# TYPE einvoice_validation_queue_depth gauge/);
  t.regex(after, /# TYPE einvoice_validation_standby_ready gauge/);
  t.regex(after, /# TYPE einvoice_validation_worker_quick gauge/);
});

test('rate-limit refusals are counted', async (t) => {
  const { baseUrl, scrape } = await server(t, { anonymousRequestsPerMinute: 1 });
  t.is((await postJson(baseUrl, '/v1/validate', publicExample())).status, 200);
  t.is((await postJson(baseUrl, '/v1/validate', publicExample())).status, 429);
  const refusals = 'einvoice_rate_limit_refusals_total{route="/v1/validate"}';
  let text = await scrape();
  while (sample(text, refusals) < 1) text = await scrape();
  t.is(sample(text, refusals), 1);
  t.is(
    sample(text, 'einvoice_requests_total{route="/v1/validate",transport="rest",code="429"}'),
    1,
  );
});

test('a generate counts its credit, its validation time by rule set and, with a preview, the cache', async (t) => {
  const { baseUrl, scrape } = await server(t);
  const generated = await postJson(baseUrl, '/v1/generate', publicExample(), withDemoKey());
  t.is(generated.status, 200, generated.text);
  const charged = 'einvoice_credits_charged_total{operation="generate"}';
  let text = await scrape();
  while (sample(text, charged) < 1) text = await scrape();
  t.is(sample(text, charged), 1);
  // A ZUGFeRD EN 16931 document is checked by the CEN rules for CII (and FeRD's when installed).
  t.regex(
    text,
    /einvoice_validation_duration_seconds_count\{rule_sets="[^"]*en16931-cii[^"]*"\} [1-9]/,
  );

  const path = `/v1/preview/${generated.json.transaction_id}.png?page=1&dpi=72`;
  t.is((await fetch(baseUrl + path)).status, 200);
  t.is((await fetch(baseUrl + path)).status, 200);
  text = await scrape();
  while (sample(text, 'einvoice_preview_cache_total{result="hit"}') < 1) text = await scrape();
  t.is(sample(text, 'einvoice_preview_cache_total{result="miss"}'), 1);
  t.is(sample(text, 'einvoice_preview_cache_total{result="hit"}'), 1);
});

// Serial: a scrape by a test running alongside would start a new window (one monitor per process).
test.serial(
  'the event-loop delay since the previous scrape is reported, then starts again',
  async (t) => {
    const { scrape } = await server(t);
    await scrape();
    // Holds the loop: the monitor's 10 ms timer runs about 400 ms late. Long, so that the load
    // of a busy machine (other suites' JVMs) cannot pass for it or hide the window's restart.
    const until = performance.now() + 400;
    while (performance.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const held = await scrape();
    const heldMax = sample(held, 'nodejs_eventloop_lag_max_seconds');
    t.true(heldMax >= 0.35, held);
    t.true(sample(held, 'nodejs_eventloop_lag_mean_seconds') > 0, held);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await scrape();
    // A new window: the stall is no longer in it.
    t.true(sample(next, 'nodejs_eventloop_lag_max_seconds') < heldMax, next);
  },
);

test.serial('a stall that starts right after a scrape is in the next one', async (t) => {
  const lag = new EventLoopLag();
  await new Promise((resolve) => setTimeout(resolve, 30));
  lag.render();
  // No timer run between the reset and the stall: the sampler must still know when it last ran.
  const until = performance.now() + 120;
  while (performance.now() < until);
  await new Promise((resolve) => setTimeout(resolve, 30));
  t.true(sample(lag.render(), 'nodejs_eventloop_lag_max_seconds') >= 0.1);
});
