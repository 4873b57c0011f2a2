/**
 * Croatia, Romania, Portugal (issue 43 item 2): format ubl with country_profile hr_cius, cius_ro
 * and cius_pt. Every document of the matrix (invoice and credit note, domestic and cross-border,
 * two VAT rates, a document allowance and charge) is written with the profile's CustomizationID
 * and rule sets, and the independent checker (../shared/tools/check_einvoice.py, kinds hr-cius,
 * cius-ro, cius-pt: XSD, EN 16931 and the national Schematron) finds no fatal rule. The default
 * run checks a representative subset (a domestic invoice and a cross-border credit note per
 * country); EINVOICE_CONFORMANCE=1 all of them.
 */
import test from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromJson } from '@bufbuild/protobuf';
import { GenerateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';
import { UBL_COUNTRY_PROFILES } from '../../src/formats/index.js';
import { readUbl } from '../../src/syntax/ubl/reader/read-ubl.js';
import { parseXmlSafely } from '../../src/xml/safe-parse.js';
import { requires } from '../helpers/requires.js';
import { EXHAUSTIVE } from './helpers/service.js';
import { check, checkerPath } from './helpers/validators.js';
import {
  ORACLE_KIND,
  UBL_COUNTRIES,
  ublCountryRequest,
  type UblCountry,
} from '../formats/helpers/ubl-country-invoices.js';

const scratch = mkdtempSync(join(tmpdir(), 'einvoice-ubl-country-'));

function generate(country: UblCountry, credit: boolean, crossBorder: boolean) {
  const req = fromJson(
    GenerateInvoiceRequestSchema,
    ublCountryRequest(country, { credit, crossBorder }),
  );
  const checked = checkGenerateRequest(req);
  const written = checked.issues.length
    ? undefined
    : writeDocumentXml(checked.invoice, checked.plan).standalone;
  return { checked, written };
}

const CASES = UBL_COUNTRIES.flatMap((country) =>
  [false, true].flatMap((credit) =>
    [false, true].map((crossBorder) => ({ country, credit, crossBorder })),
  ),
);
const name = (c: (typeof CASES)[number]) =>
  `${c.country} ${c.credit ? 'credit note' : 'invoice'} ${c.crossBorder ? 'cross-border' : 'domestic'}`;

for (const c of CASES) {
  test(`${name(c)}: valid request, the profile's CustomizationID, label and rule sets`, (t) => {
    const { checked, written } = generate(c.country, c.credit, c.crossBorder);
    t.deepEqual(
      checked.issues.map((i) => `${i.path} ${i.message}`),
      [],
    );
    const profile = UBL_COUNTRY_PROFILES[c.country];
    t.is(checked.plan.profileLabel, profile.label);
    t.true(
      written!.xml.includes(
        `<cbc:CustomizationID>${profile.customizationId}</cbc:CustomizationID>`,
      ),
    );
    t.true(
      written!.xml.startsWith('<?xml') &&
        written!.xml.includes(c.credit ? '<CreditNote' : '<Invoice'),
    );
    // Installed from the mirror (CI), the national rules; without it, the EN 16931 UBL rules.
    t.true(
      written!.ruleSetIds.join() === profile.ruleSetIds.join() ||
        written!.ruleSetIds.join() === 'en16931-ubl',
      written!.ruleSetIds.join(),
    );
  });
  const sampled = EXHAUSTIVE || (!c.credit && !c.crossBorder) || (c.credit && c.crossBorder);
  if (!sampled) continue;
  requires(
    checkerPath()
      ? undefined
      : 'the independent checker (../shared/tools/check_einvoice.py) with python3',
  ).serial(`${name(c)}: the checker (${ORACLE_KIND[c.country]}) finds no fatal rule`, async (t) => {
    t.timeout(300_000);
    const { written } = generate(c.country, c.credit, c.crossBorder);
    const file = join(scratch, `${name(c).replaceAll(' ', '-')}.xml`);
    writeFileSync(file, written!.xml);
    const verdict = await check(ORACLE_KIND[c.country], file);
    t.is(verdict.exit, 0, verdict.raw);
    t.true(verdict.xsd_ok, verdict.raw);
    t.deepEqual(verdict.fatal, [], verdict.raw);
  });
}

/** A CIUS-PT invoice with an exempt line (M07, CIVA art. 9): its reason is stated on the line too. */
function ptExempt() {
  const body: any = ublCountryRequest('cius_pt');
  body.invoice.items[0].tax_category = 'E';
  body.invoice.items[0].vat_rate = 0;
  for (const ac of [...(body.invoice.allowances ?? []), ...(body.invoice.charges ?? [])])
    ac.tax_category = 'S';
  body.invoice.vat_exemptions = [
    { tax_category: 'E', reason_code: 'M07', reason: 'Isento artigo 9.º do CIVA' },
  ];
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  return { checked, xml: writeDocumentXml(checked.invoice, checked.plan).standalone!.xml };
}

test('CIUS-PT: an exempt line states its exemption reason among its item properties (BR-CIUS-PT-17, 18), and reads back without them', (t) => {
  const { checked, xml } = ptExempt();
  t.deepEqual(checked.issues, []);
  t.true(xml.includes('<cbc:Name>#TAXEXEMPTIONREASONCODE@CLASSIFIEDTAXCATEGORY#</cbc:Name>'));
  t.true(xml.includes('<cbc:Value>M07</cbc:Value>'));
  const back = readUbl(parseXmlSafely(xml)).invoice;
  t.is(back.lines[0]!.attributes, undefined);
  t.is(back.vatExemptions?.find((e) => e.category === 'E')?.reasonCode, 'M07');
});

requires(
  checkerPath()
    ? undefined
    : 'the independent checker (../shared/tools/check_einvoice.py) with python3',
).serial('CIUS-PT with an exempt line: the checker (cius-pt) finds no fatal rule', async (t) => {
  t.timeout(300_000);
  const file = join(scratch, 'cius-pt-exempt-line.xml');
  writeFileSync(file, ptExempt().xml);
  const verdict = await check('cius-pt', file);
  t.deepEqual(verdict.fatal, [], verdict.raw);
  t.true(verdict.xsd_ok, verdict.raw);
});
