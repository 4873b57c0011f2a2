/**
 * Every profile's XML passes the XSD and Schematron of its profile, as judged by the independent
 * checker (official Factur-X 1.09.2, EN 16931 1.3.16 and XRechnung 3.0.2 artefacts from the
 * corpus). By default one rich invoice (15 lines: 19/7/0 %, E, AE, K, G) per profile; with
 * EINVOICE_CONFORMANCE=1 the whole matrix (1, 15, 60 lines, credit note, sparse data), and a
 * checker that cannot run is then a failure, never a pass.
 */
import test from 'ava';
import { calculate } from '../../../src/domain/calculate.js';
import type { CiiFlavour, CiiWriterProfile } from '../../../src/formats/cii-profiles.js';
import { ciiProfileSettings } from '../../../src/formats/cii-profiles.js';
import { writeCii } from '../../../src/syntax/cii/writer/write-cii.js';
import { writerMatrix } from '../../domain/fixtures/invoices.js';
import { checkAll, checkerUnavailable } from './helpers/checker.js';
import { unavailable } from '../../helpers/requires.js';

const full = process.env.EINVOICE_CONFORMANCE === '1';
const missing = checkerUnavailable();

const TARGETS: { profile: CiiWriterProfile; flavour: CiiFlavour }[] = [
  { profile: 'minimum', flavour: 'facturx' },
  { profile: 'basic_wl', flavour: 'facturx' },
  { profile: 'basic', flavour: 'zugferd' },
  { profile: 'en16931', flavour: 'facturx' },
  { profile: 'extended', flavour: 'zugferd' },
  { profile: 'en16931', flavour: 'cii' },
  { profile: 'en16931', flavour: 'xrechnung' },
];

const matrix = writerMatrix();
/** The sparse invoice lacks what XRechnung requires (BT-10, seller contact): not an XRechnung case. */
const casesFor = (flavour: CiiFlavour) =>
  Object.keys(matrix).filter(
    (name) =>
      (full ? true : name === 'fifteen-lines') && !(flavour === 'xrechnung' && name === 'sparse'),
  );

if (missing && !full) {
  unavailable('conformance of the CII writer', missing);
} else {
  for (const { profile, flavour } of TARGETS) {
    test.serial(`CII ${flavour} ${profile} passes XSD and Schematron`, async (t) => {
      if (missing) return t.fail(`EINVOICE_CONFORMANCE=1 but the checker cannot run: ${missing}`);
      const kind = ciiProfileSettings(profile, flavour).checkKind;
      const items = casesFor(flavour).map((name) => ({
        name: `${flavour}-${profile}-${name}`,
        kind,
        xml: writeCii(calculate(matrix[name]), { profile, flavour }),
      }));
      const results = await checkAll(items);
      for (const r of results) {
        t.is(r.exitCode, 0, `${r.name} (${r.kind}): ${JSON.stringify(r.report)}`);
        t.true(r.report.xsd_ok, `${r.name}: XSD ${JSON.stringify(r.report.xsd_errors)}`);
        t.deepEqual(r.report.fatal, [], `${r.name}: fatal ${JSON.stringify(r.report.fatal)}`);
        if (r.report.warning?.length) t.log(`${r.name}: warnings ${r.report.warning.join(', ')}`);
      }
    });
  }
}
