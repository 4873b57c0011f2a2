/**
 * PINT AE in another currency than AED (exports): the VAT in AED (IBT-006, IBT-111), the total
 * with VAT in AED (BTAE-20, reference aedtotal-incl-vat; ibr-175-ae) and the exchange rate
 * (BTAE-04, cac:TaxExchangeRate; ibr-159-ae) are read, written and required. The source is the
 * official "Standard tax invoice" restated in USD (the AE examples are all in AED); the
 * independent checker accepts it, and it regenerates valid with the same values.
 */
import test from 'ava';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { corpusDir } from './helpers/corpus.js';
import { scratchDir, startService, type Service } from './helpers/service.js';
import { check, checkerPath } from './helpers/validators.js';
import { requires } from '../helpers/requires.js';
import { countryInvoice } from './helpers/invoices.js';

const SAMPLE = corpusDir
  ? resolve(corpusDir, 'pint/pint-ae-2026.5/examples/billing/inv/Standard tax invoice.xml')
  : '';
const missing = SAMPLE && existsSync(SAMPLE) ? undefined : 'the official PINT AE examples';
const checkerMissing = checkerPath()
  ? undefined
  : 'the independent checker ../shared/tools/check_einvoice.py (or python3) is absent';

/** The official example restated in USD with its VAT and total in AED and the rate. */
function inUsd(xml: string): string {
  let s = xml
    .replaceAll('currencyID="AED"', 'currencyID="USD"')
    .replace(
      '<cbc:DocumentCurrencyCode>AED</cbc:DocumentCurrencyCode>',
      '<cbc:DocumentCurrencyCode>USD</cbc:DocumentCurrencyCode><cbc:TaxCurrencyCode>AED</cbc:TaxCurrencyCode>',
    )
    .replace(
      '<cac:ProjectReference>',
      '<cac:AdditionalDocumentReference><cbc:ID>AED</cbc:ID><cbc:DocumentTypeCode>aedtotal-incl-vat</cbc:DocumentTypeCode><cbc:DocumentDescription>41044.77</cbc:DocumentDescription></cac:AdditionalDocumentReference><cac:ProjectReference>',
    );
  const at = s.indexOf('<cac:TaxTotal>\n\t\t<cbc:TaxAmount currencyID="USD">532.16');
  const end = s.indexOf('</cac:TaxTotal>', at) + '</cac:TaxTotal>'.length;
  s = `${s.slice(0, at)}<cac:TaxExchangeRate><cbc:SourceCurrencyCode>USD</cbc:SourceCurrencyCode><cbc:TargetCurrencyCode>AED</cbc:TargetCurrencyCode><cbc:CalculationRate>3.6725</cbc:CalculationRate></cac:TaxExchangeRate>${s.slice(at, end)}<cac:TaxTotal><cbc:TaxAmount currencyID="AED">1954.36</cbc:TaxAmount></cac:TaxTotal>${s.slice(end)}`;
  return s;
}

let service: Service;
test.before(async () => {
  service = await startService();
});
test.after.always(() => service?.close());

requires(missing ?? checkerMissing)(
  'a PINT AE export in USD: read with BTAE-04, BTAE-20 and IBT-111, regenerated valid with the same values',
  async (t) => {
    const scratch = scratchDir('pint-ae-usd');
    t.teardown(scratch.remove);
    const source = join(scratch.dir, 'source.xml');
    writeFileSync(source, inUsd(readFileSync(SAMPLE, 'utf8')));
    const official = await check('pint-ae', source);
    t.deepEqual(official.fatal, [], official.raw);
    const read = await service.post('/v1/retrieve', {
      data_base64: readFileSync(source).toString('base64'),
    });
    t.is(read.status, 200, read.text.slice(0, 600));
    const inv = read.json.invoice;
    t.like(inv, {
      currency: 'USD',
      tax_currency: 'AED',
      tax_currency_vat_total: 1954.36,
      tax_currency_total_with_tax: 41044.77,
      tax_exchange_rate: 3.6725,
    });
    t.false(
      (read.json.warnings ?? []).some((w: any) => /TaxExchangeRate|aedtotal/.test(w.message)),
    );
    const again = await service.post('/v1/generate', {
      format: 'peppol',
      country_profile: 'pint_ae',
      invoice: inv,
    });
    t.is(again.status, 200, again.text.slice(0, 800));
    const written = Buffer.from(again.json.xml_base64, 'base64').toString('utf8');
    t.regex(
      written,
      /<cbc:DocumentTypeCode>aedtotal-incl-vat<\/cbc:DocumentTypeCode>\s*<cbc:DocumentDescription>41044\.77</,
    );
    t.regex(written, /<cbc:CalculationRate>3\.6725<\/cbc:CalculationRate>/);
    const file = join(scratch.dir, 'regenerated.xml');
    writeFileSync(file, written);
    const verdict = await check('pint-ae', file);
    t.deepEqual(verdict.fatal, [], verdict.raw);
  },
);

test('PINT AE in another currency than AED requires the VAT accounting currency, its VAT total, the total with VAT in AED and the rate', async (t) => {
  const invoice = countryInvoice('pint_ae', 1);
  invoice.currency = 'USD';
  const answer = await service.post('/v1/validate', {
    format: 'peppol',
    country_profile: 'pint_ae',
    invoice,
  });
  const required = (answer.json.issues ?? [])
    .filter((i: any) => i.code === 'REQUIRED')
    .map((i: any) => i.path);
  for (const path of [
    '$.invoice.tax_currency',
    '$.invoice.tax_currency_vat_total',
    '$.invoice.tax_currency_total_with_tax',
    '$.invoice.tax_exchange_rate',
  ])
    t.true(required.includes(path), `${path}: ${JSON.stringify(answer.json.issues)}`);
});
