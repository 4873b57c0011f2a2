/**
 * France (issue 41): an EXTENDED-CTC-FR element the invoice JSON has no field for yet (the line
 * number of the document's despatch advice) is reported FIELD_DROPPED under its EXT-FR-FE id
 * where the FNFE note gives one, beside its element path; the same element in a document of
 * another profile keeps its element name. The item attribute code, once dropped so, is a field.
 */
import test from 'ava';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';
import { extFrTermOf } from '../../src/syntax/read/ext-fr-terms.js';
import { frenchInvoice, writeFrench } from './helpers.js';

const retrieve = (xml: string) =>
  retrieveDocument(new TextEncoder().encode(xml), {
    locale: 'en',
    validate: async () => ({ valid: true, findings: [] }),
  });

/** A French invoice that names its despatch advice (BT-16), written in CII with the given profile. */
const withDespatchAdvice = (profile: string) => {
  const inv = frenchInvoice('domestic');
  inv.despatch_advice_reference = 'BL-2026-17';
  return writeFrench({ format: 'cii', profile, invoice: inv }).xml;
};

/**
 * A line of the document's despatch advice (CII header DespatchAdviceReferencedDocument/LineID,
 * EXT-FR-FE-141 in EXTENDED-CTC-FR, where CII-SR-333/334 are lifted), which no field holds.
 */
const HEADER_DESPATCH_LINE = (xml: string) =>
  xml.replace(
    /(<ram:DespatchAdviceReferencedDocument>\s*<ram:IssuerAssignedID>BL-2026-17<\/ram:IssuerAssignedID>)/,
    '$1<ram:LineID>7</ram:LineID>',
  );

test('a despatch advice line number of the document (EXT-FR-FE-141) is dropped by its id in CII EXTENDED-CTC-FR', async (t) => {
  const xml = HEADER_DESPATCH_LINE(withDespatchAdvice('extended_ctc_fr'));
  t.true(xml.includes('<ram:LineID>7</ram:LineID>'));
  const out = await retrieve(xml);
  const dropped = out.warnings.filter((w) => w.code === 'FIELD_DROPPED');
  t.is(dropped.length, 1, JSON.stringify(dropped));
  t.true(dropped[0]!.message.startsWith('EXT-FR-FE-141 '), dropped[0]!.message);
  t.true(dropped[0]!.message.includes('DespatchAdviceReferencedDocument/LineID'));
  t.deepEqual(
    out.dropped?.map((d) => d.bt),
    ['EXT-FR-FE-141'],
  );
});

test('outside EXTENDED-CTC-FR the element keeps its name', async (t) => {
  const xml = HEADER_DESPATCH_LINE(withDespatchAdvice('extended'));
  t.true(xml.includes('<ram:LineID>7</ram:LineID>'));
  const out = await retrieve(xml);
  const dropped = out.warnings.filter((w) => w.code === 'FIELD_DROPPED');
  t.true(
    dropped.some((w) => w.message.includes('DespatchAdviceReferencedDocument/LineID')),
    JSON.stringify(dropped),
  );
  t.false(out.warnings.some((w) => w.message.includes('EXT-FR-FE')));
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
  t.is(
    extFrTermOf(
      '/CrossIndustryInvoice/SupplyChainTradeTransaction/ApplicableHeaderTradeDelivery/DespatchAdviceReferencedDocument/LineID',
    ),
    'EXT-FR-FE-141',
  );
  // The line's own despatch advice line has its field (despatch_advice_line): no longer named.
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
