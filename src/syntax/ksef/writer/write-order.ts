/**
 * FA(3) Zamowienie: the order an advance invoice (ZAL) is paid on, or its correction (KOR_ZAL)
 * corrects: WartoscZamowienia and each ZamowienieWiersz as the order states it (the schema's
 * element order; amounts at their own precision: 2 decimals, prices 8, quantities 6). And FA(3)
 * Rozliczenie: the further charges and deductions beside the total P_15, with their sums and
 * what remains to pay (or to settle).
 */
import { type Decimal, formatAmount, formatScaled, sum } from '../../../domain/decimal.js';
import type { KsefRozliczenie, KsefZamowienie } from '../../../domain/model.js';

/** The element builder of the writer (write-ksef.ts). */
interface Builder {
  ele(name: string): Builder;
  txt(value: string): Builder;
}

export function writeZamowienie(fa: Builder, z: KsefZamowienie): void {
  const o = fa.ele('Zamowienie');
  o.ele('WartoscZamowienia').txt(formatAmount(z.value));
  for (const l of z.lines) {
    const w = o.ele('ZamowienieWiersz');
    w.ele('NrWierszaZam').txt(String(l.lineNumber));
    const text = (name: string, v: string | undefined) => v && w.ele(name).txt(v);
    text('UU_IDZ', l.uuId);
    text('P_7Z', l.description);
    text('IndeksZ', l.sellerItemId);
    text('GTINZ', l.gtin);
    text('P_8AZ', l.unit);
    if (l.quantity) w.ele('P_8BZ').txt(formatScaled(l.quantity, 0, 6));
    if (l.unitPrice) w.ele('P_9AZ').txt(formatScaled(l.unitPrice, 0, 8));
    if (l.netAmount) w.ele('P_11NettoZ').txt(formatAmount(l.netAmount));
    if (l.vatAmount) w.ele('P_11VatZ').txt(formatAmount(l.vatAmount));
    text('P_12Z', l.rateCode);
    text('GTUZ', l.gtu);
    if (l.beforeCorrection) w.ele('StanPrzedZ').txt('1');
  }
}

/** Rozliczenie: Obciazenia and their sum, Odliczenia and theirs, DoZaplaty or DoRozliczenia. */
export function writeRozliczenie(fa: Builder, r: KsefRozliczenie, total: Decimal): void {
  const e = fa.ele('Rozliczenie');
  const group = (name: string, sumName: string, items: KsefRozliczenie['charges']) => {
    for (const s of items) {
      const g = e.ele(name);
      g.ele('Kwota').txt(formatAmount(s.amount));
      g.ele('Powod').txt(s.reason);
    }
    const all = sum(items.map((s) => s.amount));
    if (items.length) e.ele(sumName).txt(formatAmount(all));
    return all;
  };
  const charged = group('Obciazenia', 'SumaObciazen', r.charges);
  const deducted = group('Odliczenia', 'SumaOdliczen', r.deductions);
  const rest = total.plus(charged).minus(deducted);
  if (rest.isNegative()) e.ele('DoRozliczenia').txt(formatAmount(rest.negated()));
  else e.ele('DoZaplaty').txt(formatAmount(rest));
}
