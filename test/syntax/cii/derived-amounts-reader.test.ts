/**
 * Amounts Factur-X EXTENDED states that the invoice's other terms give back (a VAT group's
 * LineTotalBasisAmount and AllowanceChargeBasisAmount, a line's TotalAllowanceChargeAmount): an
 * official EXTENDED sample's are read and agree, so nothing is reported dropped; one changed so
 * that it no longer agrees is reported with what the invoice gives instead (never lost silently).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from '../../conformance/helpers/corpus.js';
import { readCii } from '../../../src/syntax/cii/reader/read-cii.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { requires } from '../../helpers/requires.js';

const sample = (name: string) =>
  corpusDir && join(corpusDir, 'facturx/1.09.2/examples-xml/extended', name);

const droppedOf = (xml: string) =>
  readCii(parseXmlSafely(xml)).dropped.filter((d) =>
    /BasisAmount|TotalAllowanceChargeAmount/.test(d.path),
  );

const withSamples = requires(
  sample('factur-x-11.xml') && existsSync(sample('factur-x-11.xml')!)
    ? undefined
    : 'the Factur-X EXTENDED examples of the corpus (EINVOICE_CORPUS)',
);

withSamples(
  'a VAT group: its line total and allowance/charge basis agree, or are reported',
  (t) => {
    const xml = readFileSync(sample('factur-x-11.xml')!, 'utf8');
    t.true(xml.includes('<ram:LineTotalBasisAmount>850</ram:LineTotalBasisAmount>'));
    t.deepEqual(droppedOf(xml), []);
    const changed = xml
      .replace('<ram:LineTotalBasisAmount>850<', '<ram:LineTotalBasisAmount>851<')
      .replace('<ram:AllowanceChargeBasisAmount>8.75<', '<ram:AllowanceChargeBasisAmount>9<');
    t.deepEqual(
      droppedOf(changed).map((d) => [
        d.path.split('/').pop(),
        d.value,
        (d.reason ?? '').split(' ').pop(),
      ]),
      [
        ['LineTotalBasisAmount', '851', '850.00'],
        ['AllowanceChargeBasisAmount', '9', '7.75'],
      ],
    );
  },
);

withSamples("a line's total of allowances and charges agrees, or is reported", (t) => {
  const xml = readFileSync(sample('factur-x-16.xml')!, 'utf8');
  t.regex(xml, /<ram:TotalAllowanceChargeAmount>0\.00</);
  t.deepEqual(droppedOf(xml), []);
  const changed = xml.replace(
    /<ram:TotalAllowanceChargeAmount>0\.00</,
    '<ram:TotalAllowanceChargeAmount>5.00<',
  );
  t.deepEqual(
    droppedOf(changed).map((d) => [d.path.split('/').pop(), d.value]),
    [['TotalAllowanceChargeAmount', '5']],
  );
});
