/**
 * Code lists that an installed official rule set states inside one of its asserts, read from its
 * compiled Schematron: HR-CIUS lists the 3,359 codes of the Croatian product classification KPD
 * (HR-BR-CL-2, `contains(' 01.11.11 01.11.12 … ', concat(' ', normalize-space(.), ' '))`). The
 * rule set is the one place the list is written; validate reads it from there so that it refuses
 * what the rules will refuse. undefined when the rule set is not installed (then those rules do
 * not run either) or the assert states no list.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleSet } from './rule-sets.js';
import { DEFAULT_RULES_DIR } from './rules-dir.js';

const lists = new Map<string, ReadonlySet<string> | undefined>();

/** The codes of the first `contains(' … ', …)` literal in the test of the assert with this id. */
function listIn(xslt: string, ruleId: string): ReadonlySet<string> | undefined {
  const at = xslt.indexOf(`<xsl:attribute name="id">${ruleId}</xsl:attribute>`);
  if (at < 0) return undefined;
  const test = xslt.lastIndexOf(' test="', at);
  const literal = /contains\('( [^']+ )',/.exec(xslt.slice(test, xslt.indexOf('"', test + 7)));
  return literal ? new Set(literal[1]!.trim().split(/\s+/)) : undefined;
}

/** The code list an installed rule set's assert states, or undefined. */
export function ruleCodeList(
  ruleSetId: string,
  ruleId: string,
  rulesDir = process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR,
): ReadonlySet<string> | undefined {
  const key = `${rulesDir}\0${ruleSetId}\0${ruleId}`;
  if (lists.has(key)) return lists.get(key);
  let found: ReadonlySet<string> | undefined;
  try {
    for (const f of ruleSet(ruleSetId).xslt.map((x) => join(rulesDir, x)))
      if (existsSync(f)) found ??= listIn(readFileSync(f, 'utf8'), ruleId);
  } catch {
    found = undefined;
  }
  lists.set(key, found);
  return found;
}
