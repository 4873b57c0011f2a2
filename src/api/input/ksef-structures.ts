/**
 * The KSeF FA(3) structures of the public invoice in the domain model: the order of an advance
 * invoice (Invoice.zamowienie: Zamowienie, ZamowienieWiersz), the further settlements
 * (Invoice.rozliczenie: Rozliczenie) and the structured attachment (Invoice.zalacznik:
 * Zalacznik). Texts trimmed (blank → undefined; a table's cells kept as written, empty ones ''),
 * numbers as exact decimals.
 */
import type {
  KeyValue,
  Rozliczenie,
  Settlement,
  Tabela,
  Zalacznik,
  Zamowienie,
} from '../../../gen/einvoice/v1/invoice_pb.js';
import { ZERO } from '../../domain/decimal.js';
import type {
  KsefRozliczenie,
  KsefTabela,
  KsefZalacznik,
  KsefZamowienie,
} from '../../domain/model.js';
import { blank, decimal, nonEmpty } from './common.js';

export function zamowienie(z: Zamowienie | undefined): KsefZamowienie | undefined {
  if (!z) return undefined;
  return {
    value: decimal(z.value) ?? ZERO, // WartoscZamowienia (required by the proto)
    lines: z.lines.map((l) => ({
      lineNumber: l.lineNumber, // NrWierszaZam
      uuId: blank(l.uuId), // UU_IDZ
      description: blank(l.description), // P_7Z
      sellerItemId: blank(l.sellerItemId), // IndeksZ
      gtin: blank(l.gtin), // GTINZ
      unit: blank(l.unit), // P_8AZ, as written
      quantity: decimal(l.quantity), // P_8BZ
      unitPrice: decimal(l.unitPrice), // P_9AZ
      netAmount: decimal(l.netAmount), // P_11NettoZ
      vatAmount: decimal(l.vatAmount), // P_11VatZ
      rateCode: blank(l.rateCode), // P_12Z (the proto checks the list)
      gtu: blank(l.gtu), // GTUZ
      beforeCorrection: l.beforeCorrection || undefined, // StanPrzedZ
    })),
  };
}

const settlement = (s: Settlement) => ({
  amount: decimal(s.amount) ?? ZERO, // Kwota (required by the proto)
  reason: s.reason.trim(), // Powod
});

export function rozliczenie(r: Rozliczenie | undefined): KsefRozliczenie | undefined {
  if (!r || (!r.charges.length && !r.deductions.length)) return undefined;
  return { charges: r.charges.map(settlement), deductions: r.deductions.map(settlement) };
}

const keyValues = (list: KeyValue[]) =>
  list.map((m) => ({ key: m.key.trim(), value: m.value.trim() }));

const tabela = (t: Tabela): KsefTabela => ({
  metadane: nonEmpty(keyValues(t.metadane)), // TMetaDane
  opis: blank(t.opis), // Opis
  kolumny: t.kolumny.map((k) => ({ nazwa: k.nazwa.trim(), typ: k.typ })), // Kol: NKom, @Typ
  wiersze: t.wiersze.map((w) => w.komorki.map((c) => c.trim())), // Wiersz/WKom
  suma: nonEmpty(t.suma.map((c) => c.trim())), // Suma/SKom
});

export function zalacznik(z: Zalacznik | undefined): KsefZalacznik | undefined {
  if (!z?.bloki.length) return undefined;
  return {
    bloki: z.bloki.map((b) => ({
      naglowek: blank(b.naglowek), // ZNaglowek
      metadane: keyValues(b.metadane), // MetaDane
      akapity: nonEmpty(b.akapity.map(blank)), // Tekst/Akapit
      tabele: nonEmpty(b.tabele.map(tabela)), // Tabela
    })),
  };
}
