/**
 * Line rules beyond the amounts themselves: BR-28 gross price not negative; BT-146 = BT-148 −
 * BT-147 when a gross price is given (a warning, a net price above the gross price too: the
 * given net price counts); a price discount needs a gross price, further EXTENDED price discounts
 * need the first; BR-30 line period end not before its start; a stated
 * BT-131 (net_amount) other than the computed one is a warning naming the difference (never
 * silently different amounts; see line-amounts.ts); BT-126 ids
 * unique; an EXTENDED parent_line_id names an existing line other than itself.
 */
import { ZERO, type Decimal } from './decimal.js';
import type { CalculatedInvoice } from './model.js';
import type { DomainProblem } from './problem.js';

/** Problems with the lines of a calculated invoice (empty when fine). */
/** An amount as a message shows it: 2 decimals, or the 3 of one stated in baisa (PINT OM). */
function shown(d: Decimal): string {
  return d.toFixed(Math.max(2, Math.min(d.decimalPlaces(), 3)));
}

export function lineProblems(inv: CalculatedInvoice): DomainProblem[] {
  const out: DomainProblem[] = [];
  const ids = new Map<string, number>();
  inv.lines.forEach((l) => ids.set(l.id, (ids.get(l.id) ?? 0) + 1));
  inv.lines.forEach((line, i) => {
    const base = `invoice.items[${i}]`;
    if (line.grossPrice?.isNegative() && !line.grossPrice.isZero()) {
      out.push({
        rule: 'BR-28',
        path: `${base}.gross_price`,
        message: 'The gross price (BT-148) cannot be negative.',
      });
    } else if (line.grossPrice) {
      // The given net price is the one that counts: valid documents round it (2.75 − 0.275 →
      // 2.48), some state it above the gross price, and no EN 16931 rule ties the three together
      // (Peppol's PEPPOL-EN16931-R046 does, exactly): a difference is a warning naming it, which
      // the rule sets that judge it refuse (line-figure-rules.ts).
      // EXTENDED's further price discounts come off the gross price too. Without a discount the
      // net price is the gross price (the UBL writers state the discount 0; Peppol's R046 and its
      // kin take a missing one as 0).
      const net = (line.furtherPriceDiscounts ?? []).reduce(
        (n, d) => n.minus(d),
        line.grossPrice.minus(line.priceDiscount ?? ZERO),
      );
      if (!net.equals(line.unitPrice)) {
        const difference = line.unitPrice.minus(net);
        out.push({
          rule: 'BT-146',
          path: `${base}.unit_price`,
          severity: 'warning',
          difference,
          message: `unit_price ${line.unitPrice.toString()} differs by ${difference.toString()} from gross_price − price_discount${line.furtherPriceDiscounts?.length ? ' − further_price_discounts' : ''} (${net.toString()}); the given net price is written and counts.`,
        });
      }
    }
    if (line.priceDiscount && !line.grossPrice) {
      out.push({
        rule: 'BT-147',
        path: `${base}.gross_price`,
        message: 'A price discount needs the gross price it is taken from.',
      });
    }
    if (line.furtherPriceDiscounts?.length && !line.priceDiscount) {
      out.push({
        rule: 'BT-147',
        path: `${base}.price_discount`,
        message: 'Further price discounts follow the first one (price_discount): give it first.',
      });
    }
    if (line.period?.start && line.period.end && line.period.end < line.period.start) {
      out.push({
        rule: 'BR-30',
        path: `${base}.period.end`,
        message: 'The line period cannot end before it starts.',
      });
    }
    const computed = line.computedNetAmount ?? line.netAmount;
    if (line.statedNetAmount && !line.statedNetAmount.equals(computed)) {
      const difference = line.statedNetAmount.minus(computed);
      out.push({
        rule: 'BT-131',
        path: `${base}.net_amount`,
        severity: 'warning',
        difference,
        message: `The stated net amount ${shown(line.statedNetAmount)} differs by ${shown(difference)} from quantity × price ÷ base quantity − allowances + charges (${shown(computed)}); it is written and counted in the totals as stated.`,
      });
    }
    // EN 16931 calls BT-126 unique but no rule checks it, and valid documents repeat ids: a
    // warning, unless a line names the repeated id as its group (then it names no one line).
    if ((ids.get(line.id) ?? 0) > 1) {
      const named = inv.lines.some((l) => l.parentLineId === line.id);
      out.push({
        rule: 'BT-126',
        path: `${base}.id`,
        message: `Line id ${line.id} is used by more than one line${named ? ' and named as a parent_line_id' : ''}.`,
        ...(named ? {} : { severity: 'warning' as const }),
      });
    }
    if (line.parentLineId && (line.parentLineId === line.id || !ids.has(line.parentLineId))) {
      out.push({
        rule: 'BT-126',
        path: `${base}.parent_line_id`,
        message: `parent_line_id ${line.parentLineId} names no other line of the invoice.`,
      });
    }
  });
  return out;
}
