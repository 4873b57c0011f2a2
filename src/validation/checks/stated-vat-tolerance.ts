/**
 * A BG-23 group stated as a document has it (vat_breakdown) is written as stated, so its VAT
 * (BT-117) must be within what the official rules of the row allow around its taxable amount
 * (BT-116) × rate / 100 rounded to the cent; otherwise generate would write a document those rules
 * reject. Checked before generate, at the stated tax_amount:
 * - BR-CO-17 of the CEN rules (EN 16931 CII and UBL, and the sets that run them: Factur-X BASIC WL
 *   to EXTENDED, Peppol BIS): less than 1 currency unit off; 0 (rounded) at rate 0;
 * - BR-FXEXT-S-09b of Factur-X EXTENDED, and BR-FXEXT-S-09 / BR-FREXT-S-09 of the FNFE-MPE
 *   EXTENDED-CTC-FR rules (CII, UBL): for a standard-rated group also at most 0.01 per DETAIL
 *   line, document allowance and charge at that rate (a HUF amount stated in whole forints is
 *   off by up to 0.50 and refused there).
 * - aligned-ibrp-s-09 of PINT AE: a standard-rated group within 0.02 (its examples state BT-117
 *   with 4 decimals).
 * A computed BT-117 is that product. The other PINT, FA(3), FatturaPA and CIUS-PT rule sets judge
 * stated amounts by rules of their own.
 */
import { Decimal } from '../../domain/decimal.js';
import { groupLineIds, lineStatus } from '../../domain/line-groups.js';
import type { CalculatedInvoice, VatBreakdown } from '../../domain/model.js';
import type { RuleIssue as Issue } from './issues.js';

/** The rule sets that state BR-CO-17 with the CEN tolerance. */
const CEN_TOLERANCE = new Set([
  'en16931-cii',
  'en16931-ubl',
  'facturx-basic-wl',
  'facturx-basic',
  'facturx-en16931',
  'facturx-extended',
  'peppol-bis',
  'peppol-bis-cii',
  'extended-ctc-fr-cii',
  'extended-ctc-fr-ubl',
]);
/** The rule sets that state the cent-per-line tolerance of a standard-rated group, with their rule. */
const PER_LINE_TOLERANCE: Readonly<Record<string, string>> = {
  'facturx-extended': 'BR-FXEXT-S-09b',
  'extended-ctc-fr-cii': 'BR-FXEXT-S-09',
  'extended-ctc-fr-ubl': 'BR-FREXT-S-09',
};

/** PINT AE (aligned-ibrp-s-09): a standard-rated group's VAT within 0.02 of BT-116 × rate. */
const FIXED_TOLERANCE: Readonly<Record<string, { rule: string; slack: string }>> = {
  'pint-ae': { rule: 'aligned-ibrp-s-09', slack: '0.02' },
};

/** BT-116 × BT-119 / 100 rounded to the cent, as the rules compute it. */
const product = (g: VatBreakdown): Decimal =>
  g.taxableAmount.abs().times(g.rate).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The issues of the stated groups of a calculated invoice judged by the given rule sets. */
export function statedVatToleranceIssues(
  inv: CalculatedInvoice,
  ruleSetIds: readonly string[],
): Issue[] {
  const cen = ruleSetIds.some((id) => CEN_TOLERANCE.has(id));
  const fixed = ruleSetIds.map((id) => FIXED_TOLERANCE[id]).find(Boolean);
  if ((!cen && !fixed) || !inv.statedVatBreakdown?.length) return [];
  const groups = groupLineIds(inv.lines);
  const out: Issue[] = [];
  inv.statedVatBreakdown.forEach((stated, i) => {
    if (!stated.taxAmount) return;
    const group = inv.vatBreakdown.find(
      (b) => b.category === stated.category && b.rate.equals(stated.rate),
    );
    if (!group) return;
    const path = `$.invoice.vat_breakdown[${i}].tax_amount`;
    const expected = product(group);
    const off = group.taxAmount.abs().minus(expected);
    if (fixed) {
      if (group.category === 'S' && off.abs().greaterThan(fixed.slack))
        out.push({
          path,
          code: fixed.rule,
          message: `The stated VAT ${group.taxAmount.toString()} of S ${group.rate.toString()} % is ${off.toString()} from ${group.taxableAmount.toString()} × ${group.rate.toString()} % = ${expected.toString()}; the rules allow ${fixed.slack} (${fixed.rule}).`,
        });
      return;
    }
    const cenFails = group.rate.isZero()
      ? !group.taxAmount.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).isZero()
      : off.abs().greaterThanOrEqualTo(1);
    if (cenFails) {
      out.push({
        path,
        code: 'BR-CO-17',
        message: `The stated VAT ${group.taxAmount.toString()} of ${group.category} ${group.rate.toString()} % is ${off.toString()} from ${group.taxableAmount.toString()} × ${group.rate.toString()} % = ${expected.toString()}; the rules allow less than 1 (BR-CO-17).`,
      });
      return;
    }
    const rule = ruleSetIds.map((id) => PER_LINE_TOLERANCE[id]).find(Boolean);
    if (!rule || group.category !== 'S') return;
    const atRate = (c: { taxCategory: string; vatRate: Decimal }) =>
      c.taxCategory === 'S' && c.vatRate.equals(group.rate);
    const count =
      inv.lines.filter((l) => atRate(l) && lineStatus(l, groups) === 'DETAIL').length +
      inv.allowances.filter(atRate).length +
      inv.charges.filter(atRate).length;
    const allowed = new Decimal('0.01').times(count);
    if (off.abs().lessThanOrEqualTo(allowed)) return;
    out.push({
      path,
      code: rule,
      message: `The rules allow the VAT of S ${group.rate.toString()} % to differ from ${group.taxableAmount.toString()} × ${group.rate.toString()} % = ${expected.toString()} by at most 0.01 per line, allowance or charge at that rate (${allowed.toString()}), not ${off.toString()} (${rule}): state ${expected.toString()}, or generate another profile.`,
    });
  });
  return out;
}
