/**
 * The one conversion from the public (proto) invoice to the domain model: defaults applied
 * (currency EUR, unit C62, VAT rate 19, country DE, delivery date = issue date per BR-FX-EN-04),
 * JSON doubles turned into exact decimals once, here, and never touched as floats again.
 */
import type { Invoice, LineItem, Party as PartyMessage } from '../../gen/einvoice/v1/invoice_pb.js';
import {
  DEFAULT_COUNTRY, DEFAULT_CURRENCY, DEFAULT_TYPE_CODE, DEFAULT_UNIT_CODE, DEFAULT_VAT_RATE,
  fromNumber, type InvoiceInput, type LineInput, type Party,
} from '../domain/index.js';
import { parsePeppolId } from '../domain/codelists/index.js';

const blank = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** FatturaPA document types that are credit notes (BT-3 381). */
const CREDIT_NOTE_TIPI = new Set(['TD04', 'TD08']);

function party(p: PartyMessage | undefined): Party {
  const peppol = blank(p?.peppolId);
  // The checks ran before (strictly for format peppol), so the looser parse only splits the value.
  const parsed = peppol ? parsePeppolId(peppol, { peppol: false }) : undefined;
  return {
    name: p?.name.trim() ?? '',
    vatId: blank(p?.vatId)?.replace(/\s+/g, '').toUpperCase(),
    street: blank(p?.street),
    city: blank(p?.city),
    postalCode: blank(p?.postalCode),
    country: blank(p?.country)?.toUpperCase() ?? DEFAULT_COUNTRY,
    email: blank(p?.email),
    phone: blank(p?.phone),
    // BT-34 / BT-49: "<EAS>:<id>" split into scheme and identifier.
    electronicAddress: parsed?.ok ? parsed.value : undefined,
    codiceFiscale: blank(p?.codiceFiscale)?.toUpperCase(),
    codiceDestinatario: blank(p?.codiceDestinatario)?.toUpperCase(),
    pec: blank(p?.pec),
  };
}

function line(item: LineItem, index: number): LineInput {
  return {
    id: String(index + 1), // BT-126
    description: item.description.trim(), // BT-153
    quantity: fromNumber(item.quantity ?? 0), // BT-129
    unitCode: blank(item.unit)?.toUpperCase() ?? DEFAULT_UNIT_CODE, // BT-130
    unitPrice: fromNumber(item.unitPrice ?? 0), // BT-146
    vatRate: fromNumber(item.vatRate ?? DEFAULT_VAT_RATE), // BT-152
    taxCategory: blank(item.taxCategory)?.toUpperCase(), // BT-151
    natura: blank(item.natura)?.toUpperCase(),
  };
}

/** Options that change how the public fields land in the model. */
export interface InputOptions {
  /** XRechnung: the Leitweg-ID is the buyer reference (BT-10, BR-DE-15). */
  leitwegAsBuyerReference?: boolean;
}

/** Converts a checked public invoice into the domain's InvoiceInput. */
export function toInvoiceInput(invoice: Invoice, options: InputOptions = {}): InvoiceInput {
  const issueDate = invoice.date;
  const tipo = blank(invoice.tipoDocumento)?.toUpperCase();
  const payment = invoice.payment;
  const iban = blank(payment?.iban)?.replace(/\s+/g, '').toUpperCase();
  const leitweg = blank(invoice.leitwegId);
  return {
    number: invoice.number.trim(), // BT-1
    issueDate, // BT-2
    typeCode: tipo && CREDIT_NOTE_TIPI.has(tipo) ? '381' : DEFAULT_TYPE_CODE, // BT-3
    dueDate: blank(invoice.dueDate), // BT-9
    deliveryDate: blank(invoice.deliveryDate) ?? issueDate, // BT-72, BR-FX-EN-04
    currency: blank(invoice.currency)?.toUpperCase() ?? DEFAULT_CURRENCY, // BT-5
    note: blank(invoice.notes), // BT-22
    seller: party(invoice.seller), // BG-4
    buyer: party(invoice.buyer), // BG-7
    lines: invoice.items.map(line), // BG-25
    payment: payment && (iban || blank(payment.bic) || blank(payment.terms))
      ? { iban, bic: blank(payment.bic)?.toUpperCase(), terms: blank(payment.terms) } // BG-16, BT-84, BT-86, BT-20
      : undefined,
    buyerReference: (options.leitwegAsBuyerReference && leitweg) || blank(invoice.buyerReference) || leitweg, // BT-10
    tipoDocumento: tipo,
    taxScheme: blank(invoice.taxScheme)?.toUpperCase(),
  };
}
