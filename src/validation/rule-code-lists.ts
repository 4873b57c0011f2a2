/**
 * Code lists that an installed official rule set states inside one of its asserts, read from its
 * compiled Schematron: HR-CIUS lists the 3,359 codes of the Croatian product classification KPD
 * (HR-BR-CL-2, `contains(' 01.11.11 01.11.12 … ', concat(' ', normalize-space(.), ' '))`). The
 * rule set is the one place the list is written; validate reads it from there so that it refuses
 * what the rules will refuse. Likewise the lists of a dated release (Peppol BIS 3.0.19's EAS and
 * ICD codes, which judge documents dated before 3.0.21 was in force; checks/judging-code-lists.ts). undefined when the rule set is not installed (then those rules do
 * not run either) or the assert states no list.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleSet } from './rule-sets.js';
import { DEFAULT_RULES_DIR } from './rules-dir.js';

const lists = new Map<string, ReadonlySet<string> | undefined>();

/** Where the assert with this id starts: compiled as an xsl:attribute, or as an attribute of svrl:failed-assert. */
function assertAt(xslt: string, ruleId: string): number {
  const asElement = xslt.indexOf(`<xsl:attribute name="id">${ruleId}</xsl:attribute>`);
  return asElement >= 0 ? asElement : xslt.indexOf(`id="${ruleId}"`);
}

/** The codes of a variable the rules declare as a tokenized literal (`<xsl:variable name="eaid" select="tokenize('0002 0007 …', '\\s')"/>`). */
function variableList(xslt: string, name: string): ReadonlySet<string> | undefined {
  const declared = new RegExp(
    `<xsl:variable\\s+name="${name}"\\s+select="tokenize\\('([^']+)'`,
  ).exec(xslt);
  return declared ? new Set(declared[1]!.trim().split(/\s+/)) : undefined;
}

/**
 * The codes the assert with this id tests against: the first `contains(' … ', …)` literal of its
 * test, else the first variable it names that holds a tokenized list (Peppol's
 * `some $code in $eaid satisfies @schemeID = $code`).
 */
function listIn(xslt: string, ruleId: string): ReadonlySet<string> | undefined {
  const at = assertAt(xslt, ruleId);
  if (at < 0) return undefined;
  const start = xslt.lastIndexOf(' test="', at) + 7;
  const test = xslt.slice(start, xslt.indexOf('"', start));
  const literal = /contains\('( [^']+ )',/.exec(test);
  if (literal) return new Set(literal[1]!.trim().split(/\s+/));
  for (const [, name] of test.matchAll(/\$([\w.-]+)/g)) {
    const codes = variableList(xslt, name!);
    if (codes) return codes;
  }
  return undefined;
}

/** The code list an installed rule set's assert states, or undefined. */
export function ruleCodeList(
  ruleSetId: string,
  ruleId: string,
  rulesDir = process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR,
): ReadonlySet<string> | undefined {
  return ruleCodeLists(ruleSetId, [ruleId], rulesDir)[0];
}

/**
 * The code lists of several asserts of one installed rule set, in their order: each compiled
 * file (megabytes) is read once for all of them, and only for the lists not read before.
 */
export function ruleCodeLists(
  ruleSetId: string,
  ruleIds: readonly string[],
  rulesDir = process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR,
): (ReadonlySet<string> | undefined)[] {
  const keyOf = (ruleId: string) => `${rulesDir}\0${ruleSetId}\0${ruleId}`;
  const missing = ruleIds.filter((id) => !lists.has(keyOf(id)));
  if (missing.length > 0) {
    const found = new Map<string, ReadonlySet<string>>();
    try {
      for (const f of ruleSet(ruleSetId).xslt.map((x) => join(rulesDir, x))) {
        if (!existsSync(f)) continue;
        const xslt = readFileSync(f, 'utf8');
        for (const id of missing) {
          const codes = found.has(id) ? undefined : listIn(xslt, id);
          if (codes) found.set(id, codes);
        }
      }
    } catch {
      found.clear();
    }
    for (const id of missing) lists.set(keyOf(id), found.get(id));
  }
  return ruleIds.map((id) => lists.get(keyOf(id)));
}
