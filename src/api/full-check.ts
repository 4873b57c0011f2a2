/**
 * Everything validate promises and generate enforces, in one place: the field checks of the
 * request (src/validation/checks), then — once the data is well-formed — the rules that need the
 * calculated invoice (BR-CO-25 due date or terms, the VAT category rules) and what the resolved
 * format requires beyond the fields (XRechnung's BR-DE data, FatturaPA's). So validate never says
 * "valid" for data that generate would refuse. For valid data it also returns what it decided on
 * the way, the document plan and the calculated invoice, so that generate goes on with them
 * instead of planning and calculating a second time.
 */
import { create } from '@bufbuild/protobuf';
import {
  FieldIssueSchema,
  type FieldIssue,
  type GenerateInvoiceRequest,
  type ValidateInvoiceRequest,
  type ValidateInvoiceResponse,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { calculate, domainProblems, typeCodeOf, type CalculatedInvoice } from '../domain/index.js';
import type { DomainProblem } from '../domain/problem.js';
import type { Decimal } from '../domain/decimal.js';
import type { KsefInvoiceKind } from '../domain/model.js';
import { fatturaPaMissingData } from '../validation/checks/fatturapa-missing-data.js';
import { dutchPaymentMeansIssue } from '../validation/checks/dutch-rules.js';
import { danishCreditNoteIssue } from '../validation/checks/danish-peppol-rules.js';
import { ciusPtTotalsIssues } from '../validation/checks/cius-pt-rules.js';
import { ksefIssues } from '../validation/checks/ksef-issues.js';
import {
  xrechnungMissingData,
  xrechnungWarnings,
} from '../validation/checks/xrechnung-missing-data.js';
import { CREDIT_NOTE_TYPE_CODES } from '../syntax/ubl/index.js';
import {
  lineRules,
  ruleIdOf,
  slackOf,
  type LineFigureRules,
} from '../formats/line-figure-rules.js';
import {
  baseQuantityUnitIssues,
  linePeriodIssues,
  percentageWithBaseIssues,
} from '../validation/checks/line-rule-issues.js';
import type { RuleIssue } from '../validation/checks/issues.js';
import { KSEF_CORRECTIONS, KSEF_DECLARED_SUMS, ksefKind } from '../syntax/ksef/index.js';
import {
  COUNTRY_PROFILES,
  documentSyntax,
  followsGermanCius,
  formatRow,
  formatInfo,
  groupsByLineExemption,
  isCountryProfileId,
  usesCountryProfile,
  type CountryProfile,
  type FormatId,
} from '../formats/index.js';
import { checkRequest, responseOf, type CheckResult } from '../validation/checks/index.js';
import { AE_CREDIT_TYPES, aeDeemedSupply } from '../validation/checks/format-requirements.js';
import { legalWarning } from '../validation/checks/legal-warnings.js';
import { statedVatToleranceIssues } from '../validation/checks/stated-vat-tolerance.js';
import { statedTaxableAmountIssues } from '../validation/checks/stated-taxable-amount.js';
import { oneGroupCategoryIssues } from '../validation/checks/one-group-categories.js';
import { groupLineSumIssues } from '../validation/checks/group-line-sums.js';
import { nonCountingLineVatIssues } from '../validation/checks/non-counting-line-vat.js';
import { ruleSetsAssert } from '../validation/rule-ids.js';
import { omNegativeAmountIssues } from '../validation/checks/pint-om-amounts.js';
import { sgBreakdownIssues } from '../validation/checks/pint-sg-breakdown.js';
import { isZeroRateRule, zeroRateWarnings } from '../validation/checks/zero-rate-as-given.js';
import { PINT_PROFILES } from '../formats/ubl-profiles.js';
import { toInvoiceInput } from './invoice-input.js';
import { planDocument, type DocumentPlan } from './generate/document-plan.js';

type Request = GenerateInvoiceRequest | ValidateInvoiceRequest;

/** The findings of fullCheck and, for valid data, the plan and the invoice generate writes. */
export interface FullCheckResult extends CheckResult {
  /** The document the request plans (valid data only): format, profiles, labels, template. */
  plan?: DocumentPlan;
  /** The invoice as calculated for the planned format (valid data only; XRechnung: leitweg_id as BT-10). */
  invoice?: CalculatedInvoice;
}

/** The Peppol country profile of a resolved format (format.country_profile), undefined for other formats. */
function peppolProfile(format: string, countryProfile: string): CountryProfile | undefined {
  return usesCountryProfile(format) && isCountryProfileId(countryProfile)
    ? COUNTRY_PROFILES[countryProfile]
    : undefined;
}

/** An FA(3) kind whose sums may stand without lines: a correction, an advance or settlement invoice. */
function statesSumsAlone(req: Request): boolean {
  const kind = ksefKind({
    rodzajFaktury: (req.invoice?.rodzajFaktury || undefined) as KsefInvoiceKind | undefined,
    typeCode: typeCodeOf(req.invoice?.typeCode, req.invoice?.tipoDocumento),
  });
  return kind !== undefined && (KSEF_CORRECTIONS.has(kind) || KSEF_DECLARED_SUMS.has(kind));
}

/**
 * Whether a domain rule applies to the resolved format: BR-CO-25 to EN 16931 documents in CII or
 * UBL beyond MINIMUM (where their rules do not check it, a warning: unchecked()); PINT A-NZ does
 * not require the seller's GST number for taxed lines (the ABN/NZBN written as BT-30 identifies
 * the seller; the checks demand that peppol_id instead); the
 * jurisdiction PINT rule sets (SG, A-NZ, MY, AE, JP) have no BR-O-02 (tax ids with category O)
 * nor BR-O-11 (O alone on an invoice), as the field checks of tax-category-checks.ts say too;
 * BR-CO-25 is a rule of UBL Invoice documents only (a UBL CreditNote, e.g. a self-billed 261,
 * owes the seller nothing; PINT AE has ibr-127-ae instead, a field check). A price discount
 * without a gross price (BT-147 without BT-148) is refused only where the syntax has no place for
 * it: UBL states the discount alone (cac:Price/
 * cac:AllowanceCharge/cbc:Amount; the official EN 16931 examples do), CII needs the gross price
 * its discount belongs to.
 */
function appliesTo(
  problem: DomainProblem,
  req: Request,
  format: string,
  countryProfile: string,
  ruleSetIds: readonly string[],
): boolean {
  const cii = formatInfo(format)?.usesCiiProfile ?? false;
  const profile = peppolProfile(format, countryProfile);
  // BR-CO-25 is EN 16931's: a MINIMUM carries neither due date nor terms, and KSeF FA(3),
  // FatturaPA and a plain PDF are not EN 16931 documents.
  if (
    problem.rule === 'BR-CO-25' &&
    ((cii && (req.profile || 'en16931') === 'minimum') ||
      !['cii', 'ubl'].includes(documentSyntax(format as FormatId, req.syntax)))
  )
    return false;
  // BR-61 is EN 16931's: FA(3) and FatturaPA take a transfer without the account, and a CII
  // MINIMUM states no payment means (BG-16).
  if (
    problem.rule === 'BR-61' &&
    (['ksef', 'fatturapa'].includes(documentSyntax(format as FormatId, req.syntax)) ||
      (cii && (req.profile || 'en16931') === 'minimum'))
  )
    return false;
  // BR-IC-12 is EN 16931's too: FA(3) and FatturaPA ask no deliver-to country.
  if (
    problem.rule === 'BR-IC-12' &&
    ['ksef', 'fatturapa'].includes(documentSyntax(format as FormatId, req.syntax))
  )
    return false;
  // BR-42 (a line allowance's reason) is EN 16931's: FA(3)'s P_10 is the discount's amount alone,
  // and a reason given for it is NOT_CARRIED (ksef-carriage.ts).
  if (problem.rule === 'BR-42' && documentSyntax(format as FormatId, req.syntax) === 'ksef')
    return false;
  // FA(3) ZAL, ROZ and their corrections state sums other than their lines' (the advance
  // received, what remains after the advances): that stated BT-116 / BT-117 differ is their point.
  if (
    (problem.rule === 'BT-116' || problem.rule === 'BT-117') &&
    documentSyntax(format as FormatId, req.syntax) === 'ksef' &&
    KSEF_DECLARED_SUMS.has(req.invoice?.rodzajFaktury ?? '')
  )
    return false;
  // FA(3) states a correction's sums without a line of their rate (a rebate on past invoices, the
  // correction of an advance without FaWiersz): a stated group no line has is its P_13_x/P_14_x.
  if (
    problem.rule === 'BG-23' &&
    documentSyntax(format as FormatId, req.syntax) === 'ksef' &&
    statesSumsAlone(req)
  )
    return false;
  // BR-CO-25 of a credit note: UBL's rule is the Invoice's (a CreditNote owes the seller nothing)
  // and the CEN and Factur-X EN16931 CII rules have none, but Factur-X EXTENDED and FNFE's
  // EXTENDED-CTC-FR CII ask it of every document whose amount due is positive.
  if (
    problem.rule === 'BR-CO-25' &&
    CREDIT_NOTE_TYPE_CODES.has(typeCodeOf(req.invoice?.typeCode, req.invoice?.tipoDocumento)) &&
    !(cii && ['extended', 'extended_ctc_fr'].includes(req.profile || 'en16931'))
  )
    return false;
  // UBL states a price discount without its gross price, but where the rules want both (CIUS-PT)
  // and where the UBL comes with a CII that cannot (the XRechnung PDF embeds its CII).
  if (
    problem.rule === 'BT-147' &&
    problem.path.endsWith('.gross_price') &&
    documentSyntax(format as FormatId, req.syntax) === 'ubl' &&
    formatInfo(format)?.embeddedSyntax !== 'cii' &&
    !lineRules(format, countryProfile)?.discountNeedsGross
  )
    return false;
  if (problem.rule === 'BR-O-02' && profile?.jurisdictionRules) return false;
  // A jurisdiction's own rules keep BR-O-11 where they assert it (PINT A-NZ's
  // aligned-ibrp-o-11-aunz: an O breakdown is the only one).
  if (problem.rule === 'BR-O-11' && profile?.jurisdictionRules)
    return ruleSetsAssert(ruleSetIds, 'BR-O-11');
  // PINT OM: the transaction type decides whether the seller states a VAT id (IBR-006-OM: not for
  // an import of services under the reverse charge), not its categories (pint-om-checks.ts).
  if (problem.path === 'invoice.seller.vat_id' && profile?.id === 'pint_om') return false;
  // PINT OM has no BR-CO-3 (its rules take a tax point date beside the period's date code, as
  // its official examples state them).
  if (problem.rule === 'BR-CO-3' && profile?.id === 'pint_om') return false;
  // IBR-065-OM (BT-111 = the rate × BT-110 within 0.01) is Oman's: EN 16931 and the French rules,
  // which carry the same rate (BT-167), set no bound between them, so none is imposed there.
  if (problem.rule === 'IBR-065-OM' && profile?.id !== 'pint_om') return false;
  // R055 (BT-111 with the sign of BT-110) is in the Peppol BIS, PINT and XRechnung rules only.
  if (
    problem.rule === 'PEPPOL-EN16931-R055' &&
    !followsGermanCius(format) &&
    !usesCountryProfile(format)
  )
    return false;
  // A finding of the CII reading only: where a CII is written (XRechnung's PDF embeds one).
  if (
    problem.ciiOnly &&
    documentSyntax(format as FormatId, req.syntax) !== 'cii' &&
    formatInfo(format)?.embeddedSyntax !== 'cii'
  )
    return false;
  const identifiedByRegistration = profile?.registrationIdentifiesSeller ?? false;
  return !(
    identifiedByRegistration &&
    problem.path === 'invoice.seller.vat_id' &&
    !req.invoice?.seller?.vatId.trim()
  );
}

/**
 * What the PINT JP and AE rules require of the parties' tax ids and payment, as input checks; PINT
 * AE's due date (ibr-127-ae) only when an amount is due (BT-115 > 0), as the rule says, and not
 * for a credit note or a deemed supply.
 */
function pintIssues(req: Request, countryProfile: string, payable: Decimal): RuleIssue[] {
  const inv = req.invoice!;
  const out: RuleIssue[] = [];
  // Every PINT rule set: the buyer has one tax identifier (ibr-104, one cac:PartyTaxScheme); a
  // second is NOT_CARRIED, so convert leaves it out and lists it.
  const buyer = inv.buyer;
  if (
    isCountryProfileId(countryProfile) &&
    COUNTRY_PROFILES[countryProfile].pintJurisdiction &&
    buyer?.vatId.trim() &&
    buyer.taxRegistrationId.trim()
  )
    out.push({
      path: '$.invoice.buyer.tax_registration_id',
      code: 'NOT_CARRIED',
      message:
        'PINT states one buyer tax identifier (ibt-048, ibr-104): the buyer tax_registration_id has no place beside its vat_id; leave one out',
    });
  // The registration number as the JP and AE documents state it (T…, 15 digits) or with the ISO prefix.
  if (
    countryProfile === 'pint_jp' &&
    !/^(JP)?T\d{13}$/.test((inv.seller?.vatId ?? '').replace(/\s+/g, '').toUpperCase())
  ) {
    out.push({
      path: '$.invoice.seller.vat_id',
      code: 'aligned-ibr-jp-01',
      message:
        'PINT JP needs the seller registration number for qualified invoices: T and 13 digits, with or without the prefix JP, e.g. JPT1234567890123',
    });
  }
  if (countryProfile === 'pint_ae') {
    for (const role of ['seller', 'buyer'] as const) {
      const id = (inv[role]?.vatId ?? '').replace(/\s+/g, '').toUpperCase();
      if (id && !/^(AE)?1\d{12}03$/.test(id))
        out.push({
          path: `$.invoice.${role}.vat_id`,
          code: 'ibr-132-ae',
          message:
            'PINT AE needs the TRN: 15 digits starting with 1 and ending with 03, with or without the prefix AE',
        });
    }
    const owed =
      !AE_CREDIT_TYPES.has(typeCodeOf(inv.typeCode, inv.tipoDocumento)) &&
      !aeDeemedSupply(inv.transactionTypeFlags);
    if (owed && payable.greaterThan(0) && !inv.dueDate.trim())
      out.push({
        path: '$.invoice.due_date',
        code: 'REQUIRED',
        message:
          'due_date required for PINT AE (ibr-127-ae: payment due date when an amount is due)',
      });
    const p = inv.payment;
    if (
      owed &&
      !p?.iban &&
      !p?.meansCode &&
      !p?.creditTransfers.length &&
      !p?.card &&
      !p?.directDebit
    ) {
      out.push({
        path: '$.invoice.payment.iban',
        code: 'ibr-191-ae',
        message:
          'PINT AE needs payment means: give payment.iban, or payment.means_code with the card, direct debit or accounts it uses',
      });
    }
  }
  return out;
}

/** Stated BG-23 amounts: the official rules judge them (BR-CO-17 and the category rules), not a Peppol slack. */
const STATED_BREAKDOWN = new Set(['BT-116', 'BT-117']);

/**
 * The rule of the target's rule set that refuses a domain warning's difference, if it has one
 * (line-figure-rules.ts: Peppol BIS, XRechnung, and the PINT rule sets that have such a rule);
 * else the finding stays a warning.
 */
function lineFigureRefusal(
  problem: DomainProblem,
  rules: LineFigureRules | undefined,
  currency: string,
): string | undefined {
  if (!rules || !problem.severity || !problem.difference || STATED_BREAKDOWN.has(problem.rule))
    return undefined;
  const figure =
    problem.rule === 'BT-146'
      ? rules.netPrice
      : problem.rule === 'BT-131'
        ? rules.lineAmount
        : problem.rule === 'BT-110'
          ? undefined
          : rules.allowanceAmount;
  return figure &&
    (figure.judges?.includes(problem.rule) ?? true) &&
    problem.difference.abs().greaterThan(slackOf(figure, currency))
    ? ruleIdOf(figure, problem.rule)
    : undefined;
}

/**
 * The EN 16931 rules whose finding is a warning where no rule set judging the document asserts
 * them (rule-ids.ts reads the rule files), and the warning's code. BR-CO-25 is in EN 16931-1 (its
 * 2026 revision too), but CEN's artefacts 1.3.16 and Peppol BIS 2026.5 no longer carry it, nor
 * did Factur-X below EXTENDED (Factur-X EXTENDED, EXTENDED-CTC-FR, Peppol BIS for CII, PINT EU,
 * SG, A-NZ and CIUS-PT still do); BR-61 is not in PINT international, SG, MY, JP nor OM, nor
 * in Factur-X EXTENDED. PEPPOL-EN16931-R041 (an allowance or charge percentage names its base
 * amount) is no EN 16931 rule: Peppol's, PINT's and Oman's.
 */
const WARNED_WHERE_UNCHECKED: Readonly<Record<string, string>> = {
  'BR-CO-25': 'DUE_DATE_OR_TERMS_MISSING',
  'BR-61': 'PAYMENT_ACCOUNT_MISSING',
  'PEPPOL-EN16931-R041': 'PERCENTAGE_WITHOUT_BASE',
};

function unchecked(problem: DomainProblem, ruleSetIds: readonly string[]): DomainProblem {
  return WARNED_WHERE_UNCHECKED[problem.rule] && !ruleSetsAssert(ruleSetIds, problem.rule)
    ? { ...problem, severity: 'warning' }
    : problem;
}

const jsonPath = (path: string) => (path.startsWith('$') ? path : `$.${path}`);

/** The zero-tax categories a Peppol country profile writes at the rate given (PINT AE's AE). */
function statedRateCategories(format: string, countryProfile: string): readonly string[] {
  const jurisdiction = peppolProfile(format, countryProfile)?.pintJurisdiction;
  return (jurisdiction && PINT_PROFILES[jurisdiction].statedRateCategories) || [];
}

/** The domain- and format-level issues of a request whose fields are valid, and the warnings. */
function deeperIssues(
  req: Request,
  format: string,
  countryProfile: string,
  ciiProfile: string | undefined,
  ruleSetIds: readonly string[],
): {
  issues: FieldIssue[];
  warnings: NonNullable<CheckResult['domainWarnings']>;
  invoice: CalculatedInvoice;
} {
  const given = toInvoiceInput(req.invoice!, {
    leitwegAsBuyerReference: followsGermanCius(format),
  });
  // EXTENDED-CTC-FR: a line's own exemption reason makes a BG-23 group of its own.
  if (groupsByLineExemption(ciiProfile)) given.breakdownByLineExemption = true;
  const invoice = calculate(given);
  const problems = domainProblems(invoice, given)
    .filter((p) => appliesTo(p, req, format, countryProfile, ruleSetIds))
    .map((p) => unchecked(p, ruleSetIds));
  const rules = lineRules(format, countryProfile, ciiProfile);
  const refusal = (p: DomainProblem) => lineFigureRefusal(p, rules, invoice.currency);
  const refused = (p: DomainProblem) => !p.severity || refusal(p) !== undefined;
  const warnings = [
    ...problems
      .filter((p) => !refused(p))
      .map((p) => ({ path: jsonPath(p.path), rule: p.rule, message: p.message })),
    ...(followsGermanCius(format) ? xrechnungWarnings(invoice) : []),
    ...zeroRateWarnings(req.invoice!, statedRateCategories(format, countryProfile)),
  ];
  const found = [
    ...problems.filter(refused).map((p) => ({
      path: jsonPath(p.path),
      code: refusal(p) ?? p.rule,
      message: p.severity
        ? `${p.message} The official rules refuse it (${refusal(p)}).`
        : p.message,
    })),
    ...baseQuantityUnitIssues(invoice, rules),
    ...linePeriodIssues(invoice, rules),
    ...percentageWithBaseIssues(invoice, rules),
    ...(followsGermanCius(format)
      ? xrechnungMissingData(invoice).map((m) => ({ ...m, code: 'REQUIRED' }))
      : []),
    ...(formatInfo(format)?.syntax === 'fatturapa'
      ? fatturaPaMissingData(invoice).map((m) => ({ ...m, code: 'REQUIRED' }))
      : []),
    ...(formatInfo(format)?.syntax === 'ksef' ? ksefIssues(invoice) : []),
    ...(usesCountryProfile(format) ? pintIssues(req, countryProfile, invoice.totals.payable) : []),
    ...ciusPtTotalsIssues(countryProfile, invoice.totals), // DT-CIUS-PT-097.1 … 102.1
    ...(usesCountryProfile(format) && countryProfile === 'pint_om'
      ? omNegativeAmountIssues(invoice)
      : []),
    ...(usesCountryProfile(format) && countryProfile === 'pint_sg'
      ? sgBreakdownIssues(invoice)
      : []),
    ...[
      dutchPaymentMeansIssue(
        req.invoice!,
        peppolProfile(format, countryProfile)?.id,
        invoice.totals.payable,
      ),
      danishCreditNoteIssue(
        req.invoice!,
        peppolProfile(format, countryProfile)?.id,
        invoice.totals.payable,
      ),
    ].filter((i) => i !== undefined),
  ];
  const seen = new Set<string>();
  const issues = found
    .filter((i) => !seen.has(i.path) && Boolean(seen.add(i.path)))
    .map((i) => create(FieldIssueSchema, { path: i.path, code: i.code, message: i.message }));
  return { issues, warnings, invoice };
}

/** A domain warning as a format warning of validate. */
function domainWarning(w: { path: string; rule: string; message: string }) {
  if (w.rule === 'BR-DE-17') {
    return legalWarning(
      'XRECHNUNG_TYPE_CODE',
      'warning',
      `${w.path}: ${w.message}`,
      'XRechnung 3.0 BR-DE-17 (a warning: BT-3 should be 326, 380, 384, 389, 381, 875, 876 or 877)',
    );
  }
  const code = WARNED_WHERE_UNCHECKED[w.rule];
  if (code) {
    return legalWarning(
      code,
      'warning',
      `${w.path}: ${w.message}`,
      `${w.rule.startsWith('BR-') ? 'EN 16931-1 ' : ''}${w.rule}; the official rules of this format do not check it`,
    );
  }
  if (isZeroRateRule(w.rule)) {
    return legalWarning(
      'VAT_RATE_NOT_WRITTEN',
      'warning',
      `${w.path}: ${w.message}`,
      `EN 16931-1 ${w.rule}: the category's rate is 0 (or none, O); a rate given for it is not written`,
    );
  }
  if (w.rule === 'BT-126') {
    return legalWarning(
      'LINE_ID_NOT_UNIQUE',
      'warning',
      `${w.path}: ${w.message}`,
      'EN 16931-1 BT-126 Invoice line identifier ("unique within the invoice"; no EN 16931 business rule checks it)',
    );
  }
  if (w.rule === 'BT-146') {
    return legalWarning(
      'NET_PRICE_AS_GIVEN',
      'warning',
      `${w.path}: ${w.message}`,
      "EN 16931-1 BT-146/BT-147/BT-148: no EN 16931 business rule ties the net price to gross price − discount (Peppol's PEPPOL-EN16931-R046 does)",
    );
  }
  if (STATED_BREAKDOWN.has(w.rule)) {
    return legalWarning(
      'VAT_BREAKDOWN_AS_STATED',
      'warning',
      `${w.path}: ${w.message}`,
      'EN 16931-1 BG-23: BT-116 and BT-117 as the document states them; the official rules of the format judge them (BR-CO-17, the category rules; PINT states BT-117 with more than 2 decimals)',
    );
  }
  return w.rule === 'BT-131'
    ? legalWarning(
        'NET_AMOUNT_AS_STATED',
        'warning',
        `${w.path}: ${w.message}`,
        "EN 16931-1 BT-131: the line net amount formula is informative; no EN 16931 business rule checks it (Peppol's PEPPOL-EN16931-R120 does, within 0.02)",
      )
    : legalWarning(
        'ALLOWANCE_CHARGE_AMOUNT_AS_GIVEN',
        'warning',
        `${w.path}: ${w.message}`,
        "EN 16931-1 BT-92/BT-99/BT-136/BT-141: no EN 16931 business rule ties the amount to base × percentage (Peppol's PEPPOL-EN16931-R040 does, within 0.02)",
      );
}

/**
 * The rule sets of the CII a document's PDF embeds beside its own syntax (XRechnung in UBL: the
 * PDF carries the XRechnung CII, judged by its rules too).
 */
function embeddedCiiRuleSets(plan: DocumentPlan): readonly string[] {
  if (plan.syntax === 'cii' || formatInfo(plan.format.id)?.embeddedSyntax !== 'cii') return [];
  return (
    formatRow({ format: plan.format.id, syntax: 'cii', ciiProfile: plan.ciiProfile })?.ruleSetIds ??
    []
  );
}

/** The complete check of a generate or validate request. */
export function fullCheck(req: Request): FullCheckResult {
  const result = checkRequest(req);
  if (result.issues.length > 0 || !req.invoice) return result;
  const plan = planDocument(req);
  // The rule sets of the planned document's row: which domain rules they assert (BR-CO-25) and
  // the rules of the row that need the calculated invoice.
  const ruleSetIds =
    plan.syntax === 'none'
      ? []
      : (formatRow({
          format: plan.format.id,
          syntax: plan.syntax,
          ciiProfile: plan.ciiProfile,
          countryProfile: plan.countryProfile?.id ?? plan.ublCountryProfile?.id,
        })?.ruleSetIds ?? []);
  const { issues, warnings, invoice } = deeperIssues(
    req,
    result.format.formatUsed,
    result.format.countryProfile,
    plan.ciiProfile,
    ruleSetIds,
  );
  // A stated BG-23's tolerance (BR-CO-17, BR-FXEXT-S-09b), one group of a category (BR-AE-01 in
  // UBL EXTENDED-CTC-FR), group line sums (BR-FXEXT-08): checked once the data is valid.
  const rowIssues =
    issues.length > 0
      ? []
      : [
          ...statedVatToleranceIssues(invoice, ruleSetIds),
          ...statedTaxableAmountIssues(invoice, [...ruleSetIds, ...embeddedCiiRuleSets(plan)]),
          ...oneGroupCategoryIssues(invoice, ruleSetIds),
          ...groupLineSumIssues(invoice, ruleSetIds),
          ...nonCountingLineVatIssues(invoice, ruleSetIds),
        ].map((i) => create(FieldIssueSchema, i));
  // The version is reported only for valid data.
  if (issues.length > 0 || rowIssues.length > 0)
    return { issues: [...issues, ...rowIssues], format: { ...result.format, version: '' } };
  // plan and invoice named before the spread and set again after it (see calculateLine).
  const out: FullCheckResult = { plan, invoice, ...result };
  out.plan = plan;
  out.invoice = invoice;
  if (warnings.length === 0) return out;
  out.format = {
    ...result.format,
    warnings: [...result.format.warnings, ...warnings.map(domainWarning)],
  };
  out.domainWarnings = warnings;
  return out;
}

/** The public validate answer. */
export function validateAnswer(req: Request): ValidateInvoiceResponse {
  return responseOf(fullCheck(req));
}
