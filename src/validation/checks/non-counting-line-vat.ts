/**
 * Factur-X EXTENDED's BR-FXEXT-<category>-01 (S, Z, E, AE, K, G, O, L, M), and EN 16931's
 * BR-<category>-01 in UBL for the XRechnung Extension's sub-lines: a document whose lines
 * state a VAT category has that category in its VAT breakdown (BG-23). Their XPath counts every
 * line whatever its status (the status test sits on SpecifiedLineTradeSettlement, which has no
 * such child), so a GROUP or INFORMATION line, which the breakdown leaves out, may state only a
 * category a counting line, allowance or charge brings into the breakdown. Such a line is refused
 * at its tax_category before it is written; one that states no VAT is written without
 * (line-values.ts).
 */
import { groupLineIds, lineStatus, statesNoVat } from '../../domain/line-groups.js';
import type { CalculatedInvoice } from '../../domain/model.js';
import type { RuleIssue as Issue } from './issues.js';
import { ruleCategory } from './stated-taxable-amount.js';

/**
 * The rule sets with such rules, and their ids' prefix: Factur-X EXTENDED's, and EN 16931's in
 * UBL, whose BR-<category>-01 count every cac:ClassifiedTaxCategory (//), the XRechnung
 * Extension's sub invoice lines among them (sub-invoice-lines.ts).
 */
const RULE_SETS: ReadonlyMap<string, string> = new Map([
  ['facturx-extended', 'BR-FXEXT-'],
  ['en16931-ubl', 'BR-'],
]);

/** The categories that have a BR-FXEXT-x-01 rule. */
const JUDGED = new Set(['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M']);

export function nonCountingLineVatIssues(
  inv: CalculatedInvoice,
  ruleSetIds: readonly string[],
): Issue[] {
  const prefix = ruleSetIds.map((id) => RULE_SETS.get(id)).find(Boolean);
  if (!prefix) return [];
  const groups = groupLineIds(inv.lines);
  const inBreakdown = new Set(inv.vatBreakdown.map((b) => b.category));
  const out: Issue[] = [];
  inv.lines.forEach((line, i) => {
    // Factur-X EXTENDED writes a line that states no VAT without any; UBL writes every line's.
    if (!JUDGED.has(line.taxCategory) || inBreakdown.has(line.taxCategory)) return;
    if (prefix === 'BR-FXEXT-' && statesNoVat(line)) return;
    const rule = `${prefix}${ruleCategory(line.taxCategory)}-01`;
    const status = lineStatus(line, groups);
    if (status === 'DETAIL') return;
    out.push({
      path: `$.invoice.items[${i}].tax_category`,
      code: rule,
      message: `${status} line ${line.id} states VAT category ${line.taxCategory}, which no line that counts, allowance or charge has: the official rules then ask for a ${line.taxCategory} VAT breakdown (${rule}), which only those make. Give it a category of the invoice's breakdown (${[...inBreakdown].join(', ') || 'none'})${prefix === 'BR-FXEXT-' ? ', or state no VAT on it (no tax_category, vat_rate 0)' : ''}`,
    });
  });
  return out;
}
