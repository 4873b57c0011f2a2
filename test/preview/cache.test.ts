/**
 * The transaction cache, the same checks on both stores (in-process and a real Redis started by
 * test/helpers/redis.ts): hits, misses, expiry moved by a test clock, expired vs unknown ids,
 * XML-only transactions; then the in-process bounds and Redis's own PX expiry in real time.
 */
import test, { type ExecutionContext } from 'ava';
import { Redis } from 'ioredis';
import { MemoryTransactionCache } from '../../src/preview/cache/memory-cache.js';
import { RedisTransactionCache } from '../../src/preview/cache/redis-cache.js';
import { TOMBSTONE_MS, type TransactionCache } from '../../src/preview/cache/transaction-cache.js';
import { redisUnavailable, startRedis, type TestRedis } from '../helpers/redis.js';
import { requires } from '../helpers/requires.js';

const TTLS = { pdfMs: 60_000, pngMs: 600_000 };
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 1, 2, 3]);
const PNG = {
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 9]),
  width: 10,
  height: 20,
  pageCount: 2,
  etag: '"abc"',
};

/** A clock the test moves by hand. */
function testClock(start = Date.now()) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

let redis: TestRedis | null = null;
let prefixes = 0;
test.before(async () => {
  redis = await startRedis();
});
test.after.always(async () => {
  await redis?.stop();
});

type Store = 'memory' | 'redis';
/** Declares a test of one store: the Redis ones need redis-server. */
const testOf = (store: Store) => requires(store === 'redis' ? redisUnavailable() : undefined);

function open(
  t: ExecutionContext,
  store: Store,
  clock: () => number,
  ttls = TTLS,
): TransactionCache {
  const cache =
    store === 'memory'
      ? new MemoryTransactionCache({ ttls, clock, maxEntries: 100, maxBytes: 1 << 20 })
      : new RedisTransactionCache({
          url: redis!.url,
          ttls,
          clock,
          keyPrefix: `test:${process.pid}:${++prefixes}:`,
        });
  t.teardown(() => cache.close());
  return cache;
}

for (const store of ['memory', 'redis'] as const) {
  testOf(store)(
    `${store}: a kept PDF is a hit until its TTL, then expired; an id never seen is unknown`,
    async (t) => {
      const clock = testClock();
      const cache = open(t, store, clock.now);
      t.deepEqual(await cache.getPdf('tx_none'), { status: 'unknown' });
      await cache.putPdf('tx_a', PDF);
      const hit = await cache.getPdf('tx_a');
      t.is(hit.status, 'hit');
      t.deepEqual(hit.status === 'hit' ? [...hit.pdf] : [], [...PDF]);
      clock.advance(59_999);
      t.is((await cache.getPdf('tx_a')).status, 'hit');
      clock.advance(1);
      t.deepEqual(await cache.getPdf('tx_a'), { status: 'expired', evicted: false });
      clock.advance(TOMBSTONE_MS);
      t.deepEqual(await cache.getPdf('tx_a'), { status: 'unknown' }, 'the tombstone lasts an hour');
    },
  );

  testOf(store)(
    `${store}: PNGs are keyed by transaction, page and dpi and live 10 minutes`,
    async (t) => {
      const clock = testClock();
      const cache = open(t, store, clock.now);
      const key = { transactionId: 'tx_b', page: 1, dpi: 150 };
      t.is(await cache.getPng(key), undefined);
      const kept = await cache.putPng(key, PNG);
      t.is(kept.expiresAt, clock.now() + 600_000);
      const hit = await cache.getPng(key);
      t.deepEqual(hit && { ...hit, png: [...hit.png] }, {
        ...PNG,
        png: [...PNG.png],
        expiresAt: kept.expiresAt,
      });
      t.is(await cache.getPng({ ...key, page: 2 }), undefined, 'another page misses');
      t.is(await cache.getPng({ ...key, dpi: 72 }), undefined, 'another dpi misses');
      clock.advance(599_999);
      t.truthy(await cache.getPng(key));
      clock.advance(1);
      t.is(await cache.getPng(key), undefined);
    },
  );

  testOf(store)(`${store}: an XML-only transaction is remembered as such`, async (t) => {
    const cache = open(t, store, testClock().now);
    await cache.putPdf('tx_xml', undefined);
    t.deepEqual(await cache.getPdf('tx_xml'), { status: 'no-pdf' });
  });

  testOf(store)(`${store}: TTLs are configurable`, async (t) => {
    const clock = testClock();
    const cache = open(t, store, clock.now, { pdfMs: 5_000, pngMs: 7_000 });
    await cache.putPdf('tx_c', PDF);
    clock.advance(5_000);
    t.is((await cache.getPdf('tx_c')).status, 'expired');
  });
}

testOf('redis')('redis: keys expire in real time by their PX TTL (no clock trick)', async (t) => {
  const cache = open(t, 'redis', Date.now, { pdfMs: 2000, pngMs: 2000 });
  const prefix = `test:${process.pid}:${prefixes}:`; // the prefix open() just gave this cache
  const put = Date.now();
  await cache.putPdf('tx_real', PDF);
  await cache.putPng({ transactionId: 'tx_real', page: 1, dpi: 72 }, PNG);
  t.is((await cache.getPdf('tx_real')).status, 'hit');
  await new Promise((r) => setTimeout(r, put + 2300 - Date.now()));
  t.deepEqual(await cache.getPdf('tx_real'), { status: 'expired', evicted: false });
  t.is(await cache.getPng({ transactionId: 'tx_real', page: 1, dpi: 72 }), undefined);
  const raw = new Redis(redis!.url);
  t.teardown(() => raw.disconnect());
  t.deepEqual(
    await raw.exists(`${prefix}pdf:tx_real`, `${prefix}png:tx_real/1/72`),
    0,
    'Redis dropped both keys itself',
  );
  t.is(await raw.exists(`${prefix}seen:tx_real`), 1, 'the tombstone stays');
});

test('memory: beyond the entry bound the oldest entry goes, and its id reads as evicted', async (t) => {
  const clock = testClock();
  const cache = new MemoryTransactionCache({
    ttls: TTLS,
    clock: clock.now,
    maxEntries: 2,
    maxBytes: 1 << 20,
  });
  t.teardown(() => cache.close());
  await cache.putPdf('tx_1', PDF);
  await cache.putPdf('tx_2', PDF);
  await cache.putPdf('tx_3', PDF);
  t.deepEqual(await cache.getPdf('tx_1'), { status: 'expired', evicted: true });
  t.is((await cache.getPdf('tx_2')).status, 'hit');
  t.is((await cache.getPdf('tx_3')).status, 'hit');
  t.deepEqual(cache.size, { entries: 2, bytes: 2 * PDF.byteLength });
});

test('memory: beyond the byte bound the oldest entries go until it holds', async (t) => {
  const cache = new MemoryTransactionCache({
    ttls: TTLS,
    clock: testClock().now,
    maxEntries: 100,
    maxBytes: 1000,
  });
  t.teardown(() => cache.close());
  const big = { ...PNG, png: new Uint8Array(400) };
  for (let page = 1; page <= 4; page++)
    await cache.putPng({ transactionId: 'tx_big', page, dpi: 150 }, big);
  t.is(await cache.getPng({ transactionId: 'tx_big', page: 1, dpi: 150 }), undefined);
  t.is(await cache.getPng({ transactionId: 'tx_big', page: 2, dpi: 150 }), undefined);
  t.truthy(await cache.getPng({ transactionId: 'tx_big', page: 3, dpi: 150 }));
  t.truthy(await cache.getPng({ transactionId: 'tx_big', page: 4, dpi: 150 }));
  t.deepEqual(cache.size, { entries: 2, bytes: 800 });
});

test('memory: expired entries free their bytes when read', async (t) => {
  const clock = testClock();
  const cache = new MemoryTransactionCache({
    ttls: TTLS,
    clock: clock.now,
    maxEntries: 100,
    maxBytes: 1 << 20,
  });
  t.teardown(() => cache.close());
  await cache.putPdf('tx_old', PDF);
  clock.advance(60_000);
  t.is((await cache.getPdf('tx_old')).status, 'expired');
  t.deepEqual(cache.size, { entries: 0, bytes: 0 });
});
