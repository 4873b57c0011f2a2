/**
 * The CIUS-PT code lists (src/formats/cius-pt-code-lists.ts): each list equals the list of the
 * official datatype Schematron rule it names, so the table cannot drift from the rules; and the
 * lists judge country_profile cius_pt only: plain ubl and the other national CIUS keep EN 16931's
 * (scheme 0001, category AA, means TR and exemption code M99 refused there).
 */
import test from 'ava';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromJson } from '@bufbuild/protobuf';
import { GenerateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';
import { CIUS_PT_CODE_LISTS } from '../../src/formats/cius-pt-code-lists.js';
import { CHARGE_REASON_CODES } from '../../src/domain/codelists/charge-reason-codes.generated.js';
import { COUNTRY_CODES } from '../../src/domain/codelists/country-codes.generated.js';
import { CURRENCY_CODES } from '../../src/domain/codelists/currency-codes.generated.js';
import { ITEM_CLASSIFICATION_CODES } from '../../src/domain/codelists/item-classification-codes.generated.js';
import { UNIT_CODES } from '../../src/domain/codelists/unit-codes.generated.js';
import { corpusDir } from '../conformance/helpers/corpus.js';
import { check, checkerPath } from '../conformance/helpers/validators.js';
import { requires } from '../helpers/requires.js';
import { ublCountryRequest } from './helpers/ubl-country-invoices.js';

const DATATYPE = join(
  corpusDir ?? '/nonexistent',
  'cius-pt/2.1.1/sch/datatype/urn_feap.gov.pt_CIUS-PT_2.1.1-UBL-datatype.sch',
);

function readSafe(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

const schematron = readSafe(DATATYPE);
const gated = requires(
  schematron ? undefined : 'the official corpus (EINVOICE_CORPUS) with cius-pt/2.1.1/sch',
);

/** The test of the assert or report with this id. */
function ruleTest(id: string): string {
  const m = new RegExp(
    `<(?:assert|report) test="([^"]*)"[^>]*id="${id.replace(/\./g, '\\.')}"`,
  ).exec(schematron ?? '');
  if (!m) throw new Error(`rule ${id} not found`);
  return m[1];
}

/** The space-separated list a rule tests membership of (contains(' A B C ', ...)). */
function ruleList(id: string): string[] {
  const m = /contains\(\s*'( [^']* )'/.exec(ruleTest(id));
  if (!m) throw new Error(`rule ${id} states no list`);
  return m[1].trim().split(/\s+/).sort();
}

for (const key of ['identifierSchemes', 'taxCategories', 'paymentMeans', 'taxSchemes'] as const) {
  gated(`CIUS-PT ${key}: the list equals each rule's list in the official Schematron`, (t) => {
    const list = CIUS_PT_CODE_LISTS[key]!;
    t.true(list.ruleIds.length > 0);
    for (const id of list.ruleIds) t.deepEqual([...list.codes].sort(), ruleList(id), id);
  });
}

for (const key of [
  'exemptionReasonCode',
  'electronicAddressScheme',
  'paymentMeansForm',
  'paymentMeansText',
  'paymentMeansTextForm',
  'remittanceInformation',
] as const) {
  gated(`CIUS-PT ${key}: the pattern is each rule's pattern in the official Schematron`, (t) => {
    const { pattern, ruleIds } = CIUS_PT_CODE_LISTS[key]!;
    // One alternative per pattern of the rule (DT-CIUS-PT-080 states two).
    for (const alternative of pattern.source.split('$|^')) {
      const inner = alternative.replace(/^\^/, '').replace(/\$$/, '');
      for (const id of ruleIds) t.true(ruleTest(id).includes(`'^(${inner})$'`), `${id} ${inner}`);
    }
  });
}

gated('CIUS-PT currencies: EN 16931 ISO 4217 less exactly what DT-CIUS-PT-151/152 lack', (t) => {
  const list = CIUS_PT_CODE_LISTS.currencies!;
  for (const id of list.ruleIds) {
    const official = new Set(ruleList(id));
    t.deepEqual(
      CURRENCY_CODES.filter((code) => official.has(code)),
      [...list.codes],
      id,
    );
  }
});

/** The comma-separated list a BT-3 rule tests membership of (contains('380,383,', ...)). */
function ruleCommaList(id: string): string[] {
  const m = /contains\('([^']*)'/.exec(ruleTest(id));
  if (!m) throw new Error(`rule ${id} states no list`);
  return m[1].split(',').filter(Boolean).sort();
}

gated(
  'CIUS-PT BT-3: the invoice and credit note lists are the official DT-CIUS-PT-003 lists',
  (t) => {
    for (const key of ['invoiceTypes', 'creditNoteTypes'] as const) {
      const list = CIUS_PT_CODE_LISTS[key]!;
      for (const id of list.ruleIds) t.deepEqual([...list.codes].sort(), ruleCommaList(id), id);
    }
  },
);

gated('CIUS-PT VAT ids: the prefixes of each rule, and the length of its companion rule', (t) => {
  const rule = CIUS_PT_CODE_LISTS.vatIdentifier!;
  for (const id of rule.ruleIds) t.deepEqual([...rule.codes].sort(), ruleList(id), id);
  // The length is asserted next to each prefix rule (030, 046.2, 061.2).
  for (const id of ['DT-CIUS-PT-030', 'DT-CIUS-PT-046.2', 'DT-CIUS-PT-061.2'])
    t.true(ruleTest(id).includes(`'^(.{1,${rule.maxLength}})$'`), id);
});

/** The problems generate reports for a request, by JSON path. */
function problems(body: any): Record<string, string> {
  try {
    checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
    return {};
  } catch (e: any) {
    const out: Record<string, string> = {};
    for (const d of e.details ?? [])
      for (const v of (d as any).value?.fieldViolations ?? []) out[v.field] = v.description;
    return out;
  }
}

/** The PT matrix invoice with the Portuguese codes of the official examples. */
function portugueseCodes(format: string, countryProfile: string): any {
  const body = ublCountryRequest('cius_pt');
  body.format = format;
  body.country_profile = countryProfile;
  body.invoice.seller.legal_registration = { id: '500000000', scheme: '0001' };
  body.invoice.items[1].tax_category = 'AA';
  body.invoice.items.push({
    description: 'Exempt service',
    quantity: 1,
    unit: 'HUR',
    unit_price: 20,
    vat_rate: 0,
    tax_category: 'E',
  });
  body.invoice.vat_exemptions = [{ tax_category: 'E', reason: 'Isento', reason_code: 'M99' }];
  body.invoice.payment = { ...body.invoice.payment, means_code: 'TR' };
  return body;
}

const PT_PATHS = [
  '$.invoice.seller.legal_registration.scheme',
  '$.invoice.items[1].tax_category',
  '$.invoice.vat_exemptions[0].reason_code',
  '$.invoice.payment.means_code',
];

test('cius_pt accepts the CIUS-PT codes (scheme 0001, AA, TR, M99)', (t) => {
  const found = problems(portugueseCodes('ubl', 'cius_pt'));
  t.deepEqual(
    PT_PATHS.filter((p) => p in found),
    [],
    JSON.stringify(found),
  );
});

test('plain ubl and cius_ro keep the EN 16931 lists: the CIUS-PT codes are refused', (t) => {
  for (const [format, profile] of [
    ['ubl', ''],
    ['ubl', 'cius_ro'],
  ]) {
    const found = problems(portugueseCodes(format, profile));
    t.deepEqual(
      PT_PATHS.filter((p) => p in found),
      PT_PATHS,
      `${format} ${profile}: ${JSON.stringify(found)}`,
    );
  }
});

test('cius_pt refuses a category whose VAT arithmetic no rule states, with the reason', (t) => {
  const body = ublCountryRequest('cius_pt');
  body.invoice.items[0].tax_category = 'RED';
  body.invoice.charges[0].tax_category = 'OUT';
  const found = problems(body);
  t.regex(found['$.invoice.items[0].tax_category'] ?? '', /RED of CIUS-PT is not supported/);
  t.regex(found['$.invoice.charges[0].tax_category'] ?? '', /OUT of CIUS-PT is not supported/);
});

test('cius_pt takes a free electronic address scheme (DT-CIUS-PT-032.2); plain ubl keeps the EAS list', (t) => {
  const body = (profile: string) => {
    const b = ublCountryRequest('cius_pt');
    b.country_profile = profile;
    b.invoice.buyer.peppol_id = 'XPT:500000000';
    return b;
  };
  t.false('$.invoice.buyer.peppol_id' in problems(body('cius_pt')));
  t.regex(problems(body(''))['$.invoice.buyer.peppol_id'] ?? '', /unknown EAS code XPT/);
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body('cius_pt')));
  t.regex(
    writeDocumentXml(checked.invoice, checked.plan).standalone!.xml,
    /<cbc:EndpointID schemeID="XPT">500000000<\/cbc:EndpointID>/,
  );
});

/** A CIUS-PT request with the Portuguese forms of the official examples (F_f, NC). */
function portugueseForms(countryProfile: string, typeCode: string): any {
  const body = ublCountryRequest('cius_pt', { credit: typeCode === 'NC' });
  body.country_profile = countryProfile;
  body.invoice.type_code = typeCode;
  body.invoice.seller.vat_id = 'BN$%()*';
  body.invoice.payment = {
    ...body.invoice.payment,
    means_code: '#ENTITY@ATMPAYMENT#12345#',
    means_text: '#DESCRIPTION@ATMPAYMENT#Valor total do documento#',
    remittance_information: '#REFERENCE@ATMPAYMENT#01234566#',
  };
  return body;
}

const FORM_PATHS = [
  '$.invoice.type_code',
  '$.invoice.seller.vat_id',
  '$.invoice.payment.means_code',
];

test('cius_pt takes BT-3 FR and NC, the ATM entity and a VAT id by its rules (DT-CIUS-PT-003, 079.1, 029)', (t) => {
  for (const code of ['FR', 'NC']) {
    const found = problems(portugueseForms('cius_pt', code));
    t.deepEqual(
      FORM_PATHS.filter((p) => p in found),
      [],
      `${code}: ${JSON.stringify(found)}`,
    );
  }
});

test('plain ubl and cius_ro refuse BT-3 FR / NC, the ATM entity and the placeholder VAT id', (t) => {
  for (const profile of ['', 'cius_ro'])
    for (const code of ['FR', 'NC']) {
      const found = problems(portugueseForms(profile, code));
      t.deepEqual(
        FORM_PATHS.filter((p) => p in found),
        FORM_PATHS,
        `${profile} ${code}: ${JSON.stringify(found)}`,
      );
    }
});

test('cius_pt refuses a BT-3 outside its lists, a VAT id off its prefix list and a plain BT-83', (t) => {
  const body = portugueseForms('cius_pt', 'FR');
  body.invoice.type_code = '384';
  body.invoice.seller.vat_id = 'EL123456789';
  body.invoice.buyer.vat_id = 'XI123456789'; // Northern Ireland: not on the rules' list
  body.invoice.payment.remittance_information = 'INV-1';
  body.invoice.payment.means_text = '#DESCRIPTION@ATMPAYMENT#no closing hash';
  const found = problems(body);
  t.regex(found['$.invoice.payment.means_text'] ?? '', /DT-CIUS-PT-079\.4/);
  body.invoice.payment.means_text = 'x'.repeat(151);
  t.regex(problems(body)['$.invoice.payment.means_text'] ?? '', /DT-CIUS-PT-079\.3/);
  t.regex(found['$.invoice.type_code'] ?? '', /invalid invoice type code: 384/);
  t.regex(found['$.invoice.seller.vat_id'] ?? '', /CIUS-PT takes a country prefix/);
  t.regex(found['$.invoice.buyer.vat_id'] ?? '', /DT-CIUS-PT-029 \/ DT-CIUS-PT-046\.1/);
  t.regex(found['$.invoice.payment.remittance_information'] ?? '', /DT-CIUS-PT-080/);
});

/** The document cius_pt writes for a request. */
function written(body: any): string {
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  return writeDocumentXml(checked.invoice, checked.plan).standalone!.xml;
}

test('cius_pt writes NC as a CreditNote, FR as an Invoice, the ATM forms and the VAT id as given', (t) => {
  const nc = written(portugueseForms('cius_pt', 'NC'));
  t.regex(nc, /<CreditNote [^>]*>/);
  t.regex(nc, /<cbc:CreditNoteTypeCode>NC<\/cbc:CreditNoteTypeCode>/);
  const fr = written(portugueseForms('cius_pt', 'FR'));
  t.regex(fr, /<cbc:InvoiceTypeCode>FR<\/cbc:InvoiceTypeCode>/);
  t.regex(
    fr,
    /<cbc:PaymentMeansCode name="#DESCRIPTION@ATMPAYMENT#Valor total do documento#">#ENTITY@ATMPAYMENT#12345#<\/cbc:PaymentMeansCode>/,
  );
  t.regex(fr, /<cbc:PaymentID>#REFERENCE@ATMPAYMENT#01234566#<\/cbc:PaymentID>/);
  t.regex(fr, /<cbc:CompanyID>BN\$%\(\)\*<\/cbc:CompanyID>/);
  // Plain ubl keeps BR-CL-01: 381 is a CreditNote there, NC is no code at all (refused above).
  const plain = ublCountryRequest('cius_pt', { credit: true });
  plain.country_profile = '';
  t.regex(written(plain), /<CreditNote [^>]*>/);
});

/** A CIUS-PT invoice with a stamp duty line: category NA at 10 % under tax scheme BOL (as F_h). */
function stampDuty(countryProfile: string): any {
  const body = ublCountryRequest('cius_pt');
  body.country_profile = countryProfile;
  body.invoice.items.push({
    description: 'Imposto do selo',
    quantity: 1,
    unit: 'C62',
    unit_price: 10,
    vat_rate: 10,
    tax_category: 'NA',
    tax_scheme: 'BOL',
  });
  // The allowance and charge name their category now that the lines have two.
  body.invoice.allowances[0].tax_category = 'S';
  body.invoice.charges[0].tax_category = 'S';
  return body;
}

test('cius_pt writes a line tax_scheme and its breakdown under it; retrieve reads it back', async (t) => {
  const xml = written(stampDuty('cius_pt'));
  const schemes = [
    ...xml.matchAll(
      /<cbc:ID>NA<\/cbc:ID>\s*<cbc:Percent>10(?:\.00)?<\/cbc:Percent>\s*<cac:TaxScheme>\s*<cbc:ID>(\w+)<\/cbc:ID>/g,
    ),
  ].map((m) => m[1]);
  // The breakdown (TaxSubtotal) and the line (ClassifiedTaxCategory) of category NA.
  t.deepEqual(schemes, ['BOL', 'BOL'], xml);
  // Every other category stays under VAT.
  t.is((xml.match(/<cbc:ID>BOL<\/cbc:ID>/g) ?? []).length, 2);
  const out = await retrieveDocument(new TextEncoder().encode(xml), { locale: 'en' });
  t.true(out.ok, JSON.stringify(out.errors));
  t.deepEqual(out.dropped ?? [], []);
  t.deepEqual(
    (out.invoice as any).items.map((i: any) => i.tax_scheme),
    [undefined, undefined, undefined, 'BOL'],
  );
});

test('a first line under BOL does not become the document scheme: read back whole', async (t) => {
  const body = stampDuty('cius_pt');
  body.invoice.items.unshift(body.invoice.items.pop());
  const out = await retrieveDocument(new TextEncoder().encode(written(body)), { locale: 'en' });
  t.true(out.ok, JSON.stringify(out.errors));
  t.deepEqual(out.dropped ?? [], []);
  t.is((out.invoice as any).tax_scheme, undefined);
  t.deepEqual(
    (out.invoice as any).items.map((i: any) => i.tax_scheme),
    ['BOL', undefined, undefined, undefined],
  );
});

test('tax_scheme: NOT_CARRIED outside cius_pt; in cius_pt a code of DT-CIUS-PT-155, one per category and rate', (t) => {
  for (const profile of ['', 'cius_ro'])
    t.regex(
      problems(stampDuty(profile))['$.invoice.items[3].tax_scheme'] ?? '',
      /written for format ubl with country_profile cius_pt only/,
      profile,
    );
  const unknown = stampDuty('cius_pt');
  unknown.invoice.items[3].tax_scheme = 'XYZ';
  t.regex(problems(unknown)['$.invoice.items[3].tax_scheme'] ?? '', /invalid tax scheme: XYZ/);
  const mixed = stampDuty('cius_pt');
  mixed.invoice.items.push({ ...mixed.invoice.items[3], tax_scheme: '' });
  // A category left to be derived is the same group as the one it derives (S at a positive rate).
  const derived = stampDuty('cius_pt');
  derived.invoice.items[3] = { ...derived.invoice.items[0], tax_category: 'S', tax_scheme: 'BOL' };
  t.regex(
    problems(derived)['$.invoice.items[3].tax_scheme'] ?? '',
    /one tax category and rate state one tax scheme/,
  );
  t.regex(
    problems(mixed)['$.invoice.items[4].tax_scheme'] ?? '',
    /one tax category and rate state one tax scheme \(BOL on an earlier line\)/,
  );
});

const withChecker = requires(
  schematron && checkerPath()
    ? undefined
    : 'the corpus with cius-pt/2.1.1/sch and the independent checker (../shared/tools/check_einvoice.py)',
);

withChecker(
  'cius_pt FR and NC with the ATM forms, and a BOL stamp duty, pass the official CIUS-PT rules (oracle)',
  async (t) => {
    t.timeout(300_000);
    const scratch = mkdtempSync(join(tmpdir(), 'einvoice-cius-pt-forms-'));
    const docs: [string, any][] = [
      ['FR', portugueseForms('cius_pt', 'FR')],
      ['NC', portugueseForms('cius_pt', 'NC')],
      ['BOL', stampDuty('cius_pt')],
    ];
    for (const [code, body] of docs) {
      const target = join(scratch, `${code}.xml`);
      writeFileSync(target, written(body));
      const verdict = await check('cius-pt', target);
      t.true(verdict.xsd_ok, verdict.raw);
      t.deepEqual(verdict.fatal, [], `${code}: ${verdict.raw}`);
    }
  },
);

test('cius_pt refuses a currency its ISO 4217 list lacks (DT-CIUS-PT-151); plain ubl takes it', (t) => {
  const pt = ublCountryRequest('cius_pt');
  pt.invoice.currency = 'MRU';
  t.is(problems(pt)['$.invoice.currency'], 'invalid currency code');
  delete pt.country_profile;
  t.false('$.invoice.currency' in problems(pt));
});

gated(
  'CIUS-PT countries, charge reasons, units, classification schemes: EN 16931 less exactly what each rule lacks; MIME its own list',
  (t) => {
    const cases = [
      ['countries', COUNTRY_CODES],
      ['chargeReasons', CHARGE_REASON_CODES],
      ['unitCodes', UNIT_CODES],
      ['itemClassificationLists', ITEM_CLASSIFICATION_CODES],
    ] as const;
    for (const [key, en] of cases) {
      const list = CIUS_PT_CODE_LISTS[key]!;
      for (const id of list.ruleIds) {
        const official = new Set(ruleList(id));
        t.deepEqual(
          en.filter((code) => official.has(code)),
          [...list.codes],
          `${key} ${id}`,
        );
      }
    }
    const mime = CIUS_PT_CODE_LISTS.mimeCodes!;
    t.deepEqual([...mime.codes].sort(), ruleList(mime.ruleIds[0]!));
  },
);

test('cius_pt refuses what its older lists lack (country CW, charge PRV, unit KWN, scheme EMD, MIME ods); plain ubl takes them', (t) => {
  const edits: [string, (b: any) => void][] = [
    ['$.invoice.buyer.country', (b) => (b.invoice.buyer.country = 'CW')],
    [
      '$.invoice.charges[0].reason_code',
      (b) =>
        (b.invoice.charges = [
          { amount: 1, reason_code: 'PRV', reason: 'Charge', tax_category: 'S', vat_rate: 23 },
        ]),
    ],
    ['$.invoice.items[0].unit', (b) => (b.invoice.items[0].unit = 'KWN')],
    [
      '$.invoice.items[0].classifications[0].list_id',
      (b) => (b.invoice.items[0].classifications = [{ code: '123', list_id: 'EMD' }]),
    ],
    [
      '$.invoice.attachments[0].mime_code',
      (b) =>
        (b.invoice.attachments = [
          {
            id: 'A-1',
            content_base64: 'QUJD',
            mime_code: 'application/vnd.oasis.opendocument.spreadsheet',
            filename: 'a.ods',
          },
        ]),
    ],
  ];
  for (const [path, edit] of edits) {
    const pt = ublCountryRequest('cius_pt');
    edit(pt);
    t.true(path in problems(pt), path);
    delete pt.country_profile;
    t.false(path in problems(pt), `${path} in plain ubl`);
  }
});

test('cius_pt writes every amount with 2 decimals, even in a currency without minor units (DT-CIUS-PT-088.1 …)', (t) => {
  const pt = ublCountryRequest('cius_pt');
  pt.invoice.currency = 'BIF';
  pt.invoice.allowances = [
    { amount: 10, reason: 'Desconto', reason_code: '95', tax_category: 'S', vat_rate: 23 },
  ];
  const xml = written(pt);
  const amounts = [...xml.matchAll(/currencyID="BIF">([^<]*)</g)].map((m) => m[1]!);
  t.true(amounts.length > 5);
  t.deepEqual(
    amounts.filter((a) => !/^-?\d+\.\d{2}$/.test(a)),
    [],
  );
  // Plain UBL keeps the whole form of such a currency's whole amounts.
  delete pt.country_profile;
  t.regex(written(pt), /<cbc:Amount currencyID="BIF">10<\/cbc:Amount>/);
});
