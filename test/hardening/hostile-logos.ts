/**
 * The hostile logos of issue 13 (items 1, 2, 4 and the SVG of item 9), built in code so no
 * binary fixture is stored: SVGs whose image href names a server file, `<use>` bombs, deep
 * nesting (plain and disguised as `<g x="/>">`), PNG and JPEG headers declaring huge sizes, and
 * a PNG whose small header hides a zlib bomb. Shared by test/hardening and bench/hostile-logos.ts.
 */
import { createDeflate, crc32, deflateSync } from 'node:zlib';

const SVG_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40" width="100" height="40">';

/** base64 of a string or bytes, as customization.logo_base64 takes it. */
export const b64 = (data: string | Uint8Array): string => Buffer.from(data).toString('base64');

/** An SVG drawing an image from `href` (a server path, a URL, a data: URL). */
export function imageHrefSvg(href: string, attribute = 'href'): string {
  return `${SVG_OPEN}<rect width="10" height="10" fill="#123"/><image ${attribute}="${href}" x="0" y="0" width="40" height="40"/></svg>`;
}

/** Nested `<use>`: `levels` levels of `fanout` references each (7 × 6: 280,000 shapes from ~3 KB). */
export function useBombSvg(levels = 7, fanout = 6): string {
  const defs = ['<rect id="l0" width="1" height="1" fill="#7c3aed"/>'];
  for (let level = 1; level <= levels; level++) {
    const uses = Array.from(
      { length: fanout },
      (_, i) => `<use xlink:href="#l${level - 1}" x="${i}"/>`,
    ).join('');
    defs.push(`<g id="l${level}">${uses}</g>`);
  }
  return `${SVG_OPEN}<defs>${defs.join('')}</defs><use xlink:href="#l${levels}"/></svg>`;
}

/** `depth` nested groups; `disguised` writes each as `<g x="/>">`, which the old scan took for self-closing. */
export function deepSvg(depth: number, disguised = false): string {
  const open = disguised ? '<g x="/>">' : '<g>';
  return `${SVG_OPEN}${open.repeat(depth)}<rect width="1" height="1"/>${'</g>'.repeat(depth)}</svg>`;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG with a real IHDR (RGBA, 8 bits) and the given compressed data. */
export function pngWith(width: number, height: number, idat: Uint8Array, colorType = 6): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = colorType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A PNG declaring width × height whose data holds only its first row (decoders fail late, after allocating). */
export function pngHeaderOnly(width: number, height: number): Buffer {
  return pngWith(width, height, deflateSync(Buffer.alloc(1 + width * 4)));
}

/** Compresses `bytes` zero bytes as one zlib stream without holding them in memory. */
export async function deflateZeros(bytes: number, rowBytes = 1024 * 1024): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const row = Buffer.alloc(rowBytes);
  for (let left = bytes; left > 0; left -= rowBytes) {
    if (!deflate.write(left >= rowBytes ? row : row.subarray(0, left)))
      await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/** A complete, valid, fully transparent RGBA PNG of width × height (12,000² is about 560 KB). */
export async function transparentPng(width: number, height: number): Promise<Buffer> {
  return pngWith(width, height, await deflateZeros(height * (1 + width * 4), 1 + width * 4));
}

/** A PNG whose IHDR declares 1,000 × 1,000 pixels (4 MB) while its data inflates to `bytes`. */
export async function pngZlibBomb(bytes = 32 * 1024 * 1024): Promise<Buffer> {
  return pngWith(1000, 1000, await deflateZeros(bytes));
}

/** A JPEG whose frame header (SOF0) declares width × height, with no image data behind it. */
export function jpegHeaderOnly(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11,
    0x01,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}
