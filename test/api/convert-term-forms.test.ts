// Conversion between CII and UBL keeps each business term or lists it (issue 42): the forms the
// two syntaxes write differently compare as one (BT-8 code lists, a zero price discount), a term
// the target states otherwise is listed by the last check (term-differences.ts), a UBL price
// discount without its gross price gets the CII form (gross = net + discount, listed), an empty
// attached document loses its MIME code and filename (listed), and two preceding invoices into
// EN 16931 CII list the second one's terms (BT-25, BT-26).
import test, { type ExecutionContext } from 'ava';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import {
  documentTerms,
  sameTerm,
  termDifferences,
  unlisted,
} from '../../src/api/convert/term-differences.js';
import { publicExample } from '../helpers/example.js';
import { GOLDEN_CASES } from '../validation/checks/golden/cases.js';
import { polishInvoice } from '../helpers/polish-invoice.js';
import { postJson as postAnonymous, withDemoKey } from '../helpers/server.js';

const postJson = (baseUrl: string, path: string, body: unknown) =>
  postAnonymous(baseUrl, path, body, withDemoKey());

let baseUrl = '';
let close: () => Promise<void> = async () => {};
test.before(async () => {
  const app = createApp(testConfig());
  baseUrl = `http://127.0.0.1:${await app.listen()}`;
  close = () => app.close();
});
test.after.always(() => close());

/** Generates `body`, then converts the document to `format`: both answers, each asserted 200. */
async function generateThenConvert(
  t: ExecutionContext,
  body: unknown,
  format: string,
  profile?: string,
) {
  const source = await postJson(baseUrl, '/v1/generate', body);
  t.is(source.status, 200, source.text.slice(0, 800));
  const res = await postJson(baseUrl, '/v1/convert', {
    data_base64: source.json.xml_base64,
    format,
    ...(profile ? { profile } : {}),
  });
  t.is(res.status, 200, res.text.slice(0, 800));
  return { source, res };
}

const CII_HEAD =
  '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">';
const UBL_HEAD =
  '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">';

/** A CII with one VAT breakdown: its tax point date code (UNTDID 2475), rate and category. */
const cii = (dueDateTypeCode: string, rate: string, category = 'O') =>
  `${CII_HEAD}<rsm:ExchangedDocument><ram:ID>1</ram:ID></rsm:ExchangedDocument><rsm:SupplyChainTradeTransaction><ram:ApplicableHeaderTradeSettlement><ram:ApplicableTradeTax><ram:CalculatedAmount>0</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>10</ram:BasisAmount><ram:CategoryCode>${category}</ram:CategoryCode><ram:DueDateTypeCode>${dueDateTypeCode}</ram:DueDateTypeCode><ram:RateApplicablePercent>${rate}</ram:RateApplicablePercent></ram:ApplicableTradeTax></ram:ApplicableHeaderTradeSettlement></rsm:SupplyChainTradeTransaction></rsm:CrossIndustryInvoice>`;

/** A UBL with a tax point date code (UNTDID 2005), a VAT breakdown without rate, and one line whose price has a discount. */
const ubl = (descriptionCode: string, discount: string, category = 'O') =>
  `${UBL_HEAD}<cbc:ID>1</cbc:ID><cac:InvoicePeriod><cbc:DescriptionCode>${descriptionCode}</cbc:DescriptionCode></cac:InvoicePeriod><cac:TaxTotal><cbc:TaxAmount currencyID="EUR">0</cbc:TaxAmount><cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">10</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">0</cbc:TaxAmount><cac:TaxCategory><cbc:ID>${category}</cbc:ID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal><cac:InvoiceLine><cbc:ID>1</cbc:ID><cac:Price><cbc:PriceAmount currencyID="EUR">10</cbc:PriceAmount><cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">${discount}</cbc:Amount><cbc:BaseAmount currencyID="EUR">10</cbc:BaseAmount></cac:AllowanceCharge></cac:Price></cac:InvoiceLine></Invoice>`;

test('BT-8 compares across the code lists (CII 5 = UBL 3) and a zero price discount as none', (t) => {
  const source = documentTerms(cii('5', '0'))!;
  const target = documentTerms(ubl('3', '0'))!;
  t.is(source.syntax, 'CII');
  t.is(target.syntax, 'UBL');
  t.deepEqual(target.values.get('BT-8'), ['3']);
  t.true(sameTerm(source, target, 'BT-8'));
  t.false(target.values.has('BT-147'));
  t.false(sameTerm(source, documentTerms(ubl('35', '0'))!, 'BT-8'));
  t.deepEqual(documentTerms(ubl('3', '1.5'))!.values.get('BT-147'), ['1.5']);
  t.is(documentTerms('<note/>'), undefined);
});

/** The differences of two documents that `listed` does not name (undefined: not CII or UBL). */
const unlistedDifferences = (
  source: string,
  target: string,
  listed: Parameters<typeof unlisted>[1],
) => {
  const all = termDifferences(source, target);
  return all && unlisted(all, listed);
};

test('a term the target states otherwise is listed once, with both values; a listed one is not repeated', (t) => {
  // The E breakdown states its rate 0 in the source; the target has none. (Category O has no
  // rate: its 0, which XRechnung states, is no term to lose.)
  t.deepEqual(unlistedDifferences(cii('5', '0'), ubl('3', '0'), []), []);
  const lost = unlistedDifferences(cii('5', '0', 'E'), ubl('3', '0', 'E'), []) ?? [];
  t.deepEqual(
    lost.map((l) => [l.businessTerm, l.value, l.reason]),
    [['BT-119', '0', 'the target document does not state it']],
  );
  t.regex(lost[0]!.sourcePath, /ram:ApplicableTradeTax\/ram:RateApplicablePercent$/);
  const listed = [{ businessTerm: 'BT-119', sourcePath: '', value: '0', reason: 'known' }];
  t.deepEqual(unlistedDifferences(cii('5', '0', 'E'), ubl('3', '0', 'E'), listed), []);
  t.deepEqual(
    unlistedDifferences(cii('29', '0', 'E'), ubl('3', '0', 'E'), listed)?.map((l) => [
      l.businessTerm,
      l.reason,
      l.writtenValue,
    ]),
    [['BT-8', 'the target states it as 3', '3']],
  );
  // Not CII or UBL: not compared term by term (convert reads both back into the invoice JSON).
  t.is(unlistedDifferences('<x/>', ubl('3', '0'), []), undefined);
});

test('a UBL price discount without its gross price converts into CII: gross = net + discount, no loss', async (t) => {
  const body = publicExample();
  body.format = 'ubl';
  body.invoice.items[0].price_discount = 5;
  const source = await postJson(baseUrl, '/v1/generate', body);
  t.is(source.status, 200, source.text.slice(0, 800));
  const xml = Buffer.from(source.json.xml_base64, 'base64');
  t.false(xml.toString('utf8').includes('BaseAmount'));
  const res = await postJson(baseUrl, '/v1/convert', {
    data_base64: xml.toString('base64'),
    format: 'cii',
  });
  t.is(res.status, 200, res.text.slice(0, 800));
  const target = Buffer.from(res.json.xml_base64, 'base64');
  const terms = documentTerms(target)!;
  t.deepEqual(terms.values.get('BT-147'), ['5']);
  t.deepEqual(terms.values.get('BT-148'), ['100']);
  t.true(sameTerm(documentTerms(xml)!, terms, 'BT-146'));
  // The source states the gross price by definition (BT-146 = BT-148 − BT-147): the same term.
  t.true(sameTerm(documentTerms(xml)!, terms, 'BT-148'));
  t.deepEqual(res.json.lost_terms, []);
  // Strict converts it too: nothing would be lost.
  const strict = await postJson(baseUrl, '/v1/convert', {
    data_base64: xml.toString('base64'),
    format: 'cii',
    strict: true,
  });
  t.is(strict.status, 200, strict.text.slice(0, 800));
});

test('BT-148: a line with net price and price discount states the gross price net + discount; one with its own gross price keeps it', (t) => {
  // ubl() states the gross price 10 (BaseAmount) with the discount.
  const stated = documentTerms(ubl('3', '1.5'))!;
  t.deepEqual(stated.values.get('BT-148'), ['10']);
  const implied = documentTerms(
    ubl('3', '1.5').replace(/<cbc:BaseAmount[^>]*>10<\/cbc:BaseAmount>/, ''),
  )!;
  t.deepEqual(implied.values.get('BT-148'), ['11.5']);
  t.deepEqual(implied.values.get('BT-146'), ['10']);
  // Another gross price than net + discount is a difference, found as one.
  const other = documentTerms(
    ubl('3', '1.5').replace('>10</cbc:BaseAmount>', '>12</cbc:BaseAmount>'),
  )!;
  t.false(sameTerm(implied, other, 'BT-148'));
  t.true(
    sameTerm(
      implied,
      documentTerms(ubl('3', '1.5').replace('>10</cbc:BaseAmount>', '>11.50</cbc:BaseAmount>'))!,
      'BT-148',
    ),
  );
  // No discount: no gross price implied.
  t.false(
    documentTerms(
      ubl('3', '1.5').replace(/<cac:AllowanceCharge>.*<\/cac:AllowanceCharge>/, ''),
    )!.values.has('BT-148'),
  );
});

/**
 * A CII naming an attached file (MIME code, filename) whose binary object is empty, as a ZUGFeRD
 * sample does: the XML of `format` generated with the file, its content then removed.
 */
async function emptyAttachmentDocument(t: ExecutionContext, format: 'cii' | 'ubl') {
  const body = publicExample();
  body.format = format;
  body.invoice.attachments = [
    {
      id: 'Statement 2010',
      description: 'Operating costs',
      content_base64: Buffer.from('%PDF-1.4 statement').toString('base64'),
      mime_code: 'application/pdf',
      filename: 'statement.pdf',
    },
  ];
  const source = await postJson(baseUrl, '/v1/generate', body);
  t.is(source.status, 200, source.text.slice(0, 800));
  const xml = Buffer.from(source.json.xml_base64, 'base64')
    .toString('utf8')
    .replace(/(<(ram:Attachment|cbc:EmbeddedDocument)BinaryObject[^>]*>)[^<]*(<\/)/, '$1$3');
  t.true(/BinaryObject[^>]*filename="statement.pdf"[^>]*><\//.test(xml));
  return Buffer.from(xml).toString('base64');
}

test('an empty attached document into UBL: MIME code and filename listed, the rest converted', async (t) => {
  const res = await postJson(baseUrl, '/v1/convert', {
    data_base64: await emptyAttachmentDocument(t, 'cii'),
    format: 'ubl',
  });
  t.is(res.status, 200, res.text.slice(0, 800));
  const binary =
    '/CrossIndustryInvoice/SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement/AdditionalReferencedDocument[1]/AttachmentBinaryObject';
  t.deepEqual(
    res.json.lost_terms.map((l: any) => [l.business_term, l.source_path, l.value]),
    [
      ['BT-125-1', `${binary}/@mimeCode`, 'application/pdf'],
      ['BT-125-2', `${binary}/@filename`, 'statement.pdf'],
    ],
  );
  const target = Buffer.from(res.json.xml_base64, 'base64').toString('utf8');
  t.true(target.includes('Statement 2010'));
  t.false(target.includes('statement.pdf'));
});

for (const format of ['cii', 'ubl'] as const)
  test(`${format}: an empty attached document is retrieved without MIME code and filename (reported) and regenerates`, async (t) => {
    const read = await postJson(baseUrl, '/v1/retrieve', {
      data_base64: await emptyAttachmentDocument(t, format),
    });
    t.is(read.status, 200, read.text.slice(0, 800));
    const [attachment] = read.json.invoice.attachments;
    t.like(attachment, { id: 'Statement 2010', description: 'Operating costs' });
    t.falsy(attachment.mime_code);
    t.falsy(attachment.filename);
    const reported = read.json.warnings.map((w: any) => w.message).join('\n');
    t.regex(reported, /BT-125-1/);
    t.regex(reported, /BT-125-2/);
    const again = await postJson(baseUrl, '/v1/generate', {
      invoice: read.json.invoice,
      format,
    });
    t.is(again.status, 200, again.text.slice(0, 800));
  });

test('three preceding invoices into EN 16931 CII: the second and third are listed by their BT-25, each at its own index of the source', async (t) => {
  const body = publicExample();
  body.format = 'ubl';
  body.invoice.type_code = '384';
  body.invoice.preceding_invoices = [
    { number: 'INV-2025-0040', date: '2025-02-14' },
    { number: 'INV-2025-0041' },
    { number: 'INV-2025-0042' },
  ];
  const { source, res } = await generateThenConvert(t, body, 'cii', 'en16931');
  t.deepEqual(
    res.json.lost_terms.map((l: any) => [l.business_term, l.source_path, l.value]),
    [
      ['BT-25', '$.invoice.preceding_invoices[1].number', 'INV-2025-0041'],
      ['BT-25', '$.invoice.preceding_invoices[2].number', 'INV-2025-0042'],
    ],
  );
  t.regex(res.json.lost_terms[0].reason, /one preceding invoice/);
  // Without a profile, CII EXTENDED, which has room for all three, is the target.
  const unprofiled = await postJson(baseUrl, '/v1/convert', {
    data_base64: source.json.xml_base64,
    format: 'cii',
  });
  t.is(unprofiled.status, 200, unprofiled.text.slice(0, 800));
  t.is(unprofiled.json.format.profile, 'EXTENDED');
  t.deepEqual(unprofiled.json.lost_terms, []);
  t.is(
    Buffer.from(unprofiled.json.xml_base64, 'base64')
      .toString('utf8')
      .split('<ram:InvoiceReferencedDocument>').length - 1,
    3,
  );
});

test('a VAT accounting currency equal to the invoice currency into CII: BT-6 left out and listed', async (t) => {
  const body = publicExample();
  body.format = 'ubl';
  body.invoice.tax_currency = 'EUR';
  const source = await postJson(baseUrl, '/v1/generate', body);
  t.is(source.status, 200, source.text.slice(0, 800));
  t.true(
    Buffer.from(source.json.xml_base64, 'base64').toString('utf8').includes('TaxCurrencyCode'),
  );
  const res = await postJson(baseUrl, '/v1/convert', {
    data_base64: source.json.xml_base64,
    format: 'cii',
  });
  t.is(res.status, 200, res.text.slice(0, 800));
  t.deepEqual(
    res.json.lost_terms.map((l: any) => [l.business_term, l.source_path, l.value]),
    [['BT-6', '$.invoice.tax_currency', 'EUR']],
  );
  t.false(Buffer.from(res.json.xml_base64, 'base64').toString('utf8').includes('TaxCurrencyCode'));
});

test('a VATEX code in lower case (CEN rules: any case) into Factur-X (as listed): written in upper case, listed', async (t) => {
  const body = publicExample();
  body.format = 'ubl';
  for (const item of body.invoice.items) Object.assign(item, { vat_rate: 0, tax_category: 'E' });
  body.invoice.vat_exemptions = [
    { tax_category: 'E', reason_code: 'vatex-eu-132-1a', reason: 'Exempt' },
  ];
  const { res } = await generateThenConvert(t, body, 'facturx');
  t.deepEqual(
    res.json.lost_terms.map((l: any) => [l.business_term, l.source_path, l.value]),
    [['BT-121', '$.invoice.vat_exemptions[0].reason_code', 'vatex-eu-132-1a']],
  );
  t.regex(res.json.lost_terms[0].reason, /written VATEX-EU-132-1A/);
  t.not(res.json.validation.status, 'invalid');
  t.true(Buffer.from(res.json.xml_base64, 'base64').toString('utf8').includes('VATEX-EU-132-1A'));
  // Into UBL, whose rules take it in any case, it stays as written.
  const ubl = await generateThenConvert(t, { ...body, format: 'cii' }, 'ubl');
  t.deepEqual(ubl.res.json.lost_terms, []);
});

test('a gross price per its own base quantity into UBL: BT-149 listed; the option restates it per the net base', async (t) => {
  const body = publicExample();
  body.format = 'cii';
  // 95 per 10 hours net; the gross price 10 and its discount 0.5 per hour.
  Object.assign(body.invoice.items[0], {
    quantity: 20,
    unit_price: 95,
    base_quantity: 10,
    gross_price: 10,
    price_discount: 0.5,
    gross_base_quantity: 1,
  });
  const source = await postJson(baseUrl, '/v1/generate', body);
  t.is(source.status, 200, source.text.slice(0, 800));
  const convert = (option: boolean) =>
    postJson(baseUrl, '/v1/convert', {
      data_base64: source.json.xml_base64,
      format: 'ubl',
      gross_price_per_net_base_quantity: option,
    });
  const cut = await convert(false);
  t.is(cut.status, 200, cut.text.slice(0, 800));
  t.deepEqual(
    cut.json.lost_terms.map((l: any) => [l.business_term, l.source_path, l.value]),
    [['BT-149', '$.invoice.items[0].gross_base_quantity', '1']],
  );
  const restated = await convert(true);
  t.is(restated.status, 200, restated.text.slice(0, 800));
  t.is(restated.json.validation.status, 'valid');
  t.deepEqual(
    restated.json.lost_terms.map((l: any) => [l.business_term, l.source_path, l.value]),
    [
      ['BT-149', '$.invoice.items[0].gross_base_quantity', '1'],
      ['BT-148', '$.invoice.items[0].gross_price', '10'],
      ['BT-147', '$.invoice.items[0].price_discount', '0.5'],
    ],
  );
  t.regex(restated.json.lost_terms[1].reason, /net price's base quantity 10 .*written as 100$/);
  const terms = documentTerms(Buffer.from(restated.json.xml_base64, 'base64'))!;
  t.deepEqual(terms.values.get('BT-148'), ['100']);
  t.deepEqual(terms.values.get('BT-147'), ['5']);
  t.deepEqual(terms.values.get('BT-146'), ['49.9', '95']);
});

test('a gross base quantity equal to the net one into UBL is its one base quantity: nothing lost', async (t) => {
  const body = publicExample();
  body.format = 'cii';
  Object.assign(body.invoice.items[0], {
    unit_price: 95,
    gross_price: 100,
    price_discount: 5,
    gross_base_quantity: 1,
  });
  const source = await postJson(baseUrl, '/v1/generate', body);
  t.is(source.status, 200, source.text.slice(0, 800));
  const xml = Buffer.from(source.json.xml_base64, 'base64');
  t.regex(xml.toString('utf8'), /<ram:GrossPriceProductTradePrice>[\s\S]*<ram:BasisQuantity/);
  const res = await postJson(baseUrl, '/v1/convert', {
    data_base64: source.json.xml_base64,
    format: 'ubl',
  });
  t.is(res.status, 200, res.text.slice(0, 800));
  t.deepEqual(res.json.lost_terms, []);
  const target = Buffer.from(res.json.xml_base64, 'base64');
  t.regex(target.toString('utf8'), /<cbc:BaseQuantity[^>]*>1<\/cbc:BaseQuantity>/);
  t.true(sameTerm(documentTerms(xml)!, documentTerms(target)!, 'BT-149'));
});

test('further price discounts (EXTENDED) into UBL: one discount, their total; the single amounts listed', async (t) => {
  const body = publicExample();
  body.format = 'cii';
  body.profile = 'extended';
  // 100 less 3 less 2: the net price 95.
  Object.assign(body.invoice.items[0], {
    unit_price: 95,
    gross_price: 100,
    price_discount: 3,
    further_price_discounts: [2],
  });
  const { res } = await generateThenConvert(t, body, 'ubl');
  t.deepEqual(
    res.json.lost_terms.map((l: any) => [l.business_term, l.source_path, l.value]),
    [['BT-147', '$.invoice.items[0].further_price_discounts', '[3,2]']],
  );
  t.regex(res.json.lost_terms[0].reason, /written as their total 5$/);
  // The target's net price is its gross price less its one discount.
  const terms = documentTerms(Buffer.from(res.json.xml_base64, 'base64'))!;
  t.deepEqual(terms.values.get('BT-147'), ['5']);
  t.deepEqual(terms.values.get('BT-148'), ['100']);
  t.deepEqual(terms.values.get('BT-146'), ['49.9', '95']);
});

test('line groups (EXTENDED) into UBL: the lines that count are written, a GROUP line left out and listed, the totals the same', async (t) => {
  const body = publicExample();
  body.format = 'cii';
  body.profile = 'extended';
  const [first, second] = body.invoice.items;
  // A group line "G" whose subtotal is its two sub-lines' amounts, listed before them.
  const group = {
    ...first,
    id: 'G',
    description: 'Subtotal',
    quantity: 1,
    unit_price: first.quantity * first.unit_price + second.quantity * second.unit_price,
    line_status: 'GROUP',
  };
  body.invoice.items = [
    group,
    { ...first, parent_line_id: 'G', line_status: 'DETAIL' },
    { ...second, parent_line_id: 'G', line_status: 'DETAIL' },
  ];
  const { source, res } = await generateThenConvert(t, body, 'ubl');
  const lines = res.json.lost_terms.filter((l: any) => l.business_term === 'BG-25');
  t.deepEqual(
    lines.map((l: any) => l.source_path),
    ['$.invoice.items[0]'],
  );
  t.regex(lines[0].reason, /counts in no total/);
  t.regex(lines[0].value, /"description":"Subtotal"/);
  const sourceTerms = documentTerms(Buffer.from(source.json.xml_base64, 'base64'))!;
  const target = documentTerms(Buffer.from(res.json.xml_base64, 'base64'))!;
  t.is(target.values.get('BT-126')?.length, 2);
  for (const bt of ['BT-106', 'BT-109', 'BT-110', 'BT-112', 'BT-115', 'BT-116', 'BT-117'])
    t.true(sameTerm(sourceTerms, target, bt), bt);
  // Strict refuses: the group line would be lost.
  const strict = await postJson(baseUrl, '/v1/convert', {
    data_base64: source.json.xml_base64,
    format: 'ubl',
    strict: true,
  });
  t.is(strict.status, 400, strict.text.slice(0, 400));
});

test('remittance information without a payment means: UBL writes it in a means "1" (not defined), warned; a CII stating it so converts without loss', async (t) => {
  const body = publicExample();
  body.format = 'ubl';
  body.invoice.payment = { remittance_information: 'REF-42', terms: 'Payable within 30 days' };
  const ubl = await postJson(baseUrl, '/v1/generate', body);
  t.is(ubl.status, 200, ubl.text.slice(0, 800));
  const xml = Buffer.from(ubl.json.xml_base64, 'base64').toString('utf8');
  t.regex(
    xml,
    /<cac:PaymentMeans>\s*<cbc:PaymentMeansCode>1<\/cbc:PaymentMeansCode>\s*<cbc:PaymentID>REF-42<\/cbc:PaymentID>/,
  );
  const validated = await postJson(baseUrl, '/v1/validate', body);
  t.true(
    validated.json.format.warnings.some((w: any) => w.code === 'PAYMENT_MEANS_NOT_DEFINED'),
    validated.text.slice(0, 800),
  );
  // A means code given: no warning.
  body.invoice.payment.means_code = '10';
  const cash = await postJson(baseUrl, '/v1/validate', body);
  t.false(cash.json.format.warnings.some((w: any) => w.code === 'PAYMENT_MEANS_NOT_DEFINED'));

  // A CII states BT-83 without a payment means (ram:PaymentReference): into UBL, nothing lost.
  const cii = await postJson(baseUrl, '/v1/generate', {
    ...publicExample(),
    format: 'cii',
    invoice: { ...publicExample().invoice, payment: { remittance_information: 'REF-42' } },
  });
  t.is(cii.status, 200, cii.text.slice(0, 800));
  t.notRegex(Buffer.from(cii.json.xml_base64, 'base64').toString('utf8'), /PaymentMeans>/);
  const res = await postJson(baseUrl, '/v1/convert', {
    data_base64: cii.json.xml_base64,
    format: 'ubl',
  });
  t.is(res.status, 200, res.text.slice(0, 800));
  t.deepEqual(res.json.lost_terms, []);
  const target = documentTerms(Buffer.from(res.json.xml_base64, 'base64'))!;
  t.deepEqual(target.values.get('BT-83'), ['REF-42']);
});

test('a FatturaPA into UBL: the fields only FatturaPA writes are listed (CodiceFiscale, CodiceDestinatario, a TipoDocumento BT-3 does not say); strict refuses', async (t) => {
  const body = GOLDEN_CASES.find((c) => c.name === 'fatturapa-domestic')!.body() as any;
  body.invoice.tipo_documento = 'TD01';
  Object.assign(body.invoice.seller, { street: 'Via Roma 1' });
  Object.assign(body.invoice.buyer, {
    street: 'Via Verdi 2',
    city: 'Milano',
    postal_code: '20121',
  });
  const source = await postJson(baseUrl, '/v1/generate', body);
  t.is(source.status, 200, source.text.slice(0, 800));
  const convert = (extra: Record<string, unknown> = {}) =>
    postJson(baseUrl, '/v1/convert', {
      data_base64: source.json.xml_base64,
      format: 'ubl',
      ...extra,
    });
  const res = await convert();
  t.is(res.status, 200, res.text.slice(0, 800));
  const listed = res.json.lost_terms.filter((l: any) => l.source_path.startsWith('$.invoice'));
  const byPath = new Map(listed.map((l: any) => [l.source_path, l.business_term]));
  t.is(byPath.get('$.invoice.buyer.codice_destinatario'), 'CodiceDestinatario');
  t.is(
    byPath.get('$.invoice.seller.codice_fiscale') ?? byPath.get('$.invoice.buyer.codice_fiscale'),
    'CodiceFiscale',
  );
  t.false(byPath.has('$.invoice.tipo_documento')); // TD01 is BT-3 380
  // A target profile without the seller's address (MINIMUM): read back, each value is listed by
  // its term (no binding table reads FatturaPA beside CII).
  const minimum = await convert({ format: 'facturx', profile: 'minimum' });
  t.is(minimum.status, 200, minimum.text.slice(0, 800));
  const minimumLost = new Map(
    minimum.json.lost_terms.map((l: any) => [l.source_path, l.business_term]),
  );
  t.is(minimumLost.get('$.invoice.seller.street'), 'BT-35');
  t.is(minimumLost.get('$.invoice.buyer.city'), 'BT-52');
  const strict = await convert({ strict: true });
  t.is(strict.status, 400);
  t.true(
    strict.json.details.some((d: any) => d.path === '$.invoice.buyer.codice_destinatario'),
    strict.text.slice(0, 800),
  );
});

test('an FA(3) into Factur-X MINIMUM (no lines): each line value is listed, a line the target lacks too, even when another states the same value', async (t) => {
  const invoice = polishInvoice();
  invoice.items[1].quantity = 1; // the first line's quantity too
  const source = await postJson(baseUrl, '/v1/generate', { format: 'ksef', invoice });
  t.is(source.status, 200, source.text.slice(0, 800));
  const res = await postJson(baseUrl, '/v1/convert', {
    data_base64: source.json.xml_base64,
    format: 'facturx',
    profile: 'minimum',
  });
  t.is(res.status, 200, res.text.slice(0, 800));
  const lost = new Map(res.json.lost_terms.map((l: any) => [l.source_path, l.business_term]));
  t.is(lost.get('$.invoice.items[1].description'), 'BT-153');
  t.is(lost.get('$.invoice.items[1].quantity'), 'BT-129'); // 1, as the first line's quantity
  t.is(lost.get('$.invoice.seller.street'), 'BT-35');
});
