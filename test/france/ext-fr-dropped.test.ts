/**
 * France (issue 41): an EXTENDED-CTC-FR element the invoice JSON has no field for yet is reported
 * FIELD_DROPPED under its EXT-FR-FE id where the FNFE note gives one, beside its element path;
 * the same element in a document of another profile keeps its element name.
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

/** A French invoice whose first line states an item attribute (BG-32). */
function withAttribute(): any {
  const inv = frenchInvoice('domestic');
  inv.items[0].attributes = [{ name: 'Couleur', value: 'Bleu' }];
  return inv;
}

/** The item attribute code (EXT-FR-FE-159), which the invoice JSON has no field for yet. */
const ATTRIBUTE_CODE_CII = (xml: string) =>
  xml.replace(
    /(<ram:ApplicableProductCharacteristic>\s*)(<ram:Description>Couleur<\/ram:Description>)/,
    '$1<ram:TypeCode>COL</ram:TypeCode>$2',
  );

test('the item attribute code (EXT-FR-FE-159) is dropped by its id in CII and UBL EXTENDED-CTC-FR', async (t) => {
  const inv = withAttribute();
  const cii = ATTRIBUTE_CODE_CII(
    writeFrench({ format: 'cii', profile: 'extended_ctc_fr', invoice: inv }).xml,
  );
  const ubl = writeFrench({ format: 'ubl', profile: 'extended_ctc_fr', invoice: inv }).xml.replace(
    /(<cac:AdditionalItemProperty>\s*<cbc:Name>Couleur<\/cbc:Name>)/,
    '$1<cbc:NameCode>COL</cbc:NameCode>',
  );
  for (const [xml, path] of [
    [cii, 'ApplicableProductCharacteristic/TypeCode'],
    [ubl, 'AdditionalItemProperty/NameCode'],
  ] as const) {
    t.true(xml.includes('COL'), path);
    const out = await retrieve(xml);
    const dropped = out.warnings.filter((w) => w.code === 'FIELD_DROPPED');
    t.is(dropped.length, 1, path);
    t.true(dropped[0]!.message.startsWith('EXT-FR-FE-159 '), dropped[0]!.message);
    t.true(dropped[0]!.message.includes(path), dropped[0]!.message);
    t.deepEqual(
      out.dropped?.map((d) => d.bt),
      ['EXT-FR-FE-159'],
    );
  }
});

test('outside EXTENDED-CTC-FR the element keeps its name', async (t) => {
  const cii = ATTRIBUTE_CODE_CII(
    writeFrench({ format: 'cii', profile: 'extended', invoice: withAttribute() }).xml,
  );
  t.true(cii.includes('COL'));
  const out = await retrieve(cii);
  const dropped = out.warnings.filter((w) => w.code === 'FIELD_DROPPED');
  t.true(
    dropped.some((w) => w.message.includes('ApplicableProductCharacteristic/TypeCode')),
    JSON.stringify(dropped),
  );
  t.false(out.warnings.some((w) => w.message.includes('EXT-FR-FE')));
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
    extFrTermOf(`${line}/SpecifiedLineTradeDelivery/DespatchAdviceReferencedDocument/LineID`),
    'EXT-FR-FE-141',
  );
  t.is(extFrTermOf('/Invoice/OrderReference/IssueDate'), 'EXT-FR-FE-197');
  t.is(
    extFrTermOf('/Invoice/InvoiceLine[1]/OrderLineReference/OrderReference/IssueDate'),
    'EXT-FR-FE-200',
  );
  t.is(extFrTermOf('/Invoice/TaxExchangeRate/Date'), 'EXT-FR-FE-192');
  t.is(extFrTermOf('/Invoice/InvoiceLine[1]/Item/Name'), undefined);
});
