/**
 * A margin-scheme invoice through REST: a travel agency's service (category E, exemption reason
 * code VATEX-EU-D) beside a 23 % line generates as FA(3) with PMarzy P_PMarzy_2 and P_13_11;
 * retrieve returns the same invoice (the scheme as vat_exemptions' reason code) and generating
 * it again gives the same document. Serial: one test server.
 */
import test from 'ava';
import { serviceForFile } from '../helpers/server.js';

const service = serviceForFile(test);

const xmlOf = (json: any): string => Buffer.from(json.xml_base64, 'base64').toString('utf8');

function travel(): any {
  return {
    format: 'ksef',
    invoice: {
      number: 'FM/2026/02/150',
      date: '2026-02-15',
      type_code: '380',
      currency: 'PLN',
      seller: {
        name: 'Biuro Podróży ABC sp. z o.o.',
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
      vat_exemptions: [{ tax_category: 'E', reason_code: 'VATEX-EU-D' }],
      items: [
        {
          description: 'wycieczka na Mazury',
          quantity: 1,
          unit: 'C62',
          unit_price: 2000,
          vat_rate: 0,
          tax_category: 'E',
        },
        { description: 'ubezpieczenie', quantity: 1, unit: 'C62', unit_price: 100, vat_rate: 23 },
      ],
    },
  };
}

test.serial('generate ksef: P_PMarzy_2, P_13_11, no P_12 on the margin line', async (t) => {
  const res = await service.post('/v1/generate', travel());
  t.is(res.status, 200, res.text);
  t.is(res.json.validation.status, 'valid', res.text);
  const xml = xmlOf(res.json);
  t.regex(xml, /<PMarzy>\s*<P_PMarzy>1<\/P_PMarzy>\s*<P_PMarzy_2>1<\/P_PMarzy_2>\s*<\/PMarzy>/);
  t.regex(xml, /<P_13_11>2000\.00<\/P_13_11>\s*<P_15>2123\.00<\/P_15>/);
  t.regex(xml, /<P_9B>2000\.00<\/P_9B>\s*<P_11A>2000\.00<\/P_11A>\s*<\/FaWiersz>/);
  t.notRegex(xml, /<P_19>/);
});

test.serial('retrieve → generate: the same margin-scheme document', async (t) => {
  const gen = await service.post('/v1/generate', travel());
  t.is(gen.status, 200, gen.text);
  const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
  t.is(back.status, 200, back.text);
  const inv = back.json.invoice;
  t.is(inv.vat_exemptions?.[0]?.reason_code, 'VATEX-EU-D', back.text);
  t.is(inv.items[0].tax_category, 'E');
  const again = await service.post('/v1/generate', { format: 'ksef', invoice: inv });
  t.is(again.status, 200, again.text);
  t.is(xmlOf(again.json), xmlOf(gen.json));
});

test.serial('a reason text other than the scheme wording has no place: NOT_CARRIED', async (t) => {
  const body = travel();
  body.invoice.vat_exemptions[0].reason = 'Margin scheme - travel agents';
  const res = await service.post('/v1/validate', body);
  t.is(res.status, 200, res.text);
  t.true(
    (res.json.issues ?? []).some(
      (i: any) => i.path === '$.invoice.vat_exemptions[0].reason' && i.code === 'NOT_CARRIED',
    ),
    res.text,
  );
  body.invoice.vat_exemptions[0].reason = 'procedura marży dla biur podróży';
  const ok = await service.post('/v1/generate', body);
  t.is(ok.status, 200, ok.text);
});
