/**
 * What an invoice must hold to be written as KSeF FA(3), and the structure's rules beyond its
 * XSD, as named findings with the Ministry's field ids (the FA(3) element the rule is about) and
 * the JSON path of the request field to fix. Validation reports them before generation; the
 * writer relies on them (it never invents a NIP, a rate code or a corrected invoice).
 */
import { ZERO, type Decimal } from '../../domain/decimal.js';
import type { CalculatedInvoice } from '../../domain/model.js';
import {
  KSEF_CORRECTIONS,
  KSEF_DECLARED_SUMS,
  ksefInvoiceMargin,
  ksefEuVatId,
  ksefKind,
  ksefRate,
  nipChecksumOk,
  nipOf,
  RODZAJ_OF_TYPE,
} from './ksef-places.js';
import { ksefOrderFindings } from './ksef-order-requirements.js';
import { ksefTextBoundFindings } from './ksef-text-bounds.js';

/** One unmet FA(3) requirement. */
export interface KsefFinding {
  /** The FA(3) field id (element) of the Ministry's structure, e.g. Podmiot1/NIP, P_12, DaneFaKorygowanej. */
  id: string;
  /** The JSON path of the request field. */
  path: string;
  /** true: FA(3) has no place for the field (NOT_CARRIED); false: the field is missing or wrong (REQUIRED / INVALID). */
  notCarried: boolean;
  /** A value outside the range the XSD bounds it to (OUT_OF_RANGE). */
  outOfRange?: boolean;
  /** A text longer than its FA(3) place takes (TOO_LONG). */
  tooLong?: boolean;
  message: string;
}

const decimals = (d: { decimalPlaces(): number }): number => d.decimalPlaces();

/**
 * The XSD's date ranges (minInclusive … maxInclusive) of FA(3): TDataT (P_1, P_6, P_6_Od,
 * P_6_Do, DataWystFaKorygowanej, FaWiersz/P_6A), TData (Termin), and DataWytworzeniaFa's own, which the writer
 * states as the issue date at 00:00 UTC (2025-09-01T00:00:00Z … 2050-01-01T23:59:59Z).
 */
export const KSEF_DATE_RANGES = {
  TDataT: ['2006-01-01', '2050-01-01'],
  TData: ['2016-07-01', '2050-01-01'],
  TDataU: ['1990-01-01', '2050-01-01'],
  DataWytworzeniaFa: ['2025-09-01', '2050-01-01'],
} as const;

/** The dates the writer states outside the range the XSD bounds them to. */
function ksefDateFindings(inv: CalculatedInvoice): KsefFinding[] {
  const out: KsefFinding[] = [];
  const check = (
    date: string | undefined,
    path: string,
    id: string,
    range: readonly [string, string],
  ) => {
    if (date && (date < range[0] || date > range[1]))
      out.push({
        id,
        path,
        notCarried: false,
        outOfRange: true,
        message: `the XSD takes dates from ${range[0]} to ${range[1]} here (minInclusive, maxInclusive), not ${date}`,
      });
  };
  // The issue date is P_1 and the creation time too: the narrower range of the two.
  check(
    inv.issueDate,
    'date',
    'P_1, Naglowek/DataWytworzeniaFa',
    KSEF_DATE_RANGES.DataWytworzeniaFa,
  );
  const period = inv.invoicingPeriod;
  if (period?.start && period.end) {
    check(period.start, 'invoicing_period.start', 'OkresFa/P_6_Od', KSEF_DATE_RANGES.TDataT);
    check(period.end, 'invoicing_period.end', 'OkresFa/P_6_Do', KSEF_DATE_RANGES.TDataT);
  } else if (inv.deliveryDate !== inv.issueDate)
    check(inv.deliveryDate, 'delivery_date', 'P_6', KSEF_DATE_RANGES.TDataT);
  check(inv.dueDate, 'due_date', 'Platnosc/TerminPlatnosci/Termin', KSEF_DATE_RANGES.TData);
  check(inv.dataZaplaty, 'data_zaplaty', 'Platnosc/DataZaplaty', KSEF_DATE_RANGES.TData);
  check(inv.contractDate, 'contract_date', 'Umowy/DataUmowy', KSEF_DATE_RANGES.TDataU);
  const orderDate = inv.purchaseOrderDate;
  check(orderDate, 'purchase_order_date', 'Zamowienia/DataZamowienia', KSEF_DATE_RANGES.TDataU);
  inv.lines.forEach((l, i) =>
    check(l.dataDostawy, `items[${i}].data_dostawy`, 'FaWiersz/P_6A', KSEF_DATE_RANGES.TDataT),
  );
  if (KSEF_CORRECTIONS.has(ksefKind(inv) ?? ''))
    (inv.precedingInvoices ?? []).forEach((p, i) =>
      check(
        p.date,
        `preceding_invoices[${i}].date`,
        'DaneFaKorygowanej/DataWystFaKorygowanej',
        KSEF_DATE_RANGES.TDataT,
      ),
    );
  return out;
}

/** The FA(3) requirements the invoice does not meet (empty when it can be written). */
/** TNumerTelefonu: a telephone number of at most 16 characters. */
const KSEF_PHONE_MAX = 16;

export function ksefRequirements(inv: CalculatedInvoice): KsefFinding[] {
  const out: KsefFinding[] = [];
  const add = (id: string, path: string, message: string, notCarried = false) =>
    out.push({ id, path, notCarried, message });
  const nip = nipOf(inv.seller.vatId);
  if (!nip)
    add(
      'Podmiot1/DaneIdentyfikacyjne/NIP',
      'seller.vat_id',
      "FA(3) needs the seller's NIP: a Polish VAT id (PL and 10 digits)",
    );
  else if (!nipChecksumOk(nip))
    add('Podmiot1/DaneIdentyfikacyjne/NIP', 'seller.vat_id', `NIP ${nip} fails its check digit`);
  if (!inv.seller.street && !inv.seller.city)
    add('Podmiot1/Adres/AdresL1', 'seller.street', "FA(3) needs the seller's address (AdresL1)");
  const buyerNip = inv.buyer.country === 'PL' ? nipOf(inv.buyer.vatId) : undefined;
  if (buyerNip && !nipChecksumOk(buyerNip))
    add(
      'Podmiot2/DaneIdentyfikacyjne/NIP',
      'buyer.vat_id',
      `NIP ${buyerNip} fails its check digit`,
    );
  // Telefon (TNumerTelefonu): 16 characters at most, for the seller, the buyer and Podmiot3.
  for (const [party, path, id] of [
    [inv.seller, 'seller.phone', 'Podmiot1/DaneKontaktowe/Telefon'],
    [inv.buyer, 'buyer.phone', 'Podmiot2/DaneKontaktowe/Telefon'],
    ...(inv.podmiot3 ?? []).map(
      (t, i) => [t.party, `podmiot3[${i}].party.phone`, 'Podmiot3/DaneKontaktowe/Telefon'] as const,
    ),
  ] as const)
    if ((party.phone?.length ?? 0) > KSEF_PHONE_MAX)
      out.push({
        id,
        path,
        notCarried: false,
        outOfRange: true,
        message: `FA(3) Telefon has at most ${KSEF_PHONE_MAX} characters`,
      });
  // NrID (TNrIdentyfikacjiPodatkowej): the buyer's tax number without a VAT id, 50 characters at most.
  const nrId = inv.buyer.vatId ? undefined : inv.buyer.taxRegistrationId;
  if (nrId && nrId.length > 50)
    add(
      'Podmiot2/DaneIdentyfikacyjne/NrID',
      'buyer.tax_registration_id',
      'FA(3) NrID has at most 50 characters',
    );
  // An EU VAT id is written as KodUE + NrVatUE, whose number the XSD bounds (TNrVatUE).
  const euVatId = (vatId: string | undefined, path: string, id: string) => {
    if (ksefEuVatId(vatId)?.valid === false)
      add(
        id,
        path,
        'FA(3) states an EU VAT id as its country code and 1 to 12 capitals or digits (NrVatUE)',
      );
  };
  euVatId(inv.buyer.vatId, 'buyer.vat_id', 'Podmiot2/DaneIdentyfikacyjne/NrVatUE');
  // Podmiot3: NrID as the buyer's; Udzial (TProcentowy) has at most 6 decimals; its e-mail, as
  // the buyer's (TAdresEmail: …@…), is checked here as the party checks do not see it.
  (inv.podmiot3 ?? []).forEach((t, i) => {
    euVatId(t.party.vatId, `podmiot3[${i}].party.vat_id`, 'Podmiot3/DaneIdentyfikacyjne/NrVatUE');
    const email = t.party.email?.trim();
    if (email && (email.length < 3 || !/^.+@.+$/.test(email)))
      add(
        'Podmiot3/DaneKontaktowe/Email',
        `podmiot3[${i}].party.email`,
        'FA(3) wants an e-mail address (…@…)',
      );
    const id = t.party.vatId ? undefined : t.party.taxRegistrationId;
    if (id && id.length > 50)
      add(
        'Podmiot3/DaneIdentyfikacyjne/NrID',
        `podmiot3[${i}].party.tax_registration_id`,
        'FA(3) NrID has at most 50 characters',
      );
    if (t.udzial && decimals(t.udzial) > 6)
      add('Podmiot3/Udzial', `podmiot3[${i}].udzial`, 'FA(3) Udzial has at most 6 decimals');
  });
  if (!RODZAJ_OF_TYPE[inv.typeCode])
    add(
      'RodzajFaktury',
      'type_code',
      `FA(3) writes invoices (380, self-billed 389) and corrections (381, 384) only, not type ${inv.typeCode}`,
      true,
    );
  const kind = ksefKind(inv);
  // A credit note (381) is written by negative differences: only a correction kind has them.
  if (inv.typeCode === '381' && kind && !KSEF_CORRECTIONS.has(kind))
    add(
      'RodzajFaktury',
      'rodzaj_faktury',
      `a credit note (type_code 381) is a correction in FA(3): rodzaj_faktury KOR, KOR_ZAL or KOR_ROZ, not ${kind}`,
    );
  // PrzyczynaKorekty and TypKorekty precede DaneFaKorygowanej: a correction's only.
  if (!kind || !KSEF_CORRECTIONS.has(kind)) {
    const why = `FA(3) states a correction's reason, effect and corrected buyers only: ${kind ?? 'this invoice'} is no correction (KOR, KOR_ZAL, KOR_ROZ)`;
    if (inv.przyczynaKorekty) add('PrzyczynaKorekty', 'przyczyna_korekty', why, true);
    if (inv.typKorekty) add('TypKorekty', 'typ_korekty', why, true);
    if (inv.okresFaKorygowanej) add('OkresFaKorygowanej', 'okres_fa_korygowanej', why, true);
    if (inv.podmiot2k?.length) add('Podmiot2K', 'podmiot2k', why, true);
  }
  if (kind && KSEF_CORRECTIONS.has(kind)) {
    const p = inv.precedingInvoices ?? [];
    if (p.length === 0)
      add(
        'DaneFaKorygowanej',
        'preceding_invoices',
        `a correction (${kind}) names the corrected invoice: its number and issue date`,
      );
    p.forEach((x, i) => {
      if (!x.date)
        add(
          'DaneFaKorygowanej/DataWystFaKorygowanej',
          `preceding_invoices[${i}].date`,
          "a correction (KOR) needs the corrected invoice's issue date",
        );
    });
  }
  const exempt = inv.vatBreakdown.find((b) => b.category === 'E');
  // The reason calculate() fills in by default ("Exempt from VAT") names no provision: the request
  // must. A margin scheme (E with its VATEX code, KSEF_MARGIN_SCHEMES) is no exemption: P_19N.
  if (
    exempt &&
    !ksefInvoiceMargin(inv) &&
    !inv.vatExemptions?.find((e) => e.category === 'E')?.reason
  ) {
    add(
      'P_19A',
      'vat_exemptions',
      'an exempt supply (P_19 1) names its legal basis (P_19A): give vat_exemptions with category E and its reason',
    );
  }
  inv.lines.forEach((l, i) => {
    if (!ksefRate(l.taxCategory, l.vatRate, inv.buyer.country)) {
      add(
        'P_12',
        `items[${i}].vat_rate`,
        `FA(3) has no rate for category ${l.taxCategory} at ${l.vatRate.toString()} % (23, 22, 8, 7, 5, 4, 3 % standard; Z, K, G, E, O, AE)`,
      );
    }
    if (decimals(l.quantity) > 6)
      add('P_8B', `items[${i}].quantity`, 'FA(3) quantities have at most 6 decimals');
    if (decimals(l.unitPrice) > 8)
      add('P_9A', `items[${i}].unit_price`, 'FA(3) unit prices have at most 8 decimals');
    // KursWaluty (TIlosci): a rate of more than 0, 16 digits and 6 decimals at most.
    const kurs = l.kursWaluty;
    if (kurs && (!kurs.isPositive() || kurs.isZero() || decimals(kurs) > 6 || kurs.gte(1e16)))
      out.push({
        id: 'FaWiersz/KursWaluty',
        path: `items[${i}].kurs_waluty`,
        notCarried: false,
        outOfRange: true,
        message: 'an exchange rate is more than 0, with at most 16 digits and 6 decimals',
      });
    if (inv.pricesIncludeVat && l.statedNetAmount)
      add(
        'P_11A',
        `items[${i}].net_amount`,
        "with prices_include_vat the line's value is gross (P_11A), computed from quantity and unit price: leave net_amount out",
        true,
      );
    if (l.charges.length)
      add(
        'FaWiersz',
        `items[${i}].charges`,
        'FA(3) lines have no charge: include it in the unit price',
        true,
      );
  });
  if (inv.allowances.length)
    add(
      'Fa',
      'allowances',
      'FA(3) has no document-level allowance that reduces the taxable amounts: give it as a line',
      true,
    );
  if (inv.charges.length)
    add('Fa', 'charges', 'FA(3) has no document-level charge: give it as a line', true);
  // P_14_xW: a foreign-currency invoice states the VAT of each taxed rate in PLN (art. 106e
  // ust. 11), converted at a rate the caller chooses: vat_breakdown's tax_currency_tax_amount.
  const withoutPln = inv.vatBreakdown.filter(
    (b) =>
      inv.currency !== 'PLN' &&
      ksefRate(b.category, b.rate, inv.buyer.country)?.sum.vat &&
      !b.taxAmount.isZero() &&
      !b.taxCurrencyTaxAmount,
  );
  if (withoutPln.length)
    add(
      'P_14_xW',
      'vat_breakdown',
      `a taxed invoice in a foreign currency states its VAT per rate in PLN (P_14_1W to P_14_4W, art. 106e ust. 11): give vat_breakdown entries with tax_currency_tax_amount for ${withoutPln.map((b) => `tax_category ${b.category} vat_rate ${b.rate.toString()}`).join('; ')}`,
    );
  (inv.statedVatBreakdown ?? []).forEach((s, i) => {
    if (!s.taxCurrencyTaxAmount) return;
    const vat = ksefRate(s.category, s.rate, inv.buyer.country)?.sum.vat;
    if (inv.currency === 'PLN' || !vat)
      add(
        'P_14_xW',
        `vat_breakdown[${i}].tax_currency_tax_amount`,
        'FA(3) states the VAT in PLN (P_14_1W to P_14_4W) of the taxed rates (23/22, 8/7, 5, 4/3 %) of an invoice in a foreign currency only',
        true,
      );
  });
  out.push(...ksefDateFindings(inv));
  out.push(...ksefOrderFindings(inv));
  out.push(...ksefTextBoundFindings(inv));
  return out;
}

/**
 * The per-rate sums a written FA(3) states: P_13_x equal to the sum of its lines' P_11 (the
 * structure's rule beyond the XSD), except for an advance or settlement invoice and their
 * corrections, whose sums are the advance received or what remains (KSEF_DECLARED_SUMS).
 */
export function ksefSumFindings(inv: CalculatedInvoice): KsefFinding[] {
  if (KSEF_DECLARED_SUMS.has(ksefKind(inv) ?? 'VAT')) return [];
  if (inv.pricesIncludeVat) return grossSumFindings(inv);
  const fieldOf = (category: string, rate: Decimal): string | undefined =>
    ksefRate(category, rate, inv.buyer.country)?.sum.net;
  const sums = new Map<string, { lines: Decimal; breakdown: Decimal }>();
  const at = (field: string) =>
    sums.get(field) ?? (sums.set(field, { lines: ZERO, breakdown: ZERO }), sums.get(field)!);
  for (const b of inv.vatBreakdown) {
    const field = fieldOf(b.category, b.rate);
    if (field) at(field).breakdown = at(field).breakdown.plus(b.taxableAmount);
  }
  for (const l of inv.lines) {
    const field = fieldOf(l.taxCategory, l.vatRate);
    if (field) at(field).lines = at(field).lines.plus(l.netAmount);
  }
  return [...sums]
    .filter(([, v]) => !v.lines.equals(v.breakdown))
    .map(([field, v]) => ({
      id: field,
      path: 'items',
      notCarried: false,
      message: `${field} ${v.breakdown.toFixed(2)} is not the sum of its lines' P_11 (${v.lines.toFixed(2)})`,
    }));
}

/**
 * The per-rate sums of a gross-method invoice (art. 106e ust. 7-8), whose lines have no P_11: a
 * rate's P_13_x + P_14_x is its lines' gross sum (P_11A), and a stated P_14_x (vat_breakdown)
 * differs from gross × rate / (100 + rate) by at most one currency unit (BR-CO-17's tolerance),
 * as the Ministry's example 19 states 813 / 187 of a gross 1000 (186.99 by the formula).
 */
function grossSumFindings(inv: CalculatedInvoice): KsefFinding[] {
  const out: KsefFinding[] = [];
  inv.vatBreakdown.forEach((b) => {
    const field = ksefRate(b.category, b.rate, inv.buyer.country, ksefInvoiceMargin(inv))?.sum;
    if (!field?.vat) return;
    const lines = inv.lines.filter((l) => l.taxCategory === b.category && l.vatRate.equals(b.rate));
    const gross = lines.reduce((a, l) => a.plus(l.grossAmount ?? l.netAmount), ZERO);
    const at = `vat_breakdown (tax_category ${b.category}, vat_rate ${b.rate.toString()})`;
    if (!b.taxableAmount.plus(b.taxAmount).equals(gross))
      out.push({
        id: field.net,
        path: 'vat_breakdown',
        notCarried: false,
        message: `${field.net} ${b.taxableAmount.toFixed(2)} + ${field.vat} ${b.taxAmount.toFixed(2)} is not the gross sum of its lines' P_11A (${gross.toFixed(2)}): ${at}`,
      });
    const computed = b.computed?.taxAmount ?? b.taxAmount;
    if (b.taxAmount.minus(computed).abs().greaterThan(1))
      out.push({
        id: field.vat,
        path: 'vat_breakdown',
        notCarried: false,
        message: `${field.vat} ${b.taxAmount.toFixed(2)} differs from the VAT in the gross sum (${computed.toFixed(2)}, art. 106e ust. 8) by more than 1 (BR-CO-17): ${at}`,
      });
  });
  return out;
}
