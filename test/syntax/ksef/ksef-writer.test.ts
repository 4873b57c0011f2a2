/**
 * The KSeF FA(3) writer: header, parties (NIP without the PL prefix, EU VAT number, other id),
 * the per-rate sums P_13_x / P_14_x equal to the lines, the rate codes P_12, Adnotacje flags,
 * KOR with the corrected invoice's KSeF number, a credit note as negative differences; and every
 * document of the matrix valid for the independent checker (kind ksef-fa3: the official XSD).
 */
import test from 'ava';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import { calculate } from '../../../src/domain/calculate.js';
import { Decimal } from '../../../src/domain/decimal.js';
import {
  KSEF_NS,
  ksefRequirements,
  ksefSumFindings,
  nipChecksumOk,
  nipOf,
  readKsef,
  writeKsef,
} from '../../../src/syntax/ksef/index.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { requires } from '../../helpers/requires.js';
import { check, limit, skipReason, tempFile } from '../ubl/helpers/checker.js';
import { base, ksefInvoices, line, PL_SELLER } from './helpers/ksef-invoices.js';

const KSEF_NO = '9999999999-20260215-8BEF280C8D35-4D';
const docs = Object.fromEntries(
  Object.entries(ksefInvoices()).map(([k, inv]) => [
    k,
    writeKsef(inv, k === 'correction' ? { correctedKsefNumbers: [KSEF_NO] } : {}),
  ]),
);
const select = xpath.useNamespaces({ k: KSEF_NS });
const str = (xml: string, p: string): string =>
  String(
    select(`string(${p})`, new DOMParser().parseFromString(xml, 'text/xml') as unknown as Node),
  );
const all = (xml: string, p: string): string[] =>
  (select(p, new DOMParser().parseFromString(xml, 'text/xml') as unknown as Node) as Node[]).map(
    (n) => n.textContent ?? '',
  );
const F = '/k:Faktura/k:Fa';

test('Naglowek: FA (3), schema 1-0E, variant 3', (t) => {
  const x = docs.domestic!;
  t.is(str(x, '/k:Faktura/k:Naglowek/k:KodFormularza'), 'FA');
  t.is(str(x, '/k:Faktura/k:Naglowek/k:KodFormularza/@kodSystemowy'), 'FA (3)');
  t.is(str(x, '/k:Faktura/k:Naglowek/k:KodFormularza/@wersjaSchemy'), '1-0E');
  t.is(str(x, '/k:Faktura/k:Naglowek/k:WariantFormularza'), '3');
});

test('parties: NIP without PL, EU VAT number as KodUE + NrVatUE, other id as BrakID / NrID', (t) => {
  t.is(str(docs.domestic!, '/k:Faktura/k:Podmiot1/k:DaneIdentyfikacyjne/k:NIP'), '9999999999');
  t.is(str(docs.domestic!, '/k:Faktura/k:Podmiot2/k:DaneIdentyfikacyjne/k:NIP'), '1111111111');
  t.is(str(docs.intraCommunity!, '/k:Faktura/k:Podmiot2/k:DaneIdentyfikacyjne/k:KodUE'), 'DE');
  t.is(
    str(docs.intraCommunity!, '/k:Faktura/k:Podmiot2/k:DaneIdentyfikacyjne/k:NrVatUE'),
    '987654321',
  );
  t.is(str(docs.export!, '/k:Faktura/k:Podmiot2/k:DaneIdentyfikacyjne/k:BrakID'), '1');
  t.is(str(docs.domestic!, '/k:Faktura/k:Podmiot1/k:Adres/k:AdresL2'), '00-001 Warszawa');
  t.is(str(docs.domestic!, '/k:Faktura/k:Podmiot2/k:JST'), '2');
});

test('per-rate sums: 23 % P_13_1/P_14_1, 8 % P_13_2, 5 % P_13_3, 0 % domestic P_13_6_1, and P_15 the total', (t) => {
  const x = docs.domestic!;
  t.is(str(x, `${F}/k:P_13_1`), '1626.01');
  t.is(str(x, `${F}/k:P_14_1`), '373.98');
  t.is(str(x, `${F}/k:P_13_2`), '332.50');
  t.is(str(x, `${F}/k:P_14_2`), '26.60');
  t.is(str(x, `${F}/k:P_13_3`), '62.50');
  t.is(str(x, `${F}/k:P_14_3`), '3.13');
  t.is(str(x, `${F}/k:P_13_6_1`), '80.00');
  t.is(str(x, `${F}/k:P_15`), '2504.72');
  t.deepEqual(all(x, `${F}/k:FaWiersz/k:P_12`), ['23', '5', '8', '0 KR']);
  t.deepEqual(all(x, `${F}/k:FaWiersz/k:P_11`), ['1626.01', '62.50', '332.50', '80.00']);
  t.is(str(x, `${F}/k:P_6`), '2026-02-10');
  t.is(str(x, `${F}/k:WarunkiTransakcji/k:Zamowienia/k:NrZamowienia`), '4354343');
  t.is(str(x, '/k:Faktura/k:Stopka/k:Informacje/k:StopkaFaktury'), 'Kapitał zakładowy 5 000 000');
});

test('exempt: zw, P_13_7, P_19 with its legal basis; reverse charge: oo, P_13_10, P_18 1; WDT and export', (t) => {
  t.is(str(docs.exempt!, `${F}/k:P_13_7`), '250.00');
  t.is(str(docs.exempt!, `${F}/k:Adnotacje/k:Zwolnienie/k:P_19`), '1');
  t.is(
    str(docs.exempt!, `${F}/k:Adnotacje/k:Zwolnienie/k:P_19A`),
    'art. 43 ust. 1 pkt 29 lit. c ustawy',
  );
  t.is(str(docs.domestic!, `${F}/k:Adnotacje/k:Zwolnienie/k:P_19N`), '1');
  t.is(str(docs.reverse!, `${F}/k:P_13_10`), '1200.00');
  t.is(str(docs.reverse!, `${F}/k:Adnotacje/k:P_18`), '1');
  t.deepEqual(all(docs.reverse!, `${F}/k:FaWiersz/k:P_12`), ['oo']);
  t.is(str(docs.intraCommunity!, `${F}/k:P_13_6_2`), '10000.00');
  t.is(str(docs.export!, `${F}/k:P_13_6_3`), '1000.00');
  t.is(str(docs.export!, `${F}/k:KodWaluty`), 'USD');
});

test('KOR: the corrected invoice with its KSeF number; a credit note as negative differences (NrKSeFN without one)', (t) => {
  const c = docs.correction!;
  t.is(str(c, `${F}/k:RodzajFaktury`), 'KOR');
  t.is(str(c, `${F}/k:DaneFaKorygowanej/k:NrFaKorygowanej`), 'FV2026/02/1');
  t.is(str(c, `${F}/k:DaneFaKorygowanej/k:NrKSeFFaKorygowanej`), KSEF_NO);
  t.is(str(c, `${F}/k:P_15`), '-246.00');
  const cn = docs.credit!;
  t.is(str(cn, `${F}/k:RodzajFaktury`), 'KOR');
  t.is(str(cn, `${F}/k:DaneFaKorygowanej/k:NrKSeFN`), '1');
  t.is(str(cn, `${F}/k:P_13_1`), '-199.99');
  t.deepEqual(all(cn, `${F}/k:FaWiersz/k:P_8B`), ['-1', '-2']);
  t.is(str(cn, `${F}/k:P_15`), '-272.24');
});

test('NIP: the PL prefix removed, the check digit verified', (t) => {
  t.is(nipOf('PL 999-999-99-99'), '9999999999');
  t.is(nipOf('DE123456789'), undefined);
  t.true(nipChecksumOk('9999999999'));
  t.true(nipChecksumOk('1111111111'));
  t.false(nipChecksumOk('1111111112'));
});

requires(skipReason(false))(
  'every document of the matrix passes the independent checker (ksef-fa3)',
  async (t) => {
    const results = await limit(
      2,
      Object.entries(docs).map(([k, x]) => async () => ({
        k,
        r: await check('ksef-fa3', tempFile(`ksef-${k}.xml`, x)),
      })),
    );
    t.is(results.length, 7);
    for (const { k, r } of results) {
      t.true(r.xsd_ok, `${k}: ${r.xsd_errors.join('; ')}`);
      t.deepEqual(r.fatal, [], k);
    }
  },
);

test('FA(3) requirements are named by the Ministry field id with the JSON path; the matrix has none', (t) => {
  for (const [k, inv] of Object.entries(ksefInvoices())) {
    if (k === 'intraCommunity' || k === 'export') continue; // foreign currency, no VAT: no P_14_xW needed
    t.deepEqual(ksefRequirements(inv), [], k);
    t.deepEqual(ksefSumFindings(inv), [], k);
  }
  const bad = calculate(
    base('X/1', [line(1, 'a', '1', '10', '19'), line(2, 'b', '1.1234567', '1', '23')], {
      seller: { ...PL_SELLER, vatId: 'DE123456789' },
      typeCode: '384',
      allowances: [{ amount: new Decimal(1), taxCategory: 'S', vatRate: new Decimal(23) }],
    }),
  );
  const found = ksefRequirements(bad).map(
    (f) => `${f.id} ${f.path}${f.notCarried ? ' NOT_CARRIED' : ''}`,
  );
  t.deepEqual(found, [
    'Podmiot1/DaneIdentyfikacyjne/NIP seller.vat_id',
    'DaneFaKorygowanej preceding_invoices',
    'P_12 items[0].vat_rate',
    'P_8B items[1].quantity',
    'Fa allowances NOT_CARRIED',
  ]);
});

test("an EU VAT id's number outside TNrVatUE and a third party's e-mail that is no address are named", (t) => {
  const inv = calculate(
    base('X/3', [line(1, 'a', '1', '10', '23')], {
      buyer: { ...ksefInvoices().domestic!.buyer, country: 'DE', vatId: 'DE' },
      podmiot3: [
        { party: { name: 'Odbiorca', country: 'FR', vatId: 'FR12 345', email: '0088' }, rola: 2 },
      ],
    }),
  );
  t.deepEqual(
    ksefRequirements(inv).map((f) => `${f.id} ${f.path}`),
    [
      'Podmiot2/DaneIdentyfikacyjne/NrVatUE buyer.vat_id',
      'Podmiot3/DaneKontaktowe/Email podmiot3[0].party.email',
    ],
  );
});

test("dates outside the XSD's ranges are named at their field: the issue date from 2025-09-01 (DataWytworzeniaFa, P_1), the others TDataT / TData", (t) => {
  const found = (extra: Parameters<typeof base>[2]) =>
    ksefRequirements(calculate(base('X/4', [line(1, 'a', '1', '10', '23')], extra)))
      .filter((f) => f.outOfRange)
      .map((f) => `${f.id} ${f.path}`);
  t.deepEqual(found({ issueDate: '1999-12-31' }), ['P_1, Naglowek/DataWytworzeniaFa date']);
  t.deepEqual(found({ issueDate: '2025-08-31' }), ['P_1, Naglowek/DataWytworzeniaFa date']);
  t.deepEqual(found({ issueDate: '2025-09-01', dueDate: '2050-01-02' }), [
    'Platnosc/TerminPlatnosci/Termin due_date',
  ]);
  t.deepEqual(found({ deliveryDate: '2005-12-31' }), ['P_6 delivery_date']);
  t.deepEqual(
    found({
      typeCode: '384',
      precedingInvoices: [{ number: 'FV/1', date: '2005-12-31' }],
    }),
    ['DaneFaKorygowanej/DataWystFaKorygowanej preceding_invoices[0].date'],
  );
  // The bounds themselves are in range.
  t.deepEqual(found({ deliveryDate: '2006-01-01', dueDate: '2050-01-01' }), []);
});

test('a telephone number beyond 16 characters is named at its field (TNumerTelefonu)', (t) => {
  const inv = base('X/5', [line(1, 'a', '1', '10', '23')]);
  const found = (phone: string) =>
    ksefRequirements(calculate({ ...inv, buyer: { ...inv.buyer, phone } }))
      .filter((f) => f.outOfRange)
      .map((f) => f.path);
  t.deepEqual(found('+48 22 123 45 67 890'), ['buyer.phone']);
  t.deepEqual(found('+48 22 123 45 67'), []);
});

test('an exempt line without its legal basis is named (P_19A); the reader never throws on broken amounts', (t) => {
  const inv = calculate(base('X/2', [line(1, 'szkolenie', '1', '100', '0', 'E')]));
  t.deepEqual(
    ksefRequirements(inv).map((f) => f.id),
    ['P_19A'],
  );
  const broken = writeKsef(ksefInvoices().domestic!)
    .replace('<P_11>1626.01</P_11>', '<P_11>1e99999</P_11>')
    .replace('<P_8B>1</P_8B>', '<P_8B>NaN</P_8B>');
  const read = readKsef(parseXmlSafely(broken));
  t.is(read.invoice.lines.length, 4);
  t.is(read.invoice.lines[0]!.statedNetAmount, undefined);
  t.is(read.invoice.lines[0]!.quantity.toString(), '1');
});

test('a buyer with a country and no address has no Adres (optional in FA(3)); the seller always has one', (t) => {
  const inv = base('FV/ADR/1', [line(1, 'Usługa', '1', '100', '23')], {
    buyer: { name: 'Nabywca', vatId: 'PL1111111111', country: 'PL' },
  });
  const xml = writeKsef(calculate(inv));
  t.is(all(xml, '/k:Faktura/k:Podmiot2/k:Adres').length, 0);
  t.is(str(xml, '/k:Faktura/k:Podmiot1/k:Adres/k:KodKraju'), 'PL');
  t.is(str(docs.domestic!, '/k:Faktura/k:Podmiot2/k:Adres/k:KodKraju'), 'PL');
});
