/**
 * FA(3) Zalacznik, the invoice's structured attachment, as given: each BlokDanych with its
 * heading (ZNaglowek), metadata (MetaDane), paragraphs (Tekst/Akapit) and tables (Tabela:
 * TMetaDane, Opis, TNaglowek/Kol with its Typ, Wiersz/WKom, Suma/SKom; empty cells as empty
 * elements), in the schema's order.
 */
import type { KsefZalacznik } from '../../../domain/model.js';

/** The element builder of the writer (write-ksef.ts). */
interface Builder {
  ele(name: string, attrs?: Record<string, string>): Builder;
  txt(value: string): Builder;
}

const keyValues = (
  parent: Builder,
  name: string,
  [k, v]: readonly [string, string],
  list: { key: string; value: string }[] | undefined,
) => {
  for (const m of list ?? []) {
    const e = parent.ele(name);
    e.ele(k).txt(m.key);
    e.ele(v).txt(m.value);
  }
};

export function writeZalacznik(root: Builder, z: KsefZalacznik): void {
  const zal = root.ele('Zalacznik');
  for (const b of z.bloki) {
    const blok = zal.ele('BlokDanych');
    if (b.naglowek) blok.ele('ZNaglowek').txt(b.naglowek);
    keyValues(blok, 'MetaDane', ['ZKlucz', 'ZWartosc'], b.metadane);
    if (b.akapity?.length) {
      const tekst = blok.ele('Tekst');
      for (const a of b.akapity) tekst.ele('Akapit').txt(a);
    }
    for (const t of b.tabele ?? []) {
      const tab = blok.ele('Tabela');
      keyValues(tab, 'TMetaDane', ['TKlucz', 'TWartosc'], t.metadane);
      if (t.opis) tab.ele('Opis').txt(t.opis);
      const head = tab.ele('TNaglowek');
      for (const k of t.kolumny) head.ele('Kol', { Typ: k.typ }).ele('NKom').txt(k.nazwa);
      for (const row of t.wiersze) {
        const w = tab.ele('Wiersz');
        for (const cell of row) w.ele('WKom').txt(cell);
      }
      if (t.suma?.length) {
        const suma = tab.ele('Suma');
        for (const cell of t.suma) suma.ele('SKom').txt(cell);
      }
    }
  }
}
