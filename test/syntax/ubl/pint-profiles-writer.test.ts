/**
 * PINT country-profile extras the UBL writer derives from the public JSON (instead of failing the
 * official rules): tax scheme and category codes, legal registration ids from peppol_id,
 * InvoicePeriod from BT-72, deterministic UUIDs, AE line amounts and emirate codes; and the
 * known blockers knownProfileIssues() reports for what cannot be derived.
 */
import test from 'ava';
import { knownProfileIssues } from '../../../src/syntax/ubl/writer/known-profile-issues.js';
import { nameUuid } from '../../../src/syntax/ubl/writer/name-uuid.js';
import { writeUbl } from '../../../src/syntax/ubl/writer/write-ubl.js';
import { invoiceSet, JURISDICTIONS } from './helpers/invoices.js';
import { read } from './helpers/xpath.js';
import { Decimal } from '../../../src/domain/decimal.js';

const H = '/inv:Invoice';
const S = `${H}/cac:AccountingSupplierParty/cac:Party`;
const pint = (j: 'sg' | 'au' | 'nz' | 'my' | 'ae' | 'jp', shape = 'zeroExempt') =>
  read(writeUbl(invoiceSet(JURISDICTIONS[j]!)[shape]!, { flavour: 'pint', pintJurisdiction: j }));

test("PINT SG: GST scheme, SR/ZR/ESN33 categories, document UUID, BT-30 UEN from the 0195 peppol_id (the seller's only)", (t) => {
  const d = pint('sg');
  t.deepEqual(d.all(`${H}/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID`).sort(), [
    'ESN33',
    'SR',
    'ZR',
  ]);
  t.deepEqual([...new Set(d.all('//cac:TaxScheme/cbc:ID'))], ['GST']);
  t.is(d.str(`${H}/cbc:UUID`), nameUuid('doc:INV-sg-4'));
  t.is(d.str(`${S}/cac:PartyLegalEntity/cbc:CompanyID`), '200212345Z');
  // BR-112-GST-SG asks the seller's; the buyer's 0195 address is not made its BT-47.
  t.is(d.count(`${H}/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID`), 0);
});

test('PINT AU / NZ: @aunz-1 CustomizationID, GST, BT-30 with scheme 0151 (ABN) / 0088 (NZBN)', (t) => {
  const au = pint('au', 'single');
  t.is(au.str(`${H}/cbc:CustomizationID`), 'urn:peppol:pint:billing-1@aunz-1');
  t.is(au.str(`${S}/cac:PartyLegalEntity/cbc:CompanyID/@schemeID`), '0151');
  t.is(au.str(`${S}/cac:PartyLegalEntity/cbc:CompanyID`), '47555222000');
  t.is(au.str(`${S}/cac:PartyTaxScheme/cac:TaxScheme/cbc:ID`), 'GST');
  t.is(pint('nz', 'single').str(`${S}/cac:PartyLegalEntity/cbc:CompanyID/@schemeID`), '0088');
  // no 0151 peppol_id: the ABN comes from the VAT id (aligned-ibr-001-aunz)
  const j = JURISDICTIONS.au!;
  const other = {
    ...j,
    seller: {
      ...j.seller,
      vatId: 'AU47555222000',
      electronicAddress: { scheme: '0088', id: '9429033821733' },
    },
  };
  const d = read(writeUbl(invoiceSet(other).single!, { flavour: 'pint', pintJurisdiction: 'au' }));
  t.is(d.str(`${S}/cac:PartyLegalEntity/cbc:CompanyID`), '47555222000');
  t.is(d.str(`${S}/cac:PartyLegalEntity/cbc:CompanyID/@schemeID`), '0151');
});

test('PINT MY: no InvoicePeriod unless given (no rule asks one), BRN from the 0230 peppol_id, TIN as party identifier', (t) => {
  const d = pint('my', 'single');
  t.is(d.count(`${H}/cac:InvoicePeriod`), 0);
  t.is(d.str(`${S}/cac:PartyLegalEntity/cbc:CompanyID`), '2023010000001');
  t.is(d.str(`${S}/cac:PartyIdentification/cbc:ID`), 'C20211100090');
});

test('PINT JP: InvoicePeriod; whole-yen amounts without decimals', (t) => {
  const d = pint('jp', 'single');
  t.is(d.str(`${H}/cac:InvoicePeriod/cbc:StartDate`), '2026-10-30');
  t.notRegex(d.str(`${H}/cac:TaxTotal/cbc:TaxAmount`), /\./);
});

test('PINT JP: a line period satisfies aligned-ibrp-052; no InvoicePeriod is derived that it would have to lie within (ibr-085/086)', (t) => {
  const single = invoiceSet(JURISDICTIONS.jp!).single!;
  const period = { start: '2026-09-01', end: '2026-09-30' };
  const inv = { ...single, lines: single.lines.map((l, i) => (i === 0 ? { ...l, period } : l)) };
  const d = read(writeUbl(inv, { flavour: 'pint', pintJurisdiction: 'jp' }));
  t.is(d.count(`${H}/cac:InvoicePeriod`), 0);
  t.is(d.str(`${H}/cac:InvoiceLine[1]/cac:InvoicePeriod/cbc:StartDate`), '2026-09-01');
});

test('PINT AE: ProfileExecutionID, UUIDs, emirate codes, E without percent, line VAT and payable amounts', (t) => {
  const d = pint('ae');
  t.is(d.str(`${H}/cbc:ProfileExecutionID`), '00000000');
  t.is(d.str(`${H}/cbc:UUID`), nameUuid('doc:INV-ae-4'));
  t.is(d.str(`${H}/cac:InvoiceLine[2]/cbc:UUID`), nameUuid('line:INV-ae-4\u00002'));
  t.not(d.str(`${H}/cac:InvoiceLine[1]/cbc:UUID`), d.str(`${H}/cac:InvoiceLine[2]/cbc:UUID`));
  t.is(d.str(`${S}/cac:PostalAddress/cbc:CountrySubentity`), 'DXB');
  t.is(
    d.str(`${H}/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cbc:CountrySubentity`),
    'AUH',
  );
  t.is(d.count(`${H}/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory[cbc:ID='E']/cbc:Percent`), 0);
  // line 1: 2 × 100.00 at 5 %: VAT 10.00, payable 210.00; exempt line 3 has no line VAT (ibr-163-ae)
  t.is(d.str(`${H}/cac:InvoiceLine[1]/cac:ItemPriceExtension/cac:TaxTotal/cbc:TaxAmount`), '10.00');
  t.is(d.str(`${H}/cac:InvoiceLine[1]/cac:ItemPriceExtension/cbc:Amount`), '210.00');
  t.is(d.count(`${H}/cac:InvoiceLine[3]/cac:ItemPriceExtension/cac:TaxTotal`), 0);
  t.is(d.str(`${H}/cac:InvoiceLine[1]/cac:Price/cbc:BaseQuantity`), '1');
  t.is(d.str(`${H}/cac:InvoiceLine[1]/cac:Price/cac:AllowanceCharge/cbc:BaseAmount`), '100');
  t.is(d.str(`${H}/cac:InvoiceLine[1]/cac:Item/cbc:Description`), 'Standard rated service');
});

test('knownProfileIssues: stable profiles have none; preview blockers filtered by the invoice', (t) => {
  for (const p of ['ubl', 'xrechnung', 'standard_eu', 'pint_international', 'pint_eu', 'pint_my']) {
    t.deepEqual(knownProfileIssues(p), [], p);
  }
  const au = invoiceSet(JURISDICTIONS.au!).single!;
  t.deepEqual(knownProfileIssues('pint_au', au), []);
  const b2c = { ...au, buyer: { name: 'Jane Citizen', country: 'AU' } };
  t.deepEqual(
    knownProfileIssues('pint_au', b2c).map((i) => i.ruleId),
    ['aligned-ibr-004-aunz'],
  );
  t.deepEqual(knownProfileIssues('pint_sg', invoiceSet(JURISDICTIONS.sg!).single), []);
  t.deepEqual(
    knownProfileIssues('pint_sg', {
      ...invoiceSet(JURISDICTIONS.sg!).single!,
      currency: 'USD',
    }).map((i) => i.ruleId),
    ['BR-113-GST-SG'],
  );
  const ae = invoiceSet(JURISDICTIONS.ae!);
  t.deepEqual(
    knownProfileIssues('pint_ae', ae.single).map((i) => i.ruleId),
    ['ibr-150-ae'],
  );
  t.deepEqual(
    knownProfileIssues('pint_ae', ae.credit).map((i) => i.ruleId),
    ['ibr-150-ae', 'ibr-055-ae', 'ibr-158-ae'],
  );
  const sharjahless = { ...ae.single!, seller: { ...ae.single!.seller, city: 'Jebel Ali' } };
  t.true(knownProfileIssues('pint_ae', sharjahless).some((i) => i.ruleId === 'ibr-143-ae'));
  t.deepEqual(
    knownProfileIssues('pint_jp', invoiceSet(JURISDICTIONS.jp!).zeroExempt).map((i) => i.ruleId),
    ['aligned-ibrp-cl-01-jp'],
  );
  t.true(knownProfileIssues('pint_ae').length >= 6);
});

test('PINT terms beyond EN 16931 written and read back as given: AE BTAE-06 in the period, BTAE-09/13, ibt-185/186, reverse charge at its rate, BTAE-03; SG BT-SG-001/002', async (t) => {
  const { readUbl } = await import('../../../src/syntax/ubl/reader/read-ubl.js');
  const { parseXmlSafely } = await import('../../../src/xml/safe-parse.js');
  const { calculate } = await import('../../../src/domain/index.js');
  const ae = invoiceSet(JURISDICTIONS.ae!).zeroExempt!;
  const lines = ae.lines.map((l, i) =>
    i === 0
      ? {
          ...l,
          taxCategory: 'AE',
          vatRate: l.givenVatRate ?? l.vatRate,
          reverseChargeGoodsType: 'DL8.48.3.1',
          commodityCode: 'G',
        }
      : l.taxCategory === 'E'
        ? { ...l, exemptionReasonCode: 'DL8.46.2', exemptionReason: 'Residential units' }
        : l,
  );
  const inv = calculate({
    ...ae,
    lines,
    billingFrequency: 'MTH',
    invoicingPeriod: { start: '2026-10-01', end: '2026-10-31' },
  });
  const xml = writeUbl(inv, { flavour: 'pint', pintJurisdiction: 'ae' });
  const d = read(xml);
  t.is(d.str(`${H}/cac:InvoicePeriod/cbc:DescriptionCode`), 'MTH');
  t.is(
    d.str(`${H}/cac:InvoiceLine[1]/cac:Item/cac:CommodityClassification/cbc:NatureCode`),
    'DL8.48.3.1',
  );
  t.is(d.str(`${H}/cac:InvoiceLine[1]/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent`), '5');
  t.is(
    d.str(`${H}/cac:TaxTotal/cac:TaxSubtotal[cac:TaxCategory/cbc:ID='AE']/cbc:TaxAmount`),
    '0.00',
  );
  const back = readUbl(parseXmlSafely(xml)).invoice;
  t.is(back.billingFrequency, 'MTH');
  t.is(back.taxPointDateCode, undefined);
  t.like(back.lines[0], {
    reverseChargeGoodsType: 'DL8.48.3.1',
    commodityCode: 'G',
    taxCategory: 'AE',
  });
  t.is(back.lines[0].vatRate.toString(), '5');
  t.like(
    back.lines.find((l) => l.taxCategory === 'E'),
    { exemptionReasonCode: 'DL8.46.2', exemptionReason: 'Residential units' },
  );

  const credit = calculate({
    ...invoiceSet(JURISDICTIONS.ae!).credit!,
    creditNoteReasonCode: 'DL8.61.1.E',
    precedingInvoices: [{ number: 'INV-ae-1' }],
  });
  const cn = writeUbl(credit, { flavour: 'pint', pintJurisdiction: 'ae' });
  t.is(readUbl(parseXmlSafely(cn)).invoice.creditNoteReasonCode, 'DL8.61.1.E');
  t.false(
    knownProfileIssues('pint_ae', credit).some(
      (i) => i.ruleId === 'ibr-055-ae' || i.ruleId === 'ibr-158-ae',
    ),
  );

  const sg = invoiceSet(JURISDICTIONS.sg!).single!;
  const sgd = calculate({
    ...sg,
    currency: 'USD',
    taxCurrency: 'SGD',
    taxCurrencyVatTotal: new Decimal('180.00'),
    taxCurrencyTotalWithoutTax: new Decimal('2000.00'),
    taxCurrencyTotalWithTax: new Decimal('2180.00'),
  });
  const sx = read(writeUbl(sgd, { flavour: 'pint', pintJurisdiction: 'sg' }));
  t.is(
    sx.str(
      `${H}/cac:AdditionalDocumentReference[cbc:DocumentTypeCode='sgdtotal-excl-gst']/cbc:DocumentDescription`,
    ),
    '2000.00',
  );
  t.is(
    sx.str(`${H}/cac:AdditionalDocumentReference[cbc:DocumentTypeCode='sgdtotal-incl-gst']/cbc:ID`),
    'SGD',
  );
  const sgBack = readUbl(
    parseXmlSafely(writeUbl(sgd, { flavour: 'pint', pintJurisdiction: 'sg' })),
  ).invoice;
  t.is(sgBack.taxCurrencyTotalWithTax?.toString(), '2180');
  t.is(sgBack.attachments, undefined);
});

test('a category default exemption reason (BT-120) is written where the rules ask one (PINT EU: BR-E-10), not in PINT AE, which asks none', (t) => {
  const reason = `${H}/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory[cbc:ID='E']/cbc:TaxExemptionReason`;
  const ae = pint('ae');
  t.true(ae.count(`${H}/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory[cbc:ID='E']`) > 0);
  t.is(ae.count(reason), 0);
  const eu = read(
    writeUbl(invoiceSet(JURISDICTIONS.eu!).zeroExempt!, {
      flavour: 'pint',
      pintJurisdiction: 'eu',
    }),
  );
  t.is(eu.str(reason), 'Exempt from VAT');
});
