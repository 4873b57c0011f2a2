/**
 * The rasteriser: pixel size = page size × dpi / 72, a known invoice against its golden image
 * (mean absolute pixel difference, not byte equality), pages past the end, and the pool's bound.
 */
import { readFileSync } from 'node:fs';
import test from 'ava';
import { rasterise } from '../../src/preview/render/rasterise.js';
import { RenderPool } from '../../src/preview/render/render-pool.js';
import { previewPdf } from './fixtures.js';
import { decodePng, meanAbsoluteDifference, pngSize } from './png-pixels.js';

const GOLDEN = new URL('./golden/known-invoice-72dpi.png', import.meta.url);
/** Anti-aliasing and font rasterisation may differ a little between machines; layouts may not. */
const TOLERANCE = 1.0;

for (const [dpi, width, height] of [
  [72, 595, 842],
  [150, 1240, 1754],
  [300, 2480, 3508],
] as const) {
  test(`A4 at ${dpi} dpi is ${width} × ${height} pixels (page size × dpi / 72)`, async (t) => {
    const result = await rasterise({ pdf: await previewPdf(), page: 1, dpi });
    if (!result.ok) return t.fail('page 1 missing');
    t.deepEqual([result.width, result.height], [width, height]);
    t.deepEqual(pngSize(result.png), { width, height });
    t.deepEqual([...result.png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
}

test('the known invoice matches its golden image within the tolerance', async (t) => {
  const result = await rasterise({ pdf: await previewPdf(), page: 1, dpi: 72 });
  if (!result.ok) return t.fail('page 1 missing');
  const difference = meanAbsoluteDifference(
    await decodePng(result.png),
    await decodePng(readFileSync(GOLDEN)),
  );
  t.true(
    difference <= TOLERANCE,
    `mean absolute difference ${difference.toFixed(3)} > ${TOLERANCE} (regenerate with test/preview/golden/make-golden.ts only if the layout changed on purpose)`,
  );
});

test.serial(
  'renders one after another reuse a canvas and start from a clean one: sizes and pixels as if fresh',
  async (t) => {
    // A 300-dpi page of another invoice first leaves its pixels and its state in the kept canvas.
    const other = await rasterise({
      pdf: await previewPdf({ lines: 12, number: 'PV-2026-9998' }),
      page: 1,
      dpi: 300,
    });
    t.true(other.ok);
    const known = await rasterise({ pdf: await previewPdf(), page: 1, dpi: 72 });
    if (!known.ok) return t.fail('page 1 missing');
    t.deepEqual(pngSize(known.png), { width: 595, height: 842 });
    const difference = meanAbsoluteDifference(
      await decodePng(known.png),
      await decodePng(readFileSync(GOLDEN)),
    );
    t.true(
      difference <= TOLERANCE,
      `mean absolute difference ${difference.toFixed(3)} after a larger render`,
    );
    const again = await rasterise({ pdf: await previewPdf(), page: 1, dpi: 72 });
    t.deepEqual(again.ok && again.etag, known.etag, 'the same page twice: the same PNG');
  },
);

test('the golden comparison tells another invoice apart (the metric can fail)', async (t) => {
  const other = await rasterise({
    pdf: await previewPdf({ lines: 12, number: 'PV-2026-9999' }),
    page: 1,
    dpi: 72,
  });
  if (!other.ok) return t.fail('page 1 missing');
  const difference = meanAbsoluteDifference(
    await decodePng(other.png),
    await decodePng(readFileSync(GOLDEN)),
  );
  t.true(difference > TOLERANCE * 2, `difference ${difference.toFixed(3)}`);
});

test('a page past the last is reported with the page count', async (t) => {
  const result = await rasterise({ pdf: await previewPdf(), page: 2, dpi: 72 });
  t.deepEqual(result, { ok: false, reason: 'PAGE_NOT_FOUND', pageCount: 1 });
});

test('every page of a multi-page invoice renders', async (t) => {
  const pdf = await previewPdf({ lines: 40 });
  const second = await rasterise({ pdf, page: 2, dpi: 72 });
  t.true(second.ok);
  t.is(second.pageCount, 2);
});

test('many concurrent renders stay within the pool size', async (t) => {
  const pool = new RenderPool(2);
  t.teardown(() => pool.close());
  const pdf = await previewPdf();
  const results = await Promise.all(
    Array.from({ length: 8 }, (_, i) => pool.render({ pdf, page: 1, dpi: 72 + i })),
  );
  t.true(results.every((r) => r.ok));
  const stats = pool.counters;
  t.is(stats.maxActive, 2, 'both workers were used, never more');
  t.is(stats.completed, 8);
  t.is(stats.active, 0);
  t.is(stats.queued, 0);
});

test('a closed pool refuses work', async (t) => {
  const pool = new RenderPool(1);
  await pool.close();
  await t.throwsAsync(pool.render({ pdf: await previewPdf(), page: 1, dpi: 72 }), {
    name: 'RenderError',
  });
});

test('a render past its deadline fails and its worker is replaced', async (t) => {
  const pool = new RenderPool(1, 1);
  t.teardown(() => pool.close());
  const pdf = await previewPdf();
  await t.throwsAsync(pool.render({ pdf, page: 1, dpi: 300 }), {
    name: 'RenderError',
    message: /longer than 1 ms/,
  });
  t.like(pool.counters, { active: 0, queued: 0 });
});

test('an idle worker is stopped after idleMs, and the next render starts one again', async (t) => {
  const pool = new RenderPool(2, 30_000, 300);
  t.teardown(() => pool.close());
  const pdf = await previewPdf();
  pool.warmUp(1);
  t.is(pool.running, 1, 'warmUp(1) starts one worker, not the whole pool');
  t.true((await pool.render({ pdf, page: 1, dpi: 72 })).ok);
  t.is(pool.running, 1);
  const until = Date.now() + 10_000;
  while (pool.running > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  t.is(pool.running, 0, 'stopped once idle');
  t.true(
    (await pool.render({ pdf, page: 1, dpi: 72 })).ok,
    'a render after the stop starts a worker again',
  );
  t.is(pool.counters.completed, 2);
});
