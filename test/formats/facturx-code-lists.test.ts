/**
 * The Factur-X code lists (src/formats/facturx-code-lists.ts): the VAT categories and VATEX codes
 * of each profile equal the lists its official rules test (FACTUR-X_<profile>_codedb.xml, the lists
 * the asserts "Value of 'ram:CategoryCode' / 'ram:ExemptionReasonCode' is not allowed" look up), so
 * the table cannot drift from the rules; a VATEX code in lower case passes the CEN rules only; and
 * validate refuses category B where those rules judge the document (Factur-X and ZUGFeRD
 * BASIC WL, BASIC, EN16931; standalone CII BASIC WL and BASIC) and accepts it where they allow it
 * (EXTENDED) or the CEN rules judge (UBL, standalone CII EN16931).
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { validateAnswer } from '../../src/api/full-check.js';
import { FACTURX_CODE_LISTS } from '../../src/formats/facturx-code-lists.js';
import { CURRENCY_CODES } from '../../src/domain/codelists/currency-codes.generated.js';
import { EAS_CODES } from '../../src/domain/codelists/eas-codes.generated.js';
import { ICD_CODES } from '../../src/domain/codelists/icd-codes.generated.js';
import { VATEX_CODES } from '../../src/domain/codelists/vatex-codes.generated.js';
import { corpusDir } from '../conformance/helpers/corpus.js';
import { publicExample } from '../helpers/example.js';
import { requires } from '../helpers/requires.js';

const XSLT = join(corpusDir ?? '/nonexistent', 'facturx/1.09.2/xslt');
const CODEDB = {
  minimum: 'MINIMUM',
  basic_wl: 'BASIC-WL',
  basic: 'BASIC',
  en16931: 'EN16931',
  extended: 'EXTENDED',
};

/** The first codedb list of a profile that `is` recognises. */
function officialList(
  profile: keyof typeof CODEDB,
  is: (values: Set<string>) => boolean,
): Set<string> | undefined {
  let db: string;
  try {
    db = readFileSync(join(XSLT, `FACTUR-X_${CODEDB[profile]}_codedb.xml`), 'utf8');
  } catch {
    return undefined;
  }
  for (const m of db.matchAll(/<cl id="\d+"[^>]*>([\s\S]*?)<\/cl>/g)) {
    const values = new Set([...m[1]!.matchAll(/value="([^"]*)"/g)].map((v) => v[1]!));
    if (is(values)) return values;
  }
  return undefined;
}

/** The list the profile's CategoryCode asserts use (AE and K, only categories). */
const officialCategories = (profile: keyof typeof CODEDB) =>
  officialList(
    profile,
    (v) => v.has('AE') && v.has('K') && [...v].every((c) => /^[A-Z]{1,2}$/.test(c)),
  );
/** The list the profile's ExemptionReasonCode asserts use. */
const officialVatex = (profile: keyof typeof CODEDB) =>
  officialList(profile, (v) => v.has('VATEX-EU-AE'));

requires(officialCategories('en16931') ? undefined : 'the corpus with facturx/1.09.2/xslt')(
  "each profile's VAT categories and VATEX codes are the official codedb lists (EXTENDED: EN 16931's categories, with B)",
  (t) => {
    for (const profile of ['basic_wl', 'basic', 'en16931'] as const)
      t.deepEqual(
        [...FACTURX_CODE_LISTS[profile]!.taxCategories!.codes].sort(),
        [...officialCategories(profile)!].sort(),
        profile,
      );
    t.is(FACTURX_CODE_LISTS.extended?.taxCategories, undefined);
    t.true(officialCategories('extended')!.has('B'));
    // BT-121: every profile's list is the VATEX list, spelt in upper case, compared as written.
    for (const profile of ['basic_wl', 'basic', 'en16931', 'extended'] as const) {
      const pattern = FACTURX_CODE_LISTS[profile]!.exemptionReasonCode!.pattern;
      const official = [...officialVatex(profile)!];
      t.true(
        official.every((code) => pattern.test(code)),
        profile,
      );
      t.deepEqual(
        VATEX_CODES.filter((code) => !officialVatex(profile)!.has(code)),
        [],
        profile,
      );
      t.false(pattern.test('vatex-eu-132-1a'));
    }
  },
);

test('a VATEX code in lower case: accepted by the CEN rules, refused where Factur-X rules judge', (t) => {
  const lower = (format: string, profile?: string) => {
    const body = publicExample();
    body.format = format;
    if (profile) body.profile = profile;
    body.invoice.items[0].tax_category = 'E';
    body.invoice.vat_exemptions = [
      { tax_category: 'E', reason: 'Steuerfrei', reason_code: 'vatex-eu-132-1a' },
    ];
    return validateAnswer(fromJson(ValidateInvoiceRequestSchema, body)).issues.find(
      (i) => i.path === '$.invoice.vat_exemptions[0].reason_code',
    );
  };
  for (const [format, profile] of [
    ['facturx', 'en16931'],
    ['zugferd', 'extended'],
    ['cii', 'basic'],
  ] as const)
    t.regex(lower(format, profile)?.message ?? '', /FX-SCH-A-\d+/, `${format} ${profile}`);
  for (const [format, profile] of [['cii', 'en16931'], ['ubl']] as const)
    t.is(lower(format, profile), undefined, `${format} ${profile ?? ''}`);
});

const withB = (format: string, profile?: string) => {
  const body = publicExample();
  body.format = format;
  if (profile) body.profile = profile;
  body.invoice.items[0].tax_category = 'B';
  return validateAnswer(fromJson(ValidateInvoiceRequestSchema, body));
};

test('category B is refused where the Factur-X rules judge without it, kept elsewhere', (t) => {
  for (const [format, profile] of [
    ['facturx', 'en16931'],
    ['zugferd', 'basic'],
    ['facturx', 'basic_wl'],
    ['cii', 'basic'],
  ] as const) {
    const res = withB(format, profile);
    t.false(res.valid, `${format} ${profile}`);
    const issue = res.issues.find((i) => i.path === '$.invoice.items[0].tax_category');
    t.is(issue?.code, 'INVALID_CODE');
    t.regex(issue?.message ?? '', /FX-SCH-A-\d+.*AE, E, G, K, L, M, O, S, Z/);
  }
  for (const [format, profile] of [['facturx', 'extended'], ['cii', 'en16931'], ['ubl']] as const)
    t.false(
      withB(format, profile).issues.some((i) => i.path === '$.invoice.items[0].tax_category'),
      `${format} ${profile ?? ''}`,
    );
});

test("a buyer's tax number (schemeID FC): NOT_CARRIED where the Factur-X rules judge, carried by CEN CII and UBL", (t) => {
  const taxNumber = (format: string, profile?: string) => {
    const body = publicExample();
    body.format = format;
    if (profile) body.profile = profile;
    body.invoice.buyer.tax_registration_id = 'FR-TAX-4711';
    return validateAnswer(fromJson(ValidateInvoiceRequestSchema, body)).issues.find(
      (i) => i.path === '$.invoice.buyer.tax_registration_id',
    )?.code;
  };
  for (const [format, profile] of [
    ['facturx', 'en16931'],
    ['zugferd', 'extended'],
    ['zugferd', 'basic_wl'],
    ['cii', 'basic'],
  ] as const)
    t.is(taxNumber(format, profile), 'NOT_CARRIED', `${format} ${profile}`);
  for (const [format, profile] of [['cii', 'en16931'], ['ubl'], ['xrechnung']] as const)
    t.is(taxNumber(format, profile), undefined, `${format} ${profile ?? ''}`);
});

/**
 * The list a profile's asserts read for an element (the codedb list id of the assert that tests
 * the element's attribute or value), found in the profile's Schematron.
 */
function listOfAssert(profile: keyof typeof CODEDB, ruleId: string): Set<string> | undefined {
  let sch: string;
  let db: string;
  try {
    sch = readFileSync(join(XSLT, '..', 'sch', `FACTUR-X_${CODEDB[profile]}.sch`), 'utf8');
    db = readFileSync(join(XSLT, `FACTUR-X_${CODEDB[profile]}_codedb.xml`), 'utf8');
  } catch {
    return undefined;
  }
  const id = new RegExp(`id="${ruleId}" test="[^"]*cl\\[@id=(\\d+)\\]`).exec(sch)?.[1];
  const list = new RegExp(`<cl id="${id}"[^>]*>([\\s\\S]*?)</cl>`).exec(db)?.[1];
  return list === undefined
    ? undefined
    : new Set([...list.matchAll(/value="([^"]*)"/g)].map((v) => v[1]!));
}

requires(listOfAssert('en16931', 'FX-SCH-A-000595') ? undefined : 'the corpus with facturx/1.09.2')(
  "each profile's currencies, EAS codes and GlobalID ICD codes: EN 16931's less exactly what the list each named assert reads lacks",
  (t) => {
    const cases = [
      ['currencies', CURRENCY_CODES],
      ['electronicAddressSchemes', EAS_CODES],
      ['globalIdentifierSchemes', ICD_CODES],
    ] as const;
    for (const profile of Object.keys(CODEDB) as (keyof typeof CODEDB)[])
      for (const [key, en] of cases) {
        const list = FACTURX_CODE_LISTS[profile]?.[key];
        if (!list) continue;
        t.true(list.ruleIds.length > 0);
        for (const ruleId of list.ruleIds) {
          const official = listOfAssert(profile, ruleId);
          t.truthy(official, `${profile} ${ruleId}`);
          t.deepEqual(
            en.filter((code) => official!.has(code)),
            [...list.codes],
            `${profile} ${key} ${ruleId}`,
          );
        }
      }
    // Where no list is stated, the profile's lists hold all of EN 16931's.
    t.is(FACTURX_CODE_LISTS.extended?.globalIdentifierSchemes, undefined);
    t.deepEqual(
      ICD_CODES.filter((code) => !listOfAssert('extended', 'FX-SCH-A-000776')!.has(code)),
      [],
    );
  },
);
