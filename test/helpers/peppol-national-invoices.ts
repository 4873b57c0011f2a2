/**
 * Per country with national rules inside Peppol BIS 3 (SE, DK, NO, IT, GR, IS): a domestic
 * invoice that meets them, and cases that each break one rule, with the JSON path the checks
 * name. The unit tests hold the checks to these cases; the conformance test holds the official
 * Peppol rules to them (the complete invoice passes; a document breaking several cases at once is
 * rejected by exactly their rules).
 */

/** One broken rule: an edit of the complete invoice and where the checks say so. */
export interface NationalRuleCase {
  name: string;
  rule: string;
  path: string;
  edit: (inv: any) => void;
}

/** One country: its complete request body and its cases. */
export interface NationalRules {
  country: string;
  /** A complete generate/validate request body (format peppol, standard_eu). */
  complete: () => any;
  cases: NationalRuleCase[];
  /** Case indexes broken together in one document for the official rules (distinct paths). */
  together: number[];
  /** Rules of the country that PINT EU's jurisdiction rules do not apply (absent, or shadowed). */
  silentInPintEu?: string[];
}

/** The body with one or more cases' edits applied. */
export function broken(rules: NationalRules, ...cases: NationalRuleCase[]): any {
  const body = rules.complete();
  for (const c of cases) c.edit(body.invoice);
  return body;
}

const lines = (rate: number) => [
  { description: 'Consulting', quantity: 2, unit: 'HUR', unit_price: 100, vat_rate: rate },
];

const c = (name: string, rule: string, path: string, edit: (inv: any) => void) => ({
  name,
  rule,
  path,
  edit,
});

export const SWEDEN: NationalRules = {
  country: 'SE',
  complete: () => ({
    format: 'peppol',
    country_profile: 'standard_eu',
    invoice: {
      number: 'SE-2025-0042',
      date: '2025-03-14',
      due_date: '2025-04-13',
      currency: 'SEK',
      buyer_reference: 'REF-1',
      seller: {
        name: 'Exempel Konsult AB',
        vat_id: 'SE556677889901',
        street: 'Drottninggatan 1',
        city: 'Stockholm',
        postal_code: '111 51',
        country: 'SE',
        peppol_id: '0007:5566778899',
        legal_registration: { id: '5566778899', scheme: '0007' },
        tax_registration_id: 'Godkänd för F-skatt',
      },
      buyer: {
        name: 'Kund AB',
        vat_id: 'SE202100530701',
        street: 'Storgatan 2',
        city: 'Göteborg',
        postal_code: '411 38',
        country: 'SE',
        peppol_id: '0007:2021005307',
      },
      items: lines(25),
      payment: { iban: 'SE4550000000058398257466', terms: 'Net 30' },
    },
  }),
  cases: [
    c('a VAT id of 13 characters', 'SE-R-001', '$.invoice.seller.vat_id', (inv) => {
      inv.seller.vat_id = 'SE55667788991';
    }),
    c('a VAT id with letters after SE', 'SE-R-002', '$.invoice.seller.vat_id', (inv) => {
      inv.seller.vat_id = 'SE5566778899AB';
    }),
    c(
      'an organisation number with a letter',
      'SE-R-003',
      '$.invoice.seller.legal_registration.id',
      (inv) => {
        inv.seller.legal_registration.id = '556677889X';
      },
    ),
    c(
      'an organisation number of 9 digits',
      'SE-R-004',
      '$.invoice.seller.legal_registration.id',
      (inv) => {
        inv.seller.legal_registration.id = '556677889';
      },
    ),
    c(
      'an organisation number off its check digit',
      'SE-R-013',
      '$.invoice.seller.legal_registration.id',
      (inv) => {
        inv.seller.legal_registration.id = '5566778890';
      },
    ),
    c(
      'a tax registration other than F-skatt',
      'SE-R-005',
      '$.invoice.seller.tax_registration_id',
      (inv) => {
        inv.seller.tax_registration_id = 'F-skatt';
      },
    ),
    c('standard rated VAT at 19 percent', 'SE-R-006', '$.invoice.items[0].vat_rate', (inv) => {
      inv.items[0].vat_rate = 19;
    }),
  ],
  together: [1, 4, 5, 6],
};

export const DENMARK: NationalRules = {
  country: 'DK',
  complete: () => ({
    format: 'peppol',
    country_profile: 'standard_eu',
    invoice: {
      number: 'DK-2025-0042',
      date: '2025-03-14',
      due_date: '2025-04-13',
      currency: 'DKK',
      buyer_reference: 'REF-1',
      seller: {
        name: 'Eksempel ApS',
        vat_id: 'DK13585628',
        street: 'Vesterbrogade 1',
        city: 'København V',
        postal_code: '1620',
        country: 'DK',
        peppol_id: '0184:13585628',
      },
      buyer: {
        name: 'Kunde A/S',
        vat_id: 'DK29403473',
        street: 'Strøget 2',
        city: 'Aarhus C',
        postal_code: '8000',
        country: 'DK',
        peppol_id: '0184:29403473',
      },
      items: lines(25),
      payment: {
        means_code: '31',
        iban: 'DK5000400440116243',
        bic: 'DABADKKK',
        terms: 'Net 30',
      },
    },
  }),
  cases: [
    c(
      'a seller without CVR number',
      'DK-R-002',
      '$.invoice.seller.legal_registration.id',
      (inv) => {
        inv.seller.peppol_id = '0198:DK13585628';
      },
    ),
    c(
      'a seller registration under another scheme',
      'DK-R-014',
      '$.invoice.seller.legal_registration.scheme',
      (inv) => {
        inv.seller.legal_registration = { id: '13585628', scheme: '0198' };
      },
    ),
    c(
      'a seller identifier without scheme',
      'DK-R-013',
      '$.invoice.seller.identifiers[0].scheme',
      (inv) => {
        inv.seller.identifiers = [{ id: '13585628' }];
      },
    ),
    c(
      'a buyer registration under another scheme',
      'DK-R-017',
      '$.invoice.buyer.legal_registration.scheme',
      (inv) => {
        inv.buyer.legal_registration = { id: '29403473', scheme: '0198' };
      },
    ),
    c(
      'a UNSPSC classification in version 14',
      'DK-R-003',
      '$.invoice.items[0].classifications[0].list_version',
      (inv) => {
        inv.items[0].classifications = [{ code: '43211503', list_id: 'TST', list_version: '14' }];
      },
    ),
    c('a non-VAT tax not named', 'DK-R-004', '$.invoice.charges[0].reason', (inv) => {
      inv.charges = [{ amount: 10, reason: 'Afgift', reason_code: 'ZZZ', vat_rate: 25 }];
    }),
    c('payment means 57', 'DK-R-005', '$.invoice.payment.means_code', (inv) => {
      inv.payment.means_code = '57';
    }),
    c(
      'a DKK account without a code (written 30)',
      'DK-R-005',
      '$.invoice.payment.means_code',
      (inv) => {
        delete inv.payment.means_code;
      },
    ),
    c('payment means 31 without bank', 'DK-R-006', '$.invoice.payment.bic', (inv) => {
      delete inv.payment.bic;
    }),
    c(
      'payment means 49 without debited account',
      'DK-R-007',
      '$.invoice.payment.direct_debit.debited_account',
      (inv) => {
        inv.payment = { means_code: '49', direct_debit: { mandate_reference: 'M-1' } };
      },
    ),
    c(
      'giro without card type code',
      'DK-R-008',
      '$.invoice.payment.remittance_information',
      (inv) => {
        inv.payment = {
          means_code: '50',
          remittance_information: '12345',
          credit_transfers: [{ account_id: '1234567' }],
        };
      },
    ),
    c(
      'giro with a short account',
      'DK-R-008',
      '$.invoice.payment.credit_transfers[0].account_id',
      (inv) => {
        inv.payment = {
          means_code: '50',
          remittance_information: '01#123',
          credit_transfers: [{ account_id: '123' }],
        };
      },
    ),
    c(
      'giro 04# without its instruction id',
      'DK-R-009',
      '$.invoice.payment.remittance_information',
      (inv) => {
        inv.payment = {
          means_code: '50',
          remittance_information: '04#123',
          credit_transfers: [{ account_id: '1234567' }],
        };
      },
    ),
    c('FIK with card type 72', 'DK-R-010', '$.invoice.payment.remittance_information', (inv) => {
      inv.payment = {
        means_code: '93',
        remittance_information: '72#123456789012345',
        credit_transfers: [{ account_id: '12345678' }],
      };
    }),
    c(
      'FIK with a creditor number of 7',
      'DK-R-010',
      '$.invoice.payment.credit_transfers[0].account_id',
      (inv) => {
        inv.payment = {
          means_code: '93',
          remittance_information: '73#1',
          credit_transfers: [{ account_id: '1234567' }],
        };
      },
    ),
    c(
      'FIK 71# without its instruction id',
      'DK-R-011',
      '$.invoice.payment.remittance_information',
      (inv) => {
        inv.payment = {
          means_code: '93',
          remittance_information: '71#123',
          credit_transfers: [{ account_id: '12345678' }],
        };
      },
    ),
    c('a credit note with a negative total', 'DK-R-016', '$.invoice.type_code', (inv) => {
      inv.type_code = '381';
      inv.items[0].quantity = -2;
    }),
  ],
  together: [1, 2, 3, 4, 5, 6],
  // DK-R-003: an earlier rule of its pattern has the same line context; DK-R-017: absent.
  silentInPintEu: ['DK-R-003', 'DK-R-017'],
};

export const NORWAY: NationalRules = {
  country: 'NO',
  complete: () => ({
    format: 'peppol',
    country_profile: 'standard_eu',
    invoice: {
      number: 'NO-2025-0042',
      date: '2025-03-14',
      due_date: '2025-04-13',
      currency: 'NOK',
      buyer_reference: 'REF-1',
      seller: {
        name: 'Eksempel AS',
        vat_id: 'NO987654325MVA',
        street: 'Karl Johans gate 1',
        city: 'Oslo',
        postal_code: '0154',
        country: 'NO',
        peppol_id: '0192:987654325',
        tax_registration_id: 'Foretaksregisteret',
      },
      buyer: {
        name: 'Kunde AS',
        vat_id: 'NO923456783MVA',
        street: 'Bryggen 2',
        city: 'Bergen',
        postal_code: '5003',
        country: 'NO',
        peppol_id: '0192:923456783',
      },
      items: lines(25),
      payment: { iban: 'NO9386011117947', bic: 'DNBANOKK', terms: 'Net 30' },
    },
  }),
  cases: [
    c('a VAT id without MVA', 'NO-R-001', '$.invoice.seller.vat_id', (inv) => {
      inv.seller.vat_id = 'NO987654325';
    }),
    c('a VAT id off its check digit', 'NO-R-001', '$.invoice.seller.vat_id', (inv) => {
      inv.seller.vat_id = 'NO987654326MVA';
    }),
  ],
  together: [1],
};

export const ITALY: NationalRules = {
  country: 'IT',
  complete: () => ({
    format: 'peppol',
    country_profile: 'standard_eu',
    invoice: {
      number: 'IT-2025-0042',
      date: '2025-03-14',
      due_date: '2025-04-13',
      currency: 'EUR',
      buyer_reference: 'REF-1',
      seller: {
        name: 'Rossi S.r.l.',
        vat_id: 'IT12345678903',
        street: 'Via Roma 1',
        city: 'Milano',
        postal_code: '20121',
        country: 'IT',
        peppol_id: '0211:IT12345678903',
        tax_registration_id: 'RSSMRA85T10A562S',
      },
      buyer: {
        name: 'Exemple Conseil SARL',
        vat_id: 'FR40303265045',
        street: '12 rue de la Paix',
        city: 'Paris',
        postal_code: '75002',
        country: 'FR',
        peppol_id: '0009:30326504500012',
      },
      items: lines(22),
      payment: { iban: 'IT60X0542811101000000123456', terms: 'Net 30' },
    },
  }),
  cases: [
    c(
      'a tax registration of 6 characters',
      'IT-R-001',
      '$.invoice.seller.tax_registration_id',
      (inv) => {
        inv.seller.tax_registration_id = 'ABC123';
      },
    ),
    c('no seller street', 'IT-R-002', '$.invoice.seller.street', (inv) => {
      delete inv.seller.street;
    }),
    c('no seller city', 'IT-R-003', '$.invoice.seller.city', (inv) => {
      delete inv.seller.city;
    }),
    c('no seller post code', 'IT-R-004', '$.invoice.seller.postal_code', (inv) => {
      delete inv.seller.postal_code;
    }),
  ],
  together: [0, 1, 2, 3],
};

const GR_NUMBER = '094875260|14/03/2025|1|1.1|A|42';
/** The invoice number with one segment replaced. */
const grNumber = (i: number, value: string) => {
  const seg = GR_NUMBER.split('|');
  seg[i] = value;
  return seg.join('|');
};

export const GREECE: NationalRules = {
  country: 'GR',
  complete: () => ({
    format: 'peppol',
    country_profile: 'standard_eu',
    invoice: {
      number: GR_NUMBER,
      date: '2025-03-14',
      due_date: '2025-04-13',
      currency: 'EUR',
      buyer_reference: 'REF-1',
      seller: {
        name: 'Paradeigma Monoprosopi IKE',
        trading_name: 'Paradeigma Monoprosopi IKE',
        vat_id: 'EL094875260',
        street: 'Odos Ermou 1',
        city: 'Athina',
        postal_code: '10563',
        country: 'GR',
        peppol_id: '9933:094875260',
      },
      buyer: {
        name: 'Pelatis AE',
        trading_name: 'Pelatis AE',
        vat_id: 'EL994645551',
        street: 'Odos Tsimiski 2',
        city: 'Thessaloniki',
        postal_code: '54624',
        country: 'GR',
        peppol_id: '9933:994645551',
      },
      items: lines(24),
      attachments: [{ id: '400001234567890', description: '##M.AR.K##' }],
      payment: { iban: 'GR1601101250000000012300695', terms: 'Net 30' },
    },
  }),
  cases: [
    c('a number of one segment', 'GR-R-001-1', '$.invoice.number', (inv) => {
      inv.number = '094875260-14/03/2025-1-1.1-A-42';
    }),
    c('a number with another TIN', 'GR-R-001-2', '$.invoice.number', (inv) => {
      inv.number = grNumber(0, '123456783');
    }),
    c('a number with another date', 'GR-R-001-3', '$.invoice.number', (inv) => {
      inv.number = grNumber(1, '13/03/2025');
    }),
    c('a number with a series number not numeric', 'GR-R-001-4', '$.invoice.number', (inv) => {
      inv.number = grNumber(2, 'x');
    }),
    c('a number with an unknown document type', 'GR-R-001-5', '$.invoice.number', (inv) => {
      inv.number = grNumber(3, '9.9');
    }),
    c('a number with an empty fifth segment', 'GR-R-001-6', '$.invoice.number', (inv) => {
      inv.number = grNumber(4, '');
    }),
    c('a number with an empty sixth segment', 'GR-R-001-7', '$.invoice.number', (inv) => {
      inv.number = grNumber(5, '');
    }),
    c('no seller trading name', 'GR-R-002', '$.invoice.seller.trading_name', (inv) => {
      delete inv.seller.trading_name;
    }),
    c('a seller VAT id off its check digit', 'GR-R-003', '$.invoice.seller.vat_id', (inv) => {
      inv.seller.vat_id = 'EL094875261';
      // The number's first segment may be the tax representative's TIN instead (GR-R-001-2).
      inv.tax_representative = {
        name: 'Antiprosopos EPE',
        vat_id: 'EL094875260',
        address: { street: 'Odos Athinas 3', city: 'Athina', postal_code: '10551', country: 'GR' },
      };
    }),
    c('no MARK number', 'GR-R-004-1', '$.invoice.attachments', (inv) => {
      inv.attachments = [];
    }),
    c('a MARK number starting 0', 'GR-R-004-2', '$.invoice.attachments[0].id', (inv) => {
      inv.attachments[0].id = '0400001234';
    }),
    c('two invoice URLs', 'GR-R-008-2', '$.invoice.attachments[2].description', (inv) => {
      const url = { description: '##INVOICE|URL##', url: 'https://example.gr/i/1' };
      inv.attachments.push({ id: 'U1', ...url }, { id: 'U2', ...url });
    }),
    c('an invoice URL without URL', 'GR-R-008-3', '$.invoice.attachments[1].url', (inv) => {
      inv.attachments.push({ id: 'U1', description: '##INVOICE|URL##' });
    }),
    c('no buyer trading name', 'GR-R-005', '$.invoice.buyer.trading_name', (inv) => {
      delete inv.buyer.trading_name;
    }),
    c('a buyer VAT id off its check digit', 'GR-R-006', '$.invoice.buyer.vat_id', (inv) => {
      inv.buyer.vat_id = 'EL994645552';
    }),
    c('a seller endpoint off its check digit', 'GR-R-009', '$.invoice.seller.peppol_id', (inv) => {
      inv.seller.peppol_id = '9933:094875261';
    }),
    c('a buyer endpoint off its check digit', 'GR-R-010', '$.invoice.buyer.peppol_id', (inv) => {
      inv.buyer.peppol_id = '9933:994645552';
    }),
  ],
  together: [2, 7, 10, 12, 13, 14, 15],
};

export const ICELAND: NationalRules = {
  country: 'IS',
  complete: () => ({
    format: 'peppol',
    country_profile: 'standard_eu',
    invoice: {
      number: 'IS-2025-0042',
      date: '2025-03-14',
      due_date: '2025-04-13',
      currency: 'ISK',
      buyer_reference: 'REF-1',
      seller: {
        name: 'Dæmi ehf.',
        vat_id: 'IS123456',
        street: 'Laugavegur 1',
        city: 'Reykjavík',
        postal_code: '101',
        country: 'IS',
        peppol_id: '0196:4710080280',
        legal_registration: { id: '4710080280', scheme: '0196' },
      },
      buyer: {
        name: 'Viðskiptavinur hf.',
        vat_id: 'IS654321',
        street: 'Hafnarstræti 2',
        city: 'Akureyri',
        postal_code: '600',
        country: 'IS',
        peppol_id: '0196:5501692829',
        legal_registration: { id: '5501692829', scheme: '0196' },
      },
      items: [
        { description: 'Ráðgjöf', quantity: 2, unit: 'HUR', unit_price: 10000, vat_rate: 24 },
      ],
      attachments: [{ id: '2025-04-20', description: 'EINDAGI' }],
      payment: {
        means_code: '42',
        credit_transfers: [{ account_id: '012326012345' }],
        terms: 'Net 30',
      },
    },
  }),
  cases: [
    c('no seller kennitala', 'IS-R-002', '$.invoice.seller.legal_registration.id', (inv) => {
      delete inv.seller.legal_registration;
    }),
    c(
      'a seller registration under DUNS',
      'IS-R-002',
      '$.invoice.seller.legal_registration.scheme',
      (inv) => {
        inv.seller.legal_registration.scheme = '0060';
      },
    ),
    c('no seller street', 'IS-R-003', '$.invoice.seller.street', (inv) => {
      delete inv.seller.street;
    }),
    c('no seller post code', 'IS-R-003', '$.invoice.seller.postal_code', (inv) => {
      delete inv.seller.postal_code;
    }),
    c(
      'payment means 9 with a short account',
      'IS-R-006',
      '$.invoice.payment.credit_transfers[0].account_id',
      (inv) => {
        inv.payment.means_code = '9';
        inv.payment.credit_transfers[0].account_id = '12345';
      },
    ),
    c(
      'payment means 42 with a short account',
      'IS-R-007',
      '$.invoice.payment.credit_transfers[0].account_id',
      (inv) => {
        inv.payment.credit_transfers[0].account_id = '12345';
      },
    ),
    c('EINDAGI not as YYYY-MM-DD', 'IS-R-008', '$.invoice.attachments[0].id', (inv) => {
      inv.attachments[0].id = '2025-4-20';
    }),
    c('EINDAGI without due date', 'IS-R-009', '$.invoice.due_date', (inv) => {
      delete inv.due_date;
    }),
    c('EINDAGI before the due date', 'IS-R-010', '$.invoice.attachments[0].id', (inv) => {
      inv.attachments[0].id = '2025-04-01';
    }),
    c('no buyer kennitala', 'IS-R-004', '$.invoice.buyer.legal_registration.id', (inv) => {
      delete inv.buyer.legal_registration;
    }),
    c('no buyer street', 'IS-R-005', '$.invoice.buyer.street', (inv) => {
      delete inv.buyer.street;
    }),
  ],
  together: [1, 2, 5, 8, 9, 10],
};

/** All countries, most used first. */
export const NATIONAL_RULES: NationalRules[] = [SWEDEN, DENMARK, NORWAY, ITALY, GREECE, ICELAND];
