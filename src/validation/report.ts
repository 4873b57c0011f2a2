/**
 * The validation report every engine produces: the verdict, the rule sets (with versions) that
 * decided it, and the findings. Engines return raw SVRL/XSD findings; this module alone turns
 * them into findings (severity from the Schematron flag, rule id, BT-/BG- ids named in the
 * message), so both engines report identically.
 */
import { installedRuleSet, ruleSet, type RuleSet } from './rule-sets.js';
import { DEFAULT_RULES_DIR } from './rules-dir.js';

/** Severity of a finding; fatal and error make a document invalid (XSD errors are fatal). */
export type Severity = 'fatal' | 'error' | 'warning' | 'info';

/** One finding of one rule set. */
export interface Finding {
  /** BR-…, BR-DE-…, PEPPOL-…, a cvc-… XSD code, or XSD / XML-NOT-WELL-FORMED. */
  ruleId: string;
  severity: Severity;
  /** XPath of the offending node (Schematron) or "line L, column C" (XSD). */
  location: string;
  message: string;
  /** The BT-/BG- ids the message names, e.g. ["BT-112", "BT-109"]. */
  businessTerms: string[];
  /** The rule set id that reported it. */
  ruleSet: string;
  /** Where the finding comes from. */
  source: 'xsd' | 'schematron' | 'xml';
}

/** The verdict on one document. */
export interface ValidationReport {
  /** True when no finding is fatal or error. */
  valid: boolean;
  ruleSets: { id: string; version: string }[];
  findings: Finding[];
  /** Which engine produced the report. */
  engine: 'jvm' | 'saxonjs';
}

/** A finding as an engine returns it (SVRL attributes or an XSD error). */
export interface RawFinding {
  ruleSet: string;
  /**
   * failed-assert, successful-report, xsd, xml, or rules-error (the rules stopped with a dynamic
   * error on this document; `text` is the error code).
   */
  kind: string;
  id: string;
  flag: string | null;
  role?: string | null;
  location: string;
  test: string;
  text: string;
}

const SEVERITY: Record<string, Severity> = {
  fatal: 'fatal',
  error: 'error',
  warning: 'warning',
  warn: 'warning',
  info: 'info',
  information: 'info',
};

/** Maps the Schematron flag (or role) to a severity; a failed assert without one is an error. */
export function severityOf(raw: RawFinding): Severity {
  const flag = (raw.flag || raw.role || '').trim().toLowerCase();
  if (SEVERITY[flag]) return SEVERITY[flag];
  if (raw.kind === 'xsd' || raw.kind === 'xml' || raw.kind === 'rules-error') return 'fatal';
  return raw.kind === 'successful-report' ? 'info' : 'error';
}

// EN 16931 names BT-31 / BG-4; the PINT rules name the same terms ibt-031 / ibg-04.
const TERM = /\b(?:(B[TG])|i(b[tg]))-0*(\d+)\b/gi;
const LEADING_RULE = /^\s*\[([A-Z][A-Z0-9-]*-[A-Z0-9-]*\d[A-Z0-9-]*)\]/;

/** The BT-/BG- ids a message names, unique, in order of appearance. */
export function businessTermsIn(message: string): string[] {
  const out: string[] = [];
  for (const m of message.matchAll(TERM)) {
    const term = `${(m[1] ?? m[2]!).toUpperCase()}-${m[3]}`;
    if (!out.includes(term)) out.push(term);
  }
  return out;
}

/**
 * Official rules assume the structure their XSD guarantees; on a document outside it (two buyers
 * where normalize-space() expects one) an expression can stop with a dynamic error. Both engines
 * then report this one fatal finding per rule set instead of failing the request.
 */
const notEvaluated = (raw: RawFinding): string =>
  `The official rules ${raw.ruleSet} could not be evaluated on this document (${raw.text}): it does not have the structure they require; see the schema findings`;

/** The registry's rule set of a finding, when known. */
function ruleSetOf(id: string): RuleSet | undefined {
  try {
    return ruleSet(id);
  } catch {
    return undefined;
  }
}

/** Normalises one raw finding. */
export function toFinding(raw: RawFinding): Finding {
  const message =
    raw.kind === 'rules-error' ? notEvaluated(raw) : raw.text.replace(/\s+/g, ' ').trim();
  const ruleId =
    raw.id || LEADING_RULE.exec(message)?.[1] || (raw.kind === 'xsd' ? 'XSD' : 'SCHEMATRON');
  const source = raw.kind === 'xsd' ? 'xsd' : raw.kind === 'xml' ? 'xml' : 'schematron';
  return {
    ruleId,
    severity: severityOf(raw),
    location: raw.location,
    message,
    businessTerms: businessTermsIn(message),
    ruleSet: raw.ruleSet,
    source,
  };
}

/**
 * Builds the report for a document checked against the given rule set ids; each rule set is named
 * with the version installed under rulesDir (the rules that judged the document).
 */
export function buildReport(
  ruleSetIds: string[],
  raw: RawFinding[],
  engine: ValidationReport['engine'],
  rulesDir = DEFAULT_RULES_DIR,
): ValidationReport {
  // A rule set whose findings are warnings (France's BR-FR _WARNING) reports its asserts as such.
  const findings = raw
    .map(toFinding)
    .map((f) =>
      f.source === 'schematron' && ruleSetOf(f.ruleSet)?.findingsAreWarnings
        ? { ...f, severity: 'warning' as const }
        : f,
    );
  return {
    valid: !findings.some((f) => f.severity === 'fatal' || f.severity === 'error'),
    ruleSets: ruleSetIds.map((id) => ({
      id,
      version: installedRuleSet(ruleSet(id), rulesDir).version,
    })),
    findings,
    engine,
  };
}
