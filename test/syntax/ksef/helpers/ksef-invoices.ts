/**
 * Polish test invoices for the KSeF FA(3) writer, run through the real calculate(): domestic
 * VAT 23/8/5/0 %, exempt, domestic reverse charge, intra-Community supply and export, a
 * correction (KOR, 384) of an invoice with its KSeF number, and a credit note (381).
 */
import { calculate } from '../../../../src/domain/calculate.js';
import { Decimal } from '../../../../src/domain/decimal.js';
import type {
  CalculatedInvoice,
  InvoiceInput,
  LineInput,
  Party,
} from '../../../../src/domain/model.js';

const d = (s: string): Decimal => new Decimal(s);

export const PL_SELLER: Party = {
  name: 'ABC AGD sp. z o.o.',
  vatId: 'PL9999999999',
  street: 'ul. Kwiatowa 1 m. 2',
  city: 'Warszawa',
  postalCode: '00-001',
  country: 'PL',
  email: 'abc@abc.pl',
  phone: '667444555',
};
export const PL_BUYER: Party = {
  name: 'F.H.U. Jan Kowalski',
  vatId: 'PL1111111111',
  street: 'ul. Polna 1',
  city: 'Kraków',
  postalCode: '30-001',
  country: 'PL',
};
const DE_BUYER: Party = {
  name: 'Kunde GmbH',
  vatId: 'DE987654321',
  street: 'Kundenweg 7',
  city: 'München',
  postalCode: '80331',
  country: 'DE',
};
const US_BUYER: Party = {
  name: 'Buyer Inc.',
  street: '1 Main St',
  city: 'Boston',
  postalCode: '02108',
  country: 'US',
};

export function line(
  id: number,
  description: string,
  qty: string,
  price: string,
  rate: string,
  taxCategory = 'S',
  unitCode = 'C62',
): LineInput {
  return {
    id: String(id),
    description,
    quantity: d(qty),
    unitCode,
    unitPrice: d(price),
    vatRate: d(rate),
    taxCategory,
  };
}

export function base(
  number: string,
  lines: LineInput[],
  extra: Partial<InvoiceInput> = {},
): InvoiceInput {
  return {
    number,
    issueDate: '2026-02-15',
    typeCode: '380',
    dueDate: '2026-03-15',
    deliveryDate: '2026-02-10',
    currency: 'PLN',
    seller: PL_SELLER,
    buyer: PL_BUYER,
    lines,
    payment: { iban: 'PL61109010140000071219812874', bic: 'WBKPPLPP', meansCode: '58' },
    ...extra,
  };
}

/** The shapes of the FA(3) matrix, calculated. */
export function ksefInvoices(): Record<string, CalculatedInvoice> {
  const mixed = [
    line(1, 'lodówka Zimnotech mk1', '1', '1626.01', '23'),
    line(2, 'książka', '5', '12.50', '5'),
    line(3, 'usługa gastronomiczna', '3.5', '95.00', '8'),
    line(4, 'usługa eksportowa krajowa 0 %', '2', '40.00', '0', 'Z'),
  ];
  return {
    domestic: calculate(
      base('FV2026/02/1', mixed, {
        note: 'Kapitał zakładowy 5 000 000',
        purchaseOrderReference: '4354343',
        contractReference: 'U/2026/7',
      }),
    ),
    exempt: calculate(
      base(
        'FV2026/02/2',
        [line(1, 'szkolenie', '1', '250.00', '0', 'E'), line(2, 'materiały', '2', '10.00', '23')],
        {
          vatExemptions: [{ category: 'E', reason: 'art. 43 ust. 1 pkt 29 lit. c ustawy' }],
        },
      ),
    ),
    reverse: calculate(
      base('FV2026/02/3', [line(1, 'złom stalowy', '1000', '1.20', '0', 'AE', 'KGM')], {
        vatExemptions: [{ category: 'AE', reason: 'odwrotne obciążenie' }],
      }),
    ),
    intraCommunity: calculate(
      base('FV2026/02/4', [line(1, 'Maschine', '1', '10000.00', '0', 'K')], {
        buyer: DE_BUYER,
        currency: 'EUR',
        vatExemptions: [{ category: 'K', reason: 'WDT art. 42 ustawy' }],
      }),
    ),
    export: calculate(
      base('FV2026/02/5', [line(1, 'machine', '2', '500.00', '0', 'G')], {
        buyer: US_BUYER,
        currency: 'USD',
        vatExemptions: [{ category: 'G', reason: 'eksport towarów' }],
      }),
    ),
    correction: calculate(
      base('FK2026/02/6', [line(1, 'lodówka Zimnotech mk1 – obniżka ceny', '1', '-200.00', '23')], {
        typeCode: '384',
        precedingInvoices: [{ number: 'FV2026/02/1', date: '2026-02-15' }],
      }),
    ),
    credit: calculate(
      base(
        'FK2026/02/7',
        [line(1, 'zwrot towaru', '1', '199.99', '23'), line(2, 'zwrot książek', '2', '12.50', '5')],
        {
          typeCode: '381',
          precedingInvoices: [{ number: 'FV2026/02/1', date: '2026-02-15' }],
        },
      ),
    ),
  };
}
