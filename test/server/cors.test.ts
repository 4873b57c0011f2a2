// CORS for browser callers: no origin is allowed by default; an allowed origin's preflight is
// answered 204 with the methods and headers Connect, gRPC-Web and the REST API need, and its
// responses expose the headers a Connect or gRPC-Web client reads.
import test from 'ava';
import { loadConfig, ConfigError } from '../../src/config.js';
import { publicExample } from '../helpers/example.js';
import { postJson, withServer } from '../helpers/server.js';

const ORIGIN = 'https://app.example.com';

const preflight = (
  baseUrl: string,
  path: string,
  origin: string,
  requestHeaders = 'content-type, connect-protocol-version',
) =>
  fetch(baseUrl + path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': requestHeaders,
    },
  });

test('without CORS_ALLOWED_ORIGINS no origin is allowed: no CORS headers, preflight not answered', async (t) => {
  await withServer(t, async ({ baseUrl }) => {
    const response = await postJson(baseUrl, '/v1/validate', publicExample(), { origin: ORIGIN });
    t.is(response.status, 200);
    t.is(response.headers.get('access-control-allow-origin'), null);
    const pre = await preflight(baseUrl, '/v1/validate', ORIGIN);
    t.not(pre.status, 204);
    t.is(pre.headers.get('access-control-allow-origin'), null);
  });
});

test('an allowed origin: preflight 204 with methods and headers; responses expose Connect and gRPC-Web headers', async (t) => {
  await withServer(
    t,
    async ({ baseUrl }) => {
      for (const path of ['/v1/validate', '/einvoice.v1.InvoiceService/ValidateInvoice']) {
        const pre = await preflight(baseUrl, path, ORIGIN);
        t.is(pre.status, 204, path);
        t.is(pre.headers.get('access-control-allow-origin'), ORIGIN);
        t.regex(pre.headers.get('access-control-allow-methods') ?? '', /POST/);
        const allowedHeaders = (
          pre.headers.get('access-control-allow-headers') ?? ''
        ).toLowerCase();
        for (const header of [
          'connect-protocol-version',
          'connect-timeout-ms',
          'x-grpc-web',
          'authorization',
          'x-api-key',
          'idempotency-key',
          'x-request-id',
          'content-type',
        ]) {
          t.true(allowedHeaders.split(', ').includes(header), header);
        }
        t.is(pre.headers.get('access-control-allow-credentials'), null);
        t.regex(pre.headers.get('vary') ?? '', /Origin/);
      }

      const rest = await postJson(baseUrl, '/v1/validate', publicExample(), { origin: ORIGIN });
      t.is(rest.status, 200);
      t.is(rest.headers.get('access-control-allow-origin'), ORIGIN);
      const exposed = (rest.headers.get('access-control-expose-headers') ?? '')
        .toLowerCase()
        .split(', ');
      for (const header of [
        'grpc-status',
        'grpc-message',
        'grpc-status-details-bin',
        'x-request-id',
        'retry-after',
        'ratelimit-remaining',
        'x-transaction-id',
      ]) {
        t.true(exposed.includes(header), header);
      }

      // A Connect call from the browser gets the same header.
      const connect = await postJson(
        baseUrl,
        '/einvoice.v1.InvoiceService/ValidateInvoice',
        publicExample(),
        { origin: ORIGIN, 'connect-protocol-version': '1' },
      );
      t.is(connect.status, 200);
      t.is(connect.headers.get('access-control-allow-origin'), ORIGIN);

      // Another origin: no CORS headers, its preflight refused.
      const other = await postJson(baseUrl, '/v1/validate', publicExample(), {
        origin: 'https://evil.example',
      });
      t.is(other.headers.get('access-control-allow-origin'), null);
      t.is((await preflight(baseUrl, '/v1/validate', 'https://evil.example')).status, 403);
    },
    { corsAllowedOrigins: [ORIGIN, 'http://localhost:5173'] },
  );
});

test('CORS_ALLOWED_ORIGINS=* allows any origin without Vary', async (t) => {
  await withServer(
    t,
    async ({ baseUrl }) => {
      const pre = await preflight(
        baseUrl,
        '/v1/generate',
        'https://anything.example',
        'x-api-key, content-type',
      );
      t.is(pre.status, 204);
      t.is(pre.headers.get('access-control-allow-origin'), '*');
      const response = await fetch(`${baseUrl}/healthz`, {
        headers: { origin: 'https://anything.example' },
      });
      t.is(response.headers.get('access-control-allow-origin'), '*');
    },
    { corsAllowedOrigins: ['*'] },
  );
});

test('CORS_ALLOWED_ORIGINS takes origins only', (t) => {
  t.deepEqual(
    loadConfig({ CORS_ALLOWED_ORIGINS: ' https://a.example , http://localhost:3000 ' })
      .corsAllowedOrigins,
    ['https://a.example', 'http://localhost:3000'],
  );
  t.deepEqual(loadConfig({}).corsAllowedOrigins, []);
  for (const wrong of [
    'https://a.example/path',
    'a.example',
    'ftp://a.example',
    'https://a.example, null',
  ]) {
    t.throws(() => loadConfig({ CORS_ALLOWED_ORIGINS: wrong }), { instanceOf: ConfigError }, wrong);
  }
});
