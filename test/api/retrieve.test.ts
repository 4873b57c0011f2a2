// RetrieveInvoice over REST: the three input methods of the public API, the 200/422 contract,
// INVALID_BASE64 and format errors as answers in the request's locale, and a round trip of a
// generated ZUGFeRD PDF back into the JSON that produced it.
import test from 'ava';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { publicExample } from '../helpers/example.js';
import { postJson as postAnonymous, withDemoKey } from '../helpers/server.js';

/** Keyed operations carry the public demo key. */
const postJson = (
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) => postAnonymous(baseUrl, path, body, withDemoKey(headers));

let baseUrl = '';
let close: () => Promise<void> = async () => {};
let pdf: Buffer;
let xml: Buffer;

test.before(async () => {
  const app = createApp(testConfig());
  baseUrl = `http://127.0.0.1:${await app.listen()}`;
  close = () => app.close();
  const generated = await postJson(baseUrl, '/v1/generate', publicExample());
  pdf = Buffer.from(generated.json.pdf_base64, 'base64');
  xml = Buffer.from(generated.json.xml_base64, 'base64');
});
test.after.always(() => close());

function assertRoundTrip(t: any, invoice: any) {
  const original = publicExample().invoice;
  t.is(invoice.number, original.number);
  t.is(invoice.date, original.date);
  t.is(invoice.due_date, original.due_date);
  t.is(invoice.seller.vat_id, original.seller.vat_id);
  t.is(invoice.buyer.name, original.buyer.name);
  t.is(invoice.items.length, original.items.length);
  t.deepEqual(
    invoice.items.map((i: any) => [i.quantity, i.unit_price, i.vat_rate]),
    original.items.map((i: any) => [i.quantity, i.unit_price, i.vat_rate ?? 19]),
  );
  t.is(invoice.payment.iban, original.payment.iban.replace(/\s/g, ''));
}

test('JSON with data_base64: 200, the generate JSON back, source XML on request', async (t) => {
  const res = await postJson(baseUrl, '/v1/retrieve', {
    data_base64: pdf.toString('base64'),
    include_source_xml: true,
  });
  t.is(res.status, 200, res.text.slice(0, 500));
  t.true(res.json.valid);
  t.is(res.json.format.detected_format, 'zugferd');
  t.is(res.json.format.xml_type, 'CII');
  t.true(res.json.format.has_pdf);
  t.regex(res.json.transaction_id, /^tx_/);
  t.deepEqual(Buffer.from(res.json.source_xml_base64, 'base64'), xml);
  assertRoundTrip(t, res.json.invoice);
});

test('multipart with a file part, and a raw XML body with X-Include-Source-Xml', async (t) => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'invoice.pdf');
  form.set('include_source_xml', 'false');
  const multipart = await fetch(`${baseUrl}/v1/retrieve`, {
    method: 'POST',
    headers: withDemoKey(),
    body: form,
  });
  t.is(multipart.status, 200);
  const mp = await multipart.json();
  t.false('source_xml_base64' in mp);
  assertRoundTrip(t, mp.invoice);

  const raw = await fetch(`${baseUrl}/v1/retrieve`, {
    method: 'POST',
    headers: withDemoKey({ 'content-type': 'application/xml', 'x-include-source-xml': 'true' }),
    body: new Uint8Array(xml),
  });
  t.is(raw.status, 200);
  const rj = await raw.json();
  t.false(rj.format.has_pdf);
  t.deepEqual(Buffer.from(rj.source_xml_base64, 'base64'), xml);
  assertRoundTrip(t, rj.invoice);
});

test('invalid base64: 422 INVALID_BASE64 in the requested locale, invoice null', async (t) => {
  const res = await postJson(baseUrl, '/v1/retrieve', {
    data_base64: '%%% not base64 %%%',
    locale: 'fr',
  });
  t.is(res.status, 422);
  t.false(res.json.valid);
  t.is(res.json.invoice, null);
  t.is(res.json.locale, 'fr');
  t.is(res.json.errors[0].code, 'INVALID_BASE64');
  t.is(res.json.errors[0].severity, 'error');
});

test('unknown XML, a non-invoice file, a PDF without XML: 422 with the public codes', async (t) => {
  const unknownXml = await postJson(baseUrl, '/v1/retrieve', {
    data_base64: Buffer.from('<note><to>x</to></note>').toString('base64'),
  });
  t.is(unknownXml.status, 422);
  t.is(unknownXml.json.errors[0].code, 'UNKNOWN_XML_FORMAT');
  const png = await postJson(baseUrl, '/v1/retrieve', {
    data_base64: Buffer.from('\x89PNG\r\n\x1a\nrest').toString('base64'),
  });
  t.is(png.status, 422);
  t.is(png.json.errors[0].code, 'UNSUPPORTED_FORMAT');
  const plain = await postJson(baseUrl, '/v1/generate', { ...publicExample(), format: 'pdf' });
  const noXml = await postJson(baseUrl, '/v1/retrieve', {
    data_base64: plain.json.pdf_base64,
    locale: 'de',
  });
  t.is(noXml.status, 422);
  t.is(noXml.json.errors[0].code, 'NO_XML_FOUND');
  t.is(noXml.json.locale, 'de');
});

test('a mutated total is caught by the official rules: 422 SCHEMATRON_ERROR with the rule id', async (t) => {
  const broken = xml
    .toString('utf8')
    .replace(
      /<ram:GrandTotalAmount>([0-9.]+)<\/ram:GrandTotalAmount>/,
      '<ram:GrandTotalAmount>1.00</ram:GrandTotalAmount>',
    );
  t.not(broken, xml.toString('utf8'));
  const res = await postJson(baseUrl, '/v1/retrieve', {
    data_base64: Buffer.from(broken).toString('base64'),
  });
  t.is(res.status, 422);
  t.false(res.json.valid);
  const codes = res.json.errors.map((e: any) => e.code);
  t.true(codes.includes('SCHEMATRON_ERROR'), JSON.stringify(res.json.errors));
  t.true(
    res.json.errors.some((e: any) => /BR-CO-15/.test(e.rule_id)),
    JSON.stringify(res.json.errors.map((e: any) => e.rule_id)),
  );
});

test('wrong media type: 415; a multipart body without a file part: 400', async (t) => {
  const res = await postJson(baseUrl, '/v1/retrieve', 'x', { 'content-type': 'image/png' });
  t.is(res.status, 415);
  const form = new FormData();
  form.set('include_source_xml', 'true');
  const noFile = await fetch(`${baseUrl}/v1/retrieve`, {
    method: 'POST',
    headers: withDemoKey(),
    body: form,
  });
  t.is(noFile.status, 400);
});
