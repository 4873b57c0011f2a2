/**
 * What FA(3) takes that EN 16931 forbids, through REST generate: a correction (KOR) that states
 * its sums alone with no line (BR-16), a buyer without a name (BR-7), a correction line with a
 * negative price (BR-27). Format ksef's registry row waives these rules (waivedEnRules); the
 * EN formats keep refusing the same requests. And a foreign buyer named by its tax number alone
 * (NrID, tax_registration_id), which UBL carries too (a PartyTaxScheme of scheme TAX). Serial:
 * one test server.
 */
import test from 'ava';
import { polishSeller, polishBuyer } from '../helpers/polish-invoice.js';
import { serviceForFile } from '../helpers/server.js';

const service = serviceForFile(test);

/** A Polish correction (KOR, 384) of one invoice at 23 %, as a request body. */
function correction(): any {
  return {
    format: 'ksef',
    invoice: {
      number: 'FK/2026/03/001',
      date: '2026-03-15',
      type_code: '384',
      currency: 'PLN',
      seller: polishSeller(),
      buyer: polishBuyer(),
      preceding_invoices: [{ number: 'FV/2026/02/150', date: '2026-02-15' }],
      items: [{ description: 'Lodówka', quantity: 1, unit: 'C62', unit_price: 100, vat_rate: 23 }],
    },
  };
}

const xmlOf = (json: any): string => Buffer.from(json.xml_base64, 'base64').toString('utf8');
const issuesOf = (json: any): string[] =>
  (json.details ?? json.issues ?? []).map((d: any) => `${d.path} ${d.code}`);

/** Generate as ksef gives a valid FA(3); as each EN format the request is refused at `path`. */
async function ksefOnly(t: any, body: any, path: string, code: string): Promise<string> {
  const res = await service.post('/v1/generate', body);
  t.is(res.status, 200, res.text);
  t.is(res.json.validation.status, 'valid', res.text);
  for (const format of ['ubl', 'cii', 'xrechnung', 'peppol', 'facturx']) {
    const en = await service.post('/v1/validate', { ...body, format });
    t.is(en.status, 200, `${format}: ${en.text}`);
    t.true(issuesOf(en.json).includes(`${path} ${code}`), `${format}: ${en.text}`);
  }
  return xmlOf(res.json);
}

test.serial('a correction line with a negative price: ksef only (BR-27)', async (t) => {
  const body = correction();
  body.invoice.items[0].unit_price = -162.6;
  const xml = await ksefOnly(t, body, '$.invoice.items[0].unit_price', 'OUT_OF_RANGE');
  t.regex(xml, /<P_9A>-162\.60<\/P_9A>/);
  t.regex(xml, /<P_11>-162\.60<\/P_11>/);
  t.regex(xml, /<P_13_1>-162\.60<\/P_13_1>/);
  t.regex(xml, /<P_14_1>-37\.40<\/P_14_1>/);
});

test.serial('a correction of the buyer data alone, with no line: ksef only (BR-16)', async (t) => {
  const body = correction();
  body.invoice.items = [];
  const xml = await ksefOnly(t, body, '$.invoice.items', 'REQUIRED');
  t.notRegex(xml, /<FaWiersz>/);
  t.regex(xml, /<P_15>0\.00<\/P_15>/);
  t.regex(xml, /<RodzajFaktury>KOR<\/RodzajFaktury>/);
});

test.serial('a buyer without a name: ksef only (BR-7); the seller still needs one', async (t) => {
  const body = correction();
  body.invoice.type_code = '380';
  delete body.invoice.preceding_invoices;
  body.invoice.buyer = { vat_id: 'PL1111111111', country: 'PL' };
  const xml = await ksefOnly(t, body, '$.invoice.buyer.name', 'REQUIRED');
  t.regex(
    xml,
    /<Podmiot2>\s*<DaneIdentyfikacyjne>\s*<NIP>1111111111<\/NIP>\s*<\/DaneIdentyfikacyjne>/,
  );
  body.invoice.seller.name = '';
  const res = await service.post('/v1/validate', body);
  t.true(issuesOf(res.json).includes('$.invoice.seller.name REQUIRED'), res.text);
});

test.serial('a foreign buyer named by its tax number (NrID): tax_registration_id', async (t) => {
  const body = correction();
  body.invoice.type_code = '380';
  delete body.invoice.preceding_invoices;
  body.invoice.items[0].tax_category = 'G';
  body.invoice.items[0].vat_rate = 0;
  body.invoice.buyer = {
    name: 'EFG Ltd.',
    tax_registration_id: '999999999',
    street: 'Flower (St) 1',
    city: 'Seattle, WA 99999',
    country: 'US',
  };
  const res = await service.post('/v1/generate', body);
  t.is(res.status, 200, res.text);
  const xml = xmlOf(res.json);
  t.regex(xml, /<KodKraju>US<\/KodKraju>\s*<NrID>999999999<\/NrID>/);
  const back = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
  t.is(back.json.invoice.buyer.tax_registration_id, '999999999');
  t.falsy(back.json.invoice.buyer.vat_id);
  // NrID has at most 50 characters (the XSD's TNrIdentyfikacjiPodatkowej).
  const long = await service.post('/v1/validate', {
    ...body,
    invoice: {
      ...body.invoice,
      buyer: { ...body.invoice.buyer, tax_registration_id: '9'.repeat(51) },
    },
  });
  t.true(issuesOf(long.json).includes('$.invoice.buyer.tax_registration_id REQUIRED'), long.text);
  // One identifier: with a VAT id the tax number has no place.
  body.invoice.buyer.vat_id = 'NO999999999MVA';
  const both = await service.post('/v1/validate', body);
  t.true(
    issuesOf(both.json).includes('$.invoice.buyer.tax_registration_id NOT_CARRIED'),
    both.text,
  );
  delete body.invoice.buyer.vat_id;
  const ubl = await service.post('/v1/validate', { ...body, format: 'ubl' });
  t.false(issuesOf(ubl.json).includes('$.invoice.buyer.tax_registration_id NOT_CARRIED'), ubl.text);
});

test.serial('a taxed invoice in EUR states its VAT in PLN per rate (P_14_xW)', async (t) => {
  const body = correction();
  body.invoice.type_code = '380';
  delete body.invoice.preceding_invoices;
  body.invoice.currency = 'EUR';
  body.invoice.items.push({
    description: 'Książka',
    quantity: 2,
    unit: 'C62',
    unit_price: 50,
    vat_rate: 8,
  });
  // Without the VAT in PLN: one REQUIRED finding naming the groups to state.
  const missing = await service.post('/v1/validate', body);
  t.true(issuesOf(missing.json).includes('$.invoice.vat_breakdown REQUIRED'), missing.text);
  body.invoice.vat_breakdown = [
    { tax_category: 'S', vat_rate: 23, tax_currency_tax_amount: 98.57 },
    { tax_category: 'S', vat_rate: 8, tax_currency_tax_amount: 34.28 },
  ];
  const res = await service.post('/v1/generate', body);
  t.is(res.status, 200, res.text);
  t.is(res.json.validation.status, 'valid', res.text);
  const xml = xmlOf(res.json);
  t.regex(xml, /<P_14_1>23\.00<\/P_14_1>\s*<P_14_1W>98\.57<\/P_14_1W>\s*<P_13_2>100\.00<\/P_13_2>/);
  t.regex(xml, /<P_14_2>8\.00<\/P_14_2>\s*<P_14_2W>34\.28<\/P_14_2W>/);
  const back = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
  t.deepEqual(back.json.invoice.vat_breakdown, body.invoice.vat_breakdown);
  // Only a foreign-currency invoice states it; only format ksef has a place for it.
  const pln = await service.post('/v1/validate', {
    ...body,
    invoice: { ...body.invoice, currency: 'PLN' },
  });
  t.true(
    issuesOf(pln.json).includes('$.invoice.vat_breakdown[0].tax_currency_tax_amount NOT_CARRIED'),
    pln.text,
  );
  // An entry stating the PLN amount alone is refused whole; beside BT-117, the field alone.
  body.invoice.vat_breakdown[0].tax_amount = 23;
  for (const format of ['ubl', 'cii', 'xrechnung', 'peppol', 'facturx']) {
    const en = await service.post('/v1/validate', { ...body, format });
    t.true(
      issuesOf(en.json).includes('$.invoice.vat_breakdown[0].tax_currency_tax_amount NOT_CARRIED'),
      `${format}: ${en.text}`,
    );
    t.true(
      issuesOf(en.json).includes('$.invoice.vat_breakdown[1] NOT_CARRIED'),
      `${format}: ${en.text}`,
    );
  }
});

test.serial(
  'convert of an FA(3) in EUR to UBL and CII: the VAT in PLN listed as lost',
  async (t) => {
    const body = correction();
    body.invoice.type_code = '380';
    delete body.invoice.preceding_invoices;
    body.invoice.currency = 'EUR';
    body.invoice.due_date = '2026-04-15';
    body.invoice.vat_breakdown = [
      { tax_category: 'S', vat_rate: 23, tax_currency_tax_amount: 98.57 },
    ];
    const fa3 = await service.post('/v1/generate', body);
    t.is(fa3.status, 200, fa3.text);
    for (const format of ['ubl', 'cii']) {
      const c = await service.post('/v1/convert', {
        data_base64: fa3.json.xml_base64,
        format,
      });
      t.is(c.status, 200, `${format}: ${c.text}`);
      t.true(c.json.converted, format);
      t.true(JSON.stringify(c.json.lost_terms ?? []).includes('98.57'), `${format}: ${c.text}`);
    }
  },
);
