/**
 * The rules on allowances and charges as given (the calculated invoice no longer shows what was
 * missing): an amount, or base amount and percentage to compute it from (BR-31 / BR-36 document,
 * BR-41 / BR-43 line); a reason or reason code (BR-33 / BR-38, BR-42 / BR-44); for document
 * allowances/charges a VAT category (BR-32 / BR-37) and rate the lines do not leave open (see
 * document-allowances.ts for the default); a given amount other than base × percentage is a
 * warning (the given amount counts); a percentage without its base amount (PEPPOL-EN16931-R041).
 */
import { Decimal } from './decimal.js';
import { resolveCategory } from './document-allowances.js';
import { countedLines } from './line-groups.js';
import type { AllowanceChargeInput, CalculatedInvoice, InvoiceInput } from './model.js';
import type { DomainProblem } from './problem.js';

type Kind = 'allowance' | 'charge';

/** Rule ids per level and kind: [amount, reason, category]. */
const RULES = {
  document: { allowance: ['BR-31', 'BR-33', 'BR-32'], charge: ['BR-36', 'BR-38', 'BR-37'] },
  line: { allowance: ['BR-41', 'BR-42', ''], charge: ['BR-43', 'BR-44', ''] },
} as const;

function common(
  ac: AllowanceChargeInput,
  path: string,
  kind: Kind,
  level: 'document' | 'line',
): DomainProblem[] {
  const [amountRule, reasonRule] = RULES[level][kind];
  const out: DomainProblem[] = [];
  if (!ac.amount && !(ac.baseAmount && ac.percentage)) {
    out.push({
      rule: amountRule,
      path: `${path}.amount`,
      message: `The ${kind} needs an amount, or a base amount and a percentage to compute it from.`,
    });
  } else if (ac.amount && ac.baseAmount && ac.percentage) {
    // Compared at the given amount's scale: 2 decimals, or more where a PINT line states its
    // amounts unrounded (line-amount-decimals.ts).
    const scale = Math.max(2, ac.amount.decimalPlaces());
    const computed = ac.baseAmount
      .mul(ac.percentage)
      .div(100)
      .toDecimalPlaces(scale, Decimal.ROUND_HALF_UP);
    // The given amount is the one written and counted (EN 16931 has no rule that it equal base ×
    // percentage; Peppol's PEPPOL-EN16931-R040 has, within 0.02): reported, never silent.
    if (!ac.amount.equals(computed)) {
      const difference = ac.amount.minus(computed);
      out.push({
        rule: amountRule,
        path: `${path}.amount`,
        severity: 'warning',
        difference,
        message: `The ${kind} amount ${ac.amount.toFixed(scale)} differs by ${difference.toFixed(scale)} from base amount × percentage / 100 (${computed.toFixed(scale)}); it is written and counted as given.`,
      });
    }
  }
  if (ac.percentage && !ac.baseAmount) {
    // No EN 16931 rule asks for it (the amount is given); Peppol's R041 and its PINT and Omani
    // kin do: refused where the target's rule sets assert it, a warning elsewhere (full-check.ts).
    out.push({
      rule: 'PEPPOL-EN16931-R041',
      path: `${path}.base_amount`,
      message: `A ${kind} percentage needs the base amount it applies to.`,
    });
  }
  if (!ac.reason?.trim() && !ac.reasonCode?.trim()) {
    out.push({
      rule: reasonRule,
      path: `${path}.reason`,
      message: `The ${kind} needs a reason or a reason code.`,
    });
  }
  return out;
}

/** Problems with the given allowances and charges (empty when fine). */
export function allowanceChargeProblems(
  given: InvoiceInput,
  inv: CalculatedInvoice,
): DomainProblem[] {
  const out: DomainProblem[] = [];
  const counted = countedLines(inv.lines);
  for (const kind of ['allowance', 'charge'] as const) {
    const list = kind === 'allowance' ? given.allowances : given.charges;
    (list ?? []).forEach((ac, k) => {
      const path = `invoice.${kind}s[${k}]`;
      out.push(...common(ac, path, kind, 'document'));
      const resolved = resolveCategory(ac, counted);
      if (resolved.categoryAmbiguous) {
        out.push({
          rule: RULES.document[kind][2],
          path: `${path}.tax_category`,
          message: `The lines have several VAT categories: say which one the ${kind} belongs to.`,
        });
      } else if (resolved.rateAmbiguous) {
        out.push({
          rule: RULES.document[kind][2],
          path: `${path}.vat_rate`,
          message: `The lines of category ${resolved.taxCategory} have several VAT rates (or none): say which one the ${kind} belongs to.`,
        });
      }
    });
  }
  given.lines.forEach((line, i) => {
    (line.allowances ?? []).forEach((ac, k) =>
      out.push(...common(ac, `invoice.items[${i}].allowances[${k}]`, 'allowance', 'line')),
    );
    (line.charges ?? []).forEach((ac, k) =>
      out.push(...common(ac, `invoice.items[${i}].charges[${k}]`, 'charge', 'line')),
    );
  });
  return out;
}
