/**
 * Why a logo was refused: a readable message and the field-check code it is reported with
 * (src/validation/checks/issues.ts), so validate and generate name `$.customization.logo_base64`
 * the same way.
 */

/** The field-check codes a logo problem is reported with. */
export type LogoIssueCode = 'INVALID_FORMAT' | 'INVALID_VALUE' | 'OUT_OF_RANGE';

/** The logo could not be used: not a PNG, JPEG or SVG, beyond a bound, or pointing outside itself. */
export class LogoError extends Error {
  override name = 'LogoError';

  constructor(
    message: string,
    /** INVALID_FORMAT: unreadable; INVALID_VALUE: refers to something outside it; OUT_OF_RANGE: beyond a bound. */
    readonly code: LogoIssueCode = 'INVALID_FORMAT',
    /** What would be accepted. */
    readonly expected = 'base64 PNG, JPEG or SVG',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
