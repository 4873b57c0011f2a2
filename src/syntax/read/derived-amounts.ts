/**
 * Amounts Factur-X EXTENDED states that the invoice's other terms give back: a VAT group's line
 * total and allowance/charge basis (ApplicableTradeTax LineTotalBasisAmount: the net amounts of
 * the group's lines; AllowanceChargeBasisAmount: its BT-116 less that, as every official EXTENDED
 * sample has it) and a line's total of allowances and charges (TotalAllowanceChargeAmount: the
 * sum of its BT-136 and BT-141 amounts). Such a value is no term of its own: read and compared,
 * nothing is lost when it agrees; one that does not agree cannot be written back and is reported
 * dropped with what the invoice gives instead. A regenerated document states none of them (the
 * elements are optional).
 */
import { Decimal } from '../../domain/decimal.js';
import type { AllowanceChargeInput, LineInput } from '../../domain/model.js';
import { deriveTaxCategory } from '../../domain/tax-category.js';
import type { Values } from '../binding/binding.js';
import { computedNet } from './line-terms.js';
import type { Dropped } from './read-result.js';
import { dec, str } from './values.js';

const total = (xs: readonly (Decimal | undefined)[]): Decimal =>
  xs.reduce<Decimal>((s, x) => s.plus(x ?? 0), new Decimal(0));

/** A line's TotalAllowanceChargeAmount: the sum of its allowance and charge amounts. */
export function reportLineAllowanceChargeTotal(
  v: Values,
  line: LineInput,
  path: string,
  dropped: Dropped[],
): void {
  const stated = dec(v, 'line/total-allowance-charge');
  if (!stated) return;
  const amounts = (xs: AllowanceChargeInput[] | undefined) => (xs ?? []).map((x) => x.amount);
  const given = total([...amounts(line.allowances), ...amounts(line.charges)]);
  if (!stated.equals(given))
    dropped.push({
      bt: 'BG-25',
      path,
      value: stated.toString(),
      reason: `a line's total of allowances and charges: its allowance and charge amounts add up to ${given.toFixed(2)}`,
    });
}

/**
 * Each VAT group's LineTotalBasisAmount and AllowanceChargeBasisAmount against its lines and its
 * stated BT-116; `path(i)` is the source path of the i-th group.
 */
export function reportTaxBasisParts(
  taxes: readonly Values[],
  lines: readonly LineInput[],
  path: (i: number) => string,
  dropped: Dropped[],
): void {
  taxes.forEach((t, i) => {
    const lineTotal = dec(t, 'BG-23/line-total');
    const basisPart = dec(t, 'BG-23/allowance-charge-basis');
    if (!lineTotal && !basisPart) return;
    const category = str(t, 'BT-118') ?? '';
    const rate = dec(t, 'BT-119') ?? new Decimal(0);
    const ofGroup = lines.filter(
      (l) => deriveTaxCategory(l.taxCategory, l.vatRate) === category && l.vatRate.equals(rate),
    );
    const linesGive = total(ofGroup.map((l) => l.statedNetAmount ?? computedNet(l)));
    if (lineTotal && !lineTotal.equals(linesGive))
      dropped.push({
        bt: 'BG-23',
        path: `${path(i)}/LineTotalBasisAmount`,
        value: lineTotal.toString(),
        reason: `the net amounts of the lines of VAT group ${category} ${rate.toString()} % add up to ${linesGive.toFixed(2)}`,
      });
    const basis = dec(t, 'BT-116');
    const expected = basis?.minus(lineTotal ?? linesGive);
    if (basisPart && !(expected && basisPart.equals(expected)))
      dropped.push({
        bt: 'BG-23',
        path: `${path(i)}/AllowanceChargeBasisAmount`,
        value: basisPart.toString(),
        reason: `the allowance and charge part of a VAT group's basis: its taxable amount (BT-116) less its lines' total gives ${expected?.toFixed(2) ?? 'none'}`,
      });
  });
}
