/**
 * Detects what an invoice XML is: the syntax from the root element's namespace (CII, UBL
 * Invoice or CreditNote, FatturaPA with any prefix, KSeF FA(3) Faktura), then reads BT-24 and, for hybrid PDFs, the
 * seller's country, and lets the format registry (src/formats/read-document.ts) name the public
 * format, profile and version from them, the XMP and the attachment's file name.
 */
import type { Document, Element } from '@xmldom/xmldom';
import { declaredSpecVersion, specVersion } from '../validation/spec-version.js';
import { readDocumentFormat, type ReadVersion, type Syntax } from '../formats/index.js';
import type { InvoiceXmp } from './xmp.js';
import { CII_NS } from '../syntax/cii/index.js';
import { UBL_CREDIT_NOTE_NS, UBL_INVOICE_NS } from '../syntax/ubl/index.js';
import { FATTURAPA_NS } from '../syntax/fatturapa/index.js';
import { KSEF_NS } from '../syntax/ksef/index.js';

/** The xml_type of the public API. */
export type XmlType = 'CII' | 'UBL' | 'FATTURAPA' | 'KSEF';

/** The detected_format values of the public API. */
export type DetectedFormat =
  | 'zugferd'
  | 'facturx'
  | 'xrechnung'
  | 'peppol'
  | 'ubl'
  | 'cii'
  | 'fatturapa'
  | 'ksef'
  | 'unknown';

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
  /** BT-40 seller country as written: the national rules of the registry apply by it (France: BR-FR). */
  sellerCountry?: string;
  /** BT-2 as YYYY-MM-DD: the national rules apply from their first day. */
  documentDate?: string;
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
  if (
    (root.localName === 'Invoice' && ns === UBL_INVOICE_NS) ||
    (root.localName === 'CreditNote' && ns === UBL_CREDIT_NOTE_NS)
  )
    return 'ubl';
  if (
    root.localName === 'FatturaElettronica' &&
    /^http:\/\/ivaservizi\.agenziaentrate\.gov\.it\/docs\/xsd\/fatture\/v1\.\d+$/.test(ns)
  )
    return 'fatturapa';
  // FA(3) only: FA(2) and earlier have namespaces (and structures) of their own.
  if (root.localName === 'Faktura' && ns === KSEF_NS) return 'ksef';
  return undefined;
}

function childText(
  el: Element | null | undefined,
  ns: string,
  ...names: string[]
): string | undefined {
  let cur: Element | undefined = el ?? undefined;
  for (const name of names) {
    let next: Element | undefined;
    for (let c = cur?.firstChild; c; c = c.nextSibling) {
      if (
        c.nodeType === 1 &&
        (c as Element).localName === name &&
        ((c as Element).namespaceURI ?? '') === ns
      ) {
        next = c as Element;
        break;
      }
    }
    cur = next;
    if (!cur) return undefined;
  }
  return cur?.textContent?.trim() || undefined;
}

/** The version to report, in the vocabulary of spec-version.ts. */
function versionOf(format: string, v: ReadVersion): string {
  if ('exact' in v) return v.exact;
  return 'declared' in v ? declaredSpecVersion(format, v.declared) : specVersion(format);
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
    return {
      detectedFormat: 'fatturapa',
      profile: versione || 'UNKNOWN',
      version: declaredSpecVersion('fatturapa', v ? v[1] : '1.2'),
      xmlType: 'FATTURAPA',
      hasPdf,
      syntax,
    };
  }
  if (syntax === 'ksef') {
    // The form's system code (kodSystemowy "FA (3)") is its label; P_1 the day it is judged on.
    const form = root.getElementsByTagNameNS(KSEF_NS, 'KodFormularza').item(0);
    return {
      detectedFormat: 'ksef',
      profile: form?.getAttribute('kodSystemowy') || 'UNKNOWN',
      version: specVersion('ksef'),
      xmlType: 'KSEF',
      hasPdf,
      syntax,
      documentDate: childText(root, KSEF_NS, 'Fa', 'P_1'),
    };
  }
  const guideline =
    syntax === 'ubl'
      ? childText(
          root,
          'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
          'CustomizationID',
        )
      : ciiGuideline(root);
  const country = syntax === 'ubl' ? ublSellerCountry(root) : sellerCountry(root);
  const date =
    syntax === 'ubl'
      ? childText(
          root,
          'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
          'IssueDate',
        )
      : ciiIssueDate(root);
  const origin = pdf && syntax === 'cii' ? { ...pdf, sellerCountry: country } : undefined;
  const read = readDocumentFormat(syntax, guideline, origin);
  return {
    detectedFormat: read.format,
    profile: read.profile,
    version: versionOf(read.format, read.version),
    xmlType: syntax === 'ubl' ? 'UBL' : 'CII',
    hasPdf,
    syntax,
    ...(guideline ? { guideline } : {}),
    ...(country ? { sellerCountry: country } : {}),
    ...(date ? { documentDate: date } : {}),
  };
}

function ciiGuideline(root: Element): string | undefined {
  const ctx = findChild(root, CII_NS.rsm, 'ExchangedDocumentContext');
  const param = findChild(ctx, CII_NS.ram, 'GuidelineSpecifiedDocumentContextParameter');
  return childText(param, CII_NS.ram, 'ID');
}

/** BT-2 of a CII document (format 102) as YYYY-MM-DD; as written otherwise. */
function ciiIssueDate(root: Element): string | undefined {
  const doc = findChild(root, CII_NS.rsm, 'ExchangedDocument');
  const text = childText(findChild(doc, CII_NS.ram, 'IssueDateTime'), CII_NS.udt, 'DateTimeString');
  return text && /^\d{8}$/.test(text)
    ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`
    : text;
}

/** BT-40 seller country code. */
function sellerCountry(root: Element): string | undefined {
  let el = findChild(root, CII_NS.rsm, 'SupplyChainTradeTransaction');
  for (const name of ['ApplicableHeaderTradeAgreement', 'SellerTradeParty', 'PostalTradeAddress'])
    el = findChild(el, CII_NS.ram, name);
  return childText(el, CII_NS.ram, 'CountryID');
}

/** BT-40 seller country code of a UBL invoice or credit note. */
function ublSellerCountry(root: Element): string | undefined {
  const cac = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
  let el: Element | undefined = root;
  for (const name of ['AccountingSupplierParty', 'Party', 'PostalAddress', 'Country'])
    el = findChild(el, cac, name);
  return childText(
    el,
    'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    'IdentificationCode',
  );
}

function findChild(el: Element | undefined, ns: string, name: string): Element | undefined {
  for (let c = el?.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 1 && (c as Element).localName === name && (c as Element).namespaceURI === ns)
      return c as Element;
  }
  return undefined;
}
