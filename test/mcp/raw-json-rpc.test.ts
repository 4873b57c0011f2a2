// POST /mcp spoken as raw JSON-RPC 2.0 over Streamable HTTP (stateless, JSON responses):
// initialize with every protocol version the SDK supports, notifications, tools/list with
// proto-derived schemas, tools/call, an unknown tool, malformed calls, bad arguments and malformed
// messages.
import test from 'ava';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { publicExample } from '../helpers/example.js';
import { startFullServer, type FullServer } from './helpers/full-server.js';

let server: FullServer;
test.before(async () => {
  server = await startFullServer();
});
test.after.always(() => server?.close());

const ACCEPT = 'application/json, text/event-stream';

async function rpc(
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: any; text: string; headers: Headers }> {
  const res = await fetch(`${server.baseUrl}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, headers: res.headers };
}

const call = (name: string, args: unknown, id = 3) =>
  rpc({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

for (const version of SUPPORTED_PROTOCOL_VERSIONS) {
  test(`initialize with protocol version ${version}`, async (t) => {
    const res = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: version,
        capabilities: {},
        clientInfo: { name: 'raw', version: '0' },
      },
    });
    t.is(res.status, 200, res.text);
    t.regex(res.headers.get('content-type') ?? '', /application\/json/);
    t.is(res.json.id, 1);
    t.is(res.json.result.protocolVersion, version);
    t.is(res.json.result.serverInfo.name, 'einvoice');
    t.truthy(res.json.result.capabilities.tools);
  });
}

test('notifications/initialized is accepted without a body (202)', async (t) => {
  const res = await rpc({ jsonrpc: '2.0', method: 'notifications/initialized' });
  t.is(res.status, 202);
  t.is(res.text, '');
});

test('tools/list names the five tools with schemas from the proto', async (t) => {
  const res = await rpc(
    { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    { 'mcp-protocol-version': '2024-11-05' },
  );
  t.is(res.status, 200, res.text);
  const tools = res.json.result.tools as any[];
  t.deepEqual(tools.map((x) => x.name).sort(), [
    'einvoice_convert',
    'einvoice_generate',
    'einvoice_preview',
    'einvoice_retrieve',
    'einvoice_validate',
  ]);
  const generate = tools.find((x) => x.name === 'einvoice_generate');
  t.is(generate.inputSchema.type, 'object');
  t.deepEqual(generate.inputSchema.required, ['invoice']);
  t.true(generate.inputSchema.properties.format.enum.includes('xrechnung'));
  t.true(generate.inputSchema.properties.country_profile.enum.includes('pint_sg'));
  t.deepEqual(generate.inputSchema.properties.invoice.required, [
    'number',
    'date',
    'seller',
    'buyer',
  ]);
  t.is(generate.inputSchema.properties.invoice.properties.items.minItems, 1);
  t.deepEqual(generate.inputSchema.properties.invoice.properties.items.items.required, [
    'description',
    'quantity',
    'unit_price',
  ]);
  t.regex(
    generate.inputSchema.properties.invoice.properties.seller.properties.vat_id.description ?? '',
    /BT-31/,
  );
  t.regex(generate.description, /PDF\/A-3/);
  const preview = tools.find((x) => x.name === 'einvoice_preview');
  t.is(preview.inputSchema.properties.dpi.minimum, 72);
  t.is(preview.inputSchema.properties.dpi.maximum, 300);
});

test('tools/call einvoice_validate answers the validate verdict as text', async (t) => {
  const res = await call('einvoice_validate', publicExample());
  t.is(res.status, 200, res.text);
  const result = res.json.result;
  t.falsy(result.isError);
  t.regex(result.content[0].text, /^Valid\./);
  const body = JSON.parse(result.content[1].text);
  t.true(body.valid);
  t.is(body.format.format_used, 'zugferd');
});

test('invalid invoice data is a validate answer, not an error', async (t) => {
  const args = publicExample();
  delete args.invoice.seller.vat_id;
  const res = await call('einvoice_validate', args);
  const result = res.json.result;
  t.falsy(result.isError);
  t.regex(result.content[0].text, /Not valid/);
  t.regex(result.content[0].text, /\$\.invoice\.seller\.vat_id/);
});

test('an unknown tool is a JSON-RPC invalid-params error', async (t) => {
  const res = await call('einvoice_nothing', {});
  t.is(res.status, 200);
  t.is(res.json.error.code, -32602);
  t.regex(res.json.error.message, /Unknown tool: einvoice_nothing/);
});

test('a tools/call whose params are not a call (arguments null or a list, no name, a name not a string) is invalid params, not an internal error', async (t) => {
  const malformed = [
    { name: 'einvoice_validate', arguments: null },
    { name: 'einvoice_validate', arguments: [publicExample()] },
    { arguments: {} },
    { name: 5, arguments: {} },
  ];
  for (const [i, params] of malformed.entries()) {
    const res = await rpc({ jsonrpc: '2.0', id: 10 + i, method: 'tools/call', params });
    t.is(res.status, 200, res.text);
    t.is(res.json.id, 10 + i);
    t.is(res.json.error?.code, -32602, res.text);
    t.regex(res.json.error.message, /Invalid tools\/call request/);
  }
  const noParams = await rpc({ jsonrpc: '2.0', id: 20, method: 'tools/call' });
  t.is(noParams.json.error?.code, -32602, noParams.text);
});

test('tools/list answers its one page whatever cursor it is given', async (t) => {
  const res = await rpc({ jsonrpc: '2.0', id: 21, method: 'tools/list', params: { cursor: 5 } });
  t.is(res.status, 200, res.text);
  t.is(res.json.result.tools.length, 5);
});

test('bad arguments are a tool error with the REST message and details; validate answers them as valid: false', async (t) => {
  const res = await call('einvoice_generate', { invoice: { items: 'many' } });
  const result = res.json.result;
  t.true(result.isError);
  t.is(result.content[0].text, '$.invoice.items: expected array, got string');
  t.is(result.content[1].text, '- $.invoice.items: expected array, got string');
  const body = JSON.parse(result.content.at(-1).text);
  t.is(body.error, 'invalid_request');
  t.deepEqual(body.details[0], {
    path: '$.invoice.items',
    code: 'INVALID_TYPE',
    message: 'expected array, got string',
    expected: 'array',
  });
  const unknown = await call('einvoice_generate', { invoce: {} });
  t.true(unknown.json.result.isError);
  t.regex(unknown.json.result.content[0].text, /unknown field "invoce"/);
  // Validate reports problems of the data, as REST does: 200 valid false, not a failure.
  const validate = await call('einvoice_validate', { invoice: { items: 'many' } });
  t.falsy(validate.json.result.isError);
  t.false(validate.json.result.structuredContent.valid);
  t.is(
    validate.json.result.structuredContent.errors[0],
    '$.invoice.items: expected array, got string',
  );
});

test('the tool error says what the REST API says for the same body', async (t) => {
  const args = { format: 7, invoice: {} };
  const [mcp, rest] = await Promise.all([
    call('einvoice_generate', args),
    fetch(`${server.baseUrl}/v1/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(args),
    }).then((r) => r.json() as Promise<any>),
  ]);
  t.true(mcp.json.result.isError);
  t.is(mcp.json.result.content[0].text, rest.message);
  t.deepEqual(JSON.parse(mcp.json.result.content.at(-1).text), rest);
});

test('a malformed JSON-RPC message and one that is not JSON-RPC 2.0 are parse errors (400)', async (t) => {
  const broken = await rpc('{"jsonrpc": "2.0", "id": 1, "method": ');
  t.is(broken.status, 400);
  t.is(broken.json.error.code, -32700);
  const invalid = await rpc({ jsonrpc: '1.0', id: 1, hello: 'world' });
  t.is(invalid.status, 400);
  t.is(invalid.json.error.code, -32700);
  const unknownMethod = await rpc({ jsonrpc: '2.0', id: 9, method: 'no/such/method' });
  t.is(unknownMethod.json.error.code, -32601);
});

test('GET and DELETE are refused on the stateless endpoint', async (t) => {
  for (const method of ['GET', 'DELETE']) {
    const res = await fetch(`${server.baseUrl}/mcp`, { method, headers: { accept: ACCEPT } });
    t.is(res.status, 405);
    t.is(res.headers.get('allow'), 'POST');
  }
});

test('a client that does not accept JSON is told so (406)', async (t) => {
  const res = await rpc({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { accept: 'text/html' });
  t.is(res.status, 406);
});
