/**
 * BR-FXEXT-08 (Factur-X EXTENDED): a GROUP line's net amount (BT-131) is the sum of the net
 * amounts of the lines directly under it (ParentLineID = its BT-126) that are DETAIL or GROUP
 * lines, to the cent. The writer states every line's status and BT-131 once lines are grouped
 * (line-values.ts), so a group whose sub-lines do not add up to it is refused at its net amount
 * before it is written. The EXTENDED-CTC-FR rules have no such rule.
 */
import { groupLineIds, lineStatus } from '../../domain/line-groups.js';
import type { CalculatedInvoice } from '../../domain/model.js';
import type { RuleIssue as Issue } from './issues.js';

const RULE_SETS: ReadonlySet<string> = new Set(['facturx-extended']);
const COUNTED = new Set(['DETAIL', 'GROUP']);

export function groupLineSumIssues(inv: CalculatedInvoice, ruleSetIds: readonly string[]): Issue[] {
  if (!ruleSetIds.some((id) => RULE_SETS.has(id))) return [];
  const groups = groupLineIds(inv.lines);
  const out: Issue[] = [];
  inv.lines.forEach((group, i) => {
    if (lineStatus(group, groups) !== 'GROUP') return;
    const children = inv.lines.filter(
      (l) => l.parentLineId?.trim() === group.id.trim() && COUNTED.has(lineStatus(l, groups)),
    );
    const sum = children.reduce(
      (s, l) => s.plus(l.netAmount.toDecimalPlaces(2)),
      group.netAmount.times(0),
    );
    if (sum.equals(group.netAmount.toDecimalPlaces(2))) return;
    out.push({
      path: `$.invoice.items[${i}].net_amount`,
      code: 'BR-FXEXT-08',
      message: `group line ${group.id} states ${group.netAmount.toFixed(2)}, its ${children.length} DETAIL and GROUP sub-lines add up to ${sum.toFixed(2)} (BR-FXEXT-08): state the sum, or correct the sub-lines`,
    });
  });
  return out;
}
