/**
 * The field checks of the whole EN 16931 invoice's terms: code lists (UNTDID 1001, 1153, 4451,
 * 4461, 5189, 7143, 7161, ISO 6523 ICD, VATEX, BR-CL-24 MIME, ISO 3166, ISO 4217, Rec 20),
 * calendar dates, amounts, attachments, and NOT_CARRIED for what the format or profile would lose.
 */
import test from 'ava';
import { checkRequest } from '../../../src/validation/checks/index.js';
import { issueAt, issueList, request, warningCodes } from './helpers.js';

const zugferd = (b: any) => (b.format = 'zugferd');
const cases: Array<{ name: string; edit: (b: any) => void; path: string; code: string }> = [
  {
    name: 'BT-3 not in UNTDID 1001',
    edit: (b) => (b.invoice.type_code = '999'),
    path: '$.invoice.type_code',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-25 of spaces: no number, its reference and date would go unwritten (BR-55)',
    edit: (b) => (b.invoice.preceding_invoices = [{ number: '  ', date: '2026-01-15' }]),
    path: '$.invoice.preceding_invoices[0].number',
    code: 'REQUIRED',
  },
  {
    name: 'BT-7 not a calendar date',
    edit: (b) => (b.invoice.tax_point_date = '2026-02-30'),
    path: '$.invoice.tax_point_date',
    code: 'INVALID_FORMAT',
  },
  {
    name: 'BG-23 stated BT-117 with 4 decimals outside PINT (BR-DEC-20)',
    edit: (b) =>
      (b.invoice.vat_breakdown = [{ tax_category: 'S', vat_rate: 19, tax_amount: 19.0045 }]),
    path: '$.invoice.vat_breakdown[0].tax_amount',
    code: 'OUT_OF_RANGE',
  },
  {
    name: 'BG-23 stated group without amounts',
    edit: (b) => (b.invoice.vat_breakdown = [{ tax_category: 'S', vat_rate: 19 }]),
    path: '$.invoice.vat_breakdown[0].tax_amount',
    code: 'REQUIRED',
  },
  {
    name: 'BT-6 equal to BT-5 outside format ubl (PEPPOL-EN16931-R005, CII BR-53)',
    edit: (b) => (b.invoice.tax_currency = 'EUR'),
    path: '$.invoice.tax_currency',
    code: 'INVALID_VALUE',
  },
  {
    name: 'BT-6 equal to BT-5 with a BT-111 in format ubl (BT-110 is the total in that currency)',
    edit: (b) => {
      b.format = 'ubl';
      b.invoice.tax_currency = 'EUR';
      b.invoice.tax_currency_vat_total = 1;
    },
    path: '$.invoice.tax_currency_vat_total',
    code: 'INVALID_VALUE',
  },
  {
    name: 'BT-6 not in ISO 4217',
    edit: (b) => {
      b.invoice.tax_currency = 'XYZ';
      b.invoice.tax_currency_vat_total = 1;
    },
    path: '$.invoice.tax_currency',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-6 without BT-111 (BR-53)',
    edit: (b) => (b.invoice.tax_currency = 'CHF'),
    path: '$.invoice.tax_currency_vat_total',
    code: 'REQUIRED',
  },
  {
    name: 'BT-113 with 3 decimals',
    edit: (b) => (b.invoice.paid_amount = 1.005),
    path: '$.invoice.paid_amount',
    code: 'OUT_OF_RANGE',
  },
  {
    name: 'BT-21 not in UNTDID 4451',
    edit: (b) => (b.invoice.invoice_notes = [{ text: 'x', subject_code: 'QQQ' }]),
    path: '$.invoice.invoice_notes[0].subject_code',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-18 scheme not in UNTDID 1153',
    edit: (b) => (b.invoice.invoiced_object = { id: 'x', scheme: 'QQ' }),
    path: '$.invoice.invoiced_object.scheme',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-26 not a calendar date',
    edit: (b) => (b.invoice.preceding_invoices = [{ number: 'A', date: '2026-13-01' }]),
    path: '$.invoice.preceding_invoices[0].date',
    code: 'INVALID_FORMAT',
  },
  {
    name: 'BG-14 without dates',
    edit: (b) => (b.invoice.invoicing_period = {}),
    path: '$.invoice.invoicing_period.start',
    code: 'REQUIRED',
  },
  {
    name: 'BT-29 scheme not an ICD',
    edit: (b) => (b.invoice.seller.identifiers = [{ id: '1', scheme: '9999' }]),
    path: '$.invoice.seller.identifiers[0].scheme',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-47 scheme not an ICD',
    edit: (b) => (b.invoice.buyer.legal_registration = { id: '1', scheme: 'XX' }),
    path: '$.invoice.buyer.legal_registration.scheme',
    code: 'INVALID_CODE',
  },
  {
    name: 'BG-15 without country (BR-57)',
    edit: (b) => (b.invoice.delivery = { address: { city: 'Lille' } }),
    path: '$.invoice.delivery.address.country',
    code: 'REQUIRED',
  },
  {
    name: 'BT-121 not VATEX',
    edit: (b) => (b.invoice.vat_exemptions = [{ tax_category: 'E', reason_code: 'VATEX-XX' }]),
    path: '$.invoice.vat_exemptions[0].reason_code',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-120/121 both missing',
    edit: (b) => (b.invoice.vat_exemptions = [{ tax_category: 'E' }]),
    path: '$.invoice.vat_exemptions[0].reason',
    code: 'REQUIRED',
  },
  {
    name: 'BT-98 not in UNTDID 5189',
    edit: (b) => (b.invoice.allowances = [{ amount: 1, reason_code: 'FC' }]),
    path: '$.invoice.allowances[0].reason_code',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-105 not in UNTDID 7161',
    edit: (b) => (b.invoice.charges = [{ amount: 1, reason_code: '95' }]),
    path: '$.invoice.charges[0].reason_code',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-140 line allowance reason code',
    edit: (b) => (b.invoice.items[0].allowances = [{ amount: 1, reason_code: 'ZZZ' }]),
    path: '$.invoice.items[0].allowances[0].reason_code',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-136 with 3 decimals',
    edit: (b) => (b.invoice.items[0].allowances = [{ amount: 1.005, reason: 'x' }]),
    path: '$.invoice.items[0].allowances[0].amount',
    code: 'OUT_OF_RANGE',
  },
  {
    name: 'BT-95 unknown category',
    edit: (b) => (b.invoice.allowances = [{ amount: 1, reason: 'x', tax_category: 'Q' }]),
    path: '$.invoice.allowances[0].tax_category',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-148 negative (BR-28)',
    edit: (b) => (b.invoice.items[0].gross_price = -1),
    path: '$.invoice.items[0].gross_price',
    code: 'OUT_OF_RANGE',
  },
  {
    name: 'BT-149 zero',
    edit: (b) => (b.invoice.items[0].base_quantity = 0),
    path: '$.invoice.items[0].base_quantity',
    code: 'OUT_OF_RANGE',
  },
  {
    name: 'BT-149-1 zero',
    edit: (b) => (b.invoice.items[0].gross_base_quantity = 0),
    path: '$.invoice.items[0].gross_base_quantity',
    code: 'OUT_OF_RANGE',
  },
  {
    name: 'BT-149-1 in UBL (not carried)',
    edit: (b) => {
      b.format = 'ubl';
      b.invoice.items[0].gross_base_quantity = 1;
    },
    path: '$.invoice.items[0].gross_base_quantity',
    code: 'NOT_CARRIED',
  },
  {
    name: 'BT-150 not in Rec 20',
    edit: (b) => (b.invoice.items[0].base_quantity_unit = 'PCS'),
    path: '$.invoice.items[0].base_quantity_unit',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-157 scheme not an ICD',
    edit: (b) => (b.invoice.items[0].standard_item_id = { id: '1', scheme: 'GTIN' }),
    path: '$.invoice.items[0].standard_item_id.scheme',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-157 without its scheme (BR-64)',
    edit: (b) => (b.invoice.items[0].standard_item_id = { id: '4012345000016' }),
    path: '$.invoice.items[0].standard_item_id.scheme',
    code: 'REQUIRED',
  },
  {
    name: "a line's BT-121 not in VATEX (BR-CL-22)",
    edit: (b) => {
      b.format = 'ubl';
      b.invoice.items[0].vat_exemption_reason_code = '381';
    },
    path: '$.invoice.items[0].vat_exemption_reason_code',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-158-1 not in UNTDID 7143',
    edit: (b) => (b.invoice.items[0].classifications = [{ code: '1', list_id: 'QQQ' }]),
    path: '$.invoice.items[0].classifications[0].list_id',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-159 not in ISO 3166',
    edit: (b) => (b.invoice.items[0].origin_country = 'XX'),
    path: '$.invoice.items[0].origin_country',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-135 not a calendar date',
    edit: (b) => (b.invoice.items[0].period = { end: '2026-02-29' }),
    path: '$.invoice.items[0].period.end',
    code: 'INVALID_FORMAT',
  },
  {
    name: 'BT-81 not in UNTDID 4461',
    edit: (b) => (b.invoice.payment.means_code = '999'),
    path: '$.invoice.payment.means_code',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-87 more than 6 digits',
    edit: (b) => (b.invoice.payment.card = { pan_last_digits: '4111111111111111' }),
    path: '$.invoice.payment.card.pan_last_digits',
    code: 'INVALID_FORMAT',
  },
  {
    name: 'BT-125 not base64',
    edit: (b) =>
      (b.invoice.attachments = [
        { id: 'A', content_base64: 'not base64!', mime_code: 'application/pdf', filename: 'a.pdf' },
      ]),
    path: '$.invoice.attachments[0].content_base64',
    code: 'INVALID_FORMAT',
  },
  {
    name: 'BT-125-1 not in BR-CL-24',
    edit: (b) =>
      (b.invoice.attachments = [
        { id: 'A', content_base64: 'AAAA', mime_code: 'application/zip', filename: 'a.zip' },
      ]),
    path: '$.invoice.attachments[0].mime_code',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-125-2 missing',
    edit: (b) =>
      (b.invoice.attachments = [{ id: 'A', content_base64: 'AAAA', mime_code: 'text/csv' }]),
    path: '$.invoice.attachments[0].filename',
    code: 'REQUIRED',
  },
  {
    name: 'BT-124 with spaces (no URL)',
    edit: (b) => (b.invoice.attachments = [{ id: 'A', url: 'see the spec.pdf' }]),
    path: '$.invoice.attachments[0].url',
    code: 'INVALID_FORMAT',
  },
  {
    name: 'BT-29 with scheme SEPA in CII (its BR-CL-10 takes ICD only; BT-90 is the creditor reference)',
    edit: (b) => (b.invoice.seller.identifiers = [{ id: 'DE98ZZZ09999999999', scheme: 'SEPA' }]),
    path: '$.invoice.seller.identifiers[0].scheme',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-46 with scheme SEPA in UBL (BR-CL-10 takes SEPA for the seller and the payee only)',
    edit: (b) => {
      b.format = 'ubl';
      b.invoice.buyer.identifiers = [{ id: 'DE98ZZZ09999999999', scheme: 'SEPA' }];
    },
    path: '$.invoice.buyer.identifiers[0].scheme',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-29 with ICD 0241 in ZUGFeRD EN16931 (not yet in the Factur-X GlobalID list, FX-SCH-A-000579)',
    edit: (b) => (b.invoice.seller.identifiers = [{ id: '12345', scheme: '0241' }]),
    path: '$.invoice.seller.identifiers[0].scheme',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-71 with ICD 0245 in Factur-X BASIC (FX-SCH-A-000506)',
    edit: (b) => {
      b.format = 'facturx';
      b.profile = 'basic';
      b.invoice.delivery = { location: { id: '12345', scheme: '0245' } };
    },
    path: '$.invoice.delivery.location.scheme',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-5 STD in ZUGFeRD (the Factur-X currency lists have STN only)',
    edit: (b) => (b.invoice.currency = 'STD'),
    path: '$.invoice.currency',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-6 STD in ZUGFeRD EXTENDED',
    edit: (b) => {
      b.profile = 'extended';
      b.invoice.tax_currency = 'STD';
    },
    path: '$.invoice.tax_currency',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-34 with EAS 0219 in ZUGFeRD (not yet in the Factur-X EAS list, FX-SCH-A-000582)',
    edit: (b) => (b.invoice.seller.peppol_id = '0219:12345'),
    path: '$.invoice.seller.peppol_id',
    code: 'INVALID_VALUE',
  },
  {
    name: 'BT-29 with scheme SEPA in XRechnung UBL (its PDF embeds a CII, whose BR-CL-10 refuses it)',
    edit: (b) => {
      b.format = 'xrechnung';
      b.syntax = 'ubl';
      b.invoice.seller.identifiers = [{ id: 'DE98ZZZ09999999999', scheme: 'SEPA' }];
    },
    path: '$.invoice.seller.identifiers[0].scheme',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-55 SS in ZUGFeRD EN16931 (the CEN CII list of BR-CL-14 has AN, not SS)',
    edit: (b) => (b.invoice.buyer.country = 'SS'),
    path: '$.invoice.buyer.country',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-159 SS in XRechnung UBL (its PDF embeds a CII judged by BR-CL-15)',
    edit: (b) => {
      b.format = 'xrechnung';
      b.syntax = 'ubl';
      b.invoice.items[0].origin_country = 'SS';
    },
    path: '$.invoice.items[0].origin_country',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-5 STD in Peppol BIS 3 (PEPPOL-EN16931-CL007)',
    edit: (b) => {
      b.format = 'peppol';
      delete b.profile;
      b.invoice.currency = 'STD';
    },
    path: '$.invoice.currency',
    code: 'INVALID_CODE',
  },
  {
    name: 'BT-3 384 in Peppol BIS 3 between a German seller and a French buyer (PEPPOL-EN16931-P0112)',
    edit: (b) => {
      b.format = 'peppol';
      delete b.profile;
      b.invoice.type_code = '384';
    },
    path: '$.invoice.type_code',
    code: 'INVALID_VALUE',
  },
  {
    name: 'BT-49 with the retired EAS 9958 (BR-CL-25: no rule set in force has it)',
    edit: (b) => {
      b.format = 'cii';
      b.invoice.buyer.peppol_id = '9958:04011000-1234512345-06';
    },
    path: '$.invoice.buyer.peppol_id',
    code: 'INVALID_FORMAT',
  },
];

for (const c of cases) {
  test(`term: ${c.name}`, (t) => {
    const req = request(zugferd, c.edit);
    t.is(issueAt(req, c.path)?.code, c.code, issueList(req).join(', '));
  });
}

test('an attachment beyond 10 MB decoded is refused', (t) => {
  const big = 'A'.repeat(Math.ceil((10 * 1024 * 1024 + 3) / 3) * 4);
  const req = request(
    zugferd,
    (b) =>
      (b.invoice.attachments = [
        { id: 'A', content_base64: big, mime_code: 'text/csv', filename: 'a.csv' },
      ]),
  );
  t.is(issueAt(req, '$.invoice.attachments[0].content_base64')?.code, 'OUT_OF_RANGE');
});

const fine: Array<{ name: string; edit: (b: any) => void }> = [
  { name: 'BT-3 384 corrected invoice', edit: (b) => (b.invoice.type_code = '384') },
  {
    name: 'BT-6 equal to BT-5 without BT-111 in format ubl (BR-53 holds with BT-110; the CEN examples state it)',
    edit: (b) => {
      b.format = 'ubl';
      b.invoice.tax_currency = 'EUR';
    },
  },
  {
    name: 'BG-20 / BG-27 negative amounts, bases and percentages (a corrective invoice reverses the original allowances; no EN 16931 rule forbids it)',
    edit: (b) => {
      b.invoice.type_code = '384';
      b.invoice.allowances = [
        {
          amount: -0.1,
          base_amount: -5,
          percentage: 2,
          reason: 'Rechnungsrabatt',
          tax_category: 'S',
          vat_rate: 19,
        },
      ];
      b.invoice.items[0].allowances = [{ amount: -1, reason: 'x' }];
    },
  },
  {
    name: 'BT-86 a national clearing code, not a BIC (EN 16931 names no scheme)',
    edit: (b) =>
      (b.invoice.payment.credit_transfers = [{ account_id: '12345678', bic: '37040044' }]),
  },
  {
    name: 'BT-113 at MINIMUM (carried by BT-115, BR-CO-16)',
    edit: (b) => {
      b.profile = 'minimum';
      b.invoice.paid_amount = 10;
    },
  },
  {
    name: 'EXTENDED line status INFORMATION',
    edit: (b) => {
      b.profile = 'extended';
      b.invoice.items[1].line_status = 'INFORMATION';
    },
  },
  {
    name: 'BT-149-1 gross price base quantity',
    edit: (b) => {
      b.invoice.items[0].gross_price = 95;
      b.invoice.items[0].gross_base_quantity = 1;
    },
  },
  {
    name: 'STD, ICD 0241 and EAS 0220 where the CEN rules judge: standalone CII EN16931',
    edit: (b) => {
      b.format = 'cii';
      b.invoice.currency = 'STD';
      b.invoice.seller.identifiers = [{ id: '12345', scheme: '0241' }];
      b.invoice.seller.peppol_id = '0220:12345';
    },
  },
  {
    name: 'SS in UBL and in ZUGFeRD EXTENDED (their lists have it)',
    edit: (b) => {
      b.profile = 'extended';
      b.invoice.buyer.country = 'SS';
    },
  },
  {
    name: 'ICD 0248 in ZUGFeRD EXTENDED (its GlobalID list has it)',
    edit: (b) => {
      b.profile = 'extended';
      b.invoice.seller.identifiers = [{ id: '12345', scheme: '0248' }];
    },
  },
  {
    name: 'BT-29 with scheme SEPA in UBL (BT-90, BR-CL-10 of UBL takes it for the seller and the payee)',
    edit: (b) => {
      b.format = 'ubl';
      b.invoice.seller.identifiers = [{ id: 'DE98ZZZ09999999999', scheme: 'SEPA' }];
      b.invoice.payee = {
        name: 'Factor AG',
        identifier: { id: 'DE98ZZZ09999999999', scheme: 'SEPA' },
      };
    },
  },
  {
    name: 'BT-125 with MIME code in upper case',
    edit: (b) =>
      (b.invoice.attachments = [
        { id: 'A', content_base64: 'AAAA', mime_code: 'Application/PDF', filename: 'a.pdf' },
      ]),
  },
  {
    name: 'seller identified by BT-30 with a tax registration id, no VAT id (BR-CO-26, BR-S-02)',
    edit: (b) => {
      delete b.invoice.seller.vat_id;
      b.invoice.seller.legal_registration = { id: 'HRB 12345' };
      b.invoice.seller.tax_registration_id = '201/113/40209';
    },
  },
  {
    name: 'AE buyer identified by its legal registration (BR-AE-02)',
    edit: (b) => {
      delete b.invoice.buyer.vat_id;
      b.invoice.buyer.legal_registration = { id: '303265045', scheme: '0002' };
      b.invoice.items[0].tax_category = 'AE';
      b.invoice.items[1].tax_category = 'AE';
    },
  },
];

test('BG-23 stated BT-117 with 4 decimals is accepted in PINT (no decimal rule on BT-116 / BT-117 there) but PINT EU and A-NZ (aligned-ibrp-005)', (t) => {
  const pint = (countryProfile: string) =>
    request((b) => {
      b.format = 'peppol';
      b.country_profile = countryProfile;
      b.invoice.vat_breakdown = [{ tax_category: 'S', vat_rate: 19, tax_amount: 19.0045 }];
    });
  t.is(issueAt(pint('pint_international'), '$.invoice.vat_breakdown[0].tax_amount'), undefined);
  for (const profile of ['pint_eu', 'pint_au', 'pint_nz'])
    t.is(
      issueAt(pint(profile), '$.invoice.vat_breakdown[0].tax_amount')?.code,
      'OUT_OF_RANGE',
      profile,
    );
});

for (const c of fine) {
  test(`term accepted: ${c.name}`, (t) => {
    t.deepEqual(issueList(request(zugferd, c.edit)), []);
  });
}

test('NOT_CARRIED: UBL carries every term but line groups; FatturaPA names the format; CII profiles name the profile', (t) => {
  const ubl = request((b) => {
    b.format = 'ubl';
    b.invoice.purchase_order_reference = 'PO-1';
    b.invoice.paid_amount = 10;
  });
  t.is(issueAt(ubl, '$.invoice.purchase_order_reference'), undefined);
  t.is(issueAt(ubl, '$.invoice.paid_amount'), undefined);
  const group = request((b) => {
    b.format = 'peppol';
    b.invoice.items[0].parent_line_id = '9';
  });
  t.regex(
    issueAt(group, '$.invoice.items[0].parent_line_id')?.message ?? '',
    /format peppol does not carry line groups/,
  );
  // FatturaPA writes BT-13 (DatiOrdineAcquisto); a term it has no place for is written without, with a warning naming it.
  const fatturapa = request((b) => {
    b.format = 'fatturapa';
    b.invoice.purchase_order_reference = 'PO-1';
    b.invoice.tax_point_date = '2024-01-01';
  });
  t.is(issueAt(fatturapa, '$.invoice.purchase_order_reference'), undefined);
  t.is(issueAt(fatturapa, '$.invoice.tax_point_date'), undefined);
  t.true(warningCodes(fatturapa).includes('FATTURAPA_NOT_CARRIED'));
  t.is(
    issueAt(
      request((b) => {
        b.format = 'fatturapa';
        b.invoice.items[0].parent_line_id = '9';
      }),
      '$.invoice.items[0].parent_line_id',
    )?.code,
    'NOT_CARRIED',
  );
  const minimum = request((b) => {
    b.format = 'zugferd';
    b.profile = 'minimum';
    b.invoice.items[0].id = 'A1';
  });
  t.regex(
    issueAt(minimum, '$.invoice.items[0].id')?.message ?? '',
    /profile minimum does not carry BT-126/,
  );
  t.is(
    issueAt(
      request((b) => {
        b.format = 'zugferd';
        b.invoice.items[0].id = 'A1';
      }),
      '$.invoice.items[0].id',
    ),
    undefined,
  );
  const pdf = request((b) => {
    b.format = 'pdf';
    b.invoice.purchase_order_reference = 'PO-1';
  });
  t.deepEqual(issueList(pdf), []);
});

test("NOT_CARRIED follows the syntax asked for: each syntax refuses only what its binding has no place for; syntax names no other format's", (t) => {
  const xrechnung = (syntax: string) =>
    request((b) => {
      b.format = 'xrechnung';
      b.syntax = syntax;
      b.invoice.leitweg_id = '04011000-12345-03';
      b.invoice.purchase_order_reference = 'PO-1';
    });
  // Both syntaxes carry BT-13 (binding tables); UBL has one price base quantity, CII a second for the gross price.
  t.is(issueAt(xrechnung('ubl'), '$.invoice.purchase_order_reference'), undefined);
  t.is(issueAt(xrechnung('cii'), '$.invoice.purchase_order_reference'), undefined);
  const grossBase = (syntax: string) =>
    request((b) => {
      b.format = 'xrechnung';
      b.syntax = syntax;
      b.invoice.leitweg_id = '04011000-12345-03';
      b.invoice.items[0].gross_price = 95;
      b.invoice.items[0].gross_base_quantity = 1;
    });
  t.is(issueAt(grossBase('ubl'), '$.invoice.items[0].gross_base_quantity')?.code, 'NOT_CARRIED');
  t.is(issueAt(grossBase('cii'), '$.invoice.items[0].gross_base_quantity'), undefined);
  t.is(
    issueAt(
      request((b) => {
        b.format = 'ubl';
        b.syntax = 'cii';
      }),
      '$.syntax',
    )?.code,
    'INVALID_VALUE',
  );
  t.is(
    issueAt(
      request((b) => {
        b.format = 'zugferd';
        b.syntax = 'cii';
      }),
      '$.syntax',
    ),
    undefined,
  );
});

test('BG-17 / BG-19: an account that looks like an IBAN with wrong check digits is a warning (IBAN_CHECK_DIGITS), not an error: EN 16931 sets no checksum and official samples carry test IBANs', (t) => {
  const transfer = request(
    zugferd,
    (b) => (b.invoice.payment.credit_transfers = [{ account_id: 'DE00370400440532013000' }]),
  );
  t.deepEqual(issueList(transfer), []);
  t.true(warningCodes(transfer).includes('IBAN_CHECK_DIGITS'));
  const debit = request(
    zugferd,
    (b) =>
      (b.invoice.payment.direct_debit = {
        mandate_reference: 'M1',
        debited_account: 'DE00370400440532013000',
      }),
  );
  t.deepEqual(issueList(debit), []);
  t.true(warningCodes(debit).includes('IBAN_CHECK_DIGITS'));
  t.false(
    warningCodes(
      request(
        zugferd,
        (b) => (b.invoice.payment.credit_transfers = [{ account_id: 'DE89370400440532013000' }]),
      ),
    ).includes('IBAN_CHECK_DIGITS'),
  );
});

test('BT-124 that is a URI reference, not an absolute http(s) URL (ZUGFeRD #ef=…): accepted with a warning (ATTACHMENT_URL_RELATIVE)', (t) => {
  const relative = request(
    zugferd,
    (b) => (b.invoice.attachments = [{ id: 'A', url: '#ef=Aufmass.png' }]),
  );
  t.deepEqual(issueList(relative), []);
  t.true(warningCodes(relative).includes('ATTACHMENT_URL_RELATIVE'));
  t.false(
    warningCodes(
      request(
        zugferd,
        (b) => (b.invoice.attachments = [{ id: 'A', url: 'https://example.com/a.pdf' }]),
      ),
    ).includes('ATTACHMENT_URL_RELATIVE'),
  );
});

test('line_status is EXTENDED only (NOT_CARRIED in EN16931) and one of DETAIL, GROUP, INFORMATION', (t) => {
  t.is(
    issueAt(
      request(zugferd, (b) => (b.invoice.items[0].line_status = 'DETAIL')),
      '$.invoice.items[0].line_status',
    )?.code,
    'NOT_CARRIED',
  );
  t.truthy(
    issueAt(
      request(zugferd, (b) => {
        b.profile = 'extended';
        b.invoice.items[0].line_status = 'SUBTOTAL';
      }),
      '$.invoice.items[0].line_status',
    ),
  );
});

test('BT-81: the PINT rule sets add Z01 … Z08 to UNTDID 4461 (ibr-cl-16; SG PayNow is Z02); elsewhere Z02 stays refused', (t) => {
  const z02 = (b: any) => {
    b.invoice.payment.means_code = 'Z02';
    b.invoice.seller.peppol_id = '0195:SGUEN200212345Z';
    b.invoice.buyer.peppol_id = '0195:SGUEN199912345A';
    b.invoice.buyer_reference = 'PO-1';
  };
  t.is(
    issueAt(
      request(z02, (b) => {
        b.format = 'peppol';
        b.country_profile = 'pint_sg';
      }),
      '$.invoice.payment.means_code',
    ),
    undefined,
  );
  t.is(
    issueAt(
      request(z02, (b) => {
        b.format = 'peppol';
        b.country_profile = 'standard_eu';
      }),
      '$.invoice.payment.means_code',
    )?.code,
    'INVALID_CODE',
  );
  t.is(issueAt(request(z02), '$.invoice.payment.means_code')?.code, 'INVALID_CODE');
});

test('FatturaPA: a value longer than its place, a scheme it has no place for, a term without a place: FATTURAPA_NOT_CARRIED naming the term, never an error', (t) => {
  const req = request((b) => {
    b.format = 'fatturapa';
    b.invoice.purchase_order_reference = 'PO-1';
    b.invoice.project_reference = 'CUP-LONGER-THAN-15';
    b.invoice.invoiced_object = { id: 'CONV-1', scheme: 'AWV' };
    b.invoice.payee = { name: 'Factor S.p.A.' };
  });
  t.deepEqual(
    issueList(req).filter((i) => /NOT_CARRIED/.test(i)),
    [],
  );
  const messages = checkRequest(req)
    .format!.warnings.filter((w) => w.code === 'FATTURAPA_NOT_CARRIED')
    .map((w) => w.message);
  t.true(
    messages.some((m) =>
      m.startsWith('invoice.project_reference (BT-11) is written cut to the 15 characters'),
    ),
    messages.join('\n'),
  );
  t.true(
    messages.some((m) =>
      m.startsWith(
        'invoice.invoiced_object (BT-18) is not written: DatiConvenzione/IdDocumento holds the identifier without its scheme',
      ),
    ),
    messages.join('\n'),
  );
  t.true(
    messages.some((m) =>
      m.startsWith('invoice.payee (BG-10) is not written: FatturaPA has no place for it'),
    ),
    messages.join('\n'),
  );
});

test('credit_note_reason_code (BTAE-03): a UBL credit note states it (DiscrepancyResponse); an invoice has no place for it: NOT_CARRIED, never dropped', (t) => {
  const withReason = (typeCode: string) =>
    request((b) => {
      b.format = 'ubl';
      b.invoice.type_code = typeCode;
      b.invoice.credit_note_reason_code = 'CAN';
    });
  t.is(issueAt(withReason('381'), '$.invoice.credit_note_reason_code'), undefined);
  const debit = issueAt(withReason('383'), '$.invoice.credit_note_reason_code');
  t.is(debit?.code, 'NOT_CARRIED');
  t.regex(debit?.message ?? '', /BTAE-03.*type code 383 is an invoice/);
});
