/**
 * The `format` member of the validate response (FormatDetection): format_used, profile, version
 * (only when the request is valid), format_reason, country_profile (peppol; ubl's national CIUS) and the warnings —
 * the legal warnings plus the format's recommendations, which carry the same shape:
 * - XRECHNUNG_BUYER_REFERENCE_RECOMMENDED (warning): format xrechnung without buyer_reference.
 * - XRECHNUNG_PAYMENT_MEANS_NOT_DEFINED (warning): format xrechnung with payment terms but no IBAN.
 * - PAYMENT_MEANS_NOT_DEFINED (warning): a UBL whose remittance information or means text needs a
 *   payment means the request does not give (written as "1", instrument not defined).
 * - PEPPOL_PREVIEW_PROFILE (warning): a preview country profile, with its known blocking issues.
 */
import { documentSpecVersion } from '../spec-version.js';
import { create } from '@bufbuild/protobuf';
import {
  FormatDetectionSchema,
  type FormatDetection,
  type LegalWarning,
} from '../../../gen/einvoice/v1/invoice_service_pb.js';
import {
  FORMATS,
  followsGermanCius,
  writtenProfileLabel,
  type FormatChoice,
} from '../../formats/index.js';
import { blank, peppolProfile, type CheckContext } from './context.js';
import { legalWarning, legalWarnings } from './legal-warnings.js';

/** Recommendations of the format that are not errors. */
function formatWarnings(ctx: CheckContext): LegalWarning[] {
  const out: LegalWarning[] = [];
  const germanCius = followsGermanCius(ctx.format);
  if (germanCius && blank(ctx.invoice.buyerReference)) {
    out.push(
      legalWarning(
        'XRECHNUNG_BUYER_REFERENCE_RECOMMENDED',
        'warning',
        'buyer_reference is recommended for XRechnung: public buyers match invoices to their orders with it',
        'XRechnung 3.0.2 (KoSIT), BT-10 Buyer reference / BT-13 Purchase order reference',
      ),
    );
  }
  if (germanCius && blank(ctx.invoice.payment?.iban) && !blank(ctx.invoice.payment?.terms)) {
    out.push(
      legalWarning(
        'XRECHNUNG_PAYMENT_MEANS_NOT_DEFINED',
        'warning',
        'no payment.iban: the XRechnung says payment means "1" (instrument not defined) and the payment terms tell the buyer how to pay; give an IBAN for a bank transfer',
        'XRechnung 3.0.2 (KoSIT), BR-DE-1 (BG-16 Payment instructions), UNTDID 4461 code 1',
      ),
    );
  }
  // The XRechnung Extension in a hybrid PDF: its CII has no sub invoice lines (write-xml.ts).
  if (
    ctx.row?.subInvoiceLines &&
    FORMATS[ctx.format].embeddedSyntax &&
    FORMATS[ctx.format].embeddedSyntax !== ctx.syntax &&
    ctx.invoice.items.some((item) => item.parentLineId.trim())
  )
    out.push(
      legalWarning(
        'XRECHNUNG_EXTENSION_PDF_CII',
        'info',
        `the sub invoice lines (lines with parent_line_id) are in the ${ctx.row.label} UBL document; the CII the PDF embeds states the invoice lines without them, with the same totals (XRechnung CII has no sub invoice lines)`,
        'XRechnung 3.0.2 Extension (KoSIT), BG-DEX-01 Sub invoice line, BR-DEX-15',
      ),
    );
  const pay = ctx.invoice.payment;
  if (
    ctx.syntax === 'ubl' &&
    !germanCius &&
    blank(pay?.meansCode) &&
    blank(pay?.iban) &&
    !pay?.creditTransfers.length &&
    !pay?.directDebit &&
    !pay?.card &&
    (!blank(pay?.remittanceInformation) || !blank(pay?.meansText))
  ) {
    out.push(
      legalWarning(
        'PAYMENT_MEANS_NOT_DEFINED',
        'warning',
        'no payment.means_code: UBL states the remittance information (BT-83) and the means text (BT-82) within a payment means, so it says payment means "1" (instrument not defined); give means_code to say how the buyer pays',
        'EN 16931 BG-16 Payment instructions (BT-81 required in it, BR-49), UNTDID 4461 code 1',
      ),
    );
  }
  const cp = peppolProfile(ctx);
  if (cp && cp.status === 'preview') {
    out.push(
      legalWarning(
        'PEPPOL_PREVIEW_PROFILE',
        'warning',
        `country profile ${cp.id} is a preview: the XML is structurally valid but fails some official rules (${cp.knownIssues.join('; ')})`,
        `Peppol PINT ${cp.label.replace('PINT-', '')} rule set (${cp.customizationId})`,
      ),
    );
  }
  return out;
}

/** Builds the detection result; `valid` decides whether the version is reported. */
export function formatDetection(
  ctx: CheckContext,
  choice: FormatChoice,
  valid: boolean,
): FormatDetection {
  const cp = ctx.countryProfile;
  return create(FormatDetectionSchema, {
    formatUsed: ctx.format,
    profile: writtenProfileLabel(
      ctx.format,
      ctx.ciiProfile,
      cp?.id ?? ctx.ublCountryProfile?.id,
      ctx.syntax === 'none' ? undefined : ctx.syntax,
      ctx.invoice.buyer,
    ),
    version: valid ? documentSpecVersion(ctx.format, ctx.ciiProfile) : '',
    formatReason: choice.reason,
    warnings: [...legalWarnings(ctx), ...formatWarnings(ctx), ...ctx.notes],
    countryProfile: peppolProfile(ctx)?.id ?? ctx.ublCountryProfile?.id ?? '',
  });
}
