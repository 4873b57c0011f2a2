/**
 * The caller's logo in the header (customization.logo_base64): PNG and JPEG through pdfkit's
 * image support, SVG as vector graphics through svg-to-pdfkit (its text set in our embedded font,
 * never a standard-14 font). Only the checked and prepared logo (src/pdf/logo) is drawn:
 * svg-to-pdfkit may open no image but the data: URLs prepared for it and fetch no document.
 * Sized by logo_width_mm (default 40 mm) and capped in height so a tall logo cannot push the
 * invoice off the page.
 */
import SVGtoPDF from 'svg-to-pdfkit';
import { fontName } from '../fonts.js';
import { inspectLogo, LogoError, prepareLogo, type DrawableLogo } from '../logo/index.js';
import type { Customization } from '../render-options.js';
import { mm } from '../theme.js';
import type { Ctx } from './context.js';

/** A logo and its drawn size in points. */
export interface Logo {
  drawable: DrawableLogo;
  width: number;
  height: number;
}

/** The logo of the customization, checked (unless the caller already did) and prepared; undefined without one. */
export async function customerLogo(
  c: Customization | undefined,
): Promise<DrawableLogo | undefined> {
  const checked = c?.logo ?? (c?.logoBase64 ? inspectLogo(c.logoBase64) : undefined);
  return checked && prepareLogo(checked);
}

/** Sizes the prepared logo for a header of at most maxHeight; undefined when there is none. */
export function loadLogo(ctx: Ctx, maxHeight: number): Logo | undefined {
  const drawable = ctx.logo;
  if (!drawable) return undefined;
  const c = ctx.opts.customization;
  let width = mm(c?.logoWidthMm && c.logoWidthMm > 0 ? Math.min(c.logoWidthMm, 120) : 40);
  if (!Number.isFinite(drawable.aspect) || drawable.aspect <= 0)
    throw new LogoError('logo_base64 has no usable size');
  let height = width * drawable.aspect;
  if (height > maxHeight) {
    width *= maxHeight / height;
    height = maxHeight;
  }
  return { drawable, width, height };
}

/** Draws a loaded logo with its top-left corner at (x, y). */
export function drawLogo(ctx: Ctx, logo: Logo, x: number, y: number): void {
  const { drawable } = logo;
  if (drawable.kind === 'raster') {
    try {
      ctx.doc.image(drawable.bytes, x, y, { width: logo.width, height: logo.height });
    } catch (e) {
      throw new LogoError(
        `logo_base64 could not be decoded: ${(e as Error).message}`,
        'INVALID_FORMAT',
        undefined,
        { cause: e },
      );
    }
    return;
  }
  const regular = fontName(ctx.style.family, 'regular');
  const bold = fontName(ctx.style.family, 'bold');
  ctx.doc.save();
  SVGtoPDF(ctx.doc as never, drawable.svg, x, y, {
    width: logo.width,
    height: logo.height,
    preserveAspectRatio: 'xMinYMin meet',
    fontCallback: (_family: string, isBold: boolean) => (isBold ? bold : regular),
    // Belt and braces: only the images prepared for this logo, never a path or URL.
    imageCallback: (link: string) => (drawable.imageUrls.has(link) ? link : ''),
    // The logo was checked; the renderer's remarks on what it ignores are not worth a log line.
    warningCallback: () => {},
  });
  ctx.doc.restore();
}
