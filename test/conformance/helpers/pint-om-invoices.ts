/**
 * PINT OM invoices of the generate matrix (issue 43): an Omani seller with the address lines,
 * telephone and issue time the Oman rules want, lines with goods or services (BTOM-019), ISIC
 * (BTOM-033) and HS codes, the 5 % standard rate, zero-rated and exempt lines with their Oman
 * reason codes; and the variants: credit note, simplified tax invoice, document allowances and
 * charges, an export to a buyer abroad, a continuous supply.
 */

/** A complete third party (BTOM-005 … BTOM-013). */
export const OM_THIRD_PARTY = {
  name: 'Third-Party Agent LLC',
  vat_id: 'OM6677889922',
  address: {
    street: 'Agent Plaza, Building 5',
    address_line2: 'Floor 3',
    address_line3: 'P.O. Box 909',
    city: 'Muscat',
    postal_code: '0117',
    country: 'OM',
  },
};

/** The domestic full tax invoice (three rates: S 5 %, Z, E). */
export function omInvoice(): any {
  return {
    number: 'OM-2026-001',
    date: '2026-01-10',
    issue_time: '09:30:00',
    due_date: '2026-02-10',
    currency: 'OMR',
    seller: {
      name: 'Muscat Trading LLC',
      vat_id: 'OM1234567890',
      street: 'Sultan Qaboos Street',
      address_line2: 'Building 45',
      address_line3: 'P.O. Box 88',
      city: 'Muscat',
      postal_code: '100',
      country: 'OM',
      phone: '+968 24000000',
      email: 'billing@seller.example',
      peppol_id: '0248:OM1234567890',
    },
    buyer: {
      name: 'Sohar Retail SAOG',
      vat_id: 'OM9988776655',
      street: 'Al Khuwair',
      address_line2: 'Block 14',
      address_line3: 'P.O. Box 445',
      city: 'Sohar',
      postal_code: '311',
      country: 'OM',
      peppol_id: '0248:OM9988776655',
    },
    items: [
      {
        description: 'Tinned tuna',
        quantity: 20,
        unit: 'H87',
        unit_price: 1.255,
        vat_rate: 5,
        tax_category: 'S',
        commodity_code: 'G',
        industry_classification_code: '000000',
        classifications: [{ code: '160100110000', list_id: 'HS' }],
      },
      {
        description: 'Consulting',
        quantity: 3,
        unit: 'HUR',
        unit_price: 40.1,
        vat_rate: 5,
        tax_category: 'S',
        commodity_code: 'S',
        industry_classification_code: '000000',
      },
      {
        description: 'Basic medicine',
        quantity: 10,
        unit: 'H87',
        unit_price: 0.45,
        vat_rate: 0,
        tax_category: 'Z',
        commodity_code: 'G',
        industry_classification_code: '000000',
        classifications: [{ code: '300120100000', list_id: 'HS' }],
      },
      {
        description: 'Pharmacist consultation',
        quantity: 5,
        unit: 'HUR',
        unit_price: 8,
        vat_rate: 0,
        tax_category: 'E',
        commodity_code: 'S',
        industry_classification_code: '000000',
      },
    ],
    vat_exemptions: [
      { tax_category: 'Z', reason_code: 'VATZR-OM-02', reason: 'Basic medicine' },
      { tax_category: 'E', reason_code: 'VATEX-OM-04', reason: 'Healthcare' },
    ],
    payment: { terms: 'Net 30 days' },
  };
}

/** The generate matrix: name → invoice. */
export function omCases(): Record<string, any> {
  const base = omInvoice();
  return {
    'full tax invoice, S Z E': base,
    'credit note': {
      ...base,
      number: 'OM-CN-1',
      type_code: '381',
      credit_note_reason_code: 'QTY',
      preceding_invoices: [
        { number: 'OM-2026-001', date: '2026-01-10', uuid: '4acf214e-fb91-5517-b841-02d5dca2c169' },
      ],
    },
    'simplified tax invoice': {
      ...base,
      number: 'OM-S-1',
      transaction_type_flags: '01000000000000000000',
      items: base.items.map((i: any) => ({ ...i, industry_classification_code: undefined })),
    },
    'allowances and charges': {
      ...base,
      number: 'OM-A-1',
      allowances: [
        { amount: 2, reason: 'Discount', reason_code: '95', tax_category: 'S', vat_rate: 5 },
      ],
      charges: [
        { amount: 1.5, reason: 'Freight', reason_code: 'FC', tax_category: 'S', vat_rate: 5 },
      ],
    },
    'export to a buyer abroad': {
      ...base,
      number: 'OM-X-1',
      transaction_type_flags: '10000010000000000000',
      buyer: {
        ...base.buyer,
        vat_id: '',
        identifiers: [{ id: '4000001000005', scheme: '0088' }],
        country: 'AE',
        city: 'Dubai',
        peppol_id: '0235:1000000001',
      },
      delivery: { address: { country: 'AE', city: 'Dubai' } },
      items: base.items
        .filter((i: any) => i.tax_category !== 'E')
        .map((i: any) => ({ ...i, vat_rate: 0, tax_category: 'Z' })),
      vat_exemptions: [
        { tax_category: 'Z', reason_code: 'VATZR-OM-01', reason: 'Export of goods' },
      ],
    },
    'continuous supply': {
      ...base,
      number: 'OM-C-1',
      transaction_type_flags: '10000100000000000000',
      invoicing_period: { start: '2026-01-01', end: '2026-01-31' },
    },
    // In USD, zero-rated and exempt (PINT OM 1.0.1 cannot state S in another currency: see
    // pint-om-checks.ts): the exchange rate to OMR (BTOM-003) and the VAT total in OMR (BT-111,
    // rate × 0, IBR-065-OM).
    'invoice in USD, Z and E': {
      ...base,
      number: 'OM-USD-1',
      currency: 'USD',
      tax_currency: 'OMR',
      tax_exchange_rate: 0.3845,
      tax_currency_vat_total: 0,
      items: base.items.filter((i: any) => i.tax_category !== 'S'),
    },
    // A final invoice deducting a prepayment (BT-113) names the prepayment invoice (IBR-058-OM).
    'final invoice after a prepayment': {
      ...base,
      number: 'OM-P-1',
      paid_amount: 10,
      prepayment_invoices: [{ number: 'OM-PRE-1', uuid: '87f12c76-1bd9-54b7-83c3-a344d2edea02' }],
    },
    // Issued by a third party for the seller: the agent in full (BTOM-005 … BTOM-013, IBR-015-OM).
    'third party invoice': {
      ...base,
      number: 'OM-3P-1',
      transaction_type_flags: '10010000000000000000',
      third_party: structuredClone(OM_THIRD_PARTY),
    },
    // Goods imported from Germany: the seller abroad without an Omani VAT id but with an
    // identifier (IBR-006-OM, IBR-007-OM), the importer's customs id ICID (IBR-153-OM), the
    // customs declaration, import date and Incoterms (IBR-085-OM), each line's origin (IBR-084-OM).
    'import of goods': {
      ...base,
      number: 'OM-IMP-1',
      transaction_type_flags: '10000000000010000000',
      seller: {
        ...base.seller,
        name: 'Daimler Truck AG',
        vat_id: '',
        identifiers: [{ id: 'ICID-001', scheme: 'ICID' }],
        street: 'Mercedesstrasse 137',
        address_line2: 'Werk Untertuerkheim',
        address_line3: 'Tor 1',
        city: 'Stuttgart',
        postal_code: '70327',
        country: 'DE',
        peppol_id: '0248:DE811129123',
      },
      buyer: { ...base.buyer, identifiers: [{ id: 'ICID-BUYER-001', scheme: 'ICID' }] },
      customs_declaration_number: 'CUS-IMP-202604-1188',
      import_date: '2026-01-08',
      incoterms: 'CIF',
      items: base.items
        .filter((i: any) => i.tax_category === 'S')
        .map((i: any) => ({ ...i, origin_country: 'DE' })),
      vat_exemptions: [],
    },
    // Into the Salalah and Sohar free zones: both subdivision codes (IBR-150-OM, CL-13-OM) and
    // both zone licences SZLN (IBR-151-OM, IBR-152-OM).
    'special zone supply': {
      ...base,
      number: 'OM-SZ-1',
      transaction_type_flags: '10000000000001000000',
      seller: {
        ...base.seller,
        country_subdivision_code: 'SLLFZ',
        identifiers: [{ id: 'SZLN-SUP-001', scheme: 'SZLN' }],
      },
      buyer: {
        ...base.buyer,
        country_subdivision_code: 'SHRFZ',
        identifiers: [{ id: 'SZLN-BUY-001', scheme: 'SZLN' }],
      },
      delivery: { address: { city: 'Sohar', country: 'OM', country_subdivision_code: 'SHRFZ' } },
    },
    // A profit margin invoice names the invoice of the margin scheme's purchase (IBR-175-OM) and
    // the total amount due, the lines' sum with VAT (IBR-082-OM): 26.355 + 126.315 + 4.50 + 40.
    'profit margin invoice': {
      ...base,
      number: 'OM-PMI-1',
      transaction_type_flags: '10000000010000000000',
      preceding_invoices: [
        { number: 'OM-2025-900', date: '2025-12-01', uuid: '4acf214e-fb91-5517-b841-02d5dca2c169' },
      ],
      profit_margin_total: 197.17,
    },
    // A self-invoice of second-hand goods bought from a private seller in Oman (IBR-087-OM):
    // lines out of scope O (IBR-086-OM), the total amount due in OMR, the lines' sum with VAT
    // (BTOM-020, IBR-082-OM): 20 × 1.255 + 3 × 40.10 = 145.40.
    'profit margin self-invoice': {
      ...base,
      number: 'OM-PM-1',
      type_code: '389',
      transaction_type_flags: '10000000001000000000',
      seller: {
        ...base.seller,
        name: 'Salim Al Harthy',
        vat_id: '',
        identifiers: [{ id: '12345678', scheme: 'CID' }],
        peppol_id: '0248:1987654321',
      },
      items: base.items
        .filter((i: any) => i.tax_category === 'S')
        .map(({ vat_rate: _rate, ...i }: any) => ({ ...i, tax_category: 'O' })),
      vat_exemptions: [],
      profit_margin_total: 145.4,
    },
  };
}
