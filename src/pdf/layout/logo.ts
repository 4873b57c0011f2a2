/**
 * The caller's logo (customization.logo_base64): PNG and JPEG through pdfkit's image support,
 * SVG as vector graphics through svg-to-pdfkit (its text set in our embedded font, never a
 * standard-14 font). Sized by logo_width_mm (default 40 mm) and capped in height so a tall
 * logo cannot push the invoice off the page.
 */
import SVGtoPDF from 'svg-to-pdfkit';
import { fontName } from '../fonts.js';
import { mm } from '../theme.js';
import type { Ctx } from './context.js';

/** The logo could not be read: the caller sent something that is not a PNG, JPEG or SVG. */
export class LogoError extends Error {
  override name = 'LogoError';
}

/** A decoded logo and its drawn size in points. */
export interface Logo {
  kind: 'raster' | 'svg';
  width: number;
  height: number;
  bytes: Buffer;
  svg?: string;
}

function svgAspect(svg: string): number {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const viewBox = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(root);
  if (viewBox) return Number(viewBox[2]) / Number(viewBox[1]) || 0.4;
  const w = /\swidth\s*=\s*["']([\d.]+)/i.exec(root);
  const h = /\sheight\s*=\s*["']([\d.]+)/i.exec(root);
  return w && h ? Number(h[1]) / Number(w[1]) || 0.4 : 0.4;
}

/** Decodes and sizes the logo; undefined when none was given. */
export function loadLogo(ctx: Ctx, maxHeight: number): Logo | undefined {
  const c = ctx.opts.customization;
  if (!c?.logoBase64) return undefined;
  const b64 = c.logoBase64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  const bytes = Buffer.from(b64, 'base64');
  let width = mm(c.logoWidthMm && c.logoWidthMm > 0 ? Math.min(c.logoWidthMm, 120) : 40);
  const head = bytes.subarray(0, 512).toString('latin1');
  let aspect: number;
  let svg: string | undefined;
  if (bytes[0] === 0x89 && head.startsWith('\x89PNG')) {
    aspect = bytes.readUInt32BE(20) / bytes.readUInt32BE(16);
  } else if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const img = (ctx.doc as unknown as { openImage(b: Buffer): { width: number; height: number } }).openImage(bytes);
    aspect = img.height / img.width;
  } else if (/<svg[\s>]/i.test(bytes.toString('utf8'))) {
    svg = bytes.toString('utf8');
    aspect = svgAspect(svg);
  } else {
    throw new LogoError('logo_base64 is not a PNG, JPEG or SVG image');
  }
  if (!Number.isFinite(aspect) || aspect <= 0) throw new LogoError('logo_base64 has no usable size');
  let height = width * aspect;
  if (height > maxHeight) {
    width *= maxHeight / height;
    height = maxHeight;
  }
  return { kind: svg ? 'svg' : 'raster', width, height, bytes, svg };
}

/** Draws a loaded logo with its top-left corner at (x, y). */
export function drawLogo(ctx: Ctx, logo: Logo, x: number, y: number): void {
  if (logo.kind === 'raster') {
    try {
      ctx.doc.image(logo.bytes, x, y, { width: logo.width, height: logo.height });
    } catch (e) {
      throw new LogoError(`logo_base64 could not be decoded: ${(e as Error).message}`);
    }
    return;
  }
  const regular = fontName(ctx.style.family, 'regular');
  const bold = fontName(ctx.style.family, 'bold');
  ctx.doc.save();
  SVGtoPDF(ctx.doc as never, logo.svg as string, x, y, {
    width: logo.width,
    height: logo.height,
    preserveAspectRatio: 'xMinYMin meet',
    fontCallback: (_family: string, isBold: boolean) => (isBold ? bold : regular),
  });
  ctx.doc.restore();
}
