/**
 * More FA(3) fields through the public API (the others: ksef-further-fields.test.ts, a file of
 * its own for the demo key's 60 requests a minute): a settlement invoice's advance invoices
 * (FakturaZaliczkowa), paid in full (DataZaplaty), the order's and the contract's dates and the
 * Incoterms, a correction's corrected buyers (Podmiot2K, IDNabywcy), the account's bank and a
 * factor's account, a line's classification symbols and exchange rate, the batch numbers and
 * the further settlements (Rozliczenie). Each is written, read back and regenerated the same;
 * the other formats refuse them (NOT_CARRIED).
 */
import test from 'ava';
import { advance, at, correction, droppedOf, invoice, xmlOf } from './helpers/ksef-bodies.js';
import { serviceForFile } from '../helpers/server.js';

const service = serviceForFile(test, new Date('2026-03-02T10:00:00Z'));

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
    t.deepEqual(droppedOf(back.json), []);
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
    t.deepEqual(droppedOf(back.json), []);
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
    t.deepEqual(droppedOf(back.json), []);
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
    t.deepEqual(droppedOf(back.json), []);
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
    t.deepEqual(droppedOf(fb.json), []);
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
    t.deepEqual(droppedOf(back.json), []);
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

test.serial(
  'further settlements (Rozliczenie): charges and deductions with their sums and what remains to pay or to settle, both ways',
  async (t) => {
    const body = invoice(); // P_15 123.00
    body.invoice.rozliczenie = {
      charges: [{ amount: 10, reason: 'Odsetki' }],
      deductions: [
        { amount: 3.5, reason: 'Nadpłata' },
        { amount: 1.5, reason: 'Rabat' },
      ],
    };
    const gen = await service.post('/v1/generate', body);
    t.is(gen.status, 200, gen.text);
    t.is(gen.json.validation.status, 'valid', gen.text);
    const xml = xmlOf(gen.json);
    t.deepEqual(at(xml, 'P_15'), ['123.00']);
    t.deepEqual(at(xml, 'SumaObciazen'), ['10.00']);
    t.deepEqual(at(xml, 'SumaOdliczen'), ['5.00']);
    t.deepEqual(at(xml, 'DoZaplaty'), ['128.00']);
    const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
    t.is(back.status, 200, back.text);
    t.deepEqual(back.json.invoice.rozliczenie, body.invoice.rozliczenie);
    t.deepEqual(droppedOf(back.json), []);
    // More deducted than the total: the rest is to settle or refund (DoRozliczenia).
    const over = structuredClone(body);
    over.invoice.rozliczenie.deductions = [{ amount: 200, reason: 'Nadpłata' }];
    const o = await service.post('/v1/generate', over);
    t.deepEqual(at(xmlOf(o.json), 'DoRozliczenia'), ['67.00']);
    // A stated remainder that is not the total's plus charges less deductions is not read.
    const tampered = xml.replace('<DoZaplaty>128.00</DoZaplaty>', '<DoZaplaty>129.00</DoZaplaty>');
    const t2 = await service.post('/v1/retrieve', {
      data_base64: Buffer.from(tampered).toString('base64'),
    });
    t.is(t2.json.invoice.rozliczenie, undefined);
    t.true(
      droppedOf(t2.json).some((d: any) => /Rozliczenie/.test(JSON.stringify(d))),
      t2.text,
    );
    const code = (json: any, path: string) => json.issues.find((i: any) => i.path === path)?.code;
    const fine = structuredClone(body);
    fine.invoice.rozliczenie.charges[0].amount = 10.001;
    const r1 = await service.post('/v1/validate', fine);
    t.is(code(r1.json, '$.invoice.rozliczenie.charges[0].amount'), 'OUT_OF_RANGE', r1.text);
    const ubl = await service.post('/v1/validate', { ...body, format: 'ubl' });
    t.is(code(ubl.json, '$.invoice.rozliczenie'), 'NOT_CARRIED', ubl.text);
  },
);

test.serial(
  'the structured attachment (Zalacznik): blocks of metadata, paragraphs and tables with typed columns and empty cells, both ways',
  async (t) => {
    const body = invoice();
    body.invoice.zalacznik = {
      bloki: [
        {
          naglowek: 'Rozliczenie energii',
          metadane: [
            { key: 'Kod PPE', value: '999999999999999999' },
            { key: 'Grupa taryfowa', value: 'G11' },
          ],
          akapity: ['Odczyty rzeczywiste.'],
          tabele: [
            {
              metadane: [{ key: 'Licznik', value: '12345' }],
              opis: 'Odczyty',
              kolumny: [
                { nazwa: 'Strefa', typ: 'txt' },
                { nazwa: 'Data', typ: 'date' },
                { nazwa: 'Ilość', typ: 'int' },
              ],
              wiersze: [
                { komorki: ['całodobowa', '2026-02-28', '118'] },
                { komorki: ['', '', '7'] },
              ],
              suma: ['', '', '125'],
            },
          ],
        },
      ],
    };
    const gen = await service.post('/v1/generate', body);
    t.is(gen.status, 200, gen.text);
    t.is(gen.json.validation.status, 'valid', gen.text);
    const xml = xmlOf(gen.json);
    t.regex(xml, /<Kol Typ="date">\s*<NKom>Data<\/NKom>/);
    t.is((xml.match(/<WKom\/>|<WKom><\/WKom>/g) ?? []).length, 2);
    t.true(xml.indexOf('<Zalacznik>') > xml.indexOf('</Stopka>'));
    const back = await service.post('/v1/retrieve', { data_base64: gen.json.xml_base64 });
    t.is(back.status, 200, back.text);
    t.deepEqual(back.json.invoice.zalacznik, body.invoice.zalacznik);
    t.deepEqual(droppedOf(back.json), []);
    const again = await service.post('/v1/generate', {
      format: 'ksef',
      invoice: back.json.invoice,
    });
    t.is(xmlOf(again.json), xml);
    const bad = structuredClone(body);
    bad.invoice.zalacznik.bloki[0].tabele[0].kolumny[0].typ = 'money';
    const r1 = await service.post('/v1/validate', bad);
    t.false(r1.json.valid, r1.text);
    const ubl = await service.post('/v1/validate', { ...body, format: 'ubl' });
    t.is(
      ubl.json.issues.find((i: any) => i.path === '$.invoice.zalacznik')?.code,
      'NOT_CARRIED',
      ubl.text,
    );
  },
);
