/**
 * BG-25 invoice line as cac:InvoiceLine or cac:CreditNoteLine. The children follow the UBL 2.1
 * XSD sequence (ID, UUID, quantity, LineExtensionAmount, InvoicePeriod, Item, Price); each entry
 * of the table names the business term it writes.
 */
import type { CalculatedLine } from '../../../domain/model.js';
import { leaf, money, plain, type Node, type UblContext } from './ubl-context.js';
import { lineUuid } from './line-uuid.js';
import { writeTaxCategory } from './ubl-tax.js';

type LineEntry = { term: string; write: (line: Node, l: CalculatedLine, ctx: UblContext) => void };

/** The line mapping table, in XSD order. */
export const UBL_LINE_MAP: readonly LineEntry[] = [
  { term: 'BT-126', write: (n, l) => leaf(n, 'cbc:ID', l.id) },
  {
    term: 'PINT-AE line UUID',
    write: (n, l, ctx) => {
      if (ctx.profile.lineUuid) leaf(n, 'cbc:UUID', lineUuid(ctx.inv.number, l.id));
    },
  },
  {
    term: 'BT-129/BT-130',
    write: (n, l, ctx) =>
      leaf(n, ctx.credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', plain(l.quantity), { unitCode: l.unitCode }),
  },
  { term: 'BT-131', write: (n, l, ctx) => money(n, 'cbc:LineExtensionAmount', l.netAmount, ctx) },
  {
    term: 'BG-31',
    write: (n, l, ctx) => {
      const item = n.ele('cac:Item');
      leaf(item, 'cbc:Name', l.description); // BT-153
      writeTaxCategory(item, 'cac:ClassifiedTaxCategory', l.taxCategory, l.vatRate, ctx); // BT-151, BT-152
    },
  },
  {
    term: 'BG-29 BT-146',
    write: (n, l, ctx) => leaf(n.ele('cac:Price'), 'cbc:PriceAmount', plain(l.unitPrice), { currencyID: ctx.currency }),
  },
];

/** Writes every line of the invoice. */
export function writeLines(root: Node, ctx: UblContext): void {
  const name = ctx.credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  for (const l of ctx.inv.lines) {
    const line = root.ele(name);
    for (const e of UBL_LINE_MAP) e.write(line, l, ctx);
  }
}
