/**
 * ibt-084-1, the scheme of a payment account identifier (payment.account_scheme,
 * credit_transfers[].account_scheme; UBL cac:PayeeFinancialAccount/cbc:ID/@schemeID). The
 * official PINT OM and AE examples state it (IBAN) on most accounts: retrieve reported it as
 * dropped and a regenerated document lost it. Now: written by the PINT profiles whose rules take
 * it, refused (NOT_CARRIED) where the EN 16931 UBL rules warn against it (UBL-CR-654: ubl,
 * xrechnung, Peppol BIS, PINT EU) and in CII; convert into such a format lists it as lost.
 */
import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from '../conformance/helpers/corpus.js';
import { countryInvoice } from '../conformance/helpers/invoices.js';
import { requires } from '../helpers/requires.js';
import { serviceForFile } from '../helpers/server.js';
import { lostIntoUbl, readWholeAndKept } from './helpers/pint-lost-terms.js';
import { pintCheckerAgrees, skipReason } from '../syntax/ubl/helpers/checker.js';

const service = serviceForFile(test);

/** An IBAN account with its scheme, and a further local account with another. */
function withSchemes(profile: string): any {
  const invoice = countryInvoice(profile, 1);
  return {
    ...invoice,
    payment: {
      ...invoice.payment,
      means_code: '30',
      iban: 'DE89370400440532013000',
      account_scheme: 'IBAN',
      credit_transfers: [{ account_id: '1234567890', account_scheme: 'LOCAL' }],
    },
  };
}

const issuesOf = (res: any): string[] =>
  (res.json.details ?? res.json.issues ?? [])
    .filter((d: any) => /account_scheme/.test(d.path))
    .map((d: any) => `${d.code} ${d.path}`)
    .sort();

for (const profile of ['pint_my', 'pint_jp', 'pint_international'])
  test(`${profile}: written on each account, valid, read back`, async (t) => {
    const res = await service.post('/v1/generate', {
      format: 'peppol',
      country_profile: profile,
      invoice: withSchemes(profile),
    });
    t.is(res.status, 200, res.text.slice(0, 1200));
    t.is(res.json.validation.status, 'valid', JSON.stringify(res.json.validation));
    const xml = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
    t.deepEqual(
      [...xml.matchAll(/<cac:PayeeFinancialAccount>\s*(<cbc:ID[^>]*>[^<]*<\/cbc:ID>)/g)].map(
        (m) => m[1],
      ),
      [
        '<cbc:ID schemeID="IBAN">DE89370400440532013000</cbc:ID>',
        '<cbc:ID schemeID="LOCAL">1234567890</cbc:ID>',
      ],
    );
    const read = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
    t.is(read.status, 200, read.text.slice(0, 600));
    t.is(read.json.invoice.payment.account_scheme, 'IBAN');
    t.deepEqual(
      read.json.invoice.payment.credit_transfers.map((c: any) => [c.account_id, c.account_scheme]),
      [['1234567890', 'LOCAL']],
    );
  });

test('refused where the rules warn against it (UBL-CR-654) and in CII', async (t) => {
  for (const target of [
    { format: 'peppol', country_profile: 'pint_eu' },
    { format: 'peppol' },
    { format: 'ubl' },
    { format: 'cii' },
    { format: 'facturx' },
  ]) {
    const profile = target.country_profile ?? 'standard_eu';
    const res = await service.post('/v1/validate', { ...target, invoice: withSchemes(profile) });
    t.deepEqual(
      issuesOf(res),
      [
        'NOT_CARRIED $.invoice.payment.account_scheme',
        'NOT_CARRIED $.invoice.payment.credit_transfers[0].account_scheme',
      ],
      `${JSON.stringify(target)}: ${res.text.slice(0, 800)}`,
    );
  }
});

test('convert into a format without it lists each as lost (ibt-084-1)', async (t) => {
  t.deepEqual(await lostIntoUbl(t, service, withSchemes('pint_international'), /account_scheme/), [
    ['ibt-084-1', '$.invoice.payment.account_scheme', 'IBAN'],
    ['ibt-084-1', '$.invoice.payment.credit_transfers[0].account_scheme', 'LOCAL'],
  ]);
});

const example = corpusDir && join(corpusDir, 'pint/pint-om-1.0.1/examples/billing/inv/Export.xml');

requires(
  example && existsSync(example)
    ? undefined
    : 'the PINT OM examples of the corpus (EINVOICE_CORPUS)',
)('the official PINT OM export: read whole, kept by PINT OM', async (t) => {
  const source = readFileSync(example!).toString('base64');
  const invoice = await readWholeAndKept(t, service, source, 'pint_om');
  t.deepEqual(
    invoice.payment.credit_transfers.map((c: any) => c.account_scheme),
    ['IBAN'],
  );
});

requires(skipReason())('the independent checker agrees: PINT MY and JP with it pass', async (t) => {
  t.timeout(300_000);
  await pintCheckerAgrees(t, service, ['pint_my', 'pint_jp'], withSchemes, 'account-scheme');
});
