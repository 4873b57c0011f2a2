/**
 * The FA(3) fields the Ministry's examples state beside the invoice's data, through the public
 * API: the place of issue (miejsce_wystawienia, P_1M), the seller's registers in the footer
 * (rejestry, Stopka/Rejestry: KRS, REGON, BDO), the buyer's customer number (NrKlienta, the
 * buyer's identifier without a scheme, BT-46), a correction's reason and effect (przyczyna_korekty,
 * typ_korekty, okres_fa_korygowanej), the FP and TP flags, further information (dodatkowy_opis,
 * DodatkowyOpis; a line's are its attributes, BG-32, with NrWiersza) and a line's UU_ID, GTU
 * and date of supply (P_6A), the order of an advance invoice (Zamowienie, P_15ZK) and the
 * annotations P_16, P_18A, P_23 and P_17 (a self-billed invoice, type code 389). Each is written, read back and regenerated
 * the same; the other formats refuse the KSeF-only ones (NOT_CARRIED), and convert lists them as
 * lost while the customer number goes out as BT-46 and line attributes as BG-32.
 */
import test from 'ava';
import { polishSeller } from '../helpers/polish-invoice.js';
import { serviceForFile } from '../helpers/server.js';

const service = serviceForFile(test, new Date('2026-03-02T10:00:00Z'));

function invoice(): any {
  return {
    format: 'ksef',
    invoice: {
      number: 'FV/2026/03/010',
      date: '2026-03-02',
      currency: 'PLN',
      miejsce_wystawienia: 'Kraków',
      seller: polishSeller(),
      buyer: {
        name: 'ABC Sp. z o.o.',
        vat_id: 'PL1111111111',
        street: 'ul. Polna 1',
        city: 'Warszawa',
        postal_code: '00-001',
        country: 'PL',
        identifiers: [{ id: 'K-0042' }],
      },
      rejestry: [
        { pelna_nazwa: 'CDE Sp. z o.o.', krs: '0000099999', regon: '999999999', bdo: '000099999' },
        { regon: '12345678901234' },
      ],
      notes: 'Kapitał zakładowy 5 000 000',
      items: [{ description: 'usługa', quantity: 1, unit: 'C62', unit_price: 100, vat_rate: 23 }],
    },
  };
}

const xmlOf = (json: any): string => Buffer.from(json.xml_base64, 'base64').toString('utf8');
const at = (xml: string, el: string): string[] =>
  [...xml.matchAll(new RegExp(`<${el}>([^<]*)</${el}>`, 'g'))].map((m) => m[1]!);

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
  t.deepEqual(back.json.dropped ?? [], []);
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
  },
);

/** A correction (KOR) with its reason and effect, further information and a described line. */
function correction(): any {
  return {
    format: 'ksef',
    invoice: {
      number: 'FK/2026/03/002',
      date: '2026-03-15',
      type_code: '384',
      currency: 'PLN',
      seller: polishSeller(),
      buyer: invoice().invoice.buyer,
      preceding_invoices: [{ number: 'FV/2026/02/150', date: '2026-02-15' }],
      przyczyna_korekty: 'błędna stawka VAT',
      typ_korekty: 2,
      okres_fa_korygowanej: 'I półrocze 2026',
      faktura_do_paragonu: true,
      podmioty_powiazane: true,
      dodatkowy_opis: [{ key: 'preferowane godziny dowozu', value: 'dni robocze 17:00 - 20:00' }],
      items: [
        {
          description: 'energia elektryczna',
          quantity: 20,
          unit: 'KWH',
          unit_price: 1.5,
          vat_rate: 23,
          uu_id: 'aaaa111133339990',
          gtu: 'GTU_10',
          data_dostawy: '2026-02-10',
          attributes: [{ name: 'Informacja o akcyzie', value: 'akcyza 0,10 zł' }],
        },
        { description: 'opłata stała', quantity: 1, unit: 'C62', unit_price: 10, vat_rate: 23 },
      ],
    },
  };
}

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
    t.deepEqual(back.json.dropped ?? [], []);
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

/** An advance invoice (ZAL) on an order of a flat at 8 % and services at 23 %, with the order. */
function advance(): any {
  return {
    format: 'ksef',
    invoice: {
      number: 'FZ2026/02/150',
      date: '2026-02-15',
      currency: 'PLN',
      rodzaj_faktury: 'ZAL',
      seller: polishSeller(),
      buyer: invoice().invoice.buyer,
      items: [
        {
          description: 'mieszkanie 50m^2',
          quantity: 1,
          unit: 'C62',
          unit_price: 300000,
          vat_rate: 8,
        },
        {
          description: 'usługi dodatkowe',
          quantity: 1,
          unit: 'C62',
          unit_price: 5000,
          vat_rate: 23,
        },
      ],
      vat_breakdown: [
        { tax_category: 'S', vat_rate: 23, taxable_amount: 813.01, tax_amount: 186.99 },
        { tax_category: 'S', vat_rate: 8, taxable_amount: 18518.52, tax_amount: 1481.48 },
      ],
      zamowienie: {
        value: 330150,
        lines: [
          {
            line_number: 1,
            uu_id: 'aaaa111133339990',
            description: 'mieszkanie 50m^2',
            unit: 'szt.',
            quantity: 1,
            unit_price: 300000,
            net_amount: 300000,
            vat_amount: 24000,
            rate_code: '8',
          },
          {
            line_number: 2,
            description: 'usługi dodatkowe',
            unit: 'szt.',
            quantity: 1,
            unit_price: 5000,
            net_amount: 5000,
            vat_amount: 1150,
            rate_code: '23',
            gtu: 'GTU_12',
          },
        ],
      },
    },
  };
}

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
    t.deepEqual(back.json.dropped ?? [], []);
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
    t.deepEqual(back.json.dropped ?? [], []);
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

test.serial(
  'ROZ: its advance invoices (FakturaZaliczkowa) by KSeF number or by number; another kind names none; a date or a second number is refused',
  async (t) => {
    const KSEF = '9999999999-20230908-8BEF280C8D35-4D';
    const body = advance();
    delete body.invoice.zamowienie;
    body.invoice.rodzaj_faktury = 'ROZ';
    body.invoice.preceding_invoices = [
      { number: KSEF, ksef_number: KSEF },
      { number: 'FZ/2026/01' },
    ];
    const gen = await service.post('/v1/generate', body);
    t.is(gen.status, 200, gen.text);
    t.is(gen.json.validation.status, 'valid', gen.text);
    const xml = xmlOf(gen.json);
    t.deepEqual(at(xml, 'NrKSeFFaZaliczkowej'), [KSEF]);
    t.deepEqual(at(xml, 'NrKSeFZN'), ['1']);
    t.deepEqual(at(xml, 'NrFaZaliczkowej'), ['FZ/2026/01']);
    t.deepEqual(at(xml, 'DaneFaKorygowanej'), []);
    const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
    t.deepEqual(
      back.json.invoice.preceding_invoices.map((p: any) => [p.number, p.ksef_number || undefined]),
      [
        [KSEF, KSEF],
        ['FZ/2026/01', undefined],
      ],
    );
    t.deepEqual(back.json.dropped ?? [], []);
    const again = await service.post('/v1/generate', {
      format: 'ksef',
      invoice: back.json.invoice,
    });
    t.is(xmlOf(again.json), xml);

    const code = (json: any, path: string) => json.issues.find((i: any) => i.path === path)?.code;
    const dated = structuredClone(body);
    dated.invoice.preceding_invoices[1].date = '2026-01-15';
    dated.invoice.preceding_invoices[0].number = 'FZ/2026/00';
    const r1 = await service.post('/v1/validate', dated);
    t.is(code(r1.json, '$.invoice.preceding_invoices[1].date'), 'NOT_CARRIED', r1.text);
    t.is(code(r1.json, '$.invoice.preceding_invoices[0].number'), 'NOT_CARRIED', r1.text);
    const plain = structuredClone(body);
    delete plain.invoice.rodzaj_faktury;
    delete plain.invoice.vat_breakdown;
    const r2 = await service.post('/v1/validate', plain);
    t.is(code(r2.json, '$.invoice.preceding_invoices'), 'NOT_CARRIED', r2.text);
  },
);

test.serial(
  "paid in full (Zaplacono, DataZaplaty), the order's and the contract's dates (DataZamowienia, DataUmowy) and the Incoterms (WarunkiDostawy), both ways",
  async (t) => {
    const body = invoice();
    Object.assign(body.invoice, {
      data_zaplaty: '2026-02-27',
      purchase_order_reference: '4354343',
      purchase_order_date: '2026-01-26',
      contract_reference: 'U/2026/7',
      contract_date: '2025-12-01',
      incoterms: 'CIP',
    });
    const gen = await service.post('/v1/generate', body);
    t.is(gen.status, 200, gen.text);
    t.is(gen.json.validation.status, 'valid', gen.text);
    const xml = xmlOf(gen.json);
    t.deepEqual(at(xml, 'Zaplacono'), ['1']);
    t.deepEqual(at(xml, 'DataZaplaty'), ['2026-02-27']);
    t.deepEqual(at(xml, 'DataZamowienia'), ['2026-01-26']);
    t.deepEqual(at(xml, 'DataUmowy'), ['2025-12-01']);
    t.deepEqual(at(xml, 'WarunkiDostawy'), ['CIP']);
    const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
    const inv = back.json.invoice;
    t.deepEqual(
      [inv.data_zaplaty, inv.purchase_order_date, inv.contract_date, inv.incoterms],
      ['2026-02-27', '2026-01-26', '2025-12-01', 'CIP'],
    );
    t.deepEqual(back.json.dropped ?? [], []);
    const again = await service.post('/v1/generate', { format: 'ksef', invoice: inv });
    t.is(xmlOf(again.json), xml);

    const code = (json: any, path: string) => json.issues.find((i: any) => i.path === path)?.code;
    const ubl = await service.post('/v1/validate', { ...body, format: 'ubl' });
    t.is(code(ubl.json, '$.invoice.data_zaplaty'), 'NOT_CARRIED', ubl.text);
    t.is(code(ubl.json, '$.invoice.purchase_order_date'), 'NOT_CARRIED', ubl.text);
    const bad = structuredClone(body);
    delete bad.invoice.purchase_order_reference;
    bad.invoice.contract_date = '1989-12-31'; // TDataU: from 1990-01-01
    bad.invoice.data_zaplaty = '2026-02-30';
    bad.invoice.incoterms = '1'; // UNTDID 4053: no Incoterms rule
    const r = await service.post('/v1/validate', bad);
    t.is(code(r.json, '$.invoice.purchase_order_date'), 'INVALID_VALUE', r.text);
    t.is(code(r.json, '$.invoice.data_zaplaty'), 'INVALID_FORMAT', r.text);
    t.is(code(r.json, '$.invoice.incoterms'), 'INVALID_CODE', r.text);
    const early = structuredClone(body);
    early.invoice.contract_date = '1989-12-31';
    const r2 = await service.post('/v1/validate', early);
    t.is(code(r2.json, '$.invoice.contract_date'), 'OUT_OF_RANGE', r2.text);
  },
);

test.serial(
  "a correction of the buyer's data: the buyer as corrected (Podmiot2K) and the key tying them (IDNabywcy), both ways",
  async (t) => {
    const body = correction();
    body.invoice.przyczyna_korekty = 'błędna nazwa nabywcy';
    body.invoice.buyer.id_nabywcy = '0001';
    body.invoice.podmiot2k = [
      {
        name: 'CDE sp. j.',
        vat_id: 'PL1111111111',
        street: 'ul. Sadowa 1 lok. 3',
        city: 'Kraków',
        postal_code: '00-002',
        country: 'PL',
        id_nabywcy: '0001',
      },
    ];
    const gen = await service.post('/v1/generate', body);
    t.is(gen.status, 200, gen.text);
    t.is(gen.json.validation.status, 'valid', gen.text);
    const xml = xmlOf(gen.json);
    t.deepEqual(at(xml, 'IDNabywcy'), ['0001', '0001']);
    t.regex(
      xml,
      /<Podmiot2K>\s*<DaneIdentyfikacyjne>\s*<NIP>1111111111<\/NIP>\s*<Nazwa>CDE sp\. j\.<\/Nazwa>/,
    );
    const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
    const inv = back.json.invoice;
    t.is(inv.buyer.id_nabywcy, '0001');
    t.deepEqual(
      inv.podmiot2k.map((p: any) => [p.name, p.vat_id, p.city, p.id_nabywcy]),
      [['CDE sp. j.', 'PL1111111111', 'Kraków', '0001']],
    );
    t.deepEqual(back.json.dropped ?? [], []);
    const again = await service.post('/v1/generate', { format: 'ksef', invoice: inv });
    t.is(xmlOf(again.json), xml);

    const code = (json: any, path: string) => json.issues.find((i: any) => i.path === path)?.code;
    const plain = invoice();
    plain.invoice.podmiot2k = body.invoice.podmiot2k;
    const r1 = await service.post('/v1/validate', plain);
    t.is(code(r1.json, '$.invoice.podmiot2k'), 'NOT_CARRIED', r1.text);
    const contact = structuredClone(body);
    contact.invoice.podmiot2k[0].email = 'cde@cde.pl'; // Podmiot2K has no DaneKontaktowe
    const r2 = await service.post('/v1/validate', contact);
    t.is(code(r2.json, '$.invoice.podmiot2k[0].email'), 'NOT_CARRIED', r2.text);
    const ubl = await service.post('/v1/validate', { ...body, format: 'ubl' });
    t.is(code(ubl.json, '$.invoice.buyer.id_nabywcy'), 'NOT_CARRIED', ubl.text);
    t.is(code(ubl.json, '$.invoice.podmiot2k'), 'NOT_CARRIED', ubl.text);
  },
);

test.serial(
  "the account's bank and description (NazwaBanku, OpisRachunku) and a factor's account, both ways; they need the account",
  async (t) => {
    const body = invoice();
    body.invoice.payment = {
      means_code: '30',
      iban: 'PL61109010140000071219812874',
      bank_name: 'Bank Bankowości Bankowej S. A.',
      account_description: 'PLN',
    };
    const gen = await service.post('/v1/generate', body);
    t.is(gen.status, 200, gen.text);
    const xml = xmlOf(gen.json);
    t.deepEqual(at(xml, 'NazwaBanku'), ['Bank Bankowości Bankowej S. A.']);
    t.deepEqual(at(xml, 'OpisRachunku'), ['PLN']);
    const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
    const pay = back.json.invoice.payment;
    t.deepEqual(
      [pay.bank_name, pay.account_description],
      ['Bank Bankowości Bankowej S. A.', 'PLN'],
    );
    t.deepEqual(back.json.dropped ?? [], []);
    const code = (json: any, path: string) => json.issues.find((i: any) => i.path === path)?.code;
    const alone = structuredClone(body);
    delete alone.invoice.payment.iban;
    const r1 = await service.post('/v1/validate', alone);
    t.is(code(r1.json, '$.invoice.payment.bank_name'), 'INVALID_VALUE', r1.text);
    const ubl = await service.post('/v1/validate', { ...body, format: 'ubl' });
    t.is(code(ubl.json, '$.invoice.payment.bank_name'), 'NOT_CARRIED', ubl.text);
    t.is(code(ubl.json, '$.invoice.payment.account_description'), 'NOT_CARRIED', ubl.text);
    // A factor's account (the receivable assigned): RachunekBankowyFaktora, read back as such.
    const factor = structuredClone(body);
    factor.invoice.payment.factor_account = true;
    const f = await service.post('/v1/generate', factor);
    t.is(f.status, 200, f.text);
    const fx = xmlOf(f.json);
    t.regex(fx, /<RachunekBankowyFaktora>\s*<NrRB>61109010140000071219812874<\/NrRB>/);
    t.false(fx.includes('<RachunekBankowy>'));
    const fb = await service.post('/v1/retrieve', { data_base64: f.json.xml_base64 });
    t.true(fb.json.invoice.payment.factor_account, fb.text);
    t.is(fb.json.invoice.payment.iban, 'PL61109010140000071219812874');
    t.deepEqual(fb.json.dropped ?? [], []);
    // Converted into UBL, the account is the one paid to (BT-84); whose it is, listed as lost.
    const c = await service.post('/v1/convert', { data_base64: f.json.xml_base64, format: 'ubl' });
    t.is(c.status, 200, c.text);
    t.regex(
      xmlOf(c.json),
      /<cac:PayeeFinancialAccount>\s*<cbc:ID>PL61109010140000071219812874<\/cbc:ID>/,
    );
    t.true(
      (c.json.lost_terms ?? []).some(
        (l: any) => l.source_path === '$.invoice.payment.factor_account',
      ),
      c.text,
    );
  },
);

test.serial(
  "a line's classification symbols (PKWiU, CN, PKOB) and exchange rate (KursWaluty), the goods' batch numbers, both ways",
  async (t) => {
    const body = invoice();
    Object.assign(body.invoice.items[0], {
      pkwiu: '27.51.11.0',
      cn: '8418 21 91',
      pkob: '1110',
      kurs_waluty: 4.2615,
    });
    body.invoice.nr_partii_towaru = ['2312323/2026', '2312324/2026'];
    const gen = await service.post('/v1/generate', body);
    t.is(gen.status, 200, gen.text);
    t.is(gen.json.validation.status, 'valid', gen.text);
    const xml = xmlOf(gen.json);
    t.deepEqual(
      ['PKWiU', 'CN', 'PKOB', 'KursWaluty'].map((e) => at(xml, e)[0]),
      ['27.51.11.0', '8418 21 91', '1110', '4.2615'],
    );
    t.deepEqual(at(xml, 'NrPartiiTowaru'), ['2312323/2026', '2312324/2026']);
    const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
    const line = back.json.invoice.items[0];
    t.deepEqual(
      [line.pkwiu, line.cn, line.pkob, line.kurs_waluty],
      ['27.51.11.0', '8418 21 91', '1110', 4.2615],
    );
    t.deepEqual(back.json.invoice.nr_partii_towaru, ['2312323/2026', '2312324/2026']);
    t.deepEqual(back.json.dropped ?? [], []);
    const code = (json: any, path: string) => json.issues.find((i: any) => i.path === path)?.code;
    const zero = structuredClone(body);
    zero.invoice.items[0].kurs_waluty = 0.0000001;
    const r1 = await service.post('/v1/validate', zero);
    t.is(code(r1.json, '$.invoice.items[0].kurs_waluty'), 'OUT_OF_RANGE', r1.text);
    const ubl = await service.post('/v1/validate', { ...body, format: 'ubl' });
    for (const path of [
      '$.invoice.items[0].pkwiu',
      '$.invoice.items[0].cn',
      '$.invoice.items[0].pkob',
      '$.invoice.items[0].kurs_waluty',
      '$.invoice.nr_partii_towaru',
    ])
      t.is(code(ubl.json, path), 'NOT_CARRIED', `${path}: ${ubl.text}`);
  },
);
