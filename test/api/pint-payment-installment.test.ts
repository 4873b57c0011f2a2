/**
 * PINT ibt-178, the payment means' identifier (payment.means_id; UBL cac:PaymentMeans/cbc:ID),
 * and ibg-33's instalment of the payment terms (payment.terms_installment: ibt-176 Amount,
 * ibt-177 InstallmentDueDate, ibt-187 PaymentMeansID, in the cac:PaymentTerms of BT-20). The
 * official PINT OM examples state them; retrieve reported them as dropped and a regenerated
 * document lost them. Now: written by the PINT profiles but EU (UBL-CR-411, -453, -459, -464),
 * read back, refused where the target has no place; convert into another format lists them.
 * Documents are judged by the official rules (the service's verdict).
 */
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from '../conformance/helpers/corpus.js';
import { countryInvoice } from '../conformance/helpers/invoices.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';
import { lostIntoUbl } from './helpers/pint-lost-terms.js';
import { generatedPint } from './helpers/pint-generate.js';

const service = serviceForFile(test);

const INSTALLMENT = { amount: 1250, due_date: '2026-03-31', payment_means_id: 'PM-1' };

/** A country profile's invoice whose payment means has an id and whose terms an instalment. */
function installed(profile: string): any {
  const invoice = countryInvoice(profile, 1);
  return {
    ...invoice,
    payment: {
      ...invoice.payment,
      terms: 'Half within 30 days',
      means_id: 'PM-1',
      terms_installment: INSTALLMENT,
    },
  };
}

const issuesOf = (res: any): string[] =>
  (res.json.details ?? res.json.issues ?? [])
    .filter((d: any) => /means_id|terms_installment/.test(d.path))
    .map((d: any) => `${d.code} ${d.path}`);

const squeezed = (xml: string, element: string): string[] =>
  [...xml.matchAll(new RegExp(`<cac:${element}>([\\s\\S]*?)</cac:${element}>`, 'g'))].map((m) =>
    m[1].replace(/\s+/g, ''),
  );

for (const profile of ['pint_international', 'pint_sg', 'pint_jp', 'pint_my', 'pint_au'])
  test(`${profile}: written in PaymentMeans and PaymentTerms, valid, read back`, async (t) => {
    const { xml, res } = await generatedPint(t, service, profile, installed(profile));
    const currency = /<cbc:DocumentCurrencyCode>([A-Z]{3})</.exec(xml)![1];
    const amount = currency === 'JPY' ? '1250' : '1250.00';
    t.true(squeezed(xml, 'PaymentMeans')[0]?.startsWith('<cbc:ID>PM-1</cbc:ID>'), xml);
    t.deepEqual(squeezed(xml, 'PaymentTerms'), [
      `<cbc:PaymentMeansID>PM-1</cbc:PaymentMeansID><cbc:Note>Halfwithin30days</cbc:Note><cbc:AmountcurrencyID="${currency}">${amount}</cbc:Amount><cbc:InstallmentDueDate>2026-03-31</cbc:InstallmentDueDate>`,
    ]);
    const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
    t.is(read.status, 200, read.text.slice(0, 600));
    t.is(read.json.invoice.payment.means_id, 'PM-1');
    t.deepEqual(read.json.invoice.payment.terms_installment, {
      ...INSTALLMENT,
      amount: Number(amount),
    });
  });

test('refused where the target has no place; a negative amount and a bad date refused', async (t) => {
  for (const target of [
    { format: 'peppol', country_profile: 'pint_eu' },
    { format: 'peppol' },
    { format: 'ubl' },
    { format: 'cii' },
    { format: 'xrechnung' },
    { format: 'ksef' },
  ]) {
    const res = await service.post('/v1/validate', {
      ...target,
      invoice: installed(target.country_profile ?? 'standard_eu'),
    });
    const issues = issuesOf(res);
    for (const field of ['means_id', 'terms_installment'])
      t.true(
        issues.includes(`NOT_CARRIED $.invoice.payment.${field}`),
        `${JSON.stringify(target)} ${field}: ${res.text.slice(0, 800)}`,
      );
  }
  const bad = installed('pint_sg');
  bad.payment.terms_installment = { amount: -1, due_date: '2026-02-30' };
  const res = await service.post('/v1/validate', {
    format: 'peppol',
    country_profile: 'pint_sg',
    invoice: bad,
  });
  t.deepEqual(
    issuesOf(res).sort(),
    [
      'INVALID_FORMAT $.invoice.payment.terms_installment.due_date',
      'OUT_OF_RANGE $.invoice.payment.terms_installment.amount',
    ],
    res.text.slice(0, 800),
  );
});

test('FatturaPA writes without them and says so', async (t) => {
  const res = await service.post('/v1/validate', {
    format: 'fatturapa',
    invoice: installed('standard_eu'),
  });
  const said = JSON.stringify(res.json);
  for (const field of ['means_id', 'terms_installment'])
    t.regex(said, new RegExp(`payment\\.${field}`), said.slice(0, 1500));
});

test('convert into a format without them lists them as lost', async (t) => {
  const lost = await lostIntoUbl(
    t,
    service,
    installed('pint_international'),
    /means_id|terms_installment/,
  );
  t.deepEqual(
    lost.map(([term, path]) => [term, path]),
    [
      ['ibg-33', '$.invoice.payment.terms_installment'],
      ['ibt-178', '$.invoice.payment.means_id'],
    ],
  );
});

const omExample =
  corpusDir && join(corpusDir, 'pint/pint-om-1.0.1/examples/billing/inv/FullInvoiceCategory-E.xml');

requires(
  omExample && existsSync(omExample)
    ? undefined
    : 'the PINT OM examples of the corpus (EINVOICE_CORPUS)',
)('the official PINT OM example: its means id and instalment read, kept by PINT OM', async (t) => {
  const source = readFileSync(omExample!).toString('base64');
  const back = await service.post('/v1/retrieve', { data_base64: source });
  t.is(back.status, 200, back.text.slice(0, 600));
  t.is(back.json.invoice.payment.means_id, '1');
  t.deepEqual(back.json.invoice.payment.terms_installment, {
    amount: 0,
    due_date: '2025-02-13',
    payment_means_id: 'PY-1111',
  });
  const dropped = (back.json.warnings ?? [])
    .filter((w: any) => w.code === 'FIELD_DROPPED')
    .map((w: any) => w.message)
    .join('\n');
  t.notRegex(dropped, /PaymentTerms|PaymentMeans\[1\]\/ID/);
  const kept = await service.post('/v1/convert', {
    data_base64: source,
    format: 'peppol',
    country_profile: 'pint_om',
  });
  t.is(kept.status, 200, kept.text.slice(0, 800));
  const xml = Buffer.from(kept.json.xml_base64, 'base64').toString('utf8');
  t.deepEqual(squeezed(xml, 'PaymentTerms'), [
    '<cbc:PaymentMeansID>PY-1111</cbc:PaymentMeansID><cbc:Note>Withinaweek</cbc:Note><cbc:AmountcurrencyID="OMR">0.00</cbc:Amount><cbc:InstallmentDueDate>2025-02-13</cbc:InstallmentDueDate>',
  ]);
  t.deepEqual(
    (kept.json.lost_terms ?? []).filter((l: any) =>
      /PaymentTerms|PaymentMeans\/ID|PaymentMeans\[1\]\/ID/.test(l.source_path),
    ),
    [],
  );
});
