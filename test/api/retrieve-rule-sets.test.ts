/**
 * Every answer names the rules that judged it: retrieve's rule_sets name, for a document this
 * service generated, exactly the <id>@<version> strings generate reported in validation.rule_sets
 * for it (both read the same format registry row), on REST and over gRPC.
 */
import test from 'ava';
import { createClient } from '@connectrpc/connect';
import { createGrpcTransport } from '@connectrpc/connect-node';
import { InvoiceService } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { countryInvoice } from '../conformance/helpers/invoices.js';
import { publicExample } from '../helpers/example.js';
import { postJson as postAnonymous, withDemoKey } from '../helpers/server.js';

const postJson = (baseUrl: string, path: string, body: unknown) =>
  postAnonymous(baseUrl, path, body, withDemoKey());

let baseUrl = '';
let close: () => Promise<void> = async () => {};
test.before(async () => {
  const app = createApp(testConfig(), { clock: () => new Date('2026-01-15T10:00:00Z') });
  baseUrl = `http://127.0.0.1:${await app.listen()}`;
  close = () => app.close();
});
test.after.always(() => close());

const facturx = (): any => {
  const body = publicExample();
  body.format = 'facturx';
  body.profile = 'en16931';
  body.invoice.seller.country = 'FR';
  body.invoice.seller.vat_id = 'FR40303265045';
  return body;
};
const pintSg = (): any => ({
  format: 'peppol',
  country_profile: 'pint_sg',
  invoice: countryInvoice('pint_sg', 2),
});

const cases: { name: string; body: () => any; label: string; ids: string[] }[] = [
  {
    name: 'Factur-X EN16931 PDF',
    body: facturx,
    label: 'EN16931',
    ids: ['facturx-en16931', 'en16931-cii'],
  },
  { name: 'PINT SG XML', body: pintSg, label: 'PINT-SG', ids: ['pint-sg'] },
];

for (const c of cases) {
  test(`${c.name}: retrieve names the rule sets generate reported, <id>@<version>`, async (t) => {
    const generated = await postJson(baseUrl, '/v1/generate', c.body());
    t.is(generated.status, 200, generated.text.slice(0, 400));
    const reported: string[] = generated.json.validation.rule_sets;
    t.deepEqual(
      reported.map((s) => s.split('@')[0]),
      c.ids,
    );
    t.true(
      reported.every((s) => /^[a-z0-9-]+@\d[\w.]*$/.test(s)),
      reported.join(', '),
    );
    t.is(generated.json.validation.profile, c.label);

    const file = generated.json.pdf_base64 || generated.json.xml_base64;
    const retrieved = await postJson(baseUrl, '/v1/retrieve', { data_base64: file });
    t.is(retrieved.status, 200, retrieved.text.slice(0, 400));
    t.true(retrieved.json.valid);
    t.is(retrieved.json.format.profile, c.label, 'the same label');
    t.deepEqual(retrieved.json.rule_sets, reported, 'REST');

    const grpc = createClient(InvoiceService, createGrpcTransport({ baseUrl }));
    const answer = await grpc.retrieveInvoice(
      { dataBase64: Buffer.from(file, 'base64') },
      { headers: withDemoKey() },
    );
    t.deepEqual(answer.ruleSets, reported, 'gRPC');
  });
}

test('a document that could not be read names no rule set', async (t) => {
  const retrieved = await postJson(baseUrl, '/v1/retrieve', {
    data_base64: Buffer.from('<x/>').toString('base64'),
  });
  t.is(retrieved.status, 422);
  t.deepEqual(retrieved.json.rule_sets, []);
});
