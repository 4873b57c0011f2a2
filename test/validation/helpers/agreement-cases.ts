/**
 * The random requests of the validate ⇔ generate property (validate-generate-agree.test.ts): a
 * complete invoice per target (format with CII profile or Peppol country profile) from which
 * fast-check removes optional fields and changes amounts, rates, categories and identifiers.
 */
import fc from 'fast-check';
import {
  countryInvoice,
  euInvoice,
  fatturaPaInvoice,
  withXRechnung,
} from '../../conformance/helpers/invoices.js';

/** One target of generate: format with its CII profile or country profile. */
interface Target {
  format: string;
  profile?: string;
  country_profile?: string;
}

const CII_PROFILES = ['minimum', 'basic_wl', 'basic', 'en16931', 'extended'];
const COUNTRY_PROFILES = [
  'standard_eu',
  'pint_international',
  'pint_eu',
  'pint_sg',
  'pint_au',
  'pint_nz',
  'pint_my',
  'pint_ae',
  'pint_jp',
];
const TARGETS: Target[] = [
  ...CII_PROFILES.flatMap((profile) => [
    { format: 'zugferd', profile },
    { format: 'facturx', profile },
  ]),
  { format: 'cii' },
  { format: 'ubl' },
  { format: 'xrechnung' },
  { format: 'fatturapa' },
  { format: 'pdf' },
  ...COUNTRY_PROFILES.map((country_profile) => ({ format: 'peppol', country_profile })),
];

/** The complete invoice a target starts from. */
function baseInvoice(target: Target, lines: number): any {
  if (target.format === 'fatturapa') return fatturaPaInvoice(lines);
  if (target.format === 'xrechnung') return withXRechnung(euInvoice(lines));
  if (target.format === 'peppol') return countryInvoice(target.country_profile!, lines);
  return euInvoice(lines);
}

/** Optional input the property may remove (dotted paths into the invoice). */
const REMOVABLE = [
  'due_date',
  'notes',
  'payment.terms',
  'payment.iban',
  'payment.bic',
  'payment',
  'buyer_reference',
  'seller.phone',
  'seller.email',
  'seller.vat_id',
  'seller.street',
  'seller.peppol_id',
  'buyer.email',
  'buyer.vat_id',
  'buyer.street',
  'buyer.city',
  'buyer.postal_code',
  'buyer.peppol_id',
];

/** Electronic addresses with and without valid check digits (GS1, mod 11, mod 97, ABN). */
const PEPPOL_IDS = [
  '0088:1234567890123',
  '0088:4000001000005',
  '0192:123456785',
  '0192:123456789',
  '0208:0123456749',
  '0208:0123456789',
  '0151:51824753556',
  '0151:51824753557',
  '9930:DE123456789',
  '0007:5560360793',
  '0007:5560360794',
];

const RATES = [0, 5, 7, 8, 9, 10, 15, 19, 22];
const CATEGORIES = [
  '',
  'S',
  'Z',
  'E',
  'AE',
  'K',
  'G',
  'O',
  'L',
  'M',
  'SR',
  'ZR',
  'ES',
  'SA',
  'SE',
  'HVG',
  'LVG',
  'TTX',
];

export const mutation = fc.record({
  target: fc.constantFrom(...TARGETS),
  lines: fc.integer({ min: 1, max: 3 }),
  remove: fc.subarray(REMOVABLE, { maxLength: 4 }),
  sellerPeppol: fc.option(fc.constantFrom(...PEPPOL_IDS), { nil: undefined }),
  buyerPeppol: fc.option(fc.constantFrom(...PEPPOL_IDS), { nil: undefined }),
  extras: fc.subarray(
    [
      'allowance',
      'charge',
      'delivery',
      'paid',
      'credit_note',
      'period',
      'order',
      'legal_registration',
      'identifier',
      'means_58',
      'means_30',
    ],
    { maxLength: 3 },
  ),
  registration: fc.constantFrom(
    '0088:4000001000005',
    '0088:1234567890123',
    '0002:123456789',
    '0208:0123456749',
    '0230:202001234567',
    ':HRB 12345',
  ),
  itemChanges: fc.array(
    fc.record({
      rate: fc.option(fc.constantFrom(...RATES), { nil: undefined }),
      category: fc.option(fc.constantFrom(...CATEGORIES), { nil: undefined }),
      quantity: fc.option(fc.constantFrom(1, 0.5, 3, 1000, -2), { nil: undefined }),
      price: fc.option(fc.constantFrom(0, 0.01, 99.99, 1234.5), { nil: undefined }),
    }),
    { maxLength: 3 },
  ),
});

export type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function unset(obj: any, dotted: string): void {
  const keys = dotted.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((o, k) => (o == null ? o : o[k]), obj);
  if (parent != null) delete parent[last];
}

/** The request a mutation describes. */
export function requestOf(m: Mutation): any {
  const invoice = baseInvoice(m.target, m.lines);
  if (m.target.format === 'peppol' || m.target.format === 'xrechnung') {
    if (m.sellerPeppol) invoice.seller.peppol_id = m.sellerPeppol;
    if (m.buyerPeppol) invoice.buyer.peppol_id = m.buyerPeppol;
  }
  for (const path of m.remove) unset(invoice, path);
  m.itemChanges.forEach((c, i) => {
    const item = invoice.items[i % invoice.items.length];
    if (c.rate !== undefined) item.vat_rate = c.rate;
    if (c.category !== undefined) {
      if (c.category === '') delete item.tax_category;
      else item.tax_category = c.category;
    }
    if (c.quantity !== undefined) item.quantity = c.quantity;
    if (c.price !== undefined) item.unit_price = c.price;
  });
  for (const extra of m.extras) addExtra(invoice, extra, m.registration);
  return { ...m.target, invoice };
}

/** Whole-invoice terms a real invoice often carries (BG-20/21, BG-13, BT-113, BT-3, BG-14, BT-13, BT-30, BT-29, BT-81). */
function addExtra(invoice: any, extra: string, registration: string): void {
  const [scheme, id] = registration.split(':');
  const rate = invoice.items[0].vat_rate ?? 19;
  const category = invoice.items[0].tax_category;
  const onFirstLine = { vat_rate: rate, ...(category ? { tax_category: category } : {}) };
  switch (extra) {
    case 'allowance':
      invoice.allowances = [{ amount: 1.5, reason: 'Discount', reason_code: '95', ...onFirstLine }];
      break;
    case 'charge':
      invoice.charges = [{ amount: 2.25, reason: 'Freight', reason_code: 'FC', ...onFirstLine }];
      break;
    case 'delivery':
      invoice.delivery = {
        party_name: 'Warehouse',
        address: {
          street: 'Dock 4',
          city: invoice.buyer.city ?? 'Paris',
          postal_code: invoice.buyer.postal_code ?? '75002',
          country: invoice.buyer.country,
        },
      };
      break;
    case 'paid':
      invoice.paid_amount = 10;
      break;
    case 'credit_note':
      invoice.type_code = '381';
      break;
    case 'period':
      invoice.invoicing_period = { start: '2025-03-01', end: '2025-03-31' };
      break;
    case 'order':
      invoice.purchase_order_reference = 'PO-2025-17';
      break;
    case 'legal_registration':
      invoice.seller.legal_registration = scheme ? { id, scheme } : { id };
      break;
    case 'identifier':
      invoice.seller.identifiers = [scheme ? { id, scheme } : { id }];
      break;
    // BT-81 stated: a (SEPA) credit transfer, with or without its account (BR-61).
    case 'means_58':
    case 'means_30':
      invoice.payment = { ...invoice.payment, means_code: extra.slice(-2) };
      break;
  }
}
