/**
 * The PINT OM code lists of items: CL-08-OM-HS, the 12-digit Oman HS codes of goods
 * (ItemClassificationCode with listID HS), and CL-08-OM-ISIC, the 6-digit ISIC codes of the
 * industrial classification (BTOM-033, AdditionalItemIdentification with scheme CC). The official
 * rules hold them as literals (codes01 … codes20, isic0 … isic9), and so they are read from there,
 * once, out of the prepared rule set (rules/build/pint-om, npm run setup): the publisher's lists in
 * one place. Without the prepared rules there are no lists and the checks are left out; the
 * service's own validation of the document needs the same rules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_RULES_DIR } from '../rules-dir.js';

/** The two lists, as sets of codes. */
export interface OmCodeLists {
  hs: ReadonlySet<string>;
  isic: ReadonlySet<string>;
}

const RULES_FILE = join('build', 'pint-om', 'PINT-jurisdiction-aligned-rules.xslt');

/** The codes of the literals whose variable names match `name` (xsl:variable … select="' a b '"). */
function literals(xslt: string, name: RegExp): Set<string> {
  const codes = new Set<string>();
  const variable = /<xsl:variable\s+name="([A-Za-z0-9]+)"\s+select="'([^']*)'"/g;
  for (const m of xslt.matchAll(variable))
    if (name.test(m[1])) for (const code of m[2].split(/\s+/)) if (code) codes.add(code);
  return codes;
}

let cached: OmCodeLists | null | undefined;

/** CL-08-OM-HS and CL-08-OM-ISIC, or undefined when the PINT OM rules are not prepared. */
export function omCodeLists(): OmCodeLists | undefined {
  if (cached === undefined) {
    const file = join(process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR, RULES_FILE);
    if (!existsSync(file)) cached = null;
    else {
      const xslt = readFileSync(file, 'utf8');
      const hs = literals(xslt, /^codes\d{2}$/);
      const isic = literals(xslt, /^isic\d$/);
      cached = hs.size && isic.size ? { hs, isic } : null;
    }
  }
  return cached ?? undefined;
}
