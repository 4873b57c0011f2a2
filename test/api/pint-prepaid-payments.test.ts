/**
 * PINT ibg-35, the paid amounts (prepaid_payments; an Invoice's cac:PrepaidPayment): the payments
 * received before the invoice that paid_amount (BT-113) totals. The official PINT OM prepayment
 * examples and the PINT MY complete samples state them; retrieve reported them as dropped and a
 * regenerated document lost them. Now: written by the PINT profiles but EU (UBL-CR-470), read
 * back, refused where the target has no place (a UBL credit note, EN 16931 UBL and CII, the
 * XRechnung Extension whose cac:PrepaidPayment is a third party payment), refused without
 * paid_amount (ibr-093); convert into another format lists them as lost.
 * Documents are judged by the official rules (the service's verdict).
 */
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from '../conformance/helpers/corpus.js';
import { countryInvoice } from '../conformance/helpers/invoices.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';
import { lostIntoUbl, readWholeAndKept } from './helpers/pint-lost-terms.js';
import { generatedPint } from './helpers/pint-generate.js';
import { retrieveDocument } from '../../src/retrieve/index.js';

const service = serviceForFile(test);

const PAYMENTS = [
  { id: 'PP-1', amount: 10, received_date: '2026-01-05', instruction_id: 'Bank transfer' },
  { amount: 5.5, paid_date: '2026-01-06', paid_time: '10:31:41' },
];

/** The payments as the JSON answers them (every field, "" where not given). */
const answered = PAYMENTS.map((p) => ({
  id: '',
  received_date: '',
  paid_date: '',
  paid_time: '',
  instruction_id: '',
  ...p,
}));

/** A country profile's invoice that deducts the two payments. */
function paid(profile: string): any {
  const invoice = countryInvoice(profile, 1);
  return { ...invoice, paid_amount: 15.5, prepaid_payments: PAYMENTS };
}

const issuesOf = (res: any): string[] =>
  (res.json.details ?? res.json.issues ?? [])
    .filter((d: any) => /prepaid_payments|paid_amount/.test(d.path))
    .map((d: any) => `${d.code} ${d.path}`);

const written = (xml: string): string[] =>
  [...xml.matchAll(/<cac:PrepaidPayment>([\s\S]*?)<\/cac:PrepaidPayment>/g)].map((m) =>
    m[1].replace(/\s+/g, ''),
  );

for (const profile of ['pint_international', 'pint_sg', 'pint_jp', 'pint_my'])
  test(`${profile}: written as the invoice's PrepaidPayment, valid, read back`, async (t) => {
    const { xml, res } = await generatedPint(t, service, profile, paid(profile));
    const currency = /<cbc:DocumentCurrencyCode>([A-Z]{3})</.exec(xml)![1];
    // Amounts as the currency states them (JPY has no minor unit: a whole amount without decimals).
    const ten = currency === 'JPY' ? '10' : '10.00';
    t.deepEqual(written(xml), [
      `<cbc:ID>PP-1</cbc:ID><cbc:PaidAmountcurrencyID="${currency}">${ten}</cbc:PaidAmount><cbc:ReceivedDate>2026-01-05</cbc:ReceivedDate><cbc:InstructionID>Banktransfer</cbc:InstructionID>`,
      `<cbc:PaidAmountcurrencyID="${currency}">5.50</cbc:PaidAmount><cbc:PaidDate>2026-01-06</cbc:PaidDate><cbc:PaidTime>10:31:41</cbc:PaidTime>`,
    ]);
    const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
    t.is(read.status, 200, read.text.slice(0, 600));
    t.deepEqual(read.json.invoice.prepaid_payments, answered);
    t.is(read.json.invoice.paid_amount, 15.5);
  });

test('refused where the target has no place, and without paid_amount', async (t) => {
  for (const target of [
    { format: 'peppol', country_profile: 'pint_eu' },
    { format: 'peppol' },
    { format: 'ubl' },
    { format: 'cii' },
    { format: 'xrechnung' },
    { format: 'xrechnung', syntax: 'ubl', profile: 'extended' },
    { format: 'ksef' },
  ]) {
    const res = await service.post('/v1/validate', {
      ...target,
      invoice: paid(target.country_profile ?? 'standard_eu'),
    });
    t.true(
      issuesOf(res).includes('NOT_CARRIED $.invoice.prepaid_payments'),
      `${JSON.stringify(target)}: ${res.text.slice(0, 800)}`,
    );
  }
  const credit = { ...paid('pint_sg'), type_code: '381' };
  const asCredit = await service.post('/v1/validate', {
    format: 'peppol',
    country_profile: 'pint_sg',
    invoice: credit,
  });
  t.deepEqual(issuesOf(asCredit), ['NOT_CARRIED $.invoice.prepaid_payments'], asCredit.text);
  const { paid_amount: _, ...withoutTotal } = paid('pint_sg');
  const res = await service.post('/v1/validate', {
    format: 'peppol',
    country_profile: 'pint_sg',
    invoice: withoutTotal,
  });
  t.deepEqual(issuesOf(res), ['REQUIRED $.invoice.paid_amount'], res.text.slice(0, 800));
  const negative = paid('pint_sg');
  negative.prepaid_payments = [{ amount: -1 }];
  const bad = await service.post('/v1/validate', {
    format: 'peppol',
    country_profile: 'pint_sg',
    invoice: negative,
  });
  t.deepEqual(issuesOf(bad), ['OUT_OF_RANGE $.invoice.prepaid_payments[0].amount'], bad.text);
});

test('convert into a format without them lists them as lost (ibg-35)', async (t) => {
  const lost = await lostIntoUbl(t, service, paid('pint_international'), /prepaid_payments/);
  t.deepEqual(
    lost.map(([term, path, value]) => [term, path, JSON.parse(value).length]),
    [['ibg-35', '$.invoice.prepaid_payments', 2]],
  );
});

const omExample =
  corpusDir && join(corpusDir, 'pint/pint-om-1.0.1/examples/billing/inv/Prepayment.xml');

requires(
  omExample && existsSync(omExample)
    ? undefined
    : 'the PINT OM examples of the corpus (EINVOICE_CORPUS)',
)('the official PINT OM prepayment example: its paid amount read, kept by PINT OM', async (t) => {
  const source = readFileSync(omExample!).toString('base64');
  const back = await service.post('/v1/retrieve', { data_base64: source });
  t.is(back.status, 200, back.text.slice(0, 600));
  t.deepEqual(back.json.invoice.prepaid_payments, [
    {
      id: '11111',
      amount: 1175.5,
      received_date: '2025-02-13',
      paid_date: '',
      paid_time: '',
      instruction_id: '123456',
    },
  ]);
  await readWholeAndKept(t, service, source, 'pint_om');
});

const xrExample =
  corpusDir &&
  join(corpusDir, 'xrechnung/testsuite/business-cases/extension/05.01a-INVOICE_ubl.xml');

// The test suite's document fails CEN's BR-CO-16 (the Extension adds third party payments to the
// amount due, BR-DEX-09), so retrieve refuses it: its reading is checked below the service.
requires(
  xrExample && existsSync(xrExample)
    ? undefined
    : 'the XRechnung test suite of the corpus (EINVOICE_CORPUS)',
)('an XRechnung third party payment is no paid amount: reported, not read as one', async (t) => {
  const read: any = await retrieveDocument(readFileSync(xrExample!), { locale: 'en' } as never);
  t.is(read.invoice?.prepaidPayments, undefined);
  t.deepEqual(
    read.dropped
      .filter((d: any) => d.bt === 'PrepaidPayment')
      .map((d: any) => `${d.path} ${d.value}`)
      .filter((d: string) => /PaidAmount/.test(d)),
    ['/Invoice/PrepaidPayment[1]/PaidAmount 19.96', '/Invoice/PrepaidPayment[2]/PaidAmount 10.00'],
  );
});
