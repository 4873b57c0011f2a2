/**
 * Detects what an invoice XML is: the syntax from the root element's namespace (CII, UBL
 * Invoice or CreditNote, FatturaPA with any prefix), then the public format name, profile and
 * version from BT-24 and, for hybrid PDFs, the XMP and the attachment's file name
 * (hybrid-format.ts: ZUGFeRD or Factur-X as the file declares it).
 */
import type { Document, Element } from '@xmldom/xmldom';
import { readGuideline } from './guideline.js';
import { declaredSpecVersion } from '../validation/spec-version.js';
import { hybridFormat } from './hybrid-format.js';
import { profileLabel, xmpLabel } from '../formats/format-rows.js';
import type { InvoiceXmp } from './xmp.js';
import { CII_NS } from '../syntax/cii/reader/cii-namespaces.js';
import { UBL_CREDIT_NOTE_NS, UBL_INVOICE_NS } from '../syntax/ubl/reader/ubl-namespaces.js';
import { FATTURAPA_NS } from '../syntax/fatturapa/reader/read-fatturapa.js';

/** The xml_type of the public API. */
export type XmlType = 'CII' | 'UBL' | 'FATTURAPA';

/** The detected_format values of the public API. */
export type DetectedFormat = 'zugferd' | 'facturx' | 'xrechnung' | 'peppol' | 'ubl' | 'cii' | 'fatturapa' | 'unknown';

/** Which reader applies. */
export type Syntax = 'cii' | 'ubl' | 'fatturapa';

/** The format block of a retrieve response. */
export interface Detection {
  detectedFormat: DetectedFormat;
  profile: string;
  version: string;
  xmlType?: XmlType;
  hasPdf: boolean;
  syntax?: Syntax;
  /** BT-24 as written, when present. */
  guideline?: string;
}

/** Where the XML came from when it was embedded in a PDF. */
export interface PdfOrigin {
  filename: string;
  xmp?: InvoiceXmp;
}

/** The syntax of a parsed document from its root element; undefined when not an invoice. */
export function detectSyntax(doc: Document): Syntax | undefined {
  const root = doc.documentElement;
  if (!root) return undefined;
  const ns = root.namespaceURI ?? '';
  if (root.localName === 'CrossIndustryInvoice' && ns === CII_NS.rsm) return 'cii';
  if ((root.localName === 'Invoice' && ns === UBL_INVOICE_NS) || (root.localName === 'CreditNote' && ns === UBL_CREDIT_NOTE_NS)) return 'ubl';
  if (root.localName === 'FatturaElettronica' && /^http:\/\/ivaservizi\.agenziaentrate\.gov\.it\/docs\/xsd\/fatture\/v1\.\d+$/.test(ns)) return 'fatturapa';
  return undefined;
}

function childText(el: Element | null | undefined, ns: string, ...names: string[]): string | undefined {
  let cur: Element | undefined = el ?? undefined;
  for (const name of names) {
    let next: Element | undefined;
    for (let c = cur?.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 1 && (c as Element).localName === name && ((c as Element).namespaceURI ?? '') === ns) {
        next = c as Element;
        break;
      }
    }
    cur = next;
    if (!cur) return undefined;
  }
  return cur?.textContent?.trim() || undefined;
}

/** The label of the PDF's XMP conformance level, by the registry rows (an unknown level as written). */
function xmpProfile(level: string | undefined): string | undefined {
  if (!level) return undefined;
  return xmpLabel(level) ?? level.toUpperCase().replace(/[\s_-]+/g, ' ').trim();
}

/** Names format, profile and version of a parsed invoice. */
export function detectFormat(doc: Document, pdf?: PdfOrigin): Detection {
  const syntax = detectSyntax(doc);
  const root = doc.documentElement as unknown as Element;
  const hasPdf = pdf !== undefined;
  if (!syntax) return { detectedFormat: 'unknown', profile: 'UNKNOWN', version: '', hasPdf };
  if (syntax === 'fatturapa') {
    const versione = root.getAttribute('versione') ?? '';
    const v = /v(\d+\.\d+)$/.exec(root.namespaceURI ?? '');
    return { detectedFormat: 'fatturapa', profile: versione || 'UNKNOWN', version: declaredSpecVersion('fatturapa', v ? v[1] : '1.2'), xmlType: 'FATTURAPA', hasPdf, syntax };
  }
  if (syntax === 'ubl') {
    const guideline = childText(root, 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2', 'CustomizationID');
    const g = readGuideline(guideline);
    const base = { xmlType: 'UBL' as const, hasPdf, syntax, ...(guideline ? { guideline } : {}) };
    if (g.family === 'xrechnung') return { detectedFormat: 'xrechnung', profile: g.profile, version: declaredSpecVersion('xrechnung', g.version), ...base };
    if (g.family === 'peppol') return { detectedFormat: 'peppol', profile: g.profile, version: g.version!, ...base };
    return { detectedFormat: 'ubl', profile: g.profile, version: '2.1', ...base };
  }
  const guideline = ciiGuideline(root);
  const g = readGuideline(guideline);
  const base = { xmlType: 'CII' as const, hasPdf, syntax, ...(guideline ? { guideline } : {}) };
  const profile = g.family === 'other' ? xmpProfile(pdf?.xmp?.conformanceLevel) ?? g.profile : g.profile;
  if (g.family === 'xrechnung' || pdf?.filename.toLowerCase() === 'xrechnung.xml') {
    return { detectedFormat: 'xrechnung', profile: profileLabel('xrechnung'), version: g.version ? declaredSpecVersion('xrechnung', g.version) : '', ...base };
  }
  if (!pdf) return { detectedFormat: 'cii', profile, version: g.version ?? 'D16B', ...base };
  const hybrid = hybridFormat(g, pdf.filename, pdf.xmp, sellerCountry(root));
  return { detectedFormat: hybrid.name, profile, version: hybrid.version, ...base };
}

function ciiGuideline(root: Element): string | undefined {
  const ctx = findChild(root, CII_NS.rsm, 'ExchangedDocumentContext');
  const param = findChild(ctx, CII_NS.ram, 'GuidelineSpecifiedDocumentContextParameter');
  return childText(param, CII_NS.ram, 'ID');
}

/** BT-40 seller country code. */
function sellerCountry(root: Element): string | undefined {
  let el = findChild(root, CII_NS.rsm, 'SupplyChainTradeTransaction');
  for (const name of ['ApplicableHeaderTradeAgreement', 'SellerTradeParty', 'PostalTradeAddress']) el = findChild(el, CII_NS.ram, name);
  return childText(el, CII_NS.ram, 'CountryID');
}

function findChild(el: Element | undefined, ns: string, name: string): Element | undefined {
  for (let c = el?.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 1 && (c as Element).localName === name && (c as Element).namespaceURI === ns) return c as Element;
  }
  return undefined;
}
