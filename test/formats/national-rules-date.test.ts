/**
 * National rules apply from their first day (national-rules.ts inForceFrom): a French document
 * dated before 1 September 2026 is judged by the rules of its time, without BR-FR, in generate,
 * validate and retrieve alike (they all take their row from formatRow / rowOfDocument).
 */
import test from 'ava';
import { formatRow, rowOfDocument } from '../../src/formats/format-rows.js';

const french = (documentDate?: string) =>
  formatRow({ format: 'facturx', ciiProfile: 'en16931', sellerCountry: 'FR', documentDate })!;

test('BR-FR joins a French Factur-X row from 2026-09-01, not the day before', (t) => {
  t.true(french('2026-09-01').ruleSetIds.includes('br-fr-facturx'));
  t.true(french('2027-01-15').ruleSetIds.includes('br-fr-facturx'));
  t.false(french('2026-08-31').ruleSetIds.includes('br-fr-facturx'));
  t.false(french('2018-05-02').inputRequirements.some((r) => r.rule.startsWith('BR-FR')));
  t.true(french('2026-09-01').inputRequirements.some((r) => r.rule === 'BR-FR-08'));
});

test("without a date the national rules apply (a request always has one; a document without BT-2 is judged by today's)", (t) => {
  t.true(french(undefined).ruleSetIds.includes('br-fr-facturx'));
});

test('a read document is judged by the rules in force on its BT-2', (t) => {
  const read = (documentDate: string) =>
    rowOfDocument({
      detectedFormat: 'facturx',
      syntax: 'cii',
      profile: 'BASIC WL',
      sellerCountry: 'FR',
      documentDate,
    })!;
  t.false(read('2019-07-01').ruleSetIds.some((id) => id.startsWith('br-fr')));
  t.true(read('2026-10-05').ruleSetIds.some((id) => id.startsWith('br-fr')));
});
