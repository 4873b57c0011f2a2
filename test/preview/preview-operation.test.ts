/**
 * The RenderPreview operation on plain function calls: by transaction id (render, then cache),
 * headers, the errors (bad dpi or page 400, page past the end 404, unknown / expired / XML-only
 * transaction 404 saying which), invoice data (rendered through produceDocument, XML-only
 * formats as their visual PDF), and concurrent previews within the pool.
 */
import test, { type ExecutionContext } from 'ava';
import { create } from '@bufbuild/protobuf';
import { createContextValues, type HandlerContext } from '@connectrpc/connect';
import {
  RenderPreviewRequestSchema,
  type GenerateInvoiceRequest,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { testConfig } from '../../src/config.js';
import { describeError } from '../../src/errors/api-error.js';
import { MemoryTransactionCache } from '../../src/preview/cache/memory-cache.js';
import { createPreview, type PreviewDependencies } from '../../src/preview/index.js';
import { previewPdf } from './fixtures.js';
import { pngSize } from './png-pixels.js';

function context(): HandlerContext {
  return {
    requestHeader: new Headers(),
    responseHeader: new Headers(),
    values: createContextValues(),
  } as unknown as HandlerContext;
}

function request(fields: Parameters<typeof create<typeof RenderPreviewRequestSchema>>[1]) {
  return create(RenderPreviewRequestSchema, fields);
}

function setUp(t: ExecutionContext, deps: Partial<PreviewDependencies> = {}, workers = 1) {
  let now = Date.now();
  const clock = () => now;
  const config = testConfig({ previewWorkers: workers });
  const cache = new MemoryTransactionCache({
    ttls: { pdfMs: 60_000, pngMs: 600_000 },
    clock,
    maxEntries: 100,
    maxBytes: 64 << 20,
  });
  const produceDocument =
    deps.produceDocument ??
    (async () => {
      throw new Error('not used');
    });
  const preview = createPreview(config, { produceDocument, clock, cache, ...deps });
  t.teardown(() => preview.close());
  return { preview, advance: (ms: number) => void (now += ms) };
}

async function reasonOf(t: ExecutionContext, promise: Promise<unknown>) {
  const error = await t.throwsAsync(promise);
  return describeError(error);
}

test('by transaction id: rendered first, then from the cache, with the public headers', async (t) => {
  const { preview } = setUp(t);
  await preview.onGenerated('tx_known', await previewPdf());
  const first = context();
  const rendered = await preview.renderPreview(
    request({ input: { case: 'transactionId', value: 'tx_known' }, dpi: 72 }),
    first,
  );
  t.like(rendered, {
    width: 595,
    height: 842,
    source: 'render',
    transactionId: 'tx_known',
    pageCount: 1,
  });
  t.is(rendered.image?.contentType, 'image/png');
  t.deepEqual(pngSize(rendered.image!.data as Uint8Array), { width: 595, height: 842 });
  t.is(first.responseHeader.get('x-transaction-id'), 'tx_known');
  t.is(first.responseHeader.get('x-preview-source'), 'render');
  t.is(first.responseHeader.get('x-preview-width'), '595');
  t.is(first.responseHeader.get('x-preview-height'), '842');
  t.is(first.responseHeader.get('cache-control'), 'private, max-age=600');
  t.regex(first.responseHeader.get('etag') ?? '', /^"[A-Za-z0-9_-]{32}"$/);

  const second = context();
  const cached = await preview.renderPreview(
    request({ input: { case: 'transactionId', value: 'tx_known' }, dpi: 72 }),
    second,
  );
  t.is(cached.source, 'cache');
  t.is(second.responseHeader.get('x-preview-source'), 'cache');
  t.is(second.responseHeader.get('etag'), first.responseHeader.get('etag'));
  t.deepEqual(cached.image?.data, rendered.image?.data);
  t.is(preview.poolStats().completed, 1, 'the cached answer rendered nothing');
});

test('defaults: page 1 at 150 dpi (A4 1240 × 1754)', async (t) => {
  const { preview } = setUp(t);
  await preview.onGenerated('tx_default', await previewPdf());
  t.like(
    await preview.renderPreview(
      request({ input: { case: 'transactionId', value: 'tx_default' } }),
      context(),
    ),
    { width: 1240, height: 1754 },
  );
});

test('the PNG outlives the PDF: 10 minutes against 1', async (t) => {
  const { preview, advance } = setUp(t);
  await preview.onGenerated('tx_png', await previewPdf());
  await preview.renderPreview(
    request({ input: { case: 'transactionId', value: 'tx_png' }, dpi: 72 }),
    context(),
  );
  advance(5 * 60_000);
  const ctx = context();
  t.is(
    (
      await preview.renderPreview(
        request({ input: { case: 'transactionId', value: 'tx_png' }, dpi: 72 }),
        ctx,
      )
    ).source,
    'cache',
  );
  t.is(ctx.responseHeader.get('cache-control'), 'private, max-age=300');
  const otherDpi = await reasonOf(
    t,
    preview.renderPreview(
      request({ input: { case: 'transactionId', value: 'tx_png' }, dpi: 96 }),
      context(),
    ),
  );
  t.is(otherDpi.reason, 'TRANSACTION_NOT_FOUND', 'a new render needs the PDF, which has expired');
});

for (const [fields, path] of [
  [{ dpi: 71 }, '$.dpi'],
  [{ dpi: 301 }, '$.dpi'],
  [{ page: 0 }, '$.page'],
  [{ page: -3 }, '$.page'],
] as const) {
  test(`${JSON.stringify(fields)} is INVALID_REQUEST (400) at ${path}`, async (t) => {
    const { preview } = setUp(t);
    const error = await reasonOf(
      t,
      preview.renderPreview(
        request({ input: { case: 'transactionId', value: 'tx_x' }, ...fields }),
        context(),
      ),
    );
    t.is(error.reason, 'INVALID_REQUEST');
    t.is(error.problems[0]?.path, path);
  });
}

test('neither transaction_id nor invoice is INVALID_REQUEST, an empty transaction_id as well (both cannot be set: a oneof)', async (t) => {
  const { preview } = setUp(t);
  for (const input of [
    undefined,
    { case: 'transactionId', value: '' },
    { case: 'transactionId', value: '  ' },
  ] as const) {
    const error = await reasonOf(
      t,
      preview.renderPreview(request(input ? { input } : {}), context()),
    );
    t.is(error.reason, 'INVALID_REQUEST');
    t.like(error.problems[0], { path: '$.transaction_id', code: 'REQUIRED' });
  }
});

test('a page past the last is PAGE_NOT_FOUND (404) with the page count', async (t) => {
  const { preview } = setUp(t);
  await preview.onGenerated('tx_one_page', await previewPdf());
  const error = await reasonOf(
    t,
    preview.renderPreview(
      request({ input: { case: 'transactionId', value: 'tx_one_page' }, page: 2, dpi: 72 }),
      context(),
    ),
  );
  t.is(error.reason, 'PAGE_NOT_FOUND');
  t.regex(error.message, /page 2 does not exist: the invoice has 1 page/);
  t.deepEqual(error.extra, { page_count: 1 });
});

test('unknown, expired and XML-only transactions are TRANSACTION_NOT_FOUND (404) saying which', async (t) => {
  const { preview, advance } = setUp(t);
  const unknown = await reasonOf(
    t,
    preview.renderPreview(
      request({ input: { case: 'transactionId', value: 'tx_never' } }),
      context(),
    ),
  );
  t.is(unknown.reason, 'TRANSACTION_NOT_FOUND');
  t.regex(unknown.message, /tx_never is unknown/);
  t.deepEqual(unknown.extra, { transaction_state: 'unknown' });

  await preview.onGenerated('tx_late', await previewPdf());
  advance(60_000);
  const expired = await reasonOf(
    t,
    preview.renderPreview(
      request({ input: { case: 'transactionId', value: 'tx_late' } }),
      context(),
    ),
  );
  t.regex(expired.message, /tx_late has expired: its PDF is kept 60 s/);
  t.deepEqual(expired.extra, { transaction_state: 'expired' });

  await preview.onGenerated('tx_ubl', undefined);
  const xmlOnly = await reasonOf(
    t,
    preview.renderPreview(
      request({ input: { case: 'transactionId', value: 'tx_ubl' } }),
      context(),
    ),
  );
  t.regex(xmlOnly.message, /produced XML only/);
  t.deepEqual(xmlOnly.extra, { transaction_state: 'xml_only' });
});

test('from invoice data: produceDocument makes the PDF, which stays available by its transaction id', async (t) => {
  const seen: GenerateInvoiceRequest[] = [];
  const pdf = await previewPdf({ lines: 40 });
  const { preview } = setUp(t, {
    produceDocument: async (req) => {
      seen.push(req);
      return { response: { transactionId: 'tx_from_json' }, pdf };
    },
  });
  const invoice = { number: 'PV-1', seller: { country: 'DE' }, buyer: { country: 'DE' } };
  const rendered = await preview.renderPreview(
    request({
      format: 'zugferd',
      template: 'compact',
      locale: 'de',
      input: { case: 'invoice', value: invoice },
      page: 2,
      dpi: 72,
    }),
    context(),
  );
  t.like(rendered, { source: 'render', transactionId: 'tx_from_json', pageCount: 2 });
  t.like(seen[0], { format: 'zugferd', template: 'compact', locale: 'de' });
  t.is(seen[0]?.invoice?.number, 'PV-1');
  t.is(
    (
      await preview.renderPreview(
        request({ input: { case: 'transactionId', value: 'tx_from_json' }, dpi: 72 }),
        context(),
      )
    ).source,
    'render',
    'page 1 from the kept PDF',
  );
});

test('from invoice data in an XML-only format: the visual PDF of the same invoice (format pdf)', async (t) => {
  const seen: GenerateInvoiceRequest[] = [];
  const pdf = await previewPdf();
  const { preview } = setUp(t, {
    produceDocument: async (req) => (seen.push(req), { response: { transactionId: 'tx_p' }, pdf }),
  });
  await preview.renderPreview(
    request({
      format: 'peppol',
      countryProfile: 'pint_sg',
      input: { case: 'invoice', value: { number: 'X' } },
      dpi: 72,
    }),
    context(),
  );
  t.like(seen[0], { format: 'pdf', countryProfile: '' });
  // auto resolving to an XML-only format (an Italian seller: FatturaPA) renders the visual PDF too.
  await preview.renderPreview(
    request({
      format: 'auto',
      input: {
        case: 'invoice',
        value: { number: 'Y', seller: { country: 'IT' }, buyer: { country: 'IT' } },
      },
      dpi: 72,
    }),
    context(),
  );
  t.is(seen[1]?.format, 'pdf');
});

test('many concurrent previews stay within the pool; equal requests share one render', async (t) => {
  const { preview } = setUp(t, {}, 2);
  const pdf = await previewPdf();
  for (let i = 0; i < 6; i++) await preview.onGenerated(`tx_c${i}`, pdf);
  const distinct = Array.from({ length: 6 }, (_, i) =>
    preview.renderPreview(
      request({ input: { case: 'transactionId', value: `tx_c${i}` }, dpi: 72 }),
      context(),
    ),
  );
  const same = Array.from({ length: 5 }, () =>
    preview.renderPreview(
      request({ input: { case: 'transactionId', value: 'tx_c0' }, dpi: 100 }),
      context(),
    ),
  );
  const results = await Promise.all([...distinct, ...same]);
  t.true(results.every((r) => r.image?.contentType === 'image/png'));
  const stats = preview.poolStats();
  t.is(stats.maxActive, 2);
  t.is(stats.completed, 7, '6 distinct renders + 1 shared by 5 equal requests');
});
