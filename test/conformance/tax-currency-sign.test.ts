/**
 * PEPPOL-EN16931-R055 (document-problems.ts): the VAT total in the accounting currency (BT-111)
 * has the sign of the VAT total (BT-110) in Peppol BIS, PINT and XRechnung; EN 16931 sets no such
 * bound. A UBL with a positive BT-111 beside a negative VAT total converted to XRechnung was
 * written and failed R055 (a 422 from our own writer); now it is refused naming the field.
 */
import test from 'ava';
import { countryInvoice, euInvoice, withXRechnung } from './helpers/invoices.js';
import { startService, type Service } from './helpers/service.js';

let service: Service;
test.before(async () => {
  service = await startService();
});
test.after.always(() => service?.close());

/** An invoice whose VAT total is negative (a returned item) with a positive BT-111. */
function opposite(invoice: any): any {
  invoice.items[0].quantity = -2;
  return { ...invoice, tax_currency: 'USD', tax_currency_vat_total: 12.34 };
}

const CASES: Array<[string, any, number]> = [
  ['xrechnung', { format: 'xrechnung', invoice: opposite(withXRechnung(euInvoice(1))) }, 400],
  [
    'xrechnung cii',
    { format: 'xrechnung', syntax: 'cii', invoice: opposite(withXRechnung(euInvoice(1))) },
    400,
  ],
  [
    'peppol standard_eu',
    {
      format: 'peppol',
      country_profile: 'standard_eu',
      invoice: opposite(countryInvoice('standard_eu', 1)),
    },
    400,
  ],
  ['ubl (EN 16931 has no R055)', { format: 'ubl', invoice: opposite(euInvoice(1)) }, 200],
];

for (const [label, body, status] of CASES)
  test(`generate ${label} with BT-111 of the other sign: ${status}`, async (t) => {
    const res = await service.post('/v1/generate', body);
    t.is(res.status, status, res.text.slice(0, 900));
    if (status === 400)
      t.true(
        res.json.details.some(
          (d: any) =>
            d.path === '$.invoice.tax_currency_vat_total' && d.code === 'PEPPOL-EN16931-R055',
        ),
        JSON.stringify(res.json.details),
      );
  });

test('the same signs generate in XRechnung', async (t) => {
  const invoice = {
    ...withXRechnung(euInvoice(1)),
    tax_currency: 'USD',
    tax_currency_vat_total: 12.34,
  };
  const res = await service.post('/v1/generate', { format: 'xrechnung', invoice });
  t.is(res.status, 200, res.text.slice(0, 900));
});

test('a UBL with BT-111 of the other sign converts to XRechnung refused at the field', async (t) => {
  const source = await service.post('/v1/generate', {
    format: 'ubl',
    invoice: opposite(withXRechnung(euInvoice(1))),
  });
  t.is(source.status, 200, source.text.slice(0, 900));
  const res = await service.post('/v1/convert', {
    data_base64: source.json.xml_base64,
    format: 'xrechnung',
    syntax: 'ubl',
  });
  t.is(res.status, 400, res.text.slice(0, 900));
  t.true(
    res.json.details.some((d: any) => d.path === '$.invoice.tax_currency_vat_total'),
    JSON.stringify(res.json.details),
  );
});

test('R055 reads zero otherwise in the syntaxes: CII takes zero as positive (both < 0 or both ≥ 0), UBL as either sign', async (t) => {
  /** A negative BT-111 beside a VAT total of 0 (zero-rated lines). */
  const zeroVat = (invoice: any) => {
    for (const item of invoice.items) Object.assign(item, { vat_rate: 0, tax_category: 'Z' });
    return { ...invoice, tax_currency: 'USD', tax_currency_vat_total: -0.01 };
  };
  // XRechnung writes a CII (in its PDF with the UBL too); Peppol BIS a UBL.
  const cii = await service.post('/v1/validate', {
    format: 'xrechnung',
    syntax: 'cii',
    invoice: zeroVat(withXRechnung(euInvoice(1))),
  });
  t.true(
    cii.json.issues.some((i: any) => i.code === 'PEPPOL-EN16931-R055'),
    JSON.stringify(cii.json.issues),
  );
  const ubl = await service.post('/v1/validate', {
    format: 'peppol',
    country_profile: 'standard_eu',
    invoice: zeroVat(countryInvoice('standard_eu', 1)),
  });
  t.false(
    (ubl.json.issues ?? []).some((i: any) => i.code === 'PEPPOL-EN16931-R055'),
    JSON.stringify(ubl.json.issues),
  );
});
