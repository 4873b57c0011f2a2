/**
 * The official rule-test documents (the corpus' unit-testset rows: KoSIT's XRechnung test
 * instances, CEN's UBL unit tests, Peppol's CII unit tests; each testSet file split into its
 * documents): every one today's rules accept (retrieve 200) regenerates in its own format. These
 * are the small, odd documents a rule's authors write to probe it (an indented Skonto entry, a
 * Leitweg-ID placeholder, a creditor id at the payee, a ParentLineID in an XRechnung CII); each
 * of those was once refused on regeneration. What is still refused must be one of the known
 * limits, each a 400 naming the field:
 * - XRechnung in UBL: its PDF embeds CII, judged by the EN 16931 CII schema and rules, which have
 *   one preceding invoice (BG-3), no tolerance in a VAT group's taxable amount (BR-S-08), and
 *   state a price discount inside its gross price (BT-147 without BT-148: UBL states it alone).
 * The default run takes KoSIT's test instances; EINVOICE_CONFORMANCE=1 every unit-test document.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { corpusDir } from './helpers/corpus.js';
import { regenerateRequest } from './helpers/round-trip.js';
import { EXHAUSTIVE, mapLimit, startService, type Service } from './helpers/service.js';
import { requires } from '../helpers/requires.js';
import { unitCases } from '../validation/unit-cases.js';

interface UnitDocument {
  name: string;
  xml: string;
}

/**
 * The unit-test documents of the corpus: a plain file is one; a VEFA testSet file (CEN's and
 * Peppol's unit tests) gives the document of each of its tests (unitCases).
 */
function unitDocuments(): UnitDocument[] {
  const paths = readFileSync(resolve(corpusDir!, 'MANIFEST.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((l) => l.split('\t'))
    .filter((c) => c[5] === 'unit-testset')
    .map((c) => c[0]!)
    .filter((path) => EXHAUSTIVE || path.startsWith('xrechnung/'));
  const plain: UnitDocument[] = [];
  const testSetDirs = new Map<string, Set<string>>();
  for (const path of paths) {
    const text = readFileSync(resolve(corpusDir!, path), 'utf8');
    if (!text.includes('<testSet')) plain.push({ name: path, xml: text });
    else {
      const files = testSetDirs.get(dirname(path)) ?? new Set<string>();
      testSetDirs.set(dirname(path), files.add(basename(path)));
    }
  }
  const fromTestSets = [...testSetDirs].flatMap(([dir, files]) =>
    unitCases(resolve(corpusDir!, dir))
      .filter((c) => files.has(c.file))
      .map((c) => ({ name: `${dir}/${c.file}#${c.index}`, xml: c.xml })),
  );
  return [...plain, ...fromTestSets];
}

/** A refusal the target's schema or rules leave no way around (see the header). */
function knownLimit(body: any, detail: { path: string; code: string; message: string }): boolean {
  const pdfCii = body.format === 'xrechnung' && body.syntax === 'ubl';
  return (
    pdfCii &&
    ((detail.code === 'NOT_CARRIED' &&
      /^\$\.invoice\.preceding_invoices\[1\]$/.test(detail.path)) ||
      (detail.code === 'BR-S-08' && /the CII rules/.test(detail.message)) ||
      (detail.code === 'BT-147' && /\.items\[\d+\]\.gross_price$/.test(detail.path)))
  );
}

const gated = requires(corpusDir ? undefined : 'the conformance corpus (EINVOICE_CORPUS)');
let service: Service;
test.before(async () => {
  if (corpusDir) service = await startService();
});
test.after.always(() => service?.close());

gated(
  'every unit-test document the official rules accept regenerates in its own format, or meets a known limit',
  async (t) => {
    t.timeout(EXHAUSTIVE ? 1_800_000 : 600_000);
    const outcomes = await mapLimit(unitDocuments(), 2, async (d) => {
      const read = await service.post('/v1/retrieve', {
        data_base64: Buffer.from(d.xml).toString('base64'),
      });
      if (read.status !== 200 || read.json.format.detected_format === 'unknown')
        return { d, read: read.status };
      const body = regenerateRequest(read.json.format, read.json.invoice);
      const regen = await service.post('/v1/generate', body);
      return { d, read: 200, body, regen };
    });
    const read = outcomes.filter((o) => o.read === 200);
    const regenerated = read.filter((o) => o.regen!.status === 200);
    const refused = read.filter((o) => o.regen!.status !== 200);
    t.log(
      `${outcomes.length} documents, ${read.length} read (today's rules accept them), ${regenerated.length} regenerated, ${refused.length} refused at a known limit`,
    );
    t.true(read.length > 100, `${read.length} documents read`);
    for (const o of refused) {
      t.is(o.regen!.status, 400, `${o.d.name}: ${o.regen!.text.slice(0, 400)}`);
      const unknown = (o.regen!.json?.details ?? []).filter((x: any) => !knownLimit(o.body, x));
      t.deepEqual(unknown, [], o.d.name);
    }
  },
);
