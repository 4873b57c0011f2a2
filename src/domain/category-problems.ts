/**
 * The party and rate conditions of the VAT category rules, checked on the domain model so the
 * caller learns what to fix before any XML exists: seller/buyer VAT ids (BR-S-02, BR-Z-02,
 * BR-E-02, BR-AE-02, BR-IC-02, BR-G-02, BR-O-02; the seller's may be its tax registration id BT-32
 * or the tax representative's BT-63 where the rule says so, see tax-category.ts), a positive rate for S (BR-S-05), O alone on an
 * invoice (BR-O-11..BR-O-14), known category codes. Rates of zero-rate categories are forced to 0
 * by calculate(), so they need no check here. An intra-community supply's deliver-to has its
 * country (BR-IC-12).
 */
import type { CalculatedInvoice } from './model.js';
import type { DomainProblem } from './problem.js';
import { isKnownTaxCategory, taxCategoryRule } from './tax-category.js';

/** Problems with tax categories and the VAT ids they require (empty when the invoice is fine). */
export function categoryProblems(inv: CalculatedInvoice): DomainProblem[] {
  const problems: DomainProblem[] = [];
  const seen = new Set<string>();
  inv.lines.forEach((line, i) => {
    const rule = taxCategoryRule(line.taxCategory);
    if (!isKnownTaxCategory(line.taxCategory)) {
      problems.push({
        rule: 'BT-151',
        path: `invoice.items[${i}].tax_category`,
        message: `Unknown VAT category code ${line.taxCategory}.`,
      });
    }
    if (rule.rate === 'positive' && !line.vatRate.greaterThan(0)) {
      problems.push({
        rule: 'BR-S-05',
        path: `invoice.items[${i}].vat_rate`,
        message: 'A standard-rated line (S) needs a VAT rate above 0.',
      });
    }
    if (line.vatRate.isNegative() && !line.vatRate.isZero()) {
      problems.push({
        rule: 'BT-152',
        path: `invoice.items[${i}].vat_rate`,
        message: 'The VAT rate cannot be negative.',
      });
    }
    seen.add(line.taxCategory);
  });
  // BR-S-06 / BR-S-07: a standard-rated document allowance or charge has a rate above 0 too.
  for (const [kind, list, number] of [
    ['allowances', inv.allowances, '06'],
    ['charges', inv.charges, '07'],
  ] as const)
    list.forEach((a, i) => {
      const rule = taxCategoryRule(a.taxCategory);
      if (rule.rate === 'positive' && !a.vatRate.greaterThan(0))
        problems.push({
          rule: `${rule.rulePrefix}-${number}`,
          path: `invoice.${kind}[${i}].vat_rate`,
          message: `A standard-rated document ${kind === 'allowances' ? 'allowance' : 'charge'} (${a.taxCategory}) needs a VAT rate above 0.`,
        });
    });
  // The party rules hold for a document allowance's or charge's category as for a line's
  // (BR-AE-03/04, BR-IC-03/04, BR-E-03/04, …).
  const categories = new Set([
    ...seen,
    ...[...inv.allowances, ...inv.charges].map((a) => a.taxCategory),
  ]);
  for (const code of categories) {
    const rule = taxCategoryRule(code);
    const sellerTaxId = Boolean(
      inv.seller.vatId?.trim() ||
        inv.taxRepresentative?.vatId?.trim() ||
        (rule.sellerTaxRegistrationSuffices && inv.seller.taxRegistrationId?.trim()),
    );
    if (rule.sellerVatId === 'required' && !sellerTaxId) {
      const alternatives = rule.sellerTaxRegistrationSuffices
        ? ', its tax registration id (BT-32)'
        : '';
      problems.push({
        rule: `${rule.rulePrefix}-02`,
        path: 'invoice.seller.vat_id',
        message: `VAT category ${code} needs the seller's VAT id (BT-31)${alternatives} or a tax representative's VAT id (BT-63).`,
      });
    }
    const buyerTaxId = Boolean(
      inv.buyer.vatId?.trim() || (code === 'AE' && inv.buyer.legalRegistration),
    );
    if (rule.buyerVatId === 'required' && !buyerTaxId) {
      problems.push({
        rule: `${rule.rulePrefix}-02`,
        path: 'invoice.buyer.vat_id',
        message: `VAT category ${code} needs the buyer's VAT id.`,
      });
    }
    if (rule.sellerVatId === 'forbidden' && inv.taxRepresentative?.vatId?.trim()) {
      problems.push({
        rule: `${rule.rulePrefix}-02`,
        path: 'invoice.tax_representative.vat_id',
        message: `VAT category ${code} (not subject to VAT) forbids a tax representative's VAT id.`,
      });
    }
    if (rule.sellerVatId === 'forbidden' && inv.seller.vatId?.trim()) {
      problems.push({
        rule: `${rule.rulePrefix}-02`,
        path: 'invoice.seller.vat_id',
        message: `VAT category ${code} (not subject to VAT) forbids the seller's VAT id.`,
      });
    }
    if (rule.buyerVatId === 'forbidden' && inv.buyer.vatId?.trim()) {
      problems.push({
        rule: `${rule.rulePrefix}-02`,
        path: 'invoice.buyer.vat_id',
        message: `VAT category ${code} (not subject to VAT) forbids the buyer's VAT id.`,
      });
    }
  }
  // BR-IC-12: an intra-community supply names the deliver-to country. Without a deliver-to the
  // writers state the buyer's address; a deliver-to given without an address has no country.
  const delivered = inv.vatBreakdown.find((b) => taxCategoryRule(b.category).deliverToCountry);
  if (delivered && inv.delivery && !inv.delivery.address?.country?.trim())
    problems.push({
      rule: 'BR-IC-12',
      path: 'invoice.delivery.address.country',
      message: `VAT category ${delivered.category} (intra-community supply) needs the deliver-to country (BT-80): give delivery.address with its country.`,
    });
  // BR-O-11: a breakdown of O is the only one; a document allowance's or charge's category makes
  // a breakdown as a line's does.
  if (categories.has('O') && categories.size > 1) {
    problems.push({
      rule: 'BR-O-11',
      path: seen.has('O') && seen.size > 1 ? 'invoice.items' : firstOtherAc(inv, seen),
      message:
        'Lines, allowances and charges not subject to VAT (O) cannot be mixed with other VAT categories on one invoice.',
    });
  }
  return problems;
}

/** The path of the first document allowance or charge whose category the lines do not have. */
function firstOtherAc(
  inv: {
    allowances: readonly { taxCategory: string }[];
    charges: readonly { taxCategory: string }[];
  },
  lineCategories: ReadonlySet<string>,
): string {
  for (const [kind, list] of [
    ['allowances', inv.allowances],
    ['charges', inv.charges],
  ] as const) {
    const i = list.findIndex((a) => !lineCategories.has(a.taxCategory));
    if (i >= 0) return `invoice.${kind}[${i}].tax_category`;
  }
  return 'invoice.items';
}
