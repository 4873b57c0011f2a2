/**
 * The text of an XML document's bytes, as its own encoding says (XML 1.0 §4.3.3, Appendix F): a
 * byte order mark (UTF-8, UTF-16), else the encoding its declaration names, else UTF-8. Invoices
 * from older systems are often ISO-8859-1 or windows-1252, which the official validators read;
 * decoding them as UTF-8 would put U+FFFD where their accented letters are. Nothing is ever
 * replaced: bytes that do not decode in the document's encoding, or an encoding that cannot be
 * read, are refused with a message that says so.
 */
import { NotUtf8Error, decodeUtf8 } from '../text/utf8-text.js';

/** Why bytes could not be read as XML text. */
export class XmlEncodingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlEncodingError';
  }
}

/** The encoding name of an XML declaration at the start of ASCII-compatible bytes. */
const DECLARED = /^<\?xml\s[^?>]*?\bencoding\s*=\s*["']([A-Za-z][A-Za-z0-9._:-]*)["']/;

/** Names of UTF-8 and of its subset ASCII (decoded strictly as UTF-8: a byte over 0x7F is an error). */
const UTF8_NAMES = new Set(['utf-8', 'utf8', 'us-ascii', 'ascii']);
/** ISO-8859-1 exactly (WHATWG's decoders read this label as windows-1252, which differs in 0x80–0x9F). */
const LATIN1_NAMES = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'l1', 'iso_8859-1']);

/** windows-1252 names. */
const CP1252_NAMES = new Set(['windows-1252', 'cp1252', 'x-cp1252']);
/**
 * windows-1252's 0x80–0x9F (the rest is ISO-8859-1); 0 where the code page has no character.
 * Decoded here because Node 20's TextDecoder('windows-1252') drops these bytes without a word.
 */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161,
  0x203a, 0x0153, 0, 0x017e, 0x0178,
];

function cp1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(/[\u0080-\u009f]/g, (c) => {
    const mapped = CP1252_HIGH[c.charCodeAt(0) - 0x80]!;
    if (!mapped)
      throw new XmlEncodingError(
        `the XML is not valid windows-1252, the encoding it declares (byte 0x${c.charCodeAt(0).toString(16)})`,
      );
    return String.fromCharCode(mapped);
  });
}

function withDecoder(label: string, bytes: Uint8Array): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    throw new XmlEncodingError(
      `the XML declares encoding ${label}, which cannot be read here; send UTF-8`,
    );
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new XmlEncodingError(`the XML is not valid ${label}, the encoding it declares`);
  }
}

/** The document's text; throws XmlEncodingError when its bytes do not decode. */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return withDecoder('utf-16be', bytes.subarray(2));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return withDecoder('utf-16le', bytes.subarray(2));
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const head = Buffer.from(
    bytes.buffer,
    bytes.byteOffset + (bom ? 3 : 0),
    Math.min(bytes.byteLength - (bom ? 3 : 0), 256),
  ).toString('latin1');
  const declared = bom ? undefined : DECLARED.exec(head)?.[1]?.toLowerCase();
  if (declared && LATIN1_NAMES.has(declared))
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (declared && CP1252_NAMES.has(declared)) return cp1252(bytes);
  if (declared && !UTF8_NAMES.has(declared)) return withDecoder(declared, bytes);
  try {
    return decodeUtf8(bytes); // skips the BOM
  } catch (error) {
    if (!(error instanceof NotUtf8Error)) throw error;
    throw new XmlEncodingError(
      `the XML is not UTF-8 (invalid at byte ${error.offset}) and declares no other encoding`,
    );
  }
}
