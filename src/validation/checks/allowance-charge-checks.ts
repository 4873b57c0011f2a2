/**
 * BG-20 / BG-21 document and BG-27 / BG-28 line allowances and charges as fields: amounts and
 * base amounts (finite, at most 2 decimals; BR-DEC-01 …; a line's unrounded where the rules take
 * it, line-amount-decimals.ts), percentages (finite, at most 4
 * decimals; EN 16931 sets no range and no sign, and corrective invoices negate them), reason codes in
 * UNTDID 5189 for allowances (BR-CL-19) and UNTDID 7161 for charges (BR-CL-20), the document
 * level's VAT category (EN 16931 or the Peppol country profile). Whether an amount or a reason is
 * present at all, and whether the category can be chosen, are domain rules (BR-31..BR-44).
 */
import { checkVatRate } from './line-checks.js';
import { checkRoundsToZero } from './tax-category-checks.js';
import type { LineAllowanceCharge } from '../../../gen/einvoice/v1/invoice_pb.js';
import { ALLOWANCE_REASON_CODES_SET } from '../../domain/codelists/allowance-reason-codes.generated.js';
import { CHARGE_REASON_CODES_SET } from '../../domain/codelists/charge-reason-codes.generated.js';
import { VAT_CATEGORY_CODES_SET } from '../../domain/codelists/vat-category-codes.generated.js';
import { COUNTRY_PROFILE_TAX_CATEGORY_SETS, writesCii } from '../../formats/index.js';
import { peppolProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { unroundedLineDecimals } from './line-amount-decimals.js';
import { codeListFor, uncomputableCategory } from './national-code-lists.js';
import { boundsOf } from './number-bounds.js';
import { checkAmount, checkCode } from './term-helpers.js';

type Kind = 'allowance' | 'charge';
type Fields = Pick<
  LineAllowanceCharge,
  'amount' | 'baseAmount' | 'percentage' | 'reason' | 'reasonCode'
>;

/**
 * `unrounded`: the most decimals of a line's amounts and percentage where the rules let a line
 * state them unrounded (line-amount-decimals.ts); undefined for document level and elsewhere.
 */
function checkOne(
  ctx: CheckContext,
  path: string,
  ac: Fields,
  kind: Kind,
  unrounded?: number,
): void {
  // Negative values pass: no EN 16931 (or CIUS) rule forbids them, and corrective invoices (BT-3
  // 384) state negative allowances, bases and percentages to reverse the original ones.
  checkAmount(ctx, `${path}.amount`, ac.amount, 'amount', { maxDecimals: unrounded });
  checkAmount(ctx, `${path}.base_amount`, ac.baseAmount, 'base_amount', {
    maxDecimals: unrounded,
  });
  // A percentage has the decimals of a rate (4; CIUS-PT 2, DT-CIUS-PT-090.1, 125.1).
  checkAmount(ctx, `${path}.percentage`, ac.percentage, 'percentage', {
    maxDecimals: unrounded ?? boundsOf(ctx).vatRate.maxDecimals,
  });
  if (kind === 'allowance')
    checkCode(
      ctx,
      `${path}.reason_code`,
      ac.reasonCode,
      ALLOWANCE_REASON_CODES_SET,
      'allowance reason code',
      'UNTDID 5189, e.g. 95 (discount), 41, 64',
    );
  else {
    // UNTDID 7161, or the national CIUS's older list (CIUS-PT DT-CIUS-PT-148, 150).
    const reasons = codeListFor(
      ctx,
      'chargeReasons',
      CHARGE_REASON_CODES_SET,
      'UNTDID 7161, e.g. FC (freight), ABL (packing)',
    );
    checkCode(
      ctx,
      `${path}.reason_code`,
      ac.reasonCode,
      reasons.codes,
      'charge reason code',
      reasons.expected,
    );
  }
}

/** Checks every allowance and charge of the document and its lines. */
export function checkAllowancesCharges(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const profile = peppolProfile(ctx);
  const categories = profile
    ? COUNTRY_PROFILE_TAX_CATEGORY_SETS[profile.id]
    : codeListFor(ctx, 'taxCategories', VAT_CATEGORY_CODES_SET, '').codes;
  for (const kind of ['allowance', 'charge'] as const) {
    (kind === 'allowance' ? inv.allowances : inv.charges).forEach((ac, k) => {
      const path = `$.invoice.${kind}s[${k}]`;
      checkOne(ctx, path, ac, kind);
      if (
        ac.taxCategory !== '' &&
        !ctx.out.has(`${path}.tax_category`) &&
        !categories.has(ac.taxCategory)
      ) {
        ctx.out.add(
          `${path}.tax_category`,
          IssueCode.INVALID_CODE,
          `invalid tax category ${ac.taxCategory}`,
          'a VAT category code, e.g. S, Z, E, AE',
        );
      }
      const uncomputable = profile ? undefined : uncomputableCategory(ctx, ac.taxCategory);
      if (uncomputable && !ctx.out.has(`${path}.tax_category`))
        ctx.out.add(
          `${path}.tax_category`,
          IssueCode.INVALID_VALUE,
          uncomputable.message,
          uncomputable.expected,
        );
      checkVatRate(ctx, `${path}.vat_rate`, ac.vatRate);
      checkRoundsToZero(ctx, `${path}.vat_rate`, ac.vatRate);
      // BR-AF-06 / BR-AF-07: the CII rules (CEN and Factur-X) want an IGIC rate above 0, as for
      // a line (BR-AF-05, tax-category-checks.ts); the UBL rules allow 0.
      if (
        ac.taxCategory === 'L' &&
        ac.vatRate !== undefined &&
        ac.vatRate <= 0 &&
        writesCii(ctx.format) &&
        !ctx.out.has(`${path}.vat_rate`)
      )
        ctx.out.add(
          `${path}.vat_rate`,
          IssueCode.INVALID_VALUE,
          `tax category L (IGIC, Canary Islands) needs a VAT rate above 0 in CII (${kind === 'allowance' ? 'BR-AF-06' : 'BR-AF-07'})`,
          'a rate above 0',
        );
    });
  }
  const unrounded = unroundedLineDecimals(ctx);
  inv.items.forEach((item, i) => {
    item.allowances.forEach((ac, k) =>
      checkOne(ctx, `$.invoice.items[${i}].allowances[${k}]`, ac, 'allowance', unrounded),
    );
    item.charges.forEach((ac, k) =>
      checkOne(ctx, `$.invoice.items[${i}].charges[${k}]`, ac, 'charge', unrounded),
    );
  });
}
