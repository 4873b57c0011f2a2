/**
 * Invoices that between them state every term the writers can write: the whole invoice with the
 * EXTENDED repeats (further invoiced objects, price discounts, payment terms), a card and a direct
 * debit, an exempt line, base quantities, a sub-line of a group, and the logistics charge. The
 * term-map test writes them through every profile to see that each table row is written.
 */
import { fromNumber } from '../../../src/domain/decimal.js';
import type { InvoiceInput } from '../../../src/domain/model.js';
import { whole } from './whole-invoice.js';

const d = fromNumber;

/** The whole invoice with everything EXTENDED and the payment variants add. */
export function maximal(): InvoiceInput {
  const w = whole();
  const [l0, l1] = w.lines;
  return {
    ...w,
    roundingAmount: d(0.01),
    allowances: [
      {
        amount: d(10),
        baseAmount: d(100),
        percentage: d(10),
        reason: 'Bonus',
        reasonCode: '95',
        taxCategory: 'S',
        vatRate: d(19),
      },
    ],
    charges: [
      {
        amount: d(3),
        baseAmount: d(100),
        percentage: d(3),
        reason: 'Freight',
        reasonCode: 'FC',
        taxCategory: 'S',
        vatRate: d(19),
      },
    ],
    payee: {
      name: 'Factor',
      identifier: { id: 'PY-1' },
      legalRegistration: { id: 'LR-1', scheme: '0002' },
    },
    taxRepresentative: {
      name: 'Rep',
      vatId: 'DE999999999',
      address: {
        street: 'Weg 1',
        addressLine2: 'Hof',
        addressLine3: 'Haus 2',
        city: 'Köln',
        postalCode: '50667',
        countrySubdivision: 'NW',
        country: 'DE',
      },
    },
    delivery: {
      partyName: 'Lager',
      location: { id: 'LOC-1' },
      address: {
        street: 'Lagerweg 1',
        addressLine2: 'Tor 2',
        addressLine3: 'Halle 3',
        city: 'Paris',
        postalCode: '75001',
        countrySubdivision: 'IDF',
        country: 'FR',
      },
    },
    dueDate: '2024-02-29',
    taxPointDate: undefined,
    taxPointDateCode: '35',
    furtherInvoicedObjects: [{ id: 'R87654321012345', scheme: 'AAG' }],
    buyer: {
      ...w.buyer,
      taxRegistrationId: '04523249415',
      identifiers: [{ id: 'B-ID-1' }, { id: '4000001000012', scheme: '0088' }],
      tradingName: 'Kunde',
      addressLine2: 'Tor 2',
      addressLine3: 'Halle 3',
      countrySubdivision: 'BY',
      phone: '+49 89 1',
      email: 'einkauf@kunde.example',
    },
    seller: { ...w.seller, identifiers: [{ id: 'S-ID-1' }, ...(w.seller.identifiers ?? [])] },
    lines: [
      {
        ...l0,
        id: 'G1',
        lineStatus: 'GROUP',
        allowances: [
          {
            amount: d(5),
            baseAmount: d(100),
            percentage: d(5),
            reason: 'Discount',
            reasonCode: '95',
          },
        ],
        charges: [
          {
            amount: d(2),
            baseAmount: d(100),
            percentage: d(2),
            reason: 'Packing',
            reasonCode: 'ABL',
          },
        ],
      },
      {
        ...l1,
        id: 'D1',
        parentLineId: 'G1',
        baseQuantity: d(2),
        baseQuantityUnit: 'C62',
        grossPrice: d(22),
        grossBaseQuantity: d(2),
        priceDiscount: d(1),
        furtherPriceDiscounts: [d(1)],
        // EXTENDED-CTC-FR EXT-FR-FE-164..177: the line's seller (multi-vendor invoices).
        seller: {
          name: 'Line Seller SARL',
          identifiers: [{ id: 'LS-1' }, { id: '30326504500017', scheme: '0009' }],
          legalRegistration: { id: '303265045', scheme: '0002' },
          vatId: 'FR40303265045',
          country: 'FR',
        },
      },
      { ...l1, id: 'E1', taxCategory: 'E', vatRate: d(0) },
    ],
    vatExemptions: [{ category: 'E', reason: 'Exempt by law', reasonCode: 'VATEX-EU-132' }],
    payment: {
      ...w.payment,
      card: { panLastDigits: '1234', holderName: 'A. Muster' },
      directDebit: {
        mandateReference: 'MANDATE-1',
        creditorId: 'DE98ZZZ09999999999',
        debitedAccount: 'DE02120300000000202051',
      },
      furtherTerms: [{ description: 'Bis zum 27.06.2026 ohne Abzug', dueDate: '2026-06-27' }],
    },
  };
}
