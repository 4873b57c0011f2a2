/**
 * A VAT rate the caller gave above 0 for a category whose rate is 0 (Z, E, AE, K, G: BR-x-05 on
 * lines, -06 on document allowances, -07 on charges) or that states none (O, BR-O-05): the
 * document states the category's rate, as its rules want, and never the given one. An absent
 * vat_rate defaults to 19, so "tax_category": "AE" alone is the usual request and says nothing;
 * a rate the caller did give is reported where it is not written, never changed silently. A
 * profile that writes the category's rate as given (PINT AE's reverse charge on lines,
 * statedRateCategories) is exempt.
 */
import type { Invoice } from '../../../gen/einvoice/v1/invoice_pb.js';
import { CATEGORY_ORDER, taxCategoryRule } from '../../domain/index.js';

/** A warning of the data: its JSON path, the rule and why. */
export interface ZeroRateWarning {
  path: string;
  rule: string;
  message: string;
}

/** Where a rate is given: a line (BR-x-05), a document allowance (-06), a charge (-07). */
const SUFFIXES = ['05', '06', '07'] as const;

/** The rule ids these warnings name, from the category table's zero-rate categories. */
const ZERO_RATE_RULES: ReadonlySet<string> = new Set(
  CATEGORY_ORDER.map(taxCategoryRule)
    .filter((r) => r.rate === 'zero')
    .flatMap((r) => SUFFIXES.map((suffix) => `${r.rulePrefix}-${suffix}`)),
);

/** Whether a domain warning is one of these (BR-Z-05, BR-E-06, …): for the warning's code. */
export function isZeroRateRule(rule: string): boolean {
  return ZERO_RATE_RULES.has(rule);
}

/** One warning for a given rate of a zero-rate category, or none. */
function warning(
  path: string,
  category: string,
  rate: number | undefined,
  suffix: (typeof SUFFIXES)[number],
): ZeroRateWarning[] {
  const rule = taxCategoryRule(category);
  if (rate === undefined || rate === 0 || rule.rate !== 'zero') return [];
  const id = `${rule.rulePrefix}-${suffix}`;
  return [
    {
      path,
      rule: id,
      message: rule.rateSent
        ? `vat_rate ${rate} is written as 0: category ${category} (${rule.name}) has rate 0 (${id})`
        : `vat_rate ${rate} is not written: category ${category} (${rule.name}) states no rate (${id})`,
    },
  ];
}

/** Every given rate the document writes as its category's 0 (or leaves out, O). */
export function zeroRateWarnings(
  invoice: Invoice,
  statedRateCategories: readonly string[] = [],
): ZeroRateWarning[] {
  const code = (c: string) => c.trim().toUpperCase();
  return [
    ...invoice.items.flatMap((item, i) =>
      statedRateCategories.includes(code(item.taxCategory))
        ? []
        : warning(`$.invoice.items[${i}].vat_rate`, code(item.taxCategory), item.vatRate, '05'),
    ),
    ...invoice.allowances.flatMap((a, i) =>
      warning(`$.invoice.allowances[${i}].vat_rate`, code(a.taxCategory), a.vatRate, '06'),
    ),
    ...invoice.charges.flatMap((c, i) =>
      warning(`$.invoice.charges[${i}].vat_rate`, code(c.taxCategory), c.vatRate, '07'),
    ),
  ];
}
