/**
 * The document's tax scheme (tax_scheme) is one the target's official rules accept, or refused
 * with a 400 naming the field (tax-scheme-carriage.ts): a GST invoice of PINT AU converted to EN
 * 16931 UBL was written under GST and failed BR-47, BR-48 and BR-CO-04 (422 from our own
 * writer); now the scheme is listed as lost and the target is written under VAT, valid.
 */
import test from 'ava';
import { countryInvoice, euInvoice } from './helpers/invoices.js';
import { startService, type Service } from './helpers/service.js';

let service: Service;
test.before(async () => {
  service = await startService();
});
test.after.always(() => service?.close());

/** [format, country profile, invoice, tax_scheme, expected status]. */
const CASES: Array<[string, string | undefined, () => any, string, number]> = [
  ['ubl', undefined, () => euInvoice(1), 'GST', 400],
  ['cii', undefined, () => euInvoice(1), 'GST', 400], // CII writes VAT: GST would be lost
  ['peppol', 'standard_eu', () => countryInvoice('standard_eu', 1), 'GST', 400],
  ['peppol', 'pint_international', () => countryInvoice('pint_international', 1), 'GST', 200],
  ['peppol', 'pint_au', () => countryInvoice('pint_au', 1), 'GST', 200],
  ['peppol', 'pint_au', () => countryInvoice('pint_au', 1), 'VAT', 400],
  ['peppol', 'pint_jp', () => countryInvoice('pint_jp', 1), 'GST', 400],
];

for (const [format, country_profile, invoice, scheme, status] of CASES)
  test(`generate ${format} ${country_profile ?? ''} with tax_scheme ${scheme}: ${status}`, async (t) => {
    const res = await service.post('/v1/generate', {
      format,
      ...(country_profile ? { country_profile } : {}),
      invoice: { ...invoice(), tax_scheme: scheme },
    });
    t.is(res.status, status, res.text.slice(0, 600));
    if (status === 400)
      t.deepEqual(
        res.json.details.map((d: any) => `${d.path} ${d.code}`),
        ['$.invoice.tax_scheme NOT_CARRIED'],
      );
  });

test('a PINT AU invoice converts to UBL under VAT, its GST scheme listed as lost', async (t) => {
  const generated = await service.post('/v1/generate', {
    format: 'peppol',
    country_profile: 'pint_au',
    invoice: countryInvoice('pint_au', 1),
  });
  t.is(generated.status, 200, generated.text.slice(0, 600));
  const res = await service.post('/v1/convert', {
    data_base64: generated.json.xml_base64,
    format: 'ubl',
  });
  t.is(res.status, 200, res.text.slice(0, 900));
  t.is(res.json.validation.status, 'valid');
  t.true(
    res.json.lost_terms.some(
      (l: any) =>
        l.source_path === '$.invoice.tax_scheme' &&
        l.value === 'GST' &&
        l.business_term === 'tax_scheme',
    ),
    JSON.stringify(res.json.lost_terms),
  );
  const xml = Buffer.from(res.json.xml_base64, 'base64').toString();
  t.false(xml.includes('<cbc:ID>GST</cbc:ID>'));
});
