/**
 * Convert without a profile keeps the source's own CII profile where the target takes CII
 * profiles (target-profile.ts): a Factur-X MINIMUM or BASIC WL into Factur-X, ZUGFeRD or CII stays
 * MINIMUM or BASIC WL, with nothing lost, rather than an EN 16931 document with an invoice line
 * the source never stated; into UBL (no CII profiles) the lines built from the totals are listed
 * (BG-25). A French EXTENDED-CTC-FR CII stays so in cii, which takes that profile; Factur-X does
 * not, so there the source goes to Factur-X's own profiles.
 */
import test from 'ava';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { publicExample } from '../helpers/example.js';
import { frenchInvoice } from '../france/helpers.js';
import { postJson as postAnonymous, withDemoKey } from '../helpers/server.js';

let baseUrl = '';
let close: () => Promise<void> = async () => {};
const post = (path: string, body: unknown) => postAnonymous(baseUrl, path, body, withDemoKey());
/** The CII of a Factur-X of each profile without lines. */
const sources = new Map<string, string>();

test.before(async () => {
  const app = createApp(testConfig());
  baseUrl = `http://127.0.0.1:${await app.listen()}`;
  close = () => app.close();
  for (const profile of ['minimum', 'basic_wl']) {
    const res = await post('/v1/generate', { ...publicExample(), format: 'cii', profile });
    if (res.status !== 200)
      throw new Error(`${profile}: ${res.status} ${JSON.stringify(res.json)}`);
    sources.set(profile, res.json.xml_base64);
  }
});
test.after.always(() => close());

for (const [profile, label] of [
  ['minimum', 'MINIMUM'],
  ['basic_wl', 'BASIC WL'],
] as const)
  for (const format of ['facturx', 'zugferd', 'cii'])
    test(`a ${label} CII into ${format} stays ${label}, nothing lost`, async (t) => {
      const res = await post('/v1/convert', { data_base64: sources.get(profile), format });
      t.is(res.status, 200, JSON.stringify(res.json?.details));
      t.is(res.json.source.format.profile, label);
      t.is(res.json.format.profile, label);
      t.deepEqual(res.json.lost_terms, []);
      t.is(res.json.validation.status === 'invalid', false);
    });

test('a MINIMUM CII into UBL lists the invoice line built from its totals (BG-25)', async (t) => {
  const res = await post('/v1/convert', { data_base64: sources.get('minimum'), format: 'ubl' });
  t.is(res.status, 200, JSON.stringify(res.json?.details));
  t.deepEqual(
    res.json.lost_terms.map((l: { business_term: string }) => l.business_term),
    ['BG-25'],
  );
});

test('a profile given is kept: a MINIMUM into Factur-X EN 16931 lists the built line', async (t) => {
  const res = await post('/v1/convert', {
    data_base64: sources.get('minimum'),
    format: 'facturx',
    profile: 'en16931',
  });
  t.is(res.status, 200, JSON.stringify(res.json?.details));
  t.is(res.json.format.profile, 'EN16931');
  t.true(res.json.lost_terms.some((l: { business_term: string }) => l.business_term === 'BG-25'));
});

test('an EXTENDED-CTC-FR CII stays EXTENDED-CTC-FR in cii; into Factur-X it takes a profile of Factur-X', async (t) => {
  const source = await post('/v1/generate', {
    format: 'cii',
    profile: 'extended_ctc_fr',
    invoice: frenchInvoice('domestic'),
  });
  t.is(source.status, 200, JSON.stringify(source.json?.details));
  const cii = await post('/v1/convert', { data_base64: source.json.xml_base64, format: 'cii' });
  t.is(cii.status, 200, JSON.stringify(cii.json?.details));
  t.is(cii.json.source.format.profile, 'EXTENDED-CTC-FR');
  t.is(cii.json.format.profile, 'EXTENDED-CTC-FR');
  t.deepEqual(cii.json.lost_terms, []);
  const facturx = await post('/v1/convert', {
    data_base64: source.json.xml_base64,
    format: 'facturx',
  });
  t.is(facturx.status, 200, JSON.stringify(facturx.json?.details));
  t.regex(facturx.json.format.profile, /^(EN16931|EXTENDED)$/);
});
