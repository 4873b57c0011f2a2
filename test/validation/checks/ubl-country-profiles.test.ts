/**
 * Validate reports what the national CIUS of UBL ask for (format ubl with country_profile hr_cius,
 * cius_ro, cius_pt) on the field's JSON path, with the country rule's id in the message, before
 * generate would write a document their rules refuse; a national CIUS with another format is
 * refused; plain format ubl stays as it was.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { checkRequest } from '../../../src/validation/checks/index.js';
import { isValidOib } from '../../../src/validation/checks/ubl-country-checks.js';
import {
  UBL_COUNTRIES,
  ublCountryRequest,
  type UblCountry,
} from '../../formats/helpers/ubl-country-invoices.js';

const validate = (body: any) => checkRequest(fromJson(ValidateInvoiceRequestSchema, body));
const issues = (body: any) => validate(body).issues.map((i) => `${i.path} ${i.message}`);
const body = (country: UblCountry, edit: (b: any) => void = () => {}) => {
  const b = ublCountryRequest(country);
  edit(b);
  return b;
};

for (const country of UBL_COUNTRIES) {
  test(`${country}: the complete request is valid, reported with its label and country profile`, (t) => {
    const r = validate(body(country));
    t.deepEqual(
      r.issues.map((i) => `${i.path} ${i.message}`),
      [],
    );
    t.is(r.format.countryProfile, country);
    t.is(r.format.profile, { hr_cius: 'HR-CIUS', cius_ro: 'CIUS-RO', cius_pt: 'CIUS-PT' }[country]);
  });
  test(`${country} is a profile of format ubl only`, (t) => {
    const found = issues(body(country, (b) => (b.format = 'cii')));
    t.true(
      found.some((m) => m.startsWith('$.country_profile ') && m.includes('give format ubl')),
      found.join('\n'),
    );
  });
}

test('HR-CIUS: each missing HR datum on its path with its HR rule', (t) => {
  const found = issues(
    body('hr_cius', (b) => {
      for (const k of [
        'issue_time',
        'business_process',
        'operator_name',
        'operator_oib',
        'due_date',
      ])
        delete b.invoice[k];
      delete b.invoice.seller.peppol_id;
      delete b.invoice.buyer.peppol_id;
      delete b.invoice.buyer.vat_id;
      delete b.invoice.items[1].classifications;
    }),
  );
  const expected: [string, string][] = [
    ['$.invoice.issue_time', 'HR-BR-2'],
    ['$.invoice.business_process', 'HR-BR-34'],
    ['$.invoice.operator_name', 'HR-BR-37'],
    ['$.invoice.operator_oib', 'HR-BR-9'],
    ['$.invoice.due_date', 'HR-BR-4'],
    ['$.invoice.seller.peppol_id', 'HR-BR-7'],
    ['$.invoice.buyer.peppol_id', 'HR-BR-10'],
    ['$.invoice.buyer.vat_id', 'HR-BR-S-1'],
    ['$.invoice.items[1].classifications', 'HR-BR-25'],
  ];
  for (const [path, rule] of expected)
    t.true(
      found.some((m) => m.startsWith(`${path} `) && m.includes(rule)),
      `${path} ${rule}\n${found.join('\n')}`,
    );
});

test('HR-CIUS: OIB check digits and the issue date from 2026', (t) => {
  t.true(isValidOib('12345678903'));
  t.true(isValidOib('HR69435151530'));
  t.false(isValidOib('12345678901'));
  t.false(isValidOib('1234567890'));
  const found = issues(
    body('hr_cius', (b) => {
      b.invoice.operator_oib = '12345678901';
      b.invoice.buyer.vat_id = 'HR69435151531';
      b.invoice.date = '2025-12-31';
    }),
  );
  for (const [path, rule] of [
    ['$.invoice.operator_oib', 'HR-BR-9'],
    ['$.invoice.buyer.vat_id', 'HR-BR-53'],
    ['$.invoice.date', 'HR-BR-40'],
  ]) {
    t.true(
      found.some((m) => m.startsWith(`${path} `) && m.includes(rule!)),
      `${path} ${rule}\n${found.join('\n')}`,
    );
  }
});

test('CIUS-RO: RON as VAT currency, county codes and the Bucharest sector', (t) => {
  const found = issues(
    body('cius_ro', (b) => {
      b.invoice.currency = 'EUR';
      b.invoice.seller.city = 'Bucuresti';
      b.invoice.buyer.country_subdivision = 'CJ';
      delete b.invoice.buyer.street;
    }),
  );
  for (const [path, rule] of [
    ['$.invoice.tax_currency', 'BR-RO-030'],
    ['$.invoice.seller.city', 'BR-RO-100'],
    ['$.invoice.buyer.country_subdivision', 'BR-RO-111'],
    ['$.invoice.buyer.street', 'BR-RO-082'],
  ]) {
    t.true(
      found.some((m) => m.startsWith(`${path} `) && m.includes(rule!)),
      `${path} ${rule}\n${found.join('\n')}`,
    );
  }
  t.deepEqual(
    issues(
      body('cius_ro', (b) => {
        b.invoice.currency = 'EUR';
        b.invoice.tax_currency = 'RON';
        b.invoice.tax_currency_vat_total = 250;
      }),
    ),
    [],
  );
});

test('CIUS-PT: a deliver-to address, and payment terms on a credit note', (t) => {
  const found = issues(
    body('cius_pt', (b) => {
      delete b.invoice.delivery;
      b.invoice.type_code = '381';
      delete b.invoice.due_date;
    }),
  );
  for (const [path, rule] of [
    ['$.invoice.delivery.address.country', 'BR-CIUS-PT-66'],
    ['$.invoice.payment.terms', 'BR-CO-25'],
  ]) {
    t.true(
      found.some((m) => m.startsWith(`${path} `) && m.includes(rule!)),
      `${path} ${rule}\n${found.join('\n')}`,
    );
  }
});

test('CIUS-PT: a VAT currency other than the invoice currency has no valid form (DT-CIUS-PT-098.2, 104.2)', (t) => {
  const taxCurrency = (code: string, currency = 'EUR') =>
    issues(
      body('cius_pt', (b) => {
        b.invoice.currency = currency;
        b.invoice.tax_currency = code;
        b.invoice.tax_currency_vat_total = 100;
      }),
    ).filter((m) => m.startsWith('$.invoice.tax_currency '));
  t.regex(taxCurrency('USD').join('\n'), /DT-CIUS-PT-098\.2/);
  t.regex(taxCurrency('EUR', 'USD').join('\n'), /other than the invoice currency USD/);
  // Its own samples state BT-6 equal to BT-5.
  t.deepEqual(taxCurrency('EUR'), []);
});

test('CIUS-PT: both VAT ids, the seller address, the deliver-to street, city and post code, and BG-3 of a credit or debit note (BR-CIUS-PT-01 … 07, 21 … 23, 25, 65)', (t) => {
  const found = issues(
    body('cius_pt', (b) => {
      delete b.invoice.seller.vat_id;
      delete b.invoice.buyer.vat_id;
      delete b.invoice.seller.street;
      delete b.invoice.seller.city;
      delete b.invoice.seller.postal_code;
      b.invoice.delivery = { address: { country: 'PT' } };
      b.invoice.type_code = '383';
      delete b.invoice.preceding_invoices;
    }),
  );
  // The seller's VAT id is refused by the category rules first (BR-S-02), at the same path.
  t.true(found.some((m) => m.startsWith('$.invoice.seller.vat_id ')));
  for (const [path, rule] of [
    ['$.invoice.buyer.vat_id', 'BR-CIUS-PT-03'],
    ['$.invoice.seller.street', 'BR-CIUS-PT-05'],
    ['$.invoice.seller.city', 'BR-CIUS-PT-06'],
    ['$.invoice.seller.postal_code', 'BR-CIUS-PT-07'],
    ['$.invoice.delivery.address.street', 'BR-CIUS-PT-21'],
    ['$.invoice.delivery.address.city', 'BR-CIUS-PT-22'],
    ['$.invoice.delivery.address.postal_code', 'BR-CIUS-PT-23'],
    ['$.invoice.preceding_invoices', 'BR-CIUS-PT-65'],
  ])
    t.true(
      found.some((m) => m.startsWith(`${path} `) && m.includes(rule!)),
      `${path} ${rule}\n${found.join('\n')}`,
    );
  // A plain invoice (380) needs no preceding invoice.
  t.false(issues(body('cius_pt')).some((m) => m.startsWith('$.invoice.preceding_invoices ')));
});

test('format ubl without a national CIUS stays plain EN 16931 UBL, whatever the seller country', (t) => {
  const r = validate(
    body('hr_cius', (b) => {
      b.country_profile = '';
    }),
  );
  t.is(r.format.profile, 'EN16931');
  t.is(r.format.countryProfile, '');
  t.false(r.issues.some((i) => /HR-BR/.test(i.message)));
});

test('legal warnings: HR, RO and PT mandates with their legal basis', (t) => {
  const codes = (b: any) =>
    validate(b).format.warnings.map((w) => `${w.code} ${w.severity} ${w.legalBasis.slice(0, 30)}`);
  t.true(
    codes(body('hr_cius')).some((w) =>
      w.startsWith('HR_EINVOICE_MANDATORY info Zakon o fiskalizaciji'),
    ),
  );
  t.true(
    codes(
      body('hr_cius', (b) => {
        b.country_profile = '';
      }),
    ).some((w) => w.startsWith('HR_EINVOICE_MANDATORY warning')),
  );
  t.true(
    codes(body('cius_ro')).some((w) =>
      w.startsWith('RO_EFACTURA_MANDATORY info Ordonanța de urgen'),
    ),
  );
  t.true(
    codes(
      body('cius_ro', (b) => {
        b.format = 'cii';
        b.country_profile = '';
      }),
    ).some((w) => w.startsWith('RO_EFACTURA_MANDATORY warning')),
  );
  t.true(codes(body('cius_pt')).some((w) => w.startsWith('PT_B2G_CIUS_PT info')));
  // Cross-border invoices are outside the domestic mandates.
  t.false(
    codes(ublCountryRequest('hr_cius', { crossBorder: true })).some((w) =>
      w.startsWith('HR_EINVOICE'),
    ),
  );
});

test('the HR extension fields are UBL only: NOT_CARRIED in CII and FatturaPA, written in any UBL', (t) => {
  for (const format of ['cii', 'zugferd', 'fatturapa']) {
    const r = validate(
      body('hr_cius', (b) => {
        b.format = format;
        b.country_profile = '';
      }),
    );
    for (const path of [
      '$.invoice.issue_time',
      '$.invoice.operator_name',
      '$.invoice.operator_oib',
    ]) {
      t.true(
        r.issues.some((i) => i.path === path && i.code === 'NOT_CARRIED'),
        `${format} ${path}`,
      );
    }
  }
  const ubl = validate(
    body('hr_cius', (b) => {
      b.country_profile = '';
    }),
  );
  t.false(ubl.issues.some((i) => i.code === 'NOT_CARRIED'));
});

test('HR-CIUS: an exempt line and allowance (E) are valid: their HR name and the HR extension are written', (t) => {
  const found = issues(
    body('hr_cius', (b) => {
      b.invoice.items[0].tax_category = 'E';
      b.invoice.items[0].vat_rate = 0;
      b.invoice.allowances[0].tax_category = 'E';
      b.invoice.allowances[0].vat_rate = 0;
      b.invoice.charges[0].tax_category = 'S';
      b.invoice.vat_exemptions = [{ tax_category: 'E', reason: 'Oslobođeno PDV-a' }];
    }),
  );
  t.deepEqual(found, []);
});

test("CIUS-PT's number formats: quantities with 3 decimals, rates and percentages with 2 (DT-CIUS-PT-117.1, 132.1, 125.1)", (t) => {
  const found = issues(
    body('cius_pt', (b) => {
      b.invoice.items[0].quantity = 1.2345;
      b.invoice.items[0].vat_rate = 23.005;
      b.invoice.items[0].allowances = [
        { base_amount: 100, percentage: 2.125, amount: 2.13, reason: 'Desconto' },
      ];
    }),
  );
  for (const path of [
    '$.invoice.items[0].quantity',
    '$.invoice.items[0].vat_rate',
    '$.invoice.items[0].allowances[0].percentage',
  ])
    t.true(
      found.some((m) => m.startsWith(`${path} `)),
      `${path}\n${found.join('\n')}`,
    );
  // Plain UBL keeps the wider bounds.
  const plain = issues(
    body('cius_pt', (b) => {
      b.country_profile = '';
      b.invoice.items[0].quantity = 1.2345;
    }),
  );
  t.false(plain.some((m) => m.startsWith('$.invoice.items[0].quantity ')));
});

test("CIUS-PT: the buyer's tax number starts with its country code (DT-CIUS-PT-046.1)", (t) => {
  const at = (id: string) =>
    issues(body('cius_pt', (b) => (b.invoice.buyer.tax_registration_id = id))).filter((m) =>
      m.startsWith('$.invoice.buyer.tax_registration_id '),
    );
  t.regex(at('K').join('\n'), /DT-CIUS-PT-046\.1/);
  t.deepEqual(at('PT999999990'), []);
});

test('CIUS-PT: a category whose default reason code is a VATEX one (G, AE, K, O) needs its Portuguese code (DT-CIUS-PT-108)', (t) => {
  const exportLine = (exemptions?: any[]) =>
    issues(
      body('cius_pt', (b) => {
        Object.assign(b.invoice.items[0], { tax_category: 'G', vat_rate: 0 });
        if (exemptions) b.invoice.vat_exemptions = exemptions;
      }),
    ).filter((m) => m.startsWith('$.invoice.vat_exemptions'));
  t.regex(exportLine().join('\n'), /DT-CIUS-PT-108/);
  t.deepEqual(exportLine([{ tax_category: 'G', reason: 'Exportação', reason_code: 'M05' }]), []);
});
