/**
 * Reads the Factur-X / ZUGFeRD extension schema from a PDF's XMP metadata: document type, file
 * name, version and conformance level (profile), plus the schema namespace and the extension
 * schema's name, which tell ZUGFeRD 1.0 / 2.0 (urn:ferd / urn:zugferd, "ZUGFeRD PDFA Extension
 * Schema") from Factur-X 1.0 (urn:factur-x, "Factur-X PDFA Extension Schema", also used by
 * ZUGFeRD 2.1+, which is the same standard).
 */

/** The invoice-related XMP properties of a hybrid PDF. */
export interface InvoiceXmp {
  documentType?: string;
  documentFileName?: string;
  version?: string;
  conformanceLevel?: string;
  namespace?: string;
  /** pdfaSchema:schema of the extension schema that declares those properties (e.g. "Factur-X PDFA Extension Schema"). */
  schemaName?: string;
}

const PROPERTIES = ['DocumentType', 'DocumentFileName', 'ConformanceLevel', 'Version'] as const;

function property(xmp: string, name: string): { prefix: string; value: string } | undefined {
  // Element form: <fx:Version>1.0</fx:Version>; attribute form: fx:Version="1.0". The value is
  // trimmed after matching: `\s*([^<]*?)\s*` backtracked cubically over a long run of spaces.
  const element = new RegExp(`<([A-Za-z][\\w-]*):${name}>([^<]*)</\\1:${name}>`).exec(xmp);
  if (element) return { prefix: element[1], value: element[2].trim() };
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
  const schema = schemaNameFor(xmp, found.namespace);
  if (schema) found.schemaName = schema;
  return found;
}

/**
 * The pdfaSchema:schema name of the extension schema entry that declares `namespace`: each entry
 * runs from its name to the next entry's name (the PDF/A order: schema, namespaceURI, prefix).
 */
function schemaNameFor(xmp: string, namespace: string | undefined): string | undefined {
  if (!namespace) return undefined;
  const names = [...xmp.matchAll(/<pdfaSchema:schema>([^<]*)<\/pdfaSchema:schema>/g)];
  for (let i = 0; i < names.length; i++) {
    const entry = xmp.slice(names[i].index!, names[i + 1]?.index ?? xmp.length);
    if (entry.includes(namespace)) return decodeEntities(names[i][1].trim());
  }
  return undefined;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
