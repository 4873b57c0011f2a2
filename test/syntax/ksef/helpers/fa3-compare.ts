/**
 * Compares two FA(3) documents element by element over the elements the KSeF writer maps, by
 * XPath: the values at each mapped path must be equal (amounts and quantities as numbers), in
 * document order. `unmapped` lists the leaf elements of a document outside the mapped paths.
 */
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import { KSEF_NS } from '../../../../src/syntax/ksef/index.js';

/** The FA(3) elements the writer and reader map, relative to /Faktura. */
export const MAPPED: readonly string[] = [
  'Podmiot1/DaneIdentyfikacyjne/NIP',
  'Podmiot1/DaneIdentyfikacyjne/Nazwa',
  'Podmiot1/Adres/KodKraju',
  'Podmiot1/Adres/AdresL1',
  'Podmiot1/Adres/AdresL2',
  'Podmiot1/DaneKontaktowe/Email',
  'Podmiot1/DaneKontaktowe/Telefon',
  'Podmiot2/DaneIdentyfikacyjne/NIP',
  'Podmiot2/DaneIdentyfikacyjne/KodUE',
  'Podmiot2/DaneIdentyfikacyjne/NrVatUE',
  'Podmiot2/DaneIdentyfikacyjne/KodKraju',
  'Podmiot2/DaneIdentyfikacyjne/NrID',
  'Podmiot2/DaneIdentyfikacyjne/BrakID',
  'Podmiot2/DaneIdentyfikacyjne/Nazwa',
  'Podmiot2/Adres/KodKraju',
  'Podmiot2/Adres/AdresL1',
  'Podmiot2/Adres/AdresL2',
  'Podmiot2/DaneKontaktowe/Email',
  'Podmiot2/DaneKontaktowe/Telefon',
  'Podmiot2/NrKlienta',
  'Podmiot2/IDNabywcy',
  'Podmiot2/JST',
  'Podmiot2/GV',
  'Podmiot3/IDNabywcy',
  'Podmiot3/DaneIdentyfikacyjne/NIP',
  'Podmiot3/DaneIdentyfikacyjne/KodUE',
  'Podmiot3/DaneIdentyfikacyjne/NrVatUE',
  'Podmiot3/DaneIdentyfikacyjne/KodKraju',
  'Podmiot3/DaneIdentyfikacyjne/NrID',
  'Podmiot3/DaneIdentyfikacyjne/BrakID',
  'Podmiot3/DaneIdentyfikacyjne/Nazwa',
  'Podmiot3/Adres/KodKraju',
  'Podmiot3/Adres/AdresL1',
  'Podmiot3/Adres/AdresL2',
  'Podmiot3/DaneKontaktowe/Email',
  'Podmiot3/DaneKontaktowe/Telefon',
  'Podmiot3/Rola',
  'Podmiot3/Udzial',
  'Podmiot3/NrKlienta',
  'Fa/KodWaluty',
  'Fa/P_1',
  'Fa/P_1M',
  'Fa/P_2',
  'Fa/P_6',
  'Fa/OkresFa/P_6_Od',
  'Fa/OkresFa/P_6_Do',
  'Fa/P_13_1',
  'Fa/P_14_1',
  'Fa/P_14_1W',
  'Fa/P_13_2',
  'Fa/P_14_2',
  'Fa/P_14_2W',
  'Fa/P_13_3',
  'Fa/P_14_3',
  'Fa/P_14_3W',
  'Fa/P_13_4',
  'Fa/P_14_4',
  'Fa/P_14_4W',
  'Fa/P_13_6_1',
  'Fa/P_13_6_2',
  'Fa/P_13_6_3',
  'Fa/P_13_7',
  'Fa/P_13_8',
  'Fa/P_13_9',
  'Fa/P_13_10',
  'Fa/P_13_11',
  'Fa/P_15',
  'Fa/Adnotacje/P_16',
  'Fa/Adnotacje/P_17',
  'Fa/Adnotacje/P_18',
  'Fa/Adnotacje/P_18A',
  'Fa/Adnotacje/Zwolnienie/P_19',
  'Fa/Adnotacje/Zwolnienie/P_19A',
  'Fa/Adnotacje/Zwolnienie/P_19N',
  'Fa/Adnotacje/NoweSrodkiTransportu/P_22N',
  'Fa/Adnotacje/P_23',
  'Fa/Adnotacje/PMarzy/P_PMarzy',
  'Fa/Adnotacje/PMarzy/P_PMarzy_2',
  'Fa/Adnotacje/PMarzy/P_PMarzy_3_1',
  'Fa/Adnotacje/PMarzy/P_PMarzy_3_2',
  'Fa/Adnotacje/PMarzy/P_PMarzy_3_3',
  'Fa/Adnotacje/PMarzy/P_PMarzyN',
  'Fa/RodzajFaktury',
  'Fa/PrzyczynaKorekty',
  'Fa/TypKorekty',
  'Fa/DaneFaKorygowanej/DataWystFaKorygowanej',
  'Fa/DaneFaKorygowanej/NrFaKorygowanej',
  'Fa/DaneFaKorygowanej/NrKSeF',
  'Fa/DaneFaKorygowanej/NrKSeFFaKorygowanej',
  'Fa/DaneFaKorygowanej/NrKSeFN',
  'Fa/OkresFaKorygowanej',
  ...[
    'DaneIdentyfikacyjne/NIP',
    'DaneIdentyfikacyjne/KodUE',
    'DaneIdentyfikacyjne/NrVatUE',
    'DaneIdentyfikacyjne/KodKraju',
    'DaneIdentyfikacyjne/NrID',
    'DaneIdentyfikacyjne/BrakID',
    'DaneIdentyfikacyjne/Nazwa',
    'Adres/KodKraju',
    'Adres/AdresL1',
    'Adres/AdresL2',
    'IDNabywcy',
  ].map((e) => `Fa/Podmiot2K/${e}`),
  'Fa/P_15ZK',
  'Fa/FP',
  'Fa/TP',
  'Fa/FakturaZaliczkowa/NrKSeFZN',
  'Fa/FakturaZaliczkowa/NrFaZaliczkowej',
  'Fa/FakturaZaliczkowa/NrKSeFFaZaliczkowej',
  'Fa/DodatkowyOpis/NrWiersza',
  'Fa/DodatkowyOpis/Klucz',
  'Fa/DodatkowyOpis/Wartosc',
  'Fa/FaWiersz/NrWierszaFa',
  'Fa/FaWiersz/UU_ID',
  'Fa/FaWiersz/P_6A',
  'Fa/FaWiersz/P_7',
  'Fa/FaWiersz/Indeks',
  'Fa/FaWiersz/GTIN',
  'Fa/FaWiersz/PKWiU',
  'Fa/FaWiersz/CN',
  'Fa/FaWiersz/PKOB',
  'Fa/FaWiersz/P_8A',
  'Fa/FaWiersz/P_8B',
  'Fa/FaWiersz/P_9A',
  'Fa/FaWiersz/P_9B',
  'Fa/FaWiersz/P_10',
  'Fa/FaWiersz/P_11',
  'Fa/FaWiersz/P_11A',
  'Fa/FaWiersz/P_12',
  'Fa/FaWiersz/GTU',
  'Fa/FaWiersz/KursWaluty',
  'Fa/Rozliczenie/Obciazenia/Kwota',
  'Fa/Rozliczenie/Obciazenia/Powod',
  'Fa/Rozliczenie/SumaObciazen',
  'Fa/Rozliczenie/Odliczenia/Kwota',
  'Fa/Rozliczenie/Odliczenia/Powod',
  'Fa/Rozliczenie/SumaOdliczen',
  'Fa/Rozliczenie/DoZaplaty',
  'Fa/Rozliczenie/DoRozliczenia',
  'Fa/Platnosc/Zaplacono',
  'Fa/Platnosc/DataZaplaty',
  'Fa/Platnosc/TerminPlatnosci/Termin',
  'Fa/Platnosc/FormaPlatnosci',
  'Fa/Platnosc/PlatnoscInna',
  'Fa/Platnosc/OpisPlatnosci',
  'Fa/Platnosc/RachunekBankowy/NrRB',
  'Fa/Platnosc/RachunekBankowy/SWIFT',
  'Fa/Platnosc/RachunekBankowy/NazwaBanku',
  'Fa/Platnosc/RachunekBankowy/OpisRachunku',
  'Fa/Platnosc/RachunekBankowyFaktora/NrRB',
  'Fa/Platnosc/RachunekBankowyFaktora/SWIFT',
  'Fa/Platnosc/RachunekBankowyFaktora/NazwaBanku',
  'Fa/Platnosc/RachunekBankowyFaktora/OpisRachunku',
  'Fa/WarunkiTransakcji/Umowy/DataUmowy',
  'Fa/WarunkiTransakcji/Umowy/NrUmowy',
  'Fa/WarunkiTransakcji/Zamowienia/DataZamowienia',
  'Fa/WarunkiTransakcji/Zamowienia/NrZamowienia',
  'Fa/WarunkiTransakcji/NrPartiiTowaru',
  'Fa/WarunkiTransakcji/WarunkiDostawy',
  'Fa/Zamowienie/WartoscZamowienia',
  ...[
    'NrWierszaZam',
    'UU_IDZ',
    'P_7Z',
    'IndeksZ',
    'GTINZ',
    'P_8AZ',
    'P_8BZ',
    'P_9AZ',
    'P_11NettoZ',
    'P_11VatZ',
    'P_12Z',
    'GTUZ',
    'StanPrzedZ',
  ].map((e) => `Fa/Zamowienie/ZamowienieWiersz/${e}`),
  'Stopka/Informacje/StopkaFaktury',
  'Stopka/Rejestry/PelnaNazwa',
  'Stopka/Rejestry/KRS',
  'Stopka/Rejestry/REGON',
  'Stopka/Rejestry/BDO',
  ...[
    'ZNaglowek',
    'MetaDane/ZKlucz',
    'MetaDane/ZWartosc',
    'Tekst/Akapit',
    'Tabela/TMetaDane/TKlucz',
    'Tabela/TMetaDane/TWartosc',
    'Tabela/Opis',
    'Tabela/TNaglowek/Kol/NKom',
    'Tabela/Wiersz/WKom',
    'Tabela/Suma/SKom',
  ].map((e) => `Zalacznik/BlokDanych/${e}`),
];

const NUMERIC =
  /\/(P_1[345]\w*|P_8BZ?|P_9[AB]|P_9AZ|P_10|P_11A?|P_11(Netto|Vat)Z|WartoscZamowienia|Udzial|KursWaluty|Kwota|Suma\w+|DoZaplaty|DoRozliczenia)$/;
const select = xpath.useNamespaces({ k: KSEF_NS });
const parse = (xml: string): Node =>
  new DOMParser().parseFromString(xml, 'text/xml') as unknown as Node;
const pathOf = (p: string): string =>
  `/k:Faktura/${p
    .split('/')
    .map((s) => `k:${s}`)
    .join('/')}`;
const norm = (p: string, v: string): string =>
  NUMERIC.test(`/${p}`) && v.trim() !== '' && !Number.isNaN(Number(v))
    ? String(Number(v))
    : v.trim().replace(/\s+/g, ' ');

/** The values at a mapped path. */
export function valuesAt(xml: string | Node, p: string): string[] {
  const doc = typeof xml === 'string' ? parse(xml) : xml;
  return (select(pathOf(p), doc) as Node[]).map((n) => norm(p, n.textContent ?? ''));
}

/** The differences between the original and the regenerated document at the mapped paths the original has. */
export function differences(original: string, regenerated: string): string[] {
  const a = parse(original);
  const b = parse(regenerated);
  const out: string[] = [];
  for (const p of MAPPED) {
    const va = valuesAt(a, p);
    if (va.length === 0) continue;
    const vb = valuesAt(b, p);
    if (JSON.stringify(va) !== JSON.stringify(vb))
      out.push(`${p}: ${JSON.stringify(va)} ≠ ${JSON.stringify(vb)}`);
  }
  return out;
}

/** The leaf paths (relative to /Faktura, without indexes) of a document that MAPPED does not cover. */
export function unmapped(xml: string): string[] {
  const found = new Set<string>();
  const walk = (el: Element, path: string) => {
    const kids = Array.from(el.childNodes).filter((c) => c.nodeType === 1) as Element[];
    if (kids.length === 0) {
      if (!MAPPED.includes(path)) found.add(path);
      return;
    }
    for (const k of kids) walk(k, path ? `${path}/${k.localName}` : k.localName);
  };
  const root = (parse(xml) as unknown as Document).documentElement;
  for (const k of Array.from(root.childNodes).filter((c) => c.nodeType === 1) as Element[])
    if (k.localName !== 'Naglowek') walk(k, k.localName);
  return [...found].sort();
}
