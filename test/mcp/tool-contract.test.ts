// What an agent is told about each tool: honest annotations (generate, retrieve and preview spend
// credits), input schemas that require what the operation requires (preview: transaction_id or
// invoice), output schemas that the structuredContent of every answer satisfies (the SDK client
// checks it), descriptions that say which format to choose, and the package's version.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Ajv } from 'ajv';
import { publicExample } from '../helpers/example.js';
import { withDemoKey } from '../helpers/server.js';
import { toolList } from '../../src/mcp/tools.js';
import { startFullServer, type FullServer } from './helpers/full-server.js';

let server: FullServer;
test.before(async () => {
  server = await startFullServer();
});
test.after.always(() => server?.close());

const tool = (name: string) => toolList().find((t) => t.name === name)!;

test('annotations: only validate is read-only and idempotent; nothing is destructive or open-world', (t) => {
  const hints = Object.fromEntries(
    toolList().map((x) => [
      x.name,
      [
        x.annotations.readOnlyHint,
        x.annotations.idempotentHint,
        x.annotations.destructiveHint,
        x.annotations.openWorldHint,
      ],
    ]),
  );
  t.deepEqual(hints, {
    einvoice_convert: [false, false, false, false],
    einvoice_generate: [false, false, false, false],
    einvoice_validate: [true, true, false, false],
    einvoice_retrieve: [false, false, false, false],
    einvoice_preview: [false, false, false, false],
  });
  for (const name of [
    'einvoice_generate',
    'einvoice_retrieve',
    'einvoice_preview',
    'einvoice_convert',
  ])
    t.regex(tool(name).description, /1 credit/);
});

test('input schemas require what the operations require', (t) => {
  const ajv = new Ajv({ strict: false, logger: false });
  t.deepEqual(tool('einvoice_retrieve').inputSchema.required, ['data_base64']);
  t.deepEqual(tool('einvoice_convert').inputSchema.required, ['data_base64', 'format']);
  const convert = ajv.compile(tool('einvoice_convert').inputSchema);
  t.false(convert({ data_base64: 'PHgvPg==' }), 'no target');
  t.true(convert({ data_base64: 'PHgvPg==', format: 'ubl', strict: true }));
  const retrieve = ajv.compile(tool('einvoice_retrieve').inputSchema);
  t.false(retrieve({}));
  t.true(retrieve({ data_base64: 'PHgvPg==' }));
  const preview = ajv.compile(tool('einvoice_preview').inputSchema);
  t.true(preview({ transaction_id: 'tx_abc', dpi: 72 }));
  t.true(preview({ ...publicExample(), page: 1 }));
  t.false(preview({ dpi: 72 }), 'neither');
  t.false(preview({ ...publicExample(), transaction_id: 'tx_abc' }), 'both');
  const generate = ajv.compile(tool('einvoice_generate').inputSchema);
  t.true(generate(publicExample()));
  t.false(generate({ format: 'zugferd' }));
});

test('descriptions tell an agent which format to choose', (t) => {
  const description = tool('einvoice_generate').description;
  for (const hint of [
    /xrechnung: German public-sector buyers/,
    /peppol: delivery over the Peppol network/,
    /fatturapa: Italy/,
    /ubl or cii: XML only/,
    /einvoice_validate first/,
  ])
    t.regex(description, hint);
});

test('every answer carries structuredContent that its outputSchema accepts; the server version is the package version', async (t) => {
  const client = new Client({ name: 'contract-test', version: '0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.baseUrl}/mcp`), {
      requestInit: { headers: withDemoKey() },
    }),
  );
  t.teardown(() => client.close());
  const version = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ).version;
  t.is(client.getServerVersion()?.version, version);
  const { tools } = await client.listTools(); // the SDK client checks structuredContent against these from now on
  t.true(tools.every((x) => x.outputSchema?.type === 'object'));
  const ajv = new Ajv({ strict: false, logger: false });
  const check = (name: string, content: unknown) => {
    const validate = ajv.compile(tool(name).outputSchema);
    t.true(validate(content), `${name}: ${ajv.errorsText(validate.errors)}`);
  };

  const validated = await client.callTool({
    name: 'einvoice_validate',
    arguments: publicExample(),
  });
  t.true((validated.structuredContent as any).valid);
  check('einvoice_validate', validated.structuredContent);

  const generated = await client.callTool({
    name: 'einvoice_generate',
    arguments: { ...publicExample(), format: 'zugferd' },
  });
  t.falsy(generated.isError, JSON.stringify(generated.content).slice(0, 300));
  const answer = generated.structuredContent as any;
  t.false('pdf_base64' in answer);
  check('einvoice_generate', answer);

  const pdf = (generated.content as any[]).find(
    (c) => c.type === 'resource' && c.resource.mimeType === 'application/pdf',
  );
  const retrieved = await client.callTool({
    name: 'einvoice_retrieve',
    arguments: { data_base64: pdf.resource.blob },
  });
  t.is((retrieved.structuredContent as any).invoice.number, 'INV-2025-0042');
  check('einvoice_retrieve', retrieved.structuredContent);
  const unreadable = await client.callTool({
    name: 'einvoice_retrieve',
    arguments: { data_base64: Buffer.from('<x/>').toString('base64') },
  });
  t.is((unreadable.structuredContent as any).invoice, null);
  check('einvoice_retrieve', unreadable.structuredContent);

  const preview = await client.callTool({
    name: 'einvoice_preview',
    arguments: { transaction_id: answer.transaction_id, dpi: 72 },
  });
  t.falsy(preview.isError, JSON.stringify(preview.content).slice(0, 300));
  t.is((preview.structuredContent as any).page_count, 1);
  check('einvoice_preview', preview.structuredContent);
});
