/**
 * FA(3) request bodies and answer readers shared by the KSeF further-field tests
 * (ksef-further-fields.test.ts, ksef-settlement-fields.test.ts): an invoice with the fields the
 * Ministry's examples state beside the invoice's data, a correction, an advance invoice.
 */
import { polishSeller } from '../../helpers/polish-invoice.js';

/** What retrieve reports as dropped: its FIELD_DROPPED warnings. */
export const droppedOf = (json: any): string[] =>
  (json.warnings ?? []).filter((w: any) => w.code === 'FIELD_DROPPED').map((w: any) => w.message);

export function invoice(): any {
  return {
    format: 'ksef',
    invoice: {
      number: 'FV/2026/03/010',
      date: '2026-03-02',
      currency: 'PLN',
      miejsce_wystawienia: 'Kraków',
      seller: polishSeller(),
      buyer: {
        name: 'ABC Sp. z o.o.',
        vat_id: 'PL1111111111',
        street: 'ul. Polna 1',
        city: 'Warszawa',
        postal_code: '00-001',
        country: 'PL',
        identifiers: [{ id: 'K-0042' }],
      },
      rejestry: [
        { pelna_nazwa: 'CDE Sp. z o.o.', krs: '0000099999', regon: '999999999', bdo: '000099999' },
        { regon: '12345678901234' },
      ],
      notes: 'Kapitał zakładowy 5 000 000',
      items: [{ description: 'usługa', quantity: 1, unit: 'C62', unit_price: 100, vat_rate: 23 }],
    },
  };
}

export const xmlOf = (json: any): string => Buffer.from(json.xml_base64, 'base64').toString('utf8');
export const at = (xml: string, el: string): string[] =>
  [...xml.matchAll(new RegExp(`<${el}>([^<]*)</${el}>`, 'g'))].map((m) => m[1]!);

/** A correction (KOR) with its reason and effect, further information and a described line. */
export function correction(): any {
  return {
    format: 'ksef',
    invoice: {
      number: 'FK/2026/03/002',
      date: '2026-03-15',
      type_code: '384',
      currency: 'PLN',
      seller: polishSeller(),
      buyer: invoice().invoice.buyer,
      preceding_invoices: [{ number: 'FV/2026/02/150', date: '2026-02-15' }],
      przyczyna_korekty: 'błędna stawka VAT',
      typ_korekty: 2,
      okres_fa_korygowanej: 'I półrocze 2026',
      faktura_do_paragonu: true,
      podmioty_powiazane: true,
      dodatkowy_opis: [{ key: 'preferowane godziny dowozu', value: 'dni robocze 17:00 - 20:00' }],
      items: [
        {
          description: 'energia elektryczna',
          quantity: 20,
          unit: 'KWH',
          unit_price: 1.5,
          vat_rate: 23,
          uu_id: 'aaaa111133339990',
          gtu: 'GTU_10',
          data_dostawy: '2026-02-10',
          attributes: [{ name: 'Informacja o akcyzie', value: 'akcyza 0,10 zł' }],
        },
        { description: 'opłata stała', quantity: 1, unit: 'C62', unit_price: 10, vat_rate: 23 },
      ],
    },
  };
}

/** An advance invoice (ZAL) on an order of a flat at 8 % and services at 23 %, with the order. */
export function advance(): any {
  return {
    format: 'ksef',
    invoice: {
      number: 'FZ2026/02/150',
      date: '2026-02-15',
      currency: 'PLN',
      rodzaj_faktury: 'ZAL',
      seller: polishSeller(),
      buyer: invoice().invoice.buyer,
      items: [
        {
          description: 'mieszkanie 50m^2',
          quantity: 1,
          unit: 'C62',
          unit_price: 300000,
          vat_rate: 8,
        },
        {
          description: 'usługi dodatkowe',
          quantity: 1,
          unit: 'C62',
          unit_price: 5000,
          vat_rate: 23,
        },
      ],
      vat_breakdown: [
        { tax_category: 'S', vat_rate: 23, taxable_amount: 813.01, tax_amount: 186.99 },
        { tax_category: 'S', vat_rate: 8, taxable_amount: 18518.52, tax_amount: 1481.48 },
      ],
      zamowienie: {
        value: 330150,
        lines: [
          {
            line_number: 1,
            uu_id: 'aaaa111133339990',
            description: 'mieszkanie 50m^2',
            unit: 'szt.',
            quantity: 1,
            unit_price: 300000,
            net_amount: 300000,
            vat_amount: 24000,
            rate_code: '8',
          },
          {
            line_number: 2,
            description: 'usługi dodatkowe',
            unit: 'szt.',
            quantity: 1,
            unit_price: 5000,
            net_amount: 5000,
            vat_amount: 1150,
            rate_code: '23',
            gtu: 'GTU_12',
          },
        ],
      },
    },
  };
}
