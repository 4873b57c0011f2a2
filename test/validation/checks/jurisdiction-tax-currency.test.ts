/**
 * BT-6, the VAT accounting currency, where a PINT jurisdiction accepts one currency only: AED in
 * PINT AE (ibr-140-ae), MYR in PINT MY (ibr-cl-05-my), JPY in PINT JP (aligned-ibr-jp-05). Before,
 * MY and JP took any ISO 4217 code: validate said valid and generate answered 422 from the
 * official rules. The other profiles keep the ISO list.
 */
import test from 'ava';
import { issueAt, peppolParties, request } from './helpers.js';

const withTaxCurrency = (profile: string, taxCurrency: string) =>
  request((b) => {
    peppolParties(b);
    b.format = 'peppol';
    b.country_profile = profile;
    b.invoice.tax_currency = taxCurrency;
    b.invoice.tax_currency_vat_total = 12.34;
  });

for (const [profile, own, rule] of [
  ['pint_ae', 'AED', 'ibr-140-ae'],
  ['pint_my', 'MYR', 'ibr-cl-05-my'],
  ['pint_jp', 'JPY', 'aligned-ibr-jp-05'],
] as const)
  test(`${profile}: the VAT accounting currency is ${own} (${rule})`, (t) => {
    const other = issueAt(withTaxCurrency(profile, 'EUR'), '$.invoice.tax_currency');
    t.is(other?.code, 'INVALID_VALUE');
    t.regex(other?.message ?? '', new RegExp(`${own} \\(${rule}\\)`));
    t.is(other?.expected, own);
    t.not(
      issueAt(withTaxCurrency(profile, own), '$.invoice.tax_currency')?.message.includes(rule),
      true,
    );
  });

test('the other profiles take any ISO 4217 code', (t) => {
  for (const profile of ['standard_eu', 'pint_eu', 'pint_international'])
    t.is(issueAt(withTaxCurrency(profile, 'USD'), '$.invoice.tax_currency'), undefined, profile);
});
