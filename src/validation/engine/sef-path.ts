/**
 * Where the SEF (saxon-js compiled stylesheet) of an XSLT is cached: keyed by the XSLT's sha256
 * and the compiler's version, so a changed rule set or compiler never reuses a stale SEF.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';

/** Bump when the xslt3 compiler or its options change. */
export const SEF_COMPILER_TAG = 'xslt3-2.7-relocate';

/** The SEF file path for an XSLT's content under a rules directory. */
export function sefPathFor(rulesDir: string, xslt: Buffer | string): string {
  const key = createHash('sha256').update(SEF_COMPILER_TAG).update('\0').update(xslt).digest('hex').slice(0, 32);
  return join(rulesDir, 'build', 'sef', `${key}.sef.json`);
}
