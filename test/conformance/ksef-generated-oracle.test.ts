/**
 * Format ksef through generate, judged by the independent checker (kind ksef-fa3: the
 * Ministry's XSD through its catalog): a domestic invoice at several rates, an EU buyer
 * (intra-Community supply, WDT), an exempt supply with its provision, a credit note (KOR) with the
 * corrected invoice's KSeF number, and a domestic reverse charge.
 */
import test from 'ava';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { postJson as postAnonymous, withDemoKey } from '../helpers/server.js';
import { requires } from '../helpers/requires.js';
import { check, limit, skipReason, tempFile } from '../syntax/ubl/helpers/checker.js';

const postJson = (baseUrl: string, path: string, body: unknown) =>
  postAnonymous(baseUrl, path, body, withDemoKey());

let baseUrl = '';
let close: () => Promise<void> = async () => {};
test.before(async () => {
  const app = createApp(testConfig(), { clock: () => new Date('2026-03-02T10:00:00Z') });
  baseUrl = `http://127.0.0.1:${await app.listen()}`;
  close = () => app.close();
});
test.after.always(() => close());

const seller = {
  name: 'ABC AGD sp. z o.o.',
  vat_id: 'PL9999999999',
  street: 'ul. Kwiatowa 1 m. 2',
  city: 'Warszawa',
  postal_code: '00-001',
  country: 'PL',
};
const plBuyer = {
  name: 'F.H.U. Jan Kowalski',
  vat_id: 'PL1111111111',
  street: 'ul. Polna 1',
  city: 'Kraków',
  postal_code: '30-001',
  country: 'PL',
};
const deBuyer = {
  name: 'Kunde GmbH',
  vat_id: 'DE123456789',
  street: 'Kundenweg 7',
  city: 'München',
  postal_code: '80331',
  country: 'DE',
};
const item = (description: string, unit_price: number, vat_rate: number, tax_category = 'S') => ({
  description,
  quantity: 2,
  unit: 'C62',
  unit_price,
  vat_rate,
  tax_category,
});
const invoice = (extra: Record<string, unknown>) => ({
  number: 'FV/2026/03/010',
  date: '2026-03-02',
  due_date: '2026-03-16',
  currency: 'PLN',
  seller,
  buyer: plBuyer,
  payment: { iban: 'PL61109010140000071219812874', means_code: '58' },
  ...extra,
});

/** A KSeF number with valid CRC-8 check characters (src/syntax/ksef/ksef-verification.ts). */
async function ksefNumber(): Promise<string> {
  const { ksefNumberValid } = await import('../../src/syntax/ksef/index.js');
  const base = '9999999999-20260215-0123456789AB-';
  return [...Array(256).keys()]
    .map((n) => base + n.toString(16).toUpperCase().padStart(2, '0'))
    .find(ksefNumberValid)!;
}

requires(skipReason(false))(
  'generated FA(3) documents pass the independent checker (ksef-fa3)',
  async (t) => {
    const cases: Record<string, unknown> = {
      domestic: invoice({
        items: [item('Lodówka', 1000, 23), item('Książka', 50, 5), item('Usługa', 80, 8)],
      }),
      euBuyer: invoice({ buyer: deBuyer, items: [item('Pralka', 1500, 0, 'K')] }),
      exempt: invoice({
        items: [item('Szkolenie', 400, 0, 'E')],
        vat_exemptions: [
          { tax_category: 'E', reason: 'art. 43 ust. 1 pkt 29 lit. c ustawy o VAT' },
        ],
      }),
      creditNote: invoice({
        type_code: '381',
        preceding_invoices: [
          { number: 'FV/2026/02/007', date: '2026-02-15', ksef_number: await ksefNumber() },
        ],
        items: [item('Zwrot', 100, 23)],
      }),
      reverseCharge: invoice({ items: [item('Złom', 300, 0, 'AE')] }),
    };
    // One request after another: a burst on one test server may be answered 408.
    const generated: { k: string; xml: string }[] = [];
    for (const [k, inv] of Object.entries(cases)) {
      const res = await postJson(baseUrl, '/v1/generate', { format: 'ksef', invoice: inv });
      t.is(res.status, 200, `${k}: ${res.text}`);
      t.deepEqual(res.json.validation?.rule_sets, ['ksef-fa3@1-0E'], k);
      generated.push({ k, xml: Buffer.from(res.json.xml_base64 ?? '', 'base64').toString('utf8') });
    }
    const results = await limit(
      2,
      generated.map(({ k, xml }) => async () => ({
        k,
        r: await check('ksef-fa3', tempFile(`ksef-generated-${k}.xml`, xml)),
      })),
    );
    t.is(results.length, 5);
    for (const { k, r } of results) {
      t.true(r.xsd_ok, `${k}: ${r.xsd_errors.join('; ')}`);
      t.deepEqual(r.fatal, [], k);
    }
  },
);
