/**
 * Where the SEF (saxon-js compiled stylesheet) of an XSLT is cached: keyed by the sha256 of the
 * text compiled (the XSLT as sefSource gives it) and the compiler's version, so a changed rule
 * set, rewrite or compiler never reuses a stale SEF.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { sefSource } from './sef-source.js';

/**
 * Bump when the xslt3 compiler or its options change. `sefsource`: the on-demand compile once
 * compiled the XSLT without sefSource's rewrite under the rewritten text's key; the files it left
 * in the machine caches must not be reused.
 */
export const SEF_COMPILER_TAG = 'xslt3-2.7-relocate-sefsource';

/** The SEF file path for an XSLT's content under a rules directory. */
export function sefPathFor(rulesDir: string, xslt: Buffer | string): string {
  const text = typeof xslt === 'string' ? xslt : xslt.toString('utf8');
  const source = sefSource(text);
  // Unchanged stylesheets keep the key of their bytes (SEF files already compiled stay valid).
  const key = createHash('sha256')
    .update(SEF_COMPILER_TAG)
    .update('\0')
    .update(source === text ? xslt : source)
    .digest('hex')
    .slice(0, 32);
  return join(rulesDir, 'build', 'sef', `${key}.sef.json`);
}
