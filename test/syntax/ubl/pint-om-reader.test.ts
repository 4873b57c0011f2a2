/**
 * PINT OM terms in UBL, written and read back: the transaction type BTOM-001 (the type code's
 * name), goods or services BTOM-019, the ISIC code BTOM-033, a credit note's reason BTOM-032 and
 * preceding invoice UUID BTOM-031. A type code name that is no 20-digit bitmap is no transaction
 * type.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { GenerateInvoiceRequestSchema } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { checkGenerateRequest } from '../../../src/api/generate/generate-operation.js';
import { writeDocumentXml } from '../../../src/api/generate/write-xml.js';
import { readUbl } from '../../../src/syntax/ubl/reader/read-ubl.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { omCases } from '../../conformance/helpers/pint-om-invoices.js';

function written(name: string): string {
  const body = { format: 'peppol', country_profile: 'pint_om', invoice: omCases()[name] };
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  return writeDocumentXml(checked.invoice, checked.plan).standalone!.xml;
}

test('BTOM-001, BTOM-019 and BTOM-033 come back as written', (t) => {
  const { invoice } = readUbl(parseXmlSafely(written('continuous supply')));
  t.is(invoice.transactionTypeFlags, '10000100000000000000');
  t.is(invoice.lines[0]?.commodityCode, 'G');
  t.is(invoice.lines[1]?.commodityCode, 'S');
  t.is(invoice.lines[0]?.industryClassificationCode, '000000');
});

test('a credit note: BTOM-032 and BTOM-031 come back with the preceding invoice', (t) => {
  const { invoice } = readUbl(parseXmlSafely(written('credit note')));
  t.is(invoice.creditNoteReasonCode, 'QTY');
  t.deepEqual(invoice.precedingInvoices, [
    { number: 'OM-2026-001', date: '2026-01-10', uuid: '4acf214e-fb91-5517-b841-02d5dca2c169' },
  ]);
});

test('a prepayment invoice (BTOM-027, BTOM-014) comes back as written, not as an attachment', (t) => {
  const xml = written('final invoice after a prepayment');
  t.regex(
    xml,
    /<cac:AdditionalDocumentReference>\s*<cbc:ID>OM-PRE-1<\/cbc:ID>\s*<cbc:UUID>87f12c76-1bd9-54b7-83c3-a344d2edea02<\/cbc:UUID>\s*<cbc:DocumentTypeCode>PDR<\/cbc:DocumentTypeCode>/,
  );
  const { invoice } = readUbl(parseXmlSafely(xml));
  t.deepEqual(invoice.prepaymentInvoices, [
    { number: 'OM-PRE-1', uuid: '87f12c76-1bd9-54b7-83c3-a344d2edea02' },
  ]);
  t.is(invoice.attachments?.length ?? 0, 0);
  t.is(invoice.paidAmount?.toString(), '10');
});

test('an invoice in USD: the exchange rate (BTOM-003) comes back as written', (t) => {
  const xml = written('invoice in USD, Z and E');
  t.regex(
    xml,
    /<cac:TaxExchangeRate>\s*<cbc:SourceCurrencyCode>USD<\/cbc:SourceCurrencyCode>\s*<cbc:TargetCurrencyCode>OMR<\/cbc:TargetCurrencyCode>\s*<cbc:CalculationRate>0\.3845<\/cbc:CalculationRate>/,
  );
  const { invoice, dropped } = readUbl(parseXmlSafely(xml));
  t.is(invoice.taxExchangeRate?.toString(), '0.3845');
  t.deepEqual(
    dropped.filter((d) => d.bt === 'TaxExchangeRate'),
    [],
  );
});

test('the seller UUID (BTOM-004) is written before the seller party and read back', (t) => {
  const body = {
    format: 'peppol',
    country_profile: 'pint_om',
    invoice: {
      ...omCases()['full tax invoice, S Z E'],
      seller_uuid: '51516507-a0d3-55ee-9cc8-86c2df0b652e',
    },
  };
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  const xml = writeDocumentXml(checked.invoice, checked.plan).standalone!.xml;
  t.regex(
    xml,
    /<cac:AccountingSupplierParty>\s*<cbc:AdditionalAccountID>51516507-a0d3-55ee-9cc8-86c2df0b652e<\/cbc:AdditionalAccountID>\s*<cac:Party>/,
  );
  t.is(readUbl(parseXmlSafely(xml)).invoice.sellerUuid, '51516507-a0d3-55ee-9cc8-86c2df0b652e');
});

test('a type code name that is no 20-digit bitmap is no transaction type', (t) => {
  const xml = written('full tax invoice, S Z E').replace(
    'name="10000000000000000000"',
    'name="Commercial invoice"',
  );
  t.is(readUbl(parseXmlSafely(xml)).invoice.transactionTypeFlags, undefined);
});

test('an exempt allowance states its category reason; another one is reported, not lost', (t) => {
  const invoice = omCases()['allowances and charges'];
  invoice.allowances[0] = { ...invoice.allowances[0], tax_category: 'E', vat_rate: 0 };
  const body = { format: 'peppol', country_profile: 'pint_om', invoice };
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  const xml = writeDocumentXml(checked.invoice, checked.plan).standalone!.xml;
  const allowance = /<cac:AllowanceCharge>[\s\S]*?<\/cac:AllowanceCharge>/.exec(xml)![0];
  t.regex(allowance, /<cbc:TaxExemptionReasonCode>VATEX-OM-04<\/cbc:TaxExemptionReasonCode>/);
  t.deepEqual(
    readUbl(parseXmlSafely(xml)).dropped.filter((d) => d.path.includes('AllowanceCharge')),
    [],
  );
  const other = xml.replace(allowance, allowance.replace('VATEX-OM-04', 'VATEX-OM-05'));
  t.deepEqual(
    readUbl(parseXmlSafely(other))
      .dropped.filter((d) => d.path.includes('AllowanceCharge'))
      .map((d) => `${d.bt} ${d.value}`),
    ['TaxExemptionReasonCode VATEX-OM-05'],
  );
});

test('the import, zone and third party data come back from a PINT OM document only; another reports them dropped', (t) => {
  const xml = written('import of goods');
  const om = readUbl(parseXmlSafely(xml)).invoice;
  t.is(om.customsDeclarationNumber, 'CUS-IMP-202604-1188');
  t.is(om.importDate, '2026-01-08');
  t.is(om.incoterms, 'CIF');
  // The same elements under PINT MY (a shipment id and Incoterms): listed, not carried.
  const my = readUbl(
    parseXmlSafely(xml.replace('urn:peppol:pint:billing-1@om-1', 'urn:peppol:pint:billing-1@my-1')),
  );
  t.is(my.invoice.customsDeclarationNumber, undefined);
  t.is(my.invoice.incoterms, undefined);
  t.deepEqual(
    my.dropped.filter((d) => d.bt.startsWith('BTOM-')).map((d) => `${d.bt} ${d.value}`),
    ['BTOM-021 CUS-IMP-202604-1188', 'BTOM-030 2026-01-08', 'BTOM-022 CIF'],
  );
});
