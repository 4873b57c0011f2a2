/**
 * The options of the visual invoice renderer: which template and locale, the caller's branding,
 * the sandbox watermark and the e-invoice XML to embed. Kept apart from the renderer so that the
 * API layer can build them without importing pdfkit.
 */
import type { CheckedLogo } from './logo/inspect-logo.js';

/** Layouts: minimal (about 1–15 lines), classic (bordered, 1–20), compact (dense, 15–50+). */
export type TemplateName = 'minimal' | 'classic' | 'compact';

/** Languages of labels, dates and numbers. */
export type LocaleCode = 'en' | 'de' | 'fr' | 'es' | 'it';

/** Every template, for validation and tests. */
export const TEMPLATES: readonly TemplateName[] = ['minimal', 'classic', 'compact'];

/** Every locale, for validation and tests. */
export const LOCALES: readonly LocaleCode[] = ['en', 'de', 'fr', 'es', 'it'];

/** The locale of a request that names none: en. */
export const DEFAULT_LOCALE: LocaleCode = 'en';

/**
 * Sellers whose readable invoice is in their country's language unless the request names a
 * locale: France, whose readable view of an e-invoice shows all its data to a French reader
 * (FNFE-MPE explanatory note 1.4.0, the readable file of the French reform).
 */
const SELLER_LOCALES: Readonly<Record<string, LocaleCode>> = { FR: 'fr' };

/** The locale of the visual invoice: the requested one, else the seller country's, else en. */
export function localeFor(
  requested: string | undefined,
  sellerCountry: string | undefined,
): LocaleCode {
  if (requested) return requested as LocaleCode;
  return SELLER_LOCALES[(sellerCountry ?? '').trim().toUpperCase()] ?? DEFAULT_LOCALE;
}

/** The caller's branding (the public API's `customization` object). */
export interface Customization {
  /** Logo as base64 (optionally a data: URL): PNG, JPEG or SVG, sniffed from the bytes. */
  logoBase64?: string;
  /** The same logo as the field check accepted it (inspectLogo): drawn instead of checking again. */
  logo?: CheckedLogo;
  /** Logo width in millimetres; default 40. */
  logoWidthMm?: number;
  /** Free text printed in the footer of every page. */
  footerText?: string;
  /** Accent colour as #rgb or #rrggbb; default #8b5cf6. */
  accentColor?: string;
}

/** XMP of the Factur-X / ZUGFeRD PDF/A extension schema (fx). */
export interface HybridXmp {
  /** fx:DocumentType. */
  documentType: 'INVOICE';
  /** fx:Version: 1.0 for Factur-X and ZUGFeRD 2.x; the XRechnung version for XRechnung hybrids. */
  version: string;
  /** fx:ConformanceLevel: MINIMUM, BASIC WL, BASIC, EN 16931, EXTENDED or XRECHNUNG. */
  conformanceLevel: string;
  /** Extension schema namespace URI, urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#. */
  namespace: string;
  /** Extension schema prefix, fx. */
  prefix: string;
}

/** The embedded e-invoice: written as a PDF/A-3 associated file. */
export interface XmlAttachment {
  /** The XML exactly as it must appear inside the PDF (strings are encoded as UTF-8). */
  xml: string | Uint8Array;
  /** File name: factur-x.xml (Factur-X, ZUGFeRD 2.x) or xrechnung.xml. */
  filename: string;
  /** AFRelationship: Alternative, or Data for the MINIMUM and BASIC WL profiles. */
  relationship: 'Alternative' | 'Data';
  /** fx:DocumentFileName is `filename`; the other fx properties come from here. */
  xmp: HybridXmp;
}

/** Everything renderInvoicePdf needs besides the invoice. */
export interface RenderOptions {
  template: TemplateName;
  locale: LocaleCode;
  customization?: Customization;
  /** Sandbox output: a diagonal watermark on every page. */
  watermark: boolean;
  /** The XML to embed; absent for the plain `pdf` format (still PDF/A-3b). */
  attachment?: XmlAttachment;
  /** The caller's clock: CreationDate/ModDate, so equal input and clock give equal bytes. */
  creationDate: Date;
  /** Document title (Info /Title, dc:title); default "<Invoice> <number>" in the locale. */
  title?: string;
  /**
   * KSeF FA(3): the invoice's KSeF number and its verification link (KOD I), printed as a QR code
   * labelled with the number after payment and notes.
   */
  ksef?: { ksefNumber: string; verificationUrl: string };
}

/** The fx namespace shared by Factur-X 1.0.x and ZUGFeRD 2.x (also for XRechnung hybrids). */
export const FACTURX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/** XMP for a Factur-X / ZUGFeRD 2.x hybrid at a conformance level (fx:Version 1.0). */
export function facturXXmp(conformanceLevel: string, version = '1.0'): HybridXmp {
  return {
    documentType: 'INVOICE',
    version,
    conformanceLevel,
    namespace: FACTURX_NAMESPACE,
    prefix: 'fx',
  };
}
