/**
 * Untrusted documents never reach a rule engine unchecked and never come out "valid": DTDs and
 * entity declarations are refused, malformed XML and a root element the rule set does not cover
 * are fatal findings, and rules that stop with a dynamic error on a document outside their XSD
 * give a fatal finding instead of failing the request, on both engines.
 */
import test from 'ava';
import { createValidator } from '../../src/validation/index.js';
import { isInstalled, ruleSet } from '../../src/validation/rule-sets.js';
import { DEFAULT_RULES_DIR } from '../../src/validation/rules-dir.js';
import { jvmUnavailable } from './corpus.js';
import { requires, unavailable } from '../helpers/requires.js';

const XXE =
  '<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY e SYSTEM "file:///etc/passwd">]><Invoice>&e;</Invoice>';
const MALFORMED =
  '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><cbc:ID>1</Invoice>';
const CII =
  '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>';

for (const engine of ['jvm', 'saxonjs'] as const) {
  const skip = engine === 'jvm' ? jvmUnavailable() : undefined;
  if (skip) {
    unavailable(`${engine}: hostile input`, skip);
    continue;
  }
  test(`${engine}: a DTD with an external entity is refused as a fatal finding`, async (t) => {
    const v = createValidator({ engine, concurrency: 1 });
    t.teardown(() => v.close());
    const report = await v.validate(XXE, ['en16931-ubl']);
    t.false(report.valid);
    t.is(report.findings[0]!.ruleId, 'XML_DTD_FORBIDDEN');
    t.false(JSON.stringify(report).includes('root:x:0:0'));
  });

  test(`${engine}: malformed XML and a foreign root element are fatal`, async (t) => {
    const v = createValidator({ engine, concurrency: 1, deadlineMs: 60_000 });
    t.teardown(() => v.close());
    const malformed = await v.validate(MALFORMED, ['en16931-ubl']);
    t.false(malformed.valid);
    t.true(malformed.findings.some((f) => f.severity === 'fatal' && f.source === 'xml'));
    const foreign = await v.validate(CII, ['en16931-ubl']);
    t.false(foreign.valid);
    t.deepEqual(
      foreign.findings.map((f) => f.ruleId),
      ['XSD-ROOT'],
    );
  });
}

/** Two buyers where the XSD allows one: the Peppol CII rules call normalize-space() on both. */
const TWO_BUYERS = `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100">
<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument><ram:ID>1</ram:ID><ram:TypeCode>380</ram:TypeCode></rsm:ExchangedDocument>
<rsm:SupplyChainTradeTransaction><ram:ApplicableHeaderTradeAgreement>
<ram:SellerTradeParty><ram:PostalTradeAddress><ram:CountryID>NL</ram:CountryID></ram:PostalTradeAddress></ram:SellerTradeParty>
<ram:BuyerTradeParty><ram:PostalTradeAddress><ram:CountryID>NL</ram:CountryID></ram:PostalTradeAddress></ram:BuyerTradeParty>
<ram:BuyerTradeParty><ram:PostalTradeAddress><ram:CountryID>NL</ram:CountryID></ram:PostalTradeAddress></ram:BuyerTradeParty>
</ram:ApplicableHeaderTradeAgreement></rsm:SupplyChainTradeTransaction></rsm:CrossIndustryInvoice>`;

const peppolCiiMissing = isInstalled(ruleSet('peppol-bis-cii'), DEFAULT_RULES_DIR)
  ? undefined
  : 'peppol-bis-cii not installed (npm run rules:update with EINVOICE_RULES_MIRROR)';

requires(peppolCiiMissing, jvmUnavailable())(
  'rules that stop on a document outside their XSD give one fatal finding on both engines, not an engine failure',
  async (t) => {
    const messages: string[] = [];
    for (const engine of ['jvm', 'saxonjs'] as const) {
      const v = createValidator({ engine, concurrency: 1, deadlineMs: 120_000 });
      t.teardown(() => v.close());
      const report = await v.validate(TWO_BUYERS, ['peppol-bis-cii']);
      t.false(report.valid, engine);
      const stopped = report.findings.filter((f) => f.ruleId === 'RULES-NOT-EVALUATED');
      t.is(stopped.length, 1, `${engine}: ${JSON.stringify(report.findings.map((f) => f.ruleId))}`);
      t.like(stopped[0], { severity: 'fatal', ruleSet: 'peppol-bis-cii', source: 'schematron' });
      t.true(
        report.findings.some((f) => f.source === 'xsd'),
        `${engine}: the schema findings are there too`,
      );
      messages.push(stopped[0]!.message);
    }
    t.is(messages[0], messages[1], 'both engines word it the same');
    t.regex(messages[0]!, /peppol-bis-cii could not be evaluated on this document \(XPTY0004\)/);
  },
);
