import { DEFAULT_VAT_RATE, typeCodeOf } from '../../domain/defaults.js';
import { fromNumber } from '../../domain/decimal.js';
import { deriveTaxCategory } from '../../domain/tax-category.js';
import { blank, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

/**
 * PINT AE type 480 (out of scope of VAT) and 81 (a credit note related to goods or services):
 * the buyer's legal registration (BT-47, ibr-136-ae), and only the categories E, O and Z on the
 * lines, allowances and charges (ibr-122-ae).
 */
export function checkAeOutOfScope(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const typeCode = typeCodeOf(inv.typeCode, inv.tipoDocumento);
  if (!['480', '81'].includes(typeCode)) return;
  const legal = '$.invoice.buyer.legal_registration.id';
  if (blank(inv.buyer?.legalRegistration?.id) && !ctx.out.has(legal))
    ctx.out.add(
      legal,
      IssueCode.REQUIRED,
      `type ${typeCode} needs the buyer's legal registration identifier (BT-47, ibr-136-ae)`,
    );
  const allowed = new Set(['E', 'O', 'Z']);
  const categories: [string, string][] = [
    ...inv.items.map((item, i): [string, string] => [
      `$.invoice.items[${i}].tax_category`,
      deriveTaxCategory(item.taxCategory, fromNumber(item.vatRate ?? DEFAULT_VAT_RATE)),
    ]),
    ...(['allowances', 'charges'] as const).flatMap((kind) =>
      inv[kind].map((a, i): [string, string] => [
        `$.invoice.${kind}[${i}].tax_category`,
        a.taxCategory.trim().toUpperCase(),
      ]),
    ),
  ];
  for (const [path, category] of categories)
    if (!allowed.has(category) && !ctx.out.has(path))
      ctx.out.add(
        path,
        IssueCode.INVALID_VALUE,
        `type ${typeCode} takes only tax categories E, O and Z (ibr-122-ae); this one is ${category || 'none'}`,
        'E, O or Z',
      );
}
