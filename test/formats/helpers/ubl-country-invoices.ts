/**
 * Requests for the national CIUS of UBL (format ubl, country_profile hr_cius, cius_ro, cius_pt):
 * for each country an invoice or credit note, domestic or cross-border, with two VAT rates and a
 * document allowance and charge, carrying what the country's rules ask for.
 */
export type UblCountry = 'hr_cius' | 'cius_ro' | 'cius_pt';
export const UBL_COUNTRIES: readonly UblCountry[] = ['hr_cius', 'cius_ro', 'cius_pt'];
/** The independent checker's kind of each. */
export const ORACLE_KIND: Readonly<Record<UblCountry, string>> = {
  hr_cius: 'hr-cius',
  cius_ro: 'cius-ro',
  cius_pt: 'cius-pt',
};

export interface CaseOptions {
  credit?: boolean;
  crossBorder?: boolean;
}

const party = (p: Record<string, unknown>) => p;

/** Seller, domestic buyer, foreign buyer, VAT rates and currency per country. */
const DATA = {
  hr_cius: {
    seller: party({
      name: 'Prodavatelj d.o.o.',
      vat_id: 'HR12345678903',
      street: 'Ilica 1',
      city: 'Zagreb',
      postal_code: '10000',
      country: 'HR',
      peppol_id: '9934:12345678903',
    }),
    buyer: party({
      name: 'Kupac d.d.',
      vat_id: 'HR69435151530',
      street: 'Vukovarska 2',
      city: 'Split',
      postal_code: '21000',
      country: 'HR',
      peppol_id: '9934:69435151530',
    }),
    foreign: party({
      name: 'Käufer GmbH',
      vat_id: 'DE123456789',
      street: 'Hauptstraße 1',
      city: 'Berlin',
      postal_code: '10115',
      country: 'DE',
      peppol_id: '9930:DE123456789',
    }),
    rates: [25, 13],
    currency: 'EUR',
  },
  cius_ro: {
    seller: party({
      name: 'Vanzator SRL',
      vat_id: 'RO18547290',
      street: 'Strada Lunga 1',
      city: 'SECTOR1',
      postal_code: '010011',
      country: 'RO',
      country_subdivision: 'RO-B',
    }),
    buyer: party({
      name: 'Cumparator SA',
      vat_id: 'RO14399840',
      street: 'Bulevardul Eroilor 2',
      city: 'Cluj-Napoca',
      postal_code: '400001',
      country: 'RO',
      country_subdivision: 'RO-CJ',
    }),
    foreign: party({
      name: 'Vevő Kft.',
      vat_id: 'HU12345676',
      street: 'Fő utca 1',
      city: 'Budapest',
      postal_code: '1011',
      country: 'HU',
    }),
    rates: [19, 9],
    currency: 'RON',
  },
  cius_pt: {
    seller: party({
      name: 'Vendedor Lda',
      vat_id: 'PT501964843',
      street: 'Rua Longa 1',
      city: 'Lisboa',
      postal_code: '1000-001',
      country: 'PT',
    }),
    buyer: party({
      name: 'Entidade Publica',
      vat_id: 'PT600000001',
      street: 'Avenida 2',
      city: 'Porto',
      postal_code: '4000-001',
      country: 'PT',
    }),
    foreign: party({
      name: 'Comprador SL',
      vat_id: 'ESB12345674',
      street: 'Calle Mayor 1',
      city: 'Madrid',
      postal_code: '28001',
      country: 'ES',
    }),
    rates: [23, 6],
    currency: 'EUR',
  },
} as const;

/** A generate (or validate) request body in the public JSON. */
export function ublCountryRequest(country: UblCountry, o: CaseOptions = {}): any {
  const d = DATA[country];
  const buyer: any = { ...(o.crossBorder ? d.foreign : d.buyer) };
  const [high, low] = d.rates;
  const kpd = (code: string) =>
    country === 'hr_cius' ? { classifications: [{ code, list_id: 'CG' }] } : {};
  const invoice: any = {
    number: `${country.toUpperCase()}-${o.credit ? 'CN' : 'INV'}-${o.crossBorder ? 'X' : 'D'}-1`,
    date: '2026-03-02',
    currency: d.currency,
    seller: { ...d.seller },
    buyer,
    items: [
      {
        description: 'Services',
        quantity: 2,
        unit: 'HUR',
        unit_price: 100,
        vat_rate: high,
        ...kpd('62.10.11'),
      },
      {
        description: 'Books',
        quantity: 3,
        unit: 'H87',
        unit_price: 10.5,
        vat_rate: low,
        ...kpd('58.11.11'),
      },
      {
        description: 'Support',
        quantity: 1.5,
        unit: 'HUR',
        unit_price: 40.25,
        vat_rate: high,
        ...kpd('62.20.10'),
      },
    ],
    allowances: [{ amount: 10, vat_rate: high, reason: 'Discount' }],
    charges: [{ amount: 5, vat_rate: high, reason: 'Freight' }],
    payment: {
      iban:
        country === 'cius_ro'
          ? 'RO49AAAA1B31007593840000'
          : country === 'hr_cius'
            ? 'HR1210010051863000160'
            : 'PT50000201231234567890154',
    },
  };
  if (o.credit) {
    invoice.type_code = '381';
    invoice.preceding_invoices = [{ number: 'INV-2026-7', date: '2026-02-02' }];
    invoice.payment.terms = 'Refunded by bank transfer within 30 days';
  } else {
    invoice.due_date = '2026-04-01';
  }
  if (country === 'hr_cius')
    Object.assign(invoice, {
      issue_time: '10:15:00',
      business_process: 'P1',
      operator_name: 'Operater 1',
      operator_oib: '12345678903',
    });
  if (country === 'cius_pt')
    invoice.delivery = {
      address: {
        street: buyer.street,
        city: buyer.city,
        postal_code: buyer.postal_code,
        country: buyer.country,
      },
    };
  return { format: 'ubl', country_profile: country, invoice };
}
