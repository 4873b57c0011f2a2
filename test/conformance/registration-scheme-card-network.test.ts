/**
 * Nothing rewritten (issue 42 item 2, issue 43 CIUS-RO): a tax registration keeps the scheme it
 * is stated with (the seller's BT-32 scheme LOC, as the CIUS-RO examples write it), the buyer's
 * tax number (no EN 16931 term beside BT-48) is carried in UBL under its own PartyTaxScheme and
 * in CII with schemeID FC, and the card network (BG-18, UBL cbc:NetworkID) goes out and comes
 * back as given. CII has one scheme for a tax registration (FC) and no card network: any other
 * scheme and a network are refused NOT_CARRIED naming the field. Each document is generated,
 * read back equal by retrieve, and passes the independent checker (kinds ubl, cius-ro, cii).
 */
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicExample } from '../helpers/example.js';
import { requires } from '../helpers/requires.js';
import { ublCountryRequest } from '../formats/helpers/ubl-country-invoices.js';
import { scratchDir, startService, type Service } from './helpers/service.js';
import { check, checkerPath } from './helpers/validators.js';

/** What retrieve reports as dropped: its FIELD_DROPPED warnings. */
const droppedOf = (json: any): string[] =>
  (json.warnings ?? []).filter((w: any) => w.code === 'FIELD_DROPPED').map((w: any) => w.message);

let service: Service;
test.before(async () => {
  service = await startService();
});
test.after.always(() => service?.close());

const withChecker = requires(
  checkerPath() ? undefined : 'the independent checker (../shared/tools/check_einvoice.py)',
);

const CARD = { pan_last_digits: '1234', holder_name: 'Peter Petersen', network_id: 'VISA' };

/** The registrations and the card as the CIUS-RO example 0 and 5 state them. */
function asWritten(body: any, buyerScheme?: string): any {
  body.invoice.seller.tax_registration_id = '1111111111118';
  body.invoice.seller.tax_registration_scheme = 'LOC';
  body.invoice.buyer.tax_registration_id = '8609468';
  if (buyerScheme) body.invoice.buyer.tax_registration_scheme = buyerScheme;
  body.invoice.payment = { ...body.invoice.payment, means_code: '48', card: CARD };
  return body;
}

const UBL_CASES: Record<string, { body: () => any; kind: string }> = {
  ubl: {
    body: () => asWritten({ ...publicExample(), format: 'ubl' }, 'COM'),
    kind: 'ubl',
  },
  cius_ro: { body: () => asWritten(ublCountryRequest('cius_ro')), kind: 'cius-ro' },
};

/** The PartyTaxScheme rows of a party in a UBL document: CompanyID and TaxScheme/ID. */
function taxSchemes(xml: string, party: string): string[] {
  const at = xml.indexOf(`<cac:${party}>`);
  const block = xml.slice(at, xml.indexOf(`</cac:${party}>`, at));
  return [
    ...block.matchAll(
      /<cac:PartyTaxScheme>\s*<cbc:CompanyID>([^<]*)<\/cbc:CompanyID>\s*<cac:TaxScheme>\s*<cbc:ID>([^<]*)</g,
    ),
  ].map((m) => `${m[1]} ${m[2]}`);
}

for (const [name, c] of Object.entries(UBL_CASES)) {
  const generateAndRead = async () => {
    const generated = await service.post('/v1/generate', c.body());
    const xml = Buffer.from(generated.json?.xml_base64 ?? '', 'base64').toString('utf8');
    const read =
      generated.status === 200
        ? await service.post('/v1/retrieve', { data_base64: generated.json.xml_base64 })
        : undefined;
    return { generated, xml, read };
  };

  test(`${name}: the registrations keep their schemes and the card its network, read back as given`, async (t) => {
    const body = c.body();
    const { generated, xml, read } = await generateAndRead();
    t.is(generated.status, 200, generated.text.slice(0, 800));
    t.is(generated.json.validation.status, 'valid', JSON.stringify(generated.json.validation));
    t.true(taxSchemes(xml, 'AccountingSupplierParty').includes('1111111111118 LOC'), xml);
    t.true(
      taxSchemes(xml, 'AccountingCustomerParty').includes(
        `8609468 ${body.invoice.buyer.tax_registration_scheme ?? 'TAX'}`,
      ),
      xml,
    );
    t.regex(xml, /<cbc:NetworkID>VISA<\/cbc:NetworkID>/);
    t.is(read?.status, 200, read?.text.slice(0, 600));
    const inv = read!.json.invoice;
    t.deepEqual(droppedOf(read!.json), []);
    t.is(inv.seller.tax_registration_id, '1111111111118');
    t.is(inv.seller.tax_registration_scheme, 'LOC');
    t.is(inv.buyer.tax_registration_id, '8609468');
    // TAX is what the writer states without a scheme: read back as none.
    t.is(
      inv.buyer.tax_registration_scheme || undefined,
      body.invoice.buyer.tax_registration_scheme,
    );
    // The card's own payment means code and text (UBL: a means of its own) are not given: '' in REST.
    t.deepEqual(inv.payment.card, { ...CARD, means_code: '', means_text: '' });
  });

  withChecker(`${name}: the document passes the independent checker (${c.kind})`, async (t) => {
    t.timeout(300_000);
    const { generated } = await generateAndRead();
    t.is(generated.status, 200, generated.text.slice(0, 800));
    const file = join(scratchDir('as-written').dir, `${name}.xml`);
    writeFileSync(file, Buffer.from(generated.json.xml_base64, 'base64'));
    const verdict = await check(c.kind, file);
    t.true(verdict.xsd_ok, verdict.raw);
    t.deepEqual(verdict.fatal, [], verdict.raw);
  });
}

test('cii: scheme FC and the buyer tax number are carried; another scheme and a card network are NOT_CARRIED', async (t) => {
  const refused = await service.post(
    '/v1/generate',
    asWritten({ ...publicExample(), format: 'cii' }),
  );
  t.is(refused.status, 400, refused.text.slice(0, 800));
  t.deepEqual(
    refused.json.details.map((d: any) => [d.path, d.code]),
    [
      ['$.invoice.seller.tax_registration_scheme', 'NOT_CARRIED'],
      ['$.invoice.payment.card.network_id', 'NOT_CARRIED'],
    ],
  );
  const fc = ciiWithFc();
  const generated = await service.post('/v1/generate', fc);
  t.is(generated.status, 200, generated.text.slice(0, 800));
  const xml = Buffer.from(generated.json.xml_base64, 'base64').toString('utf8');
  t.regex(xml, /<ram:ID schemeID="FC">1111111111118<\/ram:ID>/);
  t.regex(xml, /<ram:ID schemeID="FC">8609468<\/ram:ID>/);
  const read = await service.post('/v1/retrieve', { data_base64: generated.json.xml_base64 });
  t.is(read.status, 200, read.text.slice(0, 600));
  t.is(read.json.invoice.seller.tax_registration_id, '1111111111118');
  t.is(read.json.invoice.buyer.tax_registration_id, '8609468');
});

/** CII with the seller's registration stated FC and a card without network. */
function ciiWithFc(): any {
  const body = asWritten({ ...publicExample(), format: 'cii' });
  body.invoice.seller.tax_registration_scheme = 'FC';
  body.invoice.payment.card = { pan_last_digits: '1234', holder_name: 'Peter Petersen' };
  return body;
}

withChecker(
  'cii: the document with FC registrations passes the independent checker (cii)',
  async (t) => {
    t.timeout(300_000);
    const generated = await service.post('/v1/generate', ciiWithFc());
    t.is(generated.status, 200, generated.text.slice(0, 800));
    const file = join(scratchDir('as-written').dir, 'cii.xml');
    writeFileSync(file, Buffer.from(generated.json.xml_base64, 'base64'));
    const verdict = await check('cii', file);
    t.true(verdict.xsd_ok, verdict.raw);
    t.deepEqual(verdict.fatal, [], verdict.raw);
  },
);

test("ubl: a tax registration stated with scheme VAT (the VAT id's own) is 400 at the scheme, for seller and buyer, in validate too", async (t) => {
  for (const role of ['seller', 'buyer'] as const)
    for (const format of ['ubl', 'peppol', 'xrechnung']) {
      const body: any = { ...publicExample(), format };
      body.invoice[role].tax_registration_id = '12/345/67890';
      body.invoice[role].tax_registration_scheme = 'VAT';
      const path = `$.invoice.${role}.tax_registration_scheme`;
      const res = await service.post('/v1/generate', body);
      t.is(res.status, 400, `${role} ${format}: ${res.text.slice(0, 600)}`);
      t.true(
        res.json.details?.some((d: any) => d.path === path && d.code === 'INVALID_VALUE'),
        `${role} ${format}: ${JSON.stringify(res.json.details)}`,
      );
      const validated = await service.post('/v1/validate', body);
      t.true(
        validated.json.issues.some((i: any) => i.path === path),
        `${role} ${format}: ${JSON.stringify(validated.json.issues)}`,
      );
    }
});
