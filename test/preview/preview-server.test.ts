/**
 * The preview over the wire, on a small server of our own built with build() (before the app
 * wires the preview in): GET /v1/preview/{transaction_id}.png sends the PNG raw with the public
 * headers; errors are JSON (404 saying unknown, 400 for a bad dpi); Connect gets the same bytes.
 */
import test from 'ava';
import { createClient } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-node';
import { InvoiceService } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { testConfig } from '../../src/config.js';
import { createPreview } from '../../src/preview/index.js';
import { build, type EinvoiceServer } from '../../src/server/build.js';
import { validateResponse } from '../../src/validation/checks/index.js';
import { previewPdf } from './fixtures.js';
import { pngSize } from './png-pixels.js';

let server: EinvoiceServer;
let baseUrl: string;
let preview: ReturnType<typeof createPreview>;

test.before(async () => {
  const config = testConfig({ previewWorkers: 1 });
  preview = createPreview(config, {
    produceDocument: async () => {
      throw new Error('not wired in this test');
    },
  });
  server = build(config, {
    invoice: {
      validate: (req) => validateResponse(req),
      preview: (req, ctx) => preview.renderPreview(req, ctx),
    },
    onClose: () => preview.close(),
  });
  baseUrl = `http://127.0.0.1:${await server.listen()}`;
  await preview.onGenerated('tx_rest', await previewPdf());
});

test.after.always(() => server?.close());

test.serial('GET /v1/preview/{id}.png: the PNG as the body with the public headers', async (t) => {
  const response = await fetch(`${baseUrl}/v1/preview/tx_rest.png?page=1&dpi=72`);
  t.is(response.status, 200);
  t.is(response.headers.get('content-type'), 'image/png');
  t.is(response.headers.get('x-transaction-id'), 'tx_rest');
  t.is(response.headers.get('x-preview-source'), 'render');
  t.is(response.headers.get('x-preview-width'), '595');
  t.is(response.headers.get('x-preview-height'), '842');
  t.regex(response.headers.get('cache-control') ?? '', /^private, max-age=\d+$/);
  t.truthy(response.headers.get('etag'));
  t.deepEqual(pngSize(new Uint8Array(await response.arrayBuffer())), { width: 595, height: 842 });

  const etag = response.headers.get('etag')!;
  const again = await fetch(`${baseUrl}/v1/preview/tx_rest.png?dpi=72`, {
    headers: { 'if-none-match': etag },
  });
  t.is(again.status, 304, 'a matching If-None-Match: not modified');
  t.is(again.headers.get('etag'), etag);
  t.regex(again.headers.get('cache-control') ?? '', /^private, max-age=\d+$/);
  t.is((await again.arrayBuffer()).byteLength, 0);

  const weak = await fetch(`${baseUrl}/v1/preview/tx_rest.png?dpi=72`, {
    headers: { 'if-none-match': `"other", W/${etag}` },
  });
  t.is(weak.status, 304, 'If-None-Match compares weakly, in a list');

  const changed = await fetch(`${baseUrl}/v1/preview/tx_rest.png?dpi=72`, {
    headers: { 'if-none-match': '"something-else"' },
  });
  t.is(changed.status, 200);
  t.is(changed.headers.get('x-preview-source'), 'cache');
  t.deepEqual(pngSize(new Uint8Array(await changed.arrayBuffer())), { width: 595, height: 842 });

  const otherPage = await fetch(`${baseUrl}/v1/preview/tx_rest.png?dpi=150`, {
    headers: { 'if-none-match': etag },
  });
  t.is(otherPage.status, 200, 'another dpi is another image');
});

test.serial('POST /v1/preview with transaction_id answers the same image', async (t) => {
  const response = await fetch(`${baseUrl}/v1/preview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ transaction_id: 'tx_rest', dpi: 72 }),
  });
  t.is(response.status, 200);
  t.is(response.headers.get('x-preview-source'), 'cache');
});

test('an unknown transaction is a 404 JSON error saying so', async (t) => {
  const response = await fetch(`${baseUrl}/v1/preview/tx_nobody.png`);
  t.is(response.status, 404);
  const body = (await response.json()) as { error: string; message: string };
  t.is(body.error, 'transaction_not_found');
  t.regex(body.message, /unknown/);
});

test('dpi out of range is a 400; a page past the end a 404', async (t) => {
  t.is((await fetch(`${baseUrl}/v1/preview/tx_rest.png?dpi=600`)).status, 400);
  const page = await fetch(`${baseUrl}/v1/preview/tx_rest.png?page=9&dpi=72`);
  t.is(page.status, 404);
  t.is(((await page.json()) as { error: string }).error, 'page_not_found');
});

test('Connect: RenderPreview returns the PNG bytes with width, height and source', async (t) => {
  const client = createClient(
    InvoiceService,
    createConnectTransport({ baseUrl, httpVersion: '1.1' }),
  );
  const response = await client.renderPreview({
    input: { case: 'transactionId', value: 'tx_rest' },
    dpi: 80,
  });
  t.like(response, { width: 661, height: 935, transactionId: 'tx_rest', pageCount: 1 });
  t.is(response.image?.contentType, 'image/png');
  t.deepEqual(pngSize(response.image!.data), { width: 661, height: 935 });
});
