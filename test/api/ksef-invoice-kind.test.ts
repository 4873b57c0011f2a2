/**
 * The FA(3) invoice kind (rodzaj_faktury, RodzajFaktury) through the public API: a settlement
 * invoice (ROZ) states what remains after the advance as its per-rate sums (vat_breakdown) and
 * P_15 their total, not its lines' sums; an advance invoice (ZAL) the advance received; a
 * correction of an advance invoice (KOR_ZAL) names the corrected invoice. Retrieve returns the
 * kind and regenerates the same document; other formats refuse the field (NOT_CARRIED).
 */
import test from 'ava';
import { polishSeller, polishBuyer } from '../helpers/polish-invoice.js';
import { serviceForFile } from '../helpers/server.js';

const service = serviceForFile(test, new Date('2026-08-17T10:00:00Z'));

/** A settlement invoice (ROZ) of an order of 307,500 at 8 % and 4,500 at 23 % after an advance. */
function settlement(): any {
  return {
    format: 'ksef',
    invoice: {
      number: 'FV2026/08/12',
      date: '2026-08-17',
      currency: 'PLN',
      rodzaj_faktury: 'ROZ',
      seller: polishSeller(),
      buyer: polishBuyer(),
      items: [
        {
          description: 'mieszkanie 50m^2',
          quantity: 1,
          unit: 'C62',
          unit_price: 307500,
          vat_rate: 8,
        },
        {
          description: 'usługi dodatkowe',
          quantity: 1,
          unit: 'C62',
          unit_price: 4500,
          vat_rate: 23,
        },
      ],
      vat_breakdown: [
        { tax_category: 'S', vat_rate: 23, taxable_amount: 3998.4, tax_amount: 919.63 },
        { tax_category: 'S', vat_rate: 8, taxable_amount: 273224.05, tax_amount: 21857.92 },
      ],
    },
  };
}

const xmlOf = (json: any): string => Buffer.from(json.xml_base64, 'base64').toString('utf8');
const at = (xml: string, el: string): string[] =>
  [...xml.matchAll(new RegExp(`<${el}>([^<]*)</${el}>`, 'g'))].map((m) => m[1]!);

test.serial('ROZ: the stated sums after the advance, P_15 their total', async (t) => {
  const res = await service.post('/v1/generate', settlement());
  t.is(res.status, 200, res.text);
  const xml = xmlOf(res.json);
  t.deepEqual(at(xml, 'RodzajFaktury'), ['ROZ']);
  t.deepEqual(at(xml, 'P_13_1'), ['3998.40']);
  t.deepEqual(at(xml, 'P_14_2'), ['21857.92']);
  t.deepEqual(at(xml, 'P_15'), ['300000.00']);
  t.deepEqual(at(xml, 'P_11'), ['307500.00', '4500.00']); // the lines: the whole order
  // The stated sums differing from the lines' is the settlement's point: no BT-116 warning.
  t.is(res.json.validation.status, 'valid', res.text);
});

test.serial('ROZ: retrieve returns the kind; generate again gives the same document', async (t) => {
  const gen = await service.post('/v1/generate', settlement());
  t.is(gen.status, 200, gen.text);
  const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
  t.is(back.status, 200, back.text);
  t.is(back.json.invoice.rodzaj_faktury, 'ROZ');
  const again = await service.post('/v1/generate', {
    format: 'ksef',
    invoice: back.json.invoice,
  });
  t.is(again.status, 200, again.text);
  t.is(xmlOf(again.json), xmlOf(gen.json));
});

test.serial('ZAL: an advance invoice states the advance received', async (t) => {
  const body = settlement();
  body.invoice.rodzaj_faktury = 'ZAL';
  body.invoice.vat_breakdown = [
    { tax_category: 'S', vat_rate: 23, taxable_amount: 813.01, tax_amount: 186.99 },
    { tax_category: 'S', vat_rate: 8, taxable_amount: 9259.26, tax_amount: 740.74 },
  ];
  const res = await service.post('/v1/generate', body);
  t.is(res.status, 200, res.text);
  const xml = xmlOf(res.json);
  t.deepEqual(at(xml, 'RodzajFaktury'), ['ZAL']);
  t.deepEqual(at(xml, 'P_15'), ['11000.00']);
});

test.serial('KOR_ZAL: names the corrected advance invoice (DaneFaKorygowanej)', async (t) => {
  const body = settlement();
  body.invoice.rodzaj_faktury = 'KOR_ZAL';
  const missing = await service.post('/v1/validate', body);
  t.true(
    missing.json.issues.some((i: any) => i.path === '$.invoice.preceding_invoices'),
    missing.text,
  );
  body.invoice.type_code = '384';
  body.invoice.preceding_invoices = [
    {
      number: 'FZ2026/02/150',
      date: '2026-02-15',
      ksef_number: '9999999999-20230908-8BEF280C8D35-4D',
    },
  ];
  const res = await service.post('/v1/generate', body);
  t.is(res.status, 200, res.text);
  const xml = xmlOf(res.json);
  t.deepEqual(at(xml, 'RodzajFaktury'), ['KOR_ZAL']);
  t.deepEqual(at(xml, 'NrFaKorygowanej'), ['FZ2026/02/150']);
  t.deepEqual(at(xml, 'NrKSeFFaKorygowanej'), ['9999999999-20230908-8BEF280C8D35-4D']);
});

test.serial('a credit note (381) of a kind that is no correction is refused', async (t) => {
  const body = settlement();
  body.invoice.type_code = '381';
  body.invoice.preceding_invoices = [{ number: 'FV2026/08/1', date: '2026-08-01' }];
  const res = await service.post('/v1/validate', body);
  t.true(
    res.json.issues.some((i: any) => i.path === '$.invoice.rodzaj_faktury'),
    res.text,
  );
});

test.serial('rodzaj_faktury is refused for the other formats (NOT_CARRIED)', async (t) => {
  const body = settlement();
  body.format = 'ubl';
  delete body.invoice.vat_breakdown;
  const res = await service.post('/v1/validate', body);
  t.is(
    res.json.issues.find((i: any) => i.path === '$.invoice.rodzaj_faktury')?.code,
    'NOT_CARRIED',
    res.text,
  );
});

test.serial('a rebate correction states its sums without a line of their rate', async (t) => {
  const body = settlement();
  delete body.invoice.rodzaj_faktury;
  body.invoice.type_code = '381'; // KOR, written by negative differences
  body.invoice.preceding_invoices = [{ number: 'FV2026/01/134', date: '2026-01-15' }];
  body.invoice.items = [];
  body.invoice.vat_breakdown = [
    { tax_category: 'S', vat_rate: 23, taxable_amount: 40650.41, tax_amount: 9349.59 },
  ];
  const res = await service.post('/v1/generate', body);
  t.is(res.status, 200, res.text);
  const xml = xmlOf(res.json);
  t.deepEqual(at(xml, 'RodzajFaktury'), ['KOR']);
  t.deepEqual(at(xml, 'P_13_1'), ['-40650.41']);
  t.deepEqual(at(xml, 'P_14_1'), ['-9349.59']);
  t.deepEqual(at(xml, 'P_15'), ['-50000.00']);
  const back = await service.post('/v1/retrieve', { data_base64: res.json.xml_base64 });
  const again = await service.post('/v1/generate', {
    format: 'ksef',
    invoice: back.json.invoice,
  });
  t.is(again.status, 200, again.text);
  t.is(xmlOf(again.json), xml);
  // A basic invoice states no sum without its lines.
  body.invoice.type_code = '380';
  delete body.invoice.preceding_invoices;
  const basic = await service.post('/v1/validate', body);
  t.true(
    basic.json.issues.some((i: any) => i.path === '$.invoice.vat_breakdown[0]'),
    basic.text,
  );
});
