/**
 * PINT SG BR-CO-17-GST-SG judges each GST breakdown group (BG-23) by its rate BT-119 rounded to a
 * whole number, as XPath round() does (half up):
 * - a rate that rounds to 0 (below 0.5 %, or none) wants the category tax BT-117 to round to 0;
 * - another rate wants BT-117 within 2 of BT-116 × rate / 100 rounded to the cent.
 * So a small positive rate whose GST is 0.50 or more (0.005 % of 20000.00 = 1.00), or a stated
 * tax amount off by 2, is refused here rather than written and rejected.
 */
import { round2, type Decimal } from '../../domain/decimal.js';
import type { CalculatedInvoice, VatBreakdown } from '../../domain/model.js';
import type { RuleIssue } from './issues.js';

const RULE = 'BR-CO-17-GST-SG';

/** XPath round(): half toward positive infinity. */
const xpathRound = (d: Decimal): Decimal => d.plus('0.5').floor();

/** Why the group fails the rule, or undefined when it passes. */
function failure(g: VatBreakdown): string | undefined {
  const tax = g.taxAmount;
  if (xpathRound(g.rate).isZero())
    return xpathRound(tax).isZero()
      ? undefined
      : `the rate rounds to 0, so its GST must round to 0 too, not ${tax.toFixed(2)}`;
  const expected = round2(g.taxableAmount.abs().times(g.rate).dividedBy(100));
  return tax.abs().minus(expected).abs().lessThan(2)
    ? undefined
    : `its GST ${tax.toFixed(2)} is 2 or more from ${g.taxableAmount.toFixed(2)} × ${g.rate.toString()} % = ${expected.toFixed(2)}`;
}

/** The JSON field the group comes from: its stated tax amount, else the first line, allowance or charge at its category and rate. */
function groupPath(inv: CalculatedInvoice, g: VatBreakdown): string {
  const same = (e: { taxCategory: string; vatRate: Decimal }) =>
    e.taxCategory === g.category && e.vatRate.equals(g.rate);
  const stated = (inv.statedVatBreakdown ?? []).findIndex(
    (s) => s.category === g.category && s.rate.equals(g.rate) && s.taxAmount,
  );
  if (stated >= 0) return `$.invoice.vat_breakdown[${stated}].tax_amount`;
  for (const [list, name] of [
    [inv.lines, 'items'],
    [inv.allowances, 'allowances'],
    [inv.charges, 'charges'],
  ] as const) {
    const k = (list as readonly { taxCategory: string; vatRate: Decimal }[]).findIndex(same);
    if (k >= 0) return `$.invoice.${name}[${k}].vat_rate`;
  }
  return '$.invoice.vat_breakdown';
}

/** The GST breakdown groups PINT SG's BR-CO-17-GST-SG refuses. */
export function sgBreakdownIssues(inv: CalculatedInvoice): RuleIssue[] {
  return inv.vatBreakdown.flatMap((g) => {
    const why = failure(g);
    return why
      ? [
          {
            path: groupPath(inv, g),
            code: RULE,
            message: `PINT SG checks a GST category's tax against its rate rounded to a whole number (${RULE}): for ${g.category} ${g.rate.toString()} %, ${why}`,
          },
        ]
      : [];
  });
}
