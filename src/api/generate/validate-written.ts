/**
 * Runs the official rules on the XML(s) of a generated document and decides its status. Fatal
 * and error findings reject the document, except the documented blocking issues of the Peppol
 * preview profiles, which are returned as warnings (the public API lists them).
 */
import type { CalculatedInvoice } from '../../domain/index.js';
import { knownProfileIssues } from '../../syntax/ubl/index.js';
import type { Finding, ValidationReport } from '../../validation/report.js';
import type { DocumentPlan } from './document-plan.js';
import { pathForTerms } from './finding-paths.js';
import type { WrittenDocument } from './write-xml.js';

/** The validation engine as generate uses it. */
export interface DocumentValidator {
  validate(
    xml: string | Uint8Array,
    ruleSetIds: string[],
    options?: { asOf?: string },
  ): Promise<ValidationReport & { rulesAsOf?: string }>;
}

/** A rejecting finding with the input path it most likely comes from. */
export interface RejectingFinding extends Finding {
  path: string;
}

/** The verdict on a generated document. */
export interface WrittenVerdict {
  /**
   * valid; valid_with_warnings; known_issues (a preview country profile failing only its
   * documented blocking issues, returned as warnings); or not_applicable (plain pdf: no XML).
   */
  status: 'valid' | 'valid_with_warnings' | 'known_issues' | 'not_applicable';
  /** Every rule set used, as <id>@<version>. */
  ruleSets: string[];
  fatal: RejectingFinding[];
  warnings: Finding[];
  /** The date whose rule releases judged the document (rules_as_of, else its BT-2); none when nothing was checked. */
  rulesAsOf?: string;
}

/** Rule ids that a preview country profile is known to fail for this invoice (downgraded to warnings). */
export type KnownBlockers = (plan: DocumentPlan, invoice: CalculatedInvoice) => ReadonlySet<string>;

/**
 * The documented blocking issues of the Peppol preview profiles (the public API lists them);
 * stable profiles tolerate nothing: a finding there rejects the document.
 */
export const previewProfileBlockers: KnownBlockers = (plan, invoice) => {
  const profile = plan.countryProfile;
  if (profile?.status !== 'preview') return new Set();
  const rules = knownProfileIssues(profile.id, invoice).map((i) => i.ruleId);
  // The public API fixes the CustomizationIDs @au-1 and @nz-1; the PINT A-NZ rules accept only @aunz-1.
  if (
    !profile.customizationId.endsWith('@aunz-1') &&
    (profile.id === 'pint_au' || profile.id === 'pint_nz')
  )
    rules.push('aligned-ibrp-001-aunz');
  return new Set(rules);
};

const isRejecting = (f: Finding) => f.severity === 'fatal' || f.severity === 'error';

/**
 * Validates the written XML(s) and classifies the findings; `asOf` (the request's rules_as_of)
 * chooses the rule releases, else each document's issue date does.
 */
export async function validateWritten(
  written: WrittenDocument,
  plan: DocumentPlan,
  invoice: CalculatedInvoice,
  validator: DocumentValidator,
  knownBlockers: KnownBlockers = previewProfileBlockers,
  asOf?: string,
): Promise<WrittenVerdict> {
  const documents = [written.standalone, written.embedded].filter(
    (d, i, all) => d && all.indexOf(d) === i,
  );
  if (documents.length === 0)
    return { status: 'not_applicable', ruleSets: [], fatal: [], warnings: [] };
  const reports = await Promise.all(
    documents.map((d) => validator.validate(d!.xml, d!.ruleSetIds, asOf ? { asOf } : undefined)),
  );
  const rulesAsOf = reports.find((r) => r.rulesAsOf)?.rulesAsOf;
  const ruleSets = [
    ...new Set(reports.flatMap((r) => r.ruleSets.map((s) => `${s.id}@${s.version}`))),
  ];
  const tolerated = knownBlockers(plan, invoice);
  const fatal: RejectingFinding[] = [];
  const warnings: Finding[] = [];
  let known = false;
  // XRechnung checks its UBL and its embedded CII: a rule both break is one finding for the caller.
  const seen = new Set<string>();
  for (const finding of reports.flatMap((r) => r.findings)) {
    const key = `${finding.ruleId}\u0000${finding.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (isRejecting(finding) && tolerated.has(finding.ruleId)) {
      known = true;
      warnings.push({
        ...finding,
        severity: 'warning',
        message: `known blocking issue of the ${plan.countryProfile?.id} preview profile: ${finding.message}`,
      });
    } else if (isRejecting(finding))
      fatal.push({ ...finding, path: pathForTerms(finding.businessTerms) });
    else if (finding.severity !== 'info') warnings.push(finding);
  }
  return {
    status: known ? 'known_issues' : warnings.length > 0 ? 'valid_with_warnings' : 'valid',
    ruleSets,
    fatal,
    warnings,
    ...(rulesAsOf ? { rulesAsOf } : {}),
  };
}
