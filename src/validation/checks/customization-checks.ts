/**
 * The caller's branding as a field check: the logo (customization.logo_base64) is decoded and
 * checked here, once per request, with the bounds of src/pdf/logo (image size, SVG elements and
 * expanded work, no references outside the logo). So validate reports a bad logo as generate
 * does, generate refuses it before anything is charged, and the renderer draws the checked logo
 * without reading the caller's bytes again.
 */
import type { Customization } from '../../../gen/einvoice/v1/invoice_pb.js';
import { inspectLogo, LogoError, type CheckedLogo } from '../../pdf/logo/index.js';
import type { IssueCollector } from './issues.js';

const LOGO_PATH = '$.customization.logo_base64';

/** Checks the logo; returns it as checked, or undefined when absent or refused (with an issue). */
export function checkCustomization(
  customization: Customization | undefined,
  out: IssueCollector,
): CheckedLogo | undefined {
  if (!customization?.logoBase64 || out.has(LOGO_PATH)) return undefined;
  try {
    return inspectLogo(customization.logoBase64);
  } catch (error) {
    if (!(error instanceof LogoError)) throw error;
    out.add(LOGO_PATH, error.code, error.message, error.expected);
    return undefined;
  }
}
