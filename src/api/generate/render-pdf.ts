/**
 * Renders the visual PDF/A-3b of a generated document: with the CII attached for the hybrid
 * formats (factur-x.xml, xrechnung.xml), bare for `pdf`, none for the XML-only formats but
 * KSeF FA(3) given its KSeF number: then its visualisation, with the KSeF number and KOD I.
 */
import type { Customization as CustomizationMessage } from '../../../gen/einvoice/v1/invoice_pb.js';
import type { CalculatedInvoice } from '../../domain/index.js';
import {
  LogoError,
  facturXXmp,
  renderInvoicePdf,
  type CheckedLogo,
  type Customization,
  type XmlAttachment,
} from '../../pdf/index.js';
import { apiError } from '../../errors/api-error.js';
import { formatRow } from '../../formats/format-rows.js';
import { ksefVerificationUrl, nipOf } from '../../syntax/ksef/index.js';
import type { DocumentPlan } from './document-plan.js';
import type { WrittenDocument } from './write-xml.js';

/** The public customization object as the renderer's options, with the logo as the field check accepted it. */
export function customizationOf(
  c: CustomizationMessage | undefined,
  logo?: CheckedLogo,
): Customization | undefined {
  if (!c) return undefined;
  return {
    logoBase64: c.logoBase64 || undefined,
    ...(logo ? { logo } : {}),
    logoWidthMm: c.logoWidthMm,
    footerText: c.footerText || undefined,
    accentColor: c.accentColor || undefined,
  };
}

/** The attachment of a hybrid document's embedded XML: its name, AFRelationship and XMP (undefined for other containers). */
export function hybridAttachment(
  plan: DocumentPlan,
  xml: string | Uint8Array,
): XmlAttachment | undefined {
  if (plan.format.container !== 'pdf-hybrid') return undefined;
  // The registry row of the embedded CII says what the XMP declares and how it is attached
  // (MINIMUM and BASIC WL are not full invoices: their XML is "Data", not an "Alternative").
  const xmp = formatRow({ format: plan.format.id, ciiProfile: plan.ciiProfile, syntax: 'cii' })!
    .xmp!;
  return {
    xml,
    filename: plan.format.attachmentName ?? 'factur-x.xml',
    relationship: xmp.relationship,
    xmp: facturXXmp(xmp.conformanceLevel, xmp.version),
  };
}

function attachmentOf(plan: DocumentPlan, written: WrittenDocument): XmlAttachment | undefined {
  return written.embedded ? hybridAttachment(plan, written.embedded.xml) : undefined;
}

/**
 * KSeF FA(3) with the invoice's KSeF number: the number and KOD I, whose link hashes the FA(3)
 * bytes returned in xml_base64 (UTF-8, as written) by seller NIP and issue date (P_1).
 */
function ksefCodeOf(
  invoice: CalculatedInvoice,
  plan: DocumentPlan,
  written: WrittenDocument,
): { ksefNumber: string; verificationUrl: string } | undefined {
  const xml = written.standalone?.xml;
  const nip = nipOf(invoice.seller.vatId);
  if (plan.syntax !== 'ksef' || !invoice.ksefNumber || !xml || !nip) return undefined;
  return {
    ksefNumber: invoice.ksefNumber,
    verificationUrl: ksefVerificationUrl(
      Buffer.from(xml, 'utf8'),
      nip,
      invoice.issueDate,
      invoice.ksefEnvironment ?? 'prod',
    ),
  };
}

/** The PDF bytes, or undefined for XML-only formats; `logo` is the field check's (else checked here). */
export async function renderDocumentPdf(
  invoice: CalculatedInvoice,
  plan: DocumentPlan,
  written: WrittenDocument,
  customization: CustomizationMessage | undefined,
  watermark: boolean,
  now: Date,
  logo?: CheckedLogo,
): Promise<Uint8Array | undefined> {
  const ksef = ksefCodeOf(invoice, plan, written);
  if (plan.format.container === 'xml' && !ksef) return undefined;
  try {
    return await renderInvoicePdf(invoice, {
      ...(ksef ? { ksef } : {}),
      template: plan.template,
      locale: plan.locale,
      customization: customizationOf(customization, logo),
      watermark,
      attachment: attachmentOf(plan, written),
      creationDate: now,
    });
  } catch (error) {
    if (error instanceof LogoError) {
      const path = '$.customization.logo_base64';
      throw apiError('VALIDATION_FAILED', `${path}: ${error.message}`, [
        { path, code: error.code, message: error.message, expected: error.expected },
      ]);
    }
    throw error;
  }
}
