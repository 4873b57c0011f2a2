/**
 * A preview of a KSeF FA(3) invoice without its KSeF number: rendered as the plain visual PDF
 * but judged as format ksef, as generate ksef judges it. A correction without lines (no BR-16), a
 * buyer without a name (no BR-7) and a correction line with a negative price (no BR-27) render;
 * what FA(3) requires (a seller NIP with its check digit) fails as generate ksef does.
 */
import test from 'ava';
import { polishSeller, polishBuyer } from '../helpers/polish-invoice.js';
import { fromJson } from '@bufbuild/protobuf';
import { createContextValues, type HandlerContext } from '@connectrpc/connect';
import { RenderPreviewRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { produceDocument } from '../../src/api/generate/generate-operation.js';
import { testConfig } from '../../src/config.js';
import { describeError } from '../../src/errors/api-error.js';
import { createPreview } from '../../src/preview/index.js';

const context = () =>
  ({
    requestHeader: new Headers(),
    responseHeader: new Headers(),
    values: createContextValues(),
  }) as unknown as HandlerContext;

let n = 0;
const generate = {
  // The plain PDF carries no XML, so the official rules never run: a validator call is a bug here.
  validator: {
    validate: () => Promise.reject(new Error('no XML to validate in a preview PDF')),
  } as never,
  clock: () => new Date('2026-03-20T10:00:00Z'),
  newTransactionId: () => `tx_ksef_${++n}`,
  watermark: () => true,
};

/** A Polish correction (KOR, 384) of one invoice at 23 %, as a preview request body. */
function correction(): any {
  return {
    format: 'ksef',
    page: 1,
    dpi: 72,
    invoice: {
      number: 'FK/2026/03/001',
      date: '2026-03-15',
      type_code: '384',
      currency: 'PLN',
      seller: polishSeller(),
      buyer: polishBuyer(),
      preceding_invoices: [{ number: 'FV/2026/02/150', date: '2026-02-15' }],
      items: [{ description: 'Lodówka', quantity: 1, unit: 'C62', unit_price: -100, vat_rate: 23 }],
    },
  };
}

const previewOf = () => {
  const preview = createPreview(testConfig({ previewWorkers: 1 }), {
    produceDocument: (req, ctx, precheck) => produceDocument(req, ctx, generate, precheck),
  });
  return preview;
};

test('ksef without KSeF number: BR-7, BR-16 and BR-27 waived as generate ksef waives them', async (t) => {
  const preview = previewOf();
  t.teardown(() => preview.close());
  const negative = correction(); // BR-27
  const lineless = correction(); // BR-16
  lineless.invoice.items = [];
  const nameless = correction(); // BR-7
  nameless.invoice.type_code = '380';
  delete nameless.invoice.preceding_invoices;
  nameless.invoice.items[0].unit_price = 100;
  nameless.invoice.buyer = { vat_id: 'PL1111111111', country: 'PL' };
  for (const body of [negative, lineless, nameless]) {
    const rendered = await preview.renderPreview(
      fromJson(RenderPreviewRequestSchema, body),
      context(),
    );
    t.like(rendered, { source: 'render', pageCount: 1 });
  }
});

test('ksef without KSeF number: what FA(3) requires fails as generate ksef does', async (t) => {
  const preview = previewOf();
  t.teardown(() => preview.close());
  const body = correction();
  body.invoice.seller.vat_id = 'PL1234567890'; // the NIP's check digit fails
  const error = await t.throwsAsync(
    preview.renderPreview(fromJson(RenderPreviewRequestSchema, body), context()),
  );
  const described = describeError(error);
  t.is(described.reason, 'VALIDATION_FAILED');
  t.regex(JSON.stringify(described), /seller\.vat_id/);
  t.is(preview.poolStats().completed, 0);
});
