/**
 * France (issue 41): a French invoice generated in CII (Factur-X profiles, standalone CII) and UBL
 * comes back from retrieve with nothing dropped, BT-23 included, and generates again the same
 * document; a document stating a format's own BT-23 (Peppol, XRechnung) does not return it.
 */
import test from 'ava';
import { retrieveDocument } from '../../src/retrieve/retrieve.js';
import { statedBusinessProcess } from '../../src/formats/format-rows.js';
import {
  FRENCH_FORMATS,
  FRENCH_SHAPES,
  frenchInvoice,
  frenchRequest,
  writeFrench,
} from './helpers.js';

const read = (xml: string) =>
  retrieveDocument(new TextEncoder().encode(xml), {
    locale: 'en',
    validate: async () => ({ valid: true, findings: [] }),
  });

for (const f of FRENCH_FORMATS) {
  test(`${f.id}: retrieve keeps BT-23 and drops nothing; the JSON regenerates the same XML`, async (t) => {
    for (const shape of FRENCH_SHAPES) {
      for (const type of ['380', '381'] as const) {
        const body = frenchRequest(f, frenchInvoice(shape, type));
        const first = writeFrench(body);
        const outcome = await read(first.xml);
        const id = `${shape}/${type}`;
        t.true(outcome.ok, `${id}: ${JSON.stringify(outcome.errors)}`);
        t.is((outcome.invoice as any).business_process, 'S1', id);
        t.deepEqual(
          outcome.warnings.filter((w) => w.code === 'FIELD_DROPPED').map((w) => w.message),
          [],
          id,
        );
        const again = writeFrench({ ...body, invoice: outcome.invoice });
        t.is(again.xml, first.xml, `${id}: regenerated`);
      }
    }
  });
}

test('EXTENDED-CTC-FR comes back as that profile in both syntaxes, not as plain EN16931', async (t) => {
  for (const f of FRENCH_FORMATS.filter((x) => x.profile === 'extended_ctc_fr')) {
    const outcome = await read(writeFrench(frenchRequest(f, frenchInvoice('exempt'))).xml);
    t.is(outcome.format.profile, 'EXTENDED-CTC-FR', f.id);
    t.is(outcome.format.detectedFormat, f.format, f.id);
  }
  // A Factur-X EXTENDED document stays EXTENDED.
  const fx = FRENCH_FORMATS.find((x) => x.id === 'facturx-extended')!;
  const cii = writeFrench(
    frenchRequest({ ...fx, format: 'cii' } as any, frenchInvoice('domestic')),
  );
  t.is((await read(cii.xml)).format.profile, 'EXTENDED');
});

test('a BT-23 a format fixes itself (Peppol BIS, XRechnung) is not returned as business_process', (t) => {
  t.is(statedBusinessProcess('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'), undefined);
  t.is(statedBusinessProcess('urn:peppol:bis:billing'), undefined);
  t.is(statedBusinessProcess('M1'), 'M1');
  t.is(statedBusinessProcess(undefined), undefined);
});
