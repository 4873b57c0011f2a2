/**
 * The XMP metadata of the invoice PDF besides pdfaid (which pdfkit's PDF/A mode writes):
 * the Dublin Core / XMP basic / PDF properties that PDF/A requires to equal the Info dictionary,
 * and, for hybrid invoices, the Factur-X/ZUGFeRD extension schema (fx) with its PDF/A extension
 * schema description, as both specifications require. Every value is XML-escaped here.
 */
import type { HybridXmp } from './render-options.js';

/** What the Info dictionary says, mirrored into XMP (PDF/A-3 6.6.2.3.1 equivalence). */
export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
  creator: string;
  producer: string;
  created: Date;
}

/** Escapes text for XML element content. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** XMP date, seconds precision in UTC, matching pdfkit's D:YYYYMMDDHHmmSSZ in the Info dictionary. */
export function xmpDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** rdf:Description blocks for dc, xmp and pdf properties. */
export function infoXmp(info: DocumentInfo): string {
  const date = xmpDate(info.created);
  return `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(info.title)}</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>${escapeXml(info.author)}</rdf:li></rdf:Seq></dc:creator>
<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(info.subject)}</rdf:li></rdf:Alt></dc:description>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
<xmp:CreateDate>${date}</xmp:CreateDate>
<xmp:ModifyDate>${date}</xmp:ModifyDate>
<xmp:MetadataDate>${date}</xmp:MetadataDate>
<xmp:CreatorTool>${escapeXml(info.creator)}</xmp:CreatorTool>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<pdf:Producer>${escapeXml(info.producer)}</pdf:Producer>
</rdf:Description>
`;
}

const FX_PROPERTIES: Array<[name: string, description: string]> = [
  ['DocumentFileName', 'The name of the embedded XML document'],
  ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
  ['Version', 'The actual version of the standard applying to the embedded XML document'],
  ['ConformanceLevel', 'The conformance level of the embedded XML document'],
];

/** The fx properties and the PDF/A extension schema that declares them. */
export function hybridXmp(fx: HybridXmp, fileName: string): string {
  const p = escapeXml(fx.prefix);
  const ns = escapeXml(fx.namespace);
  const properties = FX_PROPERTIES.map(
    ([name, description]) => `<rdf:li rdf:parseType="Resource">
<pdfaProperty:name>${name}</pdfaProperty:name>
<pdfaProperty:valueType>Text</pdfaProperty:valueType>
<pdfaProperty:category>external</pdfaProperty:category>
<pdfaProperty:description>${description}</pdfaProperty:description>
</rdf:li>`,
  ).join('\n');
  return `<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>${ns}</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>${p}</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
${properties}
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:${p}="${ns}">
<${p}:DocumentType>${escapeXml(fx.documentType)}</${p}:DocumentType>
<${p}:DocumentFileName>${escapeXml(fileName)}</${p}:DocumentFileName>
<${p}:Version>${escapeXml(fx.version)}</${p}:Version>
<${p}:ConformanceLevel>${escapeXml(fx.conformanceLevel)}</${p}:ConformanceLevel>
</rdf:Description>
`;
}
