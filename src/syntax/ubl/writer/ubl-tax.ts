/**
 * BG-23 VAT breakdown (cac:TaxTotal/cac:TaxSubtotal) and the tax category blocks shared by
 * the breakdown (BT-118..BT-121) and the lines (BT-151, BT-152).
 */
import type { Decimal } from 'decimal.js';
import type { VatBreakdown } from '../../../domain/model.js';
import { categoryCode, leaf, money, plain, type Node, type UblContext, UBL_NS } from './ubl-context.js';

/** Writes a cac:TaxCategory / cac:ClassifiedTaxCategory body: ID, Percent, exemption, TaxScheme. */
export function writeTaxCategory(
  parent: Node,
  element: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory',
  category: string,
  rate: Decimal,
  ctx: UblContext,
  exemption?: { code?: string; reason?: string },
): void {
  const tc = parent.ele(UBL_NS.cac, element);
  const code = categoryCode(category, ctx);
  leaf(tc, 'cbc:ID', code); // BT-118 / BT-151
  if (!ctx.profile.noRateCategories.includes(code)) leaf(tc, 'cbc:Percent', plain(rate)); // BT-119 / BT-152
  if (exemption?.code) leaf(tc, 'cbc:TaxExemptionReasonCode', exemption.code); // BT-121
  if (exemption?.reason) leaf(tc, 'cbc:TaxExemptionReason', exemption.reason); // BT-120
  tc.ele(UBL_NS.cac, 'cac:TaxScheme').ele(UBL_NS.cbc, 'cbc:ID').txt(ctx.taxScheme);
}

/** BT-110 and BG-23: one cac:TaxTotal with a cac:TaxSubtotal per category and rate. */
export function writeTaxTotal(parent: Node, ctx: UblContext): void {
  const tt = parent.ele(UBL_NS.cac, 'cac:TaxTotal');
  money(tt, 'cbc:TaxAmount', ctx.inv.totals.taxTotal, ctx); // BT-110
  for (const vb of ctx.inv.vatBreakdown) writeSubtotal(tt, vb, ctx);
}

function writeSubtotal(parent: Node, vb: VatBreakdown, ctx: UblContext): void {
  const st = parent.ele(UBL_NS.cac, 'cac:TaxSubtotal');
  money(st, 'cbc:TaxableAmount', vb.taxableAmount, ctx); // BT-116
  money(st, 'cbc:TaxAmount', vb.taxAmount, ctx); // BT-117
  writeTaxCategory(st, 'cac:TaxCategory', vb.category, vb.rate, ctx, {
    code: vb.exemptionReasonCode,
    reason: vb.exemptionReason,
  });
}
