/**
 * Untrusted documents never reach a rule engine unchecked and never come out "valid": DTDs and
 * entity declarations are refused, malformed XML and a root element the rule set does not cover
 * are fatal findings, on both engines.
 */
import test from 'ava';
import { createValidator } from '../../src/validation/index.js';
import { jvmUnavailable } from './corpus.js';
import { unavailable } from '../helpers/requires.js';

const XXE = '<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY e SYSTEM "file:///etc/passwd">]><Invoice>&e;</Invoice>';
const MALFORMED = '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><cbc:ID>1</Invoice>';
const CII = '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>';

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
    t.deepEqual(foreign.findings.map((f) => f.ruleId), ['XSD-ROOT']);
  });
}
