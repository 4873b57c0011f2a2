/**
 * France (issue 41): EXTENDED-CTC-FR elements are named by their EXT-FR-FE id where the FNFE note
 * gives one when a reader drops them. The last one the invoice JSON had no field for, the line of
 * the document's despatch advice (EXT-FR-FE-141, CII header DespatchAdviceReferencedDocument/
 * LineID, CII-SR-333/334 lifted), is a field now: written in CII EXTENDED-CTC-FR only, read back,
 * in the readable view, NOT_CARRIED elsewhere. The item attribute code, once dropped so, is a
 * field too.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import {
  GenerateInvoiceRequestSchema,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { renderInvoicePdf } from '../../src/pdf/render-invoice.js';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';
import { extFrTermOf } from '../../src/syntax/read/ext-fr-terms.js';
import { validateResponse } from '../../src/validation/checks/validate-response.js';
import { requires } from '../helpers/requires.js';
import { documentText } from '../pdf/pdf-text.js';
import { check, skipReason, tempFile } from '../syntax/ubl/helpers/checker.js';
import { frenchInvoice, writeFrench } from './helpers.js';

const validate = (body: any) => validateResponse(fromJson(ValidateInvoiceRequestSchema, body));

const retrieve = (xml: string) =>
  retrieveDocument(new TextEncoder().encode(xml), {
    locale: 'en',
    validate: async () => ({ valid: true, findings: [] }),
  });

/** A French invoice that names its despatch advice (BT-16) and its line (EXT-FR-FE-141). */
const withDespatchLine = () => {
  const inv = frenchInvoice('domestic');
  inv.despatch_advice_reference = 'BL-2026-17';
  inv.despatch_advice_date = '2026-10-01';
  inv.despatch_advice_line = '7';
  return inv;
};

const HEADER_LINE =
  /<ram:ApplicableHeaderTradeDelivery>[\s\S]*<ram:DespatchAdviceReferencedDocument>\s*<ram:IssuerAssignedID>BL-2026-17<\/ram:IssuerAssignedID>\s*<ram:LineID>7<\/ram:LineID>\s*<ram:FormattedIssueDateTime>/;

test('the despatch advice line of the document (EXT-FR-FE-141) is a field: written in CII EXTENDED-CTC-FR, read back, regenerated the same', async (t) => {
  const body = { format: 'cii', profile: 'extended_ctc_fr', invoice: withDespatchLine() };
  t.deepEqual(validate(body).issues, []);
  const { xml } = writeFrench(body);
  t.regex(xml, HEADER_LINE);
  const out = await retrieve(xml);
  t.deepEqual(
    out.warnings.filter((w) => w.code === 'FIELD_DROPPED'),
    [],
  );
  const read = out.invoice as any;
  t.deepEqual(
    [read.despatch_advice_reference, read.despatch_advice_line, read.despatch_advice_date],
    ['BL-2026-17', '7', '2026-10-01'],
  );
  t.is(writeFrench({ format: 'cii', profile: 'extended_ctc_fr', invoice: read }).xml, xml);
});

requires(skipReason(true))(
  'the despatch advice line of the document: the checker finds no fatal rule (fr-cii-extended)',
  async (t) => {
    t.timeout(5 * 60_000);
    const { xml } = writeFrench({
      format: 'cii',
      profile: 'extended_ctc_fr',
      invoice: withDespatchLine(),
    });
    const r = await check('fr-cii-extended', tempFile('despatch-line.xml', xml));
    t.true(r.xsd_ok, r.xsd_errors.join('; '));
    t.deepEqual([...new Set(r.fatal)], []);
    t.false(r.warning.some((w) => w.startsWith('CII-SR-333') || w.startsWith('CII-SR-334')));
  },
);

test('the despatch advice line of the document is NOT_CARRIED where it has no place (Factur-X EXTENDED marks it unused, UBL has no line)', (t) => {
  for (const [format, profile] of [
    ['facturx', 'extended'],
    ['cii', 'extended'],
    ['ubl', 'extended_ctc_fr'],
    ['cii', 'en16931'],
    ['ubl', ''],
  ] as const) {
    const issues = validate({
      format,
      ...(profile ? { profile } : {}),
      invoice: withDespatchLine(),
    }).issues.filter((i) => i.path === '$.invoice.despatch_advice_line');
    t.deepEqual(
      issues.map((i) => i.code),
      ['NOT_CARRIED'],
      `${format} ${profile}`,
    );
    t.true(issues[0]!.message.includes('profile extended_ctc_fr'), issues[0]!.message);
  }
  // It needs the despatch advice it is a line of.
  const inv = withDespatchLine();
  inv.despatch_advice_reference = '';
  inv.despatch_advice_date = '';
  t.deepEqual(
    validate({ format: 'cii', profile: 'extended_ctc_fr', invoice: inv }).issues.map(
      (i) => `${i.path} ${i.code}`,
    ),
    ['$.invoice.despatch_advice_line INVALID_VALUE'],
  );
});

test('the despatch advice line of the document is in the readable PDF beside its despatch advice', async (t) => {
  const body = { format: 'cii', profile: 'extended_ctc_fr', invoice: withDespatchLine() };
  const checked = checkGenerateRequest(fromJson(GenerateInvoiceRequestSchema, body));
  const pdf = await renderInvoicePdf(checked.invoice, {
    template: 'minimal',
    locale: 'fr',
    watermark: false,
    creationDate: new Date('2026-10-05T10:00:00Z'),
  });
  const text = (await documentText(pdf)).replace(/\s+/g, ' ');
  t.true(text.includes('BL-2026-17 N° 7 (01/10/2026)'), text);
});

test('a Factur-X EXTENDED document with the element is read, not dropped', async (t) => {
  const inv = frenchInvoice('domestic');
  inv.despatch_advice_reference = 'BL-2026-17';
  const xml = writeFrench({ format: 'cii', profile: 'extended', invoice: inv }).xml.replace(
    /(<ram:DespatchAdviceReferencedDocument>\s*<ram:IssuerAssignedID>BL-2026-17<\/ram:IssuerAssignedID>)/,
    '$1<ram:LineID>7</ram:LineID>',
  );
  t.true(xml.includes('<ram:LineID>7</ram:LineID>'));
  const out = await retrieve(xml);
  t.deepEqual(
    out.warnings.filter((w) => w.code === 'FIELD_DROPPED'),
    [],
  );
  t.is((out.invoice as any).despatch_advice_line, '7');
});

test('the item attribute code (EXT-FR-FE-159) is a field now: read back in CII and UBL EXTENDED-CTC-FR, nothing dropped', async (t) => {
  const inv = frenchInvoice('domestic');
  inv.items[0].attributes = [{ name: 'Couleur', value: 'Bleu', code: 'COLOR_TEXT' }];
  for (const format of ['cii', 'ubl']) {
    const out = await retrieve(
      writeFrench({ format, profile: 'extended_ctc_fr', invoice: inv }).xml,
    );
    t.deepEqual(
      out.warnings.filter((w) => w.code === 'FIELD_DROPPED'),
      [],
      format,
    );
    t.is((out.invoice as any).items[0].attributes[0].code, 'COLOR_TEXT', format);
  }
});

test('the FNFE note ids by element path, in both syntaxes', (t) => {
  const line = '/CrossIndustryInvoice/SupplyChainTransaction/IncludedSupplyChainTradeLineItem[2]';
  t.is(
    extFrTermOf(
      `${line}/SpecifiedLineTradeAgreement/GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/ReasonCode`,
    ),
    'EXT-FR-FE-195',
  );
  t.is(
    extFrTermOf(
      `${line}/SpecifiedLineTradeAgreement/GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/Reason`,
    ),
    'EXT-FR-FE-196',
  );
  // The despatch advice lines, the document's and a line's, have their fields: no longer named.
  t.is(
    extFrTermOf(
      '/CrossIndustryInvoice/SupplyChainTradeTransaction/ApplicableHeaderTradeDelivery/DespatchAdviceReferencedDocument/LineID',
    ),
    undefined,
  );
  t.is(
    extFrTermOf(`${line}/SpecifiedLineTradeDelivery/DespatchAdviceReferencedDocument/LineID`),
    undefined,
  );
  t.is(extFrTermOf('/Invoice/OrderReference/IssueDate'), 'EXT-FR-FE-197');
  t.is(
    extFrTermOf('/Invoice/InvoiceLine[1]/OrderLineReference/OrderReference/IssueDate'),
    'EXT-FR-FE-200',
  );
  t.is(extFrTermOf('/Invoice/TaxExchangeRate/Date'), 'EXT-FR-FE-192');
  t.is(extFrTermOf('/Invoice/InvoiceLine[1]/Item/Name'), undefined);
});
