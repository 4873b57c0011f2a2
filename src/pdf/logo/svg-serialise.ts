/**
 * Writes a sanitised SVG logo back as text for svg-to-pdfkit: only kept elements and attributes,
 * every value double-quoted and escaped, images as the data: URLs prepare-logo.ts chose. The
 * renderer's own small parser then reads exactly the tree that was checked.
 */
import type { RasterImage } from './raster-image.js';
import type { SvgElement } from './svg-sanitise.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}

function write(
  el: SvgElement,
  imageUrl: (image: RasterImage) => string,
  out: string[],
  root: boolean,
): void {
  out.push(`<${el.name}`);
  if (root)
    out.push(' xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"');
  for (const [name, value] of el.attrs) out.push(` ${name}="${escapeXml(value)}"`);
  if (el.image) out.push(` xlink:href="${imageUrl(el.image)}"`);
  if (el.children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  for (const child of el.children) {
    if (typeof child === 'string') out.push(escapeXml(child));
    else write(child, imageUrl, out, false);
  }
  out.push(`</${el.name}>`);
}

/** The SVG text of a sanitised tree; `imageUrl` gives the data: URL each image is drawn from. */
export function serialiseSvg(root: SvgElement, imageUrl: (image: RasterImage) => string): string {
  const out: string[] = [];
  write(root, imageUrl, out, true);
  return out.join('');
}
