/**
 * An invoice that states (nearly) every EN 16931 term the model carries: the whole-invoice round
 * trips and the term-map tests write it through each syntax.
 */
import { fromNumber } from '../../../src/domain/decimal.js';
import type { InvoiceInput } from '../../../src/domain/model.js';
import { invoice, line, SELLER, BUYER } from '../../domain/fixtures/invoices.js';

const d = fromNumber;

/** The invoice, new each call. */
export function whole(): InvoiceInput {
  const base = invoice([line(2, 50), line(1, 10, { vatRate: 7 })]);
  const l0 = {
    ...base.lines[0],
    id: 'A1',
    note: 'Line note',
    objectIdentifier: { id: 'OBJ-1', scheme: 'AAA' },
    period: { start: '2024-01-01', end: '2024-01-31' },
    orderLineReference: '7',
    accountingCost: 'CC-1',
    allowances: [{ amount: d(5), reason: 'Discount', reasonCode: '95' }],
    charges: [{ amount: d(2), reason: 'Packing', reasonCode: 'ABL' }],
    grossPrice: d(55),
    priceDiscount: d(5),
    itemDescription: 'A long description',
    sellerItemId: 'S-1',
    buyerItemId: 'B-1',
    standardItemId: { id: '4012345678901', scheme: '0160' },
    classifications: [{ code: '12345', listId: 'STI', listVersion: '1' }],
    originCountry: 'DE',
    attributes: [{ name: 'Colour', value: 'Blue' }],
  };
  return {
    ...base,
    lines: [l0, base.lines[1]],
    seller: {
      ...SELLER,
      tradingName: 'Muster',
      identifiers: [{ id: '4000001000005', scheme: '0088' }],
      legalRegistration: { id: 'HRB 1', scheme: '0002' },
      taxRegistrationId: '12/345/67890',
      legalInfo: 'GF: A. Muster',
      addressLine2: 'Hof',
      addressLine3: 'Haus 2',
      countrySubdivision: 'BE',
      contactName: 'A. Muster',
    },
    buyer: {
      ...BUYER,
      contactName: 'B. Buyer',
      legalRegistration: { id: '123456789', scheme: '0002' },
    },
    taxPointDate: '2024-01-31',
    taxCurrency: 'USD',
    taxCurrencyVatTotal: d(20.5),
    accountingCost: 'ACC',
    projectReference: 'P-1',
    contractReference: 'C-1',
    purchaseOrderReference: 'PO-1',
    salesOrderReference: 'SO-1',
    receivingAdviceReference: 'RA-1',
    despatchAdviceReference: 'DA-1',
    tenderReference: 'T-1',
    invoicedObject: { id: 'IO-1', scheme: 'AAA' },
    additionalNotes: [{ text: 'Second', subjectCode: 'AAI' }],
    precedingInvoices: [{ number: 'INV-0', date: '2023-12-01' }],
    invoicingPeriod: { start: '2024-01-01', end: '2024-01-31' },
    payee: {
      name: 'Factor',
      identifier: { id: 'PY-1', scheme: '0088' },
      legalRegistration: { id: 'LR-1', scheme: '0002' },
    },
    taxRepresentative: {
      name: 'Rep',
      vatId: 'DE999999999',
      address: { street: 'Weg 1', city: 'Köln', postalCode: '50667', country: 'DE' },
    },
    delivery: {
      partyName: 'Lager',
      location: { id: 'LOC-1', scheme: '0088' },
      address: { street: 'Lagerweg 1', city: 'Paris', postalCode: '75001', country: 'FR' },
    },
    allowances: [
      { amount: d(10), reason: 'Bonus', reasonCode: '95', taxCategory: 'S', vatRate: d(19) },
    ],
    charges: [
      { amount: d(3), reason: 'Freight', reasonCode: 'FC', taxCategory: 'S', vatRate: d(19) },
    ],
    attachments: [
      {
        id: 'ATT-1',
        description: 'Timesheet',
        contentBase64: 'SGVsbG8=',
        mimeCode: 'text/plain',
        filename: 'hello.txt',
      },
      { id: 'ATT-2', url: 'https://example.com/x.pdf' },
    ],
    paidAmount: d(10),
    payment: {
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      terms: 'Net 30',
      meansCode: '58',
      meansText: 'Transfer',
      remittanceInformation: 'RF18 5390 0754 7034',
      accountName: 'Muster GmbH',
      directDebit: { creditorId: 'DE98ZZZ09999999999' },
    },
  };
}
