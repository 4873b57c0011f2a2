/**
 * The PDF stream filters besides Flate (ISO 32000-2 §7.4), decoding within a bound. Producers
 * still write embedded files through them: ASCII85 or ASCIIHex before Flate (PostScript-born
 * PDFs), LZW from older libraries, RunLength. pdf-lib decodes them too, but without a bound, and
 * LZW and RunLength expand (a 12-bit code can stand for thousands of bytes): each decoder here
 * stops at `max` output bytes with ATTACHMENT_TOO_LARGE, and bad data is PDF_CORRUPT.
 */
import { RetrieveError } from './retrieve-error.js';

/** The filter names (and their inline-image abbreviations) decoded here, to their decoder. */
export const OTHER_FILTERS: Readonly<
  Record<string, (data: Uint8Array, max: number, what: string, earlyChange: boolean) => Uint8Array>
> = {
  ASCIIHexDecode: asciiHexDecode,
  AHx: asciiHexDecode,
  ASCII85Decode: ascii85Decode,
  A85: ascii85Decode,
  RunLengthDecode: runLengthDecode,
  RL: runLengthDecode,
  LZWDecode: lzwDecode,
  LZW: lzwDecode,
};

const corrupt = (what: string, filter: string, detail: string): RetrieveError =>
  new RetrieveError('PDF_CORRUPT', `${what} cannot be decoded (${filter}): ${detail}`);

/** Collects output bytes, refusing more than `max`. */
class BoundedOutput {
  private buffer: Uint8Array;
  length = 0;
  constructor(
    private readonly max: number,
    private readonly what: string,
    sizeHint: number,
  ) {
    this.buffer = new Uint8Array(Math.max(16, Math.min(max, sizeHint)));
  }
  private room(n: number): void {
    if (this.length + n > this.max) {
      throw new RetrieveError(
        'ATTACHMENT_TOO_LARGE',
        `${this.what} expands beyond ${this.max} bytes`,
      );
    }
    if (this.length + n <= this.buffer.length) return;
    const grown = new Uint8Array(
      Math.min(this.max, Math.max(this.length + n, this.buffer.length * 2)),
    );
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
  push(byte: number): void {
    this.room(1);
    this.buffer[this.length++] = byte;
  }
  append(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }
  result(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

/** PDF white-space characters (§7.2.3): skipped inside ASCII-encoded data. */
const isWhite = (c: number): boolean =>
  c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;

/** The value of each byte as a hex digit, or -1. */
const HEX_DIGIT = Int8Array.from({ length: 256 }, (_, c) => {
  const digit = '0123456789abcdef'.indexOf(String.fromCharCode(c).toLowerCase());
  return c < 128 ? digit : -1;
});

/** ASCIIHexDecode (§7.4.2): two hex digits a byte, white space ignored, `>` ends the data. */
function asciiHexDecode(data: Uint8Array, max: number, what: string): Uint8Array {
  const out = new BoundedOutput(max, what, data.length / 2);
  let high = -1;
  for (const c of data) {
    if (isWhite(c)) continue;
    if (c === 0x3e) break; // '>'
    const digit = HEX_DIGIT[c]!;
    if (digit < 0) throw corrupt(what, 'ASCIIHexDecode', `byte ${c} is no hex digit`);
    if (high < 0) high = digit;
    else {
      out.push((high << 4) | digit);
      high = -1;
    }
  }
  if (high >= 0) out.push(high << 4); // an odd last digit is followed by 0
  return out.result();
}

/** ASCII85Decode (§7.4.3): five characters `!`…`u` make four bytes, `z` four zeros, `~>` ends. */
function ascii85Decode(data: Uint8Array, max: number, what: string): Uint8Array {
  const out = new BoundedOutput(max, what, (data.length * 4) / 5);
  const group: number[] = [];
  let start = 0;
  if (data[0] === 0x3c && data[1] === 0x7e) start = 2; // '<~', as PostScript writes it
  for (let i = start; i < data.length; i++) {
    const c = data[i]!;
    if (isWhite(c)) continue;
    if (c === 0x7e) break; // '~' of '~>'
    if (c === 0x7a && group.length === 0) {
      for (let k = 0; k < 4; k++) out.push(0); // 'z'
      continue;
    }
    if (c < 0x21 || c > 0x75) throw corrupt(what, 'ASCII85Decode', `byte ${c} is out of range`);
    group.push(c - 0x21);
    if (group.length === 5) {
      pushGroup(group, 4, out, what);
      group.length = 0;
    }
  }
  if (group.length === 1) throw corrupt(what, 'ASCII85Decode', 'a final group of one character');
  if (group.length > 1) {
    const n = group.length - 1;
    while (group.length < 5) group.push(84); // padded with 'u'
    pushGroup(group, n, out, what);
  }
  return out.result();
}

function pushGroup(group: number[], bytes: number, out: BoundedOutput, what: string): void {
  let value = 0;
  for (const d of group) value = value * 85 + d;
  if (value > 0xffffffff) throw corrupt(what, 'ASCII85Decode', 'a group above 2^32');
  for (let k = 0; k < bytes; k++) out.push(Math.floor(value / 256 ** (3 - k)) % 256);
}

/** RunLengthDecode (§7.4.5): a length byte, then that many literal bytes or one byte repeated. */
function runLengthDecode(data: Uint8Array, max: number, what: string): Uint8Array {
  const out = new BoundedOutput(max, what, data.length * 2);
  let i = 0;
  while (i < data.length) {
    const length = data[i++]!;
    if (length === 128) break; // end of data
    if (length < 128) {
      const literal = data.subarray(i, i + length + 1);
      if (literal.length < length + 1)
        throw corrupt(what, 'RunLengthDecode', 'a literal run is cut short');
      out.append(literal);
      i += length + 1;
    } else {
      if (i >= data.length) throw corrupt(what, 'RunLengthDecode', 'a repeat run is cut short');
      const byte = data[i++]!;
      for (let k = 0; k < 257 - length; k++) out.push(byte);
    }
  }
  return out.result();
}

/**
 * LZWDecode (§7.4.4): 9- to 12-bit codes, 256 clears the table, 257 ends the data. With
 * EarlyChange (the default) the code width grows one code early, as the PDF's encoders write it.
 */
function lzwDecode(data: Uint8Array, max: number, what: string, earlyChange: boolean): Uint8Array {
  const out = new BoundedOutput(max, what, data.length * 3);
  // The table holds each entry as (prefix entry, last byte, length); 4096 entries at most.
  const prefix = new Int32Array(4096);
  const last = new Uint8Array(4096);
  const length = new Int32Array(4096);
  const first = new Uint8Array(4096);
  for (let c = 0; c < 256; c++) {
    prefix[c] = -1;
    last[c] = c;
    length[c] = 1;
    first[c] = c;
  }
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  const scratch = new Uint8Array(4096);
  const emit = (code: number): void => {
    const n = length[code]!;
    for (let k = n - 1, c = code; k >= 0; k--, c = prefix[c]!) scratch[k] = last[c]!;
    out.append(scratch.subarray(0, n));
  };
  for (let i = 0; i < data.length; ) {
    while (bitCount < width && i < data.length) {
      bits = ((bits << 8) | data[i++]!) & 0xffffff;
      bitCount += 8;
    }
    if (bitCount < width) break; // trailing padding bits
    const code = (bits >>> (bitCount - width)) & ((1 << width) - 1);
    bitCount -= width;
    if (code === 257) break;
    if (code === 256) {
      next = 258;
      width = 9;
      previous = -1;
      continue;
    }
    if (previous < 0) {
      if (code > 255) throw corrupt(what, 'LZWDecode', `code ${code} before any entry`);
      emit(code);
      previous = code;
      continue;
    }
    if (code > next || (code === next && next >= 4096)) {
      throw corrupt(what, 'LZWDecode', `code ${code} beyond the table`);
    }
    if (next < 4096) {
      // The new entry: the previous string and the first byte of this one (or of itself).
      prefix[next] = previous;
      last[next] = code === next ? first[previous]! : first[code]!;
      length[next] = length[previous]! + 1;
      first[next] = first[previous]!;
      next++;
    }
    emit(code);
    previous = code;
    const limit = earlyChange ? next + 1 : next;
    if (limit >= 1 << width && width < 12) width++;
  }
  return out.result();
}
