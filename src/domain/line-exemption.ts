/**
 * The VAT exemption reason (BT-120, BT-121) that goes with a category: the invoice's own
 * (vatExemptions, stated per category), else the category's default. Syntaxes that repeat it on
 * the line (CII EXTENDED, UBL EXTENDED-CTC-FR) must state what the breakdown states. In
 * EXTENDED-CTC-FR a line may state its own (exemptionReason / exemptionReasonCode), which makes a
 * breakdown group of its own (vat-breakdown.ts); the line then repeats its own.
 */
import type { CalculatedInvoice } from './model.js';
import { taxCategoryRule } from './tax-category.js';

/** BT-120 and BT-121 of a group or a line. */
export interface LineExemption {
  reason?: string;
  reasonCode?: string;
}

/**
 * A line's exemption reason: what it states itself, each part falling back to its category's
 * (the given vat_exemptions entry, else the category's default).
 */
export function lineExemption(
  line: { exemptionReason?: string; exemptionReasonCode?: string },
  given: LineExemption | undefined,
  category: string,
): LineExemption {
  const rule = taxCategoryRule(category);
  const base = given ?? { reason: rule.exemptionReason, reasonCode: rule.exemptionReasonCode };
  return {
    reason: line.exemptionReason ?? base.reason,
    reasonCode: line.exemptionReasonCode ?? base.reasonCode,
  };
}

export function exemptionOf(inv: CalculatedInvoice, category: string): LineExemption {
  const given = inv.vatExemptions?.find((e) => e.category === category);
  return lineExemption({}, given, category);
}

/** The reason a line repeats: its own where its group is its own (EXTENDED-CTC-FR), else its category's. */
export function lineExemptionOf(
  inv: CalculatedInvoice,
  line: { taxCategory: string; exemptionReason?: string; exemptionReasonCode?: string },
): LineExemption {
  const given = inv.vatExemptions?.find((e) => e.category === line.taxCategory);
  return inv.breakdownByLineExemption
    ? lineExemption(line, given, line.taxCategory)
    : lineExemption({}, given, line.taxCategory);
}

/**
 * The reason a document allowance or charge states where lines with reasons of their own split its
 * category into several BG-23 groups (EXTENDED-CTC-FR): its category's, so that the breakdown rules
 * that match by reason (BR-FXEXT-*-08, BR-FREXT-*-08, their "rev" reading) count it in the
 * category's group. None while the category has one group: the rules count by category then.
 */
export function splitCategoryExemption(
  inv: CalculatedInvoice,
  category: string,
): LineExemption | undefined {
  if (!inv.breakdownByLineExemption) return undefined;
  const groups = inv.vatBreakdown.filter((b) => b.category === category).length;
  return groups > 1 ? exemptionOf(inv, category) : undefined;
}
