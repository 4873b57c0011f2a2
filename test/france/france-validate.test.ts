/**
 * France (issue 41): validate reports every French requirement the BR-FR rules make (its rule id
 * and JSON path) before anything is generated, and generate's field checks refuse the same data
 * (validate ⇔ generate); the registry adds the French rule sets by seller country only; `auto`
 * chooses Factur-X for a French seller and buyer, even when both give electronic addresses; the
 * legal warnings state the reform with its basis.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import {
  GenerateInvoiceRequestSchema,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { validateResponse } from '../../src/validation/checks/validate-response.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { validateAnswer } from '../../src/api/full-check.js';
import { describeError } from '../../src/errors/api-error.js';
import { formatRow, rowOfDocument } from '../../src/formats/format-rows.js';
import { FRENCH_FORMATS, frenchInvoice, frenchRequest } from './helpers.js';

const validate = (body: any) => validateResponse(fromJson(ValidateInvoiceRequestSchema, body));
const generateIssues = (body: any): string[] => {
  try {
    checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
    return [];
  } catch (e: any) {
    return describeError(e).problems.map((p) => p.path);
  }
};
/** The issues of a French Factur-X EN16931 request after a change of the invoice. */
function issuesWith(
  change: (inv: any) => void,
  format: (typeof FRENCH_FORMATS)[number] = FRENCH_FORMATS[1],
): { path: string; code: string; message: string }[] {
  const inv = frenchInvoice('domestic');
  change(inv);
  const res = validate(frenchRequest(format, inv));
  return res.issues.map((i) => ({ path: i.path, code: String(i.code), message: i.message }));
}

test('a complete French invoice is valid in every format of the matrix', (t) => {
  for (const f of FRENCH_FORMATS) {
    const res = validate(frenchRequest(f, frenchInvoice('domestic')));
    t.deepEqual(res.errors, [], f.id);
  }
});

const CASES: [string, (inv: any) => void, string, string][] = [
  ['BT-23 missing', (inv) => delete inv.business_process, '$.invoice.business_process', 'BR-FR-08'],
  [
    'BT-23 outside the billing frameworks',
    (inv) => {
      inv.business_process = 'A1';
    },
    '$.invoice.business_process',
    'BR-FR-08',
  ],
  [
    'note PMT missing',
    (inv) => {
      inv.invoice_notes = inv.invoice_notes.filter((n: any) => n.subject_code !== 'PMT');
    },
    '$.invoice.invoice_notes',
    'BR-FR-05',
  ],
  [
    'notes PMD and AAB missing',
    (inv) => {
      inv.invoice_notes = inv.invoice_notes.filter((n: any) => n.subject_code === 'PMT');
    },
    '$.invoice.invoice_notes',
    'BR-FR-05',
  ],
  [
    'seller SIREN missing',
    (inv) => delete inv.seller.legal_registration,
    '$.invoice.seller.legal_registration.id',
    'BR-FR-10',
  ],
  [
    'seller SIREN with another scheme',
    (inv) => {
      inv.seller.legal_registration.scheme = '0009';
    },
    '$.invoice.seller.legal_registration.id',
    'BR-FR-10',
  ],
  [
    'seller SIREN not 9 digits',
    (inv) => {
      inv.seller.legal_registration.id = '30326504';
    },
    '$.invoice.seller.legal_registration.id',
    'BR-FR-10',
  ],
  [
    'seller electronic address missing',
    (inv) => delete inv.seller.peppol_id,
    '$.invoice.seller.peppol_id',
    'BR-FR-13',
  ],
  [
    'buyer electronic address missing',
    (inv) => delete inv.buyer.peppol_id,
    '$.invoice.buyer.peppol_id',
    'BR-FR-12',
  ],
  [
    'B2B: buyer SIREN missing',
    (inv) => delete inv.buyer.legal_registration,
    '$.invoice.buyer.legal_registration.id',
    'BR-FR-11',
  ],
  [
    'B2B: buyer electronic address in another scheme',
    (inv) => {
      inv.buyer.peppol_id = '0009:54206547900017';
    },
    '$.invoice.buyer.peppol_id',
    'BR-FR-21',
  ],
  [
    'B2B: buyer electronic address not starting with its SIREN',
    (inv) => {
      inv.buyer.peppol_id = '0225:999999999';
    },
    '$.invoice.buyer.peppol_id',
    'BR-FR-21',
  ],
];

test('BR-FR-11 and BR-FR-21 only bind a B2B invoice (note BAR B2B)', (t) => {
  const issues = issuesWith((inv) => {
    inv.invoice_notes = inv.invoice_notes.filter((n: any) => n.subject_code !== 'BAR');
    delete inv.buyer.legal_registration;
    inv.buyer.peppol_id = '0009:54206547900017';
  });
  t.deepEqual(issues, []);
});

for (const [name, change, path, rule] of CASES) {
  test(`${rule}: ${name} is reported at ${path}, by validate and by generate`, (t) => {
    for (const f of FRENCH_FORMATS) {
      const issues = issuesWith(change, f);
      const issue = issues.find((i) => i.path === path);
      t.truthy(issue, `${f.id}: ${JSON.stringify(issues)}`);
      t.true(issue!.message.includes(rule), `${f.id}: ${issue!.message}`);
      const inv = frenchInvoice('domestic');
      change(inv);
      t.true(
        generateIssues(frenchRequest(f, inv)).includes(path),
        `${f.id}: generate refuses it too`,
      );
    }
  });
}

test('BR-FR-05 names the notes that are missing', (t) => {
  const issue = issuesWith((inv) => {
    inv.invoice_notes = inv.invoice_notes.filter((n: any) => n.subject_code === 'PMT');
  })[0]!;
  t.regex(issue.message, /missing: PMD, AAB/);
});

test('the French rules join by seller country: FR gets BR-FR, DE and other rows none', (t) => {
  t.deepEqual(
    formatRow({ format: 'facturx', ciiProfile: 'en16931', sellerCountry: 'FR' })!.ruleSetIds,
    ['facturx-en16931', 'en16931-cii', 'br-fr-facturx', 'br-fr-facturx-warning'],
  );
  t.deepEqual(formatRow({ format: 'cii', sellerCountry: 'FR' })!.ruleSetIds, [
    'en16931-cii',
    'br-fr-cii',
    'br-fr-cii-warning',
  ]);
  t.deepEqual(formatRow({ format: 'ubl', sellerCountry: 'FR' })!.ruleSetIds, [
    'en16931-ubl',
    'br-fr-ubl',
    'br-fr-ubl-warning',
  ]);
  t.deepEqual(formatRow({ format: 'zugferd', sellerCountry: 'DE' })!.ruleSetIds, [
    'facturx-en16931',
    'en16931-cii',
  ]);
  t.deepEqual(formatRow({ format: 'facturx' })!.ruleSetIds, ['facturx-en16931', 'en16931-cii']);
  // Rows FNFE publishes no BR-FR for (MINIMUM, BASIC, XRechnung, Peppol) are not changed.
  t.deepEqual(
    formatRow({ format: 'facturx', ciiProfile: 'minimum', sellerCountry: 'FR' })!.ruleSetIds,
    ['facturx-minimum'],
  );
  t.deepEqual(formatRow({ format: 'peppol', sellerCountry: 'FR' })!.nationalRules, undefined);
  // A document read back: by the seller country it states.
  t.true(
    rowOfDocument({
      detectedFormat: 'facturx',
      syntax: 'cii',
      profile: 'BASIC WL',
      sellerCountry: 'FR',
    })!.ruleSetIds.includes('br-fr-facturx'),
  );
  t.false(
    rowOfDocument({
      detectedFormat: 'ubl',
      syntax: 'ubl',
      profile: 'EN16931',
      sellerCountry: 'BE',
    })!.ruleSetIds.includes('br-fr-ubl'),
  );
  // A German seller's invoice needs none of the French data.
  const de = frenchInvoice('domestic');
  de.seller.country = 'DE';
  de.seller.vat_id = 'DE123456789';
  delete de.business_process;
  de.invoice_notes = [];
  t.false(
    validate({ format: 'facturx', invoice: de }).issues.some((i) => i.message.includes('BR-FR')),
  );
});

test('auto: a French seller and buyer get Factur-X, even with electronic addresses on both sides', (t) => {
  const res = validate({ format: 'auto', invoice: frenchInvoice('domestic') });
  t.is(res.format!.formatUsed, 'facturx');
  t.regex(res.format!.formatReason, /French/);
  t.deepEqual(res.errors, []);
});

test('legal warnings: reception, issuance by company size, readable view and lifecycle, with their basis', (t) => {
  const res = validate({ format: 'auto', invoice: frenchInvoice('domestic') });
  const byCode = new Map(res.format!.warnings.map((w) => [w.code, w]));
  const reception = byCode.get('FR_EINVOICE_RECEPTION');
  const issuance = byCode.get('FR_EINVOICE_ISSUANCE');
  const lifecycle = byCode.get('FR_READABLE_VIEW_AND_LIFECYCLE');
  t.truthy(reception && issuance && lifecycle, [...byCode.keys()].join(', '));
  t.regex(reception!.message, /1 September 2026/);
  t.regex(
    issuance!.message,
    /1 September 2026 for large and mid-size companies, from 1 September 2027 for SMEs and micro-enterprises/,
  );
  t.regex(issuance!.legalBasis, /289 bis/);
  t.regex(issuance!.legalBasis, /2021-1190/);
  t.regex(issuance!.legalBasis, /finances pour 2024, art\. 91/);
  t.regex(lifecycle!.message, /readable view/);
  t.regex(lifecycle!.legalBasis, /XP Z12-012/);
  // Invoicing abroad: e-reporting, not a domestic e-invoice.
  const abroad = frenchInvoice('domestic');
  abroad.buyer.country = 'DE';
  abroad.buyer.vat_id = 'DE123456789';
  const codes = validate({ format: 'facturx', invoice: abroad }).format!.warnings.map(
    (w) => w.code,
  );
  t.true(codes.includes('FR_EREPORTING'));
  t.false(codes.includes('FR_EINVOICE_ISSUANCE'));
});

test('a French seller and buyer in a format or profile without BR-FR get a warning', (t) => {
  const minimum = validate({
    format: 'facturx',
    profile: 'minimum',
    invoice: frenchInvoice('domestic'),
  });
  t.true(
    minimum.format!.warnings.some(
      (w) => w.code === 'FR_NOT_A_FRENCH_FORMAT' && w.severity === 'warning',
    ),
  );
  const peppol = validate({ format: 'peppol', invoice: frenchInvoice('domestic') });
  t.true(peppol.format!.warnings.some((w) => w.code === 'FR_NOT_A_FRENCH_FORMAT'));
  for (const f of FRENCH_FORMATS) {
    const res = validate(frenchRequest(f, frenchInvoice('domestic')));
    t.false(
      res.format!.warnings.some((w) => w.code === 'FR_NOT_A_FRENCH_FORMAT'),
      f.id,
    );
  }
});

test('a stated VAT of a standard-rated group: EXTENDED-CTC-FR allows 0.01 a line around base × rate (BR-FXEXT-S-09, BR-FREXT-S-09), as a HUF amount in whole forints is not', (t) => {
  // The domestic invoice's S 20 % group: 1900 × 20 % = 380.00, two lines.
  const stated = (taxAmount: number, format: (typeof FRENCH_FORMATS)[number]) => {
    const inv = frenchInvoice('domestic');
    inv.vat_breakdown = [
      { tax_category: 'S', vat_rate: 20, taxable_amount: 1900, tax_amount: taxAmount },
    ];
    // The API's validate (field checks and the row's rules on the calculated invoice).
    return validateAnswer(
      fromJson(ValidateInvoiceRequestSchema, frenchRequest(format, inv)),
    ).issues.find((i) => i.path === '$.invoice.vat_breakdown[0].tax_amount')?.code;
  };
  const cii = FRENCH_FORMATS.find((f) => f.id === 'cii-ctc-fr')!;
  const ubl = FRENCH_FORMATS.find((f) => f.id === 'ubl-ctc-fr')!;
  t.is(stated(380.5, cii), 'BR-FXEXT-S-09');
  t.is(stated(380.5, ubl), 'BR-FREXT-S-09');
  t.is(stated(380.02, cii), undefined, '0.02 for two lines');
  t.is(stated(380.02, ubl), undefined, '0.02 for two lines');
});
