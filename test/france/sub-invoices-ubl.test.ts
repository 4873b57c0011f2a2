/**
 * France (issue 41): line groups and the sub-invoices of multi-vendor (BT-23 B8, S8, M8) and
 * two-way (B9) invoices in UBL EXTENDED-CTC-FR, where the FNFE-MPE rules read them:
 * - the line status EXT-FR-FE-163 and parent line EXT-FR-FE-162 in the line's BillingReference
 *   naming the invoice itself (BT-1), DocumentStatusCode and BillingReferenceLine/ID;
 * - the line seller EXT-FR-FE-164 to 177 in Item/ManufacturerParty;
 * - a sub-invoice's VAT total EXT-FR-FE-181 (182) in the group line's TaxTotal;
 * - its preceding invoice EXT-FR-FE-136 / 138 in a second line BillingReference;
 * - BG-23 split by sub-invoice, each reason starting with #number#, as in CII.
 * The line groups and the line seller are generated; a multi-vendor framework is refused, because
 * the UBL rules (unlike CII's) also want a second invoiced object with scheme AVV on each
 * sub-invoice's group line (BR-FR-MV-03_BT-128_AVV), which a line cannot state yet: the documents
 * the writer makes of them are checked here all the same.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import {
  GenerateInvoiceRequestSchema,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { fullCheck, validateAnswer } from '../../src/api/full-check.js';
import { planDocument } from '../../src/api/generate/document-plan.js';
import { writeDocumentXml } from '../../src/api/generate/write-xml.js';
import { toInvoiceInput } from '../../src/api/invoice-input.js';
import { calculate } from '../../src/domain/index.js';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';
import { skipReason, tempFile, type CheckResult } from '../syntax/ubl/helpers/checker.js';
import { requires } from '../helpers/requires.js';
import { checkFrench } from './french-checker.js';
import { frenchInvoice, writeFrench } from './helpers.js';
import { creditNote, multiVendor, twoWay } from './multi-vendor-invoices.js';

const validate = (body: any) => validateAnswer(fromJson(ValidateInvoiceRequestSchema, body));
const ublFr = (invoice: any) => ({ format: 'ubl', profile: 'extended_ctc_fr', invoice });

const retrieve = (xml: string) =>
  retrieveDocument(new TextEncoder().encode(xml), {
    locale: 'en',
    validate: async () => ({ valid: true, findings: [] }),
  });

const droppedOf = async (xml: string) =>
  (await retrieve(xml)).warnings.filter((w) => w.code === 'FIELD_DROPPED');

/** A French S1 invoice with one group line G1 over two sub-lines (EXT-FR-FE-162, 163). */
function grouped(): any {
  const inv = frenchInvoice('domestic');
  const base = { unit: 'HUR', vat_rate: 20 };
  inv.items = [
    { id: 'G1', description: 'Conseil', quantity: 1, unit_price: 1900, ...base },
    {
      id: '1',
      parent_line_id: 'G1',
      description: 'Conseil',
      quantity: 10,
      unit_price: 100,
      ...base,
    },
    {
      id: '2',
      parent_line_id: 'G1',
      description: 'Formation',
      quantity: 2,
      unit_price: 450,
      ...base,
      unit: 'DAY',
    },
  ];
  return inv;
}

/** A line seller with identifiers (with and without scheme) and a VAT identifier. */
const SELLER = {
  name: 'Exemple Conseil SARL',
  identifiers: [{ id: '30326504500017', scheme: '0009' }, { id: 'VEND-A' }],
  legal_registration: { id: '303265045', scheme: '0002' },
  vat_id: 'FR40303265045',
  country: 'FR',
};

function withSeller(): any {
  const inv = frenchInvoice('domestic');
  inv.items[0].seller = SELLER;
  return inv;
}

test('line groups: status and parent line in the line BillingReference, read back and regenerated the same', async (t) => {
  const body = ublFr(grouped());
  t.deepEqual(validate(body).issues, []);
  const { xml } = writeFrench(body);
  const refs = [
    ...xml.matchAll(
      /<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>([^<]*)<\/cbc:ID>\s*<cbc:DocumentStatusCode>([^<]*)<\/cbc:DocumentStatusCode>\s*<\/cac:InvoiceDocumentReference>\s*(?:<cac:BillingReferenceLine>\s*<cbc:ID>([^<]*)<)?/g,
    ),
  ].map((m) => m.slice(1));
  const number = body.invoice.number;
  t.deepEqual(refs, [
    [number, 'GROUP', undefined],
    [number, 'DETAIL', 'G1'],
    [number, 'DETAIL', 'G1'],
  ]);
  // BT-106 counts the sub-lines only.
  t.regex(xml, /<cac:LegalMonetaryTotal>\s*<cbc:LineExtensionAmount currencyID="EUR">1900.00</);
  t.deepEqual(await droppedOf(xml), []);
  const inv = (await retrieve(xml)).invoice as any;
  t.deepEqual(
    inv.items.map((i: any) => [i.id, i.line_status, i.parent_line_id]),
    [
      ['G1', 'GROUP', undefined],
      ['1', 'DETAIL', 'G1'],
      ['2', 'DETAIL', 'G1'],
    ],
  );
  t.deepEqual(validate(ublFr(inv)).issues, []);
  t.is(writeFrench(ublFr(inv)).xml, xml);
});

test('line groups stay NOT_CARRIED in plain UBL and Peppol', (t) => {
  for (const format of ['ubl', 'peppol']) {
    const issues = validate({ format, invoice: grouped() }).issues;
    t.deepEqual(
      issues.filter((i) => i.path.includes('parent_line_id')).map((i) => `${i.path} ${i.code}`),
      [
        '$.invoice.items[1].parent_line_id NOT_CARRIED',
        '$.invoice.items[2].parent_line_id NOT_CARRIED',
      ],
      format,
    );
  }
});

test('a UBL document of another profile with line groups lists them dropped', async (t) => {
  const { xml } = writeFrench(ublFr(grouped()));
  const plain = xml.replace(
    /<cbc:CustomizationID>[^<]*</,
    '<cbc:CustomizationID>urn:cen.eu:en16931:2017<',
  );
  const dropped = await droppedOf(plain);
  t.deepEqual([...new Set(dropped.map((w) => w.message.split(' ')[0]))].sort(), [
    'EXT-FR-FE-162',
    'EXT-FR-FE-163',
  ]);
  const inv = (await retrieve(plain)).invoice as any;
  t.deepEqual(
    inv.items.map((i: any) => [i.line_status, i.parent_line_id]),
    [
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
    ],
  );
});

test('the line seller in Item/ManufacturerParty, read back and regenerated the same', async (t) => {
  const body = ublFr(withSeller());
  t.deepEqual(validate(body).issues, []);
  const { xml } = writeFrench(body);
  t.regex(
    xml,
    /<cac:ManufacturerParty>\s*<cac:PartyIdentification>\s*<cbc:ID schemeID="0009">30326504500017<\/cbc:ID>\s*<\/cac:PartyIdentification>\s*<cac:PartyIdentification>\s*<cbc:ID>VEND-A<\/cbc:ID>[\s\S]*?<cbc:IdentificationCode>FR<[\s\S]*?<cbc:CompanyID>FR40303265045<[\s\S]*?<cbc:RegistrationName>Exemple Conseil SARL<\/cbc:RegistrationName>\s*<cbc:CompanyID schemeID="0002">303265045</,
  );
  t.deepEqual(await droppedOf(xml), []);
  const inv = (await retrieve(xml)).invoice as any;
  t.deepEqual(inv.items[0].seller, SELLER);
  t.is(writeFrench(ublFr(inv)).xml, xml);
});

/**
 * What the UBL writer makes of a request validate refuses for the AVV object alone: the refusal
 * is that one issue, and the invoice and plan are complete.
 */
function writeRefused(invoice: any): string {
  const req = fromJson(GenerateInvoiceRequestSchema, ublFr(invoice));
  const issues = fullCheck(req).issues.map((i) => `${i.path} ${i.code}`);
  if (issues.join() !== '$.invoice.business_process NOT_CARRIED')
    throw new Error(`unexpected issues: ${issues.join(', ')}`);
  const written = writeDocumentXml(calculate(toInvoiceInput(req.invoice!)), planDocument(req));
  return (written.embedded ?? written.standalone!).xml;
}

const SUB_INVOICES = [
  ['B8', () => multiVendor('B8')],
  ['S8 with an exempt line', () => multiVendor('S8', true)],
  ['B9', twoWay],
  ['B8 credit note', creditNote],
] as const;

test('a multi-vendor framework is refused in UBL EXTENDED-CTC-FR for the AVV object (BR-FR-MV-03)', (t) => {
  for (const [name, made] of SUB_INVOICES) {
    const issues = validate(ublFr(made())).issues;
    t.deepEqual(
      issues.map((i) => `${i.path} ${i.code}`),
      ['$.invoice.business_process NOT_CARRIED'],
      name,
    );
    t.regex(issues[0]!.message, /scheme AVV \(BR-FR-MV-03\)/);
  }
});

/** The BG-23 groups of a UBL document: [BT-120, BT-116, BT-117]. */
const breakdown = (xml: string) =>
  [
    ...xml.matchAll(
      /<cac:TaxSubtotal>\s*<cbc:TaxableAmount[^>]*>([^<]*)<\/cbc:TaxableAmount>\s*<cbc:TaxAmount[^>]*>([^<]*)<\/cbc:TaxAmount>[\s\S]*?<cbc:TaxExemptionReason>([^<]*)</g,
    ),
  ].map(([, basis, tax, reason]) => [reason, basis, tax]);

test('the sub-invoices as the UBL writer states them: BG-23 by sub-invoice, line reasons, VAT totals, sellers', (t) => {
  const xml = writeRefused(multiVendor('S8', true));
  t.deepEqual(breakdown(xml), [
    ['#FA-2026-domestic-380#', '1900.00', '380.00'],
    ['#AP-2026-17#', '500.00', '100.00'],
    ['#AP-2026-17#Exonération de TVA, article 261-4-4° du CGI', '800.00', '0.00'],
  ]);
  // Each group line without a parent states its sub-invoice's VAT total (EXT-FR-FE-181).
  t.deepEqual(
    [
      ...xml.matchAll(
        /<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="EUR">([^<]*)<\/cbc:TaxAmount>\s*<\/cac:TaxTotal>\s*<cac:Item>/g,
      ),
    ].map((m) => m[1]),
    ['380.00', '100.00'],
  );
  // Every line's reason starts with its sub-invoice's number (BR-FR-MV-08).
  t.deepEqual(
    [...xml.matchAll(/<cac:ClassifiedTaxCategory>[\s\S]*?<cbc:TaxExemptionReason>([^<]*)</g)].map(
      (m) => m[1]!.replace(/#[^#]*$/, '#'),
    ),
    [
      '#FA-2026-domestic-380#',
      '#FA-2026-domestic-380#',
      '#FA-2026-domestic-380#',
      '#AP-2026-17#',
      '#AP-2026-17#',
      '#AP-2026-17#',
    ],
  );
  t.is([...xml.matchAll(/<cac:ManufacturerParty>/g)].length, 6);
});

for (const [name, made] of SUB_INVOICES)
  test(`${name}: retrieve reads the UBL sub-invoices back and they write the same document`, async (t) => {
    const given = made();
    const xml = writeRefused(given);
    const out = await retrieve(xml);
    t.deepEqual(
      out.warnings.filter((w) => w.code === 'FIELD_DROPPED'),
      [],
    );
    const inv = out.invoice as any;
    t.is(inv.business_process, given.business_process);
    t.is(inv.vat_breakdown, undefined);
    t.deepEqual(inv.vat_exemptions, given.vat_exemptions);
    t.deepEqual(
      inv.items.map((i: any) => i.vat_total_amount),
      [380, undefined, undefined, 100, undefined, ...(given.items.length > 5 ? [undefined] : [])],
    );
    t.deepEqual(
      inv.items.map((i: any) => [i.seller, i.preceding_invoice, i.vat_exemption_reason]),
      given.items.map((i: any) => [i.seller, i.preceding_invoice, undefined]),
    );
    t.is(writeRefused(inv), xml);
  });

/** The checker's verdict on a document. */
const check = (name: string, xml: string): Promise<CheckResult> =>
  checkFrench('fr-ubl-extended', tempFile(name, xml));

const fatal = (r: CheckResult) => [...new Set(r.fatal)].sort();

/** A second invoiced object with scheme AVV on each group line without a parent. */
const withAvv = (xml: string) =>
  xml.replace(
    /(<cbc:DocumentStatusCode>GROUP<\/cbc:DocumentStatusCode>\s*<\/cac:InvoiceDocumentReference>\s*<\/cac:BillingReference>(?:\s*<cac:BillingReference>[\s\S]*?<\/cac:BillingReference>)?\s*<cac:DocumentReference>[\s\S]*?<\/cac:DocumentReference>)/g,
    '$1<cac:DocumentReference><cbc:ID schemeID="AVV">B1</cbc:ID><cbc:DocumentTypeCode>130</cbc:DocumentTypeCode></cac:DocumentReference>',
  );

requires(skipReason(true))(
  'the checker agrees: line groups and a line seller pass with 0 fatal; the sub-invoices fail BR-FR-MV-03 AVV alone, and pass with it',
  async (t) => {
    t.timeout(15 * 60_000);
    const ok = [
      await check('fr-ubl-groups.xml', writeFrench(ublFr(grouped())).xml),
      await check('fr-ubl-line-seller.xml', writeFrench(ublFr(withSeller())).xml),
    ];
    for (const r of ok) {
      t.true(r.xsd_ok);
      t.deepEqual(fatal(r), []);
    }
    const counts: string[] = [];
    for (const [name, made] of SUB_INVOICES) {
      const xml = writeRefused(made());
      const file = `fr-ubl-sub-${name.replace(/\W+/g, '-')}`;
      const as = await check(`${file}.xml`, xml);
      t.true(as.xsd_ok, name);
      t.deepEqual(fatal(as), ['BR-FR-MV-03_BT-128_AVV'], name);
      const avv = await check(`${file}-avv.xml`, withAvv(xml));
      t.true(avv.xsd_ok, name);
      t.deepEqual(fatal(avv), [], name);
      counts.push(`${name}: ${new Set(as.fatal).size} fatal, with AVV ${new Set(avv.fatal).size}`);
    }
    t.log(counts.join('; '));
  },
);
