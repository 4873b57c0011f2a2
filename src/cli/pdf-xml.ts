/**
 * Extracts the embedded invoice XML from a hybrid PDF (ZUGFeRD, Factur-X, XRechnung in PDF) for the
 * CLI: walks the catalog's EmbeddedFiles name tree with pdf-lib and returns the first XML file,
 * preferring the names the standards prescribe.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';

const PREFERRED = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml', 'zugferd_invoice.xml'];

function collect(node: PDFDict, out: { name: string; spec: PDFDict }[]): void {
  const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (names) {
    for (let i = 0; i + 1 < names.size(); i += 2) {
      const key = names.lookup(i);
      const spec = names.lookupMaybe(i + 1, PDFDict);
      const name = key instanceof PDFString || key instanceof PDFHexString ? key.decodeText() : '';
      if (spec) out.push({ name, spec });
    }
  }
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  if (kids)
    for (let i = 0; i < kids.size(); i++) {
      const kid = kids.lookupMaybe(i, PDFDict);
      if (kid) collect(kid, out);
    }
}

/** The embedded XML of a PDF, or undefined when it has none. */
export async function extractXmlFromPdf(
  pdf: Uint8Array,
): Promise<{ name: string; xml: Uint8Array } | undefined> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const tree = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  if (!tree) return undefined;
  const files: { name: string; spec: PDFDict }[] = [];
  collect(tree, files);
  const xmlFiles = files.filter((f) => f.name.toLowerCase().endsWith('.xml'));
  xmlFiles.sort((a, b) => rank(a.name) - rank(b.name));
  for (const f of xmlFiles) {
    const ef = f.spec.lookupMaybe(PDFName.of('EF'), PDFDict);
    const stream = ef?.lookup(PDFName.of('F'));
    if (stream instanceof PDFRawStream)
      return { name: f.name, xml: decodePDFRawStream(stream).decode() };
  }
  return undefined;
}

function rank(name: string): number {
  const i = PREFERRED.indexOf(name.toLowerCase());
  return i < 0 ? PREFERRED.length : i;
}
