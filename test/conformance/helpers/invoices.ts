/**
 * Conformance helper: the invoices the matrices generate. A German seller invoicing a French
 * business of 1, 15 or 60 lines mixing the tax categories each format allows (BT-151: S at 19 %
 * and 7 %, Z zero-rated, E exempt, AE reverse charge), plus the data each format needs on top
 * (XRechnung BR-DE-*, Peppol endpoint ids and BT-10, FatturaPA codes) and one native invoice per
 * Peppol country profile (its currency, tax scheme, categories and identifiers).
 */

/** Line counts of the matrix (issue: a 1-line, a 15-line and a 60-line invoice). */
export const SIZES = [1, 15, 60] as const;

/** The categories a line cycles through (BT-151 with BT-152). */
export type LineKind = 'S19' | 'S7' | 'Z' | 'E' | 'AE';

const EU_KINDS: readonly LineKind[] = ['S19', 'S7', 'Z', 'E', 'AE'];
const UNITS = ['HUR', 'C62', 'DAY', 'MON', 'KGM'];

/** One items[] entry of the kind (BT-129, BT-130, BT-146, BT-152, BT-151, BT-153). */
function item(i: number, kind: LineKind): any {
  const base = {
    description: `Position ${i + 1}: ${['Consulting', 'Licence', 'Support', 'Training', 'Hardware'][i % 5]}`,
    quantity: [1, 2.5, 12, 0.333, 1000][i % 5],
    unit: UNITS[i % UNITS.length],
    unit_price: [95, 49.9, 0.3333, 1234.56, 0.01][i % 5],
  };
  switch (kind) {
    case 'S19':
      return { ...base, vat_rate: 19 };
    case 'S7':
      return { ...base, vat_rate: 7 };
    case 'Z':
      return { ...base, vat_rate: 0, tax_category: 'Z' };
    case 'E':
      return { ...base, vat_rate: 0, tax_category: 'E' };
    case 'AE':
      return { ...base, vat_rate: 0, tax_category: 'AE' };
  }
}

/** Items cycling through `kinds` (a single line is standard rated). */
export function items(n: number, kinds: readonly LineKind[] = EU_KINDS): any[] {
  return Array.from({ length: n }, (_, i) => item(i, n === 1 ? 'S19' : kinds[i % kinds.length]));
}

/** A German seller's invoice to a French business with `n` lines (BG-4, BG-7, BG-16, BG-25). */
export function euInvoice(n: number, kinds?: readonly LineKind[]): any {
  return {
    number: `CONF-${n}-0001`,
    date: '2025-03-14',
    due_date: '2025-04-13',
    currency: 'EUR',
    notes: 'Conformance suite',
    seller: {
      name: 'Muster Software GmbH',
      vat_id: 'DE123456789',
      street: 'Friedrichstraße 123',
      city: 'Berlin',
      postal_code: '10117',
      country: 'DE',
      email: 'billing@muster-software.de',
      phone: '+49 30 1234567',
    },
    buyer: {
      name: 'Exemple Conseil SARL',
      vat_id: 'FR40303265045',
      street: '12 rue de la Paix',
      city: 'Paris',
      postal_code: '75002',
      country: 'FR',
      email: 'compta@exemple-conseil.fr',
    },
    items: items(n, kinds),
    payment: {
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      terms: 'Payable within 30 days',
    },
  };
}

/** A generate request. */
export function request(format: string, invoice: any, extra: Record<string, unknown> = {}): any {
  return { format, invoice, ...extra };
}

/** XRechnung needs BT-10 (leitweg_id), seller contact and buyer city/postcode (BR-DE-*). */
export function withXRechnung(invoice: any): any {
  return { ...invoice, leitweg_id: '04011000-12345-03', buyer_reference: undefined };
}

/** Peppol needs endpoint ids (BT-34, BT-49) and BT-10. */
export function withPeppolIds(invoice: any): any {
  return {
    ...invoice,
    buyer_reference: 'PO-4711',
    seller: { ...invoice.seller, peppol_id: '9930:DE123456789' },
    buyer: { ...invoice.buyer, peppol_id: '9957:FR40303265045' },
  };
}

/**
 * An Italian invoice for FatturaPA: seller and buyer with Partita IVA (valid check digit), the
 * buyer also with a personal codice fiscale (valid check character), codice destinatario and
 * TipoDocumento; zero-rated and exempt lines carry their Natura.
 */
export function fatturaPaInvoice(n: number, tipo = 'TD01'): any {
  const natura: Record<string, string> = { Z: 'N3.1', E: 'N4', AE: 'N6.9' };
  const lines = items(n, ['S19', 'S7', 'Z', 'E']).map((it) => {
    const rate = it.vat_rate === 19 ? 22 : it.vat_rate === 7 ? 10 : 0;
    const out: any = { ...it, vat_rate: rate };
    if (it.tax_category) out.natura = natura[it.tax_category];
    return out;
  });
  return {
    number: `FPA-${n}-1`,
    date: '2025-03-14',
    due_date: '2025-04-13',
    currency: 'EUR',
    tipo_documento: tipo,
    seller: {
      name: 'Rossi Software S.r.l.',
      vat_id: 'IT01234567897',
      codice_fiscale: '01234567897',
      street: 'Via Roma 1',
      city: 'Milano',
      postal_code: '20121',
      country: 'IT',
      email: 'fatture@rossi.example',
    },
    buyer: {
      name: 'Mario Rossi',
      vat_id: 'IT12345678903',
      codice_fiscale: 'RSSMRA85T10A562S',
      codice_destinatario: 'ABC1234',
      street: 'Via Garibaldi 2',
      city: 'Roma',
      postal_code: '00184',
      country: 'IT',
    },
    items: lines,
    payment: { iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22XXX', terms: '30 giorni' },
  };
}

/** The Peppol country profiles of the public API. */
export const COUNTRY_PROFILES = [
  'standard_eu',
  'pint_international',
  'pint_eu',
  'pint_sg',
  'pint_au',
  'pint_nz',
  'pint_my',
  'pint_ae',
  'pint_jp',
] as const;
/** Preview profiles (known blocking issues). */
export const PREVIEW_PROFILES = ['pint_au', 'pint_nz', 'pint_my', 'pint_ae', 'pint_jp'] as const;

interface Native {
  country: string;
  currency: string;
  sellerVat: string;
  buyerVat: string;
  sellerPeppol: string;
  buyerPeppol: string;
  city: [string, string];
  postal: [string, string];
  iban: string;
  lines: Array<{ vat_rate: number; tax_category?: string }>;
}

/** Each profile's native data: currency, tax ids, endpoint ids, rates and category codes. */
const NATIVE: Record<string, Native> = {
  pint_sg: {
    iban: '',
    country: 'SG',
    currency: 'SGD',
    sellerVat: 'SGM90312345A',
    buyerVat: 'SG200312345A',
    sellerPeppol: '0195:SGUEN200312345A',
    buyerPeppol: '0195:SGUEN201912345B',
    city: ['Singapore', 'Singapore'],
    postal: ['018989', '049315'],
    lines: [
      { vat_rate: 9, tax_category: 'SR' },
      { vat_rate: 0, tax_category: 'ZR' },
      { vat_rate: 0, tax_category: 'ES' },
    ],
  },
  pint_au: {
    iban: '',
    country: 'AU',
    currency: 'AUD',
    sellerVat: 'AU51824753556',
    buyerVat: 'AU53004085616',
    sellerPeppol: '0151:51824753556',
    buyerPeppol: '0151:53004085616',
    city: ['Sydney', 'Melbourne'],
    postal: ['2000', '3000'],
    lines: [
      { vat_rate: 10, tax_category: 'S' },
      { vat_rate: 0, tax_category: 'Z' },
      { vat_rate: 0, tax_category: 'E' },
    ],
  },
  pint_nz: {
    iban: '',
    country: 'NZ',
    currency: 'NZD',
    sellerVat: 'NZ123456789',
    buyerVat: 'NZ987654321',
    sellerPeppol: '0088:9429041000014',
    buyerPeppol: '0088:9429041000021',
    city: ['Auckland', 'Wellington'],
    postal: ['1010', '6011'],
    lines: [
      { vat_rate: 15, tax_category: 'S' },
      { vat_rate: 0, tax_category: 'Z' },
      { vat_rate: 0, tax_category: 'E' },
    ],
  },
  pint_my: {
    iban: '',
    country: 'MY',
    currency: 'MYR',
    sellerVat: 'MYC25845632000',
    buyerVat: 'MYC25845632001',
    sellerPeppol: '0230:C2584563200',
    buyerPeppol: '0230:C2584563201',
    city: ['Kuala Lumpur', 'Penang'],
    postal: ['50450', '10200'],
    lines: [
      { vat_rate: 8, tax_category: 'SA' },
      { vat_rate: 0, tax_category: 'SE' },
    ],
  },
  pint_ae: {
    iban: 'AE070331234567890123456',
    country: 'AE',
    currency: 'AED',
    sellerVat: 'AE100000000000003',
    buyerVat: 'AE100000000000103',
    sellerPeppol: '0235:1000000000',
    buyerPeppol: '0235:1000000001',
    city: ['Dubai', 'Abu Dhabi'],
    postal: ['00000', '00000'],
    lines: [
      { vat_rate: 5, tax_category: 'S' },
      { vat_rate: 0, tax_category: 'Z' },
      { vat_rate: 0, tax_category: 'E' },
    ],
  },
  pint_jp: {
    iban: '',
    country: 'JP',
    currency: 'JPY',
    sellerVat: 'JPT1234567890123',
    buyerVat: 'JPT3210987654321',
    sellerPeppol: '0188:1234567890123',
    buyerPeppol: '0188:3210987654321',
    city: ['Tokyo', 'Osaka'],
    postal: ['100-0001', '530-0001'],
    lines: [
      { vat_rate: 10, tax_category: 'S' },
      { vat_rate: 8, tax_category: 'S' },
      { vat_rate: 0, tax_category: 'E' },
    ],
  },
};

/**
 * The invoice for one country profile: EU profiles use the EU invoice (all EU categories);
 * the others a seller and buyer of that country with its currency, rates and categories.
 */
export function countryInvoice(profile: string, n: number): any {
  const native = NATIVE[profile];
  if (!native) return withPeppolIds(euInvoice(n));
  const inv = euInvoice(n);
  const lines = inv.items.map((it: any, i: number) => {
    const l = native.lines[n === 1 ? 0 : i % native.lines.length];
    const out: any = { ...it, vat_rate: l.vat_rate };
    delete out.tax_category;
    if (l.tax_category) out.tax_category = l.tax_category;
    // JPY has no minor unit: whole prices.
    if (native.currency === 'JPY') out.unit_price = Math.max(1, Math.round(it.unit_price * 100));
    return out;
  });
  return {
    ...inv,
    currency: native.currency,
    buyer_reference: 'PO-4711',
    seller: {
      name: `Seller ${native.country} Pte`,
      vat_id: native.sellerVat,
      street: '1 Main Street',
      city: native.city[0],
      postal_code: native.postal[0],
      country: native.country,
      email: 'billing@seller.example',
      phone: '+1 555 0100',
      peppol_id: native.sellerPeppol,
    },
    buyer: {
      name: `Buyer ${native.country} Ltd`,
      vat_id: native.buyerVat,
      street: '2 High Street',
      city: native.city[1],
      postal_code: native.postal[1],
      country: native.country,
      email: 'ap@buyer.example',
      peppol_id: native.buyerPeppol,
    },
    items: lines,
    payment: { iban: native.iban, terms: 'Payable within 30 days' },
  };
}
