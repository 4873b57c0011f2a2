/**
 * FA(3) Zamowienie (an advance invoice's order) into the domain model, as written; a document
 * whose Zamowienie has no readable value is left unread, so its elements are listed as dropped.
 * And FA(3) Rozliczenie (further charges and deductions), when its stated sums and remainder are
 * those of its entries and the total P_15 (which the writer states from them); otherwise unread.
 */
import type { Element } from '@xmldom/xmldom';
import { type Decimal, sum } from '../../../domain/decimal.js';
import type {
  KsefRozliczenie,
  KsefZamowienie,
  KsefZamowienieWiersz,
} from '../../../domain/model.js';
import type { DomWalk } from '../../read/dom-walk.js';
import { ksefDecimal } from './ksef-decimal.js';

const dec = ksefDecimal;

export function readZamowienie(w: DomWalk, fa: Element | undefined): KsefZamowienie | undefined {
  const z = w.one(fa, 'x:Zamowienie');
  const value = dec(w.one(z, 'x:WartoscZamowienia')?.textContent?.trim());
  if (!z || !value) return undefined;
  const text = (el: Element, name: string) =>
    w.one(el, `x:${name}`)?.textContent?.trim() || undefined;
  const lines: KsefZamowienieWiersz[] = [];
  for (const el of w.all(z, 'x:ZamowienieWiersz')) {
    const lineNumber = Number(text(el, 'NrWierszaZam'));
    if (!Number.isSafeInteger(lineNumber) || lineNumber < 1) return undefined;
    const line: KsefZamowienieWiersz = { lineNumber };
    const put = <K extends keyof KsefZamowienieWiersz>(key: K, v: KsefZamowienieWiersz[K]) => {
      if (v !== undefined) line[key] = v;
    };
    put('uuId', text(el, 'UU_IDZ'));
    put('description', text(el, 'P_7Z'));
    put('sellerItemId', text(el, 'IndeksZ'));
    put('gtin', text(el, 'GTINZ'));
    put('unit', text(el, 'P_8AZ'));
    put('quantity', dec(text(el, 'P_8BZ')));
    put('unitPrice', dec(text(el, 'P_9AZ')));
    put('netAmount', dec(text(el, 'P_11NettoZ')));
    put('vatAmount', dec(text(el, 'P_11VatZ')));
    put('rateCode', text(el, 'P_12Z'));
    put('gtu', text(el, 'GTUZ'));
    if (text(el, 'StanPrzedZ') === '1') line.beforeCorrection = true;
    lines.push(line);
  }
  if (!lines.length) return undefined;
  // Read whole but for the elements the model has no place for (PKWiUZ, CNZ, PKOBZ, P_12Z_XII,
  // P_12Z_Zal_15, ProceduraZ, KwotaAkcyzyZ): those stay unread, listed as dropped.
  w.take(w.one(z, 'x:WartoscZamowienia'));
  for (const el of w.all(z, 'x:ZamowienieWiersz'))
    for (const name of READ_ELEMENTS) w.take(w.one(el, `x:${name}`));
  return { value, lines };
}

/** The ZamowienieWiersz elements readZamowienie maps. */
const READ_ELEMENTS = [
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
];

/** Rozliczenie of a document whose total P_15 is `total`, or undefined (left unread). */
export function readRozliczenie(
  w: DomWalk,
  fa: Element | undefined,
  total: Decimal | undefined,
): KsefRozliczenie | undefined {
  const r = w.one(fa, 'x:Rozliczenie');
  if (!r || !total) return undefined;
  const value = (el: Element | undefined, name: string) =>
    dec(w.one(el, `x:${name}`)?.textContent?.trim());
  const entries = (name: string) =>
    w.all(r, `x:${name}`).map((e) => ({
      amount: value(e, 'Kwota'),
      reason: w.one(e, 'x:Powod')?.textContent?.trim() ?? '',
    }));
  const charges = entries('Obciazenia');
  const deductions = entries('Odliczenia');
  const all = [...charges, ...deductions];
  if (!all.length || all.some((s) => !s.amount || !s.reason)) return undefined;
  const amounts = (list: typeof charges) => sum(list.map((s) => s.amount!));
  const stated = (name: string, computed: Decimal) => {
    const v = value(r, name);
    return v === undefined || v.equals(computed);
  };
  const rest = total.plus(amounts(charges)).minus(amounts(deductions));
  const toPay = value(r, 'DoZaplaty');
  const toSettle = value(r, 'DoRozliczenia');
  const restStated =
    (toPay === undefined || toPay.equals(rest)) &&
    (toSettle === undefined || toSettle.equals(rest.negated()));
  if (
    !stated('SumaObciazen', amounts(charges)) ||
    !stated('SumaOdliczen', amounts(deductions)) ||
    !restStated
  )
    return undefined;
  w.take(r);
  const settled = (list: typeof charges) =>
    list.map((s) => ({ amount: s.amount!, reason: s.reason }));
  return { charges: settled(charges), deductions: settled(deductions) };
}
