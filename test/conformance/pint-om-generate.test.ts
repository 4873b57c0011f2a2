/**
 * PINT OM generate (issue 43): the matrix of helpers/pint-om-invoices.ts (full tax invoice with
 * S 5 %, Z and E; credit note; simplified tax invoice; document allowances and charges; an export
 * to a buyer abroad; a continuous supply; an invoice in USD; a final invoice after a prepayment; a
 * third party invoice; an import of goods; a special zone supply; a profit margin invoice and
 * self-invoice) is valid for validate, answered 200 valid by the service's official PINT OM
 * rules, and free of fatal findings for the independent checker (kind pint-om, pint-om-sb for
 * self-billing). The written document carries the transaction type (BTOM-001), a version 5 UUID
 * and the Oman line details; the transaction types' own data are written where the rules look
 * and read back.
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
    // One JVM run per document (a dozen, each some seconds on a shared machine).
    t.timeout(900_000);
    const scratch = scratchDir('pint-om');
    try {
      for (const [name, invoice] of Object.entries(omCases())) {
        const generated = await service.post('/v1/generate', body(invoice));
        t.is(generated.status, 200, `${name}: ${generated.text.slice(0, 400)}`);
        const file = join(scratch.dir, `${name.replace(/\W+/g, '-')}.xml`);
        writeFileSync(file, Buffer.from(generated.json.xml_base64, 'base64'));
        // A self-billed document (389, 261) is judged by the self-billing rules (kind pint-om-sb).
        const kind = ['389', '261'].includes(invoice.type_code) ? 'pint-om-sb' : 'pint-om';
        const verdict = await check(kind, file);
        t.deepEqual(verdict.fatal, [], `${name}: ${verdict.raw}`);
        t.not(verdict.xsd_ok, false, `${name}: ${verdict.raw}`);
      }
    } finally {
      scratch.remove();
    }
  },
);

test('PINT OM: third party, import, special zone and profit margin data are written where the rules look, and read back', async (t) => {
  const cases = omCases();
  const read = async (name: string) => {
    const generated = await service.post('/v1/generate', body(cases[name]));
    t.is(generated.status, 200, generated.text.slice(0, 600));
    const xml = Buffer.from(generated.json.xml_base64, 'base64').toString('utf8');
    const back = await service.post('/v1/retrieve', { data_base64: generated.json.xml_base64 });
    t.is(back.status, 200, back.text.slice(0, 600));
    return { xml, invoice: back.json.invoice };
  };
  // BTOM-005 … BTOM-013 in the seller's AgentParty (IBR-015-OM).
  const third = await read('third party invoice');
  t.regex(
    third.xml,
    /<cac:AgentParty>\s*<cac:PartyName>\s*<cbc:Name>Third-Party Agent LLC<\/cbc:Name>[\s\S]*<cbc:CompanyID>OM6677889922<\/cbc:CompanyID>[\s\S]*<\/cac:AgentParty>\s*<\/cac:Party>\s*<\/cac:AccountingSupplierParty>/,
  );
  t.like(third.invoice.third_party, cases['third party invoice'].third_party);
  // BTOM-022, BTOM-021, BTOM-030 in the Delivery; the importer customs id as schemeName ICID.
  const imported = await read('import of goods');
  t.regex(
    imported.xml,
    /<cac:DeliveryTerms>\s*<cbc:ID>CIF<\/cbc:ID>\s*<\/cac:DeliveryTerms>\s*<cac:Shipment>\s*<cbc:ID>CUS-IMP-202604-1188<\/cbc:ID>\s*<cac:Delivery>\s*<cbc:ActualDeliveryDate>2026-01-08<\/cbc:ActualDeliveryDate>/,
  );
  t.regex(imported.xml, /<cbc:ID schemeName="ICID">ICID-BUYER-001<\/cbc:ID>/);
  t.is(imported.invoice.customs_declaration_number, 'CUS-IMP-202604-1188');
  t.is(imported.invoice.import_date, '2026-01-08');
  t.is(imported.invoice.incoterms, 'CIF');
  t.deepEqual(imported.invoice.buyer.identifiers, [{ id: 'ICID-BUYER-001', scheme: 'ICID' }]);
  // BTOM-024 / BTOM-026 after CountrySubentity's place; the zone licences as schemeName SZLN.
  const zone = await read('special zone supply');
  t.regex(zone.xml, /<cbc:PostalZone>100<\/cbc:PostalZone>\s*<cbc:CountrySubentityCode>SLLFZ</);
  t.regex(zone.xml, /<cbc:ID schemeName="SZLN">SZLN-BUY-001<\/cbc:ID>/);
  t.is(zone.invoice.seller.country_subdivision_code, 'SLLFZ');
  t.is(zone.invoice.buyer.country_subdivision_code, 'SHRFZ');
  t.regex(
    zone.xml,
    /<cac:DeliveryLocation>\s*<cac:Address>\s*<cbc:CityName>Sohar<\/cbc:CityName>\s*<cbc:CountrySubentityCode>SHRFZ</,
  );
  t.is(zone.invoice.delivery.address.country_subdivision_code, 'SHRFZ');
  // BTOM-020 in OMR as the PM_TOTAL document reference (IBR-082-OM, IBR-169-OM).
  const margin = await read('profit margin self-invoice');
  t.regex(
    margin.xml,
    /<cac:AdditionalDocumentReference>\s*<cbc:ID>OMR<\/cbc:ID>\s*<cbc:DocumentTypeCode>PM_TOTAL<\/cbc:DocumentTypeCode>\s*<cbc:DocumentDescription>145\.40<\/cbc:DocumentDescription>/,
  );
  t.is(margin.invoice.profit_margin_total, 145.4);
});
