/**
 * Reads a KSeF FA(3) Faktura into the domain model: Podmiot1 / Podmiot2 (NIP, EU VAT number or
 * other id, name, address, contact), Fa (currency, P_1, P_2, P_6 or OkresFa, the per-rate sums
 * as declared totals, P_15, RodzajFaktury with DaneFaKorygowanej, FaWiersz lines, Platnosc,
 * WarunkiTransakcji), the VAT in PLN of a foreign-currency invoice (P_14_xW), the footer note
 * and registers (Stopka), the place of issue (P_1M) and the customer numbers (NrKlienta). A KOR whose total P_15 is negative reads as a credit
 * note (381) with its amounts made positive; any other KOR as a corrected invoice (384). Every
 * element the public model cannot hold (Adnotacje flags other than the defaults, third parties,
 * Zamowienie …) is in `dropped`.
 */
import type { Document, Element } from '@xmldom/xmldom';
import { Decimal } from '../../../domain/decimal.js';
import type { InvoiceInput, KsefInvoiceKind, LineInput, Party } from '../../../domain/model.js';
import { DomWalk, textOf } from '../../read/dom-walk.js';
import {
  leftovers,
  type DeclaredTotals,
  type Dropped,
  type ReadResult,
} from '../../read/read-result.js';
import {
  categoryOfRateCode,
  KSEF_CORRECTIONS,
  KSEF_DECLARED_SUMS,
  KSEF_NS,
  KSEF_RATE_SUMS,
  KSEF_MARGIN_SCHEMES,
  KSEF_SUM_GROUP,
  ksefInvoiceMargin,
  ksefRate,
  ksefUnitCode,
  meansOfForma,
} from '../ksef-places.js';
import {
  INCOTERMS_2020_SET,
  isValidIban,
  UNIT_CODES_SET,
} from '../../../domain/codelists/index.js';
import { checkVatId } from '../../../domain/codelists/vat-id.js';
import {
  type LineKinds,
  readGrossMethod,
  readGrossSums,
  readSimplifiedLine,
} from './read-gross.js';
import { readRozliczenie, readZamowienie } from './read-order.js';
import { readZalacznik } from './read-attachment.js';
import { readDodatkowyOpis, readRejestry } from './read-further.js';
import { ksefDecimal } from './ksef-decimal.js';

/** The dropped entry of a document whose declared per-rate sums are not its lines' sums. */
export const KSEF_SUMS_NOT_RESTATED = 'FA(3) P_13_x, P_14_x, P_15';

/** The dropped entry of declared per-rate sums that are not the lines' and cannot be stated. */
const notRestated = (): Dropped => ({
  bt: KSEF_SUMS_NOT_RESTATED,
  path: '/Faktura/Fa/P_13_x',
  reason:
    'the declared per-rate sums (P_13_x, P_14_x) and total (P_15) are not the sums of the lines: they are not restated',
});

/**
 * The Adnotacje values the writer writes but for the flags it reads (ADNOTACJE_FLAGS, P_17 of a
 * self-billed invoice); any other is an annotation the model cannot hold.
 */
const ADNOTACJE_DEFAULTS: Readonly<Record<string, string>> = {
  P_17: '2',
  'NoweSrodkiTransportu/P_22N': '1',
  'PMarzy/P_PMarzyN': '1',
};

/** The Adnotacje flags of the model (1 true, 2 false). */
const ADNOTACJE_FLAGS = {
  P_16: 'metodaKasowa',
  P_18A: 'mechanizmPodzielonejPlatnosci',
  P_23: 'proceduraUproszczona',
} as const;

const dec = ksefDecimal;

/** AdresL2 "00-001 Warszawa" → postal code and town; any other text is the town. */
function readAddress(w: DomWalk, parent: Element | undefined, party: Party): void {
  const a = w.one(parent, 'x:Adres');
  if (!a) return;
  party.country = w.text(a, 'x:KodKraju') ?? party.country;
  const l1 = w.text(a, 'x:AdresL1');
  const l2 = w.text(a, 'x:AdresL2');
  if (l2 === undefined) {
    if (l1) party.street = l1;
    return;
  }
  if (l1) party.street = l1;
  const m = /^(\d{2}-\d{3})\s+(.+)$/.exec(l2);
  if (m) {
    party.postalCode = m[1];
    party.city = m[2];
  } else party.city = l2;
}

function readContact(w: DomWalk, parent: Element | undefined, party: Party): void {
  const c = w.one(parent, 'x:DaneKontaktowe');
  const email = w.text(c, 'x:Email');
  const phone = w.text(c, 'x:Telefon');
  if (email) party.email = email;
  if (phone) party.phone = phone;
}

function readSeller(w: DomWalk, p: Element | undefined): Party {
  const id = w.one(p, 'x:DaneIdentyfikacyjne');
  const nip = w.text(id, 'x:NIP');
  const party: Party = {
    name: w.text(id, 'x:Nazwa') ?? '',
    country: 'PL',
    ...(nip ? { vatId: `PL${nip}` } : {}),
  };
  readAddress(w, p, party);
  readContact(w, p, party);
  return party;
}

/** DaneIdentyfikacyjne, Adres, DaneKontaktowe and NrKlienta of the buyer (Podmiot2) or a third party (Podmiot3). */
function readParty(w: DomWalk, p: Element | undefined): Party {
  const id = w.one(p, 'x:DaneIdentyfikacyjne');
  const nip = w.text(id, 'x:NIP');
  const kodUe = w.text(id, 'x:KodUE');
  const nrVatUe = w.text(id, 'x:NrVatUE');
  const nrId = w.text(id, 'x:NrID');
  const kodKraju = w.text(id, 'x:KodKraju');
  w.text(id, 'x:BrakID');
  const party: Party = {
    name: w.text(id, 'x:Nazwa') ?? '',
    country: kodKraju ?? (kodUe === 'EL' ? 'GR' : kodUe) ?? 'PL',
  };
  if (nip) party.vatId = `PL${nip}`;
  else if (kodUe && nrVatUe) party.vatId = `${kodUe}${nrVatUe}`;
  // NrID: another tax id; a VAT id with its country prefix is BT-48, anything else the buyer's
  // local tax number (tax_registration_id), as the Ministry's example 23's US number is.
  else if (nrId && checkVatId(nrId).valid) party.vatId = nrId;
  else if (nrId) party.taxRegistrationId = nrId;
  readAddress(w, p, party);
  readContact(w, p, party);
  // NrKlienta: the customer number, the party's identifier without a scheme (BT-46).
  const customer = w.text(p, 'x:NrKlienta');
  if (customer) party.identifiers = [{ id: customer }];
  const key = w.text(p, 'x:IDNabywcy'); // ties the buyer's data across corrections
  if (key) party.idNabywcy = key;
  return party;
}

/**
 * Podmiot3 with a Rola (1–10): the third parties. One with RolaInna (a role described in words)
 * is not read: its elements are listed as dropped.
 */
function readThirdParties(w: DomWalk, root: Element): NonNullable<InvoiceInput['podmiot3']> {
  return w
    .all(root, 'x:Podmiot3')
    .filter((el) => /^([1-9]|10)$/.test(textOf(w.one(el, 'x:Rola')) ?? ''))
    .map((el) => {
      const rola = Number(w.text(el, 'x:Rola'));
      const udzial = dec(w.text(el, 'x:Udzial'));
      return { party: readParty(w, el), rola, ...(udzial ? { udzial } : {}) };
    });
}

/** Podmiot2 JST and GV: 1 only with the third party of role 8 or 10 the writer derives them from. */
function readBuyerFlags(
  w: DomWalk,
  p: Element | undefined,
  thirdParties: NonNullable<InvoiceInput['podmiot3']>,
  dropped: Dropped[],
): void {
  for (const [flag, role] of [
    ['JST', 8],
    ['GV', 10],
  ] as const) {
    const v = w.text(p, `x:${flag}`);
    const expected = thirdParties.some((t) => t.rola === role) ? '1' : '2';
    if (v && v !== expected)
      dropped.push({
        bt: `FA(3) Podmiot2/${flag}`,
        path: `/Faktura/Podmiot2/${flag}`,
        value: v,
        reason: `${flag} ${v} without a third party (Podmiot3) of role ${role}, or the reverse`,
      });
  }
}

/** The elements by which a line states its amounts (a simplified invoice's line may state none). */
const LINE_AMOUNTS = ['P_8B', 'P_9A', 'P_9B', 'P_10', 'P_11', 'P_11A'] as const;

/** A line's rate (P_12) FA(3) maps to no EN 16931 category, or a line without one. */
const unratedLine = (nr: string, code?: string): Dropped => ({
  bt: 'FA(3) FaWiersz/P_12',
  path: '/Faktura/Fa/FaWiersz/P_12',
  ...(code ? { value: code } : {}),
  reason: `line ${nr} has no VAT rate FA(3) maps to an EN 16931 category (a margin-scheme or gross line)`,
});

function readLine(
  w: DomWalk,
  el: Element,
  buyerCountry: string,
  sign: number,
  margin: boolean,
  dropped: Dropped[],
  kinds: LineKinds,
): LineInput | undefined {
  const nr = w.text(el, 'x:NrWierszaFa') ?? '';
  if (w.text(el, 'x:StanPrzed') === '1') {
    w.take(el);
    dropped.push({
      bt: 'FA(3) FaWiersz/StanPrzed',
      path: `/Faktura/Fa/FaWiersz[NrWierszaFa=${nr}]`,
      reason: "a correction's line as it was before the correction: the model has no place for it",
    });
    return undefined;
  }
  const code = w.text(el, 'x:P_12');
  // A line without P_12 of a margin invoice (PMarzy) is in the margin scheme: category E, whose
  // price and value are the gross P_9B and P_11A (no VAT is stated).
  const inMargin = margin && !code;
  // A line with P_12 stating P_9B / P_11A and neither P_9A nor P_11 is stated gross (art. 106e
  // ust. 7-8): read by the gross method when no rated line is stated net (read-gross.ts).
  const statesNet = w.one(el, 'x:P_9A') !== undefined || w.one(el, 'x:P_11') !== undefined;
  const gross =
    code !== undefined &&
    !statesNet &&
    (w.one(el, 'x:P_9B') !== undefined || w.one(el, 'x:P_11A') !== undefined);
  const rate = code
    ? categoryOfRateCode(code)
    : inMargin
      ? { category: 'E', rate: '0' }
      : undefined;
  const statesAmounts = LINE_AMOUNTS.some((e) => w.one(el, `x:${e}`));
  // A line stating neither rate nor amounts may be a simplified invoice's (readSimplifiedLine
  // takes its rate from the one per-rate sum); otherwise its rate is listed as dropped there.
  if (!rate && (code || statesAmounts)) dropped.push(unratedLine(nr, code));
  const quantity = dec(w.text(el, 'x:P_8B')) ?? new Decimal(1);
  const net = dec(w.text(el, inMargin || gross ? 'x:P_11A' : 'x:P_11'));
  const price =
    dec(w.text(el, inMargin || gross ? 'x:P_9B' : 'x:P_9A')) ??
    (net && !quantity.isZero() ? net.div(quantity) : new Decimal(0));
  // P_8A is free text: a listed abbreviation or a Rec 20 code is read, anything else dropped.
  const unitText = w.text(el, 'x:P_8A');
  const unitCode = unitText
    ? (ksefUnitCode(unitText) ?? (UNIT_CODES_SET.has(unitText) ? unitText : undefined))
    : 'C62';
  if (!unitCode)
    dropped.push({
      bt: 'FA(3) FaWiersz/P_8A',
      path: '/Faktura/Fa/FaWiersz/P_8A',
      value: unitText,
      reason: `line ${nr}: the unit is no UN/ECE Rec 20 code nor an abbreviation of one; read as C62`,
    });
  const line: LineInput = {
    id: nr,
    description: w.text(el, 'x:P_7') ?? '',
    quantity: quantity.times(sign),
    unitCode: unitCode ?? 'C62',
    unitPrice: price,
    vatRate: new Decimal(rate?.rate ?? '0'),
    ...(rate ? { taxCategory: rate.category } : {}),
  };
  if (net) line.statedNetAmount = net.times(sign);
  if (gross) kinds.set(line, 'gross');
  else if (code && statesNet) kinds.set(line, 'net');
  else if (!statesAmounts && !inMargin && (rate || !code)) kinds.set(line, 'none'); // a simplified invoice's line (readSimplifiedLine)
  const discount = dec(w.text(el, 'x:P_10'));
  if (discount && !discount.isZero()) line.allowances = [{ amount: discount }];
  const indeks = w.text(el, 'x:Indeks');
  if (indeks) line.sellerItemId = indeks;
  const gtin = w.text(el, 'x:GTIN');
  if (gtin) line.standardItemId = { id: gtin, scheme: '0160' };
  const uuId = w.text(el, 'x:UU_ID');
  if (uuId) line.uuId = uuId;
  const gtu = w.text(el, 'x:GTU');
  if (gtu) line.gtu = gtu;
  const supplied = w.text(el, 'x:P_6A');
  if (supplied) line.dataDostawy = supplied;
  for (const [name, field] of [
    ['PKWiU', 'pkwiu'],
    ['CN', 'cn'],
    ['PKOB', 'pkob'],
  ] as const) {
    const symbol = w.text(el, `x:${name}`);
    if (symbol) line[field] = symbol;
  }
  const kurs = dec(w.one(el, 'x:KursWaluty')?.textContent?.trim()); // a rate of more than 0
  if (kurs?.isPositive() && !kurs.isZero()) {
    w.text(el, 'x:KursWaluty');
    line.kursWaluty = kurs;
  }
  return line;
}

/**
 * P_14_1W … P_14_4W, the VAT in PLN of a foreign-currency invoice's taxed rates: the stated
 * tax_currency_tax_amount of the one group (category S and rate) whose lines add to that field;
 * a field whose lines have two rates (23 and 22 %) or none names no group and is dropped.
 */
function readVatInPln(
  w: DomWalk,
  fa: Element | undefined,
  invoice: InvoiceInput,
  sign: number,
  dropped: Dropped[],
): void {
  for (const s of KSEF_RATE_SUMS) {
    if (!s.vat) continue;
    const field = `${s.vat}W`;
    const pln = dec(w.text(fa, `x:${field}`));
    if (!pln) continue;
    const rates = new Set(
      invoice.lines
        .filter(
          (l) =>
            l.taxCategory &&
            ksefRate(l.taxCategory, l.vatRate, invoice.buyer.country)?.sum.vat === s.vat,
        )
        .map((l) => l.vatRate.toString()),
    );
    if (rates.size !== 1) {
      dropped.push({
        bt: `FA(3) ${field}`,
        path: `/Faktura/Fa/${field}`,
        value: pln.toString(),
        reason: `the VAT in PLN names no one rate of the lines (${[...rates].join(', ') || 'none'})`,
      });
      continue;
    }
    const rate = new Decimal([...rates][0]!);
    const entries = (invoice.statedVatBreakdown ??= []);
    const same = entries.find((e) => e.category === 'S' && e.rate.equals(rate)); // a ROZ's stated sums
    if (same) same.taxCurrencyTaxAmount = pln.times(sign);
    else entries.push({ category: 'S', rate, taxCurrencyTaxAmount: pln.times(sign) });
  }
}

/**
 * The declared per-rate sums of an advance or settlement invoice as stated vat_breakdown entries:
 * each field's sums stated for the one (category, rate) of the lines that feed it. Undefined when a
 * field names no such group (no line, or two rates such as 23 and 22 %): its sums are not restated.
 */
function statedSums(
  invoice: InvoiceInput,
  declaredNet: ReadonlyMap<string, Decimal>,
  declaredVat: ReadonlyMap<string, Decimal>,
  sign: number,
): NonNullable<InvoiceInput['statedVatBreakdown']> | undefined {
  const out: NonNullable<InvoiceInput['statedVatBreakdown']> = [];
  const lineGroups = new Map<string, { category: string; rate: Decimal }>();
  for (const l of invoice.lines) {
    if (!l.taxCategory) continue; // a line without a rate (P_12) feeds no sum
    if (!l.statedNetAmount) return undefined;
    const field = ksefRate(
      l.taxCategory,
      l.vatRate,
      invoice.buyer.country,
      ksefInvoiceMargin(invoice),
    )?.sum.net;
    if (!field) return undefined;
    lineGroups.set(`${field} ${l.taxCategory} ${l.vatRate.toString()}`, {
      category: l.taxCategory,
      rate: l.vatRate,
    });
  }
  const fields = new Set([...lineGroups.keys()].map((k) => k.split(' ')[0]!));
  for (const field of new Set([...declaredNet.keys(), ...fields])) {
    const groups = [...lineGroups].filter(([k]) => k.startsWith(`${field} `)).map(([, g]) => g);
    // A sum no line feeds stands for its field's group (KSEF_SUM_GROUP).
    const alone = KSEF_SUM_GROUP[field];
    if (groups.length === 0 && alone)
      groups.push({ category: alone.category, rate: new Decimal(alone.rate) });
    if (groups.length !== 1) return undefined;
    const vat = declaredVat.get(field);
    out.push({
      ...groups[0]!,
      taxableAmount: (declaredNet.get(field) ?? new Decimal(0)).times(sign),
      ...(vat ? { taxAmount: vat.times(sign) } : {}),
    });
  }
  return out.length ? out : undefined;
}

/** Reads /Faktura. */
export function readKsef(doc: Document): ReadResult {
  const root = doc.documentElement as unknown as Element;
  const w = new DomWalk({ x: KSEF_NS });
  const dropped: Dropped[] = [];
  w.takeAll(root, 'x:Naglowek'); // form code, creation time and issuing system: the document's, not the invoice's
  const fa = w.one(root, 'x:Fa');
  const issueDate = w.text(fa, 'x:P_1') ?? '';
  const kind = w.text(fa, 'x:RodzajFaktury') ?? 'VAT';
  const p15 = dec(w.text(fa, 'x:P_15'));
  // A correction with a negative total is a credit note (381), its amounts read positive.
  const correction = KSEF_CORRECTIONS.has(kind);
  const credit = correction && p15?.isNegative() === true;
  const sign = credit ? -1 : 1;
  const typeCode = correction ? (credit ? '381' : '384') : '380';
  const buyerEl = w.one(root, 'x:Podmiot2');
  const buyer = readParty(w, buyerEl);
  const thirdParties = readThirdParties(w, root);
  readBuyerFlags(w, buyerEl, thirdParties, dropped);
  const invoice: InvoiceInput = {
    number: w.text(fa, 'x:P_2') ?? '',
    issueDate,
    typeCode,
    deliveryDate: w.text(fa, 'x:P_6') ?? issueDate,
    currency: w.text(fa, 'x:KodWaluty') ?? 'PLN',
    seller: readSeller(w, w.one(root, 'x:Podmiot1')),
    buyer,
    lines: [],
  };
  if (thirdParties.length) invoice.podmiot3 = thirdParties;
  const place = w.text(fa, 'x:P_1M'); // the place of issue
  if (place) invoice.miejsceWystawienia = place;
  // RodzajFaktury beyond what the type code says (ZAL, ROZ, UPR, KOR_ZAL, KOR_ROZ).
  if (kind !== 'VAT' && kind !== 'KOR') invoice.rodzajFaktury = kind as KsefInvoiceKind;
  const od = w.text(fa, 'x:OkresFa/x:P_6_Od');
  const doo = w.text(fa, 'x:OkresFa/x:P_6_Do');
  if (od && doo) invoice.invoicingPeriod = { start: od, end: doo };

  const declared: DeclaredTotals = {};
  let net = new Decimal(0);
  let vat = new Decimal(0);
  const declaredNet = new Map<string, Decimal>();
  const declaredVat = new Map<string, Decimal>();
  for (const s of KSEF_RATE_SUMS) {
    const n = dec(w.text(fa, `x:${s.net}`));
    if (n) declaredNet.set(s.net, n);
    if (n) net = net.plus(n);
    const v = s.vat ? dec(w.text(fa, `x:${s.vat}`)) : undefined;
    if (v) vat = vat.plus(v);
    if (v) declaredVat.set(s.net, v);
  }
  declared.taxExclusive = net.times(sign);
  declared.taxTotal = vat.times(sign);
  if (p15) declared.taxInclusive = p15.times(sign);

  const adn = w.one(fa, 'x:Adnotacje');
  w.take(adn);
  for (const [flag, field] of Object.entries(ADNOTACJE_FLAGS))
    if (w.text(adn, `x:${flag}`) === '1') invoice[field] = true;
  // P_17 1: a self-billed invoice (389); a self-billed correction stays listed as dropped.
  if (w.text(adn, 'x:P_17') === '1' && invoice.typeCode === '380') invoice.typeCode = '389';
  for (const [path, expected] of Object.entries(ADNOTACJE_DEFAULTS)) {
    if (path === 'P_17' && invoice.typeCode === '389') continue;
    const v = w.text(
      adn,
      path
        .split('/')
        .map((s) => `x:${s}`)
        .join('/'),
    );
    if (v !== undefined && v !== expected)
      dropped.push({
        bt: `FA(3) Adnotacje/${path}`,
        path: `/Faktura/Fa/Adnotacje/${path}`,
        value: v,
        reason: 'an annotation the model has no field for',
      });
  }
  if (w.one(adn, 'x:NoweSrodkiTransportu/x:P_22')) {
    dropped.push({
      bt: 'FA(3) Adnotacje',
      path: '/Faktura/Fa/Adnotacje',
      reason: 'new means of transport: the model has no place for them',
    });
  }
  // PMarzy: P_PMarzy 1 with the scheme's flag is category E with the scheme's VATEX code.
  const margin =
    w.text(adn, 'x:PMarzy/x:P_PMarzy') === '1'
      ? KSEF_MARGIN_SCHEMES.find((m) => w.text(adn, `x:PMarzy/x:${m.flag}`) === '1')
      : undefined;
  if (margin)
    invoice.vatExemptions = [{ category: 'E', reason: margin.text, reasonCode: margin.code }];
  const exemptReason =
    w.text(adn, 'x:Zwolnienie/x:P_19A') ??
    w.text(adn, 'x:Zwolnienie/x:P_19B') ??
    w.text(adn, 'x:Zwolnienie/x:P_19C');
  if (exemptReason && !margin) invoice.vatExemptions = [{ category: 'E', reason: exemptReason }];

  const preceding = w.all(fa, 'x:DaneFaKorygowanej').map((d) => {
    w.take(d);
    const ksefNumber = w.text(d, 'x:NrKSeFFaKorygowanej'); // preceding_invoices[].ksef_number
    w.text(d, 'x:NrKSeF'); // the flag that goes with it
    w.text(d, 'x:NrKSeFN'); // issued outside KSeF: no number, the writer's default
    const date = w.text(d, 'x:DataWystFaKorygowanej');
    return {
      number: w.text(d, 'x:NrFaKorygowanej') ?? '',
      ...(date ? { date } : {}),
      ...(ksefNumber ? { ksefNumber } : {}),
    };
  });
  // A settlement invoice's advance invoices (FakturaZaliczkowa): by KSeF number, or by number.
  if (kind === 'ROZ')
    for (const z of w.all(fa, 'x:FakturaZaliczkowa')) {
      w.take(z);
      const ksefNumber = w.text(z, 'x:NrKSeFFaZaliczkowej');
      const number = ksefNumber ?? w.text(z, 'x:NrFaZaliczkowej') ?? '';
      preceding.push({ number, ...(ksefNumber ? { ksefNumber } : {}) });
    }
  if (preceding.length) invoice.precedingInvoices = preceding;
  const reason = w.text(fa, 'x:PrzyczynaKorekty');
  if (reason) invoice.przyczynaKorekty = reason;
  const effect = w.text(fa, 'x:TypKorekty');
  if (effect && /^[123]$/.test(effect)) invoice.typKorekty = Number(effect);
  const before = dec(w.text(fa, 'x:P_15ZK')); // KOR_ZAL, KOR_ROZ: paid or due before the correction
  if (before) invoice.kwotaPrzedKorekta = before;
  // Podmiot2K: the corrected buyers as the corrected invoice states them.
  const correctedBuyers = w.all(fa, 'x:Podmiot2K').map((k) => readParty(w, k));
  if (correctedBuyers.length) invoice.podmiot2k = correctedBuyers;
  const rebatePeriod = w.text(fa, 'x:OkresFaKorygowanej');
  if (rebatePeriod) invoice.okresFaKorygowanej = rebatePeriod;
  if (w.text(fa, 'x:FP') === '1') invoice.fakturaDoParagonu = true;
  if (w.text(fa, 'x:TP') === '1') invoice.podmiotyPowiazane = true;

  const kinds: LineKinds = new Map();
  invoice.lines = w
    .all(fa, 'x:FaWiersz')
    .map((el) => readLine(w, el, buyer.country, sign, margin !== undefined, dropped, kinds))
    .filter((l): l is LineInput => l !== undefined);
  readDodatkowyOpis(w, fa, invoice);
  const settlements = readRozliczenie(w, fa, p15); // charges and deductions beside P_15
  if (settlements) invoice.rozliczenie = settlements;
  // UPR: one line stating no amounts is the gross total P_15 (art. 106e ust. 5 pkt 3).
  if (kind === 'UPR' && p15 && readSimplifiedLine(invoice, kinds, p15, sign, declaredNet)) {
    readGrossMethod(invoice, kinds, dropped);
    if (declaredNet.size && !readGrossSums(invoice, declaredNet, declaredVat, sign))
      dropped.push(notRestated());
    return finish(w, root, fa, invoice, sign, dropped, declared);
  }
  for (const [line, k] of kinds)
    if (k === 'none' && !line.taxCategory) dropped.push(unratedLine(line.id ?? ''));
  if (readGrossMethod(invoice, kinds, dropped)) {
    // Gross lines (art. 106e ust. 7-8): the sums as computed from the gross values, or as stated.
    if (!readGrossSums(invoice, declaredNet, declaredVat, sign)) dropped.push(notRestated());
    else if (p15 && !p15.equals(net.plus(vat)))
      invoice.roundingAmount = p15.minus(net.plus(vat)).times(sign); // BT-114
    return finish(w, root, fa, invoice, sign, dropped, declared);
  }
  // The per-rate sums are the lines' sums in a VAT or KOR invoice of net lines; an advance,
  // settlement, simplified or margin invoice, gross lines or a correction without line values
  // declare sums the model (which computes them from the lines) cannot restate.
  const lineSums = new Map<string, Decimal>();
  let netLines = true;
  for (const l of invoice.lines) {
    const r = l.taxCategory ? ksefRate(l.taxCategory, l.vatRate, buyer.country, margin) : undefined;
    if (!r || !l.statedNetAmount) netLines = false;
    else
      lineSums.set(
        r.sum.net,
        (lineSums.get(r.sum.net) ?? new Decimal(0)).plus(l.statedNetAmount.times(sign)),
      );
  }
  // A correction that states only its sums (no FaWiersz) has no lines to restate them from.
  const linesOrNothing = invoice.lines.length > 0 || !p15 || p15.isZero();
  const sumsAgree =
    netLines &&
    linesOrNothing &&
    KSEF_RATE_SUMS.every((s) =>
      (declaredNet.get(s.net) ?? new Decimal(0)).equals(lineSums.get(s.net) ?? new Decimal(0)),
    );
  // ZAL, ROZ and their corrections state sums that are not the lines': read as the stated
  // vat_breakdown of the one group (category and rate) of the lines behind each field.
  // So do the sums of a correction none of whose lines has a rate (a rebate on past invoices).
  const unratedLines = invoice.lines.every((l) => !l.taxCategory);
  const stated =
    KSEF_DECLARED_SUMS.has(kind) || (!sumsAgree && unratedLines && declaredNet.size > 0)
      ? statedSums(invoice, declaredNet, declaredVat, sign)
      : undefined;
  if (stated && p15 && !p15.equals(net.plus(vat))) {
    invoice.roundingAmount = p15.minus(net.plus(vat)).times(sign);
  }
  if (stated) invoice.statedVatBreakdown = stated;
  else if (!sumsAgree) {
    dropped.push(notRestated());
  } else if (p15 && !p15.equals(net.plus(vat))) {
    invoice.roundingAmount = p15.minus(net.plus(vat)).times(sign); // BT-114: P_15 rounded beyond the per-rate sums
  }

  return finish(w, root, fa, invoice, sign, dropped, declared);
}

/** The rest of /Faktura after the lines and sums: P_14_xW, Platnosc, WarunkiTransakcji, Stopka. */
function finish(
  w: DomWalk,
  root: Element,
  fa: Element | undefined,
  invoice: InvoiceInput,
  sign: number,
  dropped: Dropped[],
  declared: DeclaredTotals,
): ReadResult {
  readVatInPln(w, fa, invoice, sign, dropped);

  const pay = w.one(fa, 'x:Platnosc');
  const due = w.text(pay, 'x:TerminPlatnosci/x:Termin');
  if (due) invoice.dueDate = due;
  const forma = w.text(pay, 'x:FormaPlatnosci');
  const opis = w.text(pay, 'x:OpisPlatnosci');
  w.text(pay, 'x:PlatnoscInna');
  // The account: RachunekBankowy, else a factor's (RachunekBankowyFaktora, the receivable
  // assigned), which is then the account paid to (BT-84). Further accounts stay dropped.
  const account = w.one(pay, 'x:RachunekBankowy')
    ? 'RachunekBankowy'
    : w.one(pay, 'x:RachunekBankowyFaktora')
      ? 'RachunekBankowyFaktora'
      : undefined;
  const at = (name: string) => `x:${account ?? 'RachunekBankowy'}/x:${name}`;
  // NrRB: a Polish NRB (26 digits) is the IBAN with PL; what is no valid IBAN is dropped.
  const nrb = w.text(pay, at('NrRB'));
  const asIban = nrb && /^\d{26}$/.test(nrb) ? `PL${nrb}` : nrb;
  const iban = asIban && isValidIban(asIban) ? asIban : undefined;
  if (nrb && !iban)
    dropped.push({
      bt: `FA(3) ${account}/NrRB`,
      path: `/Faktura/Fa/Platnosc/${account}/NrRB`,
      value: nrb,
      reason: 'the account number is no valid IBAN (nor a Polish NRB whose IBAN checks)',
    });
  const bic = iban ? w.text(pay, at('SWIFT')) : undefined;
  // The bank's name and the account's description, of the account read.
  const bankName = iban ? w.text(pay, at('NazwaBanku')) : undefined;
  const accountDescription = iban ? w.text(pay, at('OpisRachunku')) : undefined;
  const factorAccount = iban !== undefined && account === 'RachunekBankowyFaktora';
  if (forma || opis || iban) {
    invoice.payment = {
      ...(forma
        ? { meansCode: meansOfForma(forma) }
        : opis
          ? { meansCode: '1', meansText: opis }
          : {}),
      ...(iban ? { iban } : {}),
      ...(bic ? { bic } : {}),
      ...(bankName ? { bankName } : {}),
      ...(accountDescription ? { accountDescription } : {}),
      ...(factorAccount ? { factorAccount } : {}),
    };
  }
  const contract = w.text(fa, 'x:WarunkiTransakcji/x:Umowy/x:NrUmowy');
  if (contract) invoice.contractReference = contract;
  const order = w.text(fa, 'x:WarunkiTransakcji/x:Zamowienia/x:NrZamowienia');
  if (order) invoice.purchaseOrderReference = order;
  // Their dates (EXT-FR-FE-199, -197), each beside its number: a date alone dates nothing read.
  const contractDate = contract && w.text(fa, 'x:WarunkiTransakcji/x:Umowy/x:DataUmowy');
  if (contractDate) invoice.contractDate = contractDate;
  const orderDate = order && w.text(fa, 'x:WarunkiTransakcji/x:Zamowienia/x:DataZamowienia');
  if (orderDate) invoice.purchaseOrderDate = orderDate;
  const batches = w
    .all(fa, 'x:WarunkiTransakcji/x:NrPartiiTowaru')
    .map((b) => w.take(b)?.textContent?.trim() ?? '')
    .filter(Boolean);
  if (batches.length) invoice.nrPartiiTowaru = batches;
  // WarunkiDostawy: an Incoterms 2020 rule is the incoterms; other terms in words stay dropped.
  const terms = w.one(fa, 'x:WarunkiTransakcji/x:WarunkiDostawy')?.textContent?.trim();
  if (terms && INCOTERMS_2020_SET.has(terms)) {
    w.text(fa, 'x:WarunkiTransakcji/x:WarunkiDostawy');
    invoice.incoterms = terms;
  }
  // Zaplacono 1 with DataZaplaty: paid in full before the invoice was issued.
  const paidOn =
    w.one(pay, 'x:Zaplacono')?.textContent?.trim() === '1' && w.text(pay, 'x:DataZaplaty');
  if (paidOn) {
    w.text(pay, 'x:Zaplacono');
    invoice.dataZaplaty = paidOn;
  }
  const note = w.text(root, 'x:Stopka/x:Informacje/x:StopkaFaktury');
  if (note) invoice.note = note;
  const zamowienie = readZamowienie(w, fa); // an advance invoice's order
  if (zamowienie) invoice.zamowienie = zamowienie;
  const zalacznik = readZalacznik(w, root); // the structured attachment
  if (zalacznik) invoice.zalacznik = zalacznik;
  const rejestry = readRejestry(w, root);
  if (rejestry.length) invoice.rejestry = rejestry;

  dropped.push(...leftovers(root, w, {}));
  return { invoice, dropped, declared };
}
