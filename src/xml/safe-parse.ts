/**
 * The one way this service parses XML it did not write: DTDs and entity declarations are
 * refused, size, nesting depth and (optionally) element count are bounded by a real pass over
 * the markup (src/xml/xml-scan.ts, which quoted attributes, comments and CDATA cannot fool)
 * before a DOM is built or a rule engine sees the bytes, and every parser warning or error is
 * fatal and stops the parse at once. Readers and validators call this, never DOMParser.
 */
import { DOMParser, type Document } from '@xmldom/xmldom';
import { scanXml, XmlScanError, type XmlStructureLimits } from './xml-scan.js';
import { decodeXml, XmlEncodingError } from './xml-encoding.js';

/** Limits for untrusted XML. */
export interface XmlLimits extends XmlStructureLimits {
  /** Maximum size in bytes (UTF-8). */
  maxBytes: number;
}

/**
 * Defaults that fit any real invoice (the largest official samples are far below): a 10,000-line
 * CII is 12 MB with 170,000 elements and 7 levels. The element bound matters as much as the byte
 * bound: xmldom spends about 1 KB of memory per element, so 20 MB of `<a/>` (5 million elements)
 * would take gigabytes, while 400,000 elements stay within a few hundred megabytes.
 */
export const DEFAULT_XML_LIMITS: XmlLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxDepth: 200,
  maxElements: 400_000,
};

/** Why an XML document was refused; `reason` is stable, `message` readable. */
export class UnsafeXmlError extends Error {
  constructor(
    readonly reason:
      | 'XML_TOO_LARGE'
      | 'XML_DTD_FORBIDDEN'
      | 'XML_TOO_DEEP'
      | 'XML_TOO_MANY_ELEMENTS'
      | 'XML_MALFORMED',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UnsafeXmlError';
  }
}

/**
 * The text of the document (without a BOM): bytes in the encoding the document declares
 * (xml-encoding.ts), a string as it is. Throws UnsafeXmlError (XML_MALFORMED) when the bytes do
 * not decode: nothing is replaced by U+FFFD.
 */
export function xmlText(input: string | Uint8Array): string {
  if (typeof input === 'string') return input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  try {
    return decodeXml(input);
  } catch (error) {
    if (error instanceof XmlEncodingError)
      throw new UnsafeXmlError('XML_MALFORMED', error.message, { cause: error });
    throw error;
  }
}

/** Throws UnsafeXmlError unless the text is within the limits, has no DTD and its markup is well-formed. */
export function assertSafeXml(text: string, limits: XmlLimits = DEFAULT_XML_LIMITS): void {
  // UTF-8 never has fewer bytes than UTF-16 code units: only a long text needs counting.
  if (
    text.length > limits.maxBytes ||
    (text.length * 3 > limits.maxBytes && Buffer.byteLength(text, 'utf8') > limits.maxBytes)
  ) {
    throw new UnsafeXmlError('XML_TOO_LARGE', `XML is larger than ${limits.maxBytes} bytes`);
  }
  try {
    scanXml(text, limits);
  } catch (error) {
    if (error instanceof XmlScanError)
      throw new UnsafeXmlError(error.reason, error.message, { cause: error });
    throw error;
  }
}

/** Thrown from xmldom's error callback to stop the parse at the first problem. */
class StopParsing extends Error {}

/** Parses untrusted XML into a DOM, refusing DTDs, oversize, too deep and malformed documents. */
export function parseXmlSafely(
  input: string | Uint8Array,
  limits: XmlLimits = DEFAULT_XML_LIMITS,
): Document {
  const text = xmlText(input);
  assertSafeXml(text, limits);
  let failure: string | undefined;
  const parser = new DOMParser({
    onError: (_level, message) => {
      failure ??= message;
      throw new StopParsing(message);
    },
  });
  let doc: Document;
  try {
    doc = parser.parseFromString(text, 'application/xml');
  } catch (error) {
    throw new UnsafeXmlError(
      'XML_MALFORMED',
      `XML is not well-formed: ${failure ?? (error as Error).message}`,
      { cause: error },
    );
  }
  if (failure) throw new UnsafeXmlError('XML_MALFORMED', `XML is not well-formed: ${failure}`);
  if (!doc.documentElement) throw new UnsafeXmlError('XML_MALFORMED', 'XML has no root element');
  return doc;
}
