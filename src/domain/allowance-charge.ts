/**
 * Allowance and charge amounts (BG-20/21 document level, BG-27/28 line level): the given amount
 * wins; otherwise amount = base amount × percentage / 100, rounded half-up to 2 decimals
 * (BT-92 = BT-93 × BT-94 / 100, BT-136 = BT-137 × BT-138 / 100, and the charge counterparts).
 * Without either, the amount is 0 here and allowanceChargeProblems() reports BR-31/36/41/43.
 */
import { round2, ZERO, type Decimal } from './decimal.js';
import type { AllowanceChargeInput, CalculatedAllowanceCharge } from './model.js';

/** The amount an allowance or charge stands for, or undefined when it gives neither amount nor base and percentage. */
export function givenOrComputedAmount(ac: AllowanceChargeInput): Decimal | undefined {
  if (ac.amount) return ac.amount;
  if (ac.baseAmount && ac.percentage) return round2(ac.baseAmount.mul(ac.percentage).div(100));
  return undefined;
}

/** An allowance or charge with its amount (0 when none can be known; a problem is reported). */
export function calculateAllowanceCharge(ac: AllowanceChargeInput): CalculatedAllowanceCharge {
  return { ...ac, amount: givenOrComputedAmount(ac) ?? ZERO };
}
