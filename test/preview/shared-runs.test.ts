/**
 * The cache's shared stream bodies: a packed PDF unpacks to the same bytes whatever they are
 * (real PDFs, and bytes with the keywords in odd places), the PDFs of two different invoices hold
 * their fonts and ICC profile once, and a run goes with the last PDF that uses it.
 */
import test from 'ava';
import { SharedRuns, streamBodies } from '../../src/preview/cache/shared-runs.js';
import { MemoryTransactionCache } from '../../src/preview/cache/memory-cache.js';
import { previewPdf } from './fixtures.js';

const TTLS = { pdfMs: 60_000, pngMs: 600_000 };

/** A small deterministic generator (the cases are the same on every run). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Random bytes with the keywords and line ends spliced in at random places. */
function oddBytes(random: () => number): Uint8Array {
  const pieces = [
    'stream\n',
    'stream\r\n',
    'stream',
    'endstream',
    '\r',
    '\n',
    'streamendstream',
    'stream\r',
  ];
  const chunks: Buffer[] = [];
  const count = Math.floor(random() * 12);
  for (let i = 0; i < count; i++) {
    const noise = Buffer.alloc(Math.floor(random() * 40));
    for (let j = 0; j < noise.length; j++) noise[j] = Math.floor(random() * 256);
    chunks.push(noise, Buffer.from(pieces[Math.floor(random() * pieces.length)]!, 'latin1'));
  }
  return new Uint8Array(Buffer.concat(chunks));
}

test('packed bytes unpack to the same bytes, whatever the keywords around them', (t) => {
  const random = prng(19);
  const shared = new SharedRuns(4);
  const packs = [];
  for (let i = 0; i < 500; i++) {
    const bytes = oddBytes(random);
    const packed = shared.pack(bytes);
    t.deepEqual(Buffer.from(shared.unpack(packed)), Buffer.from(bytes), `case ${i}`);
    packs.push(packed);
  }
  for (const packed of packs) shared.release(packed);
  t.deepEqual(shared.size, { runs: 0, bytes: 0 }, 'every run left with its last user');
});

test('the PDFs of two different invoices keep their fonts and ICC profile once', async (t) => {
  const first = await previewPdf({ lines: 10, number: 'SR-1' });
  const second = await previewPdf({ lines: 30, number: 'SR-2' });
  const bodies = streamBodies(Buffer.from(second));
  t.true(bodies.length >= 3, 'the font programs and the profile are long streams');
  const shared = new SharedRuns();
  const a = shared.pack(first);
  const b = shared.pack(second);
  t.deepEqual(Buffer.from(shared.unpack(a)), Buffer.from(first));
  t.deepEqual(Buffer.from(shared.unpack(b)), Buffer.from(second));
  const common = b.runs.filter((run) => a.runs.includes(run));
  const commonBytes = common.reduce((n, run) => n + run.byteLength, 0);
  t.true(commonBytes > 20_000, `${commonBytes} bytes held once for both`);
  const held = shared.size.bytes;
  t.is(
    held,
    [...new Set([...a.runs, ...b.runs])].reduce((n, run) => n + run.byteLength, 0),
  );
  shared.release(a);
  t.is(
    shared.size.bytes,
    b.runs.reduce((n, run) => n + run.byteLength, 0),
    'the second PDF keeps the runs it uses',
  );
  t.deepEqual(Buffer.from(shared.unpack(b)), Buffer.from(second));
  shared.release(b);
  t.deepEqual(shared.size, { runs: 0, bytes: 0 });
});

test("the cache keeps a copy: changing the caller's buffer later changes nothing", async (t) => {
  const cache = new MemoryTransactionCache({ ttls: TTLS, maxEntries: 10, maxBytes: 1 << 24 });
  t.teardown(() => cache.close());
  const pdf = await previewPdf({ lines: 3 });
  const original = Buffer.from(pdf);
  await cache.putPdf('tx_copy', pdf);
  pdf.fill(0);
  const hit = await cache.getPdf('tx_copy');
  t.deepEqual(hit.status === 'hit' ? Buffer.from(hit.pdf) : undefined, original);
});

test('the in-process cache holds shared runs once and frees them with its last PDF', async (t) => {
  const cache = new MemoryTransactionCache({ ttls: TTLS, maxEntries: 2, maxBytes: 1 << 24 });
  const pdfs = await Promise.all(
    [1, 2, 3].map((n) => previewPdf({ lines: 3 + n, number: `SR-C${n}` })),
  );
  for (const [i, pdf] of pdfs.entries()) await cache.putPdf(`tx_${i}`, pdf);
  t.deepEqual(
    cache.size,
    { entries: 2, bytes: pdfs[1]!.byteLength + pdfs[2]!.byteLength },
    'the bounds count full sizes',
  );
  const perPdf = streamBodies(Buffer.from(pdfs[2]!)).reduce(
    (n, [start, end]) => n + end - start,
    0,
  );
  t.true(
    cache.sharedRuns.bytes < 2 * perPdf,
    `${cache.sharedRuns.bytes} bytes of runs for two PDFs of ${perPdf} each`,
  );
  for (const [i, pdf] of pdfs.entries()) {
    const hit = await cache.getPdf(`tx_${i}`);
    if (i === 0) t.is(hit.status, 'expired');
    else t.deepEqual(hit.status === 'hit' ? Buffer.from(hit.pdf) : undefined, Buffer.from(pdf));
  }
  await cache.close();
  t.deepEqual(cache.sharedRuns, { runs: 0, bytes: 0 });
});
