/**
 * The caller's logo: checked once (inspectLogo, at the field-check stage), prepared once for the
 * PDF (prepareLogo), refused with a LogoError naming the problem. The bounds are in logo-limits.ts.
 */
export { inspectLogo, type CheckedLogo } from './inspect-logo.js';
export { prepareLogo, type DrawableLogo } from './prepare-logo.js';
export { LogoError, type LogoIssueCode } from './logo-error.js';
export { RASTER_LIMITS, SVG_LIMITS } from './logo-limits.js';
