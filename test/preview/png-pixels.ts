/**
 * Reads PNGs back into pixels for the preview tests (with @napi-rs/canvas, already a
 * dependency) and compares two images by their mean absolute difference per channel.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';

/** Decoded RGBA pixels. */
export interface Pixels {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** Decodes a PNG. */
export async function decodePng(png: Uint8Array): Promise<Pixels> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    rgba: context.getImageData(0, 0, image.width, image.height).data,
  };
}

/** Mean absolute difference of the R, G and B channels (0 = equal, 255 = opposite). */
export function meanAbsoluteDifference(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height) return 255;
  let sum = 0;
  for (let i = 0; i < a.rgba.length; i += 4) {
    sum +=
      Math.abs(a.rgba[i]! - b.rgba[i]!) +
      Math.abs(a.rgba[i + 1]! - b.rgba[i + 1]!) +
      Math.abs(a.rgba[i + 2]! - b.rgba[i + 2]!);
  }
  return sum / ((a.rgba.length / 4) * 3);
}

/** The PNG's own width and height (IHDR), without decoding. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
