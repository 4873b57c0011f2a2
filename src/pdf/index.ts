/**
 * The public surface of the PDF module: render a calculated invoice as a PDF/A-3b document,
 * with or without the e-invoice XML embedded. Everything else in src/pdf is internal.
 */
export { renderInvoicePdf, PRODUCER } from './render-invoice.js';
export { warmUpFonts } from './fonts.js';
export { inspectLogo, LogoError, type CheckedLogo } from './logo/index.js';
export {
  FACTURX_NAMESPACE,
  LOCALES,
  TEMPLATES,
  facturXXmp,
  type Customization,
  type HybridXmp,
  type LocaleCode,
  type RenderOptions,
  type TemplateName,
  type XmlAttachment,
} from './render-options.js';
