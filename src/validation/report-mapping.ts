/**
 * Maps a ValidationReport onto the public API shapes: retrieve's errors and warnings (codes
 * SCHEMA_ERROR for XSD and well-formedness, SCHEMATRON_ERROR for business rules) and generate's
 * `validation` object (status, profile, version). See PUBLIC-API.md (retrieve, generate).
 */
import type { Finding, ValidationReport } from './report.js';
import { specVersion } from './spec-version.js';

/** One error or warning object of the retrieve response. */
export interface PublicIssue {
  code: 'SCHEMA_ERROR' | 'SCHEMATRON_ERROR';
  message: string;
  severity: 'error' | 'warning' | 'info';
  /** The rule id (BR-…, PEPPOL-…, cvc-…) and where it applies. */
  rule: string;
  location: string;
  rule_set: string;
}

function issue(f: Finding): PublicIssue {
  const severity = f.severity === 'fatal' || f.severity === 'error' ? 'error' : f.severity;
  return {
    code: f.source === 'schematron' ? 'SCHEMATRON_ERROR' : 'SCHEMA_ERROR',
    message: f.message.startsWith(`[${f.ruleId}]`) ? f.message : `[${f.ruleId}] ${f.message}`,
    severity,
    rule: f.ruleId,
    location: f.location,
    rule_set: f.ruleSet,
  };
}

/** Retrieve's `errors` (fatal and error findings) and `warnings` (the rest). */
export function toRetrieveIssues(report: ValidationReport): { errors: PublicIssue[]; warnings: PublicIssue[] } {
  const errors: PublicIssue[] = [];
  const warnings: PublicIssue[] = [];
  for (const f of report.findings) (f.severity === 'fatal' || f.severity === 'error' ? errors : warnings).push(issue(f));
  return { errors, warnings };
}


/** Generate's `validation` object: status valid/invalid, profile (e.g. EN16931) and version. */
export function toGenerateValidation(
  report: ValidationReport,
  format: string,
  profile?: string,
  countryProfile?: string,
): { status: 'valid' | 'invalid'; profile: string; version: string; rule_sets: { id: string; version: string }[] } {
  const f = format.toLowerCase();
  let publicProfile: string;
  if (f === 'zugferd' || f === 'facturx') publicProfile = (profile ?? 'en16931').toUpperCase().replace('_', ' ');
  else if (f === 'xrechnung') publicProfile = 'XRECHNUNG';
  else if (f === 'peppol') publicProfile = (countryProfile ?? 'standard_eu') === 'standard_eu' ? 'PEPPOL BIS BILLING 3.0' : (countryProfile ?? '').toUpperCase();
  else if (f === 'fatturapa') publicProfile = 'FATTURAPA';
  else publicProfile = 'EN16931';
  return {
    status: report.valid ? 'valid' : 'invalid',
    profile: publicProfile,
    version: specVersion(f) || report.ruleSets[0]?.version || '',
    rule_sets: report.ruleSets,
  };
}
