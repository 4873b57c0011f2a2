/**
 * Bounded decoding of PDF streams. A hostile PDF can hold a small Flate stream that expands to
 * gigabytes; every stream we decode goes through zlib with `maxOutputLength`, and object streams
 * (which pdf-lib inflates on load, without a bound) are checked here before pdf-lib sees them.
 */
import { inflateSync, constants } from 'node:zlib';
import { PDFArray, PDFDict, PDFName, PDFRawStream, type PDFStream } from 'pdf-lib';
import { OTHER_FILTERS } from './pdf-filters.js';
import { RetrieveError } from './retrieve-error.js';

/** Inflates zlib data, refusing output beyond `max` bytes; tolerates a missing end marker. */
export function inflateBounded(data: Uint8Array, max: number, what: string): Uint8Array {
  try {
    return inflateSync(data, { maxOutputLength: max, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if (
      error instanceof RangeError ||
      (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
    ) {
      throw new RetrieveError('ATTACHMENT_TOO_LARGE', `${what} expands beyond ${max} bytes`);
    }
    throw new RetrieveError(
      'PDF_CORRUPT',
      `${what} cannot be decompressed: ${(error as Error).message}`,
    );
  }
}

function filterNames(dict: PDFDict): string[] {
  const filter = dict.lookup(PDFName.of('Filter'));
  if (filter instanceof PDFName) return [filter.decodeText()];
  if (filter instanceof PDFArray) {
    return filter.asArray().map((f) => (f instanceof PDFName ? f.decodeText() : String(f)));
  }
  return [];
}

/** The decode parameters of the i-th filter: a dictionary, or an array of them (or nulls). */
function filterParms(dict: PDFDict, i: number): PDFDict | undefined {
  const parms = dict.lookup(PDFName.of('DecodeParms'));
  if (parms instanceof PDFDict) return i === 0 ? parms : undefined;
  if (parms instanceof PDFArray) {
    const one = parms.lookup(i);
    return one instanceof PDFDict ? one : undefined;
  }
  return undefined;
}

const numberParm = (parms: PDFDict | undefined, key: string, fallback: number): number =>
  Number(parms?.lookup(PDFName.of(key))?.toString() ?? fallback);

/**
 * Decodes a stream object with at most `max` output bytes: no filter, FlateDecode, or a chain of
 * the ASCII, RunLength and LZW filters with it (pdf-filters.ts). Predictors are refused.
 */
export function decodeStreamBounded(stream: PDFStream, max: number, what: string): Uint8Array {
  if (!(stream instanceof PDFRawStream)) {
    throw new RetrieveError('PDF_CORRUPT', `${what} is not a raw stream`);
  }
  let data: Uint8Array = stream.contents;
  filterNames(stream.dict).forEach((filter, i) => {
    const parms = filterParms(stream.dict, i);
    if (numberParm(parms, 'Predictor', 1) > 1) {
      throw new RetrieveError('PDF_CORRUPT', `${what} uses an unsupported predictor`);
    }
    if (filter === 'FlateDecode' || filter === 'Fl') {
      data = inflateBounded(data, max, what);
      return;
    }
    const decode = Object.hasOwn(OTHER_FILTERS, filter) ? OTHER_FILTERS[filter] : undefined;
    if (!decode) {
      throw new RetrieveError('PDF_CORRUPT', `${what} uses the unsupported filter ${filter}`);
    }
    data = decode(data, max, what, numberParm(parms, 'EarlyChange', 1) !== 0);
  });
  if (data.length > max)
    throw new RetrieveError('ATTACHMENT_TOO_LARGE', `${what} is larger than ${max} bytes`);
  return data;
}

/** Any filter of pdf-filters.ts named in a dictionary's text. */
const OTHER_FILTER_NAME = new RegExp(`/(${Object.keys(OTHER_FILTERS).join('|')})\\b`);

/**
 * Checks, before pdf-lib parses the file, that no object or cross-reference stream inflates
 * beyond `max` bytes. Scans the raw bytes for `/ObjStm` and `/XRef` dictionaries.
 */
export function assertObjectStreamsBounded(pdf: Uint8Array, max: number): void {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const marker = /\/Type\s*\/(ObjStm|XRef)\b/g;
  let budget = max * 4;
  for (let m = marker.exec(text); m; m = marker.exec(text)) {
    const streamAt = text.indexOf('stream', m.index);
    if (streamAt < 0) return;
    // The whole dictionary, from its "obj" keyword: /Filter may come before /Type.
    const dictText = text.slice(Math.max(0, text.lastIndexOf('obj', m.index)), streamAt);
    // pdf-lib would also run the other filters here, unbounded: only Flate is accepted.
    if (OTHER_FILTER_NAME.test(dictText)) {
      throw new RetrieveError(
        'PDF_CORRUPT',
        'an object stream uses a filter other than FlateDecode',
      );
    }
    if (!/FlateDecode|\/Fl\b/.test(dictText)) continue;
    let start = streamAt + 'stream'.length;
    if (text[start] === '\r') start++;
    if (text[start] === '\n') start++;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    let out: Uint8Array;
    try {
      out = inflateSync(pdf.subarray(start, end), {
        maxOutputLength: max,
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch (error) {
      if (
        error instanceof RangeError ||
        (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      ) {
        throw new RetrieveError(
          'ATTACHMENT_TOO_LARGE',
          `an object stream expands beyond ${max} bytes`,
        );
      }
      continue; // corrupt data: pdf-lib will report or skip it
    }
    budget -= out.length;
    if (budget < 0)
      throw new RetrieveError('ATTACHMENT_TOO_LARGE', 'object streams expand beyond the limit');
    marker.lastIndex = end;
  }
}
