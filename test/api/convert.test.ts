// ConvertInvoice over REST (JSON, multipart, raw body) and gRPC: the source read as retrieve reads
// it, the target written and checked as generate writes it, every term the target cannot carry
// listed by BT (or refused with strict), one credit per conversion, none for a refusal or an
// unreadable source, and an Idempotency-Key retry charged once (serial: credits are compared).
import test from 'ava';
import { createClient } from '@connectrpc/connect';
import { createGrpcTransport } from '@connectrpc/connect-node';
import { InvoiceService } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { parseXmlSafely } from '../../src/xml/safe-parse.js';
import { ciiTermValues } from '../../src/syntax/cii/binding/index.js';
import { ublTermValues } from '../../src/syntax/ubl/binding/index.js';
import { publicExample } from '../helpers/example.js';
import { ublCountryRequest } from '../formats/helpers/ubl-country-invoices.js';
import { postJson as postAnonymous, withDemoKey } from '../helpers/server.js';

const postJson = (
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) => postAnonymous(baseUrl, path, body, withDemoKey(headers));

let baseUrl = '';
let close: () => Promise<void> = async () => {};
/**
 * A ZUGFeRD PDF, its CII, a UBL of the same invoice, a CII with a buyer tax number (carried in
 * UBL too) and a UBL with a card network (no place in CII).
 */
let pdf: Buffer;
let cii: Buffer;
let ubl: Buffer;
let ciiWithBuyerTaxNumber: Buffer;
let ublWithCardNetwork: Buffer;

async function remaining(): Promise<number> {
  const res = await fetch(`${baseUrl}/v1/account`, { headers: withDemoKey() });
  return (await res.json()).remaining;
}

test.before(async () => {
  const app = createApp(testConfig());
  baseUrl = `http://127.0.0.1:${await app.listen()}`;
  close = () => app.close();
  const zugferd = await postJson(baseUrl, '/v1/generate', {
    ...publicExample(),
    format: 'zugferd',
  });
  pdf = Buffer.from(zugferd.json.pdf_base64, 'base64');
  cii = Buffer.from(zugferd.json.xml_base64, 'base64');
  ubl = Buffer.from(
    (await postJson(baseUrl, '/v1/generate', { ...publicExample(), format: 'ubl' })).json
      .xml_base64,
    'base64',
  );
  const body = { ...publicExample(), format: 'cii' };
  body.invoice.buyer.tax_registration_id = 'FR-TAX-4711';
  const withTaxNumber = await postJson(baseUrl, '/v1/generate', body);
  ciiWithBuyerTaxNumber = Buffer.from(withTaxNumber.json.xml_base64 ?? '', 'base64');
  const carded = { ...publicExample(), format: 'ubl' };
  carded.invoice.payment = {
    means_code: '54',
    card: { pan_last_digits: '1234', holder_name: 'A Buyer', network_id: 'VISA' },
  };
  const withCard = await postJson(baseUrl, '/v1/generate', carded);
  ublWithCardNetwork = Buffer.from(withCard.json.xml_base64 ?? '', 'base64');
});
test.after.always(() => close());

const termsOf = (xml: Buffer) => {
  const doc = parseXmlSafely(xml);
  const values =
    doc.documentElement?.localName === 'CrossIndustryInvoice'
      ? ciiTermValues(doc)
      : ublTermValues(doc);
  // Dates as CII writes them (YYYYMMDD).
  for (const [bt, list] of values)
    values.set(
      bt,
      list.map((v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v.replaceAll('-', '') : v)),
    );
  return values;
};

test.serial(
  'JSON with data_base64: a ZUGFeRD PDF into UBL, both verdicts, nothing lost, one credit',
  async (t) => {
    const before = await remaining();
    const res = await postJson(baseUrl, '/v1/convert', {
      data_base64: pdf.toString('base64'),
      format: 'ubl',
    });
    t.is(res.status, 200, res.text.slice(0, 800));
    t.true(res.json.converted);
    t.is(res.json.source.format.detected_format, 'zugferd');
    t.true(res.json.source.format.has_pdf);
    t.true(res.json.source.valid);
    t.true(res.json.source.rule_sets.length > 0);
    t.is(res.json.format.format_used, 'ubl');
    t.regex(res.json.validation.status, /^valid/);
    t.true(res.json.validation.rule_sets.some((r: string) => r.startsWith('en16931-ubl@')));
    t.deepEqual(res.json.lost_terms, []);
    t.is(res.json.pdf_base64, '');
    t.regex(res.json.filename, /^invoice-.*\.xml$/);
    const xml = Buffer.from(res.json.xml_base64, 'base64');
    t.regex(xml.toString('utf8'), /<(\w+:)?Invoice\b/);
    // The business terms of the source, as its binding table reads them, are the target's.
    const source = termsOf(cii);
    const target = termsOf(xml);
    for (const bt of [
      'BT-1',
      'BT-2',
      'BT-27',
      'BT-31',
      'BT-44',
      'BT-112',
      'BT-115',
      'BT-129',
      'BT-146',
    ])
      t.deepEqual(target.get(bt), source.get(bt), bt);
    t.is(res.json.account.remaining, before - 1);
  },
);

test.serial(
  'multipart with the target as form fields, and a raw XML body with the target in X- headers',
  async (t) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(ubl)], { type: 'application/xml' }), 'invoice.xml');
    form.set('format', 'cii');
    form.set('profile', 'basic');
    const multipart = await fetch(`${baseUrl}/v1/convert`, {
      method: 'POST',
      headers: withDemoKey(),
      body: form,
    });
    const mp = await multipart.json();
    t.is(multipart.status, 200, JSON.stringify(mp).slice(0, 800));
    t.is(mp.source.format.detected_format, 'ubl');
    t.is(mp.format.format_used, 'cii');
    t.is(mp.format.profile, 'BASIC');
    t.regex(Buffer.from(mp.xml_base64, 'base64').toString('utf8'), /CrossIndustryInvoice/);

    const raw = await fetch(`${baseUrl}/v1/convert`, {
      method: 'POST',
      headers: withDemoKey({
        'content-type': 'application/xml',
        'x-format': 'facturx',
        'x-locale': 'fr',
      }),
      body: new Uint8Array(ubl),
    });
    const rj = await raw.json();
    t.is(raw.status, 200, JSON.stringify(rj).slice(0, 800));
    t.is(rj.format.format_used, 'facturx');
    // An XML source into a hybrid format: our rendered PDF/A-3 with the new XML inside.
    t.is(Buffer.from(rj.pdf_base64, 'base64').subarray(0, 5).toString(), '%PDF-');
    t.regex(rj.filename, /\.pdf$/);
    t.is(rj.xml_filename, 'factur-x.xml');
  },
);

test.serial(
  'a term the target cannot carry is listed by BT and left out; strict refuses it (400, no charge)',
  async (t) => {
    t.true(ublWithCardNetwork.toString('utf8').includes('<cbc:NetworkID>VISA</cbc:NetworkID>'));
    const res = await postJson(baseUrl, '/v1/convert', {
      data_base64: ublWithCardNetwork.toString('base64'),
      format: 'cii',
    });
    t.is(res.status, 200, res.text.slice(0, 800));
    t.deepEqual(
      res.json.lost_terms.map((l: any) => [l.business_term, l.source_path, l.value]),
      [['BG-18', '$.invoice.payment.card.network_id', 'VISA']],
    );
    t.regex(res.json.lost_terms[0].reason, /card network/);
    t.false(Buffer.from(res.json.xml_base64, 'base64').toString('utf8').includes('VISA'));

    const before = await remaining();
    const strict = await postJson(baseUrl, '/v1/convert', {
      data_base64: ublWithCardNetwork.toString('base64'),
      format: 'cii',
      strict: true,
    });
    t.is(strict.status, 400, strict.text.slice(0, 800));
    t.is(strict.json.error, 'validation_failed');
    t.deepEqual(
      strict.json.details.map((d: any) => [d.path, d.code]),
      [['$.invoice.payment.card.network_id', 'NOT_CARRIED']],
    );
    t.regex(strict.json.details[0].message, /^BG-18 "VISA"/);
    t.is(await remaining(), before);
    // Into UBL the term has its place: strict converts.
    const intoUbl = await postJson(baseUrl, '/v1/convert', {
      data_base64: ublWithCardNetwork.toString('base64'),
      format: 'ubl',
      strict: true,
    });
    t.is(intoUbl.status, 200, intoUbl.text.slice(0, 800));
    t.deepEqual(intoUbl.json.lost_terms, []);
  },
);

test.serial(
  'a national CIUS of UBL as the target: country_profile cius_ro, hr_cius, cius_pt as in generate',
  async (t) => {
    const romanian = await postJson(baseUrl, '/v1/generate', ublCountryRequest('cius_ro'));
    t.is(romanian.status, 200, romanian.text.slice(0, 600));
    const res = await postJson(baseUrl, '/v1/convert', {
      data_base64: romanian.json.xml_base64,
      format: 'ubl',
      country_profile: 'cius_ro',
    });
    t.is(res.status, 200, res.text.slice(0, 800));
    t.true(res.json.validation.rule_sets.some((r: string) => r.startsWith('cius-ro@')));
    t.regex(Buffer.from(res.json.xml_base64, 'base64').toString('utf8'), /CIUS-RO/);
    // A national CIUS belongs to format ubl, as in generate.
    const wrong = await postJson(baseUrl, '/v1/convert', {
      data_base64: romanian.json.xml_base64,
      format: 'cii',
      country_profile: 'cius_ro',
    });
    t.is(wrong.status, 400, wrong.text.slice(0, 400));
  },
);

test.serial(
  'no amount owed is changed: a MINIMUM at two VAT rates (no breakdown) into UBL is refused, free; at one rate it converts',
  async (t) => {
    const minimum = async (rates: number[]) => {
      const body = { ...publicExample(), format: 'facturx', profile: 'minimum' };
      body.invoice.items = body.invoice.items.map((item: any, i: number) => ({
        ...item,
        vat_rate: rates[i % rates.length],
      }));
      const res = await postJson(baseUrl, '/v1/generate', body);
      t.is(res.status, 200, res.text.slice(0, 600));
      return res.json.xml_base64 as string;
    };
    const [twoRates, oneRate] = [await minimum([19, 7]), await minimum([19])];
    const before = await remaining();
    // 1140 at 19 % and 49.90 at 7 %: BT-110 220.09 is no single rate of BT-109 1189.90, and UBL
    // states its VAT per rate (BG-23), which a MINIMUM document does not give.
    const mixed = await postJson(baseUrl, '/v1/convert', {
      data_base64: twoRates,
      format: 'ubl',
    });
    t.is(mixed.status, 400, mixed.text.slice(0, 800));
    t.regex(mixed.json.message, /never changes an amount the invoice owes/);
    const refused = new Map(
      mixed.json.details.map((d: any) => [/^BT-\d+/.exec(d.message)?.[0], d.message]),
    );
    t.regex(String(refused.get('BT-110')), /"220\.09": the target would state 0(\.00)?$/);
    t.regex(String(refused.get('BT-115')), /"1409\.99"/);
    t.true(mixed.json.details.every((d: any) => d.code === 'NOT_CARRIED'));
    t.is(await remaining(), before);
    // One rate: the line built from the totals (19 %) gives the same amounts.
    const single = await postJson(baseUrl, '/v1/convert', {
      data_base64: oneRate,
      format: 'ubl',
    });
    t.is(single.status, 200, single.text.slice(0, 800));
    const terms = termsOf(Buffer.from(single.json.xml_base64, 'base64'));
    t.deepEqual(terms.get('BT-115'), ['1415.98']);
    t.deepEqual(terms.get('BT-110'), ['226.08']);
  },
);

test.serial(
  'a buyer tax number of a CII source is carried into UBL (its own PartyTaxScheme)',
  async (t) => {
    t.true(ciiWithBuyerTaxNumber.toString('utf8').includes('FR-TAX-4711'));
    const res = await postJson(baseUrl, '/v1/convert', {
      data_base64: ciiWithBuyerTaxNumber.toString('base64'),
      format: 'ubl',
      strict: true,
    });
    t.is(res.status, 200, res.text.slice(0, 800));
    t.deepEqual(res.json.lost_terms, []);
    t.regex(
      Buffer.from(res.json.xml_base64, 'base64').toString('utf8'),
      /<cbc:CompanyID>FR-TAX-4711<\/cbc:CompanyID>\s*<cac:TaxScheme>\s*<cbc:ID>TAX<\/cbc:ID>/,
    );
  },
);

test.serial(
  'an unreadable source is a 422 answer (converted false, retrieve codes), free; a missing target 400',
  async (t) => {
    const before = await remaining();
    const notBase64 = await postJson(baseUrl, '/v1/convert', {
      data_base64: '%%% not base64 %%%',
      format: 'ubl',
    });
    t.is(notBase64.status, 422);
    t.false(notBase64.json.converted);
    t.is(notBase64.json.source.errors[0].code, 'INVALID_BASE64');
    const unknown = await postJson(baseUrl, '/v1/convert', {
      data_base64: Buffer.from('<note><to>x</to></note>').toString('base64'),
      format: 'ubl',
    });
    t.is(unknown.status, 422);
    t.false(unknown.json.converted);
    t.is(unknown.json.source.errors[0].code, 'UNKNOWN_XML_FORMAT');
    t.is(unknown.json.xml_base64, '');
    const noTarget = await postJson(baseUrl, '/v1/convert', {
      data_base64: ubl.toString('base64'),
    });
    t.is(noTarget.status, 400, noTarget.text.slice(0, 500));
    t.true(JSON.stringify(noTarget.json.details).includes('format'));
    const badTarget = await postJson(baseUrl, '/v1/convert', {
      data_base64: ubl.toString('base64'),
      format: 'docx',
    });
    t.is(badTarget.status, 400);
    t.is(await remaining(), before);
    // Without a key: 401, as for generate.
    const anonymous = await postAnonymous(baseUrl, '/v1/convert', {
      data_base64: ubl.toString('base64'),
      format: 'cii',
    });
    t.is(anonymous.status, 401);
  },
);

test.serial('Idempotency-Key: the retry gets the first answer and is charged once', async (t) => {
  const headers = { 'idempotency-key': `convert-${Date.now()}` };
  const body = { data_base64: ubl.toString('base64'), format: 'cii' };
  const first = await postJson(baseUrl, '/v1/convert', body, headers);
  t.is(first.status, 200, first.text.slice(0, 500));
  const again = await postJson(baseUrl, '/v1/convert', body, headers);
  t.is(again.status, 200);
  t.is(await remaining(), first.json.account.remaining);
  t.is(again.json.xml_base64, first.json.xml_base64);
  const other = await postJson(baseUrl, '/v1/convert', { ...body, format: 'ubl' }, headers);
  t.is(other.status, 400);
});

test.serial(
  'gRPC: bytes in, bytes out; an unreadable source answers converted false',
  async (t) => {
    const client = createClient(InvoiceService, createGrpcTransport({ baseUrl }));
    const res = await client
      .convertInvoice(
        { dataBase64: pdf, format: 'xrechnung', syntax: 'ubl' },
        { headers: withDemoKey() },
      )
      .catch((e) => e);
    // The public example has no Leitweg-ID: XRechnung refuses it as generate does (400 → INVALID_ARGUMENT).
    t.is(res.code, 3, String(res));
    const converted = await client.convertInvoice(
      { dataBase64: pdf, format: 'ubl' },
      { headers: withDemoKey() },
    );
    t.true(converted.converted);
    t.regex(Buffer.from(converted.xmlBase64).toString('utf8'), /<(\w+:)?Invoice\b/);
    t.is(converted.source?.format?.detectedFormat, 'zugferd');
    t.is(converted.format?.formatUsed, 'ubl');
    t.true((converted.account?.remaining ?? 0) > 0);
    const bad = await client.convertInvoice(
      { dataBase64: new TextEncoder().encode('hello'), format: 'ubl' },
      { headers: withDemoKey() },
    );
    t.false(bad.converted);
    t.is(bad.source?.errors[0]?.code, 'UNSUPPORTED_FORMAT');
  },
);

test.serial(
  'a strict flag that is not yes or no is 400 naming the field, never read as false',
  async (t) => {
    const raw = (strict: string) =>
      fetch(`${baseUrl}/v1/convert`, {
        method: 'POST',
        headers: withDemoKey({
          'content-type': 'application/xml',
          'x-format': 'cii',
          'x-strict': strict,
        }),
        body: new Uint8Array(ublWithCardNetwork),
      });
    for (const bad of ['maybe', 'ture', '2']) {
      const res = await raw(bad);
      const json = await res.json();
      t.is(res.status, 400, `${bad}: ${JSON.stringify(json).slice(0, 300)}`);
      t.is(json.details?.[0]?.path, '$.strict', bad);
    }
    // yes is strict: the card network has no place in CII, so the conversion is refused.
    t.is((await raw('yes')).status, 400);
    t.is((await raw('no')).status, 200);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(ubl)], { type: 'application/xml' }), 'invoice.xml');
    form.set('format', 'cii');
    form.set('gross_price_per_net_base_quantity', 'sure');
    const multipart = await fetch(`${baseUrl}/v1/convert`, {
      method: 'POST',
      headers: withDemoKey(),
      body: form,
    });
    const mp = await multipart.json();
    t.is(multipart.status, 400, JSON.stringify(mp).slice(0, 300));
    t.is(mp.details?.[0]?.path, '$.gross_price_per_net_base_quantity');
    // A mistyped form field is refused by name, as a JSON body refuses it; nothing is charged.
    const before = await remaining();
    const typo = new FormData();
    typo.set('file', new Blob([new Uint8Array(ubl)], { type: 'application/xml' }), 'invoice.xml');
    typo.set('format', 'cii');
    typo.set('strcit', 'true');
    const mistyped = await fetch(`${baseUrl}/v1/convert`, {
      method: 'POST',
      headers: withDemoKey(),
      body: typo,
    });
    const mt = await mistyped.json();
    t.is(mistyped.status, 400, JSON.stringify(mt).slice(0, 300));
    t.deepEqual(
      mt.details?.map((d: any) => [d.path, d.code]),
      [['$.strcit', 'UNKNOWN_FIELD']],
    );
    t.is(await remaining(), before);
  },
);
