/**
 * HR-CIUS with an exempt line (issue 43, Croatia): a line in category E carries its HR tax
 * category name HR:E (HR-BT-12, HR-BR-16) and its exemption reason (HR-BR-36), an exempt document
 * allowance likewise (HR-BT-6, HR-BR-11, HR-BR-13), and the document
 * the HR extension HRFISK20Data with the HR VAT breakdown (HR-BG-2, HR-BR-26) and totals (HR-BR-27,
 * HR-BR-54, HR-BR-55). The invoice and the credit note pass the independent checker (hr-cius: XSD
 * with the HR extension, EN 16931 and the HR rules) without a fatal finding.
 */
import test from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromJson } from '@bufbuild/protobuf';
import { GenerateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';
import { readUbl } from '../../src/syntax/ubl/reader/read-ubl.js';
import { parseXmlSafely } from '../../src/xml/safe-parse.js';
import { requires } from '../helpers/requires.js';
import { check, checkerPath } from './helpers/validators.js';
import { ublCountryRequest } from '../formats/helpers/ubl-country-invoices.js';

/** The HR matrix invoice with a third, exempt line (KPD 86.10.01, hospital services). */
function exemptXml(credit: boolean): string {
  const body = ublCountryRequest('hr_cius', { credit });
  body.invoice.items.push({
    description: 'Hospital services',
    quantity: 1,
    unit: 'HUR',
    unit_price: 50,
    vat_rate: 0,
    tax_category: 'E',
    classifications: [{ code: '86.10.01', list_id: 'CG' }],
  });
  body.invoice.allowances[0].tax_category = 'E';
  body.invoice.allowances[0].vat_rate = 0;
  body.invoice.charges[0].tax_category = 'S';
  body.invoice.vat_exemptions = [
    { tax_category: 'E', reason: 'Oslobođeno PDV-a', reason_code: 'VATEX-EU-132' },
  ];
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  return writeDocumentXml(checked.invoice, checked.plan).standalone!.xml;
}

test('HR-CIUS exempt line: HR:E, the line exemption reason and the HR extension are written and read back', (t) => {
  const xml = exemptXml(false);
  t.regex(
    xml,
    /<cac:ClassifiedTaxCategory>\s*<cbc:ID>E<\/cbc:ID>\s*<cbc:Name>HR:E<\/cbc:Name>\s*<cbc:Percent>0<\/cbc:Percent>\s*<cbc:TaxExemptionReasonCode>VATEX-EU-132<\/cbc:TaxExemptionReasonCode>/,
  );
  t.regex(
    xml,
    /<ext:UBLExtensions>\s*<ext:UBLExtension>\s*<ext:ExtensionContent>\s*<hrextac:HRFISK20Data>/,
  );
  t.regex(
    xml,
    /<hrextac:HRTaxCategory>\s*<cbc:ID>E<\/cbc:ID>\s*<cbc:Name>HR:E<\/cbc:Name>\s*<cbc:Percent>0<\/cbc:Percent>/,
  );
  t.regex(
    xml,
    /<cac:TaxCategory>\s*<cbc:ID>E<\/cbc:ID>\s*<cbc:Name>HR:E<\/cbc:Name>\s*<cbc:Percent>0<\/cbc:Percent>\s*<cbc:TaxExemptionReasonCode>VATEX-EU-132<\/cbc:TaxExemptionReasonCode>/,
  );
  t.regex(
    xml,
    /<hrextac:OutOfScopeOfVATAmount currencyID="EUR">0\.00<\/hrextac:OutOfScopeOfVATAmount>/,
  );
  const read = readUbl(parseXmlSafely(xml));
  // The extension holds derived values only: read back, nothing of it is reported dropped.
  t.deepEqual(
    read.dropped.filter((d) => /HRFISK20Data|UBLExtension/.test(d.path)).map((d) => d.path),
    [],
  );
  t.is(read.invoice.lines?.[3]?.taxCategory, 'E');
});

requires(
  checkerPath()
    ? undefined
    : 'the independent checker (../shared/tools/check_einvoice.py) with python3',
)(
  'HR-CIUS exempt line: the checker (hr-cius) finds no fatal rule in the invoice and the credit note',
  async (t) => {
    t.timeout(300_000);
    const scratch = mkdtempSync(join(tmpdir(), 'einvoice-hr-exempt-'));
    for (const credit of [false, true]) {
      const file = join(scratch, `hr-exempt-${credit ? 'credit-note' : 'invoice'}.xml`);
      writeFileSync(file, exemptXml(credit));
      const verdict = await check('hr-cius', file);
      t.true(verdict.xsd_ok, verdict.raw);
      t.deepEqual(verdict.fatal, [], verdict.raw);
    }
  },
);
