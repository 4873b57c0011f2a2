/**
 * The domain's public surface: the model types, exact decimals, calculate() and the rule checks
 * the validate layer calls. Import from here rather than from the individual files.
 */
export type * from './model.js';
export type { DomainProblem } from './problem.js';
export {
  Decimal,
  ZERO,
  fromNumber,
  fromString,
  round2,
  sum,
  formatAmount,
  formatScaled,
  toFixedScale,
} from './decimal.js';
export {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_TYPE_CODE,
  DEFAULT_UNIT_CODE,
  DEFAULT_VAT_RATE,
  typeCodeOf,
} from './defaults.js';
export { calculate } from './calculate.js';
export { paymentDueProblems } from './payment-due.js';
export { categoryProblems } from './category-problems.js';
export { domainProblems } from './domain-problems.js';
export {
  CATEGORY_ORDER,
  deriveTaxCategory,
  effectiveRate,
  isKnownTaxCategory,
  taxCategoryRule,
  type TaxCategoryRule,
} from './tax-category.js';
