/**
 * JSON text is UTF-8 (RFC 8259 §8.1). Node's usual decoding replaces every byte that is not UTF-8
 * with U+FFFD without a word: a client that sent its JSON in Latin-1 got an issued invoice from
 * "M�ller GmbH". Every JSON body (REST, Connect, MCP), every JSON file the CLI reads and every
 * XML document that declares no other encoding (xml/xml-encoding.ts) is decoded here instead,
 * strictly: bytes that are not UTF-8 are refused, naming where, and nothing is
 * replaced. A leading byte order mark is skipped, as RFC 8259 lets a parser do (Windows tools
 * write one).
 */

/** Strict decoding; `ignoreBOM: false` means a leading BOM is consumed, not kept. */
export const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Bytes that are not UTF-8, with the offset of the first bad one. */
export class NotUtf8Error extends Error {
  constructor(readonly offset: number) {
    super(`the text is not UTF-8 (invalid at byte ${offset}); JSON must be UTF-8`);
    this.name = 'NotUtf8Error';
  }
}

/** Bytes a streaming decoder takes at a time while looking for the first bad one. */
const CHUNK = 64 * 1024;

/** The longest prefix of bytes[from, to) a streaming strict decoder accepts (its end offset). */
function longestValidPrefix(bytes: Uint8Array, from: number, to: number): number {
  let good = from;
  let bad = to;
  while (good < bad) {
    const mid = Math.ceil((good + bad) / 2);
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(from, mid), { stream: true });
      good = mid;
    } catch {
      bad = mid - 1;
    }
  }
  return good;
}

/**
 * The offset of the first byte that makes `bytes` invalid, in time linear in their size: one
 * streaming decoder finds the chunk where decoding fails, and only that chunk is searched, from
 * the sequence boundary at most 3 bytes before it (a sequence may begin in the previous chunk;
 * everything before it decoded).
 */
function firstInvalidOffset(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  for (; start < bytes.byteLength; start += CHUNK) {
    try {
      decoder.decode(bytes.subarray(start, start + CHUNK), {
        stream: start + CHUNK < bytes.byteLength,
      });
    } catch {
      break;
    }
  }
  if (start >= bytes.byteLength) return bytes.byteLength;
  let from = Math.max(0, start - 3);
  while (from < start && (bytes[from]! & 0xc0) === 0x80) from++;
  return longestValidPrefix(bytes, from, Math.min(bytes.byteLength, start + CHUNK));
}

/** The text of UTF-8 bytes; throws NotUtf8Error when they are not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    throw new NotUtf8Error(firstInvalidOffset(bytes));
  }
}
