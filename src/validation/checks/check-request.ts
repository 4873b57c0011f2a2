/**
 * The complete field check of a generate or validate request, as one pure function: the proto's
 * buf.validate rules, then the code-list, calendar, identifier, format-specific and VAT-category
 * checks on the invoice with the public defaults applied (country DE, currency EUR, unit C62,
 * VAT rate 19, format auto, profile en16931), and the format detection with its warnings.
 * Generate and validate both call it; REST, gRPC, Connect and MCP see the same findings.
 */
import type {
  FieldIssue,
  FormatDetection,
  GenerateInvoiceRequest,
  ValidateInvoiceRequest,
} from '../../../gen/einvoice/v1/invoice_service_pb.js';
import {
  GenerateInvoiceRequestSchema,
  ValidateInvoiceRequestSchema,
} from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { judgingCodeLists } from './judging-code-lists.js';
import { checkVatPrefixLists } from './vat-prefix-lists.js';
import { create } from '@bufbuild/protobuf';
import { InvoiceSchema } from '../../../gen/einvoice/v1/invoice_pb.js';
import { DEFAULT_COUNTRY } from '../../domain/defaults.js';
import {
  appliesEnRule,
  chooseFormat,
  EN_RULE_PROTO_CHECKS,
  DEFAULT_CII_PROFILE,
  documentSyntax,
  formatRow,
  FORMATS,
  isCiiProfile,
  takesProfile,
  isUblCountryProfileId,
  resolveCountryProfile,
  resolveUblCountryProfile,
  usesCountryProfile,
  type WaivableEnRule,
} from '../../formats/index.js';
import type { CheckContext } from './context.js';
import type { CheckedLogo } from '../../pdf/logo/index.js';
import { checkCustomization } from './customization-checks.js';
import { checkFormatRequirements } from './format-requirements.js';
import { checkItemAttributes } from './item-attribute-checks.js';
import { checkAunzRegistrations } from './aunz-registration.js';
import { checkDutchRules } from './dutch-rules.js';
import { checkGermanPeppolRules } from './german-peppol-rules.js';
import { checkPaymentMeansGroups } from './payment-means-groups.js';
import { checkPeppolBisRules } from './peppol-bis-rules.js';
import { checkCenCiiCountries } from './cen-cii-countries.js';
import { checkSwedishPeppolRules } from './swedish-peppol-rules.js';
import { checkDanishPeppolRules } from './danish-peppol-rules.js';
import { checkNorwegianPeppolRules } from './norwegian-peppol-rules.js';
import { checkItalianPeppolRules } from './italian-peppol-rules.js';
import { checkGreekPeppolRules } from './greek-peppol-rules.js';
import { checkIcelandicPeppolRules } from './icelandic-peppol-rules.js';
import { checkFrenchRules } from './france-checks.js';
import { checkIdentifierSchemes } from './identifier-scheme-checks.js';
import { formatDetection } from './format-detection.js';
import { checkInvoiceFields } from './invoice-checks.js';
import { sortIssues } from './issue-order.js';
import { IssueCode, IssueCollector } from './issues.js';
import { checkLines } from './line-checks.js';
import { checkParty } from './party-checks.js';
import { checkProtoRules } from './proto-rules.js';
import { checkTaxCategories } from './tax-category-checks.js';
import { checkAllowancesCharges } from './allowance-charge-checks.js';
import { checkAttachments } from './attachment-checks.js';
import { checkDocumentTerms } from './document-term-checks.js';
import { checkFormatCarriage } from './format-carriage.js';
import { checkBuyerIdentifierRoom } from './buyer-identifier-room.js';
import { checkSubInvoiceLines } from './sub-invoice-lines.js';
import { checkSplitPayment } from './split-payment-checks.js';
import { checkKsefCarriage } from './ksef-carriage.js';
import { checkUblCountryRequirements } from './ubl-country-checks.js';
import { checkLinesTerms } from './line-term-checks.js';
import { checkPaymentTerms } from './payment-term-checks.js';

/** The findings of checkRequest. */
export interface CheckResult {
  /** Every problem, at most one per JSON path; empty when the request is valid. */
  issues: FieldIssue[];
  /** The format generate would use, why, and the warnings (version only when valid). */
  format: FormatDetection;
  /** The logo as checked (customization.logo_base64), for the renderer; absent when none or refused. */
  logo?: CheckedLogo;
  /**
   * What the data states and the document carries as stated, though our maths gives another
   * amount (a BT-131 the line formula does not reproduce) or the standard expects otherwise (a
   * BT-126 used twice): generate returns these in validation.warnings, validate in
   * format.warnings. Never silent.
   */
  domainWarnings?: { path: string; rule: string; message: string }[];
}

/** Checks a generate or validate request completely. */
export function checkRequest(req: GenerateInvoiceRequest | ValidateInvoiceRequest): CheckResult {
  const out = new IssueCollector();
  const schema =
    req.$typeName === 'einvoice.v1.GenerateInvoiceRequest'
      ? GenerateInvoiceRequestSchema
      : ValidateInvoiceRequestSchema;
  const choice = chooseFormat(req);
  // The EN 16931 rules the chosen format's structure does not have (FA(3): BR-7, BR-16).
  const waived = (path: string, ruleId: string) =>
    Object.entries(EN_RULE_PROTO_CHECKS).some(
      ([rule, c]) =>
        c.path === path &&
        c.ruleId === ruleId &&
        !appliesEnRule(choice.format, rule as WaivableEnRule),
    );
  if (req.$typeName === 'einvoice.v1.GenerateInvoiceRequest')
    checkProtoRules(GenerateInvoiceRequestSchema, req, out, waived);
  else checkProtoRules(ValidateInvoiceRequestSchema, req, out, waived);

  const inv = req.invoice;
  const sellerCountry = inv?.seller?.country || DEFAULT_COUNTRY;
  // EXTENDED-CTC-FR is a profile of cii and ubl only; any other profile as the rows take it.
  const frenchExtended = req.profile === 'extended_ctc_fr';
  const ciiProfile =
    isCiiProfile(req.profile) && (!frenchExtended || takesProfile(choice.format, req.profile))
      ? req.profile
      : DEFAULT_CII_PROFILE;
  if (frenchExtended && !takesProfile(choice.format, req.profile) && !out.has('$.profile')) {
    out.add(
      '$.profile',
      IssueCode.INVALID_VALUE,
      `profile extended_ctc_fr (the French EXTENDED-CTC-FR) is a profile of formats cii and ubl: give format cii or ubl (the document would be ${choice.format})`,
      'format cii or ubl',
    );
  }
  const countryProfile = usesCountryProfile(choice.format)
    ? resolveCountryProfile(sellerCountry, req.countryProfile).profile
    : undefined;
  // A national CIUS of UBL (hr_cius, cius_ro, cius_pt) is a profile of format ubl only.
  const ublCountryProfile = resolveUblCountryProfile(choice.format, req.countryProfile);
  if (
    isUblCountryProfileId(req.countryProfile) &&
    !ublCountryProfile &&
    !out.has('$.country_profile')
  ) {
    out.add(
      '$.country_profile',
      IssueCode.INVALID_VALUE,
      `country_profile ${req.countryProfile} is a national CIUS of UBL: give format ubl (the document would be ${choice.format})`,
      'format ubl',
    );
  }
  const logo = checkCustomization(req.customization, out);
  // `syntax` chooses between the syntaxes of XRechnung; any other format has one syntax only.
  const syntaxes = FORMATS[choice.format].syntaxes;
  if (
    req.syntax &&
    syntaxes.length < 2 &&
    req.syntax !== FORMATS[choice.format].syntax &&
    !out.has('$.syntax')
  ) {
    out.add(
      '$.syntax',
      IssueCode.INVALID_VALUE,
      `format ${choice.format} has no syntax ${req.syntax}: syntax chooses between ubl and cii for format xrechnung only`,
      'empty, or ubl/cii with format xrechnung',
    );
  }
  const syntax = documentSyntax(choice.format, req.syntax);
  // XRechnung's profile extended is its Extension, whose sub invoice lines are UBL's alone.
  if (
    syntax !== 'ubl' &&
    req.profile &&
    formatRow({ format: choice.format, syntax: 'ubl', ciiProfile: req.profile })?.subInvoiceLines &&
    !out.has('$.profile')
  )
    out.add(
      '$.profile',
      IssueCode.INVALID_VALUE,
      `profile ${req.profile} of format ${choice.format} is the XRechnung Extension (sub invoice lines, BG-DEX-01), which is written in UBL: give syntax ubl (the document would be ${syntax})`,
      'syntax ubl',
    );

  if (!inv) {
    // Nothing more to check; the proto rules reported the missing invoice.
    const ctx = emptyContext(out, choice.format, req.format, syntax, ciiProfile, countryProfile);
    return { issues: sortIssues(schema, out.issues), format: formatDetection(ctx, choice, false) };
  }

  const ctx: CheckContext = {
    invoice: inv,
    format: choice.format,
    requestedFormat: req.format,
    syntax,
    ciiProfile,
    countryProfile,
    ublCountryProfile,
    // The plain PDF (syntax none) has no row.
    // The seller's country adds its national rules' requirements where it has some (France: BR-FR).
    row:
      syntax === 'none'
        ? undefined
        : formatRow({
            format: choice.format,
            syntax,
            ciiProfile,
            countryProfile: countryProfile?.id ?? ublCountryProfile?.id,
            sellerCountry,
            documentDate: inv?.date,
          }),
    sellerCountry,
    buyerCountry: inv.buyer?.country || DEFAULT_COUNTRY,
    out,
    notes: [],
  };
  // The lists of the rules (in their release in force on the document's date) that will judge it.
  ctx.judgingLists = judgingCodeLists(ctx.row?.ruleSetIds, req.rulesAsOf || inv.date);
  checkInvoiceFields(ctx);
  checkParty(ctx, 'seller', inv.seller);
  checkParty(ctx, 'buyer', inv.buyer);
  checkLines(ctx);
  checkDocumentTerms(ctx);
  checkLinesTerms(ctx);
  checkAllowancesCharges(ctx);
  checkPaymentTerms(ctx);
  checkPaymentMeansGroups(ctx); // R061, BR-DE-23-b … BR-DE-25-b
  checkPeppolBisRules(ctx); // PEPPOL-EN16931-R002, P0104 … P0107
  checkCenCiiCountries(ctx); // BR-CL-14/15 of CEN CII 1.3.16: no SS
  checkVatPrefixLists(ctx); // BR-CO-09 as the judging rules list the prefixes
  checkAttachments(ctx);
  checkTaxCategories(ctx);
  checkSplitPayment(ctx); // BR-B-01
  checkFormatRequirements(ctx);
  checkFrenchRules(ctx);
  checkDutchRules(ctx);
  checkGermanPeppolRules(ctx); // DE-R-*: Peppol BIS 3 between German parties
  checkSwedishPeppolRules(ctx); // SE-R-*: Peppol BIS 3 from a Swedish supplier
  checkDanishPeppolRules(ctx); // DK-R-*: Peppol BIS 3 from a Danish supplier
  checkNorwegianPeppolRules(ctx); // NO-R-001
  checkItalianPeppolRules(ctx); // IT-R-*
  checkGreekPeppolRules(ctx); // GR-R-*
  checkIcelandicPeppolRules(ctx); // IS-R-*
  checkAunzRegistrations(ctx); // aligned-ibr-001/002/004/005-aunz
  checkUblCountryRequirements(ctx);
  checkIdentifierSchemes(ctx);
  checkItemAttributes(ctx); // BG-32 and its EXTENDED-CTC-FR additions (code, measure)
  checkBuyerIdentifierRoom(ctx); // FX-SCH-A-000163/164
  checkSubInvoiceLines(ctx); // XRechnung Extension BG-DEX-01, BR-DEX-03
  // Last: a field already refused for its value needs no second word about its format.
  checkFormatCarriage(ctx);
  checkKsefCarriage(ctx);
  return {
    issues: sortIssues(schema, out.issues),
    format: formatDetection(ctx, choice, out.issues.length === 0),
    ...(logo ? { logo } : {}),
  };
}

function emptyContext(
  out: IssueCollector,
  format: CheckContext['format'],
  requestedFormat: string,
  syntax: CheckContext['syntax'],
  ciiProfile: CheckContext['ciiProfile'],
  countryProfile: CheckContext['countryProfile'],
): CheckContext {
  return {
    // An empty invoice stands in so that the detection code needs no special case.
    invoice: create(InvoiceSchema),
    format,
    requestedFormat,
    syntax,
    ciiProfile,
    countryProfile,
    sellerCountry: DEFAULT_COUNTRY,
    buyerCountry: DEFAULT_COUNTRY,
    out,
    notes: [],
  };
}
