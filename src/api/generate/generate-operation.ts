/**
 * GenerateInvoice end to end: the validate checks, the exact maths, the XML, the official rules
 * on that XML (a fatal finding is our bug or data the rules refuse: the request fails with the
 * findings, never a "valid" document that is not), then the PDF.
 */
import type { HandlerContext } from '@connectrpc/connect';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type {
  GenerateInvoiceRequest,
  GenerateInvoiceResponseSchema,
} from '../../../gen/einvoice/v1/invoice_service_pb.js';
import type { CalculatedInvoice } from '../../domain/index.js';
import { fullCheck, type FullCheckResult } from '../full-check.js';
import type { Finding } from '../../validation/report.js';
import { apiError } from '../../errors/api-error.js';
import { inSpan } from '../../observability/tracing.js';
import type { DocumentPlan } from './document-plan.js';
import { renderDocumentPdf } from './render-pdf.js';
import { validateWritten, type DocumentValidator } from './validate-written.js';
import { checkRulesAsOf } from '../rules-as-of.js';
import { writeDocumentXml } from './write-xml.js';
import { fatturaPaNoteParts } from '../../validation/checks/fatturapa-carriage.js';

/** What generate needs from the rest of the service. */
export interface GenerateDependencies {
  validator: DocumentValidator;
  /** The clock of the documents (CreationDate, ModDate); the same clock gives the same bytes. */
  clock: () => Date;
  /** A new opaque, unique transaction id. */
  newTransactionId: () => string;
  /** True when the caller's output carries the sandbox watermark (sandbox keys, no key). */
  watermark: (context: HandlerContext) => boolean;
  /** Called with the finished document (the preview cache keeps the PDF). */
  onGenerated?: (transactionId: string, pdf: Uint8Array | undefined) => void | Promise<void>;
}

/** The produced document before it becomes a response. */
export interface GeneratedDocument {
  response: MessageInitShape<typeof GenerateInvoiceResponseSchema>;
  pdf?: Uint8Array;
}

/** `invoice-<number>` with anything but letters, digits, dot, dash and underscore replaced. */
export function baseFilename(number: string): string {
  const safe = number
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  return `invoice-${safe || 'unnamed'}`;
}

function findingMessage(f: Finding): string {
  return `[${f.ruleId}] ${f.message}`;
}

/**
 * What the document states otherwise than the request gave, as validate warns it in
 * format.warnings (FATTURAPA_NOT_CARRIED: a field without a place, cut or respelled), as findings
 * located at the field's JSON path: a generate caller learns it without a second call.
 */
function notWrittenAsGiven(checked: FullCheckResult) {
  return checked.format.warnings.flatMap((w) => {
    const note = w.code === 'FATTURAPA_NOT_CARRIED' ? fatturaPaNoteParts(w.message) : undefined;
    return note
      ? [
          {
            ruleId: w.code,
            severity: 'warning',
            location: note.path,
            message: w.message,
            businessTerms: [note.term],
            ruleSet: '',
          },
        ]
      : [];
  });
}

/** The check of a request generate goes on with: valid, so with its plan and calculated invoice. */
export type GenerateCheck = FullCheckResult & { plan: DocumentPlan; invoice: CalculatedInvoice };

/**
 * The field checks of generate: throws VALIDATION_FAILED with every problem (before any credit
 * is reserved); returns the result (with the checked logo, the plan and the calculated invoice)
 * for produceDocument.
 */
export function checkGenerateRequest(req: GenerateInvoiceRequest): GenerateCheck {
  checkRulesAsOf(req.rulesAsOf);
  const checked = inSpan('einvoice.check', { 'einvoice.format': req.format }, () => fullCheck(req));
  if (checked.issues.length > 0) {
    throw apiError(
      'VALIDATION_FAILED',
      `the invoice is not valid for ${checked.format.formatUsed}: ${checked.issues.length} problem(s)`,
      checked.issues.map((i) => ({
        path: i.path,
        code: i.code,
        message: i.message,
        ...(i.expected ? { expected: i.expected } : {}),
      })),
    );
  }
  // Valid data always has an invoice (the proto requires one), so a plan and its maths.
  if (!checked.plan || !checked.invoice)
    throw new Error('a valid generate request without a plan or an invoice');
  return { ...checked, plan: checked.plan, invoice: checked.invoice };
}

/**
 * Produces the document of a generate request (no charging, no caching). `precheck`: the result
 * of checkGenerateRequest when the caller already ran it (the guard does, before reserving a credit).
 */
export async function produceDocument(
  req: GenerateInvoiceRequest,
  context: HandlerContext,
  deps: GenerateDependencies,
  precheck?: GenerateCheck,
): Promise<GeneratedDocument> {
  // The check planned the document and calculated the invoice already (fullCheck): no second time.
  const checked = precheck ?? checkGenerateRequest(req);
  const { plan, invoice } = checked;
  const written = inSpan(
    'einvoice.write_xml',
    { 'einvoice.format': plan.format.id, 'einvoice.lines': invoice.lines.length },
    () => writeDocumentXml(invoice, plan),
  );
  // The PDF does not depend on the verdict: render it while the validation worker runs the rules
  // (the request is on its way after one turn of the event loop), and drop it if rejected.
  const verifying = inSpan('einvoice.validate', { 'einvoice.format': plan.format.id }, () =>
    validateWritten(written, plan, invoice, deps.validator, undefined, req.rulesAsOf || undefined),
  );
  verifying.catch(() => undefined); // awaited below
  await new Promise((resolve) => setImmediate(resolve));
  const rendering = inSpan('einvoice.render_pdf', { 'einvoice.format': plan.format.id }, () =>
    renderDocumentPdf(
      invoice,
      plan,
      written,
      req.customization,
      deps.watermark(context),
      deps.clock(),
      checked.logo,
    ),
  );
  rendering.catch(() => undefined); // awaited below; a rejected document never looks at it
  const verdict = await verifying;
  if (verdict.fatal.length > 0) {
    throw apiError(
      'DOCUMENT_REJECTED',
      `the generated ${plan.format.id} document fails the official rules (${verdict.ruleSets.join(', ')}): ${verdict.fatal.slice(0, 3).map(findingMessage).join('; ')}`,
      verdict.fatal.map((f) => ({ path: f.path, code: f.ruleId, message: f.message })),
      { rule_sets: verdict.ruleSets },
    );
  }
  const pdf = await rendering;
  const transactionId = deps.newTransactionId();
  await deps.onGenerated?.(transactionId, pdf);
  const base = baseFilename(invoice.number);
  const xml = written.standalone?.xml;
  const domainWarnings = checked.domainWarnings ?? [];
  const notWritten = notWrittenAsGiven(checked);
  const xmlOnly = plan.format.container === 'xml';
  return {
    pdf,
    response: {
      pdfBase64: pdf ?? new Uint8Array(),
      filename: xmlOnly ? `${base}.xml` : `${base}.pdf`,
      transactionHash: transactionId,
      transactionId,
      validation: {
        // An amount carried as stated though our maths differs is a warning of the document too.
        status:
          verdict.status === 'valid' && domainWarnings.length + notWritten.length > 0
            ? 'valid_with_warnings'
            : verdict.status,
        profile: plan.profileLabel,
        version: plan.version,
        ruleSets: verdict.ruleSets,
        rulesAsOf: verdict.rulesAsOf ?? '',
        warnings: [
          ...verdict.warnings.map((w) => ({
            ruleId: w.ruleId,
            severity: w.severity,
            location: w.location,
            message: w.message,
            businessTerms: w.businessTerms,
            ruleSet: w.ruleSet,
          })),
          // location: the JSON path of the input (these come from the data, not from a rule set).
          ...domainWarnings.map((w) => ({
            ruleId: w.rule,
            severity: 'warning',
            location: w.path,
            message: w.message,
            businessTerms: [w.rule],
            ruleSet: '',
          })),
          ...notWritten,
        ],
      },
      format: { formatUsed: plan.format.id, profile: plan.profileLabel },
      xmlBase64: xml ? Buffer.from(xml, 'utf8') : new Uint8Array(),
      // The embedded XML keeps its attachment name; a standalone document is invoice-<number>.xml.
      xmlFilename: !xml
        ? ''
        : written.standalone === written.embedded && plan.format.attachmentName
          ? plan.format.attachmentName
          : `${base}.xml`,
    },
  };
}
