/**
 * Test invoices for the XML writers: the same five shapes (single line, many lines, mixed rates,
 * zero-rated and exempt lines, a credit note) for each jurisdiction's parties, currency and tax
 * categories, run through the real calculate(). Shared by the UBL and FatturaPA writer tests.
 */
import { calculate } from '../../../../src/domain/calculate.js';
import { Decimal } from '../../../../src/domain/decimal.js';
import type {
  CalculatedInvoice,
  InvoiceInput,
  LineInput,
  Party,
} from '../../../../src/domain/model.js';

/** Parties and tax data of one jurisdiction. */
export interface Jurisdiction {
  key: string;
  currency: string;
  seller: Party;
  buyer: Party;
  /** Standard and reduced rates with their category codes. */
  standard: { rate: string; category?: string };
  reduced: { rate: string; category?: string };
  zero?: { category: string; natura?: string };
  exempt?: { category: string; natura?: string };
  iban: string;
  bic?: string;
}

const deSeller: Party = {
  name: 'Muster Software GmbH',
  vatId: 'DE123456789',
  street: 'Musterstraße 1',
  city: 'Berlin',
  postalCode: '10115',
  country: 'DE',
  email: 'rechnung@muster.example',
  phone: '+49 30 1234567',
  electronicAddress: { scheme: '9930', id: 'DE123456789' },
};
const deBuyer: Party = {
  name: 'Kunde & Partner AG',
  vatId: 'DE987654321',
  street: 'Kundenweg 7',
  city: 'München',
  postalCode: '80331',
  country: 'DE',
  electronicAddress: { scheme: '9930', id: 'DE987654321' },
};

/** Jurisdictions by key (eu is used for ubl, xrechnung, peppol, pint international and eu). */
export const JURISDICTIONS: Record<string, Jurisdiction> = {
  eu: {
    key: 'eu',
    currency: 'EUR',
    seller: deSeller,
    buyer: deBuyer,
    standard: { rate: '19' },
    reduced: { rate: '7' },
    zero: { category: 'Z' },
    exempt: { category: 'E' },
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  },
  it: {
    key: 'it',
    currency: 'EUR',
    seller: {
      name: 'Società Alpha S.r.l.',
      vatId: 'IT01234567890',
      codiceFiscale: '01234567890',
      street: 'Viale Roma 543',
      city: 'Sassari',
      postalCode: '07100',
      country: 'IT',
      email: 'fatture@alpha.example',
    },
    buyer: {
      name: 'Comune di Esempio',
      codiceFiscale: '80012345678',
      street: 'Piazza del Municipio 1',
      city: 'Roma',
      postalCode: '00186',
      country: 'IT',
      codiceDestinatario: 'UFY9MH',
    },
    standard: { rate: '22' },
    reduced: { rate: '10' },
    zero: { category: 'Z', natura: 'N3.1' },
    exempt: { category: 'E' },
    iban: 'IT60X0542811101000000123456',
    bic: 'BPMOIT22XXX',
  },
  sg: {
    key: 'sg',
    currency: 'SGD',
    seller: {
      name: 'Lion Trading Pte Ltd',
      vatId: 'M2-1234567-K',
      street: '1 Raffles Place',
      city: 'Singapore',
      postalCode: '048616',
      country: 'SG',
      electronicAddress: { scheme: '0195', id: 'SGUEN200212345Z' },
    },
    buyer: {
      name: 'Merlion Buyer Pte Ltd',
      street: '2 Orchard Road',
      city: 'Singapore',
      postalCode: '238801',
      country: 'SG',
      electronicAddress: { scheme: '0195', id: 'SGUEN200254321Z' },
    },
    standard: { rate: '9', category: 'SR' },
    reduced: { rate: '9', category: 'SR' },
    zero: { category: 'ZR' },
    exempt: { category: 'ES' },
    iban: '000166000001',
  },
  au: {
    key: 'au',
    currency: 'AUD',
    seller: {
      name: 'Wattle Supplies Pty Ltd',
      vatId: '47555222000',
      street: '10 George St',
      city: 'Brisbane',
      postalCode: '4000',
      country: 'AU',
      electronicAddress: { scheme: '0151', id: '47555222000' },
    },
    buyer: {
      name: 'Koala Buyers Pty Ltd',
      vatId: '91888222000',
      street: '5 Queen St',
      city: 'Brisbane',
      postalCode: '4000',
      country: 'AU',
      electronicAddress: { scheme: '0151', id: '91888222000' },
    },
    standard: { rate: '10' },
    reduced: { rate: '10' },
    zero: { category: 'Z' },
    exempt: { category: 'E' },
    iban: '56477787743',
  },
  nz: {
    key: 'nz',
    currency: 'NZD',
    seller: {
      name: 'Kiwi Goods Ltd',
      vatId: '888-888-888',
      street: '1 Lambton Quay',
      city: 'Wellington',
      postalCode: '6011',
      country: 'NZ',
      electronicAddress: { scheme: '0088', id: '9429033821733' },
    },
    buyer: {
      name: 'Tui Buyers Ltd',
      vatId: '999-999-999',
      street: '9 Queen St',
      city: 'Auckland',
      postalCode: '1010',
      country: 'NZ',
      electronicAddress: { scheme: '0088', id: '9429033591476' },
    },
    standard: { rate: '15' },
    reduced: { rate: '15' },
    zero: { category: 'Z' },
    exempt: { category: 'E' },
    iban: '123456789012345',
  },
  my: {
    key: 'my',
    currency: 'MYR',
    seller: {
      name: 'Petronas Supplies Sdn Bhd',
      vatId: 'C20211100090',
      street: 'Jalan Ampang 1',
      city: 'Kuala Lumpur',
      postalCode: '50450',
      country: 'MY',
      electronicAddress: { scheme: '0230', id: '2023010000001' },
    },
    buyer: {
      name: 'Harimau Buyer Sdn Bhd',
      vatId: 'C20201234567',
      street: 'Jalan Sultan 2',
      city: 'Kuala Lumpur',
      postalCode: '50000',
      country: 'MY',
      electronicAddress: { scheme: '0230', id: '20201234567' },
    },
    standard: { rate: '10', category: 'SA' },
    reduced: { rate: '8', category: 'SE' },
    exempt: { category: 'E' },
    iban: '1234567890',
  },
  ae: {
    key: 'ae',
    currency: 'AED',
    seller: {
      name: 'Falcon Trading LLC',
      vatId: '100123456700003',
      street: 'Sheikh Zayed Road 1',
      city: 'Dubai',
      postalCode: '00000',
      country: 'AE',
      electronicAddress: { scheme: '0235', id: '1001234567' },
    },
    buyer: {
      name: 'Oryx Buyer LLC',
      vatId: '100765432100003',
      street: 'Corniche Road 2',
      city: 'Abu Dhabi',
      postalCode: '00000',
      country: 'AE',
      electronicAddress: { scheme: '0235', id: '1007654321' },
    },
    standard: { rate: '5' },
    reduced: { rate: '5' },
    zero: { category: 'Z' },
    exempt: { category: 'E' },
    iban: 'AE070331234567890123456',
  },
  jp: {
    key: 'jp',
    currency: 'JPY',
    seller: {
      name: 'Sakura Shoji KK',
      vatId: 'T1234567890123',
      street: '1-1 Marunouchi',
      city: 'Chiyoda-ku',
      postalCode: '100-0005',
      country: 'JP',
      electronicAddress: { scheme: '0188', id: '1234567890123' },
    },
    buyer: {
      name: 'Fuji Buyer KK',
      vatId: 'T3210987654321',
      street: '2-2 Umeda',
      city: 'Osaka',
      postalCode: '530-0001',
      country: 'JP',
      electronicAddress: { scheme: '0188', id: '3210987654321' },
    },
    standard: { rate: '10' },
    reduced: { rate: '8' },
    zero: { category: 'Z' },
    exempt: { category: 'E' },
    iban: '1234567',
  },
};

const d = (s: string): Decimal => new Decimal(s);

function line(
  id: number,
  description: string,
  qty: string,
  price: string,
  rate: string,
  taxCategory?: string,
  unitCode = 'C62',
  natura?: string,
): LineInput {
  return {
    id: String(id),
    description,
    quantity: d(qty),
    unitCode,
    unitPrice: d(price),
    vatRate: d(rate),
    ...(taxCategory ? { taxCategory } : {}),
    ...(natura ? { natura } : {}),
  };
}

function base(j: Jurisdiction, number: string, lines: LineInput[], typeCode = '380'): InvoiceInput {
  return {
    number,
    issueDate: '2026-11-02',
    typeCode,
    dueDate: '2026-12-02',
    deliveryDate: '2026-10-30',
    currency: j.currency,
    note: 'Thank you for your order.',
    seller: j.seller,
    buyer: j.buyer,
    lines,
    payment: { iban: j.iban, ...(j.bic ? { bic: j.bic } : {}), terms: 'Net 30 days' },
    buyerReference: j.key === 'eu' ? '04011000-12345-34' : 'PO-4711',
  };
}

/** The five invoice shapes for one jurisdiction, calculated. */
export function invoiceSet(j: Jurisdiction): Record<string, CalculatedInvoice> {
  const s = j.standard;
  const r = j.reduced;
  const jpy = j.currency === 'JPY';
  const price = (p: string): string => (jpy ? String(Math.round(Number(p)) * 100) : p);
  const many = Array.from({ length: 12 }, (_, i) =>
    line(
      i + 1,
      `Consulting block ${i + 1}`,
      String(1 + (i % 4) * 0.5),
      price(`${80 + i}.${jpy ? '00' : '25'}`),
      s.rate,
      s.category,
      i % 2 ? 'HUR' : 'DAY',
    ),
  );
  const zeroExempt: LineInput[] = [
    line(1, 'Standard rated service', '2', price('100.00'), s.rate, s.category),
  ];
  if (j.zero)
    zeroExempt.push(
      line(
        2,
        'Zero rated export goods',
        '3',
        price('40.00'),
        '0',
        j.zero.category,
        'C62',
        j.zero.natura,
      ),
    );
  if (j.exempt)
    zeroExempt.push(
      line(
        3,
        'Exempt training course',
        '1',
        price('250.00'),
        '0',
        j.exempt.category,
        'C62',
        j.exempt.natura,
      ),
    );
  return {
    single: calculate(
      base(j, `INV-${j.key}-1`, [
        line(1, 'Software licence', '1', price('1500.00'), s.rate, s.category),
      ]),
    ),
    many: calculate(base(j, `INV-${j.key}-2`, many)),
    mixed: calculate(
      base(j, `INV-${j.key}-3`, [
        line(1, 'Hardware', '2', price('199.99'), s.rate, s.category),
        line(2, 'Books', '5', price('12.50'), r.rate, r.category),
        line(3, 'Support hours', '3.5', price('95.00'), s.rate, s.category, 'HUR'),
      ]),
    ),
    zeroExempt: calculate(base(j, `INV-${j.key}-4`, zeroExempt)),
    credit: calculate(
      base(
        j,
        `CN-${j.key}-5`,
        [
          line(1, 'Returned hardware', '1', price('199.99'), s.rate, s.category),
          line(2, 'Refunded books', '2', price('12.50'), r.rate, r.category),
        ],
        '381',
      ),
    ),
  };
}
