// The five details where the REST bodies once departed from the public API, each pinned by a
// golden body (test/rest/golden/*.json, written by scripts/rest-goldens-update.sh and reviewed):
// retrieve's "invoice": null, source_xml_base64 only when requested, validate's 200 valid: false
// for data it cannot read, GET preview's page and dpi (other query parameters ignored), and one
// rule for unknown JSON members on every transport.
import test, { type ExecutionContext } from 'ava';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fromJson } from '@bufbuild/protobuf';
import { createClient } from '@connectrpc/connect';
import { createConnectTransport, createGrpcWebTransport } from '@connectrpc/connect-node';
import {
  InvoiceService,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { publicExample } from '../helpers/example.js';
import { postJson, withDemoKey, withServer } from '../helpers/server.js';

const GOLDEN = new URL('./golden/', import.meta.url);
const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** Replaces what changes from run to run (ids, base64 payloads, the invoice read back) by markers. */
function stable(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => stable(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === 'invoice' && v !== null ? '<invoice>' : stable(v, k),
      ]),
    );
  }
  if (typeof value === 'string' && /^tx_[a-z0-9]+$/.test(value)) return '<transaction id>';
  if (typeof value === 'string' && key.endsWith('_base64') && value.length > 0) return '<base64>';
  return value;
}

function golden(t: ExecutionContext, name: string, status: number, body: unknown): void {
  const file = new URL(`${name}.json`, GOLDEN);
  const actual = { status, body: stable(body) };
  if (UPDATE) writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
  t.true(existsSync(file), `golden ${name}.json is missing: run scripts/rest-goldens-update.sh`);
  t.deepEqual(actual, JSON.parse(readFileSync(file, 'utf8')), name);
}

test('retrieve that fails answers "invoice": null and no source_xml_base64 (422)', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const res = await postJson(
      baseUrl,
      '/v1/retrieve',
      { data_base64: Buffer.from('<x/>').toString('base64') },
      withDemoKey(),
    );
    t.is(res.json.invoice, null);
    t.false('source_xml_base64' in res.json);
    golden(t, 'retrieve-failure', res.status, res.json);
  });
});

test('retrieve returns source_xml_base64 only when requested', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const generated = await postJson(
      baseUrl,
      '/v1/generate',
      { ...publicExample(), format: 'ubl' },
      withDemoKey(),
    );
    t.is(generated.status, 200);
    const xml = generated.json.xml_base64 as string;
    const plain = await postJson(baseUrl, '/v1/retrieve', { data_base64: xml }, withDemoKey());
    const asked = await postJson(
      baseUrl,
      '/v1/retrieve',
      { data_base64: xml, include_source_xml: true },
      withDemoKey(),
    );
    t.false('source_xml_base64' in plain.json);
    t.is(Buffer.from(asked.json.source_xml_base64, 'base64').toString('base64'), xml);
    // The top-level members and their order, with the invoice read back replaced by a marker.
    golden(t, 'retrieve-success-keys', plain.status, Object.keys(plain.json));
    golden(t, 'retrieve-success-with-source-keys', asked.status, Object.keys(asked.json));
  });
});

test('validate answers a member of the wrong type or an unknown member with 200 valid: false', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const body = publicExample();
    body.invoice.items[0].quantity = 'twelve';
    body.invoice.seller.vatid = 'DE123456789';
    body.colour = 'blue';
    const res = await postJson(baseUrl, '/v1/validate', body);
    t.is(res.status, 200);
    t.false(res.json.valid);
    for (const error of res.json.errors) t.regex(error, /^\$\.[a-z_.[\]0-9]+: .+/);
    golden(t, 'validate-unreadable-members', res.status, res.json);
  });
});

test('validate keeps 400 for a body that is not JSON or not a JSON object', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const notJson = await postJson(baseUrl, '/v1/validate', '{"invoice": ');
    golden(t, 'validate-not-json', notJson.status, notJson.json);
    const array = await postJson(baseUrl, '/v1/validate', '[1, 2]');
    golden(t, 'validate-not-object', array.status, array.json);
  });
});

test('GET /v1/preview/{id}.png reads page and dpi and ignores every other query parameter', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const generated = await postJson(
      baseUrl,
      '/v1/generate',
      { ...publicExample(), format: 'zugferd' },
      withDemoKey(),
    );
    t.is(generated.status, 200);
    const id = generated.json.transaction_id as string;
    const png = await fetch(
      `${baseUrl}/v1/preview/${id}.png?_=1700000000&format=ubl&locale=de&page=1&dpi=72`,
    );
    t.is(png.status, 200);
    t.is(png.headers.get('content-type'), 'image/png');

    const at72 = Number(png.headers.get('x-preview-width'));
    const at144 = await fetch(`${baseUrl}/v1/preview/${id}.png?dpi=144&cache=no`);
    t.is(at144.status, 200);
    t.true(Math.abs(Number(at144.headers.get('x-preview-width')) - 2 * at72) <= 2, 'dpi is read');
    const unknown = await fetch(`${baseUrl}/v1/preview/tx_unknown.png?_=1`);
    golden(t, 'preview-get-unknown-id-cache-buster', unknown.status, await unknown.json());
    const badDpi = await fetch(`${baseUrl}/v1/preview/${id}.png?dpi=high`);
    golden(t, 'preview-get-bad-dpi', badDpi.status, await badDpi.json());
  });
});

test('unknown JSON members: one rule on REST, Connect and gRPC-Web (an error naming the member)', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const body = publicExample();
    body.invoice.seller.vatid = 'DE123456789';
    const generate = await postJson(baseUrl, '/v1/generate', body, withDemoKey());
    golden(t, 'generate-unknown-member', generate.status, generate.json);
    // Connect with JSON: the raw body, so the unknown member reaches the server.
    const connect = await postJson(
      baseUrl,
      '/einvoice.v1.InvoiceService/GenerateInvoice',
      body,
      withDemoKey(),
    );
    t.is(connect.status, 400);
    t.is(connect.json.code, 'invalid_argument');
    t.regex(connect.json.message, /vatid/);
    const validate = await postJson(baseUrl, '/einvoice.v1.InvoiceService/ValidateInvoice', body);
    t.is(validate.json.code, 'invalid_argument');
    // The generated clients cannot send an unknown member: they agree with REST on the rest.
    const request = fromJson(ValidateInvoiceRequestSchema, publicExample());
    for (const transport of [
      createConnectTransport({ baseUrl, httpVersion: '1.1' }),
      createGrpcWebTransport({ baseUrl, httpVersion: '1.1' }),
    ]) {
      const answer = await createClient(InvoiceService, transport).validateInvoice(request);
      t.true(answer.valid);
    }
  });
});
