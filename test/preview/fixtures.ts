/**
 * PDFs for the preview tests: a known one-page invoice (3 lines, 19 % and 7 % VAT) and a
 * multi-page one, rendered by renderInvoicePdf at a fixed clock so equal input gives equal bytes.
 */
import { Decimal } from 'decimal.js';
import { calculate } from '../../src/domain/index.js';
import type { InvoiceInput } from '../../src/domain/model.js';
import { renderInvoicePdf, type RenderOptions } from '../../src/pdf/index.js';

/** The fixed clock of every fixture PDF. */
export const CLOCK = new Date('2026-11-20T09:00:00Z');

const ITEMS: Array<[description: string, quantity: string, price: string, rate: number]> = [
  ['Preview rendering, worker pool set-up', '6', '120.00', 19],
  ['Transaction cache (Redis and in-process)', '4', '120.00', 19],
  ['Printed manual', '2', '18.50', 7],
];

/** BG-25 lines cycling through ITEMS; BT-1 number as given. */
export function previewInvoice(lines = 3, number = 'PV-2026-0007'): InvoiceInput {
  return {
    number,
    issueDate: '2026-11-20',
    typeCode: '380',
    dueDate: '2026-12-04',
    deliveryDate: '2026-11-20',
    currency: 'EUR',
    seller: {
      name: 'Bildwerk Rendering GmbH',
      vatId: 'DE811907980',
      street: 'Karl-Marx-Allee 90',
      city: 'Berlin',
      postalCode: '10243',
      country: 'DE',
    },
    buyer: {
      name: 'Studio Nord AB',
      vatId: 'SE556677889901',
      street: 'Götgatan 12',
      city: 'Stockholm',
      postalCode: '11646',
      country: 'SE',
    },
    lines: Array.from({ length: lines }, (_, i) => {
      const [description, quantity, price, rate] = ITEMS[i % ITEMS.length]!;
      return {
        id: String(i + 1),
        description,
        quantity: new Decimal(quantity),
        unitCode: 'HUR',
        unitPrice: new Decimal(price),
        vatRate: new Decimal(rate),
      };
    }),
    payment: { iban: 'DE02120300000000202051', terms: 'Payable within 14 days.' },
  };
}

/** The PDF of previewInvoice (one A4 page unless many lines or the compact template say otherwise). */
export function previewPdf(
  options: Partial<RenderOptions> & { lines?: number; number?: string } = {},
): Promise<Uint8Array> {
  const { lines, number, ...render } = options;
  return renderInvoicePdf(calculate(previewInvoice(lines, number)), {
    template: 'minimal',
    locale: 'en',
    watermark: false,
    creationDate: CLOCK,
    ...render,
  });
}
