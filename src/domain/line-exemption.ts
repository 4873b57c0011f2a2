/**
 * The VAT exemption reason (BT-120, BT-121) that goes with a category: the invoice's own
 * (vatExemptions, stated per category), else the category's default. Syntaxes that repeat it on
 * the line (CII EXTENDED, UBL EXTENDED-CTC-FR) must state what the breakdown states.
 */
import type { CalculatedInvoice } from './model.js';
import { taxCategoryRule } from './tax-category.js';

export function exemptionOf(
  inv: CalculatedInvoice,
  category: string,
): { reason?: string; reasonCode?: string } {
  const given = inv.vatExemptions?.find((e) => e.category === category);
  if (given) return given;
  const rule = taxCategoryRule(category);
  return { reason: rule.exemptionReason, reasonCode: rule.exemptionReasonCode };
}
