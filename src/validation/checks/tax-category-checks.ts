/**
 * BT-151 invoiced item VAT category codes: allowed by the resolved Peppol country profile (the
 * public API's table) for format peppol, by EN 16931 (UNTDID 5305 subset, BR-CL-18) otherwise.
 * For the EN 16931 categories also the rules the caller must satisfy: S needs a positive rate
 * (BR-S-05), AE and K need the buyer's VAT id (BR-AE-02, BR-IC-02), O forbids VAT ids (BR-O-02).
 * Zero-rate categories (Z, E, AE, K, G, O) get rate 0 in the domain whatever vat_rate says, so a
 * defaulted 19 is not an error (see src/domain/tax-category.ts).
 */
import {
  VAT_CATEGORY_CODES,
  VAT_CATEGORY_CODES_SET,
} from '../../domain/codelists/vat-category-codes.generated.js';
import { DEFAULT_VAT_RATE } from '../../domain/defaults.js';
import {
  COUNTRY_PROFILE_TAX_CATEGORY_SETS,
  allowedTaxCategories,
  writesCii,
} from '../../formats/index.js';
import { peppolCategoryCode } from '../../formats/ubl-profiles.js';
import { blank, peppolProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { codeListFor, uncomputableCategory } from './national-code-lists.js';

const EN_EXPECTED = `one of ${VAT_CATEGORY_CODES.join(', ')}`;

/** Checks the explicit tax categories of every line, and the party rules they imply. */
export function checkTaxCategories(ctx: CheckContext): void {
  const { out, invoice } = ctx;
  const profile = peppolProfile(ctx);
  // EN 16931 (BR-CL-18), the Peppol country profile's list, or the national CIUS's (CIUS-PT).
  const list = codeListFor(ctx, 'taxCategories', VAT_CATEGORY_CODES_SET, EN_EXPECTED);
  const allowed = profile ? COUNTRY_PROFILE_TAX_CATEGORY_SETS[profile.id] : list.codes;
  const used = new Set<string>();
  invoice.items.forEach((item, i) => {
    const code = item.taxCategory;
    const path = `$.invoice.items[${i}].tax_category`;
    if (code === '') {
      // No code: S for a positive rate, Z for zero (domain/tax-category.ts), in the profile's
      // vocabulary. A profile whose list has neither (PINT MY: SA or SE?) needs the caller's choice.
      const derived = (item.vatRate ?? DEFAULT_VAT_RATE) > 0 ? 'S' : 'Z';
      if (profile && !out.has(path) && !allowed.has(peppolCategoryCode(profile.id, derived))) {
        out.add(
          path,
          IssueCode.REQUIRED,
          `tax_category required for country profile ${profile.id}: its code list has no ${derived === 'S' ? 'standard rate (S)' : 'zero rate (Z)'}`,
          `one of ${allowedTaxCategories(profile).join(', ')}`,
        );
      }
      return;
    }
    if (out.has(path)) return;
    if (!allowed.has(code)) {
      if (profile) {
        out.add(
          path,
          IssueCode.INVALID_CODE,
          `tax category ${code} is not allowed for country profile ${profile.id}`,
          `one of ${allowedTaxCategories(profile).join(', ')}`,
        );
      } else {
        // An EN 16931 code a narrower list refuses (Factur-X EN16931 and B) says whose list.
        const narrower = VAT_CATEGORY_CODES_SET.has(code) ? `: ${list.expected}` : '';
        out.add(
          path,
          IssueCode.INVALID_CODE,
          `invalid tax category code${narrower}`,
          list.expected,
        );
      }
      return;
    }
    const uncomputable = profile ? undefined : uncomputableCategory(ctx, code);
    if (uncomputable) {
      out.add(path, IssueCode.INVALID_VALUE, uncomputable.message, uncomputable.expected);
      return;
    }
    used.add(code);
    const rate = item.vatRate ?? DEFAULT_VAT_RATE;
    if (code === 'S' && rate <= 0) {
      out.add(
        `$.invoice.items[${i}].vat_rate`,
        IssueCode.INVALID_VALUE,
        'tax category S (standard rate) needs a VAT rate above 0 (BR-S-05)',
        'a rate above 0',
      );
    }
    checkRoundsToZero(ctx, `$.invoice.items[${i}].vat_rate`, rate);
    // BR-AF-05: the CII rules (CEN and Factur-X) want an IGIC rate above 0; the UBL rules allow 0.
    // Formats whose document is (or embeds) CII are judged by the CII rules (XRechnung's hybrid embeds CII).
    if (code === 'L' && rate <= 0 && writesCii(ctx.format)) {
      out.add(
        `$.invoice.items[${i}].vat_rate`,
        IssueCode.INVALID_VALUE,
        'tax category L (IGIC, Canary Islands) needs a VAT rate above 0 in CII (BR-AF-05)',
        'a rate above 0',
      );
    }
  });
  if (profile?.jurisdictionRules) return;
  const buyerVat = invoice.buyer?.vatId ?? '';
  for (const code of ['AE', 'K']) {
    // BR-AE-02 also accepts the buyer's legal registration id (BT-47).
    if (
      used.has(code) &&
      blank(buyerVat) &&
      !(code === 'AE' && !blank(invoice.buyer?.legalRegistration?.id))
    ) {
      const rule = code === 'AE' ? 'BR-AE-02' : 'BR-IC-02';
      out.add(
        '$.invoice.buyer.vat_id',
        IssueCode.REQUIRED,
        `buyer VAT id required for tax category ${code} (${rule})`,
      );
    }
  }
  if (used.has('O')) {
    if (!blank(invoice.seller?.vatId))
      out.add(
        '$.invoice.seller.vat_id',
        IssueCode.INVALID_VALUE,
        'tax category O (not subject to VAT) forbids the seller VAT id (BR-O-02)',
      );
    if (!blank(buyerVat))
      out.add(
        '$.invoice.buyer.vat_id',
        IssueCode.INVALID_VALUE,
        'tax category O (not subject to VAT) forbids the buyer VAT id (BR-O-02)',
      );
  }
}

/**
 * PINT JP (aligned-ibrp-051-jp) rounds a breakdown's rate to a whole number and then wants a tax
 * amount of 0 for a rate that rounds to 0: a rate above 0 and below 0.5 % taxes nothing there.
 */
export function checkRoundsToZero(ctx: CheckContext, path: string, rate: number | undefined): void {
  if (peppolProfile(ctx)?.id !== 'pint_jp' || rate === undefined || ctx.out.has(path)) return;
  if (rate > 0 && rate < 0.5)
    ctx.out.add(
      path,
      IssueCode.INVALID_VALUE,
      `PINT JP rounds the tax rate to a whole number and then taxes nothing at ${rate} % (aligned-ibrp-051-jp)`,
      'a rate of 0, or of 0.5 and above, e.g. 8 or 10',
    );
}
