/**
 * The one check of a caller's logo (customization.logo_base64), run once per request at the
 * field-check stage, so validate reports a bad logo as generate does and nothing is charged for
 * one: a PNG or JPEG must have a readable header within RASTER_LIMITS; an SVG is parsed under
 * bounds, rebuilt from an allow-list and its expanded drawing work measured (SVG_LIMITS). What it
 * returns is what the renderer draws; raw caller bytes never reach pdfkit or svg-to-pdfkit.
 */
import { LogoError } from './logo-error.js';
import { readRaster, sniffRaster, type RasterImage } from './raster-image.js';
import { sanitiseSvg, type SanitisedSvg } from './svg-sanitise.js';
import { svgWork } from './svg-work.js';

/** A logo that passed the check. */
export type CheckedLogo =
  | { kind: 'raster'; image: RasterImage; aspect: number }
  | { kind: 'svg'; svg: SanitisedSvg; aspect: number };

/** Decodes and checks a logo; throws LogoError with the problem and its field-check code. */
export function inspectLogo(logoBase64: string): CheckedLogo {
  const b64 = logoBase64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  const bytes = Buffer.from(b64, 'base64');
  if (sniffRaster(bytes)) {
    const image = readRaster(bytes, 'logo_base64');
    return { kind: 'raster', image, aspect: image.height / image.width };
  }
  const text = bytes.toString('utf8');
  if (!/<(?:[\w.-]+:)?svg[\s>]/i.test(text))
    throw new LogoError('logo_base64 is not a PNG, JPEG or SVG image');
  const svg = sanitiseSvg(text);
  svgWork(svg);
  return { kind: 'svg', svg, aspect: svg.aspect };
}
