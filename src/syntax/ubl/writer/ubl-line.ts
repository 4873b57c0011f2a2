/**
 * BG-25 invoice line as cac:InvoiceLine or cac:CreditNoteLine. The table's entries follow the
 * UBL 2.1 XSD sequence (ID, UUID, quantity, LineExtensionAmount, Item, Price, ItemPriceExtension);
 * each names the business term it writes. Profile extras (PINT AE) are data-driven.
 */
import { round2, ZERO } from '../../../domain/decimal.js';
import type { CalculatedLine } from '../../../domain/model.js';
import { categoryCode, leaf, money, plain, type Node, type UblContext, UBL_NS } from './ubl-context.js';
import { nameUuid } from './name-uuid.js';
import { writeTaxCategory } from './ubl-tax.js';

type LineEntry = { term: string; write: (line: Node, l: CalculatedLine, ctx: UblContext) => void };

/** The line mapping table, in XSD order. */
export const UBL_LINE_MAP: readonly LineEntry[] = [
  { term: 'BT-126', write: (n, l) => leaf(n, 'cbc:ID', l.id) },
  {
    term: 'PINT-AE line UUID',
    write: (n, l, ctx) => ctx.profile.lineUuid && leaf(n, 'cbc:UUID', nameUuid(`line:${ctx.inv.number}\u0000${l.id}`)),
  },
  {
    term: 'BT-129/BT-130',
    write: (n, l, ctx) =>
      leaf(n, ctx.credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', plain(l.quantity), { unitCode: l.unitCode }),
  },
  { term: 'BT-131', write: (n, l, ctx) => money(n, 'cbc:LineExtensionAmount', l.netAmount, ctx) },
  { term: 'BG-31', write: writeItem },
  { term: 'BG-29', write: writePrice },
  { term: 'PINT-AE BTAE-08/BTAE-10', write: writeAeLineAmounts },
];

function writeItem(n: Node, l: CalculatedLine, ctx: UblContext): void {
  const item = n.ele(UBL_NS.cac, 'cac:Item');
  // BT-154: PINT AE requires a description (ibr-125-ae); the public JSON has one text for both.
  if (ctx.profile.aeLineDetails) leaf(item, 'cbc:Description', l.description);
  leaf(item, 'cbc:Name', l.description); // BT-153
  writeTaxCategory(item, 'cac:ClassifiedTaxCategory', l.taxCategory, l.vatRate, ctx); // BT-151, BT-152
}

function writePrice(n: Node, l: CalculatedLine, ctx: UblContext): void {
  const price = n.ele(UBL_NS.cac, 'cac:Price');
  leaf(price, 'cbc:PriceAmount', plain(l.unitPrice), { currencyID: ctx.currency }); // BT-146
  if (!ctx.profile.aeLineDetails) return;
  // PINT AE (ibr-126-ae): BT-149 base quantity 1 and BT-148 gross price = net price (no price discount).
  leaf(price, 'cbc:BaseQuantity', '1', { unitCode: l.unitCode });
  const ac = price.ele(UBL_NS.cac, 'cac:AllowanceCharge');
  leaf(ac, 'cbc:ChargeIndicator', 'false');
  leaf(ac, 'cbc:Amount', '0', { currencyID: ctx.currency }); // BT-147 price discount
  leaf(ac, 'cbc:BaseAmount', plain(l.unitPrice), { currencyID: ctx.currency }); // BT-148
}

/**
 * PINT AE: line amount payable (BTAE-10, ibr-194-ae) and line VAT (BTAE-08, ibr-104-ae), the
 * latter absent for exempt and out-of-scope lines (ibr-163-ae).
 */
function writeAeLineAmounts(n: Node, l: CalculatedLine, ctx: UblContext): void {
  if (!ctx.profile.aeLineDetails) return;
  const noVat = ctx.profile.noRateCategories.includes(categoryCode(l.taxCategory, ctx));
  const vat = noVat ? ZERO : round2(l.netAmount.mul(l.vatRate).div(100));
  const ext = n.ele(UBL_NS.cac, 'cac:ItemPriceExtension');
  money(ext, 'cbc:Amount', l.netAmount.plus(vat), ctx);
  if (!noVat) money(ext.ele(UBL_NS.cac, 'cac:TaxTotal'), 'cbc:TaxAmount', vat, ctx);
}

/** Writes every line of the invoice. */
export function writeLines(root: Node, ctx: UblContext): void {
  const name = ctx.credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  for (const l of ctx.inv.lines) {
    const line = root.ele(UBL_NS.cac, name);
    for (const e of UBL_LINE_MAP) e.write(line, l, ctx);
  }
}
