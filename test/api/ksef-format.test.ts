/**
 * Format ksef (KSeF FA(3), Poland) through the public API: REST generate returns the FA(3) XML
 * judged by the ksef-fa3 rule set, validate reports the FA(3)
 * requirements by the Ministry's field ids and refuses fields FA(3) has no place for, retrieve
 * reads the generated file back to the same JSON; one validate over Connect. Serial: a burst of
 * parallel requests on one test server was answered 408 (connection: close) now and then.
 */
import test from 'ava';
import { createClient } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-node';
import { fromJson } from '@bufbuild/protobuf';
import {
  InvoiceService,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { serviceForFile, withDemoKey } from '../helpers/server.js';
import { polishInvoice } from '../helpers/polish-invoice.js';

const service = serviceForFile(test, new Date('2026-03-02T10:00:00Z'));

/** A domestic Polish invoice at 23 % and 8 %, as a request body. */
const polish = (): any => ({ format: 'ksef', invoice: polishInvoice() });

const xmlOf = (json: any): string => Buffer.from(json.xml_base64, 'base64').toString('utf8');

test.serial('REST generate ksef: FA(3) XML judged by ksef-fa3', async (t) => {
  const res = await service.post('/v1/generate', polish());
  t.is(res.status, 200, res.text);
  t.is(res.json.format.format_used, 'ksef');
  t.is(res.json.format.profile, 'FA (3)');
  t.deepEqual(res.json.validation.rule_sets, ['ksef-fa3@1-0E']);
  t.is(res.json.validation.rules_as_of, '2026-03-02'); // P_1
  t.is(res.json.validation.status, 'valid');
  t.is(res.json.xml_filename, 'invoice-FV_2026_03_001.xml');
  const xml = xmlOf(res.json);
  t.regex(xml, /<Faktura xmlns="http:\/\/crd\.gov\.pl\/wzor\/2025\/06\/25\/13775\/"/);
  t.regex(xml, /<P_13_1>1000\.00<\/P_13_1>/);
  t.regex(xml, /<P_14_2>8\.00<\/P_14_2>/);
});

test.serial(
  'REST generate ksef twice: the same bytes (the KOD I hash names one document)',
  async (t) => {
    const a = await service.post('/v1/generate', polish());
    const b = await service.post('/v1/generate', polish());
    t.is(a.json.xml_base64, b.json.xml_base64);
  },
);

test.serial('REST validate ksef: the FA(3) requirements by field id and JSON path', async (t) => {
  const body = polish();
  body.invoice.seller.vat_id = 'PL1234567890'; // wrong NIP check digit
  body.invoice.items[1].vat_rate = 19; // no FA(3) rate
  const res = await service.post('/v1/validate', body);
  t.is(res.status, 200, res.text);
  t.false(res.json.valid);
  const issues = res.json.issues.map((i: any) => `${i.path} ${i.code}`);
  t.true(issues.includes('$.invoice.seller.vat_id REQUIRED'), issues.join('; '));
  t.true(issues.includes('$.invoice.items[1].vat_rate REQUIRED'), issues.join('; '));
  t.regex(
    res.json.issues.find((i: any) => i.path === '$.invoice.seller.vat_id').message,
    /Podmiot1\/DaneIdentyfikacyjne\/NIP/,
  );
});

test.serial(
  "REST ksef: an issue date before DataWytworzeniaFa's minimum (2025-09-01) is OUT_OF_RANGE at $.invoice.date in validate and generate",
  async (t) => {
    const body = polish();
    body.invoice.date = '1999-12-31';
    for (const op of ['validate', 'generate']) {
      const res = await service.post(`/v1/${op}`, body);
      const issues = res.json.issues ?? res.json.details;
      t.true(
        issues.some((i: any) => i.path === '$.invoice.date' && i.code === 'OUT_OF_RANGE'),
        res.text,
      );
      if (op === 'generate') t.is(res.status, 400, res.text);
    }
  },
);

test.serial(
  'REST ksef: a text longer than its FA(3) place (P_7, Indeks, P_19A, StopkaFaktury) is TOO_LONG at its field in validate and generate',
  async (t) => {
    const body = polish();
    body.invoice.items[0].description = 'x'.repeat(513); // P_7: TZnakowy512
    body.invoice.items[1].seller_item_id = 'I'.repeat(51); // Indeks: TZnakowy50
    body.invoice.notes = 'n'.repeat(3501); // StopkaFaktury: TTekstowy
    body.invoice.items.push({
      description: 'Usługa zwolniona',
      quantity: 1,
      unit: 'C62',
      unit_price: 10,
      vat_rate: 0,
      tax_category: 'E',
    });
    body.invoice.vat_exemptions = [{ tax_category: 'E', reason: 'z'.repeat(257) }]; // P_19A: TZnakowy
    const expected = [
      '$.invoice.items[0].description',
      '$.invoice.items[1].seller_item_id',
      '$.invoice.notes',
      '$.invoice.vat_exemptions[0].reason',
    ];
    for (const op of ['validate', 'generate']) {
      const res = await service.post(`/v1/${op}`, body);
      const issues: any[] = res.json.issues ?? res.json.details;
      const tooLong = issues.filter((i) => i.code === 'TOO_LONG').map((i) => i.path);
      t.deepEqual(tooLong.sort(), expected, res.text);
      if (op === 'generate') t.is(res.status, 400, res.text);
    }
    // At the bound itself each is written and passes the XSD.
    body.invoice.items[0].description = 'x'.repeat(512);
    body.invoice.items[1].seller_item_id = 'I'.repeat(50);
    body.invoice.notes = 'n'.repeat(3500);
    body.invoice.vat_exemptions[0].reason = 'z'.repeat(256);
    const res = await service.post('/v1/generate', body);
    t.is(res.status, 200, res.text);
  },
);

test.serial(
  'REST validate ksef: a field FA(3) has no place for is NOT_CARRIED with its path',
  async (t) => {
    const body = polish();
    body.invoice.buyer_reference = 'REF-1';
    body.invoice.project_reference = 'PRJ';
    body.invoice.items[0].origin_country = 'DE';
    body.invoice.items[0].allowances = [{ amount: 10, reason: 'Rabat' }];
    body.invoice.vat_exemptions = [{ tax_category: 'K', reason: 'WDT' }];
    const res = await service.post('/v1/validate', body);
    t.is(res.status, 200, res.text);
    const notCarried = res.json.issues
      .filter((i: any) => i.code === 'NOT_CARRIED')
      .map((i: any) => i.path)
      .sort();
    t.deepEqual(notCarried, [
      '$.invoice.buyer_reference',
      '$.invoice.items[0].allowances[0].reason',
      '$.invoice.items[0].origin_country',
      '$.invoice.project_reference',
      '$.invoice.vat_exemptions[0]',
    ]);
    const gen = await service.post('/v1/generate', body);
    t.is(gen.status, 400, gen.text);
  },
);

test.serial(
  'REST generate ksef: a line discount without a reason is P_10 (BR-42 is an EN 16931 rule)',
  async (t) => {
    const body = polish();
    body.invoice.items[0].allowances = [{ amount: 10 }];
    const res = await service.post('/v1/generate', body);
    t.is(res.status, 200, res.text);
    t.regex(xmlOf(res.json), /<P_10>10\.00<\/P_10>/);
    // Elsewhere the reason stays required (BR-42).
    const ubl = await service.post('/v1/validate', { ...body, format: 'ubl' });
    t.true(
      ubl.json.issues.some(
        (i: any) => i.path === '$.invoice.items[0].allowances[0].reason' && i.code === 'BR-42',
      ),
      ubl.text,
    );
  },
);
test.serial('REST validate: the KSeF numbers are refused for other formats', async (t) => {
  const body = polish();
  body.format = 'ubl';
  body.invoice.ksef_number = '9999999999-20260302-0123456789AB-00';
  const res = await service.post('/v1/validate', body);
  t.is(
    res.json.issues.find((i: any) => i.path === '$.invoice.ksef_number')?.code,
    'NOT_CARRIED',
    res.text,
  );
});

test.serial(
  'REST retrieve of a generated FA(3): detected as ksef, the same invoice back',
  async (t) => {
    const gen = await service.post('/v1/generate', polish());
    t.is(gen.status, 200, gen.text);
    const res = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
    t.is(res.status, 200, res.text);
    t.is(res.json.format.detected_format, 'ksef');
    t.is(res.json.format.xml_type, 'KSEF');
    t.is(res.json.format.profile, 'FA (3)');
    t.deepEqual(res.json.rule_sets, ['ksef-fa3@1-0E']);
    const inv = res.json.invoice;
    t.is(inv.number, 'FV/2026/03/001');
    t.is(inv.seller.vat_id, 'PL9999999999');
    t.is(inv.buyer.vat_id, 'PL1111111111');
    t.is(inv.items.length, 2);
    t.is(inv.items[1].vat_rate, 8);
    // Regenerated from what retrieve returned: the same FA(3) document.
    const again = await service.post('/v1/generate', { format: 'ksef', invoice: inv });
    t.is(again.status, 200, again.text);
    t.is(xmlOf(again.json), xmlOf(gen.json));
  },
);

test.serial('Connect validate ksef: valid, format ksef, rule set ksef-fa3', async (t) => {
  const client = createClient(
    InvoiceService,
    createConnectTransport({ baseUrl: service.baseUrl, httpVersion: '1.1' }),
  );
  const res = await client.validateInvoice(fromJson(ValidateInvoiceRequestSchema, polish()), {
    headers: withDemoKey(),
  });
  t.true(res.valid, JSON.stringify(res.issues));
  t.is(res.format?.formatUsed, 'ksef');
  t.is(res.format?.profile, 'FA (3)');
});

test.serial(
  'REST generate ksef: a credit note is a KOR naming the corrected invoice by its KSeF number',
  async (t) => {
    const body = polish();
    // The CRC-8 check characters of a KSeF number (ksef-verification.ts).
    const { ksefNumberValid } = await import('../../src/syntax/ksef/index.js');
    const base = '9999999999-20260215-0123456789AB-';
    const good = [...Array(256).keys()]
      .map((n) => base + n.toString(16).toUpperCase().padStart(2, '0'))
      .find(ksefNumberValid)!;
    body.invoice.type_code = '381';
    body.invoice.preceding_invoices = [
      { number: 'FV/2026/02/007', date: '2026-02-15', ksef_number: good },
    ];
    const res = await service.post('/v1/generate', body);
    t.is(res.status, 200, res.text);
    const xml = xmlOf(res.json);
    t.regex(xml, /<RodzajFaktury>KOR<\/RodzajFaktury>/);
    t.true(xml.includes(`<NrKSeFFaKorygowanej>${good}</NrKSeFFaKorygowanej>`));
    const back = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
    t.is(back.json.invoice.preceding_invoices[0].ksef_number, good);
  },
);

test.serial(
  "REST validate ksef: the invoice's KSeF number with a wrong check character is refused",
  async (t) => {
    const { ksefNumberValid } = await import('../../src/syntax/ksef/index.js');
    const good = [...Array(256).keys()]
      .map(
        (n) => `9999999999-20260302-0123456789AB-${n.toString(16).toUpperCase().padStart(2, '0')}`,
      )
      .find(ksefNumberValid)!;
    const body = polish();
    body.invoice.ksef_number = good.slice(0, 33) + (good.endsWith('00') ? '01' : '00');
    const bad = await service.post('/v1/validate', body);
    t.is(bad.status, 200, bad.text);
    t.is(
      bad.json.issues.find((i: any) => i.path === '$.invoice.ksef_number')?.code,
      'INVALID_VALUE',
      bad.text,
    );
    // A corrected invoice's number is checked by its shape only (it may predate KSeF 2.0: the
    // Ministry's examples name 2023 numbers without KSeF 2.0's CRC-8).
    body.invoice.ksef_number = good;
    body.invoice.type_code = '381';
    body.invoice.preceding_invoices = [
      {
        number: 'FV/2023/09/001',
        date: '2023-09-08',
        ksef_number: '9999999999-20230908-8BEF280C8D35-4D',
      },
    ];
    const old = await service.post('/v1/validate', body);
    t.true(old.json.valid, old.text);
  },
);

test.serial(
  'REST validate: a Polish seller is told of the KSeF mandate (met by ksef, not by ubl)',
  async (t) => {
    const ksef = await service.post('/v1/validate', polish());
    const met = ksef.json.format.warnings.find((w: any) => w.code === 'PL_KSEF_MANDATORY');
    t.is(met?.severity, 'info', ksef.text);
    t.regex(met.legal_basis, /art\. 106ga/);
    const body = polish();
    body.format = 'ubl';
    const ubl = await service.post('/v1/validate', body);
    const notMet = ubl.json.format.warnings.find((w: any) => w.code === 'PL_KSEF_MANDATORY');
    t.is(notMet?.severity, 'warning', ubl.text);
    t.regex(notMet.message, /use format ksef/);
    body.invoice.date = '2026-01-15';
    body.invoice.due_date = '2026-01-30';
    const early = await service.post('/v1/validate', body);
    t.regex(
      early.json.format.warnings.find((w: any) => w.code === 'PL_KSEF_MANDATORY')?.message ?? '',
      /dated before 2026-02-01/,
    );
  },
);

test.serial('REST convert: UBL to ksef and FA(3) back to UBL', async (t) => {
  const body = polish();
  body.format = 'ubl';
  const ubl = await service.post('/v1/generate', body);
  t.is(ubl.status, 200, ubl.text);
  const toKsef = await service.post('/v1/convert', {
    data_base64: ubl.json.xml_base64,
    format: 'ksef',
  });
  t.is(toKsef.status, 200, toKsef.text);
  t.true(toKsef.json.converted);
  t.regex(
    xmlOf(toKsef.json),
    /<Faktura xmlns="http:\/\/crd\.gov\.pl\/wzor\/2025\/06\/25\/13775\/"/,
  );
  const back = await service.post('/v1/convert', {
    data_base64: toKsef.json.xml_base64,
    format: 'ubl',
  });
  t.is(back.status, 200, back.text);
  t.is(back.json.source.format.detected_format, 'ksef');
  t.regex(xmlOf(back.json), /<cbc:ID>FV\/2026\/03\/001<\/cbc:ID>/);
});
