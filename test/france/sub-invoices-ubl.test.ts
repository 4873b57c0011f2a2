/**
 * France (issue 41): line groups and the sub-invoices of multi-vendor (BT-23 B8, S8, M8) and
 * two-way (B9) invoices in UBL EXTENDED-CTC-FR, where the FNFE-MPE rules read them:
 * - the line status EXT-FR-FE-163 and parent line EXT-FR-FE-162 in the line's BillingReference
 *   naming the invoice itself (BT-1), DocumentStatusCode and BillingReferenceLine/ID;
 * - the line seller EXT-FR-FE-164 to 177 in Item/ManufacturerParty;
 * - a sub-invoice's VAT total EXT-FR-FE-181 (182) in the group line's TaxTotal;
 * - its preceding invoice EXT-FR-FE-136 / 138 in a second line BillingReference;
 * - BG-23 split by sub-invoice, each reason starting with #number#, as in CII;
 * - the further invoiced object with scheme AVV the UBL rules (unlike CII's) want on each
 *   sub-invoice's group line (BR-FR-MV-03_BT-128_AVV): further_object_identifiers.
 * Each document passes the checker with 0 fatal, reads back and regenerates the same; validate
 * and the checker agree on a missing AVV object; plain UBL and Peppol refuse all of it.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import {
  GenerateInvoiceRequestSchema,
  ValidateInvoiceRequestSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { checkGenerateRequest } from '../../src/api/generate/generate-operation.js';
import { validateAnswer } from '../../src/api/full-check.js';
import { renderInvoicePdf } from '../../src/pdf/render-invoice.js';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';
import { skipReason, tempFile, type CheckResult } from '../syntax/ubl/helpers/checker.js';
import { requires } from '../helpers/requires.js';
import { documentText } from '../pdf/pdf-text.js';
import { checkFrench } from './french-checker.js';
import { frenchInvoice, writeFrench } from './helpers.js';
import { creditNote, multiVendor, twoWay, withAvv } from './multi-vendor-invoices.js';

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

/** B8 with a document allowance in the partner's sub-invoice and a charge in the seller's. */
function withAllowances(): any {
  const inv = withAvv(multiVendor('B8'));
  inv.allowances = [
    { amount: 50, tax_category: 'S', vat_rate: 20, reason: 'Remise', sub_invoice: 'AP-2026-17' },
  ];
  inv.charges = [
    { amount: 10, tax_category: 'S', vat_rate: 20, reason: 'Frais', sub_invoice: inv.number },
  ];
  return inv;
}

const SUB_INVOICES = [
  ['B8', () => withAvv(multiVendor('B8'))],
  ['B8 with allowances and charges', withAllowances],
  ['S8 with an exempt line', () => withAvv(multiVendor('S8', true))],
  ['B9', () => withAvv(twoWay())],
  ['B8 credit note', () => withAvv(creditNote())],
] as const;

test('multi-vendor and two-way invoices are valid in UBL EXTENDED-CTC-FR with their AVV objects', (t) => {
  for (const [name, made] of SUB_INVOICES) t.deepEqual(validate(ublFr(made())).issues, [], name);
  t.deepEqual(validate(ublFr(withAvv(multiVendor('M8')))).issues, []);
});

/** Each issue as "path code", then the BR-FR rule its message names. */
const found = (body: any) =>
  validate(body).issues.map(
    (i) => `${i.path} ${i.code} ${/\((BR-FR-[A-Z]+-\d+)/.exec(i.message)?.[1] ?? ''}`,
  );

test('BR-FR-MV-03 (BT-128 AVV): each group line without a parent states one, other than S8, B8, M8', (t) => {
  t.deepEqual(found(ublFr(multiVendor('B8'))), [
    '$.invoice.items[0].further_object_identifiers REQUIRED BR-FR-MV-03',
    '$.invoice.items[3].further_object_identifiers REQUIRED BR-FR-MV-03',
  ]);
  const b8 = withAvv(multiVendor('B8'));
  b8.items[3].further_object_identifiers = [{ id: 'B8', scheme: 'AVV' }];
  t.deepEqual(found(ublFr(b8)), [
    '$.invoice.items[3].further_object_identifiers[0].id INVALID_VALUE BR-FR-MV-03',
  ]);
  // Plain UBL and CII EN16931 have one invoiced object per line; CII EXTENDED-CTC-FR writes
  // further ones, and its rules check an AVV one only where given.
  for (const [format, profile] of [
    ['ubl', ''],
    ['cii', 'en16931'],
  ] as const) {
    const issues = validate({
      format,
      ...(profile ? { profile } : {}),
      invoice: withAvv(multiVendor('B8')),
    }).issues;
    t.is(
      issues.find((i) => i.path === '$.invoice.items[0].further_object_identifiers')?.code,
      'NOT_CARRIED',
      `${format} ${profile}`,
    );
  }
  t.deepEqual(
    validate({ format: 'cii', profile: 'extended_ctc_fr', invoice: multiVendor('B8') }).issues,
    [],
  );
});

const ciiFr = (invoice: any) => ({ format: 'cii', profile: 'extended_ctc_fr', invoice });

test('CII EXTENDED-CTC-FR writes the AVV objects too, as further AdditionalReferencedDocuments, read back', async (t) => {
  const body = ciiFr(withAvv(multiVendor('B8')));
  t.deepEqual(validate(body).issues, []);
  const { xml } = writeFrench(body);
  t.is(
    [
      ...xml.matchAll(
        /<ram:AdditionalReferencedDocument>\s*<ram:IssuerAssignedID>B1<\/ram:IssuerAssignedID>\s*<ram:TypeCode>130<\/ram:TypeCode>\s*<ram:ReferenceTypeCode>AVV</g,
      ),
    ].length,
    2,
  );
  t.deepEqual(await droppedOf(xml), []);
  const inv = (await retrieve(xml)).invoice as any;
  t.deepEqual(
    inv.items.map((i: any) => i.further_object_identifiers),
    body.invoice.items.map((i: any) => i.further_object_identifiers),
  );
  t.is(writeFrench(ciiFr(inv)).xml, xml);
});

/** The BG-23 groups of a UBL document: [BT-120, BT-116, BT-117]. */
const breakdown = (xml: string) =>
  [
    ...xml.matchAll(
      /<cac:TaxSubtotal>\s*<cbc:TaxableAmount[^>]*>([^<]*)<\/cbc:TaxableAmount>\s*<cbc:TaxAmount[^>]*>([^<]*)<\/cbc:TaxAmount>[\s\S]*?<cbc:TaxExemptionReason>([^<]*)</g,
    ),
  ].map(([, basis, tax, reason]) => [reason, basis, tax]);

test('the sub-invoices in UBL: BG-23 by sub-invoice, line reasons, VAT totals, sellers, AVV objects', (t) => {
  const { xml } = writeFrench(ublFr(withAvv(multiVendor('S8', true))));
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
  t.is([...xml.matchAll(/<cbc:ID schemeID="AVV">S1<\/cbc:ID>/g)].length, 2);
});

test('a document allowance or charge of a sub-invoice: in its BG-23 group and VAT total, its reason #number#', (t) => {
  const { xml } = writeFrench(ublFr(withAllowances()));
  t.deepEqual(breakdown(xml), [
    ['#FA-2026-domestic-380#', '1910.00', '382.00'],
    ['#AP-2026-17#', '450.00', '90.00'],
  ]);
  t.deepEqual(
    [
      ...xml.matchAll(
        /<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="EUR">([^<]*)<\/cbc:TaxAmount>\s*<\/cac:TaxTotal>\s*<cac:Item>/g,
      ),
    ].map((m) => m[1]),
    ['382.00', '90.00'],
  );
  // BT-173 / BT-175: the sub-invoice's #number# in the allowance's and the charge's reason.
  t.deepEqual(
    [
      ...xml.matchAll(
        /<cac:AllowanceCharge>\s*<cbc:ChargeIndicator>[^<]*<\/cbc:ChargeIndicator>[\s\S]*?<cbc:TaxExemptionReason>([^<]*)</g,
      ),
    ].map((m) => m[1]),
    ['#AP-2026-17#', '#FA-2026-domestic-380#'],
  );
});

for (const [name, made] of SUB_INVOICES)
  test(`${name}: retrieve reads the UBL sub-invoices back and they regenerate the same document`, async (t) => {
    const given = made();
    const { xml } = writeFrench(ublFr(given));
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
      // With the allowance and the charge: 380 + 2 and 100 - 10 (BR-FR-MV-09).
      given.allowances
        ? [382, undefined, undefined, 90, undefined]
        : [
            380,
            undefined,
            undefined,
            100,
            undefined,
            ...(given.items.length > 5 ? [undefined] : []),
          ],
    );
    const terms = (i: any) => [
      i.seller,
      i.preceding_invoice,
      i.further_object_identifiers,
      i.vat_exemption_reason,
    ];
    t.deepEqual(inv.items.map(terms), given.items.map(terms));
    t.deepEqual(
      [...(inv.allowances ?? []), ...(inv.charges ?? [])].map((a: any) => a.sub_invoice),
      [...(given.allowances ?? []), ...(given.charges ?? [])].map((a: any) => a.sub_invoice),
    );
    t.deepEqual(validate(ublFr(inv)).issues, []);
    t.is(writeFrench(ublFr(inv)).xml, xml);
  });

test('the readable PDF shows the invoiced objects of each group line, the AVV one too', async (t) => {
  const checked = checkGenerateRequest(
    fromJson(GenerateInvoiceRequestSchema, ublFr(withAvv(multiVendor('B8')))),
  );
  // The readable view of the UBL document (a UBL document embeds none).
  const pdf = await renderInvoicePdf(checked.invoice, {
    template: checked.plan.template,
    locale: checked.plan.locale,
    watermark: false,
    creationDate: new Date('2026-10-05T10:00:00Z'),
  });
  const text = (await documentText(pdf)).replace(/\s+/g, ' ');
  t.regex(text, /AP-2026-17 \(AFL\)/);
  t.is(text.split('B1 (AVV)').length - 1, 2);
});

/** The checker's verdict on a document. */
const check = (name: string, xml: string): Promise<CheckResult> =>
  checkFrench('fr-ubl-extended', tempFile(name, xml));

const fatal = (r: CheckResult) => [...new Set(r.fatal)].sort();

requires(skipReason(true))(
  'the checker agrees: line groups, a line seller, B8, S8, B9 and a B8 credit note pass with 0 fatal; without the AVV object BR-FR-MV-03 fails',
  async (t) => {
    t.timeout(15 * 60_000);
    const docs: [string, string][] = [
      ['groups', writeFrench(ublFr(grouped())).xml],
      ['line-seller', writeFrench(ublFr(withSeller())).xml],
      ...SUB_INVOICES.map(
        ([name, made]) =>
          [name.replace(/\W+/g, '-'), writeFrench(ublFr(made())).xml] as [string, string],
      ),
    ];
    const warnings = new Set<string>();
    for (const [name, xml] of docs) {
      const r = await check(`fr-ubl-${name}.xml`, xml);
      t.true(r.xsd_ok, name);
      t.deepEqual(fatal(r), [], name);
      for (const w of r.warning) warnings.add(w);
    }
    // CII EXTENDED-CTC-FR with the AVV objects: its rules check them where given.
    const cii = await checkFrench(
      'fr-cii-extended',
      tempFile('fr-cii-b8-avv.xml', writeFrench(ciiFr(withAvv(multiVendor('B8')))).xml),
    );
    t.true(cii.xsd_ok);
    t.deepEqual(fatal(cii), []);
    // Validate refuses the group lines without their AVV object; so does the checker.
    const without = docs[2]![1].replace(
      /<cac:DocumentReference>\s*<cbc:ID schemeID="AVV">[^<]*<\/cbc:ID>\s*<cbc:DocumentTypeCode>130<\/cbc:DocumentTypeCode>\s*<\/cac:DocumentReference>/g,
      '',
    );
    t.deepEqual(fatal(await check('fr-ubl-b8-no-avv.xml', without)), ['BR-FR-MV-03_BT-128_AVV']);
    t.log(
      `${docs.length} documents: checker fatal 0, warnings [${[...warnings].sort().join(' ')}]`,
    );
  },
);
