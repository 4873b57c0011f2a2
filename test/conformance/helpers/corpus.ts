/**
 * Conformance helper: the valid official samples of ../shared/corpus (or EINVOICE_CORPUS), from
 * its MANIFEST.tsv, grouped by corpus folder (the XRechnung test suite split by syntax), and a
 * deterministic spread sample of each group for the default run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The corpus directory, or undefined when absent. */
export const corpusDir: string | undefined = (() => {
  const dir = resolve(repoRoot, process.env.EINVOICE_CORPUS ?? '../shared/corpus');
  return existsSync(resolve(dir, 'MANIFEST.tsv')) ? dir : undefined;
})();

/** One valid sample. */
export interface Sample {
  path: string;
  /** Corpus folder (two path segments; XRechnung split into ubl and cii). */
  group: string;
}

function group(path: string): string {
  const folder = path.split('/').slice(0, 2).join('/');
  if (folder !== 'xrechnung/testsuite') return folder;
  return /ubl/i.test(path.split('/').pop()!) ? `${folder} (ubl)` : `${folder} (cii)`;
}

/** Every sample the manifest marks valid (example-valid and pdf-sample). */
export function validSamples(): Sample[] {
  if (!corpusDir) return [];
  return readFileSync(resolve(corpusDir, 'MANIFEST.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter((c) => (c[5] === 'example-valid' || c[5] === 'pdf-sample') && c[8] === 'valid')
    .map((c) => ({ path: c[0], group: group(c[0]) }));
}

/** At most `perGroup` samples of each group, spread evenly over the group. */
export function spread(samples: Sample[], perGroup: number): Sample[] {
  const groups = new Map<string, Sample[]>();
  for (const s of samples) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
  const out: Sample[] = [];
  for (const list of groups.values()) {
    if (list.length <= perGroup) out.push(...list);
    else
      for (let i = 0; i < perGroup; i++) out.push(list[Math.floor((i * list.length) / perGroup)]);
  }
  return out;
}

/** A sample's bytes. */
export function sampleBytes(sample: Sample): Buffer {
  return readFileSync(resolve(corpusDir!, sample.path));
}
