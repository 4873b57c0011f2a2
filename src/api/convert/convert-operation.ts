/**
 * ConvertInvoice: retrieve + generate in one call, with nothing rewritten. The source is read and
 * judged exactly as RetrieveInvoice reads it (readDocument); its invoice JSON becomes a generate
 * request for the target and goes through generate's own checks and pipeline (fullCheck,
 * produceDocument: the target's official rules). Every business term the target cannot carry is
 * listed by BT: what the source's reader could not hold, and each field the target's carriage
 * checks refuse (NOT_CARRIED), which is then left out of the target, and any term the written
 * target states otherwise than the source (term-differences.ts). `strict` refuses instead;
 * gross_price_per_net_base_quantity restates a gross price the target cannot give its own base
 * quantity (target-forms.ts).
 */
import { create, fromJson, type MessageInitShape } from '@bufbuild/protobuf';
import type { HandlerContext } from '@connectrpc/connect';
import { InvoiceSchema } from '../../../gen/einvoice/v1/invoice_pb.js';
import {
  GenerateInvoiceRequestSchema,
  type ConvertInvoiceRequest,
  type ConvertInvoiceResponseSchema,
  type GenerateInvoiceRequest,
} from '../../../gen/einvoice/v1/invoice_service_pb.js';
import { apiError } from '../../errors/api-error.js';
import type { RetrieveOutcome } from '../../retrieve/index.js';
import { fullCheck } from '../full-check.js';
import {
  checkGenerateRequest,
  produceDocument,
  type GenerateCheck,
  type GenerateDependencies,
} from '../generate/generate-operation.js';
import { hybridAttachment } from '../generate/render-pdf.js';
import { planDocument } from '../generate/document-plan.js';
import { reembedInvoiceXml } from '../../pdf/reembed-xml.js';
import { DEFAULT_PDF_LIMITS, extractInvoiceXml } from '../../retrieve/index.js';
import {
  asMessage,
  readDocument,
  type DatedRead,
  type RetrieveDependencies,
} from '../retrieve/retrieve-operation.js';
import { checkRulesAsOf } from '../rules-as-of.js';
import {
  droppedTerms,
  fatturaPaLoss,
  RemovedElements,
  refusedTerms,
  removePaths,
  valueAt,
  type LostTermInit,
} from './lost-terms.js';
import {
  deriveBuyerAddress,
  deriveGrossPrice,
  deriveTipoDocumento,
  foldFurtherDiscounts,
  needsGrossPrice,
  needsTipoDocumento,
  NON_COUNTING_LINE,
  nonCountingLines,
  refusesFurtherDiscounts,
  refusesLineGroup,
  refusesGrossBase,
  restateGrossPrice,
  sameTaxCurrencyLoss,
  shareGrossBase,
  upperCaseVatex,
} from './target-forms.js';
import { termDifferences, unlisted } from './term-differences.js';
import { PROFILES, profileRank } from '../../syntax/binding/terms.js';
import { SYNTHESIZED_LINES_NOTE } from '../../syntax/read/read-result.js';
import { planTargetProfile } from './target-profile.js';
import { fatturaPaOnlyLosses } from './fatturapa-only-fields.js';
import { notCovered, readBackDifferences } from './read-back-losses.js';
import { refuseChangedAmounts } from './owed-amounts.js';

/** The convert response before it is created. */
export type ConvertResponseInit = MessageInitShape<typeof ConvertInvoiceResponseSchema>;

/** What convert needs: retrieve's validator and generate's dependencies. */
export interface ConvertDependencies {
  retrieve: Pick<RetrieveDependencies, 'validator'>;
  generate: GenerateDependencies;
}

/** Where a buyer address derived from FatturaPA's recipient code goes (BT-49). */
const BUYER_ADDRESS_PATH = '$.invoice.buyer.peppol_id';

/** At most this many rounds of leaving out refused fields (a refusal that reveals another). */
const MAX_ROUNDS = 4;

/** The source part of the response (the retrieve verdict, and the date whose releases gave it). */
function sourceOf(outcome: RetrieveOutcome, dated: DatedRead) {
  return {
    valid: outcome.ok,
    format: { ...outcome.format, xmlType: outcome.format.xmlType || '' },
    ruleSets: outcome.ruleSets,
    errors: outcome.errors.map(asMessage),
    warnings: outcome.warnings.map(asMessage),
    rulesAsOf: dated.rulesAsOf ?? '',
  };
}

/** The generate request of the target for the read invoice. */
function targetRequest(req: ConvertInvoiceRequest, invoice: unknown): GenerateInvoiceRequest {
  return create(GenerateInvoiceRequestSchema, {
    format: req.format,
    profile: req.profile,
    countryProfile: req.countryProfile,
    syntax: req.syntax,
    template: req.template,
    locale: req.locale,
    rulesAsOf: req.rulesAsOf,
    ...(req.customization ? { customization: req.customization } : {}),
    invoice: fromJson(InvoiceSchema, invoice as never, { ignoreUnknownFields: false }),
  });
}

/** The plan of a conversion: the target request, its check, and every term it loses. */
export interface ConversionPlan {
  request: GenerateInvoiceRequest;
  check: GenerateCheck;
  lost: LostTermInit[];
  /** The net amounts (BT-131) of the lines left out whole, that count in no total. */
  leftOutLineAmounts: string[];
}

/**
 * The target request of a read source: each field the target refuses as NOT_CARRIED is listed and
 * left out, then generate's checks decide (VALIDATION_FAILED for anything else, as generate does).
 */
export function planConversion(
  req: ConvertInvoiceRequest,
  outcome: RetrieveOutcome,
): ConversionPlan {
  const invoice = structuredClone(outcome.invoice) as unknown;
  const lost = droppedTerms(outcome.dropped ?? []);
  // Out of FatturaPA, its recipient code is the buyer's electronic address (target-forms.ts),
  // unless the target takes no address of that scheme (Peppol BIS 3.0.21 has no 0205): then it
  // is listed.
  const addressed = deriveBuyerAddress(
    invoice,
    () => planDocument(targetRequest(req, invoice)).syntax !== 'fatturapa',
  );
  let request = targetRequest(req, invoice);
  let checked = fullCheck(request);
  if (addressed && checked.issues.some((i) => i.path === BUYER_ADDRESS_PATH)) {
    removePaths({ invoice }, [BUYER_ADDRESS_PATH]);
    request = targetRequest(req, invoice);
    checked = fullCheck(request);
  }
  /** The elements left out so far, with the read invoice's indexes. */
  const removed = new RemovedElements();
  const leftOutLineAmounts: string[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    // A gross base quantity equal to the net one is the target's one base quantity; with the
    // option, a gross price per its own base quantity is restated, not cut off.
    const restated = checked.issues.filter(refusesGrossBase).flatMap((i) => {
      if (shareGrossBase(invoice, i.path)) return [{ issue: i, terms: [] as LostTermInit[] }];
      const terms = req.grossPricePerNetBaseQuantity
        ? restateGrossPrice(invoice, i.path)
        : undefined;
      return terms ? [{ issue: i, terms }] : [];
    });
    // Several price discounts into one: their total is BT-147 (target-forms.ts).
    for (const i of checked.issues.filter(refusesFurtherDiscounts)) {
      const folded = foldFurtherDiscounts(invoice, i.path);
      if (folded) restated.push({ issue: i, terms: [folded] });
    }
    const refused = withoutNonCountingLines(
      invoice,
      checked.issues.filter(
        (i) => i.code === 'NOT_CARRIED' && !restated.some((r) => r.issue === i),
      ),
    );
    refuseGrossLines(req, refused);
    // A discount without its gross price (the gross price the source states by definition, no
    // loss), a VAT accounting currency equal to the invoice currency (left out, listed), a VATEX
    // code in lower case (restated, listed): the target's form of the same facts (target-forms.ts).
    const grossDerived = checked.issues
      .filter(needsGrossPrice)
      .filter((i) => deriveGrossPrice(invoice, i.path));
    const derived = checked.issues.flatMap(
      (i) => sameTaxCurrencyLoss(invoice, i) ?? upperCaseVatex(invoice, i) ?? [],
    );
    const tipoDerived = checked.issues.some(needsTipoDocumento) && deriveTipoDocumento(invoice);
    if (
      !tipoDerived &&
      refused.length === 0 &&
      derived.length === 0 &&
      restated.length === 0 &&
      grossDerived.length === 0
    )
      break;
    // Paths name the read invoice's elements, whatever earlier rounds left out.
    const inSource = (l: LostTermInit) =>
      l.sourcePath.startsWith('$.invoice')
        ? { ...l, sourcePath: removed.original(l.sourcePath) }
        : l;
    for (const i of refused.filter((i) => i.message === NON_COUNTING_LINE))
      leftOutLineAmounts.push(valueAt({ invoice }, `${i.path}.net_amount`));
    lost.push(
      ...[
        ...restated.flatMap((r) => r.terms),
        ...derived,
        ...refused.flatMap((i) => refusedTerms(invoice, i)),
      ].map(inSource),
    );
    // All of a round's paths are mapped before any is recorded: they name the same invoice.
    for (const path of refused.map((i) => removed.original(i.path))) removed.add(path);
    removePaths(
      { invoice },
      refused.map((i) => i.path),
    );
    request = targetRequest(req, invoice);
    checked = fullCheck(request);
  }
  // Anything else the target refuses is generate's answer (400 with every problem).
  const check =
    checked.issues.length > 0 || !checked.plan || !checked.invoice
      ? checkGenerateRequest(request)
      : { ...checked, plan: checked.plan, invoice: checked.invoice };
  const syntax = check.plan?.syntax;
  if (syntax && syntax !== 'fatturapa' && syntax !== 'none')
    lost.push(...fatturaPaOnlyLosses(invoice, req.format));
  // Lines the reader built for a source without any are not written by a target without lines.
  if (check.plan && statesNoLines(check.plan))
    lost.splice(0, lost.length, ...lost.filter((l) => !isSynthesizedLines(l)));
  for (const w of check.format.warnings) {
    const loss = w.code === 'FATTURAPA_NOT_CARRIED' ? fatturaPaLoss(invoice, w.message) : undefined;
    if (loss) lost.push({ ...loss, sourcePath: removed.original(loss.sourcePath) });
  }
  return { request, check, lost, leftOutLineAmounts };
}

/** Whether a target states no invoice lines (BG-25): CII in a profile below BG-25's (MINIMUM, BASIC WL). */
function statesNoLines(plan: { syntax: string; ciiProfile: string }): boolean {
  const rank = (PROFILES as readonly string[]).indexOf(plan.ciiProfile);
  return plan.syntax === 'cii' && rank >= 0 && rank < profileRank('BG-25');
}

/** The lost term that stands for lines built by the reader (SYNTHESIZED_LINES_NOTE). */
function isSynthesizedLines(l: LostTermInit): boolean {
  return (
    l.businessTerm === SYNTHESIZED_LINES_NOTE.bt && l.sourcePath === SYNTHESIZED_LINES_NOTE.path
  );
}

/**
 * A source whose lines are stated with VAT (KSeF FA(3) gross method, prices_include_vat: P_9B,
 * P_11A) has no form in a target of net prices: left out, its gross prices would be read as net
 * and its VAT computed anew. So the conversion is refused (400), never written with other amounts.
 */
function refuseGrossLines(
  req: ConvertInvoiceRequest,
  refused: readonly { path: string; code: string }[],
): void {
  const path = '$.invoice.prices_include_vat';
  if (!refused.some((i) => i.path === path)) return;
  throw apiError(
    'VALIDATION_FAILED',
    `the source states its lines with VAT (FA(3) P_9B, P_11A): ${req.format} states net prices (BT-146) and net line amounts (BT-131), which convert does not derive`,
    [
      {
        path,
        code: 'NOT_CARRIED',
        message:
          'lines stated with VAT (the gross method, art. 106e ust. 7-8) have no place in the target: generate it from the net prices instead',
      },
    ],
  );
}

/**
 * Every term of the source the target document states otherwise, and those of them that `listed`
 * does not name: CII and UBL term by term (the binding tables), any other pair (a FatturaPA or
 * FA(3) source or target) by the invoice JSON read back. None when the target has no XML.
 */
function targetDifferences(
  outcome: RetrieveOutcome,
  targetXml: Uint8Array | undefined,
): { all: LostTermInit[]; unlisted: (listed: readonly LostTermInit[]) => LostTermInit[] } {
  if (!targetXml?.length) return { all: [], unlisted: () => [] };
  const termByTerm = outcome.xml ? termDifferences(outcome.xml, targetXml) : undefined;
  if (termByTerm) return { all: termByTerm, unlisted: (listed) => unlisted(termByTerm, listed) };
  const readBack = readBackDifferences(outcome.invoice, targetXml);
  return { all: readBack, unlisted: (listed) => notCovered(readBack, listed) };
}

/**
 * Line groups refused by the target: the lines that count in no total are refused whole (left
 * out and listed, target-forms.ts), in place of their own fields' refusals.
 */
function withoutNonCountingLines(
  invoice: unknown,
  refused: readonly { path: string; code: string; message: string }[],
): { path: string; code: string; message: string }[] {
  if (!refused.some(refusesLineGroup)) return [...refused];
  const whole = nonCountingLines(invoice).map((i) => `$.invoice.items[${i}]`);
  return [
    ...refused.filter((i) => !whole.some((line) => i.path.startsWith(`${line}.`))),
    ...whole.map((path) => ({ path, code: 'NOT_CARRIED', message: NON_COUNTING_LINE })),
  ];
}

/** Refuses a strict conversion that would lose terms: 400, each term a NOT_CARRIED violation. */
function refuseLosses(req: ConvertInvoiceRequest, lost: readonly LostTermInit[]): never {
  const terms = [...new Set(lost.map((l) => l.businessTerm))];
  throw apiError(
    'VALIDATION_FAILED',
    `strict conversion to ${req.format}: ${lost.length} value(s) of the source would be lost (${terms.slice(0, 10).join(', ')}${terms.length > 10 ? ', …' : ''})`,
    lost.map((l) => ({
      path: l.sourcePath,
      code: 'NOT_CARRIED',
      message: `${l.businessTerm}${l.value ? ` "${l.value.slice(0, 200)}"` : ''}: ${l.reason}`,
    })),
  );
}

/**
 * A hybrid target of a PDF source keeps the source's visual PDF: the XML our PDF embeds (checked
 * with the target's rules) goes into the source PDF/A-3 instead of the one it had. Undefined when
 * the source cannot be reused as a PDF/A-3: the caller keeps our rendered PDF. A sandbox answer
 * always gets ours (it carries the sandbox watermark).
 */
async function keepSourcePdf(
  source: Uint8Array,
  rendered: Uint8Array,
  check: GenerateCheck,
  now: Date,
): Promise<Uint8Array | undefined> {
  const embedded = await extractInvoiceXml(rendered, DEFAULT_PDF_LIMITS);
  const attachment = embedded ? hybridAttachment(check.plan, embedded.xml) : undefined;
  return attachment ? reembedInvoiceXml(source, attachment, now) : undefined;
}

/** Converts one document; a source that cannot be read or fails its rules is an answer (converted false). */
export async function convertDocument(
  asked: ConvertInvoiceRequest,
  context: HandlerContext,
  deps: ConvertDependencies,
): Promise<ConvertResponseInit> {
  checkRulesAsOf(asked.rulesAsOf);
  // The caller's date judges both documents; else the source's BT-2, which the target keeps.
  const dated: DatedRead = asked.rulesAsOf ? { asOf: asked.rulesAsOf } : {};
  const outcome = await readDocument(
    deps.retrieve,
    asked.dataBase64,
    asked.contentType,
    asked.locale,
    context.requestHeader,
    dated,
  );
  const source = sourceOf(outcome, dated);
  if (!outcome.ok || !outcome.invoice) return { converted: false, source, lostTerms: [] };
  // Without a profile: the source's own, the default or the fuller one, whichever loses fewest
  // terms (target-profile.ts).
  const { req, plan } = planTargetProfile(
    asked,
    (r) => planConversion(r, outcome),
    outcome.format.profile,
  );
  if (req.strict && plan.lost.length > 0) refuseLosses(req, plan.lost);
  const { response, pdf } = await produceDocument(plan.request, context, deps.generate, plan.check);
  const differences = targetDifferences(outcome, response.xmlBase64);
  // No amount owed is changed (owed-amounts.ts), whether or not an earlier step listed the term.
  refuseChangedAmounts(req.format, differences.all, plan.leftOutLineAmounts);
  // Whatever else the target states differently is listed too.
  const differing = differences.unlisted(plan.lost);
  if (req.strict && differing.length > 0) refuseLosses(req, differing);
  const lostTerms = [...plan.lost, ...differing];
  const kept =
    // A signed source PDF (.pdf.p7m) is kept out of its envelope (the signature is listed lost).
    pdf && outcome.pdf && !deps.generate.watermark(context)
      ? await keepSourcePdf(outcome.pdf, pdf, plan.check, deps.generate.clock())
      : undefined;
  return {
    converted: true,
    pdfBase64: kept ?? response.pdfBase64,
    filename: response.filename,
    xmlBase64: response.xmlBase64,
    xmlFilename: response.xmlFilename,
    transactionId: response.transactionId,
    source,
    format: response.format,
    validation: response.validation,
    lostTerms,
  };
}

/** The ConvertInvoice operation. */
export function convertOperation(deps: ConvertDependencies) {
  return (req: ConvertInvoiceRequest, context: HandlerContext) =>
    convertDocument(req, context, deps);
}
