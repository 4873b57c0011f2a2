/**
 * The 25 official PINT OM 1.0.1 examples (issue 43): each is read by retrieve and regenerated as
 * peppol with the country profile retrieve names. Those the invoice JSON can carry come back
 * valid by the official rules and BT-equal (every EN 16931 term of the example, read by the UBL
 * binding table, has the same values in the regenerated document), line amounts in baisa
 * (3 decimals) included. The others are refused
 * before generation with the field that lacks a place, named here one by one, so that a new
 * field moves an example from one list to the other on purpose. The corpus round trip samples
 * this folder among all the others; this file runs the whole folder on its own.
 */
import test from 'ava';
import { corpusDir, sampleBytes, validSamples, type Sample } from './helpers/corpus.js';
import { startService, type Service } from './helpers/service.js';
import { parseXmlSafely } from '../../src/xml/safe-parse.js';
import { ublTermValues } from '../../src/syntax/ubl/binding/index.js';
import { isEnTerm } from '../../src/syntax/binding/binding.js';
import { requires } from '../helpers/requires.js';

const FOLDER = 'pint/pint-om-1.0.1';

/**
 * The examples refused before generation, with the path and code of the refusal: none since the
 * third party, import of goods, special zone and profit margin data have their fields
 * (third_party, customs_declaration_number, import_date, incoterms, country_subdivision_code,
 * profit_margin_total).
 */
const REFUSED: Readonly<Record<string, string>> = {};

/** BT-23 and BT-24 name the format (the regeneration writes today's ids). */
const NOT_COMPARED = new Set(['BT-23', 'BT-24']);

/** The EN 16931 terms of a UBL document, values sorted, dates as YYYYMMDD. */
function terms(xml: Uint8Array): Map<string, string> {
  const out = new Map<string, string>();
  for (const [bt, list] of ublTermValues(parseXmlSafely(xml))) {
    if (!isEnTerm(bt) || NOT_COMPARED.has(bt)) continue;
    const values = list.map((v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v.replaceAll('-', '') : v));
    out.set(bt, values.sort().join('|'));
  }
  return out;
}

/** The terms of the source that the regeneration drops or changes. */
function differences(source: Uint8Array, regenerated: Uint8Array): string[] {
  const again = terms(regenerated);
  return [...terms(source)]
    .filter(([bt, values]) => again.get(bt) !== values)
    .map(([bt, values]) => `${bt}: ${values} → ${again.get(bt) ?? '(none)'}`);
}

const samples: Sample[] = validSamples().filter((s) => s.group === FOLDER);
let service: Service;

const gated = requires(
  corpusDir
    ? undefined
    : 'the corpus is absent (set EINVOICE_CORPUS or put it at ../shared/corpus)',
);

test.before(async () => {
  if (corpusDir) service = await startService();
});
test.after.always(() => service?.close());

gated('PINT OM: the corpus holds the 25 official examples', (t) => {
  t.is(samples.length, 25);
});

for (const sample of samples) {
  const file = sample.path.split('/').pop()!;
  gated(`PINT OM example ${file}: read, then regenerated or refused by name`, async (t) => {
    const bytes = sampleBytes(sample);
    const read = await service.post('/v1/retrieve', { data_base64: bytes.toString('base64') });
    t.is(read.status, 200, read.text.slice(0, 400));
    t.is(read.json.format.country_profile, 'pint_om');
    // Line amounts in baisa are what quantity × price gives at their 3 decimals: no mismatch.
    const mismatches = (read.json.warnings ?? []).filter(
      (w: any) => w.code === 'LINE_AMOUNT_MISMATCH',
    );
    t.deepEqual(mismatches, []);
    const regen = await service.post('/v1/generate', {
      format: read.json.format.detected_format,
      country_profile: read.json.format.country_profile,
      invoice: read.json.invoice,
    });
    const refused = REFUSED[file];
    if (refused) {
      t.is(regen.status, 400, regen.text.slice(0, 400));
      const issues = (regen.json?.details ?? []).map((d: any) => `${d.path} ${d.code}`);
      t.true(issues.includes(refused), issues.join(', '));
      return;
    }
    t.is(regen.status, 200, regen.text.slice(0, 800));
    // Valid by the official rules; the only warnings allowed are the service's own notes (the
    // baisa examples' BT-117, the sum of the lines' VAT in baisa, differs from taxable × rate).
    t.true(
      ['valid', 'valid_with_warnings'].includes(regen.json.validation.status),
      JSON.stringify(regen.json.validation),
    );
    const official = (regen.json.validation.warnings ?? []).filter((w: any) => w.rule_set);
    t.deepEqual(official, []);
    t.deepEqual(differences(bytes, Buffer.from(regen.json.xml_base64, 'base64')), []);
  });
}
