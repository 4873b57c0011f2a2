/**
 * BG-25 line maths: BT-131 line net amount = BT-129 quantity × BT-146 net price ÷ BT-149 base
 * quantity (default 1), rounded half-up to 2 decimals, − Σ BT-136 line allowances + Σ BT-141 line
 * charges (BG-27/BG-28, each 2 decimals, computed from base × percentage when not given);
 * BT-151 resolved; BT-152 as the category allows. BT-126 defaults to the 1-based position.
 * EN 16931-1 gives that formula as information, and neither the CEN rules nor the CIUS rules of
 * the CII family check it (Peppol's PEPPOL-EN16931-R120 does, within 0.02): valid documents state
 * line amounts rounded otherwise (whole forints, per unit) or priced per a base quantity the
 * formula does not reproduce. So a stated BT-131 is the line's amount, written and counted as
 * stated; the computed one is kept beside it and a difference is reported (line-problems.ts).
 * A stated BT-131 with more than 2 decimals is compared at its own scale: quantity × price rounded
 * half-up to as many decimals (PINT OM states line amounts in baisa, the rial's thousandths,
 * IBR-071-OM; the other PINT specifications let a line amount go unrounded, ibr-co-10 rounding
 * only their sum).
 */
import { Decimal, round2, sum } from './decimal.js';
import { calculateAllowanceCharge } from './allowance-charge.js';
import type { CalculatedLine, LineInput } from './model.js';
import { deriveTaxCategory, effectiveRate } from './tax-category.js';

/** The decimals a line's amount is computed with: 2, or those of its stated BT-131 when more. */
function lineScale(line: LineInput): number {
  return Math.max(2, line.statedNetAmount?.decimalPlaces() ?? 2);
}

/** BT-129 × BT-146 ÷ BT-149 rounded half-up to the line's scale: the amount before line allowances and charges. */
export function lineItemAmount(line: LineInput): ReturnType<typeof round2> {
  const base = line.baseQuantity && !line.baseQuantity.isZero() ? line.baseQuantity : undefined;
  const gross = line.quantity.mul(line.unitPrice);
  const amount = base ? gross.div(base) : gross;
  const scale = lineScale(line);
  return scale > 2 ? amount.toDecimalPlaces(scale, Decimal.ROUND_HALF_UP) : round2(amount);
}

/** Computes one line; `index` is its 0-based position, used for BT-126 when no id is given. */
export function calculateLine(line: LineInput, index: number): CalculatedLine {
  const taxCategory = deriveTaxCategory(line.taxCategory, line.vatRate);
  const allowances = (line.allowances ?? []).map(calculateAllowanceCharge); // BG-27
  const charges = (line.charges ?? []).map(calculateAllowanceCharge); // BG-28
  const netAmount = lineItemAmount(line)
    .minus(sum(allowances.map((a) => a.amount)))
    .plus(sum(charges.map((c) => c.amount)));
  // A no-op rounding where every term has 2 decimals; kept at the scale of a line stated with more.
  const computed = lineScale(line) > 2 ? netAmount : round2(netAmount);
  const vatRate = effectiveRate(taxCategory, line.vatRate);
  const lineNet = line.statedNetAmount ?? computed; // BT-131
  // The terms a line input lacks are named before its spread, then set again after it so that
  // they win over stale ones the object may carry (a calculated line calculated again). Not
  // `{ ...line, netAmount }`: V8 (Node 20) adds a key that a spread copy lacks on a slow path
  // (about 1.7 µs), after which about half of what it allocated outlived the next young
  // collection, so every line was promoted and left for a full collection.
  const out: CalculatedLine = {
    netAmount: lineNet,
    computedNetAmount: computed,
    ...line,
    id: line.id?.trim() ? line.id : String(index + 1), // BT-126
    taxCategory, // BT-151
    vatRate, // BT-152
    allowances,
    charges,
  };
  out.netAmount = lineNet;
  out.computedNetAmount = computed;
  if (!vatRate.equals(line.vatRate)) out.givenVatRate = line.vatRate;
  if (!line.taxCategory?.trim()) out.taxCategoryDerived = true;
  return out;
}
