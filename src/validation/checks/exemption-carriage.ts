/**
 * BT-120 / BT-121 for a VAT category whose rules forbid an exemption reason on its breakdown
 * (BR-S-10, BR-Z-10, BR-AF-10, BR-AG-10). FatturaPA states a RiferimentoNormativo for its
 * zero-rated Natura lines, which its reader keeps as the Z category's exemption reason: a
 * FatturaPA regenerated keeps it, but an EN 16931 document cannot state it. Where a rule set
 * judging the document asserts the rule, the entry is NOT_CARRIED: generate refuses it by its path
 * (rather than writing a document the official rules reject) and convert lists it as lost.
 */
import { taxCategoryRule } from '../../domain/tax-category.js';
import { ruleSetsAssert } from '../rule-ids.js';
import { usedCategories, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/** NOT_CARRIED for an exemption reason of a used category whose breakdown may state none. */
export function checkExemptionsCarried(ctx: CheckContext): void {
  const row = ctx.row;
  if (!row || ctx.invoice.vatExemptions.length === 0) return;
  const used = usedCategories(ctx.invoice);
  ctx.invoice.vatExemptions.forEach((e, i) => {
    const category = e.taxCategory.trim().toUpperCase();
    const rule = taxCategoryRule(category).exemptionForbiddenBy;
    const path = `$.invoice.vat_exemptions[${i}]`;
    if (!rule || !used.has(category) || ctx.out.has(path)) return;
    if (!ruleSetsAssert([...row.ruleSetIds, ...(row.fallbackRuleSetIds ?? [])], rule)) return;
    ctx.out.add(
      path,
      IssueCode.NOT_CARRIED,
      `format ${ctx.format} (${row.label}) states no exemption reason for VAT category ${category} (${rule}: a ${taxCategoryRule(category).name} breakdown has no BT-120 or BT-121): leave the entry out, or give the lines the category whose exemption it states`,
    );
  });
}
