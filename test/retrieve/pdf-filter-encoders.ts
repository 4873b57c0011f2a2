/**
 * Test helper: encoders for the PDF filters the reader decodes besides Flate (ISO 32000-2 §7.4),
 * written plainly from the standard so that the tests can build PDFs with them. The tests check
 * these encoders against the standard's own LZW example and, where it is installed, against
 * qpdf's decoders.
 */

/** ASCIIHexDecode data: two hex digits a byte, broken into lines, ended by `>`. */
export function asciiHexEncode(data: Uint8Array): Buffer {
  const hex = Buffer.from(data).toString('hex').toUpperCase();
  return Buffer.from(`${hex.replace(/(.{64})/g, '$1\n')}>`, 'latin1');
}

/** ASCII85Decode data: `z` for four zeros, a short last group, ended by `~>`. */
export function ascii85Encode(data: Uint8Array): Buffer {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const chunk = data.subarray(i, i + 4);
    let value = 0;
    for (let k = 0; k < 4; k++) value = value * 256 + (chunk[k] ?? 0);
    if (chunk.length === 4 && value === 0) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, chunk.length + 1).join('');
  }
  return Buffer.from(`${out.replace(/(.{72})/g, '$1\n')}~>`, 'latin1');
}

/** RunLengthDecode data: runs of three or more equal bytes repeated, the rest literal. */
export function runLengthEncode(data: Uint8Array): Buffer {
  const out: number[] = [];
  let i = 0;
  while (i < data.length) {
    let run = 1;
    while (i + run < data.length && run < 128 && data[i + run] === data[i]) run++;
    if (run >= 3) {
      out.push(257 - run, data[i]!);
      i += run;
      continue;
    }
    const start = i;
    while (i < data.length && i - start < 128) {
      if (i + 2 < data.length && data[i] === data[i + 1] && data[i] === data[i + 2]) break;
      i++;
    }
    out.push(i - start - 1, ...data.subarray(start, i));
  }
  out.push(128);
  return Buffer.from(out);
}

/**
 * LZWDecode data: 9- to 12-bit codes, a clear code first and whenever the table fills, 257 at
 * the end. `earlyChange` as the stream's EarlyChange parameter (default 1).
 */
export function lzwEncode(data: Uint8Array, earlyChange = true): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let bitCount = 0;
  let width = 9;
  const write = (code: number): void => {
    bits = (bits << width) | code;
    bitCount += width;
    while (bitCount >= 8) {
      bytes.push((bits >>> (bitCount - 8)) & 0xff);
      bitCount -= 8;
    }
    bits &= (1 << bitCount) - 1;
  };
  // The table maps (entry, next byte) to an entry, keyed as entry * 256 + byte.
  let table = new Map<number, number>();
  let next = 258;
  const reset = (): void => {
    table = new Map();
    next = 258;
    width = 9;
  };
  // The decoder adds each entry one code later than the encoder, so its table is one entry
  // shorter when it widens; the encoder widens at the same code.
  const widen = (): void => {
    const limit = earlyChange ? next : next - 1;
    if (limit >= 1 << width && width < 12) width++;
  };
  write(256);
  let current = -1;
  for (const byte of data) {
    if (current < 0) {
      current = byte;
      continue;
    }
    const known = table.get(current * 256 + byte);
    if (known !== undefined) {
      current = known;
      continue;
    }
    write(current);
    if (next < 4094) {
      table.set(current * 256 + byte, next++);
      widen();
    } else {
      write(256);
      reset();
    }
    current = byte;
  }
  if (current >= 0) write(current);
  write(257);
  if (bitCount > 0) bytes.push((bits << (8 - bitCount)) & 0xff);
  return Buffer.from(bytes);
}
