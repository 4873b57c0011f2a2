/**
 * Compressed request bodies on REST and MCP (src/rest/content-encoding.ts): gzip, deflate and br
 * are read as what they decompress to; a body that decompresses beyond the body limit is 413 as
 * soon as it passes it; an encoding we do not read is 415 naming it; bytes that are not what
 * their encoding says are 400 — never a "malformed JSON" about compressed bytes, never a 500.
 */
import test from 'ava';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { publicExample } from '../helpers/example.js';
import { startServer, type RunningServer } from '../helpers/server.js';

const LIMIT = 64 * 1024;
let server: RunningServer;
test.before(async () => {
  server = await startServer({ bodyLimitBytes: LIMIT });
});
test.after.always(() => server?.close());

const post = (path: string, body: Buffer, encoding: string, headers: Record<string, string> = {}) =>
  fetch(server.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': encoding, ...headers },
    body: new Uint8Array(body),
  });

const validateBody = () => Buffer.from(JSON.stringify(publicExample()));

test('REST: a gzip, deflate or br body is read as what it decompresses to', async (t) => {
  for (const [encoding, compress] of [
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
    ['GZIP', gzipSync],
  ] as const) {
    const res = await post('/v1/validate', compress(validateBody()), encoding);
    t.is(res.status, 200, encoding);
    t.true(((await res.json()) as { valid: boolean }).valid, encoding);
  }
});

test('REST: a compressed body beyond the limit once decompressed is 413; an unknown encoding 415; corrupt data 400', async (t) => {
  const bomb = await post('/v1/validate', gzipSync(Buffer.alloc(200 * LIMIT, 0x20)), 'gzip');
  t.is(bomb.status, 413);
  t.is(((await bomb.json()) as { error: string }).error, 'payload_too_large');

  const unknown = await post('/v1/validate', validateBody(), 'compress');
  t.is(unknown.status, 415);
  t.regex(
    ((await unknown.json()) as { message: string }).message,
    /Content-Encoding compress is not accepted/,
  );

  const twice = await post('/v1/validate', gzipSync(gzipSync(validateBody())), 'gzip, gzip');
  t.is(twice.status, 415);

  const corrupt = await post('/v1/validate', validateBody(), 'gzip');
  t.is(corrupt.status, 400);
  t.regex(((await corrupt.json()) as { message: string }).message, /not valid gzip data/);
});

test('MCP: a gzip message is read; an unknown encoding is 415 and a bomb 413', async (t) => {
  const accept = { accept: 'application/json, text/event-stream' };
  const list = Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
  const listed = await post('/mcp', gzipSync(list), 'gzip', accept);
  t.is(listed.status, 200);
  t.is(((await listed.json()) as { result: { tools: unknown[] } }).result.tools.length, 8); // generate, validate, retrieve, convert, preview and the three status tools
  t.is((await post('/mcp', list, 'zstd', accept)).status, 415);
  t.is((await post('/mcp', gzipSync(Buffer.alloc(200 * LIMIT, 0x20)), 'gzip', accept)).status, 413);
});
