/**
 * RetrieveInvoice: the PDF or XML bytes of the request through the retrieve module, judged by
 * the official rules of the detected format, into the public response. Failures are answers
 * (valid false, errors filled), not exceptions: the REST gateway sends them with status 422.
 */
import { fromJson, type MessageInitShape } from '@bufbuild/protobuf';
import type { HandlerContext } from '@connectrpc/connect';
import { InvoiceSchema } from '../../../gen/einvoice/v1/invoice_pb.js';
import type {
  RetrieveInvoiceRequest,
  RetrieveInvoiceResponseSchema,
} from '../../../gen/einvoice/v1/invoice_service_pb.js';
import {
  localeOf,
  retrieveDocument,
  type RetrieveMessage,
  type RetrieveOutcome,
} from '../../retrieve/index.js';
import type { DocumentValidator } from '../generate/validate-written.js';
import { ruleSetsForDocument } from '../../validation/rule-sets-for.js';
import { checkRulesAsOf } from '../rules-as-of.js';
import { apiError } from '../../errors/api-error.js';

type RetrieveResponseInit = MessageInitShape<typeof RetrieveInvoiceResponseSchema>;

/** What retrieve needs from the rest of the service. */
export interface RetrieveDependencies {
  validator: DocumentValidator;
  newTransactionId: () => string;
}

/** The locale of messages: the request's, else the first supported Accept-Language, else en. */
export function requestLocale(requested: string, headers: Headers): string {
  if (requested) return localeOf(requested);
  for (const part of (headers.get('accept-language') ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (['en', 'de', 'fr', 'es', 'it'].includes(tag)) return tag;
  }
  return 'en';
}

/** A retrieve message as the proto RetrieveMessage. */
export const asMessage = (m: RetrieveMessage) => ({
  code: m.code,
  message: m.message,
  severity: m.severity,
  ruleId: m.ruleId ?? '',
});

/** The public response of a retrieve outcome. */
export function retrieveResponse(
  outcome: Pick<
    RetrieveOutcome,
    'ok' | 'format' | 'invoice' | 'xml' | 'errors' | 'warnings' | 'locale' | 'ruleSets'
  >,
  transactionId: string,
  includeSourceXml: boolean,
): RetrieveResponseInit {
  return {
    valid: outcome.ok,
    format: { ...outcome.format, xmlType: outcome.format.xmlType || '' },
    invoice:
      outcome.ok && outcome.invoice
        ? fromJson(InvoiceSchema, outcome.invoice as never, { ignoreUnknownFields: false })
        : undefined,
    sourceXmlBase64: includeSourceXml && outcome.xml ? outcome.xml : new Uint8Array(),
    transactionId,
    errors: outcome.errors.map(asMessage),
    warnings: outcome.warnings.map(asMessage),
    locale: outcome.locale,
    ruleSets: outcome.ruleSets,
  };
}

/** The rule releases of a read: the caller's date (rules_as_of), and the date that was used, set once judged. */
export interface DatedRead {
  asOf?: string;
  rulesAsOf?: string;
}

/**
 * Reads and judges one document as the RetrieveInvoice operation does (convert reads its source
 * with it too): the outcome before it becomes a response. `dated.asOf` chooses the rule releases
 * (else the document's BT-2 does); `dated.rulesAsOf` says which date judged it.
 */
export function readDocument(
  deps: Pick<RetrieveDependencies, 'validator'>,
  bytes: Uint8Array,
  contentType: string,
  locale: string,
  headers: Headers,
  dated: DatedRead = {},
): Promise<RetrieveOutcome> {
  return retrieveDocument(bytes, {
    contentType: contentType || undefined,
    locale: requestLocale(locale, headers),
    validate: async (xml, detected) => {
      // The rule sets of the document's registry row, named as generate names them (<id>@<version>).
      const judged = dated.asOf ? { ...detected, documentDate: dated.asOf } : detected;
      const report = await deps.validator.validate(
        xml,
        ruleSetsForDocument(judged),
        dated.asOf ? { asOf: dated.asOf } : undefined,
      );
      dated.rulesAsOf = report.rulesAsOf;
      return {
        valid: report.valid,
        findings: report.findings,
        ruleSets: report.ruleSets.map((s) => `${s.id}@${s.version}`),
      };
    },
  });
}

/** The RetrieveInvoice operation. */
export function retrieveOperation(deps: RetrieveDependencies) {
  return async (
    req: RetrieveInvoiceRequest,
    context: HandlerContext,
  ): Promise<RetrieveResponseInit> => {
    checkRulesAsOf(req.rulesAsOf);
    const dated: DatedRead = req.rulesAsOf ? { asOf: req.rulesAsOf } : {};
    const outcome = await readDocument(
      deps,
      req.dataBase64,
      req.contentType,
      req.locale,
      context.requestHeader,
      dated,
    );
    return {
      ...retrieveResponse(outcome, deps.newTransactionId(), req.includeSourceXml),
      rulesAsOf: dated.rulesAsOf ?? '',
    };
  };
}
