// The MCP tools of StatusService: listed with the invoice tools, validate free and keyless with
// every problem at its JSON path, generate returning the CDAR XML as an embedded resource (with the
// demo key), retrieve reading it back, and failures as tool errors with the REST error body.
import test from 'ava';
import { toJson } from '@bufbuild/protobuf';
import { LifecycleStatusSchema } from '../../gen/einvoice/v1/status_service_pb.js';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { requires } from '../helpers/requires.js';
import { startServer, withDemoKey, type RunningServer } from '../helpers/server.js';
import { jvmUnavailable } from '../validation/corpus.js';
import { statusFor } from './statuses.js';

let server: RunningServer;
test.before(async () => {
  server = await startServer();
});
test.after.always(() => server?.close());

async function call(
  name: string,
  args: unknown,
  headers: Record<string, string> = {},
): Promise<any> {
  const res = await fetch(`${server.baseUrl}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: name === 'tools/list' ? 'tools/list' : 'tools/call',
      params: name === 'tools/list' ? {} : { name, arguments: args },
    }),
  });
  return (await res.json()).result;
}
const statusJson = (code: string) =>
  toJson(LifecycleStatusSchema, statusFor(code), { useProtoFieldName: true }) as Record<
    string,
    unknown
  >;

test('the status tools are listed beside the invoice tools, each saying what it costs', async (t) => {
  const { tools } = await call('tools/list', {});
  t.true(tools.some((x: { name: string }) => x.name === 'einvoice_validate'));
  const status = tools.filter((x: { name: string }) => x.name.startsWith('einvoice_status_'));
  t.deepEqual(status.map((x: { name: string }) => x.name).sort(), [
    'einvoice_status_generate',
    'einvoice_status_retrieve',
    'einvoice_status_validate',
  ]);
  const byName = Object.fromEntries(status.map((x: any) => [x.name, x]));
  t.regex(byName.einvoice_status_generate.description, /1 credit/);
  t.regex(byName.einvoice_status_validate.description, /Free, no API key/);
  t.deepEqual(byName.einvoice_status_retrieve.inputSchema.required, ['data_base64']);
  t.true(byName.einvoice_status_validate.annotations.readOnlyHint);
});

test('einvoice_status_validate: free, every problem at its JSON path', async (t) => {
  const body = statusJson('207');
  body.reasons = [];
  const result = await call('einvoice_status_validate', { status: body });
  t.falsy(result.isError);
  t.false(result.structuredContent.valid);
  t.deepEqual(
    result.structuredContent.issues.map((i: { path: string }) => i.path),
    ['$.status.reasons'],
  );
});

requires(
  jvmUnavailable(),
  isInstalled(ruleSet('fr-cdar'), DEFAULT_RULES_DIR) ? undefined : 'fr-cdar rule set not installed',
)(
  'einvoice_status_generate returns the CDAR XML as a resource; einvoice_status_retrieve reads it back',
  async (t) => {
    const generated = await call(
      'einvoice_status_generate',
      { status: statusJson('211') },
      withDemoKey(),
    );
    t.falsy(generated.isError, JSON.stringify(generated));
    const resource = generated.content.find(
      (c: { type: string }) => c.type === 'resource',
    ).resource;
    t.is(resource.mimeType, 'application/xml');
    t.is(generated.structuredContent.meaning.name_en, 'Payment sent');
    t.is(generated.structuredContent.xml_base64, undefined);
    const read = await call(
      'einvoice_status_retrieve',
      { data_base64: resource.blob },
      withDemoKey(),
    );
    t.true(read.structuredContent.valid, JSON.stringify(read));
    t.is(read.structuredContent.status.status_code, '211');
    const refused = await call(
      'einvoice_status_generate',
      { status: { ...statusJson('210'), reasons: [] } },
      withDemoKey(),
    );
    t.true(refused.isError);
    t.regex(refused.content.at(-1).text, /"error":"validation_failed"/);
  },
);
