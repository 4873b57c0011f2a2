/**
 * Validate reports what the national CIUS of UBL ask for (format ubl with country_profile hr_cius,
 * cius_ro, cius_pt) on the field's JSON path, with the country rule's id in the message, before
 * generate would write a document their rules refuse; a national CIUS with another format is
 * refused; plain format ubl stays as it was.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { validateAnswer } from '../../../src/api/full-check.js';
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

test('CIUS-RO: a deliver-to address states its street, city and subdivision (BR-RO-180, 201, 211), a Romanian one its county (BR-RO-212) and Bucharest sector (BR-RO-202)', (t) => {
  const at = (address: any, path = '$.invoice.delivery.address') =>
    issues(body('cius_ro', (b) => (b.invoice.delivery = { address }))).filter((m) =>
      m.startsWith(path),
    );
  const copenhagen = { street: 'Street', city: 'Copenhagen', postal_code: '1057', country: 'DK' };
  t.regex(at(copenhagen).join('\n'), /country_subdivision .*BR-RO-211/);
  t.regex(at({ country: 'DK', country_subdivision: 'DK-84' }).join('\n'), /street .*BR-RO-180/);
  t.regex(at({ ...copenhagen, country: 'RO', country_subdivision: 'CJ' }).join('\n'), /BR-RO-212/);
  t.regex(
    at({ ...copenhagen, city: 'Bucuresti', country: 'RO', country_subdivision: 'RO-B' }).join('\n'),
    /city .*BR-RO-202/,
  );
  t.deepEqual(at({ ...copenhagen, country_subdivision: 'DK-84' }), []);
  // An intra-community supply without one: the buyer's address is written, without subdivision.
  const k = issues(
    body('cius_ro', (b) => {
      b.invoice.buyer = { ...b.invoice.buyer, country: 'HU', vat_id: 'HU12345676' };
      delete b.invoice.buyer.country_subdivision;
      for (const x of [...b.invoice.items, ...b.invoice.allowances, ...b.invoice.charges])
        Object.assign(x, { tax_category: 'K', vat_rate: 0 });
    }),
  );
  t.regex(k.join('\n'), /\$\.invoice\.delivery\.address\.country_subdivision .*BR-RO-211/);
});

test('CIUS-PT: text lengths of its datatype rules, counted in characters (DT-CIUS-PT-016, 012, 133, 126)', (t) => {
  const found = issues(
    body('cius_pt', (b) => {
      b.invoice.tender_reference = 'Ünïcødé ✓ 日本語 😀 ‮<&>"\'';
      b.invoice.purchase_order_reference = 'PO\n1';
      b.invoice.items[0].description = 'x'.repeat(201);
      b.invoice.items[0].charges = [{ amount: 1, reason: 'y'.repeat(201) }];
    }),
  );
  for (const [path, rule] of [
    ['$.invoice.tender_reference', 'DT-CIUS-PT-016'],
    ['$.invoice.purchase_order_reference', 'DT-CIUS-PT-012'],
    ['$.invoice.items[0].description', 'DT-CIUS-PT-133'],
    ['$.invoice.items[0].charges[0].reason', 'DT-CIUS-PT-126'],
  ])
    t.true(
      found.some((m) => m.startsWith(`${path} `) && m.includes(rule!)),
      `${path} ${rule}\n${found.join('\n')}`,
    );
  // 20 characters (the emoji is one) are within DT-CIUS-PT-016.
  const twenty = issues(
    body('cius_pt', (b) => (b.invoice.tender_reference = `😀${'x'.repeat(19)}`)),
  );
  t.false(
    twenty.some((m) => m.startsWith('$.invoice.tender_reference ')),
    twenty.join('\n'),
  );
});

test('CIUS-PT: the structured notes of DT-CIUS-PT-020_*: the AT certified program number, hash code and description together, each once; grouped notes with their partners', (t) => {
  const notes = (...texts: string[]) =>
    issues(
      body('cius_pt', (b) => (b.invoice.invoice_notes = texts.map((text) => ({ text })))),
    ).filter((m) => m.startsWith('$.invoice.invoice_notes') || m.startsWith('$.invoice.notes'));
  const program = [
    '#NUMBER@ATCERTIFIEDPROGRAM#nº 234567#',
    '#HASHCODE@ATCERTIFIEDPROGRAM#CFTR#',
    '#DESCRIPTION@ATCERTIFIEDPROGRAM#sistema certificado na AT#',
  ];
  t.deepEqual(notes(...program, '#ADDITIONALPROPERTY#Name#Value#', '2026-01-01'), []);
  const withoutHash = notes(program[0]!, '2026-01-01', program[2]!);
  t.regex(withoutHash.join('\n'), /invoice_notes\[0\]\.text .*DT-CIUS-PT-020_7\.3/);
  t.regex(withoutHash.join('\n'), /invoice_notes\[2\]\.text .*DT-CIUS-PT-020_7\.3/);
  t.regex(notes(program[1]!).join('\n'), /DT-CIUS-PT-020_6\.3/);
  t.regex(notes(...program, program[1]!).join('\n'), /DT-CIUS-PT-020_7\.4/);
  t.regex(
    notes('#HASHCODE@ATCERTIFIEDPROGRAM#CFTR# and more', program[0]!).join('\n'),
    /DT-CIUS-PT-020_7\.2/,
  );
  t.regex(notes('#CALCULATIONRATE#1.5#').join('\n'), /DT-CIUS-PT-020_3\.1/);
  t.regex(notes('#CALCULATIONRATE#1.50#').join('\n'), /DT-CIUS-PT-020_2\.3/);
  t.regex(notes('#SOURCECURRENCYCODE#XYZ#').join('\n'), /DT-CIUS-PT-020_2\.1/);
  t.deepEqual(notes('#SOURCECURRENCYCODE#USD#', '#CALCULATIONRATE#1.10000#'), []);
  t.regex(notes('x'.repeat(501)).join('\n'), /DT-CIUS-PT-020\b/);
  const atm = [
    '#ENTITY@ATMPAYMENT-001#12345#',
    '#REFERENCE@ATMPAYMENT-001#123456789#',
    '#AMOUNT@ATMPAYMENT-001#100.00#',
  ];
  t.deepEqual(notes(...atm), []);
  t.regex(notes(atm[0]!, atm[1]!).join('\n'), /DT-CIUS-PT-020_12\.5/);
  t.regex(
    notes(atm[0]!, '#REFERENCE@ATMPAYMENT-002#1#', atm[2]!).join('\n'),
    /DT-CIUS-PT-020_12\.4/,
  );
  t.regex(notes('#AMOUNT@ATMPAYMENT-1#100.00#').join('\n'), /DT-CIUS-PT-020_14\.1/);
  // A subject code in front makes it no structured note: only its length counts.
  t.deepEqual(
    issues(
      body(
        'cius_pt',
        (b) => (b.invoice.invoice_notes = [{ text: program[1], subject_code: 'AAI' }]),
      ),
    ).filter((m) => m.startsWith('$.invoice.invoice_notes')),
    [],
  );
});

test("CIUS-PT: the seller's tax number starts with its country code (DT-CIUS-PT-029), as the buyer's (046.1)", (t) => {
  const at = (role: string, id: string) =>
    issues(body('cius_pt', (b) => (b.invoice[role].tax_registration_id = id))).filter((m) =>
      m.startsWith(`$.invoice.${role}.tax_registration_id `),
    );
  t.regex(at('seller', '2026-02-30').join('\n'), /DT-CIUS-PT-029/);
  t.regex(at('buyer', '2026-02-30').join('\n'), /DT-CIUS-PT-046\.1/);
  t.regex(at('seller', `PT${'9'.repeat(49)}`).join('\n'), /DT-CIUS-PT-030/);
  t.deepEqual(at('seller', 'PT501964843'), []);
});

test('CIUS-PT: a commodity code is written in a classification, which needs its code (BR-CIUS-PT-57)', (t) => {
  const at = (classifications?: any[]) =>
    issues(
      body('cius_pt', (b) => {
        b.invoice.items[1].commodity_code = '2026-02-30';
        if (classifications) b.invoice.items[1].classifications = classifications;
      }),
    ).filter((m) => m.startsWith('$.invoice.items[1].'));
  t.regex(at().join('\n'), /items\[1\]\.commodity_code .*BR-CIUS-PT-57/);
  t.deepEqual(at([{ code: '48100000-9', list_id: 'STI' }]), []);
});

test('CIUS-PT: a negative total is no CIUS-PT invoice (DT-CIUS-PT-097.1: BT-109 unsigned); validate says so as generate does', (t) => {
  const b = body('cius_pt');
  for (const item of b.invoice.items) item.quantity = -Math.abs(item.quantity ?? 1);
  const res = validateAnswer(fromJson(ValidateInvoiceRequestSchema, b));
  t.false(res.valid);
  t.true(
    res.issues.some((i) => i.path === '$.invoice.items' && i.code === 'DT-CIUS-PT-097.1'),
    JSON.stringify(res.issues),
  );
  t.true(validateAnswer(fromJson(ValidateInvoiceRequestSchema, body('cius_pt'))).valid);
});

// Each of these passed validate and was rejected on generate (422) by the national rules.
test('HR-CIUS: a preceding invoice with its date (HR-BR-6), a price base quantity in the invoiced unit (HR-BR-21), one tax identifier per party', (t) => {
  const found = issues(
    body('hr_cius', (b) => {
      b.invoice.preceding_invoices = [{ number: 'P-1', date: '2026-01-10' }, { number: 'P-2' }];
      b.invoice.items[0].base_quantity = 10;
      b.invoice.items[0].base_quantity_unit = 'KGM';
      b.invoice.seller.tax_registration_id = '12345';
    }),
  );
  t.deepEqual(found.map((m) => m.split(' ')[0]).sort(), [
    '$.invoice.items[0].base_quantity_unit',
    '$.invoice.preceding_invoices[1].date',
    '$.invoice.seller.tax_registration_id',
  ]);
  t.regex(found.find((m) => m.includes('.date '))!, /HR-BR-6/);
  t.regex(found.find((m) => m.includes('base_quantity_unit'))!, /HR-BR-21/);
});

test('CIUS-RO: the buyer identified (BR-RO-120) and the length limits of its rules (BR-RO-L*)', (t) => {
  const found = issues(
    body('cius_ro', (b) => {
      delete b.invoice.buyer.vat_id;
      b.invoice.items[0].description = 'x'.repeat(101);
      b.invoice.seller.city = 'y '.repeat(30);
      b.invoice.payment = { ...b.invoice.payment, terms: 'z'.repeat(300) };
    }),
  );
  t.deepEqual(found.map((m) => m.split(' ')[0]).sort(), [
    '$.invoice.buyer.vat_id',
    '$.invoice.items[0].description',
    '$.invoice.seller.city',
  ]);
  t.regex(
    found.find((m) => m.includes('description'))!,
    /100 characters in BT-153 \(BR-RO-L1024\); this has 101/,
  );
  t.regex(found.find((m) => m.includes('vat_id'))!, /BR-RO-120/);
});

test('CIUS-PT: the tax point date code goes with an invoicing period date (its BR-CO-19)', (t) => {
  const code = (period?: unknown) =>
    issues(
      body('cius_pt', (b) => {
        b.invoice.tax_point_date_code = '35';
        if (period) b.invoice.invoicing_period = period;
      }),
    ).map((m) => m.split(' ')[0]);
  t.deepEqual(code(), ['$.invoice.tax_point_date_code']);
  t.deepEqual(code({ start: '2026-02-01', end: '2026-02-28' }), []);
});

test('CIUS-PT: allowance and charge figures unsigned, a percentage with its base, base quantity with 3 decimals, whole standard rates (DT-CIUS-PT-088.1, 123.1, 130.1, 159, 173)', (t) => {
  const answer = (edit: (b: any) => void) =>
    validateAnswer(fromJson(ValidateInvoiceRequestSchema, body('cius_pt', edit)));
  const found = answer((b) => {
    b.invoice.allowances = [{ amount: -1, vat_rate: 23, reason: 'Desconto' }];
    b.invoice.items[0].allowances = [{ amount: -2, reason: 'Desconto' }];
    b.invoice.items[0].base_quantity = 0.0001;
    b.invoice.items[1].vat_rate = 13.5;
  }).issues.map((i) => `${i.path} ${i.code}`);
  t.deepEqual(found.sort(), [
    '$.invoice.allowances[0].amount OUT_OF_RANGE',
    '$.invoice.items[0].allowances[0].amount OUT_OF_RANGE',
    '$.invoice.items[0].base_quantity OUT_OF_RANGE',
    '$.invoice.items[1].vat_rate INVALID_VALUE',
  ]);
  // A percentage without its base amount is refused (a warning elsewhere in EN 16931).
  const percentage = answer((b) => {
    b.invoice.charges = [{ amount: 5, percentage: 3, vat_rate: 23, reason: 'Frete' }];
  });
  t.false(percentage.valid);
  t.true(
    percentage.issues.some((i) => i.path === '$.invoice.charges[0].base_amount'),
    JSON.stringify(percentage.issues),
  );
  // The same figures unsigned, with their base, and whole are valid.
  const fine = answer((b) => {
    b.invoice.charges = [{ base_amount: 200, percentage: 2.5, vat_rate: 23, reason: 'Frete' }];
    b.invoice.items[0].base_quantity = 1.5;
  });
  t.true(fine.valid, JSON.stringify(fine.issues));
});

test('the invoice number as each CIUS takes it: no whitespace in HR-CIUS (HR-BR-1), a digit in CIUS-RO (BR-RO-010); CIUS-PT bounds a Leitweg-ID written as BT-10 (DT-CIUS-PT-009)', (t) => {
  const at = (country: UblCountry, edit: (b: any) => void, path: string) =>
    issues(body(country, edit)).filter((m) => m.startsWith(`${path} `));
  t.regex(
    at('hr_cius', (b) => (b.invoice.number = 'R 1/1/1'), '$.invoice.number').join(),
    /HR-BR-1\b/,
  );
  t.deepEqual(
    at('hr_cius', (b) => (b.invoice.number = 'R-1/1/1'), '$.invoice.number'),
    [],
  );
  t.regex(
    at('cius_ro', (b) => (b.invoice.number = 'FACT-A'), '$.invoice.number').join(),
    /BR-RO-010/,
  );
  t.deepEqual(
    at('cius_ro', (b) => (b.invoice.number = 'FACT-A1'), '$.invoice.number'),
    [],
  );
  const leitweg = (value: string) =>
    at(
      'cius_pt',
      (b) => {
        delete b.invoice.buyer_reference;
        b.invoice.leitweg_id = value;
      },
      '$.invoice.leitweg_id',
    );
  t.regex(leitweg('991-1\n2').join(), /DT-CIUS-PT-009/);
  t.deepEqual(leitweg('991-12'), []);
});

test('CIUS-PT: a payment means stated only by its text needs its code (no "1" in DT-CIUS-PT-079.2); a credit note has no place for BT-11 (DT-CIUS-PT-153)', (t) => {
  const found = (credit: boolean, edit: (b: any) => void) => {
    const b = ublCountryRequest('cius_pt', { credit });
    edit(b);
    return validateAnswer(fromJson(ValidateInvoiceRequestSchema, b)).issues.map(
      (i) => `${i.path} ${i.code}`,
    );
  };
  const textOnly = (b: any) =>
    (b.invoice.payment = { means_text: 'Transferência', terms: '30 dias' });
  t.deepEqual(found(false, textOnly), ['$.invoice.payment.means_code REQUIRED']);
  t.deepEqual(
    found(false, (b) => {
      textOnly(b);
      b.invoice.payment.means_code = 'TR';
    }),
    [],
  );
  t.deepEqual(
    found(true, (b) => (b.invoice.project_reference = 'PRJ-1')),
    ['$.invoice.project_reference NOT_CARRIED'],
  );
  t.deepEqual(
    found(false, (b) => (b.invoice.project_reference = 'PRJ-1')),
    [],
  );
});
