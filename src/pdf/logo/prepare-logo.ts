/**
 * Turns a checked logo into what the PDF embeds. A raster with a side above
 * RASTER_LIMITS.embedSide is scaled down once (@napi-rs/canvas: decoding and encoding run off
 * the event loop), so a 4,000 × 4,000 PNG becomes 1,500 × 1,500 instead of 64 MB of pixels that
 * pdfkit would split into colour and alpha and the preview would decode again. The result is kept
 * by content hash, as callers send the same logo with every invoice. An SVG is written out from
 * its sanitised tree with its images so prepared.
 */
import { createHash } from 'node:crypto';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { LogoError } from './logo-error.js';
import { RASTER_LIMITS } from './logo-limits.js';
import type { CheckedLogo } from './inspect-logo.js';
import type { RasterImage } from './raster-image.js';
import { serialiseSvg } from './svg-serialise.js';

/** A logo ready to draw: image bytes for pdfkit, or SVG text for svg-to-pdfkit. */
export type DrawableLogo =
  | { kind: 'raster'; bytes: Buffer; aspect: number }
  | { kind: 'svg'; svg: string; aspect: number; imageUrls: Set<string> };

/** Scaled images by content hash; bounded by count and bytes (most recently used kept). */
const scaled = new Map<string, Buffer>();
const CACHE_ENTRIES = 16;
const CACHE_BYTES = 32 * 1024 * 1024;

function remember(key: string, bytes: Buffer): void {
  scaled.set(key, bytes);
  let total = 0;
  for (const b of scaled.values()) total += b.length;
  for (const [k, b] of scaled) {
    if (scaled.size <= CACHE_ENTRIES && total <= CACHE_BYTES) break;
    scaled.delete(k);
    total -= b.length;
  }
}

async function scaleDown(image: RasterImage): Promise<Buffer> {
  const factor = RASTER_LIMITS.embedSide / Math.max(image.width, image.height);
  const width = Math.max(1, Math.round(image.width * factor));
  const height = Math.max(1, Math.round(image.height * factor));
  let decoded;
  try {
    decoded = await loadImage(image.bytes);
  } catch (error) {
    throw new LogoError(
      `logo_base64 could not be decoded: ${(error as Error).message}`,
      'INVALID_FORMAT',
      undefined,
      { cause: error },
    );
  }
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(decoded, 0, 0, width, height);
  // PNG keeps transparency; a JPEG stays a JPEG (no alpha, a tenth of the bytes).
  return image.format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 90);
}

/** The bytes to embed: the image itself when small enough, else its scaled-down copy. */
export async function embeddable(image: RasterImage): Promise<Buffer> {
  if (Math.max(image.width, image.height) <= RASTER_LIMITS.embedSide) return image.bytes;
  const key = createHash('sha256').update(image.bytes).digest('hex');
  const known = scaled.get(key);
  if (known) {
    scaled.delete(key);
    scaled.set(key, known);
    return known;
  }
  const bytes = await scaleDown(image);
  remember(key, bytes);
  return bytes;
}

/** Prepares a checked logo for drawing. */
export async function prepareLogo(logo: CheckedLogo): Promise<DrawableLogo> {
  if (logo.kind === 'raster')
    return { kind: 'raster', bytes: await embeddable(logo.image), aspect: logo.aspect };
  const urls = new Map<RasterImage, string>();
  const pending: RasterImage[] = [];
  const collect = (el: typeof logo.svg.root): void => {
    if (el.image && !pending.includes(el.image)) pending.push(el.image);
    for (const child of el.children) if (typeof child !== 'string') collect(child);
  };
  collect(logo.svg.root);
  for (const image of pending) {
    urls.set(
      image,
      `data:image/${image.format};base64,${(await embeddable(image)).toString('base64')}`,
    );
  }
  const svg = serialiseSvg(logo.svg.root, (image) => urls.get(image)!);
  return { kind: 'svg', svg, aspect: logo.aspect, imageUrls: new Set(urls.values()) };
}
