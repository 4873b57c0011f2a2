/**
 * Factur-X EXTENDED's BR-FXEXT-<category>-01 (S, Z, E, AE, K, G, O, L, M): a document whose lines
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

const RULE_SETS: ReadonlySet<string> = new Set(['facturx-extended']);

/** The rule of each category (the Factur-X rule ids name K, L and M by IC, AF and AG). */
const RULE_OF_CATEGORY: Readonly<Record<string, string>> = {
  S: 'BR-FXEXT-S-01',
  Z: 'BR-FXEXT-Z-01',
  E: 'BR-FXEXT-E-01',
  AE: 'BR-FXEXT-AE-01',
  K: 'BR-FXEXT-IC-01',
  G: 'BR-FXEXT-G-01',
  O: 'BR-FXEXT-O-01',
  L: 'BR-FXEXT-AF-01',
  M: 'BR-FXEXT-AG-01',
};

export function nonCountingLineVatIssues(
  inv: CalculatedInvoice,
  ruleSetIds: readonly string[],
): Issue[] {
  if (!ruleSetIds.some((id) => RULE_SETS.has(id))) return [];
  const groups = groupLineIds(inv.lines);
  const inBreakdown = new Set(inv.vatBreakdown.map((b) => b.category));
  const out: Issue[] = [];
  inv.lines.forEach((line, i) => {
    const rule = RULE_OF_CATEGORY[line.taxCategory];
    if (!rule || inBreakdown.has(line.taxCategory) || statesNoVat(line)) return;
    const status = lineStatus(line, groups);
    if (status === 'DETAIL') return;
    out.push({
      path: `$.invoice.items[${i}].tax_category`,
      code: rule,
      message: `${status} line ${line.id} states VAT category ${line.taxCategory}, which no line that counts, allowance or charge has: Factur-X EXTENDED then asks for a ${line.taxCategory} VAT breakdown (${rule}), which only those make. Give it a category of the invoice's breakdown (${[...inBreakdown].join(', ') || 'none'}), or state no VAT on it (no tax_category, vat_rate 0)`,
    });
  });
  return out;
}
