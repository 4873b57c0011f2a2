/**
 * MINIMUM and BASIC WL documents carry no lines (BG-25), but the public invoice needs at least
 * one. We build one line per VAT breakdown (BG-23: BT-116 at BT-119, category BT-118; the
 * document allowances and charges of that category, which the invoice keeps, taken back out of
 * BT-116), or for MINIMUM (no BG-23) one line "Total" of BT-109 whose rate is BT-110 ÷ BT-109
 * when that rate reproduces BT-110 to the cent (category S), 0 when BT-110 is 0 (category left
 * to generate). When BT-110 matches no single rate (several rates in one MINIMUM document), the
 * line gets rate 0 and BT-110 is kept as stated (vat_total, written back by MINIMUM): no rate is
 * invented. The caller reports the synthesis as a warning.
 */
import { Decimal, round2 } from '../../../domain/decimal.js';
import type { DocumentAllowanceChargeInput, LineInput } from '../../../domain/model.js';
import type { Values } from '../../binding/binding.js';
import { dec, list, str } from '../../read/values.js';

/** The lines built, and BT-110 as stated when no single rate gives it. */
export interface SummaryLines {
  lines: LineInput[];
  statedVatTotal?: Decimal;
}

/** Lines standing for the document's VAT breakdown or totals; empty when neither exists. */
export function summaryLines(
  root: Values,
  allowances: DocumentAllowanceChargeInput[],
  charges: DocumentAllowanceChargeInput[],
): SummaryLines {
  const lines: LineInput[] = [];
  const of = (xs: DocumentAllowanceChargeInput[], category: string, rate: Decimal) =>
    xs
      .filter(
        (x) => (x.taxCategory ?? 'S') === category && (x.vatRate ?? new Decimal(0)).equals(rate),
      )
      .reduce((s, x) => s.plus(x.amount ?? 0), new Decimal(0));
  for (const tax of list(root, 'BG-23')) {
    const basis = dec(tax, 'BT-116');
    if (!basis) continue;
    const rate = dec(tax, 'BT-119') ?? new Decimal(0);
    const category = str(tax, 'BT-118') ?? 'S';
    const net = basis.plus(of(allowances, category, rate)).minus(of(charges, category, rate));
    lines.push(line(lines.length + 1, `VAT ${category} ${rate.toString()}%`, net, rate, category));
  }
  if (lines.length > 0) return { lines };
  const basis = dec(root, 'BT-109');
  if (!basis) return { lines: [] };
  const taxTotal = dec(root, 'BT-110') ?? new Decimal(0);
  let rate = basis.isZero()
    ? new Decimal(0)
    : taxTotal.times(100).dividedBy(basis).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (!round2(basis.times(rate).dividedBy(100)).equals(taxTotal)) {
    // Several rates and no breakdown: no rate is invented; the line goes at rate 0 and the
    // invoice keeps BT-110 as stated (vat_total), so the JSON's totals are the document's.
    return {
      lines: [line(1, 'Total', basis, new Decimal(0), undefined)],
      statedVatTotal: taxTotal,
    };
  }
  return { lines: [line(1, 'Total', basis, rate, rate.isZero() ? undefined : 'S')] };
}

function line(
  n: number,
  description: string,
  amount: Decimal,
  rate: Decimal,
  category: string | undefined,
): LineInput {
  const out: LineInput = {
    id: String(n),
    description,
    quantity: new Decimal(1),
    unitCode: 'C62',
    unitPrice: amount,
    vatRate: rate,
  };
  if (category) out.taxCategory = category;
  if (amount.isNegative()) {
    out.quantity = new Decimal(-1);
    out.unitPrice = amount.negated();
  }
  return out;
}
