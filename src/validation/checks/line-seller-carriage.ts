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
 * those formats cannot state.
 */
import { groupLineIds } from '../../domain/line-groups.js';
import { hasSubInvoices, isTopGroupLine } from '../../domain/sub-invoices.js';
import { FORMATS } from '../../formats/index.js';
import type { CheckContext } from './context.js';
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
  const profile = FORMATS[ctx.format].ciiWriter?.profile ?? ctx.ciiProfile;
  if (extFrCarried(ctx)) {
    checkVatTotalPlaces(ctx);
    if (ctx.syntax === 'ubl') refuseUblSubInvoices(ctx);
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
 * UBL EXTENDED-CTC-FR writes the line groups, line sellers, VAT totals and preceding invoices of
 * the sub-invoices, but its BR-FR rules (1.4.0.03, unlike CII's) also want each sub-invoice's group
 * line to state a second invoiced object BT-128 with scheme AVV other than S8, B8, M8
 * (BR-FR-MV-03_BT-128_AVV), and a line has one invoiced object (object_identifier) in the
 * contract: refused, rather than a document those rules reject.
 */
function refuseUblSubInvoices(ctx: CheckContext): void {
  const bp = ctx.invoice.businessProcess.trim().toUpperCase();
  if (ctx.row?.nationalRules !== 'FR' || !hasSubInvoices(bp)) return;
  if (ctx.out.has('$.invoice.business_process')) return;
  ctx.out.add(
    '$.invoice.business_process',
    IssueCode.NOT_CARRIED,
    `format ubl with profile extended_ctc_fr cannot state the sub-invoices of billing framework ${bp} (BT-23) as its rules want them: each sub-invoice's group line needs a second invoiced object BT-128 with scheme AVV (BR-FR-MV-03), and a line has one object_identifier: generate it as cii with profile extended_ctc_fr`,
  );
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
