/**
 * PDF page → PNG with pdfjs-dist (legacy Node build) drawing on an @napi-rs/canvas surface.
 * Runs inside a render worker (render-worker.ts), never on the service's event loop. Our PDFs
 * embed subset fonts, so pdfjs needs no system fonts; the standard-font, CMap and wasm folders
 * of the pdfjs package are still given so that any PDF renders the same on every machine.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { encodePng } from './png-encode.js';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjs: Promise<PdfJs> | undefined;

/** Loads pdfjs once per thread (the first load takes most of a second). */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

const packageDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const ASSETS = {
  standardFontDataUrl: join(packageDir, 'standard_fonts') + '/',
  cMapUrl: join(packageDir, 'cmaps') + '/',
  cMapPacked: true,
  wasmUrl: join(packageDir, 'wasm') + '/',
  iccUrl: join(packageDir, 'iccs') + '/',
};

/** One page to render. */
export interface RasteriseJob {
  pdf: Uint8Array;
  /** From 1. */
  page: number;
  /** 72–300 (checked by the caller). */
  dpi: number;
}

/** The outcome: a PNG, or the page does not exist. */
export type RasteriseResult =
  | { ok: true; png: Uint8Array; width: number; height: number; pageCount: number; etag: string }
  | { ok: false; reason: 'PAGE_NOT_FOUND'; pageCount: number };

/** A strong ETag from the PNG's SHA-256 (computed here, off the service's event loop). */
export function etagOf(png: Uint8Array): string {
  return `"${createHash('sha256').update(png).digest('base64url').slice(0, 32)}"`;
}

/** Pixel size of a page side: points × dpi / 72, rounded (A4 at 150 dpi: 1240 × 1754). */
export function pixels(points: number, dpi: number): number {
  return Math.max(1, Math.round((points * dpi) / 72));
}

/**
 * A canvas kept for the thread's next render. A canvas's pixels live outside V8's heap and are
 * freed only when its object is collected, so a new canvas per render kept dead pages of pixels
 * waiting (a process with one render thread, rendering 300 A4 pages at 150 dpi: 216–225 MB with
 * a canvas per render, 199–209 MB with this one; at 72 dpi the same). Renders that overlap (not
 * in a pool's thread, which renders one page at a time) get a canvas each.
 */
let spare: Canvas | undefined;

/** A canvas of this size in its initial state: the spare one if free (resizing clears it), else a new one. */
function takeCanvas(width: number, height: number): Canvas {
  const canvas = spare;
  spare = undefined;
  if (!canvas) return createCanvas(width, height);
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d').reset();
  return canvas;
}

/** Renders one page of a PDF as a PNG. */
export async function rasterise(job: RasteriseJob): Promise<RasteriseResult> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data: new Uint8Array(job.pdf), // pdfjs detaches the buffer it is given: keep the caller's
    ...ASSETS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  try {
    const pageCount = doc.numPages;
    if (job.page > pageCount) return { ok: false, reason: 'PAGE_NOT_FOUND', pageCount };
    const page = await doc.getPage(job.page);
    const base = page.getViewport({ scale: 1 });
    const width = pixels(base.width, job.dpi);
    const height = pixels(base.height, job.dpi);
    // Scale each axis to the rounded pixel size, so the page fills the image exactly.
    const viewport = page.getViewport({ scale: job.dpi / 72 });
    const canvas = takeCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
      transform: [width / viewport.width, 0, 0, height / viewport.height, 0, 0],
    }).promise;
    page.cleanup();
    const png = encodePng(canvas.data(), width, height);
    spare = canvas;
    return { ok: true, png, width, height, pageCount, etag: etagOf(png) };
  } finally {
    await doc.destroy();
  }
}
