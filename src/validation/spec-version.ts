/**
 * One version vocabulary for generate, validate, retrieve and the CLI: the version reported for a
 * document is the version of its specification as the document declares it, made exact by the
 * rules that judged it. A document that declares only a family of releases is reported with the
 * release of the installed rules, which is the one that judged it:
 * - ZUGFeRD 2.1 and later, and Factur-X 1.0 and later, share one XMP schema (fx:Version 1.0),
 *   attachment name and BT-24, so the file cannot say which release it follows: the version of
 *   the installed ZUGFeRD/Factur-X rules (ZUGFeRD 2.5.2 = Factur-X 1.09.2 from the mirror,
 *   ZUGFeRD 2.4 = Factur-X 1.08 from Maven Central), in each name's own numbering;
 * - XRechnung declares major.minor in BT-24 (xrechnung_3.0): the installed 3.0.x rules;
 * - FatturaPA declares the namespace v1.2 (FPA12/FPR12): the installed 1.2.x schema.
 * A document that declares an exact older release (ZUGFeRD 1.0, 2.0) keeps it.
 */
import { formatInfo } from '../formats/format-registry.js';
import { formatRow } from '../formats/format-rows.js';
import { installedRuleSet, ruleSet } from './rule-sets.js';
import { DEFAULT_RULES_DIR } from './rules-dir.js';

const rulesDirOf = (rulesDir?: string): string =>
  rulesDir ?? process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR;
const installed = (id: string, rulesDir?: string): string =>
  installedRuleSet(ruleSet(id), rulesDirOf(rulesDir)).version;

/**
 * The version reported for a format whose document this service writes or that declares only its
 * family: for the registry rows that say so (versionFromRules), the installed release of the
 * row's own rules, in the format's own numbering (Factur-X numbers ZUGFeRD's releases its own
 * way); the format's version otherwise.
 */
export function specVersion(format: string, rulesDir?: string): string {
  const row = formatRow({ format });
  const info = formatInfo(format);
  if (!row?.versionFromRules) return info?.version ?? '';
  const release = installed(row.ruleSetIds[0]!, rulesDir);
  // The format's own numbering of the release (Factur-X's of ZUGFeRD's), where it has one.
  const names = info?.releaseNames;
  return names ? (names[release] ?? info.version) : release;
}

/**
 * The version of a document this service writes in a format and CII profile: its registry row's
 * own where it has one (CII D22B for EXTENDED-CTC-FR, which FNFE-MPE judges with its D22B XSD;
 * read-document.ts reports the same for such a document read back), else specVersion's.
 */
export function documentSpecVersion(format: string, ciiProfile?: string): string {
  return formatRow({ format, ciiProfile })?.specVersion ?? specVersion(format);
}

/**
 * The version to report for what a document declares: the installed release when it belongs to
 * the declared family (the declared version is a prefix of it, e.g. 3.0 of 3.0.2, 1.2 of 1.2.2),
 * else the declared version as it is.
 */
export function declaredSpecVersion(
  format: string,
  declared: string | undefined,
  rulesDir?: string,
): string {
  const exact = specVersion(format, rulesDir);
  if (!declared) return exact;
  return exact === declared || exact.startsWith(`${declared}.`) ? exact : declared;
}
