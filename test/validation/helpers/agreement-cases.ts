/**
 * The random requests of the validate ⇔ generate property (validate-generate-agree.test.ts): a
 * complete invoice per target (format with CII profile or Peppol country profile) from which
 * fast-check removes optional fields and changes amounts, rates, categories and identifiers.
 */
import fc from 'fast-check';
import { countryInvoice, euInvoice, fatturaPaInvoice, withXRechnung } from '../../conformance/helpers/invoices.js';

/** One target of generate: format with its CII profile or country profile. */
interface Target {
  format: string;
  profile?: string;
  country_profile?: string;
}

const CII_PROFILES = ['minimum', 'basic_wl', 'basic', 'en16931', 'extended'];
const COUNTRY_PROFILES = ['standard_eu', 'pint_international', 'pint_eu', 'pint_sg', 'pint_au', 'pint_nz', 'pint_my', 'pint_ae', 'pint_jp'];
const TARGETS: Target[] = [
  ...CII_PROFILES.flatMap((profile) => [{ format: 'zugferd', profile }, { format: 'facturx', profile }]),
  { format: 'cii' }, { format: 'ubl' }, { format: 'xrechnung' }, { format: 'fatturapa' }, { format: 'pdf' },
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
  'due_date', 'notes', 'payment.terms', 'payment.iban', 'payment.bic', 'payment', 'buyer_reference',
  'seller.phone', 'seller.email', 'seller.vat_id', 'seller.street', 'seller.peppol_id',
  'buyer.email', 'buyer.vat_id', 'buyer.street', 'buyer.city', 'buyer.postal_code', 'buyer.peppol_id',
];

/** Electronic addresses with and without valid check digits (GS1, mod 11, mod 97, ABN). */
const PEPPOL_IDS = ['0088:1234567890123', '0088:4000001000005', '0192:123456785', '0192:123456789', '0208:0123456749', '0208:0123456789', '0151:51824753556', '0151:51824753557', '9930:DE123456789', '0007:5560360793', '0007:5560360794'];

const RATES = [0, 5, 7, 8, 9, 10, 15, 19, 22];
const CATEGORIES = ['', 'S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M', 'SR', 'ZR', 'ES', 'SA', 'SE', 'HVG', 'LVG', 'TTX'];

export const mutation = fc.record({
  target: fc.constantFrom(...TARGETS),
  lines: fc.integer({ min: 1, max: 3 }),
  remove: fc.subarray(REMOVABLE, { maxLength: 4 }),
  sellerPeppol: fc.option(fc.constantFrom(...PEPPOL_IDS), { nil: undefined }),
  buyerPeppol: fc.option(fc.constantFrom(...PEPPOL_IDS), { nil: undefined }),
  itemChanges: fc.array(fc.record({
    rate: fc.option(fc.constantFrom(...RATES), { nil: undefined }),
    category: fc.option(fc.constantFrom(...CATEGORIES), { nil: undefined }),
    quantity: fc.option(fc.constantFrom(1, 0.5, 3, 1000, -2), { nil: undefined }),
    price: fc.option(fc.constantFrom(0, 0.01, 99.99, 1234.5), { nil: undefined }),
  }), { maxLength: 3 }),
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
  return { ...m.target, invoice };
}

