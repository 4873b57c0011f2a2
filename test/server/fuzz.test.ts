// Throws a few thousand garbled requests at the gateway: mutated and truncated bodies, random
// JSON of every shape, odd content types, methods, paths and headers. Every answer must be a
// well-formed response below 500, and the server must still answer afterwards.
import test from 'ava';
import fc from 'fast-check';
import http from 'node:http';
import { publicExample } from '../helpers/example.js';
import { withServer } from '../helpers/server.js';

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

function request(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    // Node's client sends no Content-Length for DELETE/OPTIONS bodies by itself; without it the
    // body would be read as the next request on the keep-alive socket.
    if (method === 'GET' || method === 'HEAD') req.end();
    else {
      req.setHeader('content-length', String(body.length));
      req.end(body);
    }
  });
}

const example = Buffer.from(JSON.stringify(publicExample()));
const paths = [
  '/v1/validate',
  '/v1/generate',
  '/v1/retrieve',
  '/v1/preview',
  '/v1/preview/tx_x.png',
  '/v1/account',
  '/v1/%zz',
  '/v1/validate/',
  '/v1/preview/..%2F..png?page=-1&dpi=x',
  '/nope',
];
const methods = ['POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  '',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/vnd.api+json',
];

/** A mutated copy of the example: flipped bytes, cut short, or spliced. */
const mutatedBody = fc
  .tuple(
    fc.array(fc.tuple(fc.nat(example.length - 1), fc.integer({ min: 0, max: 255 })), {
      maxLength: 8,
    }),
    fc.nat(example.length),
  )
  .map(([flips, cut]) => {
    const copy = Buffer.from(example);
    for (const [at, byte] of flips) copy[at] = byte;
    return copy.subarray(0, Math.max(cut, 1));
  });

/** Any JSON value at all, often placed where the invoice should be. */
const randomJson = fc.oneof(
  fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v))),
  fc.jsonValue().map((v) => Buffer.from(JSON.stringify({ invoice: v }))),
  fc
    .record({
      format: fc.jsonValue(),
      invoice: fc.record({
        items: fc.array(fc.jsonValue(), { maxLength: 3 }),
        seller: fc.jsonValue(),
        date: fc.jsonValue(),
      }),
    })
    .map((v) => Buffer.from(JSON.stringify(v))),
);

const garbledRequest = fc.record({
  method: fc.constantFrom(...methods),
  path: fc.constantFrom(...paths),
  contentType: fc.constantFrom(...contentTypes),
  body: fc.oneof(
    mutatedBody,
    randomJson,
    fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
  ),
  extraHeader: fc.tuple(
    fc.constantFrom(
      'x-api-key',
      'authorization',
      'accept',
      'x-include-source-xml',
      'content-encoding',
    ),
    fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  ),
});

test('a few thousand garbled requests: no 5xx, always a JSON error body, server alive', async (t) => {
  await withServer(t, async ({ port }) => {
    const samples = fc.sample(garbledRequest, { numRuns: 2500, seed: 20261122 });
    const failures: string[] = [];
    for (let i = 0; i < samples.length; i += 16) {
      await Promise.all(
        samples.slice(i, i + 16).map(async (s) => {
          const headers: Record<string, string> = { [s.extraHeader[0]]: s.extraHeader[1] };
          if (s.contentType) headers['content-type'] = s.contentType;
          let res: { status: number; body: string };
          try {
            res = await request(port, s.method, s.path, headers, s.body);
          } catch (error) {
            failures.push(
              `${s.method} ${s.path} ${JSON.stringify(headers)} -> ${(error as Error).message}`,
            );
            return;
          }
          const jsonBody =
            res.body === '' ||
            (() => {
              try {
                JSON.parse(res.body);
                return true;
              } catch {
                return false;
              }
            })();
          if (res.status >= 500 && res.status !== 501)
            failures.push(`${s.method} ${s.path} -> ${res.status} ${res.body.slice(0, 200)}`);
          if (!jsonBody && s.method !== 'HEAD')
            failures.push(`${s.method} ${s.path} -> non-JSON body ${res.body.slice(0, 100)}`);
        }),
      );
    }
    t.deepEqual(failures.slice(0, 10), []);
    const health = await request(port, 'GET', '/healthz', {}, Buffer.alloc(0));
    t.is(health.status, 200);
  });
});
