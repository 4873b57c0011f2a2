/**
 * The products a line's item is made of (Factur-X EXTENDED IncludedReferencedProduct), where the
 * target carries them (extended-fields.ts refuses them elsewhere): a scheme for each GlobalID of
 * the ISO 6523 list the rules judge identifiers by, a positive bounded quantity, its unit a UN/ECE
 * Recommendation 20/21 code beside it.
 */
import { UNIT_CODES_SET } from '../../domain/codelists/index.js';
import type { CheckContext } from './context.js';
import { globalIdList } from './document-term-checks.js';
import { IssueCode } from './issues.js';
import { checkAmount, checkCode, checkScheme } from './term-helpers.js';

/** Checks the included products of every line. */
export function checkIncludedProducts(ctx: CheckContext): void {
  const globalIds = globalIdList(ctx);
  ctx.invoice.items.forEach((item, i) =>
    item.includedProducts.forEach((p, j) => {
      const at = `$.invoice.items[${i}].included_products[${j}]`;
      p.globalIds.forEach((g, k) => {
        const path = `${at}.global_ids[${k}]`;
        if (g.scheme.trim() === '' && !ctx.out.has(`${path}.scheme`))
          ctx.out.add(
            `${path}.scheme`,
            IssueCode.REQUIRED,
            'a GlobalID states its scheme: give it, or give the identifier as id',
            globalIds.expected,
          );
        checkScheme(ctx, path, g, globalIds.codes, globalIds.expected);
      });
      checkAmount(ctx, `${at}.quantity`, p.quantity, 'quantity', {
        nonNegative: true,
        maxDecimals: 4,
      });
      if (p.quantity === 0 && !ctx.out.has(`${at}.quantity`))
        ctx.out.add(
          `${at}.quantity`,
          IssueCode.OUT_OF_RANGE,
          'quantity must be above 0',
          'e.g. 20',
        );
      if (p.unit.trim() !== '' && p.quantity === undefined && !ctx.out.has(`${at}.unit`))
        ctx.out.add(
          `${at}.unit`,
          IssueCode.INVALID_VALUE,
          'unit is the unit of quantity: give quantity, or leave it out',
        );
      checkCode(
        ctx,
        `${at}.unit`,
        p.unit,
        UNIT_CODES_SET,
        'unit',
        'a UN/ECE Recommendation 20/21 code, e.g. H87',
      );
    }),
  );
}
