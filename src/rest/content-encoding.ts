/**
 * A request body sent compressed (`Content-Encoding: gzip`, `deflate` or `br`, as HTTP clients
 * can send large uploads) is decompressed before it is read, within the same size limit as an
 * uncompressed body: decompression stops as soon as the output passes it (a small gzip of zeros
 * must not become gigabytes). An encoding we do not read is refused by name, never parsed as if
 * the compressed bytes were JSON or XML.
 */
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate, type ZlibOptions } from 'node:zlib';
import { BodyTooLargeError } from './http-io.js';

const DECODERS: Record<string, (buffer: Buffer, options: ZlibOptions) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress) as (buffer: Buffer, options: ZlibOptions) => Promise<Buffer>,
};

/** A Content-Encoding this service does not read. */
export class UnsupportedEncodingError extends Error {
  constructor(readonly encoding: string) {
    super(
      `Content-Encoding ${encoding} is not accepted; send the body uncompressed or as gzip, deflate or br`,
    );
    this.name = 'UnsupportedEncodingError';
  }
}

/** The body did not decompress as its Content-Encoding says. */
export class CorruptEncodingError extends Error {
  constructor(encoding: string) {
    super(`the body is not valid ${encoding} data, as its Content-Encoding says`);
    this.name = 'CorruptEncodingError';
  }
}

/** The body as sent, decompressed when its Content-Encoding says so (at most `limit` bytes). */
export async function decodeContentEncoding(
  body: Buffer,
  header: string | string[] | undefined,
  limit: number,
): Promise<Buffer> {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).trim().toLowerCase();
  if (value === '' || value === 'identity') return body;
  const decode = DECODERS[value];
  if (!decode) throw new UnsupportedEncodingError(value);
  try {
    return await decode(body, { maxOutputLength: limit });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw new BodyTooLargeError(limit);
    throw new CorruptEncodingError(value);
  }
}
