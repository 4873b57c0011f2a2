/**
 * Retrieve: a hybrid PDF or an invoice XML back into the invoice JSON that generate accepts.
 * Finds the XML (PDF attachments), detects format, profile and version, reads it with the
 * syntax's reader, asks the injected validator for the official verdict, and reports every
 * failure with the public error codes and every dropped business term as a warning. HTTP,
 * gRPC, base64 and charging belong to the callers.
 */
import type { Document } from '@xmldom/xmldom';
import {
  parseXmlSafely,
  UnsafeXmlError,
  DEFAULT_XML_LIMITS,
  type XmlLimits,
} from '../xml/safe-parse.js';
import {
  DEFAULT_PDF_LIMITS,
  extractInvoiceXml,
  looksLikePdf,
  type PdfLimits,
} from './pdf-attachments.js';
import { CII_PROFILE_LABELS, countryProfileOfDocument } from '../formats/index.js';
import { detectFormat, type Detection, type DetectedFormat, type XmlType } from './detect.js';
import { RetrieveError, type RetrieveReason } from './retrieve-error.js';
import { localeOf, message, type Locale, type MessageCode } from './messages.js';
import { toPublicInvoice, type PublicInvoice } from './public-invoice.js';
import { droppedWarnings } from './warnings.js';
import { openSignedEnvelopes, signatureDropped, type OpenedEnvelopes } from './signed-envelope.js';
import { nameExtFrTerms } from '../syntax/read/ext-fr-terms.js';
import { totalMismatches } from './total-mismatches.js';
import { unrepresentableNumbers } from './number-range.js';
import type { Dropped, ReadResult } from '../syntax/read/read-result.js';
import { readCii } from '../syntax/cii/index.js';
import { readUbl } from '../syntax/ubl/index.js';
import { readFatturaPa } from '../syntax/fatturapa/index.js';
import { readKsef } from '../syntax/ksef/index.js';

/** One error or warning of a retrieve response. */
export interface RetrieveMessage {
  code: MessageCode;
  message: string;
  severity: 'error' | 'warning';
  /** The rule id of a validation finding, where known. */
  ruleId?: string;
  /** The finer, stable reason behind a code (e.g. PDF_ENCRYPTED behind UNSUPPORTED_FORMAT). */
  reason?: RetrieveReason | UnsafeXmlError['reason'];
}

/** A finding of the official validation (the validation engine's shape). */
export interface ValidationFinding {
  ruleId: string;
  severity: string;
  message: string;
  location?: string;
  /** Where it comes from (the validation report's `source`); guessed from the rule id when absent. */
  source?: 'xsd' | 'schematron' | 'xml';
}

/**
 * The official validator for a detected document, injected by the caller: the verdict, its
 * findings and the rule sets that judged the document (each as <id>@<version>).
 */
export type RetrieveValidator = (
  xml: Uint8Array,
  detected: Detection,
) => Promise<{ valid: boolean; findings: ValidationFinding[]; ruleSets?: string[] }>;

/** Options of one retrieve call. */
export interface RetrieveOptions {
  contentType?: string;
  locale: Locale | string;
  validate?: RetrieveValidator;
  pdfLimits?: PdfLimits;
  xmlLimits?: XmlLimits;
}

/** The format block of the response. */
export interface RetrievedFormat {
  detectedFormat: DetectedFormat;
  profile: string;
  version: string;
  xmlType: XmlType | '';
  hasPdf: boolean;
  /** The country profile the document's BT-24 names, as generate takes it (pint_om, hr_cius, …); empty for none. */
  countryProfile: string;
}

/** Everything the HTTP/gRPC layer needs to answer a retrieve request. */
export interface RetrieveOutcome {
  ok: boolean;
  locale: Locale;
  format: RetrievedFormat;
  invoice?: PublicInvoice;
  xml?: Uint8Array;
  /** The PDF the XML was read from (out of its signed envelope, if any); none for an XML. */
  pdf?: Uint8Array;
  errors: RetrieveMessage[];
  warnings: RetrieveMessage[];
  /** The rule sets that judged the document, as <id>@<version>; empty when nothing was checked. */
  ruleSets: string[];
  /** Each business term the reader could not hold (the FIELD_DROPPED warnings, one by one). */
  dropped?: Dropped[];
}

/** The INVALID_BASE64 error for callers that decode base64 themselves. */
export function invalidBase64(locale: string): RetrieveMessage {
  return {
    code: 'INVALID_BASE64',
    severity: 'error',
    message: message('INVALID_BASE64', localeOf(locale)),
  };
}

const READERS = { cii: readCii, ubl: readUbl, fatturapa: readFatturaPa, ksef: readKsef } as const;

function looksLikeXml(bytes: Uint8Array): boolean {
  // A UTF-16 document starts with its byte order mark (XML 1.0 §4.3.3); xml-encoding.ts reads it.
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe))
    return true;
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 256))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<');
}

/**
 * The invoice JSON of an XML document we wrote (no validation, no PDF): what retrieve would
 * return for it. Undefined for a document it cannot read. Convert reads its target back with it.
 */
export function readWrittenXml(xml: Uint8Array): PublicInvoice | undefined {
  let doc: Document;
  try {
    doc = parseXmlSafely(xml, DEFAULT_XML_LIMITS);
  } catch {
    return undefined;
  }
  const detection = detectFormat(doc);
  if (!detection.syntax) return undefined;
  return toPublicInvoice(READERS[detection.syntax](doc).invoice, {
    format: detection.detectedFormat,
  });
}

/** Reads a PDF or XML invoice into the public JSON, with verdict, errors and warnings. */
export async function retrieveDocument(
  input: Uint8Array,
  opts: RetrieveOptions,
): Promise<RetrieveOutcome> {
  const locale = localeOf(opts.locale);
  const format: RetrievedFormat = {
    detectedFormat: 'unknown',
    profile: '',
    version: '',
    xmlType: '',
    hasPdf: false,
    countryProfile: '',
  };
  const fail = (
    code: MessageCode,
    detail = '',
    reason?: RetrieveMessage['reason'],
    xml?: Uint8Array,
  ): RetrieveOutcome => ({
    ok: false,
    locale,
    format,
    ...(xml ? { xml } : {}),
    errors: [
      {
        code,
        severity: 'error',
        message: message(code, locale, { detail }),
        ...(reason ? { reason } : {}),
      },
    ],
    warnings: [],
    ruleSets: [],
  });

  const refused = (error: unknown): RetrieveOutcome => {
    if (!(error instanceof RetrieveError)) throw error;
    return fail(
      error.reason === 'NO_XML_FOUND' ? 'NO_XML_FOUND' : 'UNSUPPORTED_FORMAT',
      error.message,
      error.reason,
    );
  };

  // A signed document (a CAdES .p7m, as FatturaPA travels): what is read is its content.
  let opened: OpenedEnvelopes;
  try {
    opened = openSignedEnvelopes(input);
  } catch (error) {
    return refused(error);
  }
  const bytes = opened.content;
  let xml = bytes;
  let origin: Parameters<typeof detectFormat>[1];
  /** A PDF that opened with the empty user password: read, and said (PDF/A-3 forbids it). */
  let encrypted = false;
  // An XML document starts with '<'; a PDF has its header within the first 1024 bytes.
  if (!looksLikeXml(bytes) && looksLikePdf(bytes)) {
    format.hasPdf = true;
    try {
      const found = await extractInvoiceXml(bytes, opts.pdfLimits ?? DEFAULT_PDF_LIMITS);
      if (!found) return fail('NO_XML_FOUND', '', 'NO_XML_FOUND');
      xml = found.xml;
      origin = { filename: found.filename, ...(found.xmp ? { xmp: found.xmp } : {}) };
      encrypted = found.encrypted === true;
    } catch (error) {
      return refused(error);
    }
  } else if (!looksLikeXml(bytes)) {
    const declared = opts.contentType ? ` (${opts.contentType})` : '';
    return fail('UNSUPPORTED_FORMAT', `not a PDF or XML${declared}`, 'UNSUPPORTED_FORMAT');
  }

  let doc: Document;
  try {
    doc = parseXmlSafely(xml, opts.xmlLimits ?? DEFAULT_XML_LIMITS);
  } catch (error) {
    if (!(error instanceof UnsafeXmlError)) throw error;
    const code = format.hasPdf ? 'UNKNOWN_XML_FORMAT' : 'UNSUPPORTED_FORMAT';
    return fail(code, error.message, error.reason, xml);
  }
  const detection = detectFormat(doc, origin);
  Object.assign(format, {
    detectedFormat: detection.detectedFormat,
    profile: detection.profile,
    version: detection.version,
    xmlType: detection.xmlType ?? '',
    // So that a round trip regenerates the same profile (PINT OM, HR-CIUS, …).
    countryProfile: countryProfileOfDocument(detection.guideline, detection.sellerCountry),
  });
  if (!detection.syntax) {
    const root = doc.documentElement;
    const detail =
      root?.localName === 'CrossIndustryDocument'
        ? 'ZUGFeRD 1.0 (CrossIndustryDocument) is not supported; ZUGFeRD 2.x and Factur-X are'
        : `root element {${root?.namespaceURI ?? ''}}${root?.localName ?? ''}`;
    return fail('UNKNOWN_XML_FORMAT', detail, undefined, xml);
  }
  const read: ReadResult = READERS[detection.syntax](doc);
  if (opened.envelopes > 0) read.dropped.push(signatureDropped(opened.envelopes));
  if (!read.invoice.number) return fail('MISSING_INVOICE_NUMBER', '', undefined, xml);
  // EXTENDED-CTC-FR: an element without a field is named by its EXT-FR-FE id (FNFE note).
  if (detection.profile === CII_PROFILE_LABELS.extended_ctc_fr)
    read.dropped = nameExtFrTerms(read.dropped);

  const errors: RetrieveMessage[] = [];
  let ruleSets: string[] = [];
  const warnings = [...droppedWarnings(read.dropped, locale), ...totalMismatches(read, locale)];
  if (encrypted) {
    warnings.push({
      code: 'PDF_ENCRYPTED',
      severity: 'warning',
      message: message('PDF_ENCRYPTED', locale),
    });
  }
  if (opts.validate) {
    // A validator that cannot check throws, and so does retrieve: the service is at fault, not
    // the document (the caller answers 503/504, never "valid" and never a 422 about the document).
    const verdict = await opts.validate(xml, detection);
    ruleSets = verdict.ruleSets ?? [];
    for (const f of verdict.findings) mapFinding(f, locale, errors, warnings);
    if (!verdict.valid && errors.length === 0) {
      errors.push({
        code: 'SCHEMATRON_ERROR',
        severity: 'error',
        message: message('SCHEMATRON_ERROR', locale, { detail: 'invalid' }),
      });
    }
  }
  const invoice =
    errors.length === 0
      ? toPublicInvoice(read.invoice, { format: detection.detectedFormat })
      : undefined;
  for (const path of invoice ? unrepresentableNumbers(invoice) : []) {
    errors.push({
      code: 'NUMBER_OUT_OF_RANGE',
      severity: 'error',
      message: message('NUMBER_OUT_OF_RANGE', locale, { path }),
    });
  }
  const ok = errors.length === 0;
  return {
    ok,
    locale,
    format,
    ...(ok ? { invoice } : {}),
    xml,
    ...(format.hasPdf ? { pdf: bytes } : {}),
    errors,
    warnings,
    ruleSets,
    dropped: read.dropped,
  };
}

function mapFinding(
  f: ValidationFinding,
  locale: Locale,
  errors: RetrieveMessage[],
  warnings: RetrieveMessage[],
): void {
  const severity = f.severity.toLowerCase();
  const detail = `${f.ruleId ? `[${f.ruleId}] ` : ''}${f.message}${f.location ? ` (${f.location})` : ''}`;
  if (severity === 'fatal' || severity === 'error') {
    const schema = f.source ? f.source !== 'schematron' : /^(xsd|schema|cvc-|xml-)/i.test(f.ruleId);
    const code = schema ? 'SCHEMA_ERROR' : 'SCHEMATRON_ERROR';
    errors.push({
      code,
      severity: 'error',
      message: message(code, locale, { detail }),
      ...(f.ruleId ? { ruleId: f.ruleId } : {}),
    });
  } else {
    warnings.push({
      code: 'VALIDATION_WARNING',
      severity: 'warning',
      message: message('VALIDATION_WARNING', locale, { detail }),
      ...(f.ruleId ? { ruleId: f.ruleId } : {}),
    });
  }
}
