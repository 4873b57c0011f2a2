/**
 * Maps the business terms an official rule names (BT-/BG- ids) back to the public JSON paths,
 * so that a rejected document tells the caller which input field to change.
 */

import {
  INVOICE_TERMS,
  LINE_TERMS,
  PARTY_TERMS,
  PAYMENT_TERMS,
  SIMPLE_INVOICE_TERMS,
  SIMPLE_LINE_TERMS,
  SIMPLE_PARTY_TERMS,
  SIMPLE_PAYMENT_TERMS,
} from '../../validation/checks/public-terms.js';

/** JSON path of each business term the public model carries (the simple fields first: they name a term where both do). */
function termPaths(): Record<string, string> {
  const out: Record<string, string> = {};
  const add = (term: string, path: string) => (out[term] ??= path);
  for (const invoiceTerms of [SIMPLE_INVOICE_TERMS, INVOICE_TERMS])
    for (const [field, term] of Object.entries(invoiceTerms)) add(term, `$.invoice.${field}`);
  for (const partyTerms of [SIMPLE_PARTY_TERMS, PARTY_TERMS]) {
    for (const [field, [seller, buyer]] of Object.entries(partyTerms)) {
      add(seller, `$.invoice.seller.${field}`);
      add(buyer, `$.invoice.buyer.${field}`);
    }
  }
  for (const lineTerms of [SIMPLE_LINE_TERMS, LINE_TERMS])
    for (const [field, term] of Object.entries(lineTerms)) add(term, `$.invoice.items[].${field}`);
  for (const paymentTerms of [SIMPLE_PAYMENT_TERMS, PAYMENT_TERMS])
    for (const [field, term] of Object.entries(paymentTerms))
      add(term, `$.invoice.payment.${field}`);
  return out;
}

/** JSON path of each business term the public model carries. */
export const BT_PATHS: Readonly<Record<string, string>> = termPaths();

/** The JSON path for a finding's business terms, or $.invoice when none maps. */
export function pathForTerms(terms: readonly string[]): string {
  for (const term of terms) {
    const path = BT_PATHS[term];
    if (path) return path;
  }
  return '$.invoice';
}
