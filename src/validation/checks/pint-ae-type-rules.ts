/**
 * PINT AE rules that depend on the invoice type (BT-3), checked before generation so that
 * generate refuses what the official rules would reject:
 * - 381 (credit note) states its reason (BTAE-03, ibr-158-ae); 381 and 81 name the preceding
 *   invoice with a reason other than VD, or none with VD (volume discount; ibr-055-ae);
 * - 480 (out of scope of VAT) and 81 name the buyer's legal registration (BT-47, ibr-136-ae)
 *   and take only the categories E, O and Z (ibr-122-ae).
 */
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
function checkAeOutOfScope(ctx: CheckContext): void {
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

/** PINT AE credit notes: their reason (ibr-158-ae) and the preceding invoice it implies (ibr-055-ae). */
function checkAeCreditNote(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const typeCode = typeCodeOf(inv.typeCode, inv.tipoDocumento);
  if (typeCode !== '381' && typeCode !== '81') return;
  const reasonPath = '$.invoice.credit_note_reason_code';
  const reason = inv.creditNoteReasonCode.trim();
  const preceding = inv.precedingInvoices.length > 0;
  if (ctx.out.has(reasonPath)) return;
  if (!reason && (typeCode === '381' || preceding))
    ctx.out.add(
      reasonPath,
      IssueCode.REQUIRED,
      `a PINT AE credit note (type ${typeCode}) states its reason (BTAE-03, ${typeCode === '381' ? 'ibr-158-ae' : 'ibr-055-ae'}), e.g. DL8.61.1.A; VD for a volume discount without a preceding invoice`,
    );
  else if (reason === 'VD' && preceding)
    ctx.out.add(
      reasonPath,
      IssueCode.INVALID_VALUE,
      'a volume discount credit note (VD) names no preceding invoice (ibr-055-ae): leave preceding_invoices out, or give the reason the correction has',
    );
  else if (reason && reason !== 'VD' && !preceding && !ctx.out.has('$.invoice.preceding_invoices'))
    ctx.out.add(
      '$.invoice.preceding_invoices',
      IssueCode.REQUIRED,
      `a PINT AE credit note (type ${typeCode}) with reason ${reason} names the invoice it corrects (IBG-03, ibr-055-ae); only a volume discount (VD) names none`,
    );
}

/** The PINT AE rules of the invoice type. */
export function checkAeTypeRules(ctx: CheckContext): void {
  checkAeCreditNote(ctx);
  checkAeOutOfScope(ctx);
}
