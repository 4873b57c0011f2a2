/**
 * A gross-method invoice (art. 106e ust. 7-8, prices_include_vat) through REST, as the Ministry's
 * example 19: a travel agency's margin-scheme line beside a 23 % line stated gross, its sums
 * stated as 813 / 187 of a gross 1000. Generate writes P_9B / P_11A with P_12 and the sums as
 * stated (the 0.01 to the formula a warning), retrieve returns the same invoice and generating it
 * again gives the same document; any other format refuses prices_include_vat (NOT_CARRIED).
 * Serial: one test server.
 */
import test from 'ava';
import { serviceForFile } from '../helpers/server.js';

const service = serviceForFile(test);

const xmlOf = (json: any): string => Buffer.from(json.xml_base64, 'base64').toString('utf8');

function example19(): any {
  return {
    format: 'ksef',
    invoice: {
      number: 'FM2026/02/150',
      date: '2026-02-15',
      type_code: '380',
      currency: 'PLN',
      seller: {
        name: 'Biuro Podróży ABC sp. z o. o.',
        vat_id: 'PL9999999999',
        street: 'ul. Sadowa 1 lok. 3',
        city: 'Kraków',
        postal_code: '00-002',
        country: 'PL',
      },
      buyer: {
        name: 'F.H.U. Jan Kowalski',
        vat_id: 'PL1111111111',
        street: 'ul. Polna 1',
        city: 'Warszawa',
        postal_code: '00-001',
        country: 'PL',
      },
      prices_include_vat: true,
      vat_exemptions: [{ tax_category: 'E', reason_code: 'VATEX-EU-D' }],
      vat_breakdown: [{ tax_category: 'S', vat_rate: 23, taxable_amount: 813, tax_amount: 187 }],
      items: [
        {
          description: 'wycieczka na Mazury usługi obce',
          quantity: 1,
          unit: 'C62',
          unit_price: 2000,
          vat_rate: 0,
          tax_category: 'E',
        },
        {
          description: 'wycieczka na Mazury usługa własna',
          quantity: 1,
          unit: 'C62',
          unit_price: 1000,
          vat_rate: 23,
        },
      ],
    },
  };
}

test.serial('generate ksef: P_9B / P_11A with P_12, the sums as stated', async (t) => {
  const res = await service.post('/v1/generate', example19());
  t.is(res.status, 200, res.text);
  t.not(res.json.validation.status, 'invalid', res.text);
  const xml = xmlOf(res.json);
  t.regex(xml, /<P_13_1>813\.00<\/P_13_1>\s*<P_14_1>187\.00<\/P_14_1>/);
  t.regex(xml, /<P_13_11>2000\.00<\/P_13_11>\s*<P_15>3000\.00<\/P_15>/);
  t.regex(xml, /<P_9B>1000\.00<\/P_9B>\s*<P_11A>1000\.00<\/P_11A>\s*<P_12>23<\/P_12>/);
  t.notRegex(xml, /<P_9A>|<P_11>/);
  const warnings = JSON.stringify(res.json.validation);
  t.regex(warnings, /vat_breakdown\[0\]\.tax_amount/, 'the 0.01 to ust. 8 (186.99) is reported');
});

test.serial('retrieve → generate: the same gross-method document', async (t) => {
  const gen = await service.post('/v1/generate', example19());
  t.is(gen.status, 200, gen.text);
  const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
  t.is(back.status, 200, back.text);
  const inv = back.json.invoice;
  t.true(inv.prices_include_vat, back.text);
  t.is(inv.items[1].unit_price, 1000);
  t.deepEqual(
    inv.vat_breakdown.map((b: any) => [b.tax_category, b.taxable_amount, b.tax_amount]),
    [['S', 813, 187]],
  );
  const again = await service.post('/v1/generate', { format: 'ksef', invoice: inv });
  t.is(again.status, 200, again.text);
  t.is(xmlOf(again.json), xmlOf(gen.json));
});

test.serial(
  'another format refuses prices_include_vat: NOT_CARRIED naming the field',
  async (t) => {
    const body = example19();
    body.format = 'ubl';
    delete body.invoice.vat_breakdown;
    const res = await service.post('/v1/validate', body);
    t.is(res.status, 200, res.text);
    const issues = JSON.stringify(res.json);
    t.regex(
      issues,
      /NOT_CARRIED[^}]*\$\.invoice\.prices_include_vat|\$\.invoice\.prices_include_vat[^}]*NOT_CARRIED/,
    );
  },
);

test.serial('a stated VAT beyond BR-CO-17 (more than 1 from ust. 8) is refused', async (t) => {
  const body = example19();
  body.invoice.vat_breakdown = [
    { tax_category: 'S', vat_rate: 23, taxable_amount: 811, tax_amount: 189 },
  ];
  const res = await service.post('/v1/generate', body);
  t.is(res.status, 400, res.text);
  t.regex(res.text, /P_14_1/);
});

test.serial(
  'convert to a net format refuses lines stated with VAT, never rewrites them',
  async (t) => {
    const gen = await service.post('/v1/generate', example19());
    t.is(gen.status, 200, gen.text);
    for (const format of ['ubl', 'cii']) {
      const res = await service.post('/v1/convert', { data_base64: gen.json.xml_base64, format });
      t.is(res.status, 400, res.text);
      t.regex(res.text, /prices_include_vat/);
    }
    const same = await service.post('/v1/convert', {
      data_base64: gen.json.xml_base64,
      format: 'ksef',
    });
    t.is(same.status, 200, same.text);
  },
);
