/**
 * Reads a RenderPreviewRequest: page (from 1, default 1) and dpi (72–300, default 150), and which
 * mode it asks for: a recent generate by transaction id, or invoice data to render first. For
 * invoice data it builds the GenerateInvoiceRequest; XML-only formats (ubl, cii, peppol,
 * fatturapa, ksef without a KSeF number, or auto resolving to one) render the visual PDF of the
 * same invoice (format pdf); ksef with its KSeF number renders its visualisation.
 */
import { create } from '@bufbuild/protobuf';
import {
  GenerateInvoiceRequestSchema,
  type GenerateInvoiceRequest,
  type RenderPreviewRequest,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import type { Invoice } from '../../gen/einvoice/v1/invoice_pb.js';
import { apiError } from '../errors/api-error.js';
import { FORMATS, chooseFormat } from '../formats/index.js';

/** Preview resolution bounds and default (the public API's Limits). */
export const DPI = { min: 72, max: 300, default: 150 } as const;

/** What to render. */
export type PreviewTarget =
  | { mode: 'transaction'; transactionId: string; page: number; dpi: number }
  | {
      mode: 'invoice';
      generate: GenerateInvoiceRequest;
      /** The request whose format judges the invoice, when not generate's own (ksef rendered as pdf). */
      judge?: GenerateInvoiceRequest;
      page: number;
      dpi: number;
    };

const ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/** Checks page and dpi and reads the mode from the `input` oneof; INVALID_REQUEST (400) names the field at fault. */
export function readPreviewRequest(req: RenderPreviewRequest): PreviewTarget {
  const page = req.page ?? 1;
  const dpi = req.dpi ?? DPI.default;
  if (!Number.isInteger(page) || page < 1) {
    throw apiError('INVALID_REQUEST', `page must be an integer from 1, got ${page}`, [
      {
        path: '$.page',
        code: 'OUT_OF_RANGE',
        message: `page must be 1 or more, got ${page}`,
        expected: 'integer ≥ 1',
      },
    ]);
  }
  if (!Number.isInteger(dpi) || dpi < DPI.min || dpi > DPI.max) {
    throw apiError(
      'INVALID_REQUEST',
      `dpi must be an integer from ${DPI.min} to ${DPI.max}, got ${dpi}`,
      [
        {
          path: '$.dpi',
          code: 'OUT_OF_RANGE',
          message: `dpi must be from ${DPI.min} to ${DPI.max}, got ${dpi}`,
          expected: `integer ${DPI.min}–${DPI.max}`,
        },
      ],
    );
  }
  // The oneof holds one of the two; an empty transaction id is none (as before it was a oneof).
  if (req.input.case === 'invoice') {
    const generate = generateRequestOf(req, req.input.value);
    const judge = judgeRequestOf(req, generate);
    return { mode: 'invoice', generate, ...(judge ? { judge } : {}), page, dpi };
  }
  const transactionId = req.input.case === 'transactionId' ? req.input.value.trim() : '';
  if (!transactionId) {
    throw apiError(
      'INVALID_REQUEST',
      'give transaction_id (from a generate response) or invoice (data to render)',
      [
        {
          path: '$.transaction_id',
          code: 'REQUIRED',
          message: 'transaction_id or invoice is required',
        },
      ],
    );
  }
  if (!ID_PATTERN.test(transactionId)) {
    throw apiError('INVALID_REQUEST', 'transaction_id has characters a transaction id never has', [
      {
        path: '$.transaction_id',
        code: 'INVALID_FORMAT',
        message: 'letters, digits, _ . : - only, at most 128',
      },
    ]);
  }
  return { mode: 'transaction', transactionId, page, dpi };
}

/** The generate request a preview from invoice data renders (always a format with a PDF). */
export function generateRequestOf(
  req: RenderPreviewRequest,
  invoice: Invoice,
): GenerateInvoiceRequest {
  const format = FORMATS[chooseFormat({ format: req.format, invoice }).format];
  // KSeF FA(3) given its KSeF number has a visualisation of its own (the number and KOD I).
  const visual =
    format.container !== 'xml' || (format.syntax === 'ksef' && invoice.ksefNumber.trim() !== '');
  return create(GenerateInvoiceRequestSchema, {
    format: visual ? req.format : 'pdf',
    profile: visual ? req.profile : '',
    template: req.template,
    locale: req.locale,
    countryProfile: visual ? req.countryProfile : '',
    customization: req.customization,
    invoice,
  });
}

/**
 * The request that judges a preview's invoice when the PDF is rendered as another format: a KSeF
 * FA(3) invoice without its KSeF number has no visualisation of its own and is rendered as `pdf`,
 * but is checked as format ksef (its requirements, and no BR-7, BR-16 or BR-27), so a preview
 * accepts what generate ksef accepts and refuses what it refuses.
 */
export function judgeRequestOf(
  req: RenderPreviewRequest,
  generate: GenerateInvoiceRequest,
): GenerateInvoiceRequest | undefined {
  if (generate.format === req.format || !generate.invoice) return undefined;
  if (
    FORMATS[chooseFormat({ format: req.format, invoice: generate.invoice }).format].syntax !==
    'ksef'
  )
    return undefined;
  return create(GenerateInvoiceRequestSchema, { ...generate, format: req.format });
}
