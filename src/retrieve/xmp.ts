/**
 * Reads the Factur-X / ZUGFeRD extension schema from a PDF's XMP metadata: document type, file
 * name, version and conformance level (profile), plus the schema namespace, which tells
 * ZUGFeRD 1/2.0 (urn:ferd / urn:zugferd) from Factur-X and ZUGFeRD 2.1+ (urn:factur-x).
 */

/** The invoice-related XMP properties of a hybrid PDF. */
export interface InvoiceXmp {
  documentType?: string;
  documentFileName?: string;
  version?: string;
  conformanceLevel?: string;
  namespace?: string;
}

const PROPERTIES = ['DocumentType', 'DocumentFileName', 'ConformanceLevel', 'Version'] as const;

function property(xmp: string, name: string): { prefix: string; value: string } | undefined {
  // Element form: <fx:Version>1.0</fx:Version>; attribute form: fx:Version="1.0".
  const element = new RegExp(`<([A-Za-z][\\w-]*):${name}>\\s*([^<]*?)\\s*</\\1:${name}>`).exec(xmp);
  if (element) return { prefix: element[1], value: element[2] };
  const attribute = new RegExp(`\\s([A-Za-z][\\w-]*):${name}\\s*=\\s*["']([^"']*)["']`).exec(xmp);
  if (attribute) return { prefix: attribute[1], value: attribute[2].trim() };
  return undefined;
}

/** Extracts the invoice properties from XMP text; undefined when none is present. */
export function readInvoiceXmp(xmp: string): InvoiceXmp | undefined {
  const found: InvoiceXmp = {};
  let prefix: string | undefined;
  for (const name of PROPERTIES) {
    const p = property(xmp, name);
    if (!p) continue;
    // Version alone is ambiguous (pdfaid, xmpMM); keep it only with the invoice schema's prefix.
    if (name === 'Version' && p.prefix !== prefix) continue;
    prefix ??= p.prefix;
    const key = (name[0].toLowerCase() + name.slice(1)) as keyof InvoiceXmp;
    found[key] = decodeEntities(p.value);
  }
  if (!prefix) return undefined;
  const ns = new RegExp(`xmlns:${prefix}\\s*=\\s*["']([^"']+)["']`).exec(xmp);
  if (ns) found.namespace = ns[1];
  return found;
}

function decodeEntities(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}
