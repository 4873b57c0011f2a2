// GenerateInvoice end to end against the real server and the official rule sets: every format
// from the same JSON, the PDF carrying exactly the returned XML, byte-identical output at the
// same clock, and clear 400s for invalid data.
import test from 'ava';
import { createClient } from '@connectrpc/connect';
import { createGrpcTransport } from '@connectrpc/connect-node';
import { fromJson } from '@bufbuild/protobuf';
import {
  GenerateInvoiceRequestSchema,
  InvoiceService,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { extractInvoiceXml } from '../../src/retrieve/pdf-attachments.js';
import { publicExample } from '../helpers/example.js';
import { postJson as postAnonymous, withDemoKey } from '../helpers/server.js';

/** Keyed operations carry the public demo key. */
const postJson = (
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) => postAnonymous(baseUrl, path, body, withDemoKey(headers));

const FIXED = new Date('2026-01-15T10:00:00Z');
let baseUrl = '';
let close: () => Promise<void> = async () => {};

test.before(async () => {
  const app = createApp(testConfig(), { clock: () => FIXED });
  const port = await app.listen();
  baseUrl = `http://127.0.0.1:${port}`;
  close = () => app.close();
});
test.after.always(() => close());

function withFormat(format: string, patch: (body: any) => void = () => {}) {
  const body = publicExample();
  body.format = format;
  patch(body);
  return body;
}

test('the public example gives a valid ZUGFeRD EN16931 PDF/A-3 whose attachment is the returned XML', async (t) => {
  const res = await postJson(baseUrl, '/v1/generate', publicExample());
  t.is(res.status, 200, res.text.slice(0, 500));
  const body = res.json;
  t.is(body.format.format_used, 'zugferd');
  t.is(body.validation.status, 'valid');
  t.is(body.validation.profile, 'EN16931');
  t.true(body.validation.rule_sets.length >= 2);
  t.is(body.filename, 'invoice-INV-2025-0042.pdf');
  t.is(body.xml_filename, 'factur-x.xml');
  t.is(body.transaction_id, body.transaction_hash);
  t.regex(body.transaction_id, /^tx_[a-z2-7]{26}$/);
  const pdf = Buffer.from(body.pdf_base64, 'base64');
  t.is(pdf.subarray(0, 5).toString(), '%PDF-');
  const attached = await extractInvoiceXml(pdf);
  t.truthy(attached);
  t.is(attached!.filename, 'factur-x.xml');
  t.deepEqual(Buffer.from(attached!.xml), Buffer.from(body.xml_base64, 'base64'));
});

test('the same input at the same clock gives byte-identical documents', async (t) => {
  const [a, b] = await Promise.all([
    postJson(baseUrl, '/v1/generate', publicExample()),
    postJson(baseUrl, '/v1/generate', publicExample()),
  ]);
  t.is(a.json.pdf_base64, b.json.pdf_base64);
  t.is(a.json.xml_base64, b.json.xml_base64);
  t.not(a.json.transaction_id, b.json.transaction_id);
});

const peppolParties = (body: any) => {
  body.invoice.seller.peppol_id = '9930:DE123456789';
  body.invoice.buyer.peppol_id = '9957:FR40303265045';
  body.invoice.buyer_reference = 'PO-4711';
};
const xrechnungData = (body: any) => {
  body.invoice.leitweg_id = '04011000-12345-03';
  body.invoice.buyer_reference = '';
};

const cases: [string, (b: any) => void, 'pdf' | 'xml' | 'both'][] = [
  ['facturx', () => {}, 'both'],
  ['cii', () => {}, 'xml'],
  ['ubl', () => {}, 'xml'],
  ['pdf', () => {}, 'pdf'],
  ['peppol', peppolParties, 'xml'],
  ['xrechnung', xrechnungData, 'both'],
];

for (const [format, patch, output] of cases) {
  test(`format ${format}: valid by the official rules, ${output === 'both' ? 'PDF and XML' : output === 'pdf' ? 'PDF only' : 'XML only with a .xml file name'}`, async (t) => {
    const res = await postJson(baseUrl, '/v1/generate', withFormat(format, patch));
    t.is(res.status, 200, res.text.slice(0, 800));
    t.is(res.json.format.format_used, format);
    t.is(
      res.json.validation.status === 'valid' ||
        res.json.validation.status === 'valid_with_warnings' ||
        res.json.validation.status === 'not_applicable',
      true,
    );
    t.is(res.json.pdf_base64 !== '', output !== 'xml');
    t.is(res.json.xml_base64 !== '', output !== 'pdf');
    if (output === 'xml') t.regex(res.json.filename, /\.xml$/);
  });
}

test('format xrechnung with syntax cii: xml_base64 is the XRechnung CII the PDF embeds, with every term (BT-13); the default UBL carries it too', async (t) => {
  const body = withFormat('xrechnung', (b) => {
    xrechnungData(b);
    b.syntax = 'cii';
    b.invoice.purchase_order_reference = 'PO-77';
  });
  const res = await postJson(baseUrl, '/v1/generate', body);
  t.is(res.status, 200, res.text.slice(0, 800));
  const xml = Buffer.from(res.json.xml_base64, 'base64');
  t.regex(
    xml.toString('utf8'),
    /CrossIndustryInvoice[\s\S]*xrechnung_3\.0[\s\S]*<ram:BuyerOrderReferencedDocument>\s*<ram:IssuerAssignedID>PO-77</,
  );
  t.is(res.json.xml_filename, 'xrechnung.xml');
  const attached = await extractInvoiceXml(Buffer.from(res.json.pdf_base64, 'base64'));
  t.deepEqual(Buffer.from(attached!.xml), xml);
  // The default stays UBL, which carries BT-13 too (the UBL binding table).
  delete body.syntax;
  const ubl = await postJson(baseUrl, '/v1/generate', body);
  t.is(ubl.status, 200, ubl.text.slice(0, 800));
  t.regex(
    Buffer.from(ubl.json.xml_base64, 'base64').toString('utf8'),
    /<cac:OrderReference>\s*<cbc:ID>PO-77<\/cbc:ID>/,
  );
});

test('BT-131 stated other than the line formula gives: it is written as stated, totals over it, a warning naming the difference in validation.warnings', async (t) => {
  const res = await postJson(
    baseUrl,
    '/v1/generate',
    withFormat('cii', (b) => (b.invoice.items[0].net_amount = 1100)),
  );
  t.is(res.status, 200, res.text.slice(0, 800));
  t.is(res.json.validation.status, 'valid_with_warnings');
  const warning = res.json.validation.warnings.find((w: any) => w.rule_id === 'BT-131');
  t.is(warning?.location, '$.invoice.items[0].net_amount');
  t.regex(warning?.message ?? '', /differs by -40\.00/);
  const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
  t.regex(xml, /<ram:LineTotalAmount>1100\.00<\/ram:LineTotalAmount>/);
  t.regex(xml, /<ram:LineTotalAmount>1149\.90<\/ram:LineTotalAmount>/); // BT-106 = 1100 + 49.90
});

test('invalid data: 400 validation_failed with JSON paths, nothing generated', async (t) => {
  const body = withFormat('zugferd', (b) => {
    delete b.invoice.seller.vat_id;
    b.invoice.items[0].unit_price = -5;
    b.invoice.date = '2025-02-30';
  });
  const res = await postJson(baseUrl, '/v1/generate', body);
  t.is(res.status, 400);
  t.is(res.json.error, 'validation_failed');
  const paths = res.json.details.map((d: any) => d.path);
  t.true(paths.includes('$.invoice.seller.vat_id'), paths.join());
  t.true(paths.includes('$.invoice.items[0].unit_price'), paths.join());
  t.true(paths.includes('$.invoice.date'), paths.join());
  for (const d of res.json.details) t.truthy(d.code && d.message);
});

test('over gRPC the PDF and XML arrive as bytes', async (t) => {
  const client = createClient(InvoiceService, createGrpcTransport({ baseUrl }));
  const res = await client.generateInvoice(
    fromJson(GenerateInvoiceRequestSchema, publicExample()),
    { headers: withDemoKey() },
  );
  t.is(Buffer.from(res.pdfBase64.subarray(0, 5)).toString(), '%PDF-');
  t.regex(Buffer.from(res.xmlBase64).toString('utf8'), /CrossIndustryInvoice/);
  t.is(res.validation?.status, 'valid');
});

test('a logo that is not a PNG, JPEG or SVG: 400 naming customization.logo_base64', async (t) => {
  const body = publicExample();
  body.customization = { logo_base64: Buffer.from('definitely not an image').toString('base64') };
  const res = await postJson(baseUrl, '/v1/generate', body);
  t.is(res.status, 400);
  t.is(res.json.error, 'validation_failed');
  t.is(res.json.details[0].path, '$.customization.logo_base64');
});

test('what the official rules accept is generated, with warnings: VAT id off its national pattern, Leitweg-ID check digits, due date before the invoice date, a free line, XRechnung paid by card (terms, no IBAN)', async (t) => {
  const body = withFormat('xrechnung', (b) => {
    xrechnungData(b);
    b.invoice.leitweg_id = '04011000-12345-04';
    b.invoice.seller.vat_id = 'DE12345678';
    b.invoice.due_date = '2024-01-01';
    b.invoice.payment = { terms: 'Paid by credit card on order' };
    b.invoice.items.push({ description: 'Sample, free of charge', quantity: 1, unit_price: 0 });
  });
  const validated = await postJson(baseUrl, '/v1/validate', body);
  t.is(validated.status, 200);
  t.true(validated.json.valid, validated.text.slice(0, 800));
  const codes = validated.json.format.warnings.map((w: any) => w.code);
  for (const code of [
    'VAT_ID_NATIONAL_FORMAT',
    'LEITWEG_ID_CHECK_DIGITS',
    'DUE_DATE_BEFORE_INVOICE_DATE',
    'XRECHNUNG_PAYMENT_MEANS_NOT_DEFINED',
  ])
    t.true(codes.includes(code), codes.join());

  const res = await postJson(baseUrl, '/v1/generate', body);
  t.is(res.status, 200, res.text.slice(0, 800));
  t.true(['valid', 'valid_with_warnings'].includes(res.json.validation.status));
  const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
  t.regex(xml, /<cbc:PaymentMeansCode>1<\/cbc:PaymentMeansCode>/);
  const embedded = Buffer.from(
    (await extractInvoiceXml(Buffer.from(res.json.pdf_base64, 'base64')))!.xml,
  ).toString('utf8');
  t.regex(embedded, /<ram:TypeCode>1<\/ram:TypeCode>/);
});

test("a B2B XRechnung: a leitweg_id that is no Leitweg-ID (the buyer's own reference) is BT-10 as given, with LEITWEG_ID_FORMAT", async (t) => {
  const body = withFormat('xrechnung', (b) => {
    xrechnungData(b);
    b.invoice.leitweg_id = 'PO 4711/2026';
  });
  const validated = await postJson(baseUrl, '/v1/validate', body);
  t.true(validated.json.valid, validated.text.slice(0, 800));
  const codes = validated.json.format.warnings.map((w: any) => w.code);
  t.true(codes.includes('LEITWEG_ID_FORMAT'), codes.join());
  const res = await postJson(baseUrl, '/v1/generate', body);
  t.is(res.status, 200, res.text.slice(0, 800));
  const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
  t.regex(xml, /<cbc:BuyerReference>PO 4711\/2026<\/cbc:BuyerReference>/);
});

test("DK-R-002: a Danish seller's 0184 peppol_id (CVR) is written as its legal registration id (BT-30), so Peppol BIS accepts it; a Danish buyer's is not invented as BT-47", async (t) => {
  const body = withFormat('peppol', (b) => {
    peppolParties(b);
    b.invoice.seller = {
      ...b.invoice.seller,
      country: 'DK',
      vat_id: 'DK13585628',
      peppol_id: '0184:13585628',
      city: 'Kobenhavn',
      postal_code: '1050',
    };
    b.invoice.buyer = {
      ...b.invoice.buyer,
      country: 'DK',
      vat_id: 'DK12345678',
      peppol_id: '0184:12345678',
      city: 'Aarhus',
      postal_code: '8000',
    };
    b.invoice.payment.means_code = '58'; // DK-R-005 between Danish parties
    b.invoice.currency = 'DKK';
    b.invoice.items.forEach((i: any) => (i.vat_rate = 25));
  });
  const res = await postJson(baseUrl, '/v1/generate', body);
  t.is(res.status, 200, res.text.slice(0, 800));
  const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
  t.regex(
    xml,
    /<cac:PartyLegalEntity>[\s\S]*?<cbc:CompanyID schemeID="0184">13585628<\/cbc:CompanyID>/,
  );
  const buyer = /<cac:AccountingCustomerParty>[\s\S]*<\/cac:AccountingCustomerParty>/.exec(xml)![0];
  t.false(buyer.includes('<cbc:CompanyID schemeID="0184">'), buyer);
});
