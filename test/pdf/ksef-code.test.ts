/**
 * The visualisation of a KSeF FA(3) invoice given its KSeF number: generate returns it in
 * pdf_base64 beside the FA(3) XML, and its QR code (KOD I), read back from the rendered page,
 * is the verification link of exactly the XML returned (SHA-256 of its bytes, seller NIP, P_1).
 * Without a KSeF number there is no PDF.
 */
import test from 'ava';
import { polishBuyer } from '../helpers/polish-invoice.js';
import jsQRModule from 'jsqr';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { rasterise } from '../../src/preview/render/rasterise.js';
import { ksefNumberValid, ksefVerificationUrl } from '../../src/syntax/ksef/index.js';
import { qrModules } from '../../src/pdf/layout/ksef-code.js';
import { postJson as postAnonymous, withDemoKey } from '../helpers/server.js';

/** jsqr is CommonJS: its default export is module.exports, the decoder itself at run time. */
type Decoder = typeof jsQRModule.default;
const jsQR: Decoder =
  (jsQRModule as unknown as { default?: Decoder }).default ?? (jsQRModule as unknown as Decoder);

const postJson = (baseUrl: string, path: string, body: unknown) =>
  postAnonymous(baseUrl, path, body, withDemoKey());

let baseUrl = '';
let close: () => Promise<void> = async () => {};
test.before(async () => {
  const app = createApp(testConfig(), { clock: () => new Date('2026-03-02T10:00:00Z') });
  baseUrl = `http://127.0.0.1:${await app.listen()}`;
  close = () => app.close();
});
test.after.always(() => close());

const KSEF_NUMBER = [...Array(256).keys()]
  .map((n) => `9999999999-20260302-0123456789AB-${n.toString(16).toUpperCase().padStart(2, '0')}`)
  .find(ksefNumberValid)!;

function body(ksefNumber?: string): any {
  return {
    format: 'ksef',
    invoice: {
      number: 'FV/2026/03/001',
      date: '2026-03-02',
      due_date: '2026-03-16',
      currency: 'PLN',
      ...(ksefNumber ? { ksef_number: ksefNumber, ksef_environment: 'test' } : {}),
      seller: {
        name: 'ABC AGD sp. z o.o.',
        vat_id: 'PL9999999999',
        street: 'ul. Kwiatowa 1',
        city: 'Warszawa',
        postal_code: '00-001',
        country: 'PL',
      },
      buyer: polishBuyer(),
      items: [{ description: 'Lodówka', quantity: 1, unit_price: 1000, vat_rate: 23 }],
    },
  };
}

/** The text a QR code in a PNG encodes, or undefined. */
async function decodeQr(png: Uint8Array): Promise<string | undefined> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
  return jsQR(new Uint8ClampedArray(data.buffer), width, height)?.data;
}

test.serial('the QR modules encode the link (read back by an independent decoder)', async (t) => {
  const url = ksefVerificationUrl('<x/>', '9999999999', '2026-03-02', 'prod');
  const modules = qrModules(url);
  const unit = 4;
  const side = (modules.length + 8) * unit;
  const canvas = createCanvas(side, side);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.fillStyle = '#000';
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) context.fillRect((c + 4) * unit, (r + 4) * unit, unit, unit);
    }),
  );
  t.is(await decodeQr(canvas.toBuffer('image/png')), url);
});

test.serial(
  'generate ksef with its KSeF number: the visualisation with KOD I of the XML returned',
  async (t) => {
    const res = await postJson(baseUrl, '/v1/generate', body(KSEF_NUMBER));
    t.is(res.status, 200, res.text);
    t.is(res.json.filename, 'invoice-FV_2026_03_001.xml');
    const xml = Buffer.from(res.json.xml_base64, 'base64');
    const pdf = Buffer.from(res.json.pdf_base64 ?? '', 'base64');
    t.is(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    const page = await rasterise({ pdf, page: 1, dpi: 150 });
    if (!page.ok) return t.fail(`page 1 not rendered: ${page.reason}`);
    const expected = ksefVerificationUrl(xml, '9999999999', '2026-03-02', 'test');
    t.true(expected.startsWith('https://qr-test.ksef.mf.gov.pl/invoice/9999999999/02-03-2026/'));
    t.is(await decodeQr(page.png), expected);
  },
);

test.serial('generate ksef without a KSeF number: the XML only', async (t) => {
  const res = await postJson(baseUrl, '/v1/generate', body());
  t.is(res.status, 200, res.text);
  t.is(res.json.pdf_base64 ?? '', '');
});

test.serial(
  'preview of ksef invoice data with its KSeF number shows KOD I of the FA(3)',
  async (t) => {
    const res = await fetch(`${baseUrl}/v1/preview`, {
      method: 'POST',
      headers: withDemoKey({ 'content-type': 'application/json' }),
      body: JSON.stringify({ ...body(KSEF_NUMBER), dpi: 150 }),
    });
    t.is(res.status, 200);
    t.is(res.headers.get('content-type'), 'image/png');
    const png = new Uint8Array(await res.arrayBuffer());
    // The FA(3) the same data generates: its hash is in the link.
    const gen = await postJson(baseUrl, '/v1/generate', body(KSEF_NUMBER));
    const xml = Buffer.from(gen.json.xml_base64, 'base64');
    t.is(await decodeQr(png), ksefVerificationUrl(xml, '9999999999', '2026-03-02', 'test'));
  },
);
