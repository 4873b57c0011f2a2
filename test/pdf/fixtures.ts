/**
 * Invoices for the PDF tests: 1, 15 and 60 lines with mixed VAT rates (19 %, 7 %, 0 % exempt
 * with a reason), computed by the domain's calculate() so the renderer sees real numbers.
 */
import { Decimal } from 'decimal.js';
import { calculate } from '../../src/domain/index.js';
import type { CalculatedInvoice, InvoiceInput, LineInput } from '../../src/domain/model.js';

const ITEMS: Array<[description: string, unit: string, price: string]> = [
  ['Software development (senior engineer)', 'HUR', '125.00'],
  ['Technical concept and architecture review for the e-invoicing platform', 'HUR', '140.00'],
  ['Hosting, managed database cluster', 'MON', '389.90'],
  ['Technical documentation, printed (Übersicht, Größe A4)', 'C62', '24.95'],
  ['On-site workshop, travel included', 'DAY', '1200.00'],
  ['Licence, e-invoice validator', 'ANN', '990.00'],
  ['USB security keys', 'C62', '49.333'],
  ['Support flat rate', 'LS', '250.00'],
];

/** A German seller, a French buyer, n lines cycling through 19 %, 7 % and 0 % (E). */
export function invoiceInput(n: number): InvoiceInput {
  const lines: LineInput[] = Array.from({ length: n }, (_, i) => {
    const [description, unitCode, price] = ITEMS[i % ITEMS.length];
    const rate = [19, 7, 0][i % 3];
    return {
      id: String(i + 1),
      description,
      quantity: new Decimal(['1', '2.5', '12', '0.333', '3'][i % 5]),
      unitCode,
      unitPrice: new Decimal(price),
      vatRate: new Decimal(rate),
      taxCategory: rate === 0 ? 'E' : undefined,
    };
  });
  return {
    number: 'RE-2026-00042',
    issueDate: '2026-11-20',
    typeCode: '380',
    dueDate: '2026-12-20',
    deliveryDate: '2026-11-18',
    currency: 'EUR',
    note: 'Thank you for your business. Please quote the invoice number with your payment.',
    seller: {
      name: 'Nordlicht Software GmbH',
      vatId: 'DE123456789',
      street: 'Friedrichstraße 123',
      city: 'Berlin',
      postalCode: '10117',
      country: 'DE',
      email: 'billing@nordlicht.example',
      phone: '+49 30 1234567',
    },
    buyer: {
      name: 'Atelier Lumière SARL',
      vatId: 'FR61954506077',
      street: '12 rue de la Paix',
      city: 'Paris',
      postalCode: '75002',
      country: 'FR',
    },
    lines,
    payment: {
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      terms: 'Payable within 30 days without deduction.',
    },
    buyerReference: 'PO-7781',
  };
}

/** The calculated invoice with n lines. */
export function invoice(n: number): CalculatedInvoice {
  return calculate(invoiceInput(n));
}

/** A small CII-like XML to embed (the tests only compare bytes). */
export const SAMPLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"><!-- Ä € test --></rsm:CrossIndustryInvoice>
`;

/** A fixed clock. */
export const CLOCK = new Date('2026-11-20T10:30:00Z');
