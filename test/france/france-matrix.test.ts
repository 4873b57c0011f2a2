/**
 * France (issue 41): the generated-document matrix. A French seller × {Factur-X BASIC WL,
 * EN16931, EXTENDED, CII, UBL, CII and UBL EXTENDED-CTC-FR} × {invoice 380, credit note 381} ×
 * {domestic B2B, B2BINT (a German buyer: reverse charge and an intra-community supply), with an
 * exempt line, with document allowances and charges}: every document names the French rule sets (BR-FR
 * Flux 2, fatal and _WARNING) after its profile's, and passes the independent checker's matching
 * fr-* kind (the syntax's XSD, the profile's rules, BR-FR fatal and _WARNING) with zero fatal
 * findings. The checker starts JVMs, so a representative subset runs by default and the whole
 * matrix with EINVOICE_CONFORMANCE=1.
 */
import test from 'ava';
import { exhaustive, limit, skipReason, tempFile } from '../syntax/ubl/helpers/checker.js';
import { requires } from '../helpers/requires.js';
import { checkFrench } from './french-checker.js';
import {
  FRENCH_FORMATS,
  FRENCH_SHAPES,
  frenchInvoice,
  frenchRequest,
  writeFrench,
} from './helpers.js';

interface Doc {
  id: string;
  kind: string;
  xml: string;
  ruleSetIds: string[];
}

const docs: Doc[] = FRENCH_FORMATS.flatMap((f) =>
  FRENCH_SHAPES.flatMap((shape) =>
    (['380', '381'] as const).map((type) => {
      const { xml, ruleSetIds } = writeFrench(frenchRequest(f, frenchInvoice(shape, type)));
      return { id: `${f.id}/${shape}/${type}`, kind: f.kind, xml, ruleSetIds };
    }),
  ),
);

/** Every format with the domestic invoice and credit note; every shape in Factur-X EN16931 and UBL. */
const REPRESENTATIVE = new Set([
  ...FRENCH_FORMATS.map((f) => `${f.id}/domestic/380`),
  'facturx-en16931/domestic/381',
  'ubl/domestic/381',
  'facturx-en16931/exempt/380',
  'facturx-en16931/international/380',
  'cii/international/381',
  'ubl-ctc-fr/international/381',
  'facturx-en16931/allowances/381',
  'ubl/exempt/381',
  'ubl/allowances/380',
  'cii/allowances/380',
  'cii-ctc-fr/exempt/381',
  'cii-ctc-fr/allowances/380',
  'ubl-ctc-fr/exempt/381',
  'ubl-ctc-fr/allowances/381',
]);

test('every French document names BR-FR Flux 2 (fatal, then _WARNING) after its profile rules', (t) => {
  t.is(docs.length, FRENCH_FORMATS.length * FRENCH_SHAPES.length * 2);
  for (const d of docs) {
    const brFr = d.ruleSetIds.filter((id) => id.startsWith('br-fr-'));
    t.is(brFr.length, 2, d.id);
    t.true(brFr[1] === `${brFr[0]}-warning`, d.id);
    t.true(d.ruleSetIds.indexOf(brFr[0]!) > 0, `${d.id}: the profile's own rules come first`);
  }
  t.true(
    docs.filter((d) => d.id.startsWith('ubl/')).every((d) => d.ruleSetIds.includes('br-fr-ubl')),
  );
  t.true(
    docs.filter((d) => d.id.startsWith('cii/')).every((d) => d.ruleSetIds.includes('br-fr-cii')),
  );
  // EXTENDED-CTC-FR: FNFE's base rules of the syntax, then BR-FR of the syntax.
  for (const syntax of ['cii', 'ubl']) {
    const ctcFr = docs.filter((d) => d.id.startsWith(`${syntax}-ctc-fr/`));
    t.is(ctcFr.length, FRENCH_SHAPES.length * 2);
    for (const d of ctcFr)
      t.deepEqual(
        d.ruleSetIds,
        [`extended-ctc-fr-${syntax}`, `br-fr-${syntax}`, `br-fr-${syntax}-warning`],
        d.id,
      );
    t.true(
      ctcFr.every((d) =>
        d.xml.includes('urn:cen.eu:en16931:2017#conformant#urn.cpro.gouv.fr:1p0:extended-ctc-fr'),
      ),
    );
  }
  t.true(
    docs
      .filter((d) => d.id.startsWith('facturx-'))
      .every((d) => d.ruleSetIds.includes('br-fr-facturx')),
  );
  // BT-23 is written in both syntaxes.
  t.true(
    docs.every(
      (d) =>
        d.xml.includes('<ram:ID>S1</ram:ID>') ||
        d.xml.includes('<cbc:ProfileID>S1</cbc:ProfileID>'),
    ),
  );
});

requires(skipReason(true))(
  'the French checker kinds: zero fatal findings (XSD, profile rules, BR-FR)',
  async (t) => {
    t.timeout(30 * 60_000); // JVM start-ups on a busy machine
    const chosen = docs.filter((d) => exhaustive || REPRESENTATIVE.has(d.id));
    const results = await limit(
      2,
      chosen.map(
        (d) => () => checkFrench(d.kind, tempFile(`fr-${d.id.replaceAll('/', '--')}.xml`, d.xml)),
      ),
    );
    chosen.forEach((d, i) => {
      const r = results[i]!;
      t.log(
        `${d.id} (${d.kind}): xsd ${r.xsd_ok ? 'ok' : 'FAILED'}, fatal [${[...new Set(r.fatal)].join(' ')}], warnings ${new Set(r.warning).size}`,
      );
      t.true(r.xsd_ok, `${d.id}: ${r.xsd_errors.join('; ')}`);
      t.deepEqual([...new Set(r.fatal)], [], `${d.id} (${d.kind}) fatal findings`);
    });
  },
);
