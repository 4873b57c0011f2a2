/**
 * The FA(3) fields the Ministry's examples state beside the invoice's data, through the public
 * API (more in ksef-settlement-fields.test.ts): the place of issue (P_1M), the seller's
 * registers (Stopka/Rejestry), the buyer's customer number (NrKlienta: the identifier without a
 * scheme, BT-46), a correction's reason, effect and rebate period, the FP and TP flags, further
 * information (DodatkowyOpis; a line's are its attributes, BG-32), a line's UU_ID, GTU and date
 * of supply (P_6A), an advance invoice's order (Zamowienie, P_15ZK) and the annotations P_16,
 * P_18A, P_23 and P_17 (a self-billed invoice, 389). Each is written, read back and regenerated
 * the same; the other formats refuse the KSeF-only ones (NOT_CARRIED), and convert lists them as
 * lost while the customer number goes out as BT-46.
 */
import test from 'ava';
import { advance, at, correction, droppedOf, invoice, xmlOf } from './helpers/ksef-bodies.js';
import { serviceForFile } from '../helpers/server.js';

const service = serviceForFile(test, new Date('2026-03-02T10:00:00Z'));

test.serial('written in their FA(3) places; read back; regenerated the same', async (t) => {
  const gen = await service.post('/v1/generate', invoice());
  t.is(gen.status, 200, gen.text);
  t.is(gen.json.validation.status, 'valid', gen.text);
  const xml = xmlOf(gen.json);
  t.deepEqual(at(xml, 'P_1M'), ['Kraków']);
  t.deepEqual(at(xml, 'NrKlienta'), ['K-0042']);
  t.deepEqual(at(xml, 'KRS'), ['0000099999']);
  t.deepEqual(at(xml, 'REGON'), ['999999999', '12345678901234']);
  t.deepEqual(at(xml, 'BDO'), ['000099999']);
  // Stopka: the note's Informacje before the registers, as the schema orders them.
  t.true(xml.indexOf('<StopkaFaktury>') < xml.indexOf('<Rejestry>'));
  const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
  t.is(back.status, 200, back.text);
  const inv = back.json.invoice;
  t.is(inv.miejsce_wystawienia, 'Kraków');
  t.deepEqual(
    inv.buyer.identifiers.map((i: any) => [i.id, i.scheme || undefined]),
    [['K-0042', undefined]],
  );
  // Retrieve states every field of a message, the empty ones as "".
  const stated = (r: any) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== ''));
  t.deepEqual(inv.rejestry.map(stated), invoice().invoice.rejestry);
  t.deepEqual(droppedOf(back.json), []);
  const again = await service.post('/v1/generate', { format: 'ksef', invoice: inv });
  t.is(again.status, 200, again.text);
  t.is(xmlOf(again.json), xml);
});

test.serial('the other formats refuse the KSeF-only fields by path', async (t) => {
  const body = invoice();
  body.format = 'ubl';
  const res = await service.post('/v1/validate', body);
  const code = (path: string) => res.json.issues.find((i: any) => i.path === path)?.code;
  t.is(code('$.invoice.miejsce_wystawienia'), 'NOT_CARRIED', res.text);
  t.is(code('$.invoice.rejestry'), 'NOT_CARRIED', res.text);
  t.is(code('$.invoice.buyer.identifiers'), undefined, res.text); // BT-46 in UBL
});

test.serial(
  'ksef refuses what FA(3) cannot state: a second or schemed identifier, an empty register, a bad KRS',
  async (t) => {
    const body = invoice();
    body.invoice.buyer.identifiers = [{ id: 'K-0042' }, { id: '5790000436057', scheme: '0088' }];
    body.invoice.rejestry.push({});
    const res = await service.post('/v1/validate', body);
    const code = (path: string) => res.json.issues.find((i: any) => i.path === path)?.code;
    t.is(code('$.invoice.buyer.identifiers[1]'), 'NOT_CARRIED', res.text);
    t.is(code('$.invoice.buyer.identifiers[0]'), undefined, res.text);
    t.is(code('$.invoice.rejestry[2]'), 'REQUIRED', res.text);
    t.is((await service.post('/v1/generate', body)).status, 400);
    const schemed = invoice();
    schemed.invoice.buyer.identifiers = [{ id: '5790000436057', scheme: '0088' }];
    const r1 = await service.post('/v1/validate', schemed);
    t.is(
      r1.json.issues.find((i: any) => i.path === '$.invoice.buyer.identifiers[0]')?.code,
      'NOT_CARRIED',
      r1.text,
    );
    const krs = invoice();
    krs.invoice.rejestry[0].krs = '99999'; // TNrKRS: 10 digits
    const r2 = await service.post('/v1/validate', krs);
    t.false(r2.json.valid, r2.text);
    t.true(
      r2.json.issues.some((i: any) => String(i.path).startsWith('$.invoice.rejestry[0].krs')),
      r2.text,
    );
  },
);

test.serial(
  'convert to UBL: the customer number is BT-46; P_1M and the registers listed as lost',
  async (t) => {
    const gen = await service.post('/v1/generate', invoice());
    t.is(gen.status, 200, gen.text);
    const c = await service.post('/v1/convert', {
      data_base64: gen.json.xml_base64,
      format: 'ubl',
    });
    t.is(c.status, 200, c.text);
    t.true(c.json.converted, c.text);
    const ubl = xmlOf(c.json);
    t.regex(
      ubl,
      /<cac:AccountingCustomerParty>[\s\S]*<cac:PartyIdentification>\s*<cbc:ID>K-0042<\/cbc:ID>/,
    );
    const lost = (c.json.lost_terms ?? []).map((l: any) => l.source_path);
    t.true(lost.includes('$.invoice.miejsce_wystawienia'), c.text);
    t.true(
      lost.some((p: string) => p.startsWith('$.invoice.rejestry')),
      c.text,
    );
    t.true(JSON.stringify(c.json.lost_terms).includes('0000099999'), c.text);
    // Listed under their FA(3) elements, not under a term another field's message names.
    const terms = new Map(c.json.lost_terms.map((l: any) => [l.source_path, l.business_term]));
    t.is(terms.get('$.invoice.miejsce_wystawienia'), 'FA(3) P_1M');
    t.is(terms.get('$.invoice.rejestry'), 'FA(3) Stopka/Rejestry');
  },
);

test.serial(
  "a correction's reason and effect, further information, a line's UU_ID, GTU and attributes: written, read back, the same again",
  async (t) => {
    const gen = await service.post('/v1/generate', correction());
    t.is(gen.status, 200, gen.text);
    t.is(gen.json.validation.status, 'valid', gen.text);
    const xml = xmlOf(gen.json);
    t.deepEqual(at(xml, 'PrzyczynaKorekty'), ['błędna stawka VAT']);
    t.deepEqual(at(xml, 'TypKorekty'), ['2']);
    t.deepEqual(at(xml, 'NrWiersza'), ['1']);
    t.deepEqual(at(xml, 'Klucz'), ['preferowane godziny dowozu', 'Informacja o akcyzie']);
    t.deepEqual(at(xml, 'UU_ID'), ['aaaa111133339990']);
    t.deepEqual(at(xml, 'GTU'), ['GTU_10']);
    t.deepEqual(at(xml, 'P_6A'), ['2026-02-10']);
    t.deepEqual(at(xml, 'OkresFaKorygowanej'), ['I półrocze 2026']);
    t.deepEqual([...at(xml, 'FP'), ...at(xml, 'TP')], ['1', '1']);
    const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
    t.is(back.status, 200, back.text);
    const inv = back.json.invoice;
    t.is(inv.przyczyna_korekty, 'błędna stawka VAT');
    t.is(inv.typ_korekty, 2);
    t.deepEqual(inv.dodatkowy_opis, correction().invoice.dodatkowy_opis);
    t.is(inv.items[0].uu_id, 'aaaa111133339990');
    t.is(inv.items[0].gtu, 'GTU_10');
    t.is(inv.items[0].data_dostawy, '2026-02-10');
    t.is(inv.okres_fa_korygowanej, 'I półrocze 2026');
    t.true(inv.faktura_do_paragonu && inv.podmioty_powiazane);
    t.deepEqual(
      inv.items[0].attributes.map((a: any) => [a.name, a.value]),
      [['Informacja o akcyzie', 'akcyza 0,10 zł']],
    );
    t.deepEqual(droppedOf(back.json), []);
    const again = await service.post('/v1/generate', { format: 'ksef', invoice: inv });
    t.is(again.status, 200, again.text);
    t.is(xmlOf(again.json), xml);
  },
);

test.serial(
  'refused where FA(3) has no place: a reason on an invoice that corrects nothing, an attribute without value; the KSeF-only fields elsewhere',
  async (t) => {
    const plain = correction();
    plain.invoice.type_code = '380';
    delete plain.invoice.preceding_invoices;
    const res = await service.post('/v1/validate', plain);
    const code = (json: any, path: string) => json.issues.find((i: any) => i.path === path)?.code;
    t.is(code(res.json, '$.invoice.przyczyna_korekty'), 'NOT_CARRIED', res.text);
    t.is(code(res.json, '$.invoice.typ_korekty'), 'NOT_CARRIED', res.text);
    t.is(code(res.json, '$.invoice.okres_fa_korygowanej'), 'NOT_CARRIED', res.text);
    t.is((await service.post('/v1/generate', plain)).status, 400);
    const valueless = correction();
    valueless.invoice.items[0].attributes[0].value = ''; // Wartosc: 1 to 256 characters
    const r0 = await service.post('/v1/validate', valueless);
    t.is(code(r0.json, '$.invoice.items[0].attributes[0]'), 'NOT_CARRIED', r0.text);
    const ubl = correction();
    ubl.format = 'ubl';
    const r1 = await service.post('/v1/validate', ubl);
    for (const path of [
      '$.invoice.przyczyna_korekty',
      '$.invoice.typ_korekty',
      '$.invoice.dodatkowy_opis',
      '$.invoice.items[0].uu_id',
      '$.invoice.items[0].gtu',
      '$.invoice.items[0].data_dostawy',
      '$.invoice.okres_fa_korygowanej',
      '$.invoice.faktura_do_paragonu',
      '$.invoice.podmioty_powiazane',
    ])
      t.is(code(r1.json, path), 'NOT_CARRIED', `${path}: ${r1.text}`);
    t.is(code(r1.json, '$.invoice.items[0].attributes'), undefined, r1.text); // BG-32 in UBL
    const gtu = correction();
    gtu.invoice.items[0].gtu = 'GTU_14';
    const r2 = await service.post('/v1/validate', gtu);
    t.false(r2.json.valid, r2.text);
    const unreal = correction();
    unreal.invoice.items[0].data_dostawy = '2026-02-30';
    const r4 = await service.post('/v1/validate', unreal);
    t.is(code(r4.json, '$.invoice.items[0].data_dostawy'), 'INVALID_FORMAT', r4.text);
    const late = correction();
    late.invoice.items[0].data_dostawy = '2051-01-01'; // TDataT: to 2050-01-01
    const r3 = await service.post('/v1/validate', late);
    t.true(
      r3.json.issues.some((i: any) => i.path === '$.invoice.items[0].data_dostawy'),
      r3.text,
    );
    t.is((await service.post('/v1/generate', late)).status, 400);
  },
);

test.serial(
  "ZAL: the order (Zamowienie) with its value and lines, written after the transaction's terms; read back; the same again",
  async (t) => {
    const gen = await service.post('/v1/generate', advance());
    t.is(gen.status, 200, gen.text);
    t.is(gen.json.validation.status, 'valid', gen.text);
    const xml = xmlOf(gen.json);
    t.deepEqual(at(xml, 'WartoscZamowienia'), ['330150.00']);
    t.deepEqual(at(xml, 'NrWierszaZam'), ['1', '2']);
    t.deepEqual(at(xml, 'P_12Z'), ['8', '23']);
    t.deepEqual(at(xml, 'P_8AZ'), ['szt.', 'szt.']);
    t.deepEqual(at(xml, 'GTUZ'), ['GTU_12']);
    t.true(xml.indexOf('<Zamowienie>') < xml.indexOf('</Fa>'));
    const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
    t.is(back.status, 200, back.text);
    t.deepEqual(droppedOf(back.json), []);
    const order = back.json.invoice.zamowienie;
    t.is(order.value, 330150);
    t.deepEqual(
      order.lines.map((l: any) => [l.line_number, l.net_amount, l.vat_amount, l.rate_code]),
      [
        [1, 300000, 24000, '8'],
        [2, 5000, 1150, '23'],
      ],
    );
    const again = await service.post('/v1/generate', {
      format: 'ksef',
      invoice: back.json.invoice,
    });
    t.is(again.status, 200, again.text);
    t.is(xmlOf(again.json), xml);
  },
);

test.serial(
  'the order belongs to ZAL and KOR_ZAL, P_15ZK to KOR_ZAL and KOR_ROZ; amounts at the precision of their types',
  async (t) => {
    const code = (json: any, path: string) => json.issues.find((i: any) => i.path === path)?.code;
    const plain = advance();
    delete plain.invoice.rodzaj_faktury;
    delete plain.invoice.vat_breakdown;
    plain.invoice.kwota_przed_korekta = 20000;
    const r1 = await service.post('/v1/validate', plain);
    t.is(code(r1.json, '$.invoice.zamowienie'), 'NOT_CARRIED', r1.text);
    t.is(code(r1.json, '$.invoice.kwota_przed_korekta'), 'NOT_CARRIED', r1.text);
    const fine = advance();
    fine.invoice.zamowienie.lines[0].net_amount = 300000.001;
    fine.invoice.zamowienie.lines[0].quantity = 1.0000001;
    const r2 = await service.post('/v1/validate', fine);
    t.false(r2.json.valid, r2.text);
    t.is(code(r2.json, '$.invoice.zamowienie.lines[0].net_amount'), 'OUT_OF_RANGE', r2.text);
    t.is(code(r2.json, '$.invoice.zamowienie.lines[0].quantity'), 'OUT_OF_RANGE', r2.text);
    t.is((await service.post('/v1/generate', fine)).status, 400);
    const ubl = advance();
    ubl.format = 'ubl';
    delete ubl.invoice.rodzaj_faktury;
    const r3 = await service.post('/v1/validate', ubl);
    t.is(code(r3.json, '$.invoice.zamowienie'), 'NOT_CARRIED', r3.text);
  },
);

test.serial(
  'Adnotacje: cash accounting (P_16), split payment (P_18A), the triangular procedure (P_23) and self-billing (P_17, type 389), both ways',
  async (t) => {
    const body = invoice();
    Object.assign(body.invoice, {
      type_code: '389',
      metoda_kasowa: true,
      mechanizm_podzielonej_platnosci: true,
      procedura_uproszczona: true,
    });
    const gen = await service.post('/v1/generate', body);
    t.is(gen.status, 200, gen.text);
    t.is(gen.json.validation.status, 'valid', gen.text);
    const xml = xmlOf(gen.json);
    t.deepEqual(
      ['P_16', 'P_17', 'P_18', 'P_18A', 'P_23'].map((e) => at(xml, e)[0]),
      ['1', '1', '2', '1', '1'],
    );
    const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
    t.is(back.status, 200, back.text);
    const inv = back.json.invoice;
    t.is(inv.type_code, '389');
    t.true(inv.metoda_kasowa && inv.mechanizm_podzielonej_platnosci && inv.procedura_uproszczona);
    t.deepEqual(droppedOf(back.json), []);
    const again = await service.post('/v1/generate', { format: 'ksef', invoice: inv });
    t.is(xmlOf(again.json), xml);
    // Without them, every flag is 2 and the invoice is no self-billed one.
    const plain = await service.post('/v1/generate', invoice());
    t.deepEqual(
      ['P_16', 'P_17', 'P_18A', 'P_23'].map((e) => at(xmlOf(plain.json), e)[0]),
      ['2', '2', '2', '2'],
    );
    const ubl = { ...body, format: 'ubl' };
    const res = await service.post('/v1/validate', ubl);
    for (const field of [
      'metoda_kasowa',
      'mechanizm_podzielonej_platnosci',
      'procedura_uproszczona',
    ])
      t.is(
        res.json.issues.find((i: any) => i.path === `$.invoice.${field}`)?.code,
        'NOT_CARRIED',
        res.text,
      );
  },
);
