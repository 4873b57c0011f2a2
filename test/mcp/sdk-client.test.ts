// An agent's view of POST /mcp through the official SDK client (Streamable HTTP): connect, list
// the tools, validate, generate a real ZUGFeRD invoice (PDF and XML as embedded resources), and
// the key headers reaching the operations (sandbox without a key).
import test from 'ava';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { isSandbox } from '../../src/api/request-mode.js';
import { testConfig } from '../../src/config.js';
import { createMcpHandler } from '../../src/mcp/index.js';
import { build } from '../../src/server/build.js';
import { publicExample } from '../helpers/example.js';
import { startFullServer, type FullServer } from './helpers/full-server.js';

let server: FullServer;
test.before(async () => {
  server = await startFullServer();
});
test.after.always(() => server?.close());

async function connect(baseUrl: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'einvoice-test-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers } }),
  );
  return client;
}

test('the SDK client connects, lists the tools and validates', async (t) => {
  const client = await connect(server.baseUrl);
  t.teardown(() => client.close());
  t.is(client.getServerVersion()?.name, 'einvoice');
  const { tools } = await client.listTools();
  t.is(tools.length, 5);
  const result = await client.callTool({ name: 'einvoice_validate', arguments: publicExample() });
  t.falsy(result.isError);
  const content = result.content as { type: string; text: string }[];
  t.regex(content[0]!.text, /^Valid\.\nFormat: zugferd, profile EN16931/);
});

test('an agent generates an invoice: PDF and XML as embedded resources with a summary', async (t) => {
  const client = await connect(server.baseUrl);
  t.teardown(() => client.close());
  const result = await client.callTool({ name: 'einvoice_generate', arguments: publicExample() });
  const content = result.content as any[];
  t.falsy(result.isError, JSON.stringify(content[0]));
  t.is(content[0].type, 'text');
  t.regex(
    content[0].text,
    /^Generated invoice-INV-2025-0042\.pdf \(format zugferd, profile EN16931/,
  );
  t.regex(content[0].text, /Validation: valid/);
  t.regex(content[0].text, /gross 1415\.98 EUR \(BT-112\)/);
  const pdf = content.find(
    (c) => c.type === 'resource' && c.resource.mimeType === 'application/pdf',
  );
  const xml = content.find(
    (c) => c.type === 'resource' && c.resource.mimeType === 'application/xml',
  );
  t.is(Buffer.from(pdf.resource.blob, 'base64').subarray(0, 5).toString(), '%PDF-');
  t.regex(pdf.resource.uri, /^einvoice:\/\/documents\/tx_[a-z2-7]+\/invoice-INV-2025-0042\.pdf$/);
  t.regex(Buffer.from(xml.resource.blob, 'base64').toString('utf8'), /CrossIndustryInvoice/);
  const json = JSON.parse(content.at(-1).text);
  t.is(json.validation.status, 'valid');
  t.false('pdf_base64' in json);
});

test('an XML-only format gives one XML resource', async (t) => {
  const client = await connect(server.baseUrl);
  t.teardown(() => client.close());
  const result = await client.callTool({
    name: 'einvoice_generate',
    arguments: { ...publicExample(), format: 'ubl' },
  });
  const resources = (result.content as any[]).filter((c) => c.type === 'resource');
  t.falsy(result.isError);
  t.deepEqual(
    resources.map((r) => r.resource.mimeType),
    ['application/xml'],
  );
});

test('generate then retrieve: the invoice comes back; bad base64 is a retrieve answer as on REST', async (t) => {
  const client = await connect(server.baseUrl);
  t.teardown(() => client.close());
  const generated = await client.callTool({
    name: 'einvoice_generate',
    arguments: { ...publicExample(), format: 'facturx' },
  });
  t.falsy(generated.isError, JSON.stringify(generated.content).slice(0, 500));
  const pdf = (generated.content as any[]).find(
    (c) => c.type === 'resource' && c.resource.mimeType === 'application/pdf',
  );
  const retrieved = await client.callTool({
    name: 'einvoice_retrieve',
    arguments: { data_base64: pdf.resource.blob, include_source_xml: true },
  });
  const content = retrieved.content as any[];
  t.falsy(retrieved.isError, JSON.stringify(content).slice(0, 500));
  t.regex(
    content[0].text,
    /^Read (facturx|zugferd) .*\(PDF with embedded XML\): valid\.\nInvoice INV-2025-0042 of 2025-03-14/,
  );
  t.is(JSON.parse(content[1].text).invoice.seller.vat_id, 'DE123456789');
  t.truthy(content.find((c) => c.type === 'resource' && c.resource.mimeType === 'application/xml'));
  const bad = await client.callTool({
    name: 'einvoice_retrieve',
    arguments: { data_base64: '%%%' },
  });
  t.falsy(bad.isError);
  t.regex((bad.content as any[])[0].text, /Error INVALID_BASE64/);
});

test('an agent converts a Factur-X PDF into UBL: the XML as a resource, verdicts and lost terms', async (t) => {
  const client = await connect(server.baseUrl);
  t.teardown(() => client.close());
  const generated = await client.callTool({
    name: 'einvoice_generate',
    arguments: { ...publicExample(), format: 'facturx' },
  });
  const pdf = (generated.content as any[]).find(
    (c) => c.type === 'resource' && c.resource.mimeType === 'application/pdf',
  );
  const converted = await client.callTool({
    name: 'einvoice_convert',
    arguments: { data_base64: pdf.resource.blob, format: 'ubl' },
  });
  const content = converted.content as any[];
  t.falsy(converted.isError, JSON.stringify(content).slice(0, 500));
  t.regex(
    content[0].text,
    /^Converted (facturx|zugferd) EN16931 \(PDF\) into invoice-INV-2025-0042\.xml \(format ubl, profile EN16931\)\.\nTarget validation: valid/,
  );
  t.regex(content[0].text, /No business term lost\./);
  const xml = content.find(
    (c) => c.type === 'resource' && c.resource.mimeType === 'application/xml',
  );
  t.regex(Buffer.from(xml.resource.blob, 'base64').toString('utf8'), /<(\w+:)?Invoice\b/);
  const json = converted.structuredContent as any;
  t.true(json.converted);
  t.deepEqual(json.lost_terms, []);
  t.false('xml_base64' in json);
  const bad = await client.callTool({
    name: 'einvoice_convert',
    arguments: { data_base64: '%%%', format: 'ubl' },
  });
  t.falsy(bad.isError);
  t.false((bad.structuredContent as any).converted);
});

test('operations not wired are tool errors with the API message', async (t) => {
  const ops = { validate: () => ({ valid: true }) };
  const app = build(testConfig(), {
    invoice: ops as never,
    extraRoutes: new Map([['/mcp', createMcpHandler(ops as never)]]),
  });
  const port = await app.listen();
  t.teardown(() => app.close());
  const client = await connect(`http://127.0.0.1:${port}`);
  t.teardown(() => client.close());
  const result = await client.callTool({
    name: 'einvoice_preview',
    arguments: { transaction_id: 'tx_nothing' },
  });
  t.true(result.isError);
  t.regex((result.content as any[])[0].text, /RenderPreview is not implemented yet/);
});

test('preview of a generated invoice is a PNG image; an unknown transaction is a tool error', async (t) => {
  const client = await connect(server.baseUrl);
  t.teardown(() => client.close());
  const generated = await client.callTool({
    name: 'einvoice_generate',
    arguments: { ...publicExample(), format: 'pdf' },
  });
  t.falsy(generated.isError, JSON.stringify(generated.content).slice(0, 500));
  const id = /Transaction id: (tx_[a-z2-7]+)/.exec((generated.content as any[])[0].text)![1];
  const preview = await client.callTool({
    name: 'einvoice_preview',
    arguments: { transaction_id: id, dpi: 72 },
  });
  const content = preview.content as any[];
  t.falsy(preview.isError, JSON.stringify(content).slice(0, 500));
  t.regex(content[0].text, /^Page preview \d+x\d+ px of 1 page\(s\)/);
  t.is(content[1].type, 'image');
  t.is(content[1].mimeType, 'image/png');
  t.deepEqual([...Buffer.from(content[1].data, 'base64').subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  const missing = await client.callTool({
    name: 'einvoice_preview',
    arguments: { transaction_id: 'tx_aaaaaaaaaaaaaaaaaaaaaaaaaa' },
  });
  t.true(missing.isError);
  t.is(JSON.parse((missing.content as any[]).at(-1).text).error, 'transaction_not_found');
});

test('the key headers reach the operation; without a key the request is sandbox', async (t) => {
  const seen: { auth: string | null; key: string | null; sandbox: boolean; protocol: string }[] =
    [];
  const ops = {
    validate: (_req: unknown, ctx: any) => {
      seen.push({
        auth: ctx.requestHeader.get('authorization'),
        key: ctx.requestHeader.get('x-api-key'),
        sandbox: isSandbox(ctx),
        protocol: ctx.protocolName,
      });
      return { valid: true };
    },
  };
  const app = build(testConfig(), {
    invoice: ops as never,
    extraRoutes: new Map([['/mcp', createMcpHandler(ops as never)]]),
  });
  const port = await app.listen();
  t.teardown(() => app.close());
  const base = `http://127.0.0.1:${port}`;
  const variants: Record<string, string>[] = [
    {},
    { 'x-api-key': 'sk_test_1' },
    { authorization: 'Bearer sk_live_2' },
  ];
  for (const headers of variants) {
    const client = await connect(base, headers);
    await client.callTool({ name: 'einvoice_validate', arguments: { invoice: {} } });
    await client.close();
  }
  t.deepEqual(seen, [
    { auth: null, key: null, sandbox: true, protocol: 'mcp' },
    { auth: null, key: 'sk_test_1', sandbox: true, protocol: 'mcp' },
    { auth: 'Bearer sk_live_2', key: null, sandbox: true, protocol: 'mcp' },
  ]);
});

test('without a key the configured anonymous (demo) key is used, a caller key wins, rate-limit headers pass on', async (t) => {
  const seen: (string | null)[] = [];
  const ops = {
    validate: (_req: unknown, ctx: any) => {
      seen.push(ctx.requestHeader.get('x-api-key') ?? ctx.requestHeader.get('authorization'));
      ctx.responseHeader.set('ratelimit-remaining', '41');
      ctx.responseHeader.set('x-internal', 'no');
      return { valid: true };
    },
  };
  const app = build(testConfig(), {
    invoice: ops as never,
    extraRoutes: new Map([
      ['/mcp', createMcpHandler(ops as never, { anonymousApiKey: 'env_sandbox_demo' })],
    ]),
  });
  const port = await app.listen();
  t.teardown(() => app.close());
  const variants: Record<string, string>[] = [{}, { authorization: 'Bearer mine' }];
  for (const headers of variants) {
    const client = await connect(`http://127.0.0.1:${port}`, headers);
    await client.callTool({ name: 'einvoice_validate', arguments: { invoice: {} } });
    await client.close();
  }
  t.deepEqual(seen, ['env_sandbox_demo', 'Bearer mine']);
  const raw = await fetch(`http://127.0.0.1:${port}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'einvoice_validate', arguments: {} },
    }),
  });
  t.is(raw.headers.get('ratelimit-remaining'), '41', 'rate-limit state reaches the HTTP answer');
  t.is(raw.headers.get('x-internal'), null);
});
