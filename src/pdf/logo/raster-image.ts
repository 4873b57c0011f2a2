/**
 * Reads the size of a PNG (IHDR) or JPEG (the first SOFn marker) from its header, without
 * decoding a pixel, and refuses images beyond RASTER_LIMITS: a 560 KB PNG can declare
 * 12,000 × 12,000 pixels (576 MB decoded). A PNG whose compressed data would inflate to more
 * than its header declares (a zlib bomb under a modest IHDR) is refused too, with the inflation
 * itself capped, since pdfkit and the preview inflate it whole.
 */
import { inflateSync } from 'node:zlib';
import { LogoError } from './logo-error.js';
import { RASTER_LIMITS } from './logo-limits.js';

/** A raster image whose header was read and found within the bounds. */
export interface RasterImage {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
  bytes: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Whether the bytes start like a PNG or a JPEG (decides which reader applies). */
export function sniffRaster(bytes: Buffer): 'png' | 'jpeg' | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  return undefined;
}

/** Samples per pixel of each PNG colour type (gray, RGB, palette, gray+alpha, RGBA). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** A PNG's header: the image and what its rows are made of. */
interface PngHeader {
  image: RasterImage;
  channels: number;
  depth: number;
}

function pngHeader(bytes: Buffer, what: string): PngHeader {
  if (
    bytes.length < 33 ||
    bytes.readUInt32BE(8) !== 13 ||
    bytes.toString('latin1', 12, 16) !== 'IHDR'
  ) {
    throw new LogoError(`${what} is not a readable PNG (no IHDR header)`);
  }
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  checkSize(width, height, what);
  const depth = bytes[24]!;
  const channels = PNG_CHANNELS[bytes[25]!];
  if (!channels || ![1, 2, 4, 8, 16].includes(depth))
    throw new LogoError(
      `${what} is not a readable PNG (colour type ${bytes[25]}, bit depth ${depth})`,
    );
  return { image: { format: 'png', width, height, bytes }, channels, depth };
}

/** The IDAT chunks of a PNG, concatenated (bounded by the file: every length is checked). */
function pngData(bytes: Buffer, what: string): Buffer {
  const parts: Buffer[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length)
      throw new LogoError(`${what} is not a readable PNG (a chunk runs past the end of the file)`);
    if (type === 'IDAT') parts.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at = end;
  }
  if (parts.length === 0) throw new LogoError(`${what} is not a readable PNG (no image data)`);
  return Buffer.concat(parts);
}

/**
 * Inflates the PNG data with the output capped at what the header allows (interlacing adds a
 * filter byte per row of each of the seven passes: twice the plain size is an upper bound).
 */
function checkPngInflation({ image, channels, depth }: PngHeader, what: string): void {
  const rowBytes = Math.ceil((image.width * channels * depth) / 8);
  const limit = 2 * image.height * (rowBytes + 1) + 1024;
  try {
    inflateSync(pngData(image.bytes, what), { maxOutputLength: limit });
  } catch (error) {
    if (error instanceof LogoError) throw error;
    if (
      (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ||
      error instanceof RangeError
    ) {
      throw new LogoError(
        `${what}: its PNG data inflates to more than its ${image.width} × ${image.height} pixels`,
        'OUT_OF_RANGE',
        `at most ${RASTER_LIMITS.maxSide} × ${RASTER_LIMITS.maxSide} pixels`,
        { cause: error },
      );
    }
    throw new LogoError(
      `${what} is not a readable PNG (${(error as Error).message})`,
      'INVALID_FORMAT',
      undefined,
      { cause: error },
    );
  }
}

/** SOFn markers (C0–CF) except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegImage(bytes: Buffer, what: string): RasterImage {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff)
      throw new LogoError(`${what} is not a readable JPEG (no marker at byte ${at})`);
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    // Markers without a length: TEM, RSTn, SOI, EOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2;
      continue;
    }
    if (marker === 0xda) break; // start of scan before any frame header
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) break;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) break;
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      checkSize(width, height, what);
      return { format: 'jpeg', width, height, bytes };
    }
    at += 2 + length;
  }
  throw new LogoError(`${what} is not a readable JPEG (no frame header)`);
}

function checkSize(width: number, height: number, what: string): void {
  const max = RASTER_LIMITS.maxSide;
  if (width === 0 || height === 0)
    throw new LogoError(`${what} has no size (${width} × ${height} pixels)`);
  if (width > max || height > max) {
    throw new LogoError(
      `${what} is ${width} × ${height} pixels; at most ${max} × ${max} are accepted`,
      'OUT_OF_RANGE',
      `an image of at most ${max} × ${max} pixels`,
    );
  }
}

/**
 * The header facts of a PNG or JPEG, refusing what is beyond the bounds or unreadable; `what`
 * names the image in messages ("logo_base64", "an image in the SVG logo").
 */
export function readRaster(bytes: Buffer, what: string): RasterImage {
  const format = sniffRaster(bytes);
  if (format === 'jpeg') return jpegImage(bytes, what);
  if (format !== 'png') throw new LogoError(`${what} is not a PNG or JPEG image`);
  const header = pngHeader(bytes, what);
  // Images above the embedding size are decoded by the scaler, which stops at the header's size.
  if (Math.max(header.image.width, header.image.height) <= RASTER_LIMITS.embedSide)
    checkPngInflation(header, what);
  return header.image;
}
