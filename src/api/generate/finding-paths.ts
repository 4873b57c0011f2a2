/**
 * Maps the business terms an official rule names (BT-/BG- ids) back to the public JSON paths,
 * so that a rejected document tells the caller which input field to change.
 */

import { INVOICE_TERMS, LINE_TERMS, PARTY_TERMS, PAYMENT_TERMS } from '../../validation/checks/format-carriage.js';

/** The whole-invoice fields (format-carriage.ts lists them with their terms), by term. */
function wholeInvoicePaths(): Record<string, string> {
  const out: Record<string, string> = {};
  const add = (term: string, path: string) => (out[term] ??= path);
  for (const [field, term] of Object.entries(INVOICE_TERMS)) add(term, `$.invoice.${field}`);
  for (const [field, [seller, buyer]] of Object.entries(PARTY_TERMS)) {
    add(seller, `$.invoice.seller.${field}`);
    add(buyer, `$.invoice.buyer.${field}`);
  }
  for (const [field, term] of Object.entries(LINE_TERMS)) add(term, `$.invoice.items[].${field}`);
  for (const [field, term] of Object.entries(PAYMENT_TERMS)) add(term, `$.invoice.payment.${field}`);
  return out;
}

/** JSON path of each business term the public model carries. */
export const BT_PATHS: Readonly<Record<string, string>> = {
  ...wholeInvoicePaths(),
  'BT-1': '$.invoice.number',
  'BT-2': '$.invoice.date',
  'BT-5': '$.invoice.currency',
  'BT-9': '$.invoice.due_date',
  'BT-10': '$.invoice.buyer_reference',
  'BT-20': '$.invoice.payment.terms',
  'BT-22': '$.invoice.notes',
  'BT-27': '$.invoice.seller.name',
  'BT-31': '$.invoice.seller.vat_id',
  'BT-34': '$.invoice.seller.peppol_id',
  'BT-35': '$.invoice.seller.street',
  'BT-37': '$.invoice.seller.city',
  'BT-38': '$.invoice.seller.postal_code',
  'BT-40': '$.invoice.seller.country',
  'BT-42': '$.invoice.seller.phone',
  'BT-43': '$.invoice.seller.email',
  'BT-44': '$.invoice.buyer.name',
  'BT-48': '$.invoice.buyer.vat_id',
  'BT-49': '$.invoice.buyer.peppol_id',
  'BT-50': '$.invoice.buyer.street',
  'BT-52': '$.invoice.buyer.city',
  'BT-53': '$.invoice.buyer.postal_code',
  'BT-55': '$.invoice.buyer.country',
  'BT-57': '$.invoice.buyer.phone',
  'BT-58': '$.invoice.buyer.email',
  'BT-72': '$.invoice.delivery_date',
  'BT-84': '$.invoice.payment.iban',
  'BT-86': '$.invoice.payment.bic',
  'BT-129': '$.invoice.items[].quantity',
  'BT-130': '$.invoice.items[].unit',
  'BT-146': '$.invoice.items[].unit_price',
  'BT-151': '$.invoice.items[].tax_category',
  'BT-152': '$.invoice.items[].vat_rate',
  'BT-153': '$.invoice.items[].description',
  'BG-4': '$.invoice.seller',
  'BG-7': '$.invoice.buyer',
  'BG-16': '$.invoice.payment',
  'BG-25': '$.invoice.items',
};

/** The JSON path for a finding's business terms, or $.invoice when none maps. */
export function pathForTerms(terms: readonly string[]): string {
  for (const term of terms) {
    const path = BT_PATHS[term];
    if (path) return path;
  }
  return '$.invoice';
}
