/**
 * The 13 official FA(3) examples of the Ministry of Finance: read by the KSeF reader, calculated
 * and written again; every mapped FA(3) element of the example must be equal in the regenerated
 * document (compared by XPath, helpers/fa3-compare.ts), except where the reader lists what it
 * could not carry in `dropped`; the regenerated document passes the independent checker (ksef-fa3).
 * The elements no example uses that the writer leaves out are logged, not asserted.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { calculate } from '../../../src/domain/calculate.js';
import { KSEF_SUMS_NOT_RESTATED, readKsef, writeKsef } from '../../../src/syntax/ksef/index.js';
import { parseXmlSafely } from '../../../src/xml/safe-parse.js';
import { requires } from '../../helpers/requires.js';
import { check, corpusDir, skipReason, tempFile } from '../ubl/helpers/checker.js';
import { differences, unmapped } from './helpers/fa3-compare.js';

const dir = path.join(corpusDir, 'ksef-fa3', 'examples');
const examples = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.xml'))
      .sort()
  : [];
const it = requires(
  existsSync(dir) ? undefined : `FA(3) examples not found at ${dir} (set EINVOICE_CORPUS)`,
);
const checked = requires(skipReason(false));

/** Regenerates an example through read → calculate → write (the corrected invoices' KSeF numbers are read into preceding_invoices). */
function regenerate(xml: string) {
  const read = readKsef(parseXmlSafely(xml));
  const out = writeKsef(calculate(read.invoice));
  return { read, out };
}

/** The mapped paths whose difference the reader has reported as dropped (it could not carry them). */
const excused = (diff: string, read: ReturnType<typeof readKsef>): boolean => {
  const bts = new Set(read.dropped.map((d) => d.bt));
  // Sums the reader reports as not restated; the correction block of an invoice kind it reads as 380.
  if (bts.has(KSEF_SUMS_NOT_RESTATED) && /^Fa\/P_1[345]_?/.test(diff)) return true;
  if (bts.has('FA(3) RodzajFaktury') && /^Fa\/(RodzajFaktury|DaneFaKorygowanej)/.test(diff))
    return true;
  return read.dropped.some((d) =>
    diff.startsWith(`${d.path.replace(/^\/Faktura\//, '').replace(/\[[^\]]*\]/g, '')}:`),
  );
};

it('there are 13 official examples', (t) => {
  t.is(examples.length, 13);
});

for (const f of examples) {
  it(`${f}: every mapped FA(3) element equal after retrieve → generate, or listed as dropped`, (t) => {
    const xml = readFileSync(path.join(dir, f), 'utf8');
    const { read, out } = regenerate(xml);
    const diffs = differences(xml, out).filter((d) => !excused(d, read));
    t.deepEqual(diffs, [], `${f}: ${diffs.join('\n')}`);
    t.log(
      `dropped: ${read.dropped.map((d) => `${d.bt}${d.value ? `=${d.value}` : ''}`).join(', ') || 'none'}`,
    );
    t.log(`not mapped: ${unmapped(xml).join(', ') || 'none'}`);
  });
}

checked('every regenerated example passes the independent checker (ksef-fa3)', async (t) => {
  for (const f of examples) {
    const { out } = regenerate(readFileSync(path.join(dir, f), 'utf8'));
    const r = await check('ksef-fa3', tempFile(`regen-${f.replace(/[^\w.]/g, '_')}`, out));
    t.true(r.xsd_ok, `${f}: ${r.xsd_errors.join('; ')}`);
    t.deepEqual(r.fatal, [], f);
  }
});
