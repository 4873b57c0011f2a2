// StatusService over REST (JSON, raw XML, multipart) and gRPC: generate charges a credit and
// honours Idempotency-Key (a retry is replayed, not charged), retrieve charges a credit only for a
// message it reads and the rules accept, validate is free and keyless with every missing datum at
// its JSON path; hostile XML (a DTD, an oversize body, not CDAR) is refused with a 4xx, never
// charged. Serial: credits are compared.
import test from 'ava';
import { createClient } from '@connectrpc/connect';
import { createGrpcTransport } from '@connectrpc/connect-node';
import { toJson } from '@bufbuild/protobuf';
import { LifecycleStatusSchema, StatusService } from '../../gen/einvoice/v1/status_service_pb.js';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { requires } from '../helpers/requires.js';
import { postJson as postAnonymous, withDemoKey } from '../helpers/server.js';
import { jvmUnavailable } from '../validation/corpus.js';
import { statusFor } from './statuses.js';

const postJson = (
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) => postAnonymous(baseUrl, path, body, withDemoKey(headers));
const statusJson = (code: string) =>
  toJson(LifecycleStatusSchema, statusFor(code)) as Record<string, unknown>;
const notInstalled = isInstalled(ruleSet('fr-cdar'), DEFAULT_RULES_DIR)
  ? undefined
  : 'the fr-cdar rule set is not installed (npm run rules:update with EINVOICE_RULES_MIRROR)';
const gated = requires(jvmUnavailable(), notInstalled);

let baseUrl = '';
let close: () => Promise<void> = async () => {};

async function remaining(): Promise<number> {
  const res = await fetch(`${baseUrl}/v1/account`, { headers: withDemoKey() });
  return (await res.json()).remaining;
}

test.before(async () => {
  const app = createApp(testConfig());
  baseUrl = `http://127.0.0.1:${await app.listen()}`;
  close = () => app.close();
});
test.after.always(() => close());

test.serial(
  'validate: free, no key, every missing datum with its JSON path and rule',
  async (t) => {
    const body = statusJson('212');
    body.amounts = [];
    delete (body.invoice as Record<string, unknown>).sellerSiren;
    const res = await postAnonymous(baseUrl, '/v1/statuses/validate', { status: body });
    t.is(res.status, 200, res.text);
    t.false(res.json.valid);
    const paths = res.json.issues.map((i: { path: string }) => i.path);
    t.true(paths.includes('$.status.invoice.seller_siren'), paths.join(', '));
    t.true(paths.includes('$.status.amounts'), paths.join(', '));
    t.true(
      res.json.errors.some(
        (e: string) => e.startsWith('$.status.amounts: ') && e.includes('BR-FR-CDV-14'),
      ),
    );
    t.is(res.json.meaning.name_fr, 'Encaissée');

    const refusal = statusJson('210');
    refusal.reasons = [{ code: 'LIVR_INCOMP' }];
    const refused = await postAnonymous(baseUrl, '/v1/statuses/validate', { status: refusal });
    t.false(refused.json.valid);
    t.deepEqual(
      refused.json.issues.map((i: { path: string; code: string }) => `${i.path} ${i.code}`),
      ['$.status.reasons[0].code INVALID_CODE'],
    );

    const wrongType = await postAnonymous(baseUrl, '/v1/statuses/validate', {
      status: { ...statusJson('205'), reasons: 'none' },
    });
    t.is(wrongType.status, 200);
    t.false(wrongType.json.valid);
    t.true(
      wrongType.json.issues.some((i: { path: string }) => i.path === '$.status.reasons'),
      wrongType.text,
    );

    const ok = await postAnonymous(baseUrl, '/v1/statuses/validate', { status: statusJson('205') });
    t.true(ok.json.valid, ok.text);
    t.deepEqual(ok.json.meaning, {
      code: '205',
      name_fr: 'Approuvée',
      name_en: 'Approved',
      phase: 'processing',
    });
  },
);

test.serial(
  'generate without a key is 401; an incomplete status is 400 with its paths and costs nothing',
  async (t) => {
    const anonymous = await postAnonymous(baseUrl, '/v1/statuses/generate', {
      status: statusJson('205'),
    });
    t.is(anonymous.status, 401);
    t.is(anonymous.json.error, 'missing_api_key');
    const before = await remaining();
    const body = statusJson('207');
    body.reasons = [];
    const res = await postJson(baseUrl, '/v1/statuses/generate', { status: body });
    t.is(res.status, 400, res.text);
    t.is(res.json.error, 'validation_failed');
    t.true(
      res.json.details.some((d: { path: string }) => d.path === '$.status.reasons'),
      res.text,
    );
    t.is(await remaining(), before);
  },
);

gated.serial(
  'REST: generate costs a credit, an Idempotency-Key retry is replayed free; retrieve reads it back for a credit',
  async (t) => {
    const before = await remaining();
    const first = await postJson(
      baseUrl,
      '/v1/statuses/generate',
      { status: statusJson('212') },
      { 'idempotency-key': `status-212-${Date.now()}-a` },
    );
    t.is(first.status, 200, first.text);
    t.deepEqual(first.json.rule_sets, ['fr-cdar@1.4.0.03']);
    t.is(first.json.meaning.name_en, 'Payment received');
    t.is(first.json.account.remaining, before - 1);
    const key = first.headers.get('idempotent-replayed');
    t.is(key, null);
    const xml = Buffer.from(first.json.xml_base64, 'base64');
    t.regex(xml.toString('utf8'), /<ram:ProcessConditionCode>212<\/ram:ProcessConditionCode>/);

    const sameKey = `status-205-${Date.now()}`;
    const once = await postJson(
      baseUrl,
      '/v1/statuses/generate',
      { status: statusJson('205') },
      { 'idempotency-key': sameKey },
    );
    const again = await postJson(
      baseUrl,
      '/v1/statuses/generate',
      { status: statusJson('205') },
      { 'idempotency-key': sameKey },
    );
    t.is(again.status, 200);
    t.is(again.headers.get('idempotent-replayed'), 'true');
    t.is(again.json.xml_base64, once.json.xml_base64);
    t.is(await remaining(), before - 2, 'the replay is not charged');
    const otherBody = await postJson(
      baseUrl,
      '/v1/statuses/generate',
      { status: statusJson('204') },
      { 'idempotency-key': sameKey },
    );
    t.is(otherBody.status, 400, 'a key reused with another body is refused');

    const raw = await fetch(`${baseUrl}/v1/statuses/retrieve`, {
      method: 'POST',
      headers: withDemoKey({ 'content-type': 'application/xml' }),
      body: xml,
    });
    const read = await raw.json();
    t.is(raw.status, 200, JSON.stringify(read));
    t.true(read.valid);
    t.is(read.status.status_code, '212');
    t.deepEqual(
      read.status.amounts.map((a: { vat_rate: string }) => a.vat_rate),
      ['20', '5.5'],
    );
    t.is(await remaining(), before - 3);

    const form = new FormData();
    form.append('file', new Blob([xml], { type: 'application/xml' }), 'status.xml');
    const multipart = await fetch(`${baseUrl}/v1/statuses/retrieve`, {
      method: 'POST',
      headers: withDemoKey(),
      body: form,
    });
    t.is(multipart.status, 200);
    const json = await postJson(baseUrl, '/v1/statuses/retrieve', {
      data_base64: xml.toString('base64'),
    });
    t.is(json.status, 200);
    t.deepEqual(json.json.status, read.status);
    t.is(await remaining(), before - 5);
  },
);

gated.serial('gRPC: the three RPCs, with the same answers and charges', async (t) => {
  const client = createClient(StatusService, createGrpcTransport({ baseUrl }));
  const before = await remaining();
  const valid = await client.validateStatus({ status: statusFor('206') });
  t.true(valid.valid);
  const generated = await client.generateStatus(
    { status: statusFor('206') },
    { headers: withDemoKey() },
  );
  t.is(generated.meaning?.nameFr, 'Approuvée partiellement');
  t.is(generated.account?.remaining, before - 1);
  const read = await client.retrieveStatus(
    { dataBase64: generated.xmlBase64 },
    { headers: withDemoKey() },
  );
  t.true(read.valid);
  t.is(read.status?.reasons[0]?.code, 'QTE_ERR');
  t.is(await remaining(), before - 2);
  const refused = await client
    .generateStatus({ status: { ...statusFor('206'), reasons: [] } }, { headers: withDemoKey() })
    .catch((e) => e);
  t.is(refused.code, 3, String(refused));
});

test.serial('hostile or foreign XML is refused with a 4xx and costs nothing', async (t) => {
  const before = await remaining();
  const dtd =
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100">&e;</rsm:CrossDomainAcknowledgementAndResponse>';
  const res = await fetch(`${baseUrl}/v1/statuses/retrieve`, {
    method: 'POST',
    headers: withDemoKey({ 'content-type': 'application/xml' }),
    body: dtd,
  });
  const body = await res.json();
  t.is(res.status, 422);
  t.false(body.valid);
  t.is(body.status, null);
  t.is(body.errors[0].code, 'XML_DTD_FORBIDDEN');

  const huge = `<?xml version="1.0"?><a>${'x'.repeat(2 * 1024 * 1024)}</a>`;
  const big = await fetch(`${baseUrl}/v1/statuses/retrieve`, {
    method: 'POST',
    headers: withDemoKey({ 'content-type': 'application/xml' }),
    body: huge,
  });
  t.true(big.status >= 400 && big.status < 500, String(big.status));

  const invoice = await fetch(`${baseUrl}/v1/statuses/retrieve`, {
    method: 'POST',
    headers: withDemoKey({ 'content-type': 'application/xml' }),
    body: '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>',
  });
  t.is(invoice.status, 422);
  t.is((await invoice.json()).errors[0].code, 'UNKNOWN_XML_FORMAT');

  const badBase64 = await postJson(baseUrl, '/v1/statuses/retrieve', { data_base64: '%%%' });
  t.is(badBase64.status, 400);
  const longText = statusJson('205');
  longText.note = 'x'.repeat(100_000);
  const tooLong = await postAnonymous(baseUrl, '/v1/statuses/validate', { status: longText });
  t.is(tooLong.status, 200);
  t.true(
    tooLong.json.issues.some(
      (i: { path: string; code: string }) => i.path === '$.status.note' && i.code === 'TOO_LONG',
    ),
  );
  t.is(await remaining(), before);
});
