/**
 * FA(3) Podmiot3 (podmiot3) through the public API: a third party with its role (Rola) and share
 * (Udzial) is written after the buyer; a local government unit that receives the supply (Rola 8)
 * makes Podmiot2/JST 1, a VAT group member (Rola 10) GV 1; retrieve returns the third parties and
 * regenerates the same document; fields a third party has no FA(3) place for and podmiot3 in
 * another format are refused (NOT_CARRIED).
 */
import test from 'ava';
import { polishSeller } from '../helpers/polish-invoice.js';
import { serviceForFile } from '../helpers/server.js';

/** What retrieve reports as dropped: its FIELD_DROPPED warnings. */
const droppedOf = (json: any): string[] =>
  (json.warnings ?? []).filter((w: any) => w.code === 'FIELD_DROPPED').map((w: any) => w.message);

const service = serviceForFile(test, new Date('2026-03-02T10:00:00Z'));

/** An invoice to a municipality for its school (Rola 8) with an additional buyer (Rola 4, 50 %). */
function withThirdParties(): any {
  return {
    format: 'ksef',
    invoice: {
      number: 'FV/2026/03/009',
      date: '2026-03-02',
      currency: 'PLN',
      seller: polishSeller(),
      buyer: {
        name: 'Gmina Bzdziszewo',
        vat_id: 'PL1111111111',
        street: 'ul. Główna 1',
        city: 'Bzdziszewo',
        postal_code: '00-007',
        country: 'PL',
      },
      podmiot3: [
        {
          party: {
            name: 'Szkoła Podstawowa w Bzdziszewie',
            vat_id: 'PL2222222222',
            street: 'ul. Akacjowa 200',
            city: 'Bzdziszewo',
            postal_code: '00-007',
            country: 'PL',
            email: 'sp@bzdziszewo.pl',
          },
          rola: 8,
        },
        {
          party: {
            name: 'F.H.U. Grażyna Kowalska',
            vat_id: 'PL3333333333',
            country: 'PL',
            city: 'Warszawa',
          },
          rola: 4,
          udzial: 50,
        },
      ],
      items: [{ description: 'tablica', quantity: 2, unit: 'C62', unit_price: 500, vat_rate: 23 }],
    },
  };
}

const xmlOf = (json: any): string => Buffer.from(json.xml_base64, 'base64').toString('utf8');
const at = (xml: string, el: string): string[] =>
  [...xml.matchAll(new RegExp(`<${el}>([^<]*)</${el}>`, 'g'))].map((m) => m[1]!);

test.serial('Podmiot3: the third parties with Rola and Udzial; Rola 8 makes JST 1', async (t) => {
  const res = await service.post('/v1/generate', withThirdParties());
  t.is(res.status, 200, res.text);
  t.is(res.json.validation.status, 'valid', res.text);
  const xml = xmlOf(res.json);
  t.deepEqual(at(xml, 'Rola'), ['8', '4']);
  t.deepEqual(at(xml, 'Udzial'), ['50']);
  t.deepEqual(at(xml, 'JST'), ['1']);
  t.deepEqual(at(xml, 'GV'), ['2']);
  t.deepEqual(at(xml, 'NIP'), ['9999999999', '1111111111', '2222222222', '3333333333']);
  t.true(xml.indexOf('<Podmiot3>') > xml.indexOf('</Podmiot2>'));
});

test.serial(
  'Podmiot3: retrieve returns them; generate again gives the same document',
  async (t) => {
    const gen = await service.post('/v1/generate', withThirdParties());
    t.is(gen.status, 200, gen.text);
    const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
    t.is(back.status, 200, back.text);
    t.deepEqual(
      back.json.invoice.podmiot3.map((p: any) => [p.rola, p.udzial, p.party.vat_id]),
      [
        [8, undefined, 'PL2222222222'],
        [4, 50, 'PL3333333333'],
      ],
    );
    t.deepEqual(droppedOf(back.json), []);
    const again = await service.post('/v1/generate', {
      format: 'ksef',
      invoice: back.json.invoice,
    });
    t.is(again.status, 200, again.text);
    t.is(xmlOf(again.json), xmlOf(gen.json));
  },
);

test.serial('Podmiot3: a Rola 10 makes GV 1; a field with no FA(3) place is refused', async (t) => {
  const body = withThirdParties();
  body.invoice.podmiot3 = [
    { party: { name: 'Członek GV', vat_id: 'PL2222222222', country: 'PL' }, rola: 10 },
  ];
  const res = await service.post('/v1/generate', body);
  t.is(res.status, 200, res.text);
  t.deepEqual(at(xmlOf(res.json), 'GV'), ['1']);
  t.deepEqual(at(xmlOf(res.json), 'JST'), ['2']);
  body.invoice.podmiot3[0].party.trading_name = 'GV';
  const bad = await service.post('/v1/validate', body);
  t.is(
    bad.json.issues.find((i: any) => i.path === '$.invoice.podmiot3[0].party.trading_name')?.code,
    'NOT_CARRIED',
    bad.text,
  );
});

test.serial(
  'podmiot3 is refused for the other formats; a role outside 1–10, a share past 6 decimals are invalid',
  async (t) => {
    const body = withThirdParties();
    body.format = 'ubl';
    const res = await service.post('/v1/validate', body);
    t.is(
      res.json.issues.find((i: any) => i.path === '$.invoice.podmiot3')?.code,
      'NOT_CARRIED',
      res.text,
    );
    const share = withThirdParties();
    share.invoice.podmiot3[1].udzial = 33.3333333; // TProcentowy: 6 decimals
    const r1 = await service.post('/v1/validate', share);
    t.true(
      r1.json.issues.some((i: any) => i.path === '$.invoice.podmiot3[1].udzial'),
      r1.text,
    );
    t.is((await service.post('/v1/generate', share)).status, 400);
    const bad = withThirdParties();
    bad.invoice.podmiot3[0].rola = 11;
    const r2 = await service.post('/v1/validate', bad);
    t.false(r2.json.valid, r2.text);
    t.true(
      r2.json.issues.some((i: any) => String(i.path).startsWith('$.invoice.podmiot3[0].rola')),
      r2.text,
    );
  },
);
