/**
 * The categories a rule set allows one VAT breakdown group (BG-23) of. EXTENDED-CTC-FR lifts
 * EN 16931's "exactly one group per category" so that a sub-invoice (BT-23 B8 … M9) or a line's
 * own exemption reason makes a group of its own, but the FNFE-MPE Schematrons keep some of those
 * rules active: UBL keeps BR-AE-01 (reverse charge) and BR-B-01 (split payment), CII BR-B-01.
 * A document whose lines would make a second group of such a category is refused before it is
 * written, naming the line that makes it.
 */
import { exemptionOf, lineExemptionOf } from '../../domain/line-exemption.js';
import { subInvoiceOf } from '../../domain/sub-invoices.js';
import type { CalculatedInvoice } from '../../domain/model.js';
import type { RuleIssue as Issue } from './issues.js';

/** By rule set id: each category with one group, and the rule that says so. */
const ONE_GROUP: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'extended-ctc-fr-ubl': { AE: 'BR-AE-01', B: 'BR-B-01' },
  'extended-ctc-fr-cii': { B: 'BR-B-01' },
};

/** The issues of a calculated invoice whose breakdown has several groups of a one-group category. */
export function oneGroupCategoryIssues(
  inv: CalculatedInvoice,
  ruleSetIds: readonly string[],
): Issue[] {
  const out: Issue[] = [];
  for (const id of ruleSetIds) {
    for (const [category, rule] of Object.entries(ONE_GROUP[id] ?? {})) {
      if (inv.vatBreakdown.filter((b) => b.category === category).length < 2) continue;
      const lines = inv.lines.flatMap((line, i) => (line.taxCategory === category ? [i] : []));
      const first = lines[0] === undefined ? undefined : inv.lines[lines[0]];
      // The line that makes another group: one with a reason of its own, else another sub-invoice.
      const categoryReason = exemptionOf(inv, category);
      const own = lines.find((i) => {
        const e = lineExemptionOf(inv, inv.lines[i]!);
        return e.reason !== categoryReason.reason || e.reasonCode !== categoryReason.reasonCode;
      });
      const otherSub = lines.find(
        (i) => first && subInvoiceOf(inv.lines[i]!) !== subInvoiceOf(first),
      );
      const ownField =
        own !== undefined && inv.lines[own]!.exemptionReasonCode
          ? 'vat_exemption_reason_code'
          : 'vat_exemption_reason';
      out.push({
        path:
          own !== undefined
            ? `$.invoice.items[${own}].${ownField}`
            : otherSub !== undefined
              ? `$.invoice.items[${otherSub}].tax_category`
              : '$.invoice.items',
        code: rule,
        message: `this profile's rules allow one VAT breakdown group of category ${category} (${rule}): its lines and allowances state the category's exemption reason (vat_exemptions) and one sub-invoice`,
      });
    }
  }
  return out;
}
