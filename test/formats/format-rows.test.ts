/**
 * The format registry rows decide the rule sets of what generate writes and of what retrieve and
 * the CLI read: a retrieved document's format, syntax and label name the row (ZUGFeRD/Factur-X per
 * profile, XRechnung per syntax, Peppol BIS or the PINT jurisdiction, FatturaPA; a standalone CII
 * by its Factur-X profile), EN 16931 of its syntax otherwise. The same row serves both directions.
 */
import test from 'ava';
import type { DescField, DescMessage } from '@bufbuild/protobuf';
import { InvoiceSchema } from '../../gen/einvoice/v1/invoice_pb.js';
import {
  acceptedLabel,
  acceptingRow,
  COUNTRY_PROFILES,
  FORMAT_ROWS,
  formatRow,
  rowOfDocument,
  xmpLabel,
  type ReadDocument,
} from '../../src/formats/index.js';
import { isInstalled, RULE_SETS, ruleSet } from '../../src/validation/rule-sets.js';
import { ruleSetsFor, ruleSetsForDocument } from '../../src/validation/rule-sets-for.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';

const cii = (detectedFormat: string, profile: string): ReadDocument => ({
  detectedFormat,
  profile,
  syntax: 'cii',
});
const ubl = (detectedFormat: string, profile: string): ReadDocument => ({
  detectedFormat,
  profile,
  syntax: 'ubl',
});

const cases: Array<[string, ReadDocument, string[]]> = [
  [
    'ZUGFeRD EN16931 PDF: Factur-X EN16931 and CEN',
    cii('zugferd', 'EN16931'),
    ['facturx-en16931', 'en16931-cii'],
  ],
  ['Factur-X MINIMUM PDF', cii('facturx', 'MINIMUM'), ['facturx-minimum']],
  ['ZUGFeRD PDF of unknown profile: CEN', cii('zugferd', 'urn:example:other'), ['en16931-cii']],
  [
    'XRechnung guideline in a ZUGFeRD PDF',
    cii('zugferd', 'XRECHNUNG'),
    ['xrechnung-cii', 'en16931-cii'],
  ],
  [
    'standalone CII with the MINIMUM guideline: no CEN rules (no lines, BR-16)',
    cii('cii', 'MINIMUM'),
    ['facturx-minimum'],
  ],
  ['standalone CII with the BASIC WL guideline', cii('cii', 'BASIC WL'), ['facturx-basic-wl']],
  [
    'standalone CII with the EXTENDED guideline: beyond the CEN CII subset',
    cii('cii', 'EXTENDED'),
    ['facturx-extended'],
  ],
  ['standalone CII with the EN 16931 guideline: CEN', cii('cii', 'EN16931'), ['en16931-cii']],
  ['XRechnung CII', cii('xrechnung', 'XRECHNUNG'), ['xrechnung-cii', 'en16931-cii']],
  ['XRechnung UBL', ubl('xrechnung', 'XRECHNUNG'), ['xrechnung-ubl', 'en16931-ubl']],
  ['Peppol BIS 3', ubl('peppol', 'PEPPOL-BIS-3'), ['peppol-bis']],
  ['PINT SG', ubl('peppol', 'PINT-SG'), ['pint-sg']],
  ['PINT A-NZ (@aunz-1)', ubl('peppol', 'PINT-AUNZ'), ['pint-aunz']],
  ['PINT A-NZ self-billing', ubl('peppol', 'PINT-AUNZ SELF-BILLING'), ['pint-aunz-selfbilling']],
  ['PINT MY self-billing', ubl('peppol', 'PINT-MY SELF-BILLING'), ['pint-my-selfbilling']],
  [
    'PINT SG self-billed: the SG rules (no self-billing specification of its own)',
    ubl('peppol', 'PINT-SG SELF-BILLING'),
    ['pint-sg'],
  ],
  ['PINT of an unknown jurisdiction: Peppol BIS', ubl('peppol', 'PINT-XX'), ['peppol-bis']],
  ['plain UBL', ubl('ubl', 'EN16931'), ['en16931-ubl']],
  ['UBL of an unknown CIUS', ubl('ubl', 'urn:example:cius'), ['en16931-ubl']],
  [
    'FatturaPA private',
    { detectedFormat: 'fatturapa', profile: 'FPR12', syntax: 'fatturapa' },
    ['fatturapa'],
  ],
  [
    'FatturaPA public administration',
    { detectedFormat: 'fatturapa', profile: 'FPA12', syntax: 'fatturapa' },
    ['fatturapa'],
  ],
];

for (const [name, detection, expected] of cases) {
  test(`rule sets of a read document: ${name}`, (t) => {
    t.deepEqual(ruleSetsForDocument(detection), expected);
  });
}

test('a CII with the Peppol BIS customization gets the Peppol CII rules when installed, else the CEN CII rules', (t) => {
  const expected = isInstalled(
    ruleSet('peppol-bis-cii'),
    process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR,
  )
    ? ['peppol-bis-cii']
    : ['en16931-cii'];
  t.deepEqual(ruleSetsForDocument(cii('cii', 'PEPPOL-BIS-3')), expected);
  t.deepEqual(ruleSetsFor('peppol', undefined, 'standard_eu', 'cii'), expected);
  t.deepEqual(
    ruleSetsFor('peppol', undefined, 'standard_eu'),
    ['peppol-bis'],
    'Peppol is UBL unless CII is asked for',
  );
});

test('a row read back names the same row that wrote it (every row with a label of its own)', (t) => {
  for (const row of FORMAT_ROWS) {
    const read = rowOfDocument({
      detectedFormat: row.format,
      syntax: row.syntax,
      profile: row.label,
    });
    // A-NZ writes @aunz-1 for both countries; PINT-NZ is read as its own row all the same.
    t.is(read?.key, row.key, row.key);
  }
});

test('every row names registered rule sets, and every country profile has a row', (t) => {
  const known = new Set(RULE_SETS.map((r) => r.id));
  for (const row of FORMAT_ROWS)
    for (const id of [...row.ruleSetIds, ...(row.fallbackRuleSetIds ?? [])])
      t.true(known.has(id), `${row.key}: ${id}`);
  for (const id of Object.keys(COUNTRY_PROFILES))
    t.truthy(formatRow({ format: 'peppol', countryProfile: id }), id);
  t.is(
    formatRow({ format: 'peppol', countryProfile: 'pint_sg', selfBilling: true })?.key,
    'peppol/pint_sg',
    'no SG self-billing specification: the SG row',
  );
  t.is(
    formatRow({ format: 'peppol', countryProfile: 'pint_nz', selfBilling: true })?.guidelineId,
    'urn:peppol:pint:selfbilling-1@aunz-1',
  );
  t.is(formatRow({ format: 'zugferd', ciiProfile: 'comfort' }), undefined);
});

test('every row reads back the BT-24 it writes, and its variants', (t) => {
  for (const row of FORMAT_ROWS.filter(
    (r) => r.guidelineId && r.format !== 'cii' && r.format !== 'ubl' && r.ciiProfile !== 'en16931',
  )) {
    // The CEN id (EN16931, plain UBL and CII) is the default, not a variant any row claims.
    const read = acceptingRow(row.guidelineId);
    t.is(
      read?.label,
      row.format === 'peppol' && row.countryProfile === 'pint_nz'
        ? 'PINT-AU' + (row.selfBilling ? ' SELF-BILLING' : '')
        : row.label,
      row.key,
    );
  }
  t.is(acceptedLabel('urn:zugferd.de:2p0:basic-wl'), 'BASIC WL');
  t.is(
    acceptedLabel('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_2.3'),
    'XRECHNUNG',
  );
  t.is(acceptingRow('urn:peppol:pint:billing-2@my-3')?.countryProfile, 'pint_my', 'any release');
  t.is(acceptedLabel('urn:cen.eu:en16931:2017'), undefined);
  t.is(xmpLabel('en 16931'), 'EN16931');
  t.is(xmpLabel('COMFORT'), 'EN16931');
  t.is(xmpLabel('BASICWL'), 'BASIC WL');
});

test("the extra input requirements are the rows': XRechnung in both syntaxes, Peppol BIS and every PINT row, none for the CII family", (t) => {
  const rules = (key: string) =>
    FORMAT_ROWS.find((r) => r.key === key)!.inputRequirements.map(
      (r) => `${r.path.replace('$.invoice.', '')} ${r.rule}`,
    );
  t.deepEqual(rules('xrechnung/cii'), rules('xrechnung/ubl'));
  t.true(rules('xrechnung/ubl').includes('leitweg_id BR-DE-15'));
  t.true(rules('xrechnung/ubl').includes('seller.phone BR-DE-6'));
  t.true(rules('xrechnung/ubl').includes('buyer.email PEPPOL-EN16931-R010'));
  t.deepEqual(rules('peppol/standard_eu'), [
    'seller.peppol_id PEPPOL-EN16931-R020',
    'buyer.peppol_id PEPPOL-EN16931-R010',
    'buyer_reference PEPPOL-EN16931-R003',
  ]);
  t.deepEqual(rules('peppol/pint_my').slice(2), [
    'seller.legal_registration.id ibr-02-my',
    'buyer.legal_registration.id ibr-03-my',
  ]);
  // A jurisdiction's self-billed documents need what its invoices need.
  t.deepEqual(rules('peppol/pint_my/selfbilling'), rules('peppol/pint_my'));
  t.deepEqual(rules('peppol/pint_jp'), ['seller.peppol_id ibr-081', 'buyer.peppol_id ibr-080']);
  for (const row of FORMAT_ROWS.filter(
    (r) => r.syntax === 'cii' && r.format !== 'xrechnung' && r.format !== 'peppol',
  ))
    t.deepEqual(row.inputRequirements, [], row.key);
});

test('every input requirement names a field of the request (and its alternatives), a business term, a rule and a message', (t) => {
  const fieldAt = (path: string): boolean => {
    let message: DescMessage | undefined = InvoiceSchema;
    for (const name of path.replace(/^\$\.invoice\./, '').split('.')) {
      const field: DescField | undefined = message?.fields.find((f) => f.name === name);
      if (!field) return false;
      message = field.message;
    }
    return true;
  };
  for (const row of FORMAT_ROWS) {
    for (const req of row.inputRequirements) {
      for (const path of [req.path, ...(req.anyOf ?? [])])
        t.true(path.startsWith('$.invoice.') && fieldAt(path), `${row.key}: ${path}`);
      // EN 16931 terms and groups (CIUS-PT's BG-3), and the HR extension's (HR-BT-2, HR-BT-4, HR-BT-5).
      t.regex(req.term, /^(HR-|I)?B[TG]-\d+$/, `${row.key}: ${req.path}`);
      t.regex(
        req.rule,
        /^(BR-DE-\d+|PEPPOL-EN16931-R\d+|ibr-\d+(-[a-z]+)?|aligned-ibrp-\d+|HR-BR-\d+|BR-RO-\d+|BR-CIUS-PT-\d+|(ALIGNED-IBRP|IBR)-\d+-OM)$/,
        `${row.key}: ${req.path}`,
      );
      t.true(req.message.length > 0);
      if (req.party)
        t.true(req.path.startsWith(`$.invoice.${req.party}.`), `${row.key}: ${req.path}`);
    }
  }
});
