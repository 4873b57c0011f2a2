/**
 * EXTENDED-CTC-FR's several VAT breakdown groups per category (issue 41): a line that states its
 * own exemption reason (vat_exemption_reason, vat_exemption_reason_code) has a BG-23 group of its
 * own within its category and rate, as the FNFE-MPE rules sum a group by category, rate and reason
 * (BR-FXEXT-E-08 in CII, BR-FREXT-E-08 in UBL); the other lines keep the category's reason
 * (vat_exemptions). Retrieve gives the same JSON back and generate the same document again. Other
 * profiles keep one group per category and rate (EN 16931's BR-E-08).
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { validateAnswer } from '../../src/api/full-check.js';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';
import { skipReason, tempFile } from '../syntax/ubl/helpers/checker.js';
import { requires } from '../helpers/requires.js';
import { checkFrench } from './french-checker.js';
import { frenchInvoice, writeFrench } from './helpers.js';

/** The exempt French invoice with a second exempt line under another provision. */
function twoReasons(): any {
  const inv = frenchInvoice('exempt');
  const exempt = inv.items.find((i: any) => i.tax_category === 'E');
  inv.items.push({
    ...exempt,
    description: 'Opération exonérée, article 143',
    vat_exemption_reason_code: 'VATEX-EU-143',
    vat_exemption_reason: 'Exonération article 143 de la directive 2006/112/CE',
  });
  return inv;
}

const request = (format: string, invoice: any) => ({
  format,
  profile: 'extended_ctc_fr',
  invoice,
});
const validate = (body: any) => validateAnswer(fromJson(ValidateInvoiceRequestSchema, body));

/** BT-118, BT-116, BT-121 of each BG-23 group of a CII or UBL document. */
function groups(xml: string): string[][] {
  if (xml.includes('<rsm:CrossIndustryInvoice')) {
    const settlement = xml.slice(xml.indexOf('<ram:ApplicableHeaderTradeSettlement>'));
    return [
      ...settlement.matchAll(/<ram:ApplicableTradeTax>([\s\S]*?)<\/ram:ApplicableTradeTax>/g),
    ].map(([, g]) => [
      /<ram:CategoryCode>([^<]*)/.exec(g!)?.[1] ?? '',
      /<ram:BasisAmount>([^<]*)/.exec(g!)?.[1] ?? '',
      /<ram:ExemptionReasonCode>([^<]*)/.exec(g!)?.[1] ?? '',
    ]);
  }
  const total = xml.slice(xml.indexOf('<cac:TaxTotal>'), xml.indexOf('</cac:TaxTotal>'));
  return [...total.matchAll(/<cac:TaxSubtotal>([\s\S]*?)<\/cac:TaxSubtotal>/g)].map(([, g]) => [
    /<cbc:ID>([^<]*)/.exec(g!)?.[1] ?? '',
    /<cbc:TaxableAmount[^>]*>([^<]*)/.exec(g!)?.[1] ?? '',
    /<cbc:TaxExemptionReasonCode>([^<]*)/.exec(g!)?.[1] ?? '',
  ]);
}

for (const format of ['cii', 'ubl'] as const) {
  test(`${format} EXTENDED-CTC-FR: one E group per exemption reason, read back and written again the same`, async (t) => {
    const body = request(format, twoReasons());
    t.deepEqual(validate(body).issues, []);
    const { xml } = writeFrench(body);
    t.deepEqual(
      groups(xml).filter(([category]) => category === 'E'),
      [
        ['E', '800.00', 'VATEX-EU-132'],
        ['E', '800.00', 'VATEX-EU-143'],
      ],
    );
    const read = await retrieveDocument(new TextEncoder().encode(xml), {
      locale: 'en',
      validate: async () => ({ valid: true, findings: [] }),
    });
    t.deepEqual(read.warnings, []);
    const items = (read.invoice as any).items;
    t.is(items[2].vat_exemption_reason_code, undefined);
    t.is(items[3].vat_exemption_reason_code, 'VATEX-EU-143');
    t.is((read.invoice as any).vat_exemptions.length, 1);
    t.is(writeFrench(request(format, read.invoice)).xml, xml);
  });
}

test('a line stating its category reason again makes no group of its own; other profiles keep one group per rate', (t) => {
  const same = frenchInvoice('exempt');
  const exempt = same.items.find((i: any) => i.tax_category === 'E');
  exempt.vat_exemption_reason_code = same.vat_exemptions[0].reason_code;
  exempt.vat_exemption_reason = same.vat_exemptions[0].reason;
  t.is(groups(writeFrench(request('cii', same)).xml).filter(([c]) => c === 'E').length, 1);
  // Plain UBL states the line's reason (PINT's ibt-185 / ibt-186) but sums the category once.
  const plain = writeFrench({ format: 'ubl', invoice: twoReasons() }).xml;
  t.deepEqual(
    groups(plain).filter(([category]) => category === 'E'),
    [['E', '1600.00', 'VATEX-EU-132']],
  );
  // CII EN16931 has no place for a line's own reason.
  t.true(
    validate({ format: 'cii', invoice: twoReasons() }).issues.some(
      (i) => i.code === 'NOT_CARRIED' && i.path === '$.invoice.items[3].vat_exemption_reason_code',
    ),
  );
});

/**
 * The international invoice with a document charge under the reverse charge and a second AE line
 * stating a reason of its own: two AE groups.
 */
function twoReverseChargeReasons(): any {
  const inv = frenchInvoice('international');
  const ae = inv.items.find((i: any) => i.tax_category === 'AE');
  inv.items.push({
    ...ae,
    description: 'Formation',
    vat_exemption_reason: 'Autoliquidation, article 283-2 du CGI',
  });
  inv.charges = [{ amount: 25, tax_category: 'AE', vat_rate: 0, reason: 'Frais de dossier' }];
  return inv;
}

test("CII EXTENDED-CTC-FR: the document charge of a category split by a line's reason states the category's reason, and is read back by it; UBL keeps one AE group (BR-AE-01) and refuses it", async (t) => {
  const cii = request('cii', twoReverseChargeReasons());
  t.deepEqual(validate(cii).issues, []);
  const { xml } = writeFrench(cii);
  t.deepEqual(
    groups(xml).filter(([category]) => category === 'AE'),
    [
      ['AE', '1025.00', 'VATEX-EU-AE'],
      ['AE', '1000.00', 'VATEX-EU-AE'],
    ],
  );
  // The charge repeats the category's reason, so that BR-FXEXT-AE-08 counts it in its group.
  const charge = xml.slice(xml.indexOf('<ram:SpecifiedTradeAllowanceCharge>'));
  t.regex(charge, /<ram:ExemptionReason>Autoliquidation<\/ram:ExemptionReason>/);
  // Read back by reason (the two groups' amounts differ) and written again the same.
  const read = await retrieveDocument(new TextEncoder().encode(xml), {
    locale: 'en',
    validate: async () => ({ valid: true, findings: [] }),
  });
  t.deepEqual(read.warnings, []);
  t.is((read.invoice as any).vat_breakdown, undefined);
  t.is(writeFrench(request('cii', read.invoice)).xml, xml);
  const ubl = validate(request('ubl', twoReverseChargeReasons()));
  t.deepEqual(
    ubl.issues.map((i) => `${i.path} ${i.code}`),
    ['$.invoice.items[2].vat_exemption_reason BR-AE-01'],
  );
});

requires(skipReason(true))(
  'the checker agrees: two AE groups with a document charge pass fr-cii-extended with 0 fatal',
  async (t) => {
    t.timeout(5 * 60_000);
    const { xml } = writeFrench(request('cii', twoReverseChargeReasons()));
    const result = await checkFrench('fr-cii-extended', tempFile('two-ae-reasons.xml', xml));
    t.deepEqual(result.fatal, []);
    t.true(result.xsd_ok);
  },
);

requires(skipReason(true))(
  'the checker agrees: two E groups by reason pass fr-cii-extended and fr-ubl-extended with 0 fatal',
  async (t) => {
    t.timeout(5 * 60_000);
    for (const [format, kind] of [
      ['cii', 'fr-cii-extended'],
      ['ubl', 'fr-ubl-extended'],
    ] as const) {
      const { xml } = writeFrench(request(format, twoReasons()));
      const result = await checkFrench(kind, tempFile(`two-reasons-${format}.xml`, xml));
      t.deepEqual(result.fatal, [], kind);
      t.true(result.xsd_ok, kind);
    }
  },
);
