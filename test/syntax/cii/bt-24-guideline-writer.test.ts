/** BT-24 guideline id per profile and flavour; BT-23 for XRechnung; zugferd = facturx = cii XML. */
import test from 'ava';
import { ciiPath } from '../../../src/syntax/cii/binding/index.js';
import { invoice, line } from '../../domain/fixtures/invoices.js';
import { written } from './helpers/write.js';

const inv = invoice([line(1, 100)]);
const bt24 = ciiPath('BT-24');

test('BT-24 Factur-X / ZUGFeRD guideline ids per profile', (t) => {
  t.is(written(inv, 'minimum').value(bt24), 'urn:factur-x.eu:1p0:minimum');
  t.is(written(inv, 'basic_wl').value(bt24), 'urn:factur-x.eu:1p0:basicwl');
  t.is(
    written(inv, 'basic').value(bt24),
    'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic',
  );
  t.is(written(inv, 'en16931').value(bt24), 'urn:cen.eu:en16931:2017');
  t.is(
    written(inv, 'extended').value(bt24),
    'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended',
  );
});

test('BT-24 zugferd, facturx and cii write byte-identical XML', (t) => {
  for (const p of ['minimum', 'basic_wl', 'basic', 'en16931', 'extended'] as const) {
    const fx = written(inv, p, 'facturx').xml;
    t.is(written(inv, p, 'zugferd').xml, fx);
    t.is(written(inv, p, 'cii').xml, fx);
  }
});

test('BT-24 / BT-23 XRechnung 3.0, whatever profile is requested', (t) => {
  for (const p of ['basic', 'en16931', 'extended'] as const) {
    const doc = written(inv, p, 'xrechnung');
    t.is(doc.value(bt24), 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    t.is(doc.value(ciiPath('BT-23')), 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
  }
  t.is(written(inv, 'en16931', 'facturx').count(ciiPath('BT-23')), 0);
});

test('the same input gives byte-identical output', (t) => {
  t.is(written(inv).xml, written(inv).xml);
});
