/**
 * What every part of the UBL writer needs while it writes one document: the invoice, the
 * resolved profile, the document type, and the number formats (exact decimals, never floats).
 */
import type { Decimal } from 'decimal.js';
import type { create } from 'xmlbuilder2';
import type { CalculatedInvoice } from '../../../domain/model.js';
import type { UblProfile } from '../../../formats/ubl-profiles.js';

/** An xmlbuilder2 node (the writer only appends children). */
export type Node = ReturnType<typeof create>;

/** UBL 2.1 namespaces. */
export const UBL_NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

/** The state of one write. */
export interface UblContext {
  inv: CalculatedInvoice;
  /** true for a CreditNote document (BT-3 = 381 or documentType credit-note). */
  credit: boolean;
  profile: UblProfile;
  /** Tax scheme id written in TaxScheme/ID (VAT or GST). */
  taxScheme: string;
  /** BT-5, as currencyID on every amount. */
  currency: string;
}

/** ISO 4217 currencies without minor units: whole amounts are written without decimals (PINT JP aligned-ibr-jp-06). */
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX', 'XAF', 'XOF', 'PYG', 'KMF', 'GNF', 'RWF', 'VUV', 'XPF', 'DJF', 'BIF']);

/** An amount with 2 decimals (BR-DEC-*: at most two fraction digits); whole amounts of zero-decimal currencies without. */
export function amount(d: Decimal, currency?: string): string {
  if (currency && ZERO_DECIMAL_CURRENCIES.has(currency) && d.isInteger()) return d.toFixed(0);
  return d.toFixed(2);
}

/** A quantity, price or rate as given, in plain notation (never exponent form). */
export function plain(d: Decimal): string {
  return d.toFixed();
}

/** Appends `<name>text</name>` (with optional attributes) and returns the parent for chaining. */
export function leaf(parent: Node, name: string, text: string, attrs?: Record<string, string>): Node {
  // The namespace is passed explicitly: xmlbuilder2 then skips the prefix lookup up the tree.
  const ns = name.startsWith('cbc:') ? UBL_NS.cbc : UBL_NS.cac;
  (attrs ? parent.ele(ns, name, attrs) : parent.ele(ns, name)).txt(text);
  return parent;
}

/** Appends an amount element with its currencyID. */
export function money(parent: Node, name: string, d: Decimal, ctx: UblContext): Node {
  return leaf(parent, name, amount(d, ctx.currency), { currencyID: ctx.currency });
}

/** The category code in the profile's vocabulary (BT-151, BT-118, BT-95, BT-102). */
export function categoryCode(code: string, ctx: UblContext): string {
  return ctx.profile.categoryMap[code] ?? code;
}
