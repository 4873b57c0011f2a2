// What the OpenAPI document says beyond the messages: the public example per operation (valid
// as it stands, so Swagger UI's "Try it out" succeeds), defaults instead of "" enum values,
// `required` on responses as the gateway writes them, security per operation as the accounts
// guard enforces it, the response headers, only the real query parameters, and error `docs`
// links that resolve to an anchor of the README's error table.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { POLICIES } from '../../src/app.js';
import { ERROR_TABLE } from '../../src/errors/error-table.js';
import { openApiDocument } from '../../src/openapi/index.js';
import { publicExample } from '../helpers/example.js';
import { postJson, withServer } from '../helpers/server.js';

const doc = openApiDocument() as any;
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

function* walk(node: unknown, path = '#'): Generator<[string, any]> {
  if (!node || typeof node !== 'object') return;
  yield [path, node];
  for (const [key, value] of Object.entries(node)) yield* walk(value, `${path}/${key}`);
}

test('no enum lists "" as a value; the documented defaults are schema defaults', (t) => {
  // Requests and responses alike: "" means "not given" (the default; left out of a response).
  for (const [path, node] of walk(doc))
    if (Array.isArray(node.enum)) t.false(node.enum.includes(''), path);
  const readBack = doc.components.schemas.RetrieveInvoiceResponse.properties.invoice.anyOf[0];
  t.deepEqual(readBack.properties.tax_scheme.enum, ['VAT', 'GST']);
  t.false(readBack.required.includes('tax_scheme'), 'left out when not given');
  const { GenerateInvoiceRequest, RenderPreviewRequest, Invoice, Party, LineItem, Customization } =
    doc.components.schemas;
  const defaults = (schema: any, names: string[]) => names.map((n) => schema.properties[n].default);
  t.deepEqual(defaults(GenerateInvoiceRequest, ['format', 'profile', 'template', 'locale']), [
    'auto',
    'en16931',
    'minimal',
    'en',
  ]);
  t.deepEqual(defaults(RenderPreviewRequest, ['page', 'dpi']), [1, 150]);
  t.is(Invoice.properties.currency.default, 'EUR');
  t.is(Party.properties.country.default, 'DE');
  t.deepEqual(defaults(LineItem, ['unit', 'vat_rate']), ['C62', 19]);
  t.deepEqual(defaults(Customization, ['logo_width_mm', 'accent_color']), [40, '#8b5cf6']);
  t.is(
    GenerateInvoiceRequest.properties.country_profile.default,
    undefined,
    'a derived default is described, not fixed',
  );
});

test('each operation with a body has the public example, and it is valid as it stands', async (t) => {
  const example = (path: string) =>
    doc.paths[path].post.requestBody.content['application/json'].example;
  t.deepEqual(example('/v1/validate'), publicExample());
  t.deepEqual(example('/v1/generate'), publicExample());
  t.truthy(example('/v1/retrieve').data_base64);
  t.regex(example('/v1/preview').transaction_id, /^tx_/);
  await withServer(t, async ({ baseUrl }) => {
    const res = await postJson(baseUrl, '/v1/validate', example('/v1/validate'));
    t.is(res.status, 200);
    t.true(res.json.valid, JSON.stringify(res.json.errors));
  });
});

test('security per operation matches the key policy of the accounts guard', (t) => {
  const security = (path: string, method: string) => doc.paths[path][method].security;
  const keyed = [{ ApiKeyHeader: [] }, { BearerAuth: [] }];
  t.is(doc.security, undefined, 'no global security');
  t.deepEqual(security('/v1/validate', 'post'), []);
  t.deepEqual(security('/v1/preview/{transaction_id}.png', 'get'), []);
  t.deepEqual(security('/v1/generate', 'post'), keyed);
  t.deepEqual(security('/v1/retrieve', 'post'), keyed);
  t.deepEqual(security('/v1/account', 'get'), keyed);
  t.deepEqual(
    security('/v1/preview', 'post'),
    [{}, ...keyed],
    'a key only for preview from invoice data',
  );
  t.false(POLICIES.validate.keyRequired);
  t.false(POLICIES.previewByTransaction.keyRequired);
  t.true(
    POLICIES.generate.keyRequired &&
      POLICIES.retrieve.keyRequired &&
      POLICIES.account.keyRequired &&
      POLICIES.previewFromInvoice.keyRequired,
  );
});

test('response headers: rate limits, Retry-After, idempotent replays and the preview facts', (t) => {
  const headers = (path: string, method: string, status: string) =>
    Object.keys(doc.paths[path][method].responses[status].headers ?? {});
  t.deepEqual(headers('/v1/generate', 'post', '200'), [
    'RateLimit-Limit',
    'RateLimit-Remaining',
    'RateLimit-Reset',
    'Idempotent-Replayed',
  ]);
  t.deepEqual(headers('/v1/generate', 'post', '429'), [
    'RateLimit-Limit',
    'RateLimit-Remaining',
    'RateLimit-Reset',
    'Retry-After',
  ]);
  t.deepEqual(headers('/v1/generate', 'post', '503'), ['Retry-After']);
  t.deepEqual(
    headers('/v1/generate', 'post', '409'),
    ['Retry-After'],
    'idempotency_in_progress: retry after the wait',
  );
  t.deepEqual(headers('/v1/generate', 'post', '402'), [], 'quota: no Retry-After');
  for (const name of [
    'X-Transaction-Id',
    'X-Preview-Source',
    'X-Preview-Width',
    'X-Preview-Height',
    'ETag',
  ]) {
    t.true(headers('/v1/preview/{transaction_id}.png', 'get', '200').includes(name), name);
    t.true(headers('/v1/preview', 'post', '200').includes(name), name);
  }
  t.true(
    doc.paths['/v1/generate'].post.parameters.some(
      (p: any) => p.in === 'header' && p.name === 'Idempotency-Key',
    ),
  );
});

test('GET preview lists only page and dpi as query parameters', (t) => {
  const query = doc.paths['/v1/preview/{transaction_id}.png'].get.parameters
    .filter((p: any) => p.in === 'query')
    .map((p: any) => p.name);
  t.deepEqual(query, ['page', 'dpi']);
});

test('responses say which members are always there', (t) => {
  const {
    ValidateInvoiceResponse,
    RetrieveInvoiceResponse,
    GenerateInvoiceResponse,
    FormatDetection,
  } = doc.components.schemas;
  t.deepEqual(ValidateInvoiceResponse.required, ['valid', 'errors', 'issues']);
  t.true(FormatDetection.required.includes('format_used'));
  t.true(GenerateInvoiceResponse.required.includes('transaction_id'));
  t.true(RetrieveInvoiceResponse.required.includes('invoice'));
  t.false(RetrieveInvoiceResponse.required.includes('source_xml_base64'));
  t.deepEqual(RetrieveInvoiceResponse.properties.invoice.anyOf[1], { type: 'null' });
  t.is(ValidateInvoiceResponse.additionalProperties, undefined, 'responses may grow');
});

test('every error code has an anchor in the README; live error bodies link to it', async (t) => {
  for (const { restError } of Object.values(ERROR_TABLE))
    t.true(readme.includes(`<a id="error-${restError}"></a>`), restError);
  await withServer(t, async ({ baseUrl }) => {
    const res = await postJson(baseUrl, '/v1/generate', publicExample());
    t.is(res.json.error, 'missing_api_key');
    t.regex(res.json.docs, /#error-missing_api_key$/);
    t.true(readme.includes(`<a id="${res.json.docs.split('#')[1]}"></a>`));
  });
});
