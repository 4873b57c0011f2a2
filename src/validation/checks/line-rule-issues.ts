/**
 * The line rules of the target's rule set (line-figure-rules.ts) that need no domain finding: a
 * price base quantity unit, a line period, an allowance's base amount without its percentage.
 * Each issue is named by the rule of the target's rule set.
 */
import type { AllowanceChargeInput, CalculatedInvoice } from '../../domain/model.js';
import type { LineFigureRules } from '../../formats/line-figure-rules.js';
import type { RuleIssue } from './issues.js';

/**
 * A price base quantity (BT-149, written with its unit BT-150) in another unit than the invoiced
 * quantity's (BT-130), where the target's rule set refuses it (PEPPOL-EN16931-R130, ibr-088).
 */
export function baseQuantityUnitIssues(
  invoice: CalculatedInvoice,
  rules: LineFigureRules | undefined,
): RuleIssue[] {
  const rule = rules?.baseQuantityUnit;
  if (!rule) return [];
  return invoice.lines.flatMap((line, i) =>
    line.baseQuantity && line.baseQuantityUnit && line.baseQuantityUnit !== line.unitCode
      ? [
          {
            path: `$.invoice.items[${i}].base_quantity_unit`,
            code: rule,
            message: `the price base quantity's unit ${line.baseQuantityUnit} must be the invoiced quantity's unit ${line.unitCode} (BT-150, BT-130; ${rule})`,
          },
        ]
      : [],
  );
}

/**
 * A line period (BG-26) starting before or ending after the invoicing period (BG-14), where the
 * target's rule set refuses it (PEPPOL-EN16931-R110/R111, ibr-085/086). Dates are YYYY-MM-DD.
 */
export function linePeriodIssues(
  invoice: CalculatedInvoice,
  rules: LineFigureRules | undefined,
): RuleIssue[] {
  const period = invoice.invoicingPeriod;
  if (!rules?.linePeriod || !period) return [];
  const [startRule, endRule] = rules.linePeriod;
  return invoice.lines.flatMap((line, i) => {
    const own = line.period;
    const base = `$.invoice.items[${i}].period`;
    return [
      ...(own?.start && period.start && own.start < period.start
        ? [
            {
              path: `${base}.start`,
              code: startRule,
              message: `the line period starts ${own.start}, before the invoicing period (${period.start}): it must be within it (BT-134, BT-73; ${startRule})`,
            },
          ]
        : []),
      ...(own?.end && period.end && own.end > period.end
        ? [
            {
              path: `${base}.end`,
              code: endRule,
              message: `the line period ends ${own.end}, after the invoicing period (${period.end}): it must be within it (BT-135, BT-74; ${endRule})`,
            },
          ]
        : []),
    ];
  });
}

/**
 * An allowance or charge that states its base amount without its percentage, where the target's
 * rule set wants both (PEPPOL-EN16931-R042, PINT A-NZ and AE aligned-ibrp-057/058, on document
 * and line level). A percentage without base is refused everywhere.
 */
export function percentageWithBaseIssues(
  invoice: CalculatedInvoice,
  rules: LineFigureRules | undefined,
): RuleIssue[] {
  const want = rules?.percentageWithBase;
  if (!want) return [];
  const missing = (list: readonly AllowanceChargeInput[], base: string, rule: string) =>
    list.flatMap((a, i) =>
      a.baseAmount !== undefined && a.percentage === undefined
        ? [
            {
              path: `${base}[${i}].percentage`,
              code: rule,
              message: `an allowance or charge that states its base amount states its percentage too (${rule})`,
            },
          ]
        : [],
    );
  return [
    ...missing(invoice.allowances, '$.invoice.allowances', want.allowance),
    ...missing(invoice.charges, '$.invoice.charges', want.charge),
    ...(want.lines
      ? invoice.lines.flatMap((line, i) => [
          ...missing(
            line.allowances,
            `$.invoice.items[${i}].allowances`,
            want.lineAllowance ?? want.allowance,
          ),
          ...missing(line.charges, `$.invoice.items[${i}].charges`, want.lineCharge ?? want.charge),
        ])
      : []),
  ];
}
