/**
 * The gross method of Poland's VAT act (art. 106e ust. 7-8), KSeF FA(3) P_9B / P_11A: the lines
 * state prices and values with VAT, and the VAT of each rate is computed once from its lines'
 * gross sum, VAT = gross × rate / (100 + rate) rounded half-up to 2 decimals (ust. 8), never from
 * a net amount. The taxable amount of the rate (P_13_x, BT-116) is the gross sum less that VAT.
 * EN 16931 needs a net amount per line (BT-131) whose sum is the taxable amount (BR-S-08): each
 * line's net is its gross less its own VAT by the same formula, and the last line of the rate
 * takes what the rounding leaves, so that the lines add up to the rate's taxable amount exactly.
 * A rate whose sums the invoice states (vat_breakdown, e.g. the Ministry's example 19: 813 / 187
 * of a gross 1000, where ust. 8 gives 813.01 / 186.99) has the stated taxable amount (or the gross
 * sum less the stated VAT) as its lines' net total, so that BT-131, BT-116, BT-109 and BT-112 agree
 * (BR-CO-13, BR-S-08, BR-CO-15) and only BT-117 differs from the formula, within the 1.00 that
 * BR-CO-17 tolerates (a warning, and a KSeF finding beyond it).
 */
import { Decimal, round2, sum, ZERO } from './decimal.js';
import type { CalculatedLine, InvoiceInput } from './model.js';
import { taxCategoryRule } from './tax-category.js';

/** Whether a category and rate charge VAT (the zero-rate and untaxed categories do not). */
const charged = (category: string, rate: Decimal): boolean => {
  const rule = taxCategoryRule(category);
  return rule.rate !== 'zero' && !rule.noTaxCharged && !rate.isZero();
};

/** The VAT contained in a gross amount at a rate: gross × rate / (100 + rate), half-up to 2 decimals (art. 106e ust. 8). */
export function vatInGross(gross: Decimal, category: string, rate: Decimal): Decimal {
  return charged(category, rate) ? round2(gross.mul(rate).div(rate.plus(100))) : ZERO;
}

/**
 * Lines of a gross-method invoice: each line's computed amount (quantity × unitPrice − allowances,
 * calculateLine's) is its gross value (grossAmount, P_11A); its netAmount and computedNetAmount
 * become its net share of its rate's taxable amount, as the module comment says.
 */
export function applyGrossMethod(
  lines: CalculatedLine[],
  stated: InvoiceInput['statedVatBreakdown'] = [],
): void {
  const groups = new Map<string, CalculatedLine[]>();
  for (const l of lines) {
    l.grossAmount = l.computedNetAmount ?? l.netAmount;
    const key = `${l.taxCategory}|${l.vatRate.toString()}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  for (const group of groups.values()) {
    const { taxCategory, vatRate } = group[0]!;
    const gross = sum(group.map((l) => l.grossAmount!));
    const given = stated.find((s) => s.category === taxCategory && s.rate.equals(vatRate));
    const taxable =
      given?.taxableAmount ??
      gross.minus(given?.taxAmount ?? vatInGross(gross, taxCategory, vatRate));
    let allotted = new Decimal(0);
    group.forEach((l, i) => {
      const net =
        i === group.length - 1
          ? taxable.minus(allotted)
          : l.grossAmount!.minus(vatInGross(l.grossAmount!, taxCategory, vatRate));
      allotted = allotted.plus(net);
      l.netAmount = net;
      l.computedNetAmount = net;
    });
  }
}
