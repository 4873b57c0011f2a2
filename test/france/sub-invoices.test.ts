/**
 * France (issue 41): the sub-invoices of multi-vendor (BT-23 B8, S8, M8) and two-way (B9, S9, M9)
 * invoices in CII EXTENDED-CTC-FR. The service splits the VAT breakdown BG-23 by sub-invoice (the
 * lines' BT-128 with scheme AFL), each group's and each line's exemption reason starting with
 * #number# (BR-FR-MV-08, MV-09), and states each sub-invoice's VAT total on its group line
 * (EXT-FR-FE-181, BR-FR-MV-03, MV-09). Retrieve reads them back and the document regenerates the
 * same; the checks before generation (MV-03 for EXT-FR-FE-182, MV-08 with MV-07, MV-09, MV-11,
 * MV-14) name the field to change, and the checker agrees on the documents. A document allowance
 * or charge names its sub-invoice (sub_invoice): counted in that sub-invoice's BG-23 group and VAT
 * total, its exemption reason (BT-173 / BT-175) starting with the same #number#.
 */
import test from 'ava';
import { fromJson } from '@bufbuild/protobuf';
import { ValidateInvoiceRequestSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import { validateAnswer } from '../../src/api/full-check.js';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';
import { skipReason, tempFile, type CheckResult } from '../syntax/ubl/helpers/checker.js';
import { requires } from '../helpers/requires.js';
import { checkFrench } from './french-checker.js';
import { frenchInvoice, writeFrench } from './helpers.js';
import { creditNote, multiVendor, twoWay } from './multi-vendor-invoices.js';

/** What validate answers: the field checks, then the domain's (BR-FR-MV-09 on a stated total). */
const validate = (body: any) => validateAnswer(fromJson(ValidateInvoiceRequestSchema, body));
const ctcFr = (invoice: any) => ({ format: 'cii', profile: 'extended_ctc_fr', invoice });

const retrieve = (xml: string) =>
  retrieveDocument(new TextEncoder().encode(xml), {
    locale: 'en',
    validate: async () => ({ valid: true, findings: [] }),
  });

/** The BG-23 groups of a CII document: [BT-120, BT-116, BT-117]. */
const breakdown = (xml: string) =>
  [
    ...xml.matchAll(
      /<ram:ApplicableTradeTax>\s*<ram:CalculatedAmount>([^<]*)<\/ram:CalculatedAmount>\s*<ram:TypeCode>VAT<\/ram:TypeCode>\s*<ram:ExemptionReason>([^<]*)<\/ram:ExemptionReason>\s*<ram:BasisAmount>([^<]*)</g,
    ),
  ].map(([, tax, reason, basis]) => [reason, basis, tax]);

test('B8: BG-23 per sub-invoice, each group line with its VAT total (EXT-FR-FE-181) and total with VAT (184)', async (t) => {
  const body = ctcFr(multiVendor('B8'));
  t.deepEqual(validate(body).issues, []);
  const { xml } = writeFrench(body);
  t.deepEqual(breakdown(xml), [
    ['#FA-2026-domestic-380#', '1900.00', '380.00'],
    ['#AP-2026-17#', '500.00', '100.00'],
  ]);
  // BT-110 is the sum of both; each group line states its sub-invoice's share.
  t.regex(xml, /<ram:TaxBasisTotalAmount>2400.00<\/ram:TaxBasisTotalAmount>/);
  t.deepEqual(
    [
      ...xml.matchAll(
        /<ram:LineTotalAmount>[^<]*<\/ram:LineTotalAmount>\s*<ram:TaxTotalAmount currencyID="EUR">([^<]*)</g,
      ),
    ].map((m) => m[1]),
    ['380.00', '100.00'],
  );
  // EXT-FR-FE-184: each sub-invoice's total with VAT, its net plus its VAT (BR-FR-MV-10).
  t.deepEqual(
    [
      ...xml.matchAll(
        /<ram:LineTotalAmount>([^<]*)<\/ram:LineTotalAmount>\s*<ram:TaxTotalAmount currencyID="EUR">([^<]*)<\/ram:TaxTotalAmount>\s*<ram:GrandTotalAmount>([^<]*)</g,
      ),
    ].map((m) => m.slice(1)),
    [
      ['1900.00', '380.00', '2280.00'],
      ['500.00', '100.00', '600.00'],
    ],
  );
  // Read back without a word (derived); one stated otherwise is listed, not kept.
  const dropped = async (doc: string) =>
    (await retrieve(doc)).warnings
      .filter((w) => w.code === 'FIELD_DROPPED')
      .map((w) => w.message.split(' ')[0]);
  t.deepEqual(await dropped(xml), []);
  t.deepEqual(
    await dropped(xml.replace('<ram:GrandTotalAmount>600.00<', '<ram:GrandTotalAmount>610.00<')),
    ['EXT-FR-FE-184'],
  );
  // Every line's reason starts with its sub-invoice's number (BR-FR-MV-08).
  const lineReasons = [
    ...xml.matchAll(
      /<ram:SpecifiedLineTradeSettlement>\s*<ram:ApplicableTradeTax>\s*<ram:TypeCode>VAT<\/ram:TypeCode>\s*<ram:ExemptionReason>([^<]*)</g,
    ),
  ].map((m) => m[1]);
  t.deepEqual(lineReasons, [
    '#FA-2026-domestic-380#',
    '#FA-2026-domestic-380#',
    '#FA-2026-domestic-380#',
    '#AP-2026-17#',
    '#AP-2026-17#',
  ]);
});

test('S8 with an exempt line: its reason after the number, read back as vat_exemptions', async (t) => {
  const body = ctcFr(multiVendor('S8', true));
  t.deepEqual(validate(body).issues, []);
  const { xml } = writeFrench(body);
  t.deepEqual(breakdown(xml), [
    ['#FA-2026-domestic-380#', '1900.00', '380.00'],
    ['#AP-2026-17#', '500.00', '100.00'],
    ['#AP-2026-17#Exonération de TVA, article 261-4-4° du CGI', '800.00', '0.00'],
  ]);
  const inv = (await retrieve(xml)).invoice as any;
  t.deepEqual(inv.vat_exemptions, body.invoice.vat_exemptions);
});

for (const [name, made] of [
  ['B8', () => multiVendor('B8')],
  ['S8', () => multiVendor('S8', true)],
  ['B8 credit note', creditNote],
] as const)
  test(`${name}: retrieve reads the sub-invoices back and they regenerate the same document`, async (t) => {
    const given = made();
    const { xml } = writeFrench(ctcFr(given));
    const out = await retrieve(xml);
    t.deepEqual(
      out.warnings.filter((w) => w.code === 'FIELD_DROPPED'),
      [],
    );
    const inv = out.invoice as any;
    t.is(inv.business_process, given.business_process);
    t.is(inv.vat_breakdown, undefined);
    t.deepEqual(
      inv.items.map((i: any) => i.vat_total_amount),
      [380, undefined, undefined, 100, undefined, ...(given.items.length > 5 ? [undefined] : [])],
    );
    t.deepEqual(
      inv.items.map((i: any) => i.preceding_invoice),
      given.items.map((i: any) => i.preceding_invoice),
    );
    t.deepEqual(validate(ctcFr(inv)).issues, []);
    t.is(writeFrench(ctcFr(inv)).xml, xml);
  });

test('M8 and a two-way B9 are accepted; a stated VAT total is written as stated within 0.01', (t) => {
  t.deepEqual(validate(ctcFr(multiVendor('M8'))).issues, []);
  t.deepEqual(validate(ctcFr(twoWay())).issues, []);
  const inv = multiVendor('B8');
  inv.items[0].vat_total_amount = 380.01;
  t.deepEqual(validate(ctcFr(inv)).issues, []);
  t.regex(writeFrench(ctcFr(inv)).xml, /<ram:TaxTotalAmount currencyID="EUR">380.01</);
});

/** Each issue as "path code", then the BR-FR rule its message names when the code is not that rule. */
const found = (body: any) =>
  validate(body).issues.map((i) => {
    const rule = /\((BR-FR-[A-Z]+-\d+)/.exec(i.message)?.[1];
    return `${i.path} ${i.code}${rule && rule !== i.code ? ` ${rule}` : ''}`;
  });

test('BR-FR-MV-09: a stated VAT total other than its sub-invoice breakdown’s, at its field', (t) => {
  const inv = multiVendor('B8');
  inv.items[3].vat_total_amount = 110;
  t.deepEqual(found(ctcFr(inv)), ['$.invoice.items[3].vat_total_amount BR-FR-MV-09']);
});

test('BR-FR-MV-03 (EXT-FR-FE-182): with tax_currency, each group line states its VAT total in it', (t) => {
  const inv = multiVendor('B8');
  inv.tax_currency = 'USD';
  inv.tax_currency_vat_total = 552;
  inv.tax_exchange_rate = 1.15;
  const issues = found(ctcFr(inv));
  t.true(
    issues.includes('$.invoice.items[0].tax_currency_vat_total_amount REQUIRED BR-FR-MV-03'),
    issues.join('\n'),
  );
  t.true(
    issues.includes('$.invoice.items[3].tax_currency_vat_total_amount REQUIRED BR-FR-MV-03'),
    issues.join('\n'),
  );
  inv.items[0].tax_currency_vat_total_amount = 437;
  inv.items[3].tax_currency_vat_total_amount = 115;
  t.false(found(ctcFr(inv)).some((i) => i.includes('tax_currency_vat_total_amount')));
});

test('BR-FR-MV-08 with MV-07, MV-11, MV-14 and document allowances: the field to change', (t) => {
  // MV-07 / MV-08: a line without its sub-invoice number.
  const bare = multiVendor('B8');
  delete bare.items[4].object_identifier;
  const b = validate(ctcFr(bare)).issues.find(
    (i) => i.path === '$.invoice.items[4].object_identifier',
  );
  t.regex(b?.message ?? '', /BR-FR-MV-07.*BR-FR-MV-08/);
  // MV-11: the seller's own sub-invoice is numbered with BT-1.
  const renumbered = multiVendor('B8');
  for (const i of [0, 1, 2]) renumbered.items[i].object_identifier = { id: 'EC-1', scheme: 'AFL' };
  t.deepEqual(found(ctcFr(renumbered)), [
    '$.invoice.items[0].object_identifier.id INVALID_VALUE BR-FR-MV-11',
  ]);
  // MV-14: a multi-vendor credit note names each sub-invoice's preceding invoice and its date.
  const credit = creditNote();
  delete credit.items[0].preceding_invoice;
  delete credit.items[3].preceding_invoice.date;
  t.deepEqual(found(ctcFr(credit)), [
    '$.invoice.items[0].preceding_invoice REQUIRED BR-FR-MV-14',
    '$.invoice.items[3].preceding_invoice.date REQUIRED BR-FR-MV-14',
  ]);
  t.deepEqual(found(ctcFr(creditNote())), []);
  // A document allowance or charge names its sub-invoice, one of the invoice's (BR-FR-MV-09).
  const discounted = multiVendor('B8');
  discounted.allowances = [{ amount: 50, tax_category: 'S', vat_rate: 20, reason: 'Remise' }];
  discounted.charges = [{ ...discounted.allowances[0], reason: 'Frais', sub_invoice: 'AP-9' }];
  t.deepEqual(found(ctcFr(discounted)), [
    '$.invoice.allowances[0].sub_invoice REQUIRED BR-FR-MV-09',
    '$.invoice.charges[0].sub_invoice INVALID_VALUE BR-FR-MV-09',
  ]);
  // Outside the sub-invoice frameworks the field has no meaning.
  const single = frenchInvoice('domestic');
  single.allowances = [{ ...discounted.allowances[0], sub_invoice: 'AP-2026-17' }];
  t.deepEqual(found(ctcFr(single)), ['$.invoice.allowances[0].sub_invoice INVALID_VALUE']);
});

/** B8 with a document allowance in the partner's sub-invoice and a charge in the seller's. */
const withAllowances = () => {
  const inv = multiVendor('B8');
  inv.allowances = [
    { amount: 50, tax_category: 'S', vat_rate: 20, reason: 'Remise', sub_invoice: 'AP-2026-17' },
  ];
  inv.charges = [
    { amount: 10, tax_category: 'S', vat_rate: 20, reason: 'Frais', sub_invoice: inv.number },
  ];
  return inv;
};

test('a document allowance or charge of a sub-invoice: in its BG-23 group and VAT total, its reason #number#, read back', async (t) => {
  for (const [format, profile] of [
    ['cii', 'extended_ctc_fr'],
    ['facturx', 'extended'],
  ] as const) {
    const body = { format, profile, invoice: withAllowances() };
    t.deepEqual(validate(body).issues, [], format);
    const { xml } = writeFrench(body);
    t.deepEqual(
      breakdown(xml),
      [
        ['#FA-2026-domestic-380#', '1910.00', '382.00'],
        ['#AP-2026-17#', '450.00', '90.00'],
      ],
      format,
    );
    // EXT-FR-FE-181: each sub-invoice's VAT, its allowance or charge included (BR-FR-MV-09).
    t.deepEqual(
      [
        ...xml.matchAll(
          /<ram:LineTotalAmount>[^<]*<\/ram:LineTotalAmount>\s*<ram:TaxTotalAmount currencyID="EUR">([^<]*)</g,
        ),
      ].map((m) => m[1]),
      ['382.00', '90.00'],
    );
    // BT-173 / BT-175: the sub-invoice's #number# in the allowance's and the charge's reason.
    t.deepEqual(
      [
        ...xml.matchAll(
          /<ram:SpecifiedTradeAllowanceCharge>[\s\S]*?<ram:ExemptionReason>([^<]*)<\/ram:ExemptionReason>\s*<ram:CategoryCode>S</g,
        ),
      ].map((m) => m[1]),
      ['#AP-2026-17#', '#FA-2026-domestic-380#'],
    );
    const out = await retrieve(xml);
    t.deepEqual(
      out.warnings.filter((w) => w.code === 'FIELD_DROPPED'),
      [],
    );
    const read = out.invoice as any;
    t.deepEqual(
      [read.allowances[0].sub_invoice, read.charges[0].sub_invoice],
      ['AP-2026-17', 'FA-2026-domestic-380'],
    );
    t.is(
      writeFrench({ format, profile, invoice: read }).xml,
      xml,
      `${format}: retrieve → generate`,
    );
  }
  // UBL EXTENDED-CTC-FR: sub-invoices-ubl.test.ts.
});

test('the sub-invoices are NOT_CARRIED outside CII EXTENDED and EXTENDED-CTC-FR; the VAT totals only on group lines', (t) => {
  for (const [format, profile] of [
    ['ubl', ''],
    ['cii', 'en16931'],
    ['facturx', 'en16931'],
  ] as const) {
    const inv = multiVendor('B8');
    inv.items[0].vat_total_amount = 380;
    inv.items[0].preceding_invoice = { number: 'FA-2026-0001' };
    const issues = validate({ format, ...(profile ? { profile } : {}), invoice: inv }).issues;
    const code = (p: string) => issues.find((i) => i.path === p)?.code;
    t.is(code('$.invoice.business_process'), 'NOT_CARRIED', `${format} ${profile}`);
    t.is(code('$.invoice.items[0].vat_total_amount'), 'NOT_CARRIED', `${format} ${profile}`);
    t.is(code('$.invoice.items[0].preceding_invoice'), 'NOT_CARRIED', `${format} ${profile}`);
  }
  // UBL EXTENDED-CTC-FR carries them (sub-invoices-ubl.test.ts), but its rules also want an AVV
  // invoiced object on each sub-invoice's group line.
  const ubl = multiVendor('B8');
  ubl.items[0].vat_total_amount = 380;
  ubl.items[0].preceding_invoice = { number: 'FA-2026-0001' };
  t.deepEqual(found({ format: 'ubl', profile: 'extended_ctc_fr', invoice: ubl }), [
    '$.invoice.items[0].further_object_identifiers REQUIRED BR-FR-MV-03',
    '$.invoice.items[3].further_object_identifiers REQUIRED BR-FR-MV-03',
  ]);
  const single = frenchInvoice('domestic');
  single.items[0].vat_total_amount = 200;
  t.deepEqual(found(ctcFr(single)), ['$.invoice.items[0].vat_total_amount INVALID_VALUE']);
  const detail = multiVendor('B8');
  detail.items[1].vat_total_amount = 200;
  t.deepEqual(found(ctcFr(detail)), ['$.invoice.items[1].vat_total_amount INVALID_VALUE']);
});

/** The checker's verdict on a document. */
const check = (name: string, xml: string, kind = 'fr-cii-extended'): Promise<CheckResult> =>
  checkFrench(kind, tempFile(name, xml));

const fatal = (r: CheckResult) => [...new Set(r.fatal)].sort();

requires(skipReason(true))(
  'the checker agrees: B8, S8, a Factur-X EXTENDED B8, a B9 and a B8 credit note pass with 0 fatal, MV-08, MV-09 and MV-11 fail where validate says so, MV-10 on an altered total',
  async (t) => {
    t.timeout(10 * 60_000);
    const b8 = writeFrench(ctcFr(multiVendor('B8'))).xml;
    const s8 = writeFrench(ctcFr(multiVendor('S8', true))).xml;
    const facturx = writeFrench({
      format: 'facturx',
      profile: 'extended',
      invoice: multiVendor('B8'),
    }).xml;
    const ok = [
      await check('fr-sub-b8.xml', b8),
      await check('fr-sub-s8.xml', s8),
      await check('fr-sub-facturx-b8.xml', facturx, 'fr-facturx-extended'),
      await check('fr-sub-b9.xml', writeFrench(ctcFr(twoWay())).xml),
      await check('fr-sub-b8-381.xml', writeFrench(ctcFr(creditNote())).xml),
    ];
    for (const r of ok) {
      t.true(r.xsd_ok);
      t.deepEqual(fatal(r), []);
    }
    t.log(
      `B8, S8 (with E), Factur-X EXTENDED B8, B9, B8 credit note: checker fatal 0, warnings [${[...new Set(ok[1]!.warning)].join(' ')}]`,
    );
    // MV-09: the document stating another VAT total than its breakdown's, as validate refuses it.
    const mv09 = await check(
      'fr-sub-mv09.xml',
      b8
        .replace(
          '<ram:TaxTotalAmount currencyID="EUR">100.00<',
          '<ram:TaxTotalAmount currencyID="EUR">110.00<',
        )
        .replace('<ram:GrandTotalAmount>600.00<', '<ram:GrandTotalAmount>610.00<'),
    );
    t.deepEqual(fatal(mv09), ['BR-FR-MV-09_EXT-FR-FE-181']);
    // MV-10: a total with VAT other than the group line's net plus its VAT total.
    const mv10 = await check(
      'fr-sub-mv10.xml',
      b8.replace('<ram:GrandTotalAmount>600.00<', '<ram:GrandTotalAmount>610.00<'),
    );
    t.deepEqual(fatal(mv10), ['BR-FR-MV-10_EXT-FR-FE-184']);
    // MV-08: a line whose reason does not start with its number (what MV-07 / MV-08 refuse).
    const mv08 = await check(
      'fr-sub-mv08.xml',
      b8.replace(/(<ram:LineID>5<\/ram:LineID>[\s\S]*?<ram:ExemptionReason>)#AP-2026-17#/, '$1'),
    );
    t.true(fatal(mv08).includes('BR-FR-MV-08_BT-128'), fatal(mv08).join(' '));
    // MV-11: the seller's own sub-invoice numbered otherwise, generated as S1 then stated B8.
    const renumbered = multiVendor('S1');
    for (const i of [0, 1, 2])
      renumbered.items[i].object_identifier = { id: 'EC-1', scheme: 'AFL' };
    renumbered.business_process = 'B8';
    t.true(
      found(ctcFr(renumbered)).includes(
        '$.invoice.items[0].object_identifier.id INVALID_VALUE BR-FR-MV-11',
      ),
    );
    renumbered.business_process = 'S1';
    const mv11 = await check(
      'fr-sub-mv11.xml',
      writeFrench(ctcFr(renumbered)).xml.replace(
        /(<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>)S1(<\/ram:ID>)/,
        '$1B8$2',
      ),
    );
    t.true(fatal(mv11).includes('BR-FR-MV-11_BT-128'), fatal(mv11).join(' '));
  },
);

requires(skipReason(true))(
  'the checker agrees on sub-invoice allowances: 0 fatal in CII EXTENDED-CTC-FR and Factur-X EXTENDED; without the #number# the breakdown rule fails',
  async (t) => {
    t.timeout(10 * 60_000);
    const cii = writeFrench(ctcFr(withAllowances())).xml;
    const facturx = writeFrench({
      format: 'facturx',
      profile: 'extended',
      invoice: withAllowances(),
    }).xml;
    for (const r of [
      await check('fr-sub-allowances.xml', cii),
      await check('fr-sub-allowances-facturx.xml', facturx, 'fr-facturx-extended'),
    ]) {
      t.true(r.xsd_ok, r.xsd_errors.join('; '));
      t.deepEqual(fatal(r), [], r.kind);
    }
    // The allowance's reason without its sub-invoice's number: neither breakdown check (with or
    // without the reasons) can count it in its sub-invoice's group.
    const bare = await check(
      'fr-sub-allowances-bare.xml',
      cii.replace(
        /(<ram:SpecifiedTradeAllowanceCharge>[\s\S]*?)<ram:ExemptionReason>#AP-2026-17#<\/ram:ExemptionReason>/,
        '$1',
      ),
    );
    t.true(fatal(bare).includes('BR-FXEXT-S-08'), fatal(bare).join(' '));
  },
);
