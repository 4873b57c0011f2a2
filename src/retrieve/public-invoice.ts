/**
 * The domain invoice in the public JSON shape that generate accepts (snake_case, amounts as
 * plain numbers, IBAN without spaces, empty fields omitted), so that a retrieved invoice can be
 * edited and generated again. The few domain values the public shape cannot hold are reported
 * by `publicLosses`.
 */
import type { Decimal } from 'decimal.js';
import type { InvoiceInput, LineInput, Party } from '../domain/model.js';
import type { Dropped } from './read-result.js';
import { isValidLeitwegId } from '../domain/codelists/index.js';
import { deriveTaxCategory } from '../domain/tax-category.js';

/** The address object of the public API (BG-4 / BG-7). */
export interface PublicParty {
  name?: string;
  vat_id?: string;
  street?: string;
  city?: string;
  postal_code?: string;
  country?: string;
  email?: string;
  phone?: string;
  peppol_id?: string;
  codice_fiscale?: string;
  codice_destinatario?: string;
  pec?: string;
}

/** The line item object of the public API (BG-25). */
export interface PublicItem {
  description: string;
  quantity: number;
  unit?: string;
  unit_price: number;
  vat_rate?: number;
  natura?: string;
  tax_category?: string;
}

/** The invoice object of the public API. */
export interface PublicInvoice {
  number: string;
  date: string;
  due_date?: string;
  delivery_date?: string;
  currency?: string;
  notes?: string;
  seller: PublicParty;
  buyer: PublicParty;
  items: PublicItem[];
  payment?: { iban?: string; bic?: string; terms?: string };
  leitweg_id?: string;
  buyer_reference?: string;
  tipo_documento?: string;
  tax_scheme?: string;
}


function num(d: Decimal): number {
  return d.toNumber();
}

function compact<T extends object>(o: T): T {
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === '' || (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0)) {
      delete (o as Record<string, unknown>)[k];
    }
  }
  return o;
}

/** The public e-mail shape (generate's check: local@domain, no spaces, at most 254 characters). */
const PUBLIC_EMAIL = /^[^@\s]+@[^@\s]+$/;

/** BT-43 / BT-58 when it is an e-mail address; placeholders such as "XX" are reported, not returned. */
function publicEmail(email: string | undefined): string | undefined {
  return email !== undefined && email.length <= 254 && PUBLIC_EMAIL.test(email) ? email : undefined;
}

function party(p: Party): PublicParty {
  return compact({
    name: p.name, // BT-27 / BT-44
    vat_id: p.vatId?.replace(/\s+/g, ''), // BT-31 / BT-48, without spaces
    street: p.street, // BT-35 / BT-50
    city: p.city, // BT-37 / BT-52
    postal_code: p.postalCode, // BT-38 / BT-53
    country: p.country, // BT-40 / BT-55
    email: publicEmail(p.email), // BT-43 / BT-58, only an e-mail address
    phone: p.phone, // BT-42 / BT-57
    peppol_id: p.electronicAddress ? `${p.electronicAddress.scheme}:${p.electronicAddress.id}` : undefined, // BT-34 / BT-49
    codice_fiscale: p.codiceFiscale,
    codice_destinatario: p.codiceDestinatario,
    pec: p.pec,
  });
}

function item(l: LineInput): PublicItem {
  // BT-151 is left out when it is what generate derives anyway (S for a positive rate, Z for 0).
  const derived = deriveTaxCategory(undefined, l.vatRate);
  return compact({
    description: l.description, // BT-153
    quantity: num(l.quantity), // BT-129
    unit: l.unitCode, // BT-130
    unit_price: num(l.unitPrice), // BT-146
    vat_rate: num(l.vatRate), // BT-152
    natura: l.natura,
    tax_category: l.taxCategory === derived ? undefined : l.taxCategory, // BT-151
  });
}

/** Options of the conversion. */
export interface PublicInvoiceOptions {
  /** The detected format: for xrechnung a Leitweg-ID in BT-10 is returned as leitweg_id only. */
  format?: string;
}

/**
 * The public invoice JSON for a domain invoice. In an XRechnung, BT-10 is always returned as
 * leitweg_id: it is where XRechnung routes (BR-DE-15) and generate writes leitweg_id back there,
 * even when the value is no valid Leitweg-ID (the KoSIT test suite uses placeholders). Elsewhere
 * BT-10 becomes leitweg_id when it is a valid Leitweg-ID, and buyer_reference always, so the
 * JSON regenerates as XRechnung (needs leitweg_id) and as Peppol (needs buyer_reference).
 */
export function toPublicInvoice(input: InvoiceInput, options: PublicInvoiceOptions = {}): PublicInvoice {
  const ref = input.buyerReference; // BT-10
  const leitweg = ref !== undefined && (options.format === 'xrechnung' || isValidLeitwegId(ref));
  return compact({
    number: input.number, // BT-1
    date: input.issueDate, // BT-2
    due_date: input.dueDate, // BT-9
    delivery_date: input.deliveryDate !== input.issueDate ? input.deliveryDate : undefined, // BT-72, only when it differs
    currency: input.currency, // BT-5
    notes: input.note, // BT-22
    seller: party(input.seller), // BG-4
    buyer: party(input.buyer), // BG-7
    items: input.lines.map(item), // BG-25
    payment: input.payment
      ? compact({ iban: input.payment.iban?.replace(/\s+/g, ''), bic: input.payment.bic, terms: input.payment.terms }) // BG-16
      : undefined,
    leitweg_id: leitweg ? ref : undefined,
    buyer_reference: leitweg && options.format === 'xrechnung' ? undefined : ref,
    // A credit note (BT-3 381) comes back as TD04, the public JSON's way to ask generate for one.
    tipo_documento: input.tipoDocumento ?? (input.typeCode === CREDIT_NOTE ? 'TD04' : undefined),
    tax_scheme: input.taxScheme,
  });
}

/** BT-3 of a credit note. */
const CREDIT_NOTE = '381';

/** Domain values that the public shape cannot carry (e.g. BT-3 other than 380 and 381). */
export function publicLosses(input: InvoiceInput): Dropped[] {
  const out: Dropped[] = [];
  if (input.typeCode !== '380' && input.typeCode !== CREDIT_NOTE && !input.tipoDocumento) {
    out.push({ bt: 'BT-3', path: 'invoice type code', value: input.typeCode, reason: 'the invoice JSON has no type code; generate writes 380 (381 as tipo_documento TD04)' });
  }
  for (const [role, bt] of [['seller', 'BT-43'], ['buyer', 'BT-58']] as const) {
    const email = input[role].email;
    if (email && !publicEmail(email)) out.push({ bt, path: `${role} contact e-mail`, value: email, reason: 'not an e-mail address' });
  }
  input.lines.forEach((l, i) => {
    if (l.id !== String(i + 1)) out.push({ bt: 'BT-126', path: `line ${i + 1}`, value: l.id, reason: 'line ids are renumbered' });
  });
  return out;
}
