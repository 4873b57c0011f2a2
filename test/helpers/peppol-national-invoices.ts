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

/** All countries, most used first. */
export const NATIONAL_RULES: NationalRules[] = [SWEDEN];
