/**
 * MINIMUM and BASIC WL documents carry no lines (BG-25), but the public invoice needs at least
 * one. We build one line per VAT breakdown (BG-23: BT-116 at BT-119, category BT-118), or for
 * MINIMUM (no BG-23) one line "Total" of BT-109 whose rate is BT-110 ÷ BT-109 when that rate
 * reproduces BT-110 to the cent (category S), 0 when BT-110 is 0 (category left to generate).
 * When BT-110 matches no single rate (several rates in one MINIMUM document), the line gets
 * rate 0 and BT-110 is reported as dropped: no rate is invented. The caller reports the
 * synthesis as a warning.
 */
import { Decimal } from 'decimal.js';
import type { Element } from '@xmldom/xmldom';
import type { LineInput } from '../../../domain/model.js';
import { textOf, type DomWalk } from '../../../retrieve/dom-walk.js';
import { decimalOf, round2 } from '../../../retrieve/line-price.js';
import type { Dropped } from '../../../retrieve/read-result.js';

/** Lines standing for the document's VAT breakdown or totals; empty when neither exists. */
export function summaryLines(w: DomWalk, settlement: Element | undefined, dropped: Dropped[]): LineInput[] {
  const lines: LineInput[] = [];
  for (const tax of w.all(settlement, 'ram:ApplicableTradeTax')) {
    const basis = decimalOf(textOf(w.one(tax, 'ram:BasisAmount'))); // BT-116
    if (!basis) continue;
    const rate = decimalOf(textOf(w.one(tax, 'ram:RateApplicablePercent'))) ?? new Decimal(0); // BT-119
    const category = textOf(w.one(tax, 'ram:CategoryCode')) ?? 'S'; // BT-118
    lines.push(line(lines.length + 1, `VAT ${category} ${rate.toString()}%`, basis, rate, category));
  }
  if (lines.length > 0) return lines;
  const sums = w.one(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const basis = decimalOf(textOf(w.one(sums, 'ram:TaxBasisTotalAmount'))); // BT-109
  if (!basis) return [];
  const taxTotal = decimalOf(textOf(w.one(sums, 'ram:TaxTotalAmount'))) ?? new Decimal(0); // BT-110
  let rate = basis.isZero() ? new Decimal(0) : taxTotal.times(100).dividedBy(basis).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (!round2(basis.times(rate).dividedBy(100)).equals(taxTotal)) {
    rate = new Decimal(0);
    dropped.push({
      bt: 'BT-110',
      path: '/CrossIndustryInvoice/.../SpecifiedTradeSettlementHeaderMonetarySummation/TaxTotalAmount',
      value: taxTotal.toString(),
      reason: `no single VAT rate gives this VAT total on ${basis.toString()} (the document has several rates and no VAT breakdown); the line was returned at vat_rate 0`,
    });
  }
  return [line(1, 'Total', basis, rate, rate.isZero() ? undefined : 'S')];
}

function line(n: number, description: string, amount: Decimal, rate: Decimal, category: string | undefined): LineInput {
  const out: LineInput = { id: String(n), description, quantity: new Decimal(1), unitCode: 'C62', unitPrice: amount, vatRate: rate };
  if (category) out.taxCategory = category;
  if (amount.isNegative()) {
    out.quantity = new Decimal(-1);
    out.unitPrice = amount.negated();
  }
  return out;
}
