/**
 * FA(3) Zamowienie: the order an advance invoice (ZAL) is paid on, or its correction (KOR_ZAL)
 * corrects: WartoscZamowienia and each ZamowienieWiersz as the order states it (the schema's
 * element order; amounts at their own precision: 2 decimals, prices 8, quantities 6).
 */
import { formatAmount, formatScaled } from '../../../domain/decimal.js';
import type { KsefZamowienie } from '../../../domain/model.js';

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
