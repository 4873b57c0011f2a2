/**
 * PINT OM generate (issue 43): the matrix of helpers/pint-om-invoices.ts (full tax invoice with
 * S 5 %, Z and E; credit note; simplified tax invoice; document allowances and charges; an export
 * to a buyer abroad; a continuous supply) is valid for validate, answered 200 valid by the
 * service's official PINT OM rules, and free of fatal findings for the independent checker
 * (kind pint-om). The written document carries the transaction type (BTOM-001), a version 5 UUID
 * and the Oman line details.
 */
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { omCases } from './helpers/pint-om-invoices.js';
import { scratchDir, startService, type Service } from './helpers/service.js';
import { check, checkerPath } from './helpers/validators.js';
import { requires } from '../helpers/requires.js';

let service: Service;
test.before(async () => {
  service = await startService();
});
test.after.always(() => service?.close());

const body = (invoice: any) => ({ format: 'peppol', country_profile: 'pint_om', invoice });

for (const [name, invoice] of Object.entries(omCases())) {
  test(`PINT OM ${name}: validate says valid, generate answers 200 valid by the official PINT OM rules`, async (t) => {
    const validated = await service.post('/v1/validate', body(invoice));
    t.is(validated.status, 200, validated.text.slice(0, 600));
    t.true(validated.json.valid, validated.text.slice(0, 800));
    t.is(validated.json.format.country_profile, 'pint_om');
    t.is(validated.json.format.profile, 'PINT-OM');
    const generated = await service.post('/v1/generate', body(invoice));
    t.is(generated.status, 200, generated.text.slice(0, 800));
    t.is(
      generated.json.validation.status,
      'valid',
      JSON.stringify(generated.json.validation).slice(0, 800),
    );
  });
}

test('PINT OM: the document states BTOM-001, a version 5 UUID, line VAT in baisa and the item identifications', async (t) => {
  const generated = await service.post('/v1/generate', body(omCases()['full tax invoice, S Z E']));
  const xml = Buffer.from(generated.json.xml_base64, 'base64').toString('utf8');
  t.regex(xml, /<cbc:CustomizationID>urn:peppol:pint:billing-1@om-1<\/cbc:CustomizationID>/);
  t.regex(xml, /<cbc:InvoiceTypeCode name="10000000000000000000">380<\/cbc:InvoiceTypeCode>/);
  t.regex(
    xml,
    /<cbc:UUID>[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}<\/cbc:UUID>/,
  );
  // 20 × 1.255 = 25.10 at 5 %: 1.255 OMR, three decimals (IBR-168-OM), and 26.355 with VAT.
  t.regex(
    xml,
    /<cac:ItemPriceExtension>\s*<cbc:Amount currencyID="OMR">26\.355<\/cbc:Amount>\s*<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="OMR">1\.255<\/cbc:TaxAmount>/,
  );
  t.regex(xml, /<cbc:ID schemeName="CC">000000<\/cbc:ID>/);
  t.regex(
    xml,
    /<cbc:ID schemeName="MP">00000000<\/cbc:ID>\s*<cbc:DocumentTypeCode>G<\/cbc:DocumentTypeCode>/,
  );
});

test('PINT OM credit note: the reason (BTOM-032) and the preceding invoice UUID (BTOM-031) are written with the reference, and read back', async (t) => {
  const generated = await service.post('/v1/generate', body(omCases()['credit note']));
  t.is(generated.status, 200, generated.text.slice(0, 600));
  const xml = Buffer.from(generated.json.xml_base64, 'base64').toString('utf8');
  t.regex(
    xml,
    /<cac:InvoiceDocumentReference>\s*<cbc:ID>OM-2026-001<\/cbc:ID>\s*<cbc:UUID>4acf214e-fb91-5517-b841-02d5dca2c169<\/cbc:UUID>\s*<cbc:IssueDate>2026-01-10<\/cbc:IssueDate>\s*<cbc:DocumentStatusCode>QTY<\/cbc:DocumentStatusCode>/,
  );
  t.false(xml.includes('DiscrepancyResponse'));
  const read = await service.post('/v1/retrieve', { data_base64: generated.json.xml_base64 });
  t.is(read.status, 200, read.text.slice(0, 600));
  t.is(read.json.format.country_profile, 'pint_om');
  t.is(read.json.invoice.credit_note_reason_code, 'QTY');
  t.is(read.json.invoice.preceding_invoices[0].uuid, '4acf214e-fb91-5517-b841-02d5dca2c169');
  t.is(read.json.invoice.items[0].industry_classification_code, '000000');
  t.is(read.json.invoice.items[0].commodity_code, 'G');
});

const checkerMissing = checkerPath()
  ? undefined
  : 'the independent checker ../shared/tools/check_einvoice.py (or python3) is absent';

requires(checkerMissing)(
  'PINT OM matrix: the independent checker finds no fatal rule',
  async (t) => {
    const scratch = scratchDir('pint-om');
    try {
      for (const [name, invoice] of Object.entries(omCases())) {
        const generated = await service.post('/v1/generate', body(invoice));
        t.is(generated.status, 200, `${name}: ${generated.text.slice(0, 400)}`);
        const file = join(scratch.dir, `${name.replace(/\W+/g, '-')}.xml`);
        writeFileSync(file, Buffer.from(generated.json.xml_base64, 'base64'));
        const verdict = await check('pint-om', file);
        t.deepEqual(verdict.fatal, [], `${name}: ${verdict.raw}`);
        t.not(verdict.xsd_ok, false, `${name}: ${verdict.raw}`);
      }
    } finally {
      scratch.remove();
    }
  },
);
