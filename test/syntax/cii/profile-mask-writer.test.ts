/**
 * The profile mask is the truth: for a rich invoice that carries every mapped term, each row of
 * CII_MAPPING is present exactly in the profiles its mask names, and absent from all others.
 */
import test from 'ava';
import { CII_WRITER_PROFILES } from '../../../src/formats/cii-profiles.js';
import { CII_MAPPING, type CiiTermId } from '../../../src/syntax/cii/writer/cii-mapping.js';
import { writerMatrix } from '../../domain/fixtures/invoices.js';
import { written } from './helpers/write.js';

const rich = writerMatrix()['fifteen-lines'];
/** BT-23 depends on the flavour (XRechnung only), not on the profile mask. */
const FLAVOUR_DEPENDENT = new Set<CiiTermId>(['BT-23']);

for (const profile of CII_WRITER_PROFILES) {
  test(`profile mask: ${profile} emits exactly the terms of its mask`, (t) => {
    const doc = written(rich, profile, profile === 'xrechnung' ? 'xrechnung' : 'facturx');
    for (const [id, row] of Object.entries(CII_MAPPING) as [CiiTermId, (typeof CII_MAPPING)[CiiTermId]][]) {
      if (FLAVOUR_DEPENDENT.has(id) && profile !== 'xrechnung') continue;
      const expected = (row.profiles as readonly string[]).includes(profile);
      t.is(doc.count(row.path) > 0, expected, `${id} (${row.label}) at ${row.path}`);
    }
  });
}

test('profile mask: minimum carries no lines and no VAT breakdown (BG-25, BG-23 from basic / basic_wl)', (t) => {
  const doc = written(rich, 'minimum');
  t.is(doc.count(CII_MAPPING['BG-25'].path), 0);
  t.is(doc.count(CII_MAPPING['BG-23'].path), 0);
  t.is(doc.count('//ram:ApplicableHeaderTradeDelivery'), 1); // required, empty
});
