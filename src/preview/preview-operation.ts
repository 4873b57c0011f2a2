/**
 * The preview operation behind RenderPreview (POST /v1/preview, GET /v1/preview/{id}.png): a PNG
 * of one page, from the PNG cache, from the PDF a generate left in the transaction cache, or from
 * invoice data rendered first. Rendering runs in the worker pool; renders of the same page and
 * dpi that arrive together share one render.
 */
import type { HandlerContext } from '@connectrpc/connect';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type {
  GenerateInvoiceRequest,
  GenerateInvoiceResponseSchema,
  RenderPreviewRequest,
  RenderPreviewResponseSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { apiError } from '../errors/api-error.js';
import { createTransactionCache, type CacheSettings } from './cache/create-cache.js';
import { CacheUnavailableError } from './cache/failover-cache.js';
import {
  pngKeyString,
  systemClock,
  type CachedPng,
  type Clock,
  type PngKey,
  type TransactionCache,
} from './cache/transaction-cache.js';
import { readPreviewRequest, type PreviewTarget } from './preview-request.js';
import { checkGenerateRequest, type GenerateCheck } from '../api/generate/generate-operation.js';
import { planDocument } from '../api/generate/document-plan.js';
import { previewResponse, type PreviewSource } from './preview-response.js';
import { RenderPool, type PoolStats } from './render/render-pool.js';

/** The settings the preview reads (a subset of Config). */
export interface PreviewSettings extends CacheSettings {
  previewWorkers: number;
  /** Default 60 s. */
  previewWorkerIdleMs?: number;
}

/**
 * The generate step a preview from invoice data runs (the lead wires charging around it);
 * `precheck`: the request's check when the preview ran it (judged by another format, judgedCheck).
 */
export type ProduceDocument = (
  req: GenerateInvoiceRequest,
  context: HandlerContext,
  precheck?: GenerateCheck,
) => Promise<{
  response: MessageInitShape<typeof GenerateInvoiceResponseSchema>;
  pdf?: Uint8Array;
}>;

/**
 * The check of a preview judged by another format than the one it renders (a KSeF invoice without
 * its KSeF number, rendered as pdf): the judging format's checks (VALIDATION_FAILED as its
 * generate answers), then the plan of the rendered document.
 */
function judgedCheck(
  target: Extract<PreviewTarget, { mode: 'invoice' }>,
): GenerateCheck | undefined {
  if (!target.judge) return undefined;
  return { ...checkGenerateRequest(target.judge), plan: planDocument(target.generate) };
}

/** What the preview needs from the rest of the service; clock and cache are for tests. */
export interface PreviewDependencies {
  produceDocument: ProduceDocument;
  clock?: Clock;
  cache?: TransactionCache;
}

/** The preview module as the app uses it. */
export interface Preview {
  /** GenerateDependencies.onGenerated: keeps the PDF (undefined: an XML-only document). Never throws. */
  onGenerated(transactionId: string, pdf: Uint8Array | undefined): Promise<void>;
  /** InvoiceOperations.preview. */
  renderPreview(
    req: RenderPreviewRequest,
    context: HandlerContext,
  ): Promise<MessageInitShape<typeof RenderPreviewResponseSchema>>;
  /** Starts the render workers now (otherwise on the first generate or preview). */
  warmUp(): void;
  /** Stops the workers and closes the cache. */
  close(): Promise<void>;
  /** Pool counters (tests, metrics). */
  poolStats(): PoolStats;
  readonly cache: TransactionCache;
}

/** Creates the preview operation for a configuration. */
export function createPreview(settings: PreviewSettings, deps: PreviewDependencies): Preview {
  const clock = deps.clock ?? systemClock;
  const cache = deps.cache ?? createTransactionCache(settings, clock);
  const pool = new RenderPool(settings.previewWorkers, undefined, settings.previewWorkerIdleMs);
  const inFlight = new Map<string, Promise<CachedPng>>();
  const pdfSeconds = settings.previewPdfTtlSeconds;

  // The driver's text (hosts, ports, internals) stays in the log, never in the answer.
  const cacheFailure = (error: unknown): never => {
    if (!(error instanceof CacheUnavailableError))
      console.error(`preview cache: ${(error as Error).message}`);
    throw apiError(
      'PREVIEW_UNAVAILABLE',
      'the shared preview cache cannot be reached and this instance does not hold the transaction; try again shortly, or POST /v1/preview with the invoice',
      [],
      undefined,
      { 'retry-after': '1' },
    );
  };

  async function renderAndKeep(key: PngKey, pdf: Uint8Array): Promise<CachedPng> {
    const result = await pool.render({ pdf, page: key.page, dpi: key.dpi });
    if (!result.ok) {
      throw apiError(
        'PAGE_NOT_FOUND',
        `page ${key.page} does not exist: the invoice has ${result.pageCount} page(s)`,
        [],
        { page_count: result.pageCount },
      );
    }
    const entry = {
      png: result.png,
      width: result.width,
      height: result.height,
      pageCount: result.pageCount,
      etag: result.etag,
    };
    try {
      return await cache.putPng(key, entry);
    } catch (error) {
      console.error(`preview cache: PNG not kept: ${(error as Error).message}`);
      return { ...entry, expiresAt: clock() };
    }
  }

  /** One render per key at a time: concurrent requests for the same page wait for it. */
  function shared(key: PngKey, pdf: Uint8Array): Promise<CachedPng> {
    const name = pngKeyString(key);
    let running = inFlight.get(name);
    if (!running) {
      running = renderAndKeep(key, pdf).finally(() => inFlight.delete(name));
      inFlight.set(name, running);
    }
    return running;
  }

  function answer(png: CachedPng, key: PngKey, source: PreviewSource, context: HandlerContext) {
    return previewResponse(
      png,
      key.transactionId,
      source,
      Math.max(0, Math.floor((png.expiresAt - clock()) / 1000)),
      context,
    );
  }

  async function pdfOf(transactionId: string): Promise<Uint8Array> {
    const lookup = await cache.getPdf(transactionId).catch(cacheFailure);
    switch (lookup.status) {
      case 'hit':
        return lookup.pdf;
      case 'expired':
        throw apiError(
          'TRANSACTION_NOT_FOUND',
          lookup.evicted
            ? `transaction ${transactionId} was dropped from the preview cache early (it is full); generate again, or POST /v1/preview with the invoice`
            : `transaction ${transactionId} has expired: its PDF is kept ${pdfSeconds} s after generate; generate again, or POST /v1/preview with the invoice`,
          [],
          { transaction_state: 'expired' },
        );
      case 'no-pdf':
        throw apiError(
          'TRANSACTION_NOT_FOUND',
          `transaction ${transactionId} produced XML only, no PDF to show; POST /v1/preview with the invoice renders its visual PDF`,
          [],
          { transaction_state: 'xml_only' },
        );
      default:
        throw apiError(
          'TRANSACTION_NOT_FOUND',
          `transaction ${transactionId} is unknown: previews by transaction_id work for ${pdfSeconds} s after a generate`,
          [],
          { transaction_state: 'unknown' },
        );
    }
  }

  return {
    cache,
    poolStats: () => pool.counters,
    warmUp: () => pool.warmUp(),

    async onGenerated(transactionId, pdf) {
      try {
        if (pdf) pool.warmUp(1); // a preview often follows a generate; more workers start when previews overlap
        await cache.putPdf(transactionId, pdf);
      } catch (error) {
        console.error(
          `preview cache: PDF of ${transactionId} not kept: ${(error as Error).message}`,
        );
      }
    },

    async renderPreview(req, context) {
      const target = readPreviewRequest(req);
      if (target.mode === 'invoice') {
        const produced = await deps.produceDocument(target.generate, context, judgedCheck(target));
        const transactionId = String(produced.response.transactionId ?? '');
        if (!produced.pdf)
          throw apiError('INTERNAL', 'the invoice produced no visual PDF to preview');
        const key = { transactionId, page: target.page, dpi: target.dpi };
        await cache
          .putPdf(transactionId, produced.pdf)
          .catch((e: Error) => console.error(`preview cache: ${e.message}`));
        return answer(await shared(key, produced.pdf), key, 'render', context);
      }
      const key = { transactionId: target.transactionId, page: target.page, dpi: target.dpi };
      const cached = await cache.getPng(key).catch(cacheFailure);
      if (cached) return answer(cached, key, 'cache', context);
      return answer(await shared(key, await pdfOf(key.transactionId)), key, 'render', context);
    },

    async close() {
      await pool.close();
      await cache.close();
    },
  };
}
