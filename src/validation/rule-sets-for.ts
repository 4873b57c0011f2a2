/**
 * The rule sets that judge a document, read from the format registry rows
 * (src/formats/format-rows.ts), the one place that decides them: by format, profile and country
 * profile for what generate writes and validate checks, by what retrieve detected for a document
 * that was read (retrieve and the CLI). The only choice made here is the installed one: a row whose
 * own rules are not installed (they come only from the publishers' mirror) falls back to the
 * rules it names, and the answer's rule_sets says which judged the document.
 */
import {
  FORMAT_ROWS,
  formatRow,
  rowOfDocument,
  type FormatRow,
  type ReadDocument,
} from '../formats/format-rows.js';
import { usesCountryProfile, type Syntax } from '../formats/format-registry.js';
import { isInstalled, ruleSet, RuleSetUnavailableError } from './rule-sets.js';
import { DEFAULT_RULES_DIR } from './rules-dir.js';

/** The rule set ids of a row: its own, or its fallback when those are not installed. */
export function ruleSetsOfRow(
  row: FormatRow,
  rulesDir = process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR,
): string[] {
  if (row.fallbackRuleSetIds && !row.ruleSetIds.every((id) => isInstalled(ruleSet(id), rulesDir)))
    return [...row.fallbackRuleSetIds];
  return [...row.ruleSetIds];
}

/**
 * The rule set ids for a format (zugferd, facturx, xrechnung, cii, ubl, peppol, fatturapa), its
 * CII profile (zugferd, facturx, cii; default en16931), country profile (peppol; default
 * standard_eu) and syntax (XRechnung: CII by default, or UBL; Peppol: UBL by default, or CII for
 * standard_eu), with the national rules of the seller's country where it has some (France: BR-FR). Throws RuleSetUnavailableError for a combination no row covers (fail closed).
 */
export function ruleSetsFor(
  format: string,
  profile?: string,
  countryProfile?: string,
  syntax?: Syntax,
  selfBilling = false,
  sellerCountry?: string,
  documentDate?: string,
): string[] {
  const row = formatRow({
    format,
    ciiProfile: profile,
    countryProfile,
    syntax,
    selfBilling,
    sellerCountry,
    documentDate,
  });
  if (!row) {
    const what = usesCountryProfile(format.toLowerCase())
      ? `${format.toLowerCase()}/${countryProfile}`
      : profile
        ? `${format}/${profile}`
        : format;
    throw new RuleSetUnavailableError(
      what,
      'UNKNOWN_RULE_SET',
      `No rule set covers ${what}${syntax ? ` in ${syntax.toUpperCase()}` : ''}`,
    );
  }
  return ruleSetsOfRow(row);
}

/** The rule set ids for a document retrieve or the CLI read (format, syntax and label detected). */
export function ruleSetsForDocument(detected: ReadDocument): string[] {
  const row = rowOfDocument(detected);
  if (!row)
    throw new RuleSetUnavailableError(
      detected.detectedFormat,
      'UNKNOWN_RULE_SET',
      `No rule set for a document detected as ${detected.detectedFormat}`,
    );
  return ruleSetsOfRow(row);
}

/**
 * The rule sets of each format's default row (no profile, country profile or syntax given: ZUGFeRD
 * EN16931, XRechnung CII, Peppol BIS, ...), what most generates need: the warm-up's default. The
 * other rows' rule sets (other Factur-X profiles, PINT, UBL XRechnung, ...) load on first use.
 */
export function defaultFormatRuleSets(rulesDir?: string): string[] {
  const formats = [...new Set(FORMAT_ROWS.map((r) => r.format))];
  return [...new Set(formats.flatMap((format) => ruleSetsOfRow(formatRow({ format })!, rulesDir)))];
}
