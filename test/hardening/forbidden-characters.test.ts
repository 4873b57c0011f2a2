/**
 * Issue 13, item 13, against the real server: a NUL or another control character XML 1.0 forbids,
 * in any string field of a request, is refused with 400 and the field's JSON path
 * (INVALID_CHARACTER) in every format and on every transport — never silently stripped (CII) nor
 * a 422 from the XML parser (UBL) — and validate reports it. TAB, LF and CR are characters like
 * any other. The walk is generic: fields nobody listed (the admin service's names) are covered.
 */
import test from 'ava';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-node';
import { AdminService } from '../../gen/einvoice/v1/admin_service_pb.js';
import { BadRequestSchema } from '../../gen/google/rpc/error_details_pb.js';
import { publicExample } from '../helpers/example.js';
import { postJson, startServer, withDemoKey, type RunningServer } from '../helpers/server.js';
import { generateEverywhere } from './transports.js';

const ADMIN_TOKEN = 'admin-token-for-forbidden-characters-test-0123456789';
let server: RunningServer;
test.before(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
});
test.after.always(() => server?.close());

const FORMATS = ['zugferd', 'facturx', 'xrechnung', 'ubl', 'cii', 'peppol', 'fatturapa', 'pdf'];

function withNul(format: string): any {
  const body: any = publicExample();
  body.format = format;
  body.invoice.seller.name = 'ACME\u0000GmbH';
  return body;
}

test('a NUL in the seller name is 400 INVALID_CHARACTER naming $.invoice.seller.name, in every format', async (t) => {
  for (const format of FORMATS) {
    const res = await postJson(server.baseUrl, '/v1/generate', withNul(format), withDemoKey());
    t.is(res.status, 400, `${format}: ${res.text.slice(0, 300)}`);
    t.is(res.json.error, 'validation_failed');
    const detail = res.json.details.find((d: any) => d.path === '$.invoice.seller.name');
    t.like(detail, { code: 'INVALID_CHARACTER' }, format);
    t.regex(detail.message, /U\+0000 at position 5/);
  }
});

test('control characters anywhere in the invoice and its customization: every field named, on REST, Connect, gRPC and MCP', async (t) => {
  const body: any = publicExample();
  body.format = 'ubl';
  body.invoice.notes = 'line one\u001Bline two';
  body.invoice.buyer.city = 'Berlin\u0008';
  body.invoice.items[0].description = 'Consulting\u0007';
  body.invoice.payment = { ...(body.invoice.payment ?? {}), terms: 'net 30 \uFFFF' };
  body.customization = { footer_text: 'footer\u000C' };
  const expected = [
    '$.invoice.notes',
    '$.invoice.buyer.city',
    '$.invoice.items[0].description',
    '$.invoice.payment.terms',
    '$.customization.footer_text',
  ];
  for (const answer of await generateEverywhere(server.baseUrl, body)) {
    t.is(answer.error, 'validation_failed', answer.transport);
    for (const path of expected)
      t.true(
        answer.paths.includes(path),
        `${answer.transport}: ${path} in ${answer.paths.join(', ')}`,
      );
    if (answer.codes.length > 0)
      t.true(
        answer.codes.every((c) => c === 'INVALID_CHARACTER'),
        `${answer.transport}: ${answer.codes.join(', ')}`,
      );
  }
});

test('validate reports the character as a problem; preview from invoice data refuses it', async (t) => {
  const validated = await postJson(server.baseUrl, '/v1/validate', withNul('cii'));
  t.is(validated.status, 200);
  t.false(validated.json.valid);
  t.like(
    validated.json.issues.find((i: any) => i.path === '$.invoice.seller.name'),
    { code: 'INVALID_CHARACTER' },
  );
  const preview = await postJson(
    server.baseUrl,
    '/v1/preview',
    { ...withNul('zugferd'), page: 1 },
    withDemoKey(),
  );
  t.is(preview.status, 400);
  t.is(preview.json.details[0].path, '$.invoice.seller.name');
});

test('TAB, LF and CR are allowed', async (t) => {
  const body: any = publicExample();
  body.invoice.notes = 'first\tcolumn\r\nsecond line\n';
  const validated = await postJson(server.baseUrl, '/v1/validate', body);
  t.true(validated.json.valid, JSON.stringify(validated.json.errors));
});

test('the walk is generic: a NUL in an admin account name is INVALID_ARGUMENT naming $.name', async (t) => {
  const client = createClient(
    AdminService,
    createConnectTransport({ baseUrl: server.baseUrl, httpVersion: '1.1' }),
  );
  const error = ConnectError.from(
    await t.throwsAsync(
      client.createAccount(
        { name: 'Evil\u0000Corp', plan: 'starter' },
        { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
      ),
    ),
  );
  t.is(error.code, Code.InvalidArgument);
  const violations = error.findDetails(BadRequestSchema)[0]?.fieldViolations ?? [];
  t.deepEqual(
    violations.map((v) => v.field),
    ['$.name'],
  );
  t.regex(violations[0].description, /U\+0000/);
});

test('a lone surrogate in REST JSON ("\\ud800", which protobuf cannot encode) is 400 INVALID_CHARACTER naming the field; validate reports it', async (t) => {
  const body: any = publicExample();
  body.format = 'cii';
  body.invoice.items[0].description = 'Consulting \ud800 hours';
  const res = await postJson(server.baseUrl, '/v1/generate', body, withDemoKey());
  t.is(res.status, 400, res.text.slice(0, 300));
  t.like(res.json.details?.[0], {
    path: '$.invoice.items[0].description',
    code: 'INVALID_CHARACTER',
  });
  t.regex(res.json.details[0].message, /lone surrogate \(U\+D800\) at position 12/);
  const validated = await postJson(server.baseUrl, '/v1/validate', body);
  t.is(validated.status, 200, validated.text.slice(0, 300));
  t.false(validated.json.valid);
  t.like(
    validated.json.issues.find((i: any) => i.path === '$.invoice.items[0].description'),
    { code: 'INVALID_CHARACTER' },
  );
});
