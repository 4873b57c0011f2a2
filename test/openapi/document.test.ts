// The generated OpenAPI 3.1 description: valid by the official schema, one operation for every
// route of the gateway's route table, the error body with each route's statuses, the PNG
// responses, the key schemes, and served at /openapi.json with a local docs page at /docs.
import test from 'ava';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildOpenApiDocument, openApiDocument } from '../../src/openapi/index.js';
import { buildRouteTable } from '../../src/rest/route-table.js';
import { publicServices } from '../../src/server/services.js';
import { startFullServer, type FullServer } from '../mcp/helpers/full-server.js';

const doc = openApiDocument() as any;

let server: FullServer;
test.before(async () => {
  server = await startFullServer();
});
test.after.always(() => server?.close());

test('the document is valid OpenAPI 3.1', async (t) => {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(doc));
  t.true(result.valid, JSON.stringify(result.errors, null, 1)?.slice(0, 2000));
  t.is(validator.version, '3.1');
});

test('every route of the route table is described, and nothing else', (t) => {
  const routes = buildRouteTable(
    publicServices({ invoice: { validate: () => ({}) }, status: {} as never }).map((s) => s.desc),
  );
  t.true(routes.length >= 6);
  const described = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`),
  );
  t.deepEqual(described.sort(), routes.map((r) => `${r.httpMethod} ${r.template}`).sort());
  for (const route of routes) {
    const op = doc.paths[route.template][route.httpMethod.toLowerCase()];
    t.truthy(op.responses['200'], route.template);
    if (route.body)
      t.truthy(op.requestBody.content['application/json'].schema.$ref, route.template);
  }
});

test('request schemas are snake_case with required fields and enums from protovalidate', (t) => {
  const { GenerateInvoiceRequest, Invoice, Party, LineItem } = doc.components.schemas;
  t.deepEqual(GenerateInvoiceRequest.required, ['invoice']);
  t.is(GenerateInvoiceRequest.properties.invoice.$ref, '#/components/schemas/Invoice');
  t.true(GenerateInvoiceRequest.properties.format.enum.includes('fatturapa'));
  t.deepEqual(Invoice.required, ['number', 'date', 'seller', 'buyer']);
  t.is(Invoice.properties.date.pattern, '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');
  t.truthy(Invoice.properties.due_date);
  t.is(Party.properties.vat_id.maxLength, 30);
  t.is(LineItem.properties.unit_price.type, 'number');
  t.is(doc.components.schemas.AccountUsage.properties.remaining.type, 'integer');
  t.is(
    doc.components.schemas.GenerateInvoiceResponse.properties.pdf_base64.contentEncoding,
    'base64',
  );
});

test('the preview request shows its oneof: transaction_id or invoice, exactly one (the JSON keeps both as members)', (t) => {
  const { RenderPreviewRequest } = doc.components.schemas;
  t.deepEqual(RenderPreviewRequest.oneOf, [
    { required: ['transaction_id'] },
    { required: ['invoice'] },
  ]);
  t.is(RenderPreviewRequest.properties.transaction_id.type, 'string');
  t.is(RenderPreviewRequest.properties.invoice.$ref, '#/components/schemas/Invoice');
  t.is(RenderPreviewRequest.required, undefined);
  t.deepEqual(doc.paths['/v1/preview'].post.requestBody.content['application/json'].schema, {
    $ref: '#/components/schemas/RenderPreviewRequest',
  });
});

test('error statuses per route, the PNG preview and the security schemes', (t) => {
  const statuses = (path: string, method: string) =>
    Object.keys(doc.paths[path][method].responses).map(Number);
  t.deepEqual(
    statuses('/v1/generate', 'post'),
    [200, 400, 401, 402, 405, 409, 413, 415, 422, 429, 501, 503, 504],
  );
  t.deepEqual(doc.paths['/v1/generate'].post.responses['409'].content['application/json'].schema, {
    $ref: '#/components/schemas/Error',
  });
  t.true(statuses('/v1/retrieve', 'post').includes(409), 'retrieve takes an Idempotency-Key too');
  t.false(statuses('/v1/preview', 'post').includes(409), 'preview takes none');
  t.deepEqual(statuses('/v1/validate', 'post'), [200, 400, 405, 413, 415, 429, 501, 503]);
  t.true(statuses('/v1/preview/{transaction_id}.png', 'get').includes(404));
  const png = doc.paths['/v1/preview/{transaction_id}.png'].get;
  t.truthy(png.responses['200'].content['image/png']);
  t.deepEqual(png.parameters[0], {
    name: 'transaction_id',
    in: 'path',
    required: true,
    description: png.parameters[0].description,
    schema: { type: 'string', minLength: 1 },
  });
  t.true(
    png.parameters.some(
      (p: any) => p.name === 'dpi' && p.in === 'query' && p.schema.maximum === 300,
    ),
  );
  t.is(
    doc.paths['/v1/preview'].post.responses['200'].content['image/png'].schema.contentMediaType,
    'image/png',
  );
  t.deepEqual(doc.paths['/v1/generate'].post.responses['422'].content['application/json'].schema, {
    $ref: '#/components/schemas/Error',
  });
  t.deepEqual(doc.components.schemas.Error.required, ['error', 'message', 'details', 'docs']);
  t.deepEqual(doc.components.securitySchemes.ApiKeyHeader, {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'The API key (sandbox or live).',
  });
  t.is(doc.components.securitySchemes.BearerAuth.scheme, 'bearer');
});

test('retrieve: the media types of its adapter and the 422 answer are described', (t) => {
  const op = doc.paths['/v1/retrieve'].post;
  t.deepEqual(Object.keys(op.requestBody.content).sort(), [
    'application/json',
    'application/octet-stream',
    'application/pdf',
    'application/pkcs7-mime',
    'application/xml',
    'multipart/form-data',
    'text/xml',
  ]);
  t.deepEqual(op.requestBody.content['multipart/form-data'].schema.required, ['file']);
  t.is(
    op.responses['422'].content['application/json'].schema.$ref,
    '#/components/schemas/RetrieveInvoiceResponse',
  );
  t.true(op.parameters.some((p: any) => p.in === 'header' && p.name === 'X-Include-Source-Xml'));
});

test("convert: retrieve's input methods with the target, the 422 answer or error, Idempotency-Key and an example", (t) => {
  const op = doc.paths['/v1/convert'].post;
  t.deepEqual(Object.keys(op.requestBody.content).sort(), [
    'application/json',
    'application/octet-stream',
    'application/pdf',
    'application/pkcs7-mime',
    'application/xml',
    'multipart/form-data',
    'text/xml',
  ]);
  t.deepEqual(op.requestBody.content['multipart/form-data'].schema.required, ['file', 'format']);
  t.true(
    op.requestBody.content['multipart/form-data'].schema.properties.format.enum.includes('ubl'),
  );
  t.is(op.requestBody.content['application/json'].example.format, 'xrechnung');
  t.deepEqual(
    op.responses['422'].content['application/json'].schema.oneOf.map((s: any) => s.$ref),
    ['#/components/schemas/ConvertInvoiceResponse', '#/components/schemas/Error'],
  );
  t.is(op.responses['400'].content['application/json'].schema.$ref, '#/components/schemas/Error');
  const headers = op.parameters.filter((p: any) => p.in === 'header').map((p: any) => p.name);
  for (const name of ['X-Format', 'X-Profile', 'X-Strict', 'Idempotency-Key'])
    t.true(headers.includes(name), name);
  t.truthy(doc.components.schemas.LostTerm.properties.business_term);
  t.deepEqual(op.security, [{ ApiKeyHeader: [] }, { BearerAuth: [] }]);
});

test('the document is the same on every build (deterministic)', (t) => {
  t.deepEqual(buildOpenApiDocument(), doc);
});

test('GET /openapi.json serves the document; /docs a page whose assets are served locally', async (t) => {
  const res = await fetch(`${server.baseUrl}/openapi.json`);
  t.is(res.status, 200);
  t.regex(res.headers.get('content-type') ?? '', /application\/json/);
  t.deepEqual(await res.json(), doc);
  const page = await fetch(`${server.baseUrl}/docs`);
  t.is(page.status, 200);
  const html = await page.text();
  t.notRegex(html, /https?:\/\//, 'no CDN');
  for (const src of [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)) {
    const asset = await fetch(server.baseUrl + src);
    t.is(asset.status, 200, src);
    t.true((await asset.arrayBuffer()).byteLength > 0, src);
  }
  t.is((await fetch(`${server.baseUrl}/openapi.json`, { method: 'POST' })).status, 405);
});

test('live error bodies carry a documented status and the documented members', async (t) => {
  const cases: [string, string, RequestInit][] = [
    [
      '/v1/generate',
      'post',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' },
    ],
    [
      '/v1/generate',
      'post',
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' },
    ],
    [
      '/v1/validate',
      'post',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[3]' },
    ],
    ['/v1/preview/{transaction_id}.png', 'get', { method: 'GET' }],
    ['/v1/account', 'get', { method: 'GET' }],
  ];
  for (const [template, method, init] of cases) {
    const res = await fetch(server.baseUrl + template.replace('{transaction_id}', 'tx_abc'), init);
    const documented = doc.paths[template][method].responses[String(res.status)];
    t.truthy(documented, `${template} ${res.status}`);
    const body = (await res.json()) as any;
    for (const member of doc.components.schemas.Error.required)
      t.true(member in body, `${template}: ${member}`);
    t.true(doc.components.schemas.Error.properties.error.enum.includes(body.error));
  }
});
