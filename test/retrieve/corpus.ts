/**
 * Test helper: locates ../shared/corpus (or EINVOICE_CORPUS) and lists its valid samples from
 * MANIFEST.tsv. Tests skip with a clear message when the corpus is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The corpus directory, or undefined when it is not there. */
export const corpusDir: string | undefined = (() => {
  const dir = resolve(repoRoot, process.env.EINVOICE_CORPUS ?? '../shared/corpus');
  return existsSync(resolve(dir, 'MANIFEST.tsv')) ? dir : undefined;
})();

/** One sample of the manifest. */
export interface Sample {
  path: string;
  kind: string;
  format: string;
  /** The corpus folder it belongs to (first two path segments). */
  folder: string;
}

/** Valid official samples (kinds example-valid and pdf-sample). */
export function validSamples(): Sample[] {
  if (!corpusDir) return [];
  const lines = readFileSync(resolve(corpusDir, 'MANIFEST.tsv'), 'utf8').split('\n').slice(1);
  return lines
    .map((l) => l.split('\t'))
    .filter((c) => (c[5] === 'example-valid' || c[5] === 'pdf-sample') && c[8] === 'valid')
    .map((c) => ({
      path: c[0],
      kind: c[5],
      format: c[6],
      folder: c[0].split('/').slice(0, 2).join('/'),
    }));
}

/** Why corpus tests cannot run here, or undefined when the corpus is there. */
export const corpusMissing: string | undefined = corpusDir
  ? undefined
  : 'the official corpus is absent (set EINVOICE_CORPUS or put it at ../shared/corpus)';

/** Reads a corpus file. */
export function corpusFile(path: string): Uint8Array {
  return readFileSync(resolve(corpusDir!, path));
}
