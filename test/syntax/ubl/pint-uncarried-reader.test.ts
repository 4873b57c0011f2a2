/**
 * Retrieve never drops PINT data silently (issue 42): the PINT AE transaction-type flags
 * (ProfileExecutionID) are read as transaction_type_flags; what the UBL table binds and the invoice
 * JSON has no field for yet (the tax exchange rate of PINT AE exports and PINT MY, the PINT MY
 * industry classification) is reported as dropped with its value; the card network is read as the
 * card's network_id (NA, what the writer states without one, is left out). The documents are built
 * from the writer's output with the values an official sample states.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'ava';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { readUbl } from '../../../src/syntax/ubl/reader/read-ubl.js';
import { writeUbl } from '../../../src/syntax/ubl/writer/write-ubl.js';
import { corpusDir, corpusMissing } from '../../retrieve/corpus.js';
import { invoiceSet, JURISDICTIONS } from './helpers/invoices.js';

const written = (j: 'ae' | 'my') =>
  writeUbl(invoiceSet(JURISDICTIONS[j]!).single!, { flavour: 'pint', pintJurisdiction: j });
const droppedOf = (xml: string) =>
  readUbl(parseXmlSafely(xml)).dropped.map((d) => `${d.bt} ${d.value}`);
const NAMES = /^(ProfileExecutionID|TaxExchangeRate|IndustryClassificationCode|NetworkID) /;

test('a document as the writer states it (flags 00000000, no exchange rate, network NA) reports nothing of these', (t) => {
  t.deepEqual(
    droppedOf(written('ae')).filter((d) => NAMES.test(d)),
    [],
  );
  t.deepEqual(
    droppedOf(written('my')).filter((d) => NAMES.test(d)),
    [],
  );
});

test('PINT AE: a flagged ProfileExecutionID (00010000, summary invoice) is read as transaction_type_flags, not returned as 00000000', (t) => {
  const xml = written('ae');
  t.true(xml.includes('<cbc:ProfileExecutionID>00000000</cbc:ProfileExecutionID>'));
  t.is(readUbl(parseXmlSafely(xml)).invoice.transactionTypeFlags, undefined);
  const flagged = readUbl(
    parseXmlSafely(
      xml.replace('<cbc:ProfileExecutionID>00000000<', '<cbc:ProfileExecutionID>00010000<'),
    ),
  );
  t.is(flagged.invoice.transactionTypeFlags, '00010000');
  t.deepEqual(
    flagged.dropped.map((d) => `${d.bt} ${d.value}`).filter((d) => NAMES.test(d)),
    [],
  );
});

test('PINT AE / MY: the tax exchange rate is reported with its currencies and rate', (t) => {
  const rate =
    '<cac:TaxExchangeRate><cbc:SourceCurrencyCode>USD</cbc:SourceCurrencyCode><cbc:TargetCurrencyCode>AED</cbc:TargetCurrencyCode><cbc:CalculationRate>3.6725</cbc:CalculationRate><cbc:MathematicOperatorCode>Multiply</cbc:MathematicOperatorCode><cbc:Date>2025-01-31</cbc:Date></cac:TaxExchangeRate>';
  const xml = written('ae').replace('<cac:TaxTotal>', `${rate}<cac:TaxTotal>`);
  t.deepEqual(
    droppedOf(xml).filter((d) => NAMES.test(d)),
    ['TaxExchangeRate USD→AED 3.6725 Multiply 2025-01-31'],
  );
});

test('PINT MY: the seller industry classification code is read with its name, and written back', (t) => {
  const xml = written('my');
  const party = xml.indexOf('<cac:Party>', xml.indexOf('<cac:AccountingSupplierParty>'));
  const end = party + '<cac:Party>'.length;
  const element =
    '<cbc:IndustryClassificationCode name="Other information service activities n.e.c.">63990</cbc:IndustryClassificationCode>';
  const withCode = `${xml.slice(0, end)}${element}${xml.slice(end)}`;
  t.deepEqual(
    droppedOf(withCode).filter((d) => NAMES.test(d)),
    [],
  );
  const read = readUbl(parseXmlSafely(withCode)).invoice;
  t.is(read.seller.industryClassificationCode, '63990');
  t.is(read.seller.industryClassificationName, 'Other information service activities n.e.c.');
  const again = writeUbl(
    {
      ...invoiceSet(JURISDICTIONS.my!).single!,
      seller: { ...invoiceSet(JURISDICTIONS.my!).single!.seller, ...read.seller },
    },
    { flavour: 'pint', pintJurisdiction: 'my' },
  );
  t.true(again.includes(element), again);
});

test('a card network other than the NA the writer states is read as network_id, not dropped', (t) => {
  const j = JURISDICTIONS.my!;
  const inv = {
    ...invoiceSet(j).single!,
    payment: { meansCode: '54', card: { panLastDigits: '1234', holderName: 'A Buyer' } },
  };
  const xml = writeUbl(inv, { flavour: 'pint', pintJurisdiction: 'my' });
  t.true(xml.includes('<cbc:NetworkID>NA</cbc:NetworkID>'), xml);
  t.deepEqual(
    droppedOf(xml).filter((d) => NAMES.test(d)),
    [],
  );
  t.is(readUbl(parseXmlSafely(xml)).invoice.payment?.card?.networkId, undefined);
  const visa = xml.replace('<cbc:NetworkID>NA<', '<cbc:NetworkID>VISA<');
  t.deepEqual(
    droppedOf(visa).filter((d) => NAMES.test(d)),
    [],
  );
  t.is(readUbl(parseXmlSafely(visa)).invoice.payment?.card?.networkId, 'VISA');
  // Written back as read.
  const again = writeUbl(
    { ...inv, payment: { ...inv.payment, card: { ...inv.payment.card, networkId: 'VISA' } } },
    { flavour: 'pint', pintJurisdiction: 'my' },
  );
  t.true(again.includes('<cbc:NetworkID>VISA</cbc:NetworkID>'), again);
});

/** An official PINT AE example, read as retrieve reads it (the corpus is needed). */
function officialAe(name: string): string[] | undefined {
  if (!corpusDir) return undefined;
  const file = join(corpusDir, 'pint', 'pint-ae-2026.5', 'examples', 'billing', name);
  return droppedOf(readFileSync(file, 'utf8'));
}

const skipWithoutCorpus = corpusMissing && !process.env.CI ? test.skip : test;

skipWithoutCorpus(
  'PINT AE: the contract value (BTAE-05) of an official invoice is read, not listed',
  (t) => {
    const dropped = officialAe('inv/Standard.invoice.-.Extensive.xml')!;
    t.false(
      dropped.some((d) => /^BTAE-05/.test(d)),
      dropped.join('\n'),
    );
  },
);

skipWithoutCorpus('PINT AE: a credit note reason’s text is listed, its code is read', (t) => {
  const dropped = officialAe('cn/Volume-discount-credit-note.xml')!;
  t.true(
    dropped.some((d) => /^DiscrepancyResponse .*discount/i.test(d)),
    dropped.join('\n'),
  );
});

test("PINT MY: the parties' state codes (CountrySubentityCode, LHDN list) are read and written back; in PINT SG the same code is reported dropped", (t) => {
  const my = invoiceSet(JURISDICTIONS.my!).single!;
  const withStates = {
    ...my,
    seller: { ...my.seller, countrySubdivisionCode: '01' },
    buyer: { ...my.buyer, countrySubdivisionCode: '14' },
  };
  const xml = writeUbl(withStates, { flavour: 'pint', pintJurisdiction: 'my' });
  const read = readUbl(parseXmlSafely(xml));
  t.is(read.invoice.seller.countrySubdivisionCode, '01');
  t.is(read.invoice.buyer.countrySubdivisionCode, '14');
  t.false(read.dropped.some((d) => d.path.endsWith('/CountrySubentityCode')));
  const sg = invoiceSet(JURISDICTIONS.sg!).single!;
  const sgXml = writeUbl(
    { ...sg, seller: { ...sg.seller, countrySubdivisionCode: '01' } },
    { flavour: 'pint', pintJurisdiction: 'sg' },
  );
  const sgRead = readUbl(parseXmlSafely(sgXml));
  t.is(sgRead.invoice.seller.countrySubdivisionCode, undefined);
  t.true(sgRead.dropped.some((d) => d.bt === 'BTOM-024' && d.value === '01'));
});

test('a whole card number (as the PINT MY LHDN sample states it) is read masked to its last 4 digits, the loss reported; a line DocumentReference of another type than 130 is no invoiced object (BT-128) but a line document (ibg-36)', (t) => {
  const my = invoiceSet(JURISDICTIONS.my!).single!;
  const withCard = { ...my, payment: { ...my.payment, card: { panLastDigits: '1111' } } };
  const xml = writeUbl(withCard, { flavour: 'pint', pintJurisdiction: 'my' })
    .replace(
      '<cbc:PrimaryAccountNumberID>1111</cbc:PrimaryAccountNumberID>',
      '<cbc:PrimaryAccountNumberID>4111111111111111</cbc:PrimaryAccountNumberID>',
    )
    .replace(
      '<cac:Item>',
      '<cac:DocumentReference><cbc:ID schemeID="DOC">DOC-1001</cbc:ID><cbc:DocumentTypeCode>801</cbc:DocumentTypeCode></cac:DocumentReference><cac:Item>',
    );
  t.true(xml.includes('4111111111111111'));
  const read = readUbl(parseXmlSafely(xml));
  t.is(read.invoice.lines[0]!.objectIdentifier, undefined);
  t.deepEqual(read.invoice.lines[0]!.documentReferences, [
    { id: 'DOC-1001', typeCode: '801', scheme: 'DOC' },
  ]);
  t.is(read.invoice.payment?.card?.panLastDigits, 'XXXXXXXXXXXX1111');
  t.true(read.dropped.some((d) => d.bt === 'BT-87' && d.value === 'XXXXXXXXXXXX1111'));
  t.false(JSON.stringify(read.dropped).includes('4111111111111111'));
});

test('PINT MY: the preceding invoice UUID (LHDN) is written and read back', (t) => {
  const my = invoiceSet(JURISDICTIONS.my!).single!;
  const uuid = '11111111-2222-3333-4444-555555555555';
  const xml = writeUbl(
    { ...my, precedingInvoices: [{ number: 'INV-1', date: '2026-01-01', uuid }] },
    { flavour: 'pint', pintJurisdiction: 'my' },
  );
  t.is(readUbl(parseXmlSafely(xml)).invoice.precedingInvoices?.[0]?.uuid, uuid);
});

/** The first line's Item, with line document references put before it (as PINT JP states them). */
const withLineReferences = (xml: string, references: string) =>
  xml.replace(/(<cac:InvoiceLine>[\s\S]*?)(<cac:Item>)/, `$1${references}$2`);
const untyped = '<cac:DocumentReference><cbc:ID>D001-1</cbc:ID></cac:DocumentReference>';
const typed =
  '<cac:DocumentReference><cbc:ID schemeID="ABZ">AB-123</cbc:ID><cbc:DocumentTypeCode>130</cbc:DocumentTypeCode></cac:DocumentReference>';

test('PINT: the invoiced object (ibt-128) is the line reference of type 130; an untyped one is a line document (ibt-188), not read as it', (t) => {
  const read = readUbl(parseXmlSafely(withLineReferences(written('my'), untyped + typed)));
  t.deepEqual(read.invoice.lines[0]!.objectIdentifier, { id: 'AB-123', scheme: 'ABZ' });
  t.deepEqual(read.invoice.lines[0]!.documentReferences, [{ id: 'D001-1' }]);
  t.deepEqual(read.dropped, []);
  // Without a typed one: no invoiced object, the untyped reference a line document.
  const alone = readUbl(parseXmlSafely(withLineReferences(written('my'), untyped)));
  t.is(alone.invoice.lines[0]!.objectIdentifier, undefined);
  t.deepEqual(alone.invoice.lines[0]!.documentReferences, [{ id: 'D001-1' }]);
});

test('EN 16931 UBL still reads an untyped line reference as the invoiced object BT-128 (CIUS-PT, CIUS-RO state it so)', (t) => {
  const inv = invoiceSet(JURISDICTIONS.my!).single!;
  const xml = withLineReferences(writeUbl(inv, { flavour: 'ubl' }), untyped);
  t.deepEqual(readUbl(parseXmlSafely(xml)).invoice.lines[0]!.objectIdentifier, { id: 'D001-1' });
});
