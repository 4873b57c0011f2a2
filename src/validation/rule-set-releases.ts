/**
 * The releases of a rule set and when each is in force. The format registry's rows name a rule set
 * (peppol-bis, xrechnung-ubl, ...); when that rule set has releases here, a document is judged by
 * the release in force on its date: the invoice's issue date (BT-2), or the caller's rules_as_of.
 * Each release is a rule set of the registry (src/validation/rule-sets.ts) holding its files; one
 * row here dates it. Adding the next release is one row here, its registry entry and its files
 * (scripts/rules-sources.ts). A release that is not installed on this machine is replaced by the
 * nearest installed one, and the answer says so.
 */
import { isInstalled, ruleSet } from './rule-sets.js';
import { DEFAULT_RULES_DIR } from './rules-dir.js';
import type { Finding, ValidationReport } from './report.js';

/** One dated release of a rule set. */
export interface RuleSetRelease {
  /** The rule set the format rows name (and answers report): peppol-bis. */
  ruleSet: string;
  /** The registry entry holding the release's files; may be absent from the registry while its files are not published. */
  id: string;
  /** The release as its publisher numbers it (Peppol BIS 3.0.21). */
  release: string;
  /** First day (YYYY-MM-DD) the release is in force; none: in force from the start. */
  from?: string;
  /** Last day in force; none: until the next release's `from`. */
  until?: string;
  /** What the date rests on, for people. */
  basis: string;
}

/**
 * XRechnung (both syntaxes): the 3.0.x standard judges invoices from 1 February 2024 (KoSIT; 2.3.1
 * until 31 January 2024, whose rules this service does not hold: no registry entry); 3.0.2 is the
 * 3.0.x release installed (the KoSIT bundle of 2024-06-20; its rules xrechnung-schematron 2.5,
 * 2026-01-31, as the corpus's release notes say).
 */
const XRECHNUNG_RELEASES: readonly RuleSetRelease[] = (['ubl', 'cii'] as const).flatMap(
  (syntax): RuleSetRelease[] => [
    {
      ruleSet: `xrechnung-${syntax}`,
      id: `xrechnung-${syntax}-2.3.1`,
      release: '2.3.1',
      until: '2024-01-31',
      basis: 'XRechnung 2.3.1 (KoSIT), the standard until 31 January 2024',
    },
    {
      ruleSet: `xrechnung-${syntax}`,
      id: `xrechnung-${syntax}`,
      release: '3.0.2',
      from: '2024-02-01',
      basis:
        'XRechnung 3.0.x (KoSIT), in force for invoices from 1 February 2024; 3.0.2 its release of 2024-06-20 (xrechnung-schematron 2.5)',
    },
  ],
);

/**
 * France's BR-FR rules (FNFE-MPE 1.4.0.03, XP Z12-012 1.4, "Flux 2"), fatal and warning sets:
 * in force on the sending side from 1 September 2026, the day the national rules apply from
 * (formats/national-rules.ts).
 */
const BR_FR_RELEASES: readonly RuleSetRelease[] = [
  'br-fr-facturx',
  'br-fr-cii',
  'br-fr-ubl',
].flatMap((id) =>
  [id, `${id}-warning`].map(
    (ruleSet): RuleSetRelease => ({
      ruleSet,
      id: ruleSet,
      release: '1.4.0.03',
      from: '2026-09-01',
      basis:
        'FNFE-MPE France CTC rules 1.4.0.03 (AFNOR XP Z12-012 1.4), in force from 1 September 2026',
    }),
  ),
);

/**
 * The dated releases. Peppol BIS Billing 3.0: OpenPeppol makes each release mandatory on a set
 * date; the May 2026 release (3.0.21, the phive-rules 2026.5 files) from 17 August 2026, the
 * next (3.0.22) from 24 February 2027, whose files are not published yet (no registry entry).
 * Then XRechnung and BR-FR.
 */
export const RULE_SET_RELEASES: readonly RuleSetRelease[] = [
  {
    ruleSet: 'peppol-bis',
    id: 'peppol-bis-3.0.19',
    release: '3.0.19',
    basis:
      'OpenPeppol BIS Billing 3.0.19 (May 2025 release), in force until 3.0.21 became mandatory',
  },
  {
    ruleSet: 'peppol-bis',
    id: 'peppol-bis',
    release: '3.0.21',
    from: '2026-08-17',
    basis: 'OpenPeppol BIS Billing 3.0.21 (May 2026 release), mandatory from 17 August 2026',
  },
  {
    ruleSet: 'peppol-bis',
    id: 'peppol-bis-3.0.22',
    release: '3.0.22',
    from: '2027-02-24',
    basis: 'OpenPeppol BIS Billing 3.0.22, mandatory from 24 February 2027',
  },
  ...XRECHNUNG_RELEASES,
  ...BR_FR_RELEASES,
];

/** A rule set chosen for a date: the registry entry that judges, and why when it is not the release in force. */
export interface ReleaseChoice {
  /** The registry entry (rule set id) whose files judge the document. */
  id: string;
  /** The release chosen, as its publisher numbers it (none for rule sets without dated releases). */
  release?: string;
  /** Set when the release in force on the date is not installed and another one judges instead. */
  note?: string;
}

/** The releases of a rule set, oldest first, with each one's last day filled in. */
export function releasesOf(
  ruleSetId: string,
  releases: readonly RuleSetRelease[] = RULE_SET_RELEASES,
): (RuleSetRelease & { last?: string })[] {
  const rows = releases
    .filter((r) => r.ruleSet === ruleSetId)
    .sort((a, b) => (a.from ?? '').localeCompare(b.from ?? ''));
  return rows.map((r, i) => ({
    ...r,
    last: r.until ?? (rows[i + 1]?.from ? dayBefore(rows[i + 1]!.from!) : undefined),
  }));
}

function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Days between a date and a release's period (0 inside it). */
function distance(asOf: string, r: { from?: string; last?: string }): number {
  const day = (s: string) => Date.parse(`${s}T00:00:00Z`) / 86_400_000;
  if (r.from && asOf < r.from) return day(r.from) - day(asOf);
  if (r.last && asOf > r.last) return day(asOf) - day(r.last);
  return 0;
}

/**
 * The release of a rule set in force on a date (YYYY-MM-DD), among those installed: the one whose
 * period holds the date; when it is not installed, the installed release nearest to the date (the
 * later one on a tie) with a note. A rule set without dated releases is itself.
 */
export function releaseInForce(
  ruleSetId: string,
  asOf: string,
  installed: (id: string) => boolean = (id) =>
    isInstalled(ruleSet(id), process.env.EINVOICE_RULES_DIR ?? DEFAULT_RULES_DIR),
  releases: readonly RuleSetRelease[] = RULE_SET_RELEASES,
): ReleaseChoice {
  const rows = releasesOf(ruleSetId, releases);
  if (rows.length === 0) return { id: ruleSetId };
  // A release without a registry entry (ruleSet throws) has no files anywhere: never installed.
  const has = (id: string) => {
    try {
      return installed(id);
    } catch {
      return false;
    }
  };
  const inForce = rows.find((r) => distance(asOf, r) === 0);
  if (inForce && has(inForce.id)) return { id: inForce.id, release: inForce.release };
  const candidates = rows.filter((r) => has(r.id));
  // None installed: the row's own rule set, whose absence the validator reports (fail closed).
  if (candidates.length === 0)
    return { id: ruleSetId, ...(inForce ? { release: inForce.release } : {}) };
  const nearest = candidates.reduce((best, r) =>
    distance(asOf, r) <= distance(asOf, best) ? r : best,
  );
  const why = inForce
    ? `${ruleSetId} ${inForce.release} (in force on ${asOf}${inForce.from ? `, from ${inForce.from}` : ''}) is not installed`
    : `no release of ${ruleSetId} is in force on ${asOf}`;
  return {
    id: nearest.id,
    release: nearest.release,
    note: `${why}: checked with ${nearest.release}, the nearest installed release`,
  };
}

/** The rule set a registry entry is a release of (what answers name): itself when it is no dated release. */
export function releasedRuleSet(id: string): string {
  return RULE_SET_RELEASES.find((r) => r.id === id)?.ruleSet ?? id;
}

/** The rule sets that judge a document on a date, and what the answer says about the choice. */
export interface RulesInForce {
  /** Registry entries to run, in the order asked for. */
  ids: string[];
  /** The date the releases were chosen for (YYYY-MM-DD). */
  asOf: string;
  /** One per rule set whose release in force is not installed (another release judged instead). */
  notes: string[];
}

/** Today (UTC) as YYYY-MM-DD: the date of a document that states none. */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** The releases in force on asOf (default today) of each rule set asked for. */
export function rulesInForce(
  ruleSetIds: readonly string[],
  asOf: string = today(),
  installed?: (id: string) => boolean,
): RulesInForce {
  const notes: string[] = [];
  const ids = ruleSetIds.map((id) => {
    const choice = releaseInForce(id, asOf, installed);
    if (choice.note) notes.push(choice.note);
    return choice.id;
  });
  return { ids: [...new Set(ids)], asOf, notes };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar date YYYY-MM-DD. */
export function isCalendarDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

/**
 * The issue date (BT-2) of a UBL, CII or FatturaPA document, read from its text without parsing it
 * again: the first cbc:IssueDate (UBL writes BT-2 before any reference's date), the
 * DateTimeString of the first ram:IssueDateTime (CII's ExchangedDocument comes before the
 * transaction), the Data of DatiGeneraliDocumento (FatturaPA). Undefined when none is found.
 */
export function documentIssueDate(xml: string): string | undefined {
  const head = xml.slice(0, 200_000);
  const ubl = /<(?:[\w.-]+:)?IssueDate>\s*(\d{4}-\d{2}-\d{2})/.exec(head);
  const cii =
    /IssueDateTime>\s*<(?:[\w.-]+:)?DateTimeString[^>]*>\s*(\d{4})(\d{2})(\d{2})\s*</.exec(head);
  const fpa = /<DatiGeneraliDocumento>[\s\S]*?<Data>\s*(\d{4}-\d{2}-\d{2})\s*</.exec(head);
  // KSeF FA(3): P_1, the issue date (after the parties, under Fa).
  const ksef = /<(?:[\w.-]+:)?P_1>\s*(\d{4}-\d{2}-\d{2})\s*</.exec(head);
  const found = [
    ubl && { at: ubl.index, date: ubl[1]! },
    cii && { at: cii.index, date: `${cii[1]}-${cii[2]}-${cii[3]}` },
    fpa && { at: fpa.index, date: fpa[1]! },
    ksef && { at: ksef.index, date: ksef[1]! },
  ]
    .filter((x): x is { at: number; date: string } => Boolean(x))
    .sort((a, b) => a.at - b.at)[0];
  return found && isCalendarDate(found.date) ? found.date : undefined;
}

/** A report as the validator returns it, with the date its releases were chosen for. */
export interface DatedReport extends ValidationReport {
  /** The date whose releases judged the document (its BT-2, or the caller's rules_as_of; today when it states none). */
  rulesAsOf?: string;
  /** Why a release other than the one in force on rulesAsOf judged (it is not installed); each is a warning finding too. */
  releaseNotes?: string[];
}

/**
 * The report of a dated check: each release named as the format registry names its rule set
 * (peppol-bis@3.0.19, not the registry entry of the release), findings likewise, the date, and a
 * RULE-SET-RELEASE warning for each release that judged in place of the one in force.
 */
export function datedReport(report: ValidationReport, dated: RulesInForce): DatedReport {
  const notes: Finding[] = dated.notes.map((note) => ({
    ruleId: 'RULE-SET-RELEASE',
    severity: 'warning',
    location: '/',
    message: note,
    businessTerms: ['BT-2'],
    ruleSet: note.split(' ')[0]!,
    source: 'schematron',
  }));
  return {
    ...report,
    ruleSets: report.ruleSets.map((s) => ({ ...s, id: releasedRuleSet(s.id) })),
    findings: [
      ...report.findings.map((f) => ({ ...f, ruleSet: releasedRuleSet(f.ruleSet) })),
      ...notes,
    ],
    rulesAsOf: dated.asOf,
    ...(dated.notes.length > 0 ? { releaseNotes: dated.notes } : {}),
  };
}
