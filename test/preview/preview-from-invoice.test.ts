/**
 * A preview from invoice data through the real generate step (produceDocument with a fixed clock):
 * the public example asked as UBL (XML only) renders its visual PDF, the PDF stays available by
 * the new transaction id, and invalid invoice data fails like generate does (400).
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { createContextValues, type HandlerContext } from '@connectrpc/connect';
import { RenderPreviewRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { produceDocument } from '../../src/api/generate/generate-operation.js';
import { testConfig } from '../../src/config.js';
import { describeError } from '../../src/errors/api-error.js';
import { createPreview } from '../../src/preview/index.js';
import { publicExample } from '../helpers/example.js';

const context = () =>
  ({
    requestHeader: new Headers(),
    responseHeader: new Headers(),
    values: createContextValues(),
  }) as unknown as HandlerContext;

let n = 0;
const generate = {
  // A plain PDF carries no XML, so the official rules never run: a validator call is a bug here.
  validator: {
    validate: () => Promise.reject(new Error('no XML to validate in a preview PDF')),
  } as never,
  clock: () => new Date('2026-11-20T10:00:00Z'),
  newTransactionId: () => `tx_json_${++n}`,
  watermark: () => true,
};

test('the public example as UBL renders its visual PDF and keeps it by transaction id', async (t) => {
  const preview = createPreview(testConfig({ previewWorkers: 1 }), {
    produceDocument: (req, ctx) => produceDocument(req, ctx, generate),
  });
  t.teardown(() => preview.close());
  const request = fromJson(RenderPreviewRequestSchema, {
    ...publicExample(),
    format: 'ubl',
    page: 1,
    dpi: 72,
  });
  const rendered = await preview.renderPreview(request, context());
  t.like(rendered, { width: 595, height: 842, source: 'render', pageCount: 1 });
  t.regex(rendered.transactionId ?? '', /^tx_json_\d+$/);
  const again = await preview.renderPreview(
    fromJson(RenderPreviewRequestSchema, { transaction_id: rendered.transactionId ?? '', dpi: 96 }),
    context(),
  );
  t.like(again, {
    width: 794,
    height: 1123,
    source: 'render',
    transactionId: rendered.transactionId,
  });
});

test('invalid invoice data fails as generate does', async (t) => {
  const preview = createPreview(testConfig({ previewWorkers: 1 }), {
    produceDocument: (req, ctx) => produceDocument(req, ctx, generate),
  });
  t.teardown(() => preview.close());
  const example = publicExample();
  example.invoice.items = [];
  const error = await t.throwsAsync(
    preview.renderPreview(fromJson(RenderPreviewRequestSchema, example), context()),
  );
  t.is(describeError(error).reason, 'VALIDATION_FAILED');
  t.is(preview.poolStats().completed, 0);
});
