/**
 * What FA(3) asks of an advance invoice's order (zamowienie: Zamowienie) and of the amount
 * before a correction (kwota_przed_korekta: P_15ZK): the invoice kinds that have them, and the
 * precision of the schema's types (TKwotowy: 16 integer digits and 2 decimals; TKwotowy2, a
 * price: 14 and 8; TIlosci, a quantity: 16 and 6).
 */
import type { Decimal } from '../../domain/decimal.js';
import type { CalculatedInvoice } from '../../domain/model.js';
import { ksefKind } from './ksef-places.js';
import type { KsefFinding } from './ksef-requirements.js';

/** The kinds whose FA(3) states the order: an advance invoice and its correction. */
const ORDER_KINDS: ReadonlySet<string> = new Set(['ZAL', 'KOR_ZAL']);
/** The kinds whose FA(3) states P_15ZK: the corrections of an advance or settlement invoice. */
const BEFORE_CORRECTION_KINDS: ReadonlySet<string> = new Set(['KOR_ZAL', 'KOR_ROZ']);

/** Whether a decimal fits a schema type of `integer` digits before the point and `fraction` after. */
const fits = (d: Decimal, integer: number, fraction: number): boolean =>
  d.decimalPlaces() <= fraction && d.abs().truncated().toFixed().length <= integer;

export function ksefOrderFindings(inv: CalculatedInvoice): KsefFinding[] {
  const out: KsefFinding[] = [];
  const add = (id: string, path: string, message: string, notCarried = false) =>
    out.push({ id, path, notCarried, message });
  /** A value beyond its schema type's digits: OUT_OF_RANGE. */
  const beyond = (id: string, path: string, what: string) =>
    out.push({ id, path, notCarried: false, outOfRange: true, message: `${what} in the schema` });
  const kind = ksefKind(inv) ?? 'VAT';
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
