/**
 * The XRechnung Extension's sub invoice lines (BG-DEX-01; rows with `subInvoiceLines`): a line
 * with a parent (parent_line_id) is written inside it as a cac:SubInvoiceLine. There only the
 * lines without a parent count in the totals (BR-CO-10 sums cac:InvoiceLine; a sub-line details
 * its parent's amount, BR-DEX-02), so before anything is written:
 * - a sub-line is an INFORMATION line, stated: left to the default, a line others name would be
 *   a GROUP line and its sub-lines would count instead (line-groups.ts), which the Extension
 *   cannot say;
 * - a line without a parent counts: line_status DETAIL, or none;
 * - (a sub-line states its VAT category, BR-DEX-03: the UBL writer writes every line's, and
 *   non-counting-line-vat.ts asks it in the VAT breakdown, BR-<category>-01);
 * - every chain of parents ends at a line without one, within the depth the reader reads back
 *   (MAX_SUB_LINE_DEPTH): no cycle, which would leave its lines out of the document.
 * A parent named by two lines' ids, or by none, is the domain's refusal (line-problems.ts).
 */
import { MAX_SUB_LINE_DEPTH } from '../../syntax/ubl/index.js';
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';

const status = (s: string): string => s.trim().toUpperCase();

export function checkSubInvoiceLines(ctx: CheckContext): void {
  if (!ctx.row?.subInvoiceLines) return;
  const items = ctx.invoice.items;
  const parentOf = new Map<string, string>();
  // A line's id as generate takes it (BT-126: its position when not given).
  const idOf = (i: number): string => items[i]!.id.trim() || String(i + 1);
  items.forEach((item, i) => {
    if (!parentOf.has(idOf(i))) parentOf.set(idOf(i), item.parentLineId.trim());
  });
  items.forEach((item, i) => {
    const base = `$.invoice.items[${i}]`;
    const parent = item.parentLineId.trim();
    if (!parent) {
      if (!['', 'DETAIL'].includes(status(item.lineStatus)) && !ctx.out.has(`${base}.line_status`))
        ctx.out.add(
          `${base}.line_status`,
          IssueCode.INVALID_VALUE,
          `${ctx.row!.label}: a line without parent_line_id is an invoice line (BG-25), which counts in the totals (BR-CO-10): give line_status DETAIL or none`,
          'DETAIL or empty',
        );
      return;
    }
    if (status(item.lineStatus) !== 'INFORMATION' && !ctx.out.has(`${base}.line_status`))
      ctx.out.add(
        `${base}.line_status`,
        IssueCode.INVALID_VALUE,
        `${ctx.row!.label}: a line with parent_line_id is a sub invoice line (BG-DEX-01), which details its parent's amount and counts in no total (only invoice lines do, BR-CO-10): give line_status INFORMATION`,
        'INFORMATION',
      );
    // Up the chain of parents: it must reach a line without one (an unknown id stops it too).
    const seen = new Set<string>([idOf(i)]);
    let depth = 0;
    let cyclic = false;
    for (let up = parent; up && depth <= MAX_SUB_LINE_DEPTH; up = parentOf.get(up) ?? '') {
      depth += 1;
      if (seen.has(up)) {
        cyclic = true;
        break;
      }
      seen.add(up);
    }
    if ((cyclic || depth > MAX_SUB_LINE_DEPTH) && !ctx.out.has(`${base}.parent_line_id`))
      ctx.out.add(
        `${base}.parent_line_id`,
        IssueCode.INVALID_VALUE,
        cyclic
          ? `${ctx.row!.label}: parent_line_id ${parent} leads back to line ${idOf(i)}: a sub invoice line's parents end at an invoice line (one without parent_line_id)`
          : `${ctx.row!.label}: sub invoice lines are written at most ${MAX_SUB_LINE_DEPTH} levels below their invoice line`,
      );
  });
}
