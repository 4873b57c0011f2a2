// /mcp takes a body up to the service's one body limit (BODY_LIMIT_BYTES, 10 MiB by default, as
// the README's configuration table says) and refuses a larger one naming that same number, not
// the MCP SDK's own 4 MiB bound.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { DEFAULT_BODY_LIMIT_BYTES, testConfig } from '../../src/config.js';
import { REPOSITORY_ROOT } from '../../src/validation/rules-dir.js';
import { startServer, type RunningServer } from '../helpers/server.js';

let server: RunningServer;
test.before(async () => {
  server = await startServer();
});
test.after.always(() => server?.close());

/** A tools/list request padded (in `params._meta`) to exactly `size` bytes. */
function toolsListOfSize(size: number): string {
  const head = '{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{"_meta":{"pad":"';
  const tail = '"}}}';
  return head + 'x'.repeat(size - head.length - tail.length) + tail;
}

const post = (body: string) =>
  fetch(`${server.baseUrl}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body,
  });

test('the README documents the limit the service applies', (t) => {
  const readme = readFileSync(`${REPOSITORY_ROOT}/README.md`, 'utf8');
  const row = /^\| `BODY_LIMIT_BYTES` \| (\d+) \(10 MiB\) \|/m.exec(readme);
  t.truthy(row, 'the configuration table has a BODY_LIMIT_BYTES row');
  t.is(Number(row?.[1]), DEFAULT_BODY_LIMIT_BYTES);
  t.is(DEFAULT_BODY_LIMIT_BYTES, 10 * 1024 * 1024);
  t.is(testConfig().bodyLimitBytes, DEFAULT_BODY_LIMIT_BYTES);
});

test("a body just under the limit is answered (the SDK's 4 MiB bound does not apply)", async (t) => {
  const body = toolsListOfSize(DEFAULT_BODY_LIMIT_BYTES - 16);
  t.true(Buffer.byteLength(body) > 4 * 1024 * 1024);
  const response = await post(body);
  const text = await response.text();
  t.is(response.status, 200, text.slice(0, 300));
  const json = JSON.parse(text);
  t.is(json.id, 7);
  t.true(Array.isArray(json.result.tools) && json.result.tools.length > 0);
});

test('a body exactly at the limit is answered, one byte over is refused naming the same number', async (t) => {
  const at = await post(toolsListOfSize(DEFAULT_BODY_LIMIT_BYTES));
  t.is(at.status, 200);
  await at.arrayBuffer();

  const over = await post(toolsListOfSize(DEFAULT_BODY_LIMIT_BYTES + 1));
  t.is(over.status, 413);
  const json = await over.json();
  t.is(json.error.code, -32600);
  t.true(json.error.message.includes(String(DEFAULT_BODY_LIMIT_BYTES)), json.error.message);
  t.false(json.error.message.includes(String(4 * 1024 * 1024)));
});
