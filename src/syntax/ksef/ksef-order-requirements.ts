/**
 * What FA(3) asks of an advance invoice's order (zamowienie: Zamowienie), of the amount before a
 * correction (kwota_przed_korekta: P_15ZK) and of the invoices an invoice names
 * (preceding_invoices): the invoice kinds that have them, and the precision of the schema's
 * types (TKwotowy: 16 integer digits and 2 decimals; TKwotowy2, a price: 14 and 8; TIlosci, a
 * quantity: 16 and 6). A correction names the corrected invoices (DaneFaKorygowanej,
 * ksef-requirements.ts); a settlement invoice (ROZ) its advance invoices (FakturaZaliczkowa), each
 * by its KSeF number alone or, issued outside KSeF, by its number; the other kinds none. The
 * further settlements' amounts (rozliczenie: Rozliczenie) are TKwotowy too.
 */
import type { Decimal } from '../../domain/decimal.js';
import type { CalculatedInvoice } from '../../domain/model.js';
import { KSEF_CORRECTIONS, ksefKind } from './ksef-places.js';
import type { KsefFinding } from './ksef-requirements.js';

/** The kinds whose FA(3) states the order: an advance invoice and its correction. */
const ORDER_KINDS: ReadonlySet<string> = new Set(['ZAL', 'KOR_ZAL']);
/** The kinds whose FA(3) states P_15ZK: the corrections of an advance or settlement invoice. */
const BEFORE_CORRECTION_KINDS: ReadonlySet<string> = new Set(['KOR_ZAL', 'KOR_ROZ']);

/** Whether a decimal fits a schema type of `integer` digits before the point and `fraction` after. */
const fits = (d: Decimal, integer: number, fraction: number): boolean =>
  d.decimalPlaces() <= fraction && d.abs().truncated().toFixed().length <= integer;

/** The invoices a non-correction names: a ROZ's advance invoices (FakturaZaliczkowa), else none. */
function advanceInvoiceFindings(inv: CalculatedInvoice, kind: string): KsefFinding[] {
  const out: KsefFinding[] = [];
  const refuse = (id: string, path: string, message: string) =>
    out.push({ id, path, notCarried: true, message });
  const preceding = inv.precedingInvoices ?? [];
  if (KSEF_CORRECTIONS.has(kind) || !preceding.length) return out;
  if (kind !== 'ROZ') {
    refuse(
      'DaneFaKorygowanej',
      'preceding_invoices',
      `FA(3) names earlier invoices in a correction (DaneFaKorygowanej) or a settlement invoice's advance invoices (ROZ, FakturaZaliczkowa), not in ${kind}`,
    );
    return out;
  }
  preceding.forEach((p, i) => {
    if (p.date)
      refuse(
        'FakturaZaliczkowa',
        `preceding_invoices[${i}].date`,
        'FA(3) names an advance invoice by its number or KSeF number, without its date: leave the date out',
      );
    if (p.ksefNumber && p.number !== p.ksefNumber)
      refuse(
        'FakturaZaliczkowa/NrKSeFFaZaliczkowej',
        `preceding_invoices[${i}].number`,
        'FA(3) names an advance invoice issued through KSeF by its KSeF number alone: give number equal to ksef_number, or leave ksef_number out for one issued outside KSeF (NrFaZaliczkowej)',
      );
  });
  return out;
}

export function ksefOrderFindings(inv: CalculatedInvoice): KsefFinding[] {
  const out: KsefFinding[] = [];
  const add = (id: string, path: string, message: string, notCarried = false) =>
    out.push({ id, path, notCarried, message });
  /** A value beyond its schema type's digits: OUT_OF_RANGE. */
  const beyond = (id: string, path: string, what: string) =>
    out.push({ id, path, notCarried: false, outOfRange: true, message: `${what} in the schema` });
  const kind = ksefKind(inv) ?? 'VAT';
  out.push(...advanceInvoiceFindings(inv, kind));
  const amount = (d: Decimal | undefined, id: string, path: string) => {
    if (d && !fits(d, 16, 2)) beyond(id, path, 'an amount has at most 16 digits and 2 decimals');
  };
  if (inv.kwotaPrzedKorekta) {
    if (!BEFORE_CORRECTION_KINDS.has(kind))
      add(
        'P_15ZK',
        'kwota_przed_korekta',
        `FA(3) states the amount before a correction for KOR_ZAL and KOR_ROZ only, not ${kind}`,
        true,
      );
    amount(inv.kwotaPrzedKorekta, 'P_15ZK', 'kwota_przed_korekta');
  }
  inv.rozliczenie?.charges.forEach((c, i) =>
    amount(c.amount, 'Obciazenia/Kwota', `rozliczenie.charges[${i}].amount`),
  );
  inv.rozliczenie?.deductions.forEach((d, i) =>
    amount(d.amount, 'Odliczenia/Kwota', `rozliczenie.deductions[${i}].amount`),
  );
  const z = inv.zamowienie;
  if (!z) return out;
  if (!ORDER_KINDS.has(kind))
    add(
      'Zamowienie',
      'zamowienie',
      `FA(3) states the order of an advance invoice (ZAL) or of its correction (KOR_ZAL) only, not ${kind}`,
      true,
    );
  amount(z.value, 'WartoscZamowienia', 'zamowienie.value');
  z.lines.forEach((l, i) => {
    const at = `zamowienie.lines[${i}]`;
    if (l.quantity && !fits(l.quantity, 16, 6))
      beyond('P_8BZ', `${at}.quantity`, 'a quantity has at most 16 digits and 6 decimals');
    if (l.unitPrice && !fits(l.unitPrice, 14, 8))
      beyond('P_9AZ', `${at}.unit_price`, 'a price has at most 14 digits and 8 decimals');
    amount(l.netAmount, 'P_11NettoZ', `${at}.net_amount`);
    amount(l.vatAmount, 'P_11VatZ', `${at}.vat_amount`);
  });
  return out;
}
