/**
 * The format registry: syntax, container, attachment names, reported versions and profile labels
 * per format.
 */
import test from 'ava';
import { FORMATS, FORMAT_IDS, isFormatId, profileLabel } from '../../src/formats/index.js';

const rows: Array<[string, string, string, string | undefined, string]> = [
  ['zugferd', 'cii', 'pdf-hybrid', 'factur-x.xml', '2.3'],
  ['facturx', 'cii', 'pdf-hybrid', 'factur-x.xml', '1.0'],
  ['xrechnung', 'ubl', 'pdf-hybrid', 'xrechnung.xml', '3.0.2'],
  ['ubl', 'ubl', 'xml', undefined, '2.1'],
  ['cii', 'cii', 'xml', undefined, 'D16B'],
  ['peppol', 'ubl', 'xml', undefined, '3.0'],
  ['fatturapa', 'fatturapa', 'xml', undefined, '1.2.2'],
  ['ksef', 'ksef', 'xml', undefined, '1-0E'],
  ['pdf', 'none', 'pdf', undefined, ''],
];

for (const [id, syntax, container, attachment, version] of rows) {
  test(`format registry: ${id}`, (t) => {
    t.true(isFormatId(id));
    const f = FORMATS[id as keyof typeof FORMATS];
    t.is(f.syntax as string, syntax);
    t.is(f.container as string, container);
    t.is(f.attachmentName, attachment);
    t.is(f.version, version);
  });
}

test('format registry: the nine public formats, auto excluded', (t) => {
  t.deepEqual(
    [...FORMAT_IDS],
    rows.map((r) => r[0]),
  );
  t.false(isFormatId('auto'));
  t.false(isFormatId('toString'));
});

test('format registry: profile labels', (t) => {
  t.is(profileLabel('zugferd'), 'EN16931');
  t.is(profileLabel('facturx', 'basic_wl'), 'BASIC WL');
  t.is(profileLabel('cii', 'extended'), 'EXTENDED');
  t.is(profileLabel('xrechnung', 'basic'), 'XRECHNUNG');
  t.is(profileLabel('ubl'), 'EN16931');
  t.is(profileLabel('peppol'), 'PEPPOL-BIS-3');
  t.is(profileLabel('peppol', 'en16931', 'pint_sg'), 'PINT-SG');
  t.is(profileLabel('pdf'), 'NONE');
  t.is(profileLabel('fatturapa'), 'FPR12');
  t.is(profileLabel('ksef'), 'FA (3)');
});
