/**
 * The one way this service parses XML it did not write: DTDs and entity declarations are
 * refused before parsing (no XXE, no entity expansion), size and nesting depth are bounded, and
 * every parser warning or error is fatal. Readers and validators call this, never DOMParser.
 */
import { DOMParser, type Document } from '@xmldom/xmldom';

/** Limits for untrusted XML. */
export interface XmlLimits {
  /** Maximum size in bytes (UTF-8). */
  maxBytes: number;
  /** Maximum element nesting depth. */
  maxDepth: number;
}

/** Defaults that fit any real invoice (the largest official samples are far below). */
export const DEFAULT_XML_LIMITS: XmlLimits = { maxBytes: 20 * 1024 * 1024, maxDepth: 200 };

/** Why an XML document was refused; `reason` is stable, `message` readable. */
export class UnsafeXmlError extends Error {
  constructor(
    readonly reason: 'XML_TOO_LARGE' | 'XML_DTD_FORBIDDEN' | 'XML_TOO_DEEP' | 'XML_MALFORMED',
    message: string,
  ) {
    super(message);
    this.name = 'UnsafeXmlError';
  }
}

const DTD_OR_ENTITY = /<!DOCTYPE|<!ENTITY/i;

/** Decodes bytes as UTF-8 (dropping a BOM) or returns the string as it is. */
export function xmlText(input: string | Uint8Array): string {
  if (typeof input === 'string') return input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(input);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Throws UnsafeXmlError unless the text is within the limits and has no DTD. */
export function assertSafeXml(text: string, limits: XmlLimits = DEFAULT_XML_LIMITS): void {
  if (Buffer.byteLength(text, 'utf8') > limits.maxBytes) {
    throw new UnsafeXmlError('XML_TOO_LARGE', `XML is larger than ${limits.maxBytes} bytes`);
  }
  if (DTD_OR_ENTITY.test(text)) {
    throw new UnsafeXmlError('XML_DTD_FORBIDDEN', 'XML with a DOCTYPE or ENTITY declaration is refused');
  }
  let depth = 0;
  // A cheap scan over tags: opening tags deepen, closing and self-closing tags do not.
  const tags = /<(\/?)[A-Za-z_][^>]*?(\/?)>/g;
  for (let m = tags.exec(text); m; m = tags.exec(text)) {
    if (m[1]) depth--;
    else if (!m[2]) {
      depth++;
      if (depth > limits.maxDepth) {
        throw new UnsafeXmlError('XML_TOO_DEEP', `XML nests deeper than ${limits.maxDepth} elements`);
      }
    }
  }
}

/** Parses untrusted XML into a DOM, refusing DTDs, oversize and malformed documents. */
export function parseXmlSafely(input: string | Uint8Array, limits: XmlLimits = DEFAULT_XML_LIMITS): Document {
  const text = xmlText(input);
  assertSafeXml(text, limits);
  let failure: string | undefined;
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning' || !failure) failure ??= message;
    },
  });
  let doc: Document;
  try {
    doc = parser.parseFromString(text, 'application/xml');
  } catch (error) {
    throw new UnsafeXmlError('XML_MALFORMED', `XML is not well-formed: ${(error as Error).message}`);
  }
  if (failure) throw new UnsafeXmlError('XML_MALFORMED', `XML is not well-formed: ${failure}`);
  if (!doc.documentElement) throw new UnsafeXmlError('XML_MALFORMED', 'XML has no root element');
  return doc;
}
