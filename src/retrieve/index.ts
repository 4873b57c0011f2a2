/**
 * The public surface of retrieve: what the API, REST and MCP layers call.
 */
/** Reads a PDF or XML invoice into the public JSON with verdict, errors and warnings. */
export {
  readWrittenXml,
  retrieveDocument,
  invalidBase64,
  type RetrieveOutcome,
  type RetrieveOptions,
  type RetrieveMessage,
  type RetrieveValidator,
  type ValidationFinding,
} from './retrieve.js';
/** Finds the invoice XML inside a hybrid PDF. */
export {
  extractInvoiceXml,
  DEFAULT_PDF_LIMITS,
  type PdfLimits,
  type ExtractedXml,
} from './pdf-attachments.js';
/** Detects syntax, format, profile and version. */
export {
  detectFormat,
  detectSyntax,
  type Detection,
  type DetectedFormat,
  type XmlType,
} from './detect.js';
/** The public invoice JSON of a domain invoice. */
export { toPublicInvoice, type PublicInvoice } from './public-invoice.js';
/** Typed retrieve failures. */
export { RetrieveError, type RetrieveReason } from './retrieve-error.js';
/** Localised messages. */
export { message, localeOf, type Locale, type MessageCode } from './messages.js';
