/**
 * BR-CO-09: a VAT identifier (BT-31, BT-48, BT-63) starts with a country prefix of the list the
 * rules judging the document state (judging-code-lists.ts). The party checks know ISO 3166-1 (and
 * EL for Greece); the CEN CII rules of release 1.3.16, and the Factur-X and Peppol CII rules built
 * on them, still list AN where ISO has SS, so a South Sudanese VAT id is refused here at its path
 * rather than written for those rules to reject.
 */
import type { CheckContext } from './context.js';
import { IssueCode } from './issues.js';
import { nationalExpected } from './national-code-lists.js';

export function checkVatPrefixLists(ctx: CheckContext): void {
  const list = ctx.judgingLists?.vatPrefixes;
  if (!list) return;
  const inv = ctx.invoice;
  const vatIds: [path: string, vatId: string | undefined][] = [
    ['$.invoice.seller.vat_id', inv.seller?.vatId],
    ['$.invoice.buyer.vat_id', inv.buyer?.vatId],
    ['$.invoice.tax_representative.vat_id', inv.taxRepresentative?.vatId],
  ];
  for (const [path, vatId] of vatIds) {
    const prefix = vatId?.replace(/\s+/g, '').slice(0, 2).toUpperCase() ?? '';
    if (prefix.length < 2 || list.codes.has(prefix) || ctx.out.has(path)) continue;
    ctx.out.add(
      path,
      IssueCode.INVALID_VALUE,
      `VAT identifier prefix ${prefix} is not in the country list of the rules that judge the document (${list.ruleIds.join(', ')})`,
      nationalExpected(list, 'the VAT id prefixes'),
    );
  }
}
