/**
 * The golden validate cases: request bodies (snake_case JSON) built from the public example.
 * Their responses live beside this file as <name>.json; regenerate.ts rewrites them.
 */
import type { JsonObject } from '@bufbuild/protobuf';
import { exampleBody, germanPublic, italian, peppolParties, type Edit } from '../helpers.js';

/** One golden case. */
export interface GoldenCase {
  name: string;
  body: () => JsonObject;
}

const from =
  (...edits: Edit[]) =>
  (): JsonObject => {
    const b = exampleBody();
    for (const e of edits) e(b);
    return b;
  };

/** Every golden case. */
export const GOLDEN_CASES: readonly GoldenCase[] = [
  { name: 'public-example', body: from() },
  { name: 'xrechnung-public-buyer', body: from(germanPublic) },
  {
    name: 'peppol-pint-sg',
    body: from(peppolParties, (b) => {
      b.format = 'peppol';
      b.invoice.seller.country = 'SG';
      b.invoice.seller.vat_id = 'SG201912345A';
      b.invoice.seller.peppol_id = '0195:SGUEN201912345A';
      b.invoice.currency = 'SGD';
      b.invoice.items[0].tax_category = 'SR';
      b.invoice.items[0].vat_rate = 9;
      b.invoice.items[1].tax_category = 'ZR';
      b.invoice.items[1].vat_rate = 0;
    }),
  },
  { name: 'fatturapa-domestic', body: from(italian) },
  {
    name: 'invalid-many',
    body: from((b) => {
      b.format = 'zugferd';
      b.invoice.date = '2025-02-29';
      b.invoice.due_date = '2025-01-01';
      b.invoice.currency = 'EUX';
      delete b.invoice.seller.vat_id;
      b.invoice.buyer.country = 'XX';
      b.invoice.items[0].unit = 'PCS';
      b.invoice.items[0].unit_price = -1;
      b.invoice.items[1].quantity = 1e15;
      b.invoice.items[1].vat_rate = 120;
    }),
  },
  {
    name: 'german-b2b-auto',
    body: from((b) => {
      b.invoice.buyer = {
        name: 'Käufer GmbH',
        vat_id: 'DE987654321',
        country: 'DE',
        city: 'Hamburg',
        postal_code: '20095',
      };
    }),
  },
];
