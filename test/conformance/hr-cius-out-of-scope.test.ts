/**
 * HR-CIUS lines outside the VAT base and invoices out of scope of VAT (issue 43, Croatia). A line
 * in HR:POVNAK (a deposit on packaging) or HR:PP (the special tax on consumption) is E at 0 % in
 * the EN 16931 part and O in the HR extension (HR-TB-2): its HR VAT breakdown is an O group with
 * the charge's tax scheme (OTH, LOC) and tax 0 (HR-BR-29), its amount is out of scope of VAT
 * (HR-BR-32) and leaves the HR amount without VAT (HR-BR-27). An invoice not subject to VAT is O
 * throughout, each line HR:O with its reason (HR-BR-16, HR-BR-36), and needs no extension
 * (HR-BR-30). The documents below pass the independent checker (hr-cius: XSD with the HR
 * extension, EN 16931, HR rules) without a fatal finding.
 */
import test from 'ava';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromJson } from '@bufbuild/protobuf';
import {
  GenerateInvoiceRequestSchema,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';
import { validateAnswer } from '../../src/api/full-check.js';
import { readUbl } from '../../src/syntax/ubl/reader/read-ubl.js';
import { parseXmlSafely } from '../../src/xml/safe-parse.js';
import { requires } from '../helpers/requires.js';
import { check, checkerPath } from './helpers/validators.js';
import { ublCountryRequest } from '../formats/helpers/ubl-country-invoices.js';

const PASSED_ON = 'Prolazna stavka, ne ulazi u poreznu osnovicu (čl. 33. st. 3. Zakona o PDV-u)';

/** The HR matrix invoice with a line out of the VAT base, and an exempt line when `exempt`. */
function outOfBaseRequest(name: string, o: { exempt?: boolean; credit?: boolean } = {}): any {
  const body = ublCountryRequest('hr_cius', { credit: o.credit });
  body.invoice.items.push({
    description: name === 'HR:PP' ? 'Porez na potrošnju' : 'Povratna naknada',
    quantity: 10,
    unit: 'H87',
    unit_price: 0.07,
    vat_rate: 0,
    tax_category: 'E',
    hr_tax_category: name,
    classifications: [{ code: '22.22.11', list_id: 'CG' }],
  });
  if (o.exempt)
    body.invoice.items.push({
      description: 'Hospital services',
      quantity: 1,
      unit: 'HUR',
      unit_price: 50,
      vat_rate: 0,
      tax_category: 'E',
      classifications: [{ code: '86.10.01', list_id: 'CG' }],
    });
  // With two categories in the lines, the allowance and the charge name theirs (BR-32, BR-37).
  body.invoice.allowances[0].tax_category = 'S';
  body.invoice.charges[0].tax_category = 'S';
  body.invoice.vat_exemptions = [{ tax_category: 'E', reason: PASSED_ON }];
  return body;
}

/** The HR matrix invoice not subject to VAT: every line O, the seller named by its OIB (BT-32). */
function outOfScopeRequest(): any {
  const body = ublCountryRequest('hr_cius');
  const inv = body.invoice;
  inv.items = inv.items.map((i: any) => ({ ...i, tax_category: 'O', vat_rate: 0 }));
  inv.allowances = [];
  inv.charges = [];
  // BR-O-02 … BR-O-04: no VAT ids; the seller is identified by its OIB (BT-30, BT-32).
  inv.seller = {
    ...inv.seller,
    vat_id: '',
    tax_registration_id: '12345678903',
    legal_registration: { id: '12345678903' },
  };
  inv.buyer = { ...inv.buyer, vat_id: '' };
  inv.vat_exemptions = [
    { tax_category: 'O', reason: 'Nije predmet oporezivanja PDV-om (čl. 5 Zakona o PDV-u)' },
  ];
  return body;
}

function written(body: any): string {
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  return writeDocumentXml(checked.invoice, checked.plan).standalone!.xml;
}

const issues = (body: any) =>
  validateAnswer(fromJson(ValidateInvoiceRequestSchema, body)).issues.map(
    (i) => `${i.path} ${i.code}`,
  );

const CASES: Record<string, () => any> = {
  'HR:POVNAK invoice': () => outOfBaseRequest('HR:POVNAK'),
  'HR:POVNAK credit note': () => outOfBaseRequest('HR:POVNAK', { credit: true }),
  'HR:PP with an exempt line': () => outOfBaseRequest('HR:PP', { exempt: true }),
  'not subject to VAT (O, HR:O)': outOfScopeRequest,
};

test('the documents are valid for validate', (t) => {
  for (const [name, body] of Object.entries(CASES)) t.deepEqual(issues(body()), [], name);
});

test('HR:POVNAK: an O group with tax scheme OTH, out of scope of VAT and out of the HR amount without VAT', (t) => {
  const xml = written(outOfBaseRequest('HR:POVNAK'));
  t.regex(
    xml,
    /<cac:ClassifiedTaxCategory>\s*<cbc:ID>E<\/cbc:ID>\s*<cbc:Name>HR:POVNAK<\/cbc:Name>\s*<cbc:Percent>0<\/cbc:Percent>/,
  );
  t.regex(
    xml,
    /<hrextac:HRTaxSubtotal>\s*<cbc:TaxableAmount currencyID="EUR">0\.70<\/cbc:TaxableAmount>\s*<cbc:TaxAmount currencyID="EUR">0\.00<\/cbc:TaxAmount>\s*<hrextac:HRTaxCategory>\s*<cbc:ID>O<\/cbc:ID>\s*<cbc:Name>HR:POVNAK<\/cbc:Name>[\s\S]*?<hrextac:HRTaxScheme>\s*<cbc:ID>OTH<\/cbc:ID>/,
  );
  // The E group held the deposit only: no HR E group is left.
  t.notRegex(xml, /<hrextac:HRTaxCategory>\s*<cbc:ID>E<\/cbc:ID>/);
  // BT-109 = 200 + 31.50 + 60.38 + 0.70 − 10 + 5 = 287.58; the HR amount without VAT leaves 0.70.
  t.regex(xml, /<cbc:TaxExclusiveAmount currencyID="EUR">287\.58<\/cbc:TaxExclusiveAmount>/);
  t.regex(
    xml,
    /<hrextac:HRLegalMonetaryTotal>\s*<cbc:TaxExclusiveAmount currencyID="EUR">286\.88<\/cbc:TaxExclusiveAmount>\s*<hrextac:OutOfScopeOfVATAmount currencyID="EUR">0\.70<\/hrextac:OutOfScopeOfVATAmount>/,
  );
  const read = readUbl(parseXmlSafely(xml));
  t.is(read.invoice.lines?.[3]?.hrTaxCategory, 'HR:POVNAK');
  t.is(read.invoice.lines?.[3]?.taxCategory, 'E');
  t.deepEqual(
    read.dropped.filter((d) => /HRFISK20Data|UBLExtension/.test(d.path)).map((d) => d.path),
    [],
  );
});

test('HR:PP beside an exempt line: the HR E group keeps the exempt amount, the O group the tax (LOC)', (t) => {
  const xml = written(outOfBaseRequest('HR:PP', { exempt: true }));
  t.regex(
    xml,
    /<cbc:TaxableAmount currencyID="EUR">50\.00<\/cbc:TaxableAmount>\s*<cbc:TaxAmount currencyID="EUR">0\.00<\/cbc:TaxAmount>\s*<hrextac:HRTaxCategory>\s*<cbc:ID>E<\/cbc:ID>\s*<cbc:Name>HR:E<\/cbc:Name>/,
  );
  t.regex(
    xml,
    /<cbc:ID>O<\/cbc:ID>\s*<cbc:Name>HR:PP<\/cbc:Name>[\s\S]*?<hrextac:HRTaxScheme>\s*<cbc:ID>LOC<\/cbc:ID>/,
  );
});

test('an invoice not subject to VAT states HR:O on its lines and needs no HR extension', (t) => {
  const xml = written(outOfScopeRequest());
  t.regex(
    xml,
    /<cac:ClassifiedTaxCategory>\s*<cbc:ID>O<\/cbc:ID>\s*<cbc:Name>HR:O<\/cbc:Name>\s*<cbc:TaxExemptionReason>/,
  );
  t.notRegex(xml, /HRFISK20Data/);
});

test('hr_tax_category: E at 0 % only (HR-TB-2), and HR-CIUS only (NOT_CARRIED elsewhere)', (t) => {
  const standard = outOfBaseRequest('HR:POVNAK');
  standard.invoice.items[3] = { ...standard.invoice.items[3], tax_category: 'S', vat_rate: 25 };
  t.true(issues(standard).includes('$.invoice.items[3].hr_tax_category INVALID_VALUE'));
  const elsewhere = outOfBaseRequest('HR:POVNAK');
  elsewhere.format = 'peppol';
  delete elsewhere.country_profile;
  t.true(issues(elsewhere).includes('$.invoice.items[3].hr_tax_category NOT_CARRIED'));
});

requires(
  checkerPath()
    ? undefined
    : 'the independent checker (../shared/tools/check_einvoice.py) with python3',
)('the checker (hr-cius) finds no fatal rule in any of the documents', async (t) => {
  t.timeout(600_000);
  const scratch = mkdtempSync(join(tmpdir(), 'einvoice-hr-out-of-scope-'));
  try {
    for (const [name, body] of Object.entries(CASES)) {
      const file = join(scratch, `${name.replace(/\W+/g, '-')}.xml`);
      writeFileSync(file, written(body()));
      const verdict = await check('hr-cius', file);
      t.true(verdict.xsd_ok, `${name}: ${verdict.raw}`);
      t.deepEqual(verdict.fatal, [], `${name}: ${verdict.raw}`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
