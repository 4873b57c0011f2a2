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

/**
 * The offset of the first byte that makes `bytes` invalid: the longest prefix a streaming strict
 * decoder accepts ends there (a sequence cut by the prefix's end is not yet an error).
 */
function firstInvalidOffset(bytes: Uint8Array): number {
  let good = 0;
  let bad = bytes.byteLength;
  while (good < bad) {
    const mid = Math.ceil((good + bad) / 2);
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
      good = mid;
    } catch {
      bad = mid - 1;
    }
  }
  return good;
}

/** The text of UTF-8 bytes; throws NotUtf8Error when they are not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    throw new NotUtf8Error(firstInvalidOffset(bytes));
  }
}
