/**
 * The Factur-X code lists (src/formats/facturx-code-lists.ts): the VAT categories of each profile
 * equal the list its official rules test (FACTUR-X_<profile>_codedb.xml, the list the asserts
 * "Value of 'ram:CategoryCode' is not allowed" look up), so the table cannot drift from the rules;
 * and validate refuses category B where those rules judge the document (Factur-X and ZUGFeRD
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
import { corpusDir } from '../conformance/helpers/corpus.js';
import { publicExample } from '../helpers/example.js';
import { requires } from '../helpers/requires.js';

const XSLT = join(corpusDir ?? '/nonexistent', 'facturx/1.09.2/xslt');
const CODEDB = { basic_wl: 'BASIC-WL', basic: 'BASIC', en16931: 'EN16931', extended: 'EXTENDED' };

/** The codedb list the profile's CategoryCode asserts use (the one holding AE and K and only categories). */
function officialCategories(profile: keyof typeof CODEDB): Set<string> | undefined {
  let db: string;
  try {
    db = readFileSync(join(XSLT, `FACTUR-X_${CODEDB[profile]}_codedb.xml`), 'utf8');
  } catch {
    return undefined;
  }
  for (const m of db.matchAll(/<cl id="\d+"[^>]*>([\s\S]*?)<\/cl>/g)) {
    const values = new Set([...m[1]!.matchAll(/value="([^"]*)"/g)].map((v) => v[1]!));
    if (values.has('AE') && values.has('K') && [...values].every((v) => /^[A-Z]{1,2}$/.test(v)))
      return values;
  }
  return undefined;
}

requires(officialCategories('en16931') ? undefined : 'the corpus with facturx/1.09.2/xslt')(
  "each profile's VAT categories are the official codedb list (EXTENDED: EN 16931's, with B)",
  (t) => {
    for (const profile of ['basic_wl', 'basic', 'en16931'] as const)
      t.deepEqual(
        [...FACTURX_CODE_LISTS[profile]!.taxCategories!.codes].sort(),
        [...officialCategories(profile)!].sort(),
        profile,
      );
    t.is(FACTURX_CODE_LISTS.extended, undefined);
    t.true(officialCategories('extended')!.has('B'));
  },
);

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
