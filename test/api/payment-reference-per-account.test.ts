// BT-83 per payment account (issue 42): UBL states a cac:PaymentMeans per account, each with its
// own PaymentID where the rules allow it (the PINT rule sets outside the EU; EN 16931 UBL wants
// one PaymentID, UBL-SR-44). A credit transfer's payment_reference is written there and read back
// (not dropped); elsewhere a different one is NOT_CARRIED in generate and listed by convert.
import test from 'ava';
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
  const app = createApp(testConfig());
  baseUrl = `http://127.0.0.1:${await app.listen()}`;
  close = () => app.close();
});
test.after.always(() => close());

/** An invoice paid to two accounts, each with its own reference (PINT A-NZ, or another format). */
function twoAccounts(format: string) {
  const body =
    format === 'peppol'
      ? { format, country_profile: 'pint_au', invoice: countryInvoice('pint_au', 1) }
      : publicExample();
  body.format = format;
  body.invoice.payment.iban = 'GB29NWBK60161331926819';
  body.invoice.payment.remittance_information = 'INV-2025-0042 A';
  body.invoice.payment.credit_transfers = [
    { account_id: 'GB33BUKB20201555555555', payment_reference: 'INV-2025-0042 B' },
  ];
  return body;
}

test('PINT A-NZ writes each account with its own reference and reads it back', async (t) => {
  const res = await postJson(baseUrl, '/v1/generate', twoAccounts('peppol'));
  t.is(res.status, 200, res.text.slice(0, 800));
  const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
  const ids = [...xml.matchAll(/<cbc:PaymentID>([^<]*)<\/cbc:PaymentID>/g)].map((m) => m[1]);
  t.deepEqual(ids, ['INV-2025-0042 A', 'INV-2025-0042 B']);
  t.is(res.json.validation.status, 'valid');
  const read = await postJson(baseUrl, '/v1/retrieve', { data_base64: res.json.xml_base64 });
  t.is(read.status, 200, read.text.slice(0, 800));
  t.is(read.json.invoice.payment.remittance_information, 'INV-2025-0042 A');
  t.deepEqual(
    read.json.invoice.payment.credit_transfers.map((c: any) => [c.account_id, c.payment_reference]),
    [['GB33BUKB20201555555555', 'INV-2025-0042 B']],
  );
  t.false(JSON.stringify(read.json.warnings).includes('INV-2025-0042 B'));
});

test('CII and EN 16931 UBL state one reference: a different one is NOT_CARRIED; the same one is accepted', async (t) => {
  for (const format of ['cii', 'ubl']) {
    const res = await postJson(baseUrl, '/v1/generate', twoAccounts(format));
    t.is(res.status, 400, res.text.slice(0, 800));
    t.deepEqual(
      res.json.details.map((d: any) => [d.path, d.code]),
      [['$.invoice.payment.credit_transfers[0].payment_reference', 'NOT_CARRIED']],
    );
  }
  const same = twoAccounts('cii');
  same.invoice.payment.credit_transfers[0].payment_reference = 'INV-2025-0042 A';
  const ok = await postJson(baseUrl, '/v1/generate', same);
  t.is(ok.status, 200, ok.text.slice(0, 800));
});

test('convert PINT A-NZ → CII lists the account reference as lost BT-83 (and the GST scheme, CII states VAT); → PINT A-NZ keeps both', async (t) => {
  const source = await postJson(baseUrl, '/v1/generate', twoAccounts('peppol'));
  t.is(source.status, 200, source.text.slice(0, 800));
  const intoCii = await postJson(baseUrl, '/v1/convert', {
    data_base64: source.json.xml_base64,
    format: 'cii',
  });
  t.is(intoCii.status, 200, intoCii.text.slice(0, 800));
  t.deepEqual(
    intoCii.json.lost_terms.map((l: any) => [l.business_term, l.source_path, l.value]),
    [
      ['BT-83', '$.invoice.payment.credit_transfers[0].payment_reference', 'INV-2025-0042 B'],
      ['tax_scheme', '$.invoice.tax_scheme', 'GST'],
    ],
  );
  const intoUbl = await postJson(baseUrl, '/v1/convert', {
    data_base64: source.json.xml_base64,
    format: 'peppol',
    country_profile: 'pint_au',
  });
  t.is(intoUbl.status, 200, intoUbl.text.slice(0, 800));
  t.deepEqual(intoUbl.json.lost_terms, []);
  t.true(
    Buffer.from(intoUbl.json.xml_base64, 'base64').toString('utf8').includes('INV-2025-0042 B'),
  );
});

test('PINT A-NZ: every account with its own reference and no IBAN leaves the shared one nowhere: NOT_CARRIED', async (t) => {
  const body = twoAccounts('peppol');
  delete body.invoice.payment.iban;
  const res = await postJson(baseUrl, '/v1/validate', body);
  t.true(
    res.json.issues.some(
      (i: any) => i.path === '$.invoice.payment.remittance_information' && i.code === 'NOT_CARRIED',
    ),
    res.text.slice(0, 800),
  );
});
