/**
 * A JSON body that is not UTF-8 (here: a seller name in Latin-1, as a careless client sends it)
 * is refused on REST, Connect and MCP, and never becomes an invoice with U+FFFD where the bytes
 * were (src/text/utf8-text.ts). A leading byte order mark is skipped; valid UTF-8 is untouched.
 */
import test from 'ava';
import { decodeUtf8, NotUtf8Error } from '../../src/text/utf8-text.js';
import { publicExample } from '../helpers/example.js';
import { startServer, withDemoKey, type RunningServer } from '../helpers/server.js';

let server: RunningServer;
test.before(async () => {
  server = await startServer();
});
test.after.always(() => server?.close());

const SENTINEL = 'SELLER-NAME-SENTINEL';

/** A generate request whose seller name is `name`, encoded as `encoding`. */
function body(name: string, encoding: BufferEncoding, bom = false): Uint8Array<ArrayBuffer> {
  const request = publicExample();
  request.format = 'ubl';
  request.invoice.seller.name = SENTINEL;
  const text = JSON.stringify(request).replace(SENTINEL, name);
  return new Uint8Array(
    Buffer.concat([Buffer.from(bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(text, encoding)]),
  );
}

const post = (path: string, data: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
  fetch(server.baseUrl + path, {
    method: 'POST',
    headers: withDemoKey({ 'content-type': 'application/json', ...headers }),
    body: data,
  });

const sellerName = (xmlBase64: string) =>
  /<cbc:RegistrationName>([^<]*)/.exec(Buffer.from(xmlBase64, 'base64').toString('utf8'))?.[1];

test('decodeUtf8 refuses bytes that are not UTF-8 and says where; it skips a BOM and keeps everything else', (t) => {
  const error = t.throws(() => decodeUtf8(Buffer.from('{"a":"M\u00fcller"}', 'latin1')), {
    instanceOf: NotUtf8Error,
  });
  t.is(error?.offset, 7);
  t.is(decodeUtf8(Buffer.from('\ufeff{"a":"Müller \ufffd"}', 'utf8')), '{"a":"Müller \ufffd"}');
  t.throws(
    () => decodeUtf8(Buffer.from([0x22, 0xed, 0xa0, 0x80, 0x22])),
    { instanceOf: NotUtf8Error },
    'an encoded surrogate is not UTF-8',
  );
});

test('decodeUtf8 names the bad byte far into a large body, also in a sequence that straddles its search chunks', (t) => {
  const body = (at: number, bytes: number[]) => {
    const b = Buffer.alloc(1_000_000, 0x61);
    Buffer.from(bytes).copy(b, at);
    return b;
  };
  for (const at of [65_535, 65_536, 700_000, 999_999])
    t.is(t.throws<NotUtf8Error>(() => decodeUtf8(body(at, [0xff])))?.offset, at);
  // € is E2 82 AC: starting at 65,535 it crosses 64 KiB; with its last byte wrong, that byte is named.
  t.is(t.throws<NotUtf8Error>(() => decodeUtf8(body(65_535, [0xe2, 0x82, 0x41])))?.offset, 65_537);
  t.is(decodeUtf8(body(65_535, [0xe2, 0x82, 0xac])).length, 1_000_000 - 2);
});

test('REST: a generate or validate body that is not UTF-8 is 400 malformed_json naming the byte', async (t) => {
  for (const path of ['/v1/generate', '/v1/validate']) {
    const res = await post(path, body('M\u00fcller GmbH', 'latin1'));
    const json = (await res.json()) as { error: string; message: string };
    t.is(res.status, 400, path);
    t.is(json.error, 'malformed_json', path);
    t.regex(json.message, /not UTF-8 \(invalid at byte \d+\)/, path);
  }
});

test('Connect: JSON that is not UTF-8 is INVALID_ARGUMENT', async (t) => {
  const res = await post(
    '/einvoice.v1.InvoiceService/GenerateInvoice',
    body('M\u00fcller GmbH', 'latin1'),
  );
  t.is(res.status, 400);
  t.is(((await res.json()) as { code: string }).code, 'invalid_argument');
});

test('MCP: a message that is not UTF-8 is a JSON-RPC parse error', async (t) => {
  const call = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'einvoice_validate', arguments: { invoice: { number: SENTINEL } } },
  });
  const res = await post(
    '/mcp',
    new Uint8Array(Buffer.from(call.replace(SENTINEL, 'Nr. 5 \u00e0 Paris'), 'latin1')),
    { accept: 'application/json, text/event-stream' },
  );
  t.is(res.status, 400);
  t.is(((await res.json()) as { error: { code: number } }).error.code, -32700);
});

test('UTF-8 with or without a byte order mark keeps every character, on REST and Connect', async (t) => {
  for (const bom of [false, true]) {
    const rest = await post('/v1/generate', body('Müller & Søn – Ωmega ✓', 'utf8', bom));
    t.is(rest.status, 200, `REST, BOM ${bom}`);
    t.is(
      sellerName(((await rest.json()) as { xml_base64: string }).xml_base64),
      'Müller &amp; Søn – Ωmega ✓',
    );
    const connect = await post(
      '/einvoice.v1.InvoiceService/GenerateInvoice',
      body('Müller GmbH', 'utf8', bom),
    );
    t.is(connect.status, 200, `Connect, BOM ${bom}`);
    t.is(sellerName(((await connect.json()) as { xmlBase64: string }).xmlBase64), 'Müller GmbH');
  }
});
