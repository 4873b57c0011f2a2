/**
 * PINT OM checks before generation (issue 43): what the Oman rules would refuse is reported with
 * its JSON path and rule, never written and rejected. The matrix invoice is valid; each edit
 * below breaks one rule.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { validateAnswer } from '../../../src/api/full-check.js';
import { OM_THIRD_PARTY, omInvoice } from '../../conformance/helpers/pint-om-invoices.js';
import { omCodeLists } from '../../../src/validation/checks/pint-om-code-lists.js';
import { requires } from '../../helpers/requires.js';

function issuesOf(patch: (inv: any) => void = () => {}): string[] {
  const invoice = omInvoice();
  patch(invoice);
  const res = validateAnswer(
    fromJson(ValidateInvoiceRequestSchema, {
      format: 'peppol',
      country_profile: 'pint_om',
      invoice,
    }),
  );
  return res.issues.map((i) => `${i.path} ${i.code}`);
}

const OM_UUID = '2f7c4b1e-9d3a-4c5e-8f21-6b0d9a7e3c54';

test('the matrix invoice is valid for PINT OM', (t) => {
  t.deepEqual(issuesOf(), []);
});

const cases: Array<[string, (inv: any) => void, string[]]> = [
  [
    'a zero-rated line without its category (derived Z) whose reason code is off CL-10-OM',
    (inv) => {
      Object.assign(inv.items[0], {
        tax_category: '',
        vat_rate: 0,
        vat_exemption_reason_code: 'IT',
      });
    },
    ['$.invoice.items[0].vat_exemption_reason_code INVALID_CODE'],
  ],
  [
    'an import date without the customs declaration whose shipment states it (cac:Shipment/cbc:ID)',
    (inv) => {
      inv.import_date = '2026-01-08';
    },
    ['$.invoice.customs_declaration_number REQUIRED'],
  ],
  [
    'an import date that is no calendar date (IBR-156-OM)',
    (inv) => {
      inv.import_date = '2026-02-30';
      inv.customs_declaration_number = 'CUS-1';
    },
    ['$.invoice.import_date INVALID_FORMAT'],
  ],
  [
    "an invoice's reason code beside its preceding invoice outside CL-02-OM",
    (inv) => {
      inv.preceding_invoices = [{ number: 'INV-1', date: '2026-01-01', uuid: OM_UUID }];
      inv.credit_note_reason_code = '1999-12-31';
    },
    ['$.invoice.credit_note_reason_code INVALID_CODE'],
  ],
  [
    'no issue time (ALIGNED-IBRP-016-OM) nor seller telephone (IBR-011-OM)',
    (inv) => {
      delete inv.issue_time;
      delete inv.seller.phone;
    },
    ['$.invoice.issue_time REQUIRED', '$.invoice.seller.phone REQUIRED'],
  ],
  [
    'the seller without address line 3 (IBR-010-OM)',
    (inv) => {
      delete inv.seller.address_line3;
    },
    ['$.invoice.seller.address_line3 REQUIRED'],
  ],
  [
    'transaction type in the 8-digit PINT AE form',
    (inv) => {
      inv.transaction_type_flags = '00000000';
    },
    ['$.invoice.transaction_type_flags INVALID_VALUE'],
  ],
  [
    'full tax and simplified at once (CL-03-OM-1)',
    (inv) => {
      inv.transaction_type_flags = '11000000000000000000';
    },
    ['$.invoice.transaction_type_flags INVALID_VALUE'],
  ],
  [
    'a third party invoice without its third party (IBR-015-OM)',
    (inv) => {
      inv.transaction_type_flags = '10010000000000000000';
    },
    [
      '$.invoice.third_party.name REQUIRED',
      '$.invoice.third_party.vat_id REQUIRED',
      '$.invoice.third_party.address.street REQUIRED',
      '$.invoice.third_party.address.address_line2 REQUIRED',
      '$.invoice.third_party.address.address_line3 REQUIRED',
      '$.invoice.third_party.address.city REQUIRED',
      '$.invoice.third_party.address.postal_code REQUIRED',
      '$.invoice.third_party.address.country REQUIRED',
    ],
  ],
  [
    'a third party invoice with its third party (BTOM-005 … BTOM-013)',
    (inv) => {
      inv.transaction_type_flags = '10010000000000000000';
      inv.third_party = structuredClone(OM_THIRD_PARTY);
    },
    [],
  ],
  [
    'a third party VAT id that is no Omani one (IBR-003-OM)',
    (inv) => {
      inv.transaction_type_flags = '10010000000000000000';
      inv.third_party = { ...OM_THIRD_PARTY, vat_id: 'DE123456789' };
    },
    ['$.invoice.third_party.vat_id INVALID_VALUE'],
  ],
  [
    'an import of goods without customs data, ICID or origin (IBR-085/153/084-OM)',
    (inv) => {
      inv.transaction_type_flags = '10000000000010000000';
    },
    [
      '$.invoice.customs_declaration_number REQUIRED',
      '$.invoice.import_date REQUIRED',
      '$.invoice.incoterms REQUIRED',
      '$.invoice.buyer.identifiers REQUIRED',
      '$.invoice.items[0].origin_country REQUIRED',
      '$.invoice.items[1].origin_country REQUIRED',
      '$.invoice.items[2].origin_country REQUIRED',
      '$.invoice.items[3].origin_country REQUIRED',
      '$.invoice.seller.identifiers REQUIRED',
    ],
  ],
  [
    'Incoterms off the list (CL-09-OM)',
    (inv) => {
      inv.incoterms = 'XYZ';
    },
    ['$.invoice.incoterms INVALID_CODE'],
  ],
  [
    'a special zone supply without subdivision codes (IBR-150-OM)',
    (inv) => {
      inv.transaction_type_flags = '10000000000001000000';
    },
    [
      '$.invoice.seller.country_subdivision_code REQUIRED',
      '$.invoice.buyer.country_subdivision_code REQUIRED',
      '$.invoice.seller.identifiers REQUIRED',
    ],
  ],
  [
    'a special zone supply in zones without zone licences (IBR-151-OM, IBR-152-OM)',
    (inv) => {
      inv.transaction_type_flags = '10000000000001000000';
      inv.seller.country_subdivision_code = 'SLLFZ';
      inv.buyer.country_subdivision_code = 'SHRFZ';
      inv.seller.identifiers = [{ id: 'CR-1', scheme: 'CR' }];
    },
    ['$.invoice.seller.identifiers REQUIRED', '$.invoice.buyer.identifiers REQUIRED'],
  ],
  [
    'a subdivision code off the list (CL-13-OM)',
    (inv) => {
      inv.buyer.country_subdivision_code = 'XX';
    },
    ['$.invoice.buyer.country_subdivision_code INVALID_CODE'],
  ],
  [
    "a profit margin invoice whose total is not the lines' sum with VAT (IBR-082-OM)",
    (inv) => {
      inv.transaction_type_flags = '10000000010000000000';
      inv.preceding_invoices = [
        { number: 'OM-9', date: '2025-12-01', uuid: '4acf214e-fb91-5517-b841-02d5dca2c169' },
      ];
      inv.profit_margin_total = 197.19;
    },
    ['$.invoice.profit_margin_total IBR-082-OM'],
  ],
  [
    'BTOM-020 bounded like every amount, also outside a profit margin invoice (1e308)',
    (inv) => {
      inv.profit_margin_total = 1e308;
    },
    ['$.invoice.profit_margin_total OUT_OF_RANGE'],
  ],
  [
    'BTOM-020 in OMR: at most 3 decimals (IBR-137-OM)',
    (inv) => {
      inv.transaction_type_flags = '10000000010000000000';
      inv.preceding_invoices = [
        { number: 'OM-9', date: '2025-12-01', uuid: '4acf214e-fb91-5517-b841-02d5dca2c169' },
      ];
      inv.profit_margin_total = 197.1755;
    },
    ['$.invoice.profit_margin_total OUT_OF_RANGE'],
  ],
  [
    'a profit margin invoice without the purchase invoice it is the margin of (IBR-175-OM)',
    (inv) => {
      inv.transaction_type_flags = '10000000010000000000';
      inv.profit_margin_total = 197.17;
    },
    ['$.invoice.preceding_invoices REQUIRED'],
  ],
  [
    'a profit margin self-invoice without its total, lines not O (IBR-082/086-OM)',
    (inv) => {
      inv.transaction_type_flags = '10000000001000000000';
    },
    [
      '$.invoice.profit_margin_total REQUIRED',
      '$.invoice.items[0].tax_category INVALID_VALUE',
      '$.invoice.items[1].tax_category INVALID_VALUE',
      '$.invoice.items[2].tax_category INVALID_VALUE',
      '$.invoice.items[3].tax_category INVALID_VALUE',
      '$.invoice.seller.identifiers REQUIRED',
    ],
  ],
  [
    'an export that is a summary invoice (IBR-140-OM)',
    (inv) => {
      inv.transaction_type_flags = '10001010000000000000';
      inv.delivery = { address: { country: 'AE' } };
      inv.invoicing_period = { start: '2026-01-01', end: '2026-01-31' };
    },
    ['$.invoice.transaction_type_flags INVALID_VALUE'],
  ],
  [
    'a VAT id that is not OM + 10 digits (IBR-003-OM)',
    (inv) => {
      inv.buyer.vat_id = 'OM12345';
    },
    ['$.invoice.buyer.vat_id INVALID_VALUE'],
  ],
  [
    'a line without goods or services (IBR-078-OM) and without ISIC code (IBR-081-OM)',
    (inv) => {
      delete inv.items[1].commodity_code;
      delete inv.items[1].industry_classification_code;
    },
    [
      '$.invoice.items[1].commodity_code REQUIRED',
      '$.invoice.items[1].industry_classification_code REQUIRED',
    ],
  ],
  [
    'goods without HS code (IBR-079-OM)',
    (inv) => {
      delete inv.items[0].classifications;
    },
    ['$.invoice.items[0].classifications REQUIRED'],
  ],
  [
    'a standard rate other than 5 % (ALIGNED-IBRP-S-05-OM)',
    (inv) => {
      inv.items[0].vat_rate = 10;
    },
    ['$.invoice.items[0].vat_rate INVALID_VALUE'],
  ],
  [
    'a standard rate other than 5 % on a line without its category (S by its rate)',
    (inv) => {
      inv.items[0].tax_category = '';
      inv.items[0].vat_rate = 10;
    },
    ['$.invoice.items[0].vat_rate INVALID_VALUE'],
  ],
  [
    'a line without a rate: written at the default rate, not the Oman one',
    (inv) => {
      inv.items[0].tax_category = '';
      delete inv.items[0].vat_rate;
    },
    ['$.invoice.items[0].vat_rate INVALID_VALUE'],
  ],
  [
    "a line charge's base amount without its percentage (IBR-073-OM)",
    (inv) => {
      inv.items[0].charges = [{ amount: 1, base_amount: 10, reason: 'Freight' }];
    },
    ['$.invoice.items[0].charges[0].percentage IBR-073-OM'],
  ],
  [
    "a buyer's tax registration beside its VAT id, and a seller's without one (IBR-009-OM)",
    (inv) => {
      inv.buyer.tax_registration_id = 'OM1234';
    },
    ['$.invoice.buyer.tax_registration_id NOT_CARRIED'],
  ],
  [
    'an invoice without its currency is in the default one: OMR needs no rate, EUR does (IBR-004-OM)',
    (inv) => {
      delete inv.currency;
    },
    [
      '$.invoice.currency INVALID_VALUE',
      '$.invoice.tax_currency REQUIRED',
      '$.invoice.tax_exchange_rate REQUIRED',
    ],
  ],
  [
    'a zero-rated reason from the exempt list (CL-10-OM)',
    (inv) => {
      inv.vat_exemptions[0].reason_code = 'VATEX-OM-01';
    },
    ['$.invoice.vat_exemptions[0].reason_code INVALID_CODE'],
  ],
  [
    'a standard-rated invoice in USD, which PINT OM 1.0.1 cannot state (IBR-066-OM, ALIGNED-IBRP-S-01-OM)',
    (inv) => {
      Object.assign(inv, { currency: 'USD', tax_currency: 'OMR', tax_currency_vat_total: 2.8 });
      inv.tax_exchange_rate = 0.3845;
    },
    ['$.invoice.currency INVALID_VALUE'],
  ],
  [
    'an invoice in USD without exchange rate (IBR-004-OM) nor VAT accounting currency (IBR-034-OM)',
    (inv) => {
      inv.currency = 'USD';
      inv.items = inv.items.filter((i: any) => i.tax_category !== 'S');
    },
    ['$.invoice.tax_exchange_rate REQUIRED', '$.invoice.tax_currency REQUIRED'],
  ],
  [
    'an exchange rate with 8 decimals (IBR-005-OM)',
    (inv) => {
      Object.assign(inv, { currency: 'USD', tax_currency: 'OMR', tax_currency_vat_total: 0 });
      inv.tax_exchange_rate = 0.38450001;
      inv.items = inv.items.filter((i: any) => i.tax_category !== 'S');
    },
    ['$.invoice.tax_exchange_rate INVALID_VALUE'],
  ],
  [
    'a VAT total in OMR other than rate × BT-110 (IBR-065-OM)',
    (inv) => {
      Object.assign(inv, { currency: 'USD', tax_currency: 'OMR', tax_currency_vat_total: 1 });
      inv.tax_exchange_rate = 0.3845;
      inv.items = inv.items.filter((i: any) => i.tax_category !== 'S');
    },
    ['$.invoice.tax_currency_vat_total IBR-065-OM'],
  ],
  [
    'a buyer at 997770000099 without the seller UUID (IBR-173-OM)',
    (inv) => {
      inv.buyer.peppol_id = '0235:997770000099';
    },
    ['$.invoice.seller_uuid REQUIRED'],
  ],
  [
    'a buyer at 997770000099 with the seller UUID (BTOM-004)',
    (inv) => {
      inv.buyer.peppol_id = '0235:997770000099';
      inv.seller_uuid = '51516507-a0d3-55ee-9cc8-86c2df0b652e';
    },
    [],
  ],
  [
    'an exchange rate on an invoice in OMR (IBR-172-OM)',
    (inv) => {
      inv.tax_exchange_rate = 1;
    },
    ['$.invoice.tax_exchange_rate INVALID_VALUE'],
  ],
  [
    'a credit note without reason (IBR-023-OM) and preceding UUID (IBR-032-OM)',
    (inv) => {
      inv.type_code = '381';
      inv.preceding_invoices = [{ number: 'OM-1', date: '2026-01-01' }];
    },
    ['$.invoice.credit_note_reason_code REQUIRED', '$.invoice.preceding_invoices[0].uuid REQUIRED'],
  ],
  [
    'a paid amount without its prepayment invoice (IBR-058-OM)',
    (inv) => {
      inv.paid_amount = 10;
    },
    ['$.invoice.prepayment_invoices REQUIRED'],
  ],
  [
    'line amounts in baisa that add up to whole hundredths (IBR-071-OM)',
    (inv) => {
      for (const item of inv.items.slice(0, 2))
        Object.assign(item, { quantity: 1, unit_price: 0.045, net_amount: 0.045 });
    },
    [],
  ],
  [
    'line amounts in baisa whose sum has 3 decimals (ibr-123)',
    (inv) => {
      Object.assign(inv.items[0], { quantity: 1, unit_price: 0.047, net_amount: 0.047 });
    },
    ['$.invoice.items[0].net_amount INVALID_VALUE'],
  ],
  [
    'the same HS code twice on a line: IBR-080-OM reads one, two cannot be evaluated',
    (inv) => {
      inv.items[0].classifications.push({ ...inv.items[0].classifications[0] });
    },
    ['$.invoice.items[0].classifications[1] INVALID_VALUE'],
  ],
  [
    'two HS codes on a line (IBR-080-OM)',
    (inv) => {
      inv.items[2].classifications.unshift({ code: '160100110000', list_id: 'HS' });
    },
    ['$.invoice.items[2].classifications[1] INVALID_VALUE'],
  ],
  [
    'a negative paid amount (IBR-137-OM)',
    (inv) => {
      inv.paid_amount = -1;
      inv.prepayment_invoices = [
        { number: 'OM-PRE-1', uuid: '87f12c76-1bd9-54b7-83c3-a344d2edea02' },
      ];
    },
    ['$.invoice.paid_amount IBR-137-OM'],
  ],
  [
    'a paid amount above the total: a negative amount due (IBR-137-OM)',
    (inv) => {
      inv.paid_amount = 100000;
      inv.prepayment_invoices = [
        { number: 'OM-PRE-1', uuid: '87f12c76-1bd9-54b7-83c3-a344d2edea02' },
      ];
    },
    ['$.invoice.paid_amount IBR-137-OM'],
  ],
  [
    'a negative quantity is refused at the quantity, not at the sums it makes negative (IBR-137-OM)',
    (inv) => {
      inv.items[1].quantity = -3;
    },
    ['$.invoice.items[1].quantity IBR-137-OM'],
  ],
  [
    'a line allowance above the line amount (IBR-137-OM)',
    (inv) => {
      inv.items[1].allowances = [{ amount: 500, reason: 'Discount' }];
    },
    ['$.invoice.items[1].net_amount IBR-137-OM'],
  ],
  [
    'a line amount below the baisa (4 decimals)',
    (inv) => {
      inv.items[0].net_amount = 25.1004;
    },
    ['$.invoice.items[0].net_amount OUT_OF_RANGE'],
  ],
];

for (const [name, patch, expected] of cases) {
  test(`PINT OM: ${name}`, (t) => {
    t.deepEqual(issuesOf(patch).sort(), [...expected].sort());
  });
}

const listsMissing = omCodeLists()
  ? undefined
  : 'the prepared PINT OM rules (rules/build/pint-om, npm run setup), which hold CL-08-OM-HS and CL-08-OM-ISIC';

requires(listsMissing)(
  'PINT OM: an HS code (CL-08-OM-HS) and an ISIC code (CL-08-OM-ISIC) off the Oman lists',
  (t) => {
    const found = issuesOf((inv) => {
      inv.items[0].classifications = [{ code: '999999999999', list_id: 'HS' }];
      inv.items[1].industry_classification_code = '999999';
    });
    t.deepEqual(found.sort(), [
      '$.invoice.items[0].classifications[0].code INVALID_CODE',
      '$.invoice.items[1].industry_classification_code INVALID_CODE',
    ]);
    const lists = omCodeLists()!;
    t.true(lists.hs.has('160100110000'));
    t.true(lists.isic.has('011101'));
  },
);

test('a line amount in baisa is PINT OM (or unrounded PINT) only: profiles under BR-DEC-23 keep 2 decimals', (t) => {
  const invoice = omInvoice();
  Object.assign(invoice.items[0], { quantity: 1, unit_price: 0.045, net_amount: 0.045 });
  Object.assign(invoice.items[1], { quantity: 1, unit_price: 0.045, net_amount: 0.045 });
  const refused = (country_profile: string) =>
    validateAnswer(
      fromJson(ValidateInvoiceRequestSchema, { format: 'peppol', country_profile, invoice }),
    )
      .issues.filter((i) => i.code === 'OUT_OF_RANGE')
      .map((i) => i.path);
  for (const profile of ['pint_eu', 'pint_au'])
    t.deepEqual(
      refused(profile),
      ['$.invoice.items[0].net_amount', '$.invoice.items[1].net_amount'],
      profile,
    );
  // PINT AE has no BR-DEC-23: a line amount may go unrounded there (line-amount-decimals.ts).
  t.deepEqual(refused('pint_ae'), []);
});

test('a price in baisa: 3 decimals at most (IBR-DEC-03-OM covers cbc:PriceAmount)', (t) => {
  // Before: validate valid, generate 422 from the official rules.
  t.deepEqual(
    issuesOf((inv) => {
      inv.items[0].unit_price = 1.2345;
      inv.items[1].gross_price = inv.items[1].unit_price + 0.0005;
    }),
    ['$.invoice.items[0].unit_price OUT_OF_RANGE', '$.invoice.items[1].gross_price OUT_OF_RANGE'],
  );
  t.deepEqual(
    issuesOf((inv) => {
      inv.items[0].unit_price = 1.234;
    }),
    [],
  );
});

test('the Oman fields are refused for other profiles (NOT_CARRIED)', (t) => {
  const invoice = omInvoice();
  invoice.preceding_invoices = [
    { number: 'OM-1', date: '2026-01-01', uuid: '4acf214e-fb91-5517-b841-02d5dca2c169' },
  ];
  invoice.prepayment_invoices = [
    { number: 'OM-PRE-1', uuid: '87f12c76-1bd9-54b7-83c3-a344d2edea02' },
  ];
  invoice.tax_exchange_rate = 0.3845;
  invoice.seller_uuid = '51516507-a0d3-55ee-9cc8-86c2df0b652e';
  invoice.third_party = OM_THIRD_PARTY;
  invoice.customs_declaration_number = 'CUS-1';
  invoice.import_date = '2026-01-08';
  invoice.incoterms = 'CIF';
  invoice.profit_margin_total = 100;
  invoice.seller.country_subdivision_code = 'SLLFZ';
  invoice.buyer.country_subdivision_code = 'SHRFZ';
  invoice.delivery = { address: { country: 'OM', country_subdivision_code: 'SHRFZ' } };
  const res = validateAnswer(
    fromJson(ValidateInvoiceRequestSchema, {
      format: 'peppol',
      country_profile: 'pint_ae',
      invoice,
    }),
  );
  const notCarried = res.issues.filter((i) => i.code === 'NOT_CARRIED').map((i) => i.path);
  t.true(notCarried.includes('$.invoice.preceding_invoices[0].uuid'), notCarried.join(', '));
  t.true(notCarried.includes('$.invoice.prepayment_invoices'), notCarried.join(', '));
  // PINT AE states an exchange rate too (BTAE-04): not refused there.
  t.false(notCarried.includes('$.invoice.tax_exchange_rate'), notCarried.join(', '));
  t.true(notCarried.includes('$.invoice.seller_uuid'), notCarried.join(', '));
  for (const path of [
    '$.invoice.third_party',
    '$.invoice.customs_declaration_number',
    '$.invoice.import_date',
    '$.invoice.incoterms',
    '$.invoice.profit_margin_total',
    '$.invoice.seller.country_subdivision_code',
    '$.invoice.buyer.country_subdivision_code',
    '$.invoice.delivery.address.country_subdivision_code',
  ])
    t.true(notCarried.includes(path), `${path}: ${notCarried.join(', ')}`);
  t.true(
    notCarried.includes('$.invoice.items[0].industry_classification_code'),
    notCarried.join(', '),
  );
});
