/**
 * The line seller (EXTENDED-CTC-FR EXT-FR-FE-164 to 177, items[].seller), a sub-invoice's VAT
 * total (EXT-FR-FE-181 / 182, items[].vat_total_amount and tax_currency_vat_total_amount) and its
 * preceding invoice (EXT-FR-FE-136 / 138) have a place in CII's SpecifiedLineTradeAgreement/
 * ItemSellerTradeParty and the line's SpecifiedTradeSettlementLineMonetarySummation/
 * TaxTotalAmount, written by the CII profiles extended and extended_ctc_fr (Factur-X / ZUGFeRD
 * EXTENDED and CII), and in UBL EXTENDED-CTC-FR's Item/ManufacturerParty, the line's TaxTotal and
 * BillingReference (the FNFE-MPE rules read them there). Every other profile and format has no
 * place for them: NOT_CARRIED there, with the line's path, rather than lost silently; so is, where
 * the French rules apply, a multi-vendor or two-way framework (BT-23 B8 … M9), whose sub-invoices
 * those formats cannot state. A line's further invoiced objects (further_object_identifiers) have
 * the same places; the UBL rules want an AVV one on each sub-invoice's group line.
 */
import { groupLineIds } from '../../domain/line-groups.js';
import { hasSubInvoices, isTopGroupLine } from '../../domain/sub-invoices.js';
import { writtenCiiProfile, type CheckContext } from './context.js';
import { extFrCarried } from './ext-fr-fields.js';
import { IssueCode } from './issues.js';

/** The fields of a line that only the CII EXTENDED profiles carry, with their terms. */
const CII_EXTENDED_LINE_FIELDS = [
  ['seller', 'the line seller (EXT-FR-FE-164 to EXT-FR-FE-177, ItemSellerTradeParty)'],
  ['vat_total_amount', "a sub-invoice's VAT total (EXT-FR-FE-181, line TaxTotalAmount)"],
  [
    'tax_currency_vat_total_amount',
    "a sub-invoice's VAT total in the accounting currency (EXT-FR-FE-182, line TaxTotalAmount)",
  ],
  [
    'preceding_invoice',
    "a sub-invoice's preceding invoice (EXT-FR-FE-136, 138, line InvoiceReferencedDocument)",
  ],
] as const;

type LineField = (typeof CII_EXTENDED_LINE_FIELDS)[number][0];
type Item = CheckContext['invoice']['items'][number];
const GIVEN: Record<LineField, (item: Item) => unknown> = {
  seller: (item) => item.seller,
  vat_total_amount: (item) => item.vatTotalAmount,
  tax_currency_vat_total_amount: (item) => item.taxCurrencyVatTotalAmount,
  preceding_invoice: (item) => item.precedingInvoice,
};

const WHERE =
  'generate it as cii or ubl with profile extended_ctc_fr, or as facturx, zugferd or cii with profile extended';

/** Refuses the sub-invoice fields where the resolved format or CII profile has no place for them. */
export function checkLineSellerCarriage(ctx: CheckContext): void {
  if (ctx.syntax === 'none') return;
  checkFurtherObjects(ctx);
  const profile = writtenCiiProfile(ctx);
  if (extFrCarried(ctx)) {
    checkVatTotalPlaces(ctx);
    if (ctx.syntax === 'ubl') checkUblSubInvoiceObjects(ctx);
    return;
  }
  const what = ctx.syntax === 'cii' ? `profile ${profile}` : `format ${ctx.format}`;
  ctx.invoice.items.forEach((item, i) => {
    for (const [field, term] of CII_EXTENDED_LINE_FIELDS) {
      const path = `$.invoice.items[${i}].${field}`;
      if (GIVEN[field](item) === undefined || ctx.out.has(path)) continue;
      ctx.out.add(path, IssueCode.NOT_CARRIED, `${what} has no place for ${term}: ${WHERE}`);
    }
  });
  // BT-23 is a French billing framework only where the French rules apply (elsewhere "B8" is
  // any business process).
  const bp = ctx.invoice.businessProcess.trim().toUpperCase();
  if (ctx.row?.nationalRules !== 'FR' || !hasSubInvoices(bp)) return;
  if (ctx.out.has('$.invoice.business_process')) return;
  const subInvoices = `the sub-invoices of billing framework ${bp} (BT-23, multi-vendor or two-way invoice: the line groups, the line sellers EXT-FR-FE-164 to 177, each sub-invoice's VAT total EXT-FR-FE-181 and its VAT breakdown, BR-FR-MV-02, MV-03, MV-08, MV-09)`;
  ctx.out.add(
    '$.invoice.business_process',
    IssueCode.NOT_CARRIED,
    `${what} has no place for ${subInvoices}: ${WHERE}`,
  );
}

/**
 * The line's further invoiced objects: CII EXTENDED and EXTENDED-CTC-FR's further
 * AdditionalReferencedDocuments, UBL EXTENDED-CTC-FR's further DocumentReferences.
 */
function checkFurtherObjects(ctx: CheckContext): void {
  const carried = extFrCarried(ctx);
  ctx.invoice.items.forEach((item, i) => {
    const path = `$.invoice.items[${i}].further_object_identifiers`;
    if (item.furtherObjectIdentifiers.length === 0 || ctx.out.has(path)) return;
    if (!carried) {
      ctx.out.add(
        path,
        IssueCode.NOT_CARRIED,
        `${ctx.syntax === 'cii' ? `profile ${writtenCiiProfile(ctx)}` : `format ${ctx.format}`} has no place for a line's further invoiced objects (BT-128 beyond the first): ${WHERE}, or leave the field out`,
      );
      return;
    }
    if (!item.objectIdentifier?.id.trim()) {
      ctx.out.add(
        path,
        IssueCode.INVALID_VALUE,
        'further_object_identifiers follow the first invoiced object (BT-128): give object_identifier first',
      );
      return;
    }
    item.furtherObjectIdentifiers.forEach((o, j) => {
      if (!o.id.trim())
        ctx.out.add(
          `${path}[${j}].id`,
          IssueCode.REQUIRED,
          'a further invoiced object needs its id (BT-128)',
        );
    });
  });
}

/** The multi-vendor frameworks an AVV object must not name (BR-FR-MV-03_BT-128_AVV). */
const NOT_AVV: ReadonlySet<string> = new Set(['S8', 'B8', 'M8']);

/**
 * UBL EXTENDED-CTC-FR's BR-FR rules (1.4.0.03, unlike CII's, which check it where given) want each
 * sub-invoice's group line without a parent to state a further invoiced object BT-128 with scheme
 * AVV, other than S8, B8, M8 (BR-FR-MV-03_BT-128_AVV).
 */
function checkUblSubInvoiceObjects(ctx: CheckContext): void {
  const inv = ctx.invoice;
  if (ctx.row?.nationalRules !== 'FR' || !hasSubInvoices(inv.businessProcess)) return;
  const ids = inv.items.map((item, i) => item.id.trim() || String(i + 1));
  const groups = groupLineIds(
    inv.items.map((item) => ({ parentLineId: item.parentLineId.trim() || undefined })),
  );
  inv.items.forEach((item, i) => {
    const top = isTopGroupLine(
      {
        id: ids[i]!,
        parentLineId: item.parentLineId.trim() || undefined,
        lineStatus: (item.lineStatus.trim().toUpperCase() || undefined) as 'GROUP' | undefined,
      },
      groups,
    );
    const path = `$.invoice.items[${i}].further_object_identifiers`;
    if (!top || ctx.out.has(path)) return;
    const avv = item.furtherObjectIdentifiers.findIndex(
      (o) => o.scheme.trim().toUpperCase() === 'AVV' && o.id.trim(),
    );
    if (avv < 0)
      ctx.out.add(
        path,
        IssueCode.REQUIRED,
        `each sub-invoice's group line without a parent states a further invoiced object with scheme AVV, other than S8, B8, M8, in UBL EXTENDED-CTC-FR (BR-FR-MV-03, BT-128): add one to further_object_identifiers, or generate it as cii with profile extended_ctc_fr`,
      );
    else if (NOT_AVV.has(item.furtherObjectIdentifiers[avv]!.id.trim().toUpperCase()))
      ctx.out.add(
        `${path}[${avv}].id`,
        IssueCode.INVALID_VALUE,
        `the invoiced object with scheme AVV of a sub-invoice's group line is other than S8, B8, M8 (BR-FR-MV-03, BT-128)`,
      );
  });
}

/**
 * EXT-FR-FE-181 / 182 belong on the group line without a parent of a multi-vendor or two-way
 * invoice (BR-FR-MV-03); elsewhere they would not be written, so they are refused. 182 is stated
 * in the accounting currency BT-6, which the invoice must name.
 */
function checkVatTotalPlaces(ctx: CheckContext): void {
  const inv = ctx.invoice;
  const sub = hasSubInvoices(inv.businessProcess);
  const ids = inv.items.map((item, i) => item.id.trim() || String(i + 1));
  const groups = groupLineIds(
    inv.items.map((item) => ({ parentLineId: item.parentLineId.trim() })),
  );
  inv.items.forEach((item, i) => {
    // A line's preceding invoice has its number and date only (EXT-FR-FE-136, 138).
    const p = item.precedingInvoice;
    for (const [value, field] of [
      [p?.ksefNumber, 'ksef_number'],
      [p?.uuid, 'uuid'],
    ] as const)
      if (value?.trim())
        ctx.out.add(
          `$.invoice.items[${i}].preceding_invoice.${field}`,
          IssueCode.NOT_CARRIED,
          `a line's preceding invoice (EXT-FR-FE-136, 138) states its number and date only`,
        );
    const top = isTopGroupLine(
      {
        id: ids[i]!,
        parentLineId: item.parentLineId.trim() || undefined,
        lineStatus: (item.lineStatus.trim() || undefined) as 'GROUP' | undefined,
      },
      groups,
    );
    for (const field of ['vat_total_amount', 'tax_currency_vat_total_amount'] as const) {
      const path = `$.invoice.items[${i}].${field}`;
      if (GIVEN[field](item) === undefined || ctx.out.has(path)) continue;
      if (!sub || !top)
        ctx.out.add(
          path,
          IssueCode.INVALID_VALUE,
          `${field} is a sub-invoice's VAT total (EXT-FR-FE-181 / 182): it belongs on a group line without a parent of a multi-vendor or two-way invoice (BT-23 B8, S8, M8, B9, S9, M9; BR-FR-MV-03)`,
        );
      else if (field === 'tax_currency_vat_total_amount' && !inv.taxCurrency.trim())
        ctx.out.add(
          path,
          IssueCode.INVALID_VALUE,
          'tax_currency_vat_total_amount is stated in the VAT accounting currency: give tax_currency (BT-6) too (EXT-FR-FE-182)',
        );
    }
  });
}
