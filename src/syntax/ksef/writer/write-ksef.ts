/**
 * writeKsef: the KSeF FA(3) writer (schema FA(3) 1-0E of Poland's Ministry of Finance) from the
 * calculated invoice. FA(3) is a national structure, not EN 16931: the places are in
 * ../ksef-places.ts; what the invoice must hold for FA(3) (a Polish seller NIP, rates FA(3) knows,
 * a corrected invoice for KOR) is ../ksef-requirements.ts's, which validate reports.
 * A credit note (381) is a correction (KOR) whose amounts are the negative differences.
 */
import { serialise, xmlText, type XNode } from '../../binding/xml-node.js';
import { formatAmount, formatScaled, sum, ZERO, type Decimal } from '../../../domain/decimal.js';
import type { CalculatedInvoice, Party } from '../../../domain/model.js';
import {
  formaPlatnosci,
  KSEF_ETD_NS,
  ksefEuVatId,
  KSEF_FORM,
  KSEF_NS,
  KSEF_RATE_SUMS,
  ksefExemptionText,
  ksefInvoiceMargin,
  ksefRate,
  ksefUnitText,
  nipOf,
  KSEF_CORRECTIONS,
  KSEF_DECLARED_SUMS,
  ksefKind,
  nrbOfIban,
} from '../ksef-places.js';
import { writeRozliczenie, writeZamowienie } from './write-order.js';
import { writeZalacznik } from './write-attachment.js';

/** What FA(3) needs beyond the invoice. */
export interface WriteKsefOptions {
  /** Naglowek/DataWytworzeniaFa (xsd:dateTime); default the issue date at 00:00 UTC (deterministic output). */
  createdAt?: string;
  /** Naglowek/SystemInfo: the issuing system. */
  systemInfo?: string;
  /**
   * DaneFaKorygowanej/NrKSeFFaKorygowanej, by position of the preceding invoice (BG-3), before the
   * preceding invoice's own ksefNumber; without either NrKSeFN 1 (issued outside KSeF).
   */
  correctedKsefNumbers?: readonly (string | undefined)[];
}

/** A node of the element tree (the binding writer's XNode, serialised by its escaping serialiser). */
class XMLBuilder {
  constructor(readonly node: XNode) {}
  /** Appends a child element and returns it. */
  ele(name: string, attrs?: Record<string, string>): XMLBuilder {
    const kid: XNode = { name, ...(attrs ? { attrs } : {}) };
    (this.node.kids ??= []).push(kid);
    return new XMLBuilder(kid);
  }
  /** Sets the element's text (XML-safe and trimmed). */
  txt(value: string): XMLBuilder {
    this.node.text = xmlText(value) ?? '';
    return this;
  }
}

/**
 * Adres: AdresL1 street (or the town line when there is no street), AdresL2 postal code and town.
 * The seller's is required (its AdresL1 falls back to the country); a buyer's or a third party's
 * is optional in FA(3) (a simplified invoice, art. 106e ust. 5 pkt 3) and written only when the
 * party has an address: a country alone is no address line.
 */
function address(parent: XMLBuilder, p: Party, required = false): void {
  const town = [p.postalCode, p.city].filter(Boolean).join(' ');
  const lines = [
    [p.street, p.addressLine2, p.addressLine3].filter(Boolean).join(', '),
    town,
  ].filter(Boolean);
  if (!required && lines.length === 0) return;
  const a = parent.ele('Adres');
  a.ele('KodKraju').txt(p.country);
  a.ele('AdresL1').txt(lines[0] ?? p.country);
  if (lines[1]) a.ele('AdresL2').txt(lines[1]);
}

function contact(parent: XMLBuilder, p: Party): void {
  if (!p.email && !p.phone) return;
  const c = parent.ele('DaneKontaktowe');
  if (p.email) c.ele('Email').txt(p.email);
  if (p.phone) c.ele('Telefon').txt(p.phone);
}

/** Podmiot1: the seller (NIP, name, address, contact). */
function podmiot1(root: XMLBuilder, seller: Party): void {
  const p = root.ele('Podmiot1');
  const id = p.ele('DaneIdentyfikacyjne');
  id.ele('NIP').txt(nipOf(seller.vatId) ?? '');
  id.ele('Nazwa').txt(seller.name);
  address(p, seller, true);
  contact(p, seller);
}

/**
 * DaneIdentyfikacyjne of the buyer or a third party: NIP for a Polish VAT id; KodUE + NrVatUE for
 * another EU VAT id; KodKraju + NrID for any other, or for the party's tax number
 * (tax_registration_id) when there is no VAT id; BrakID 1 for none; then Nazwa when named.
 */
function identification(p: XMLBuilder, buyer: Party): void {
  const id = p.ele('DaneIdentyfikacyjne');
  const vat = (buyer.vatId ?? '').replace(/\s/g, '');
  const prefix = vat.slice(0, 2).toUpperCase();
  const nip = prefix === 'PL' || /^\d{10}$/.test(vat) ? nipOf(vat) : undefined;
  const eu = nip ? undefined : ksefEuVatId(vat);
  if (nip) id.ele('NIP').txt(nip);
  else if (eu) {
    id.ele('KodUE').txt(eu.code);
    id.ele('NrVatUE').txt(eu.number);
  } else if (vat || buyer.taxRegistrationId) {
    id.ele('KodKraju').txt(buyer.country);
    id.ele('NrID').txt(vat || buyer.taxRegistrationId!);
  } else id.ele('BrakID').txt('1');
  if (buyer.name) id.ele('Nazwa').txt(buyer.name);
}

/** NrKlienta: the customer number, the party's identifier without a scheme (BT-46; ksef-carriage). */
function nrKlienta(p: XMLBuilder, party: Party): void {
  const id = party.identifiers?.[0];
  if (id?.id && !id.scheme) p.ele('NrKlienta').txt(id.id);
}

/**
 * Podmiot2: the buyer. JST and GV are 1 when the invoice names the local government unit (Rola 8)
 * or the VAT group member (Rola 10) that receives the supply as a third party (Podmiot3), else 2.
 */
function podmiot2(root: XMLBuilder, inv: CalculatedInvoice): void {
  const p = root.ele('Podmiot2');
  identification(p, inv.buyer);
  address(p, inv.buyer);
  contact(p, inv.buyer);
  nrKlienta(p, inv.buyer);
  if (inv.buyer.idNabywcy) p.ele('IDNabywcy').txt(inv.buyer.idNabywcy);
  const role = (r: number) => (inv.podmiot3 ?? []).some((t) => t.rola === r);
  p.ele('JST').txt(role(8) ? '1' : '2');
  p.ele('GV').txt(role(10) ? '1' : '2');
}

/** Podmiot3: each third party with its identifier, address, contact, Rola and Udzial. */
function podmiot3(root: XMLBuilder, inv: CalculatedInvoice): void {
  for (const t of inv.podmiot3 ?? []) {
    const p = root.ele('Podmiot3');
    if (t.party.idNabywcy) p.ele('IDNabywcy').txt(t.party.idNabywcy);
    identification(p, t.party);
    address(p, t.party);
    contact(p, t.party);
    p.ele('Rola').txt(String(t.rola));
    if (t.udzial) p.ele('Udzial').txt(t.udzial.toString());
    nrKlienta(p, t.party);
  }
}

/** The sign of the document's amounts: a credit note (381) is a correction by negative differences. */
const signOf = (inv: CalculatedInvoice): number => (inv.typeCode === '381' ? -1 : 1);

/**
 * P_13_x / P_14_x: the VAT breakdown summed per FA(3) rate field; P_14_xW the stated VAT in PLN
 * of a foreign-currency invoice's taxed groups (vat_breakdown tax_currency_tax_amount).
 */
function rateSums(inv: CalculatedInvoice): Map<string, Decimal> {
  const sign = signOf(inv);
  const margin = ksefInvoiceMargin(inv);
  const sums = new Map<string, Decimal>();
  const add = (field: string, amount: Decimal) =>
    sums.set(field, (sums.get(field) ?? ZERO).plus(amount.times(sign)));
  for (const b of inv.vatBreakdown) {
    const r = ksefRate(b.category, b.rate, inv.buyer.country, margin);
    if (!r) continue;
    add(r.sum.net, b.taxableAmount);
    if (r.sum.vat) add(r.sum.vat, b.taxAmount);
    if (r.sum.vat && inv.currency !== 'PLN' && b.taxCurrencyTaxAmount)
      add(`${r.sum.vat}W`, b.taxCurrencyTaxAmount);
  }
  // The sums a correction states without a line of their rate (a rebate on past invoices, the
  // correction of an advance): stated vat_breakdown entries of no group.
  for (const s of sumsWithoutLines(inv)) {
    const r = ksefRate(s.category, s.rate, inv.buyer.country, margin);
    if (!r) continue;
    add(r.sum.net, s.taxableAmount ?? ZERO);
    if (r.sum.vat) add(r.sum.vat, s.taxAmount ?? ZERO);
  }
  return sums;
}

/** The stated vat_breakdown entries whose group (category and rate) no line has. */
const sumsWithoutLines = (inv: CalculatedInvoice) =>
  (inv.statedVatBreakdown ?? []).filter(
    (s) =>
      (s.taxableAmount || s.taxAmount) &&
      !inv.vatBreakdown.some((b) => b.category === s.category && b.rate.equals(s.rate)),
  );

/** Adnotacje: every flag the schema requires; 1 where the invoice's data says so. */
function adnotacje(fa: XMLBuilder, inv: CalculatedInvoice): void {
  const a = fa.ele('Adnotacje');
  a.ele('P_16').txt(inv.metodaKasowa ? '1' : '2'); // cash accounting (metoda kasowa)
  a.ele('P_17').txt(inv.typeCode === '389' ? '1' : '2'); // self-billing (samofakturowanie)
  const reverse = inv.vatBreakdown.some((b) => b.category === 'AE');
  a.ele('P_18').txt(reverse ? '1' : '2'); // reverse charge (odwrotne obciążenie)
  a.ele('P_18A').txt(inv.mechanizmPodzielonejPlatnosci ? '1' : '2'); // split payment (MPP)
  const z = a.ele('Zwolnienie');
  const margin = ksefInvoiceMargin(inv); // category E of a margin scheme is no exemption (P_19)
  const exempt = inv.vatBreakdown.find((b) => b.category === 'E');
  if (exempt && !margin) {
    z.ele('P_19').txt('1');
    z.ele('P_19A').txt(ksefExemptionText(inv)?.text ?? '');
  } else z.ele('P_19N').txt('1');
  a.ele('NoweSrodkiTransportu').ele('P_22N').txt('1');
  a.ele('P_23').txt(inv.proceduraUproszczona ? '1' : '2'); // simplified triangular procedure
  const m = a.ele('PMarzy');
  if (margin) {
    m.ele('P_PMarzy').txt('1');
    m.ele(margin.flag).txt('1');
  } else m.ele('P_PMarzyN').txt('1');
}

/** RodzajFaktury and, for a correction (KOR, KOR_ZAL, KOR_ROZ), DaneFaKorygowanej of each preceding invoice (BG-3). */
function rodzaj(fa: XMLBuilder, inv: CalculatedInvoice, opts: WriteKsefOptions): void {
  const kind = ksefKind(inv) ?? 'VAT';
  fa.ele('RodzajFaktury').txt(kind);
  if (!KSEF_CORRECTIONS.has(kind)) return;
  if (inv.przyczynaKorekty) fa.ele('PrzyczynaKorekty').txt(inv.przyczynaKorekty);
  if (inv.typKorekty) fa.ele('TypKorekty').txt(String(inv.typKorekty));
  (inv.precedingInvoices ?? []).forEach((p, i) => {
    const d = fa.ele('DaneFaKorygowanej');
    d.ele('DataWystFaKorygowanej').txt(p.date ?? '');
    d.ele('NrFaKorygowanej').txt(p.number);
    const ksef = opts.correctedKsefNumbers?.[i] ?? p.ksefNumber;
    if (ksef) {
      d.ele('NrKSeF').txt('1');
      d.ele('NrKSeFFaKorygowanej').txt(ksef);
    } else d.ele('NrKSeFN').txt('1');
  });
  if (inv.okresFaKorygowanej) fa.ele('OkresFaKorygowanej').txt(inv.okresFaKorygowanej);
  // Podmiot2K: each corrected buyer as the corrected invoice states it.
  for (const b of inv.podmiot2k ?? []) {
    const k = fa.ele('Podmiot2K');
    identification(k, b);
    address(k, b);
    if (b.idNabywcy) k.ele('IDNabywcy').txt(b.idNabywcy);
  }
  if (inv.kwotaPrzedKorekta) fa.ele('P_15ZK').txt(formatAmount(inv.kwotaPrzedKorekta));
}

/**
 * FakturaZaliczkowa of a settlement invoice (ROZ): each advance invoice it settles (BG-3), by its
 * KSeF number, or, issued outside KSeF, by its number (ksef-order-requirements.ts).
 */
function fakturyZaliczkowe(fa: XMLBuilder, inv: CalculatedInvoice): void {
  for (const p of inv.precedingInvoices ?? []) {
    const z = fa.ele('FakturaZaliczkowa');
    if (p.ksefNumber) z.ele('NrKSeFFaZaliczkowej').txt(p.ksefNumber);
    else {
      z.ele('NrKSeFZN').txt('1');
      z.ele('NrFaZaliczkowej').txt(p.number);
    }
  }
}

/**
 * DodatkowyOpis: the invoice's further information (without NrWiersza), then each line's
 * attributes (BG-32) with the line's NrWiersza.
 */
function dodatkowyOpis(fa: XMLBuilder, inv: CalculatedInvoice): void {
  const write = (key: string, value: string, line?: number) => {
    const d = fa.ele('DodatkowyOpis');
    if (line !== undefined) d.ele('NrWiersza').txt(String(line));
    d.ele('Klucz').txt(key);
    d.ele('Wartosc').txt(value);
  };
  for (const d of inv.dodatkowyOpis ?? []) write(d.key, d.value);
  inv.lines.forEach((l, i) => {
    for (const a of l.attributes ?? []) write(a.name, a.value, i + 1);
  });
}

/**
 * FaWiersz: one per line (P_7 name, P_8A unit, P_8B quantity, P_9A net unit price, P_10 discounts,
 * P_11 net value, P_12 rate). A margin-scheme line (category E of a margin invoice) states no VAT
 * (art. 119 ust. 10, art. 120 ust. 16): its price and value are P_9B and P_11A, without P_12.
 * So are every line's of a gross-method invoice (pricesIncludeVat, art. 106e ust. 7-8), with P_12.
 */
function wiersze(fa: XMLBuilder, inv: CalculatedInvoice): void {
  const sign = signOf(inv);
  const margin = ksefInvoiceMargin(inv);
  inv.lines.forEach((l, i) => {
    // P_9B / P_11A: a margin-scheme line, or any line of a gross-method invoice (art. 106e ust. 7-8).
    const gross = inv.pricesIncludeVat === true || (margin !== undefined && l.taxCategory === 'E');
    const w = fa.ele('FaWiersz');
    w.ele('NrWierszaFa').txt(String(i + 1));
    if (l.uuId) w.ele('UU_ID').txt(l.uuId);
    if (l.dataDostawy) w.ele('P_6A').txt(l.dataDostawy);
    w.ele('P_7').txt(l.description);
    if (l.sellerItemId) w.ele('Indeks').txt(l.sellerItemId);
    if (l.standardItemId?.scheme === '0160') w.ele('GTIN').txt(l.standardItemId.id);
    if (l.pkwiu) w.ele('PKWiU').txt(l.pkwiu);
    if (l.cn) w.ele('CN').txt(l.cn);
    if (l.pkob) w.ele('PKOB').txt(l.pkob);
    w.ele('P_8A').txt(ksefUnitText(l.unitCode));
    w.ele('P_8B').txt(formatScaled(l.quantity.times(sign), 0, 6));
    w.ele(gross ? 'P_9B' : 'P_9A').txt(formatScaled(l.unitPrice, 2, 8));
    const discount = sum(l.allowances.map((a) => a.amount));
    if (!discount.isZero()) w.ele('P_10').txt(formatAmount(discount));
    w.ele(gross ? 'P_11A' : 'P_11').txt(formatAmount((l.grossAmount ?? l.netAmount).times(sign)));
    const r = ksefRate(l.taxCategory, l.vatRate, inv.buyer.country, margin);
    if (r?.code) w.ele('P_12').txt(r.code);
    if (l.gtu) w.ele('GTU').txt(l.gtu);
    if (l.kursWaluty) w.ele('KursWaluty').txt(formatScaled(l.kursWaluty, 0, 6));
  });
}

/** Platnosc: paid (Zaplacono, DataZaplaty), due date (TerminPlatnosci), means (FormaPlatnosci or PlatnoscInna), bank account. */
function platnosc(fa: XMLBuilder, inv: CalculatedInvoice): void {
  const pay = inv.payment;
  if (!inv.dueDate && !pay?.meansCode && !pay?.iban && !inv.dataZaplaty) return;
  const p = fa.ele('Platnosc');
  if (inv.dataZaplaty) {
    p.ele('Zaplacono').txt('1'); // paid in full before the invoice was issued
    p.ele('DataZaplaty').txt(inv.dataZaplaty);
  }
  if (inv.dueDate) p.ele('TerminPlatnosci').ele('Termin').txt(inv.dueDate);
  const forma = formaPlatnosci(pay?.meansCode);
  if (forma) p.ele('FormaPlatnosci').txt(forma);
  else if (pay?.meansCode || pay?.meansText) {
    p.ele('PlatnoscInna').txt('1');
    p.ele('OpisPlatnosci').txt(pay.meansText ?? `UNCL 4461 ${pay.meansCode}`);
  }
  if (pay?.iban) {
    // A factor's account (the receivable assigned) is RachunekBankowyFaktora.
    const rb = p.ele(pay.factorAccount ? 'RachunekBankowyFaktora' : 'RachunekBankowy');
    rb.ele('NrRB').txt(nrbOfIban(pay.iban));
    if (pay.bic) rb.ele('SWIFT').txt(pay.bic);
    if (pay.bankName) rb.ele('NazwaBanku').txt(pay.bankName);
    if (pay.accountDescription) rb.ele('OpisRachunku').txt(pay.accountDescription);
  }
}

/**
 * WarunkiTransakcji: the contract (BT-12, Umowy/NrUmowy) and the purchase order (BT-13,
 * Zamowienia/NrZamowienia), each with its date (EXT-FR-FE-199, -197), and the delivery terms
 * (WarunkiDostawy: the Incoterms, BTOM-022 and EXTENDED-CTC-FR's document INCOTERMS).
 */
function warunki(fa: XMLBuilder, inv: CalculatedInvoice): void {
  if (
    !inv.contractReference &&
    !inv.purchaseOrderReference &&
    !inv.incoterms &&
    !inv.nrPartiiTowaru?.length
  )
    return;
  const w = fa.ele('WarunkiTransakcji');
  if (inv.contractReference) {
    const u = w.ele('Umowy');
    if (inv.contractDate) u.ele('DataUmowy').txt(inv.contractDate); // EXT-FR-FE-199
    u.ele('NrUmowy').txt(inv.contractReference);
  }
  if (inv.purchaseOrderReference) {
    const z = w.ele('Zamowienia');
    if (inv.purchaseOrderDate) z.ele('DataZamowienia').txt(inv.purchaseOrderDate); // EXT-FR-FE-197
    z.ele('NrZamowienia').txt(inv.purchaseOrderReference);
  }
  for (const batch of inv.nrPartiiTowaru ?? []) w.ele('NrPartiiTowaru').txt(batch);
  if (inv.incoterms) w.ele('WarunkiDostawy').txt(inv.incoterms); // the Incoterms 2020 rule
}

/** Stopka: the note (Informacje/StopkaFaktury) and the seller's registers (Rejestry). */
function stopka(root: XMLBuilder, inv: CalculatedInvoice): void {
  if (!inv.note && !inv.rejestry?.length) return;
  const s = root.ele('Stopka');
  if (inv.note) s.ele('Informacje').ele('StopkaFaktury').txt(inv.note);
  for (const r of inv.rejestry ?? []) {
    const e = s.ele('Rejestry');
    if (r.pelnaNazwa) e.ele('PelnaNazwa').txt(r.pelnaNazwa);
    if (r.krs) e.ele('KRS').txt(r.krs);
    if (r.regon) e.ele('REGON').txt(r.regon);
    if (r.bdo) e.ele('BDO').txt(r.bdo);
  }
}

/** Writes the invoice as an FA(3) Faktura (UTF-8 XML string). */
export function writeKsef(inv: CalculatedInvoice, opts: WriteKsefOptions = {}): string {
  const root = new XMLBuilder({ name: 'Faktura' });
  const n = root.ele('Naglowek');
  n.ele('KodFormularza', {
    kodSystemowy: KSEF_FORM.kodSystemowy,
    wersjaSchemy: KSEF_FORM.wersjaSchemy,
  }).txt(KSEF_FORM.code);
  n.ele('WariantFormularza').txt(KSEF_FORM.variant);
  n.ele('DataWytworzeniaFa').txt(opts.createdAt ?? `${inv.issueDate}T00:00:00Z`);
  n.ele('SystemInfo').txt(opts.systemInfo ?? 'einvoice');
  podmiot1(root, inv.seller);
  podmiot2(root, inv);
  podmiot3(root, inv);

  const fa = root.ele('Fa');
  fa.ele('KodWaluty').txt(inv.currency);
  fa.ele('P_1').txt(inv.issueDate);
  if (inv.miejsceWystawienia) fa.ele('P_1M').txt(inv.miejsceWystawienia);
  fa.ele('P_2').txt(inv.number);
  const period = inv.invoicingPeriod;
  if (period?.start && period.end) {
    const o = fa.ele('OkresFa');
    o.ele('P_6_Od').txt(period.start);
    o.ele('P_6_Do').txt(period.end);
  } else if (inv.deliveryDate && inv.deliveryDate !== inv.issueDate)
    fa.ele('P_6').txt(inv.deliveryDate);
  const sums = rateSums(inv);
  let declared = ZERO; // the written sums' total: P_15 of an advance or settlement invoice
  for (const s of KSEF_RATE_SUMS) {
    const net = sums.get(s.net);
    if (net === undefined) continue;
    fa.ele(s.net).txt(formatAmount(net));
    declared = declared.plus(net);
    if (!s.vat) continue;
    const vat = sums.get(s.vat) ?? ZERO;
    fa.ele(s.vat).txt(formatAmount(vat));
    declared = declared.plus(vat);
    const pln = sums.get(`${s.vat}W`);
    if (pln) fa.ele(`${s.vat}W`).txt(formatAmount(pln));
  }
  // BT-112 + BT-114; ZAL, ROZ and their corrections, and sums stated without lines: the written
  // sums' total (the advance received, what remains after the advances, the rebate).
  const total =
    KSEF_DECLARED_SUMS.has(ksefKind(inv) ?? 'VAT') || sumsWithoutLines(inv).length > 0
      ? declared.plus(inv.totals.rounding.times(signOf(inv)))
      : inv.totals.taxInclusive.plus(inv.totals.rounding).times(signOf(inv));
  fa.ele('P_15').txt(formatAmount(total));
  adnotacje(fa, inv);
  rodzaj(fa, inv, opts);
  if (inv.fakturaDoParagonu) fa.ele('FP').txt('1'); // an invoice for a fiscal receipt's sale
  if (inv.podmiotyPowiazane) fa.ele('TP').txt('1'); // related parties
  dodatkowyOpis(fa, inv);
  if (ksefKind(inv) === 'ROZ') fakturyZaliczkowe(fa, inv);
  wiersze(fa, inv);
  if (inv.rozliczenie) writeRozliczenie(fa, inv.rozliczenie, total);
  platnosc(fa, inv);
  warunki(fa, inv);
  if (inv.zamowienie) writeZamowienie(fa, inv.zamowienie);
  stopka(root, inv);
  if (inv.zalacznik) writeZalacznik(root, inv.zalacznik);
  return serialise(root.node, { '': KSEF_NS, etd: KSEF_ETD_NS });
}
