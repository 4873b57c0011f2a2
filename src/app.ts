/**
 * Composes the service from its parts: the operations behind each RPC (each run through the
 * accounts guard: key, mode, rate limit, quota, charge on success), readiness, and the resources
 * to release at shutdown. main.ts listens; tests call createApp() with a test config.
 */
import { setMaxListeners } from 'node:events';
import { create } from '@bufbuild/protobuf';
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import {
  AccountUsageSchema,
  ConvertInvoiceRequestSchema,
  ConvertInvoiceResponseSchema,
  GenerateInvoiceRequestSchema,
  GenerateInvoiceResponseSchema,
  RetrieveInvoiceRequestSchema,
  RetrieveInvoiceResponseSchema,
  type RenderPreviewRequest,
} from '../gen/einvoice/v1/invoice_service_pb.js';
import type { AccountService } from '../gen/einvoice/v1/account_service_pb.js';
import type { AdminService } from '../gen/einvoice/v1/admin_service_pb.js';
import type { Config } from './config.js';
import {
  clientAddressValues,
  createAccounts,
  messageIdempotency,
  type Accounts,
  type GuardPolicy,
} from './accounts/index.js';
import { checkedValidator } from './api/checked-validator.js';
import { convertOperation } from './api/convert/convert-operation.js';
import {
  checkGenerateRequest,
  produceDocument,
  type GenerateCheck,
  type GenerateDependencies,
} from './api/generate/generate-operation.js';
import { isSandbox } from './api/request-mode.js';
import { retrieveOperation } from './api/retrieve/retrieve-operation.js';
import { guardedStatusOperations } from './api/status/guarded-status.js';
import { newTransactionId } from './api/transaction-id.js';
import { warmUpFonts } from './pdf/index.js';
import { createPreview, readPreviewRequest } from './preview/index.js';
import type { NodeRequest, NodeResponse } from './rest/http-io.js';
import { docsRoutes } from './openapi/index.js';
import type { InvoiceOperations } from './api/invoice-service.js';
import { convertRestAdapter } from './rest/adapters/convert-adapter.js';
import { retrieveRestAdapter } from './rest/adapters/retrieve-adapter.js';
import { validateRestAdapter } from './rest/adapters/validate-adapter.js';
import {
  retrieveStatusRestAdapter,
  validateStatusRestAdapter,
} from './rest/adapters/status-adapters.js';
import { build, type EinvoiceServer } from './server/build.js';
import { validateAnswer } from './api/full-check.js';
import { withRulesAsOfChecked } from './api/rules-as-of.js';
import { enforceRequestRules } from './api/request-rules.js';
import { createValidator } from './validation/validator.js';
import {
  batchedSink,
  createServiceMetrics,
  metricsEndpoint,
  METRICS_PATH,
  observedValues,
  observeRequests,
  timedValidator,
  type LogSink,
} from './observability/index.js';
import { withCors } from './server/cors.js';

/** Parts a test may replace (a fixed clock for byte-identical output). */
export interface AppOverrides {
  clock?: () => Date;
  /** Where access-log lines go instead of stdout (tests read them); set, the log is on. */
  accessLogSink?: LogSink;
}

/** The guard policies of the public operations (what costs a credit, what needs a key). */
export const POLICIES = {
  validate: { operation: 'validate', cost: 0, keyRequired: false },
  generate: { operation: 'generate', cost: 1, keyRequired: true },
  retrieve: { operation: 'retrieve', cost: 1, keyRequired: true },
  convert: { operation: 'convert', cost: 1, keyRequired: true },
  account: { operation: 'account', cost: 0, keyRequired: true },
  previewFromInvoice: { operation: 'preview_json', cost: 1, keyRequired: true },
  previewByTransaction: { operation: 'preview_transaction', cost: 0, keyRequired: false },
} as const satisfies Record<string, GuardPolicy>;

/** A preview from invoice data: its page, dpi and the generate field checks, as the operation will run them. */
function checkPreviewRequest(req: RenderPreviewRequest): void {
  const target = readPreviewRequest(req);
  if (target.mode === 'invoice') checkGenerateRequest(target.generate);
}

/** Carries an answer out of the guard without charging for it (the guard releases on throw). */
class UnchargedAnswer<T> extends Error {
  constructor(readonly answer: T) {
    super('uncharged answer');
  }
}

/** The admin service once accounts are open (each call waits for them). */
function lazyAdmin(accounts: Promise<Accounts>): ServiceImpl<typeof AdminService> {
  const call = <K extends keyof ServiceImpl<typeof AdminService>>(name: K) =>
    (async (req: never, ctx: HandlerContext) =>
      ((await accounts).adminService[name] as (r: never, c: HandlerContext) => unknown)(
        req,
        ctx,
      )) as ServiceImpl<typeof AdminService>[K];
  return {
    createAccount: call('createAccount'),
    listAccounts: call('listAccounts'),
    setAccountPlan: call('setAccountPlan'),
    createApiKey: call('createApiKey'),
    listApiKeys: call('listApiKeys'),
    revokeApiKey: call('revokeApiKey'),
    listPlans: call('listPlans'),
  };
}

/** Builds the whole service for a configuration. */
export function createApp(config: Config, overrides: AppOverrides = {}): EinvoiceServer {
  const validator = createValidator({
    engine: config.validationEngine,
    deadlineMs: config.validationDeadlineMs,
    recovery: config.validationRecovery,
  });
  const metrics = createServiceMetrics();
  metrics.watchValidationEngine(validator);
  // Font parsing and the shared subsets, once per process, right after start-up (not in the
  // first request, and not before the port answers).
  setImmediate(warmUpFonts);
  // Rule sets load in the background: the port answers at once, /readyz says when they are warm
  // (by default those of each format's default row; the others load on first use).
  if (config.validationWarmUp) {
    validator
      .warmUp(config.validationWarmUp)
      .catch((error) =>
        console.error(`validation rule sets could not be loaded: ${(error as Error).message}`),
      );
  }
  // Accounts open in the background too (migrations, demo key); the first guarded call waits.
  // A database that is down is not an error here: accounts answer 503 and reopen by themselves.
  const accounts = createAccounts(config);
  let opened: Accounts | undefined;
  accounts.then(
    (a) => (opened = a),
    (error) => console.error(`accounts could not be opened: ${(error as Error).message}`),
  );

  const checked = timedValidator(checkedValidator(validator), metrics);
  let generateDeps: GenerateDependencies;
  // Generate keeps each PDF for preview; a preview from invoice data generates its visual PDF.
  const preview = createPreview(config, {
    produceDocument: (req, ctx, precheck) => produceDocument(req, ctx, generateDeps, precheck),
  });
  generateDeps = {
    validator: checked,
    clock: overrides.clock ?? (() => new Date()),
    newTransactionId,
    watermark: isSandbox,
    onGenerated: (transactionId, pdf) => preview.onGenerated(transactionId, pdf),
  };
  const retrieve = retrieveOperation({ validator: checked, newTransactionId });
  // Lifecycle statuses (CDAR): their own service, guarded and charged like generate and retrieve.
  const status = guardedStatusOperations(accounts, {
    validator: checked,
    clock: overrides.clock ?? (() => new Date()),
    newTransactionId,
  });
  const convert = convertOperation({ retrieve: { validator: checked }, generate: generateDeps });

  // getAccount runs its own guard (POLICIES.account): one rate-limit token per call, not two.
  const account: ServiceImpl<typeof AccountService> = {
    getAccount: async (_req, ctx) => (await accounts).getAccount(ctx),
  };

  const invoice: InvoiceOperations = {
    validate: async (req, ctx) =>
      (
        await (
          await accounts
        ).guard(ctx, POLICIES.validate, async () =>
          withRulesAsOfChecked(validateAnswer(req), req.rulesAsOf),
        )
      ).result,
    generate: async (req, ctx) => {
      const a = await accounts;
      let checked: GenerateCheck | undefined;
      const { result, usage } = await a.guard(
        ctx,
        { ...POLICIES.generate, check: () => void (checked = checkGenerateRequest(req)) },
        async () => (await produceDocument(req, ctx, generateDeps, checked)).response,
        messageIdempotency(GenerateInvoiceRequestSchema, req, GenerateInvoiceResponseSchema),
      );
      const response = create(GenerateInvoiceResponseSchema, result);
      if (usage) response.account = create(AccountUsageSchema, usage);
      return response;
    },
    retrieve: async (req, ctx) => {
      const a = await accounts;
      try {
        const guarded = await a.guard(
          ctx,
          // Its field rules (content type, locale, characters XML forbids) before a credit is
          // held: REST and MCP reach this handler without the Connect interceptor that checks them.
          {
            ...POLICIES.retrieve,
            check: () => enforceRequestRules(RetrieveInvoiceRequestSchema, req),
          },
          async () => {
            const answer = await retrieve(req, ctx);
            // A document that cannot be read or fails its rules is an answer, not a success: no charge.
            if (!answer.valid) throw new UnchargedAnswer(answer);
            return answer;
          },
          messageIdempotency(RetrieveInvoiceRequestSchema, req, RetrieveInvoiceResponseSchema),
        );
        return guarded.result;
      } catch (error) {
        if (error instanceof UnchargedAnswer) return error.answer;
        throw error;
      }
    },
  };
  invoice.convert = async (req, ctx) => {
    const a = await accounts;
    try {
      const { result, usage } = await a.guard(
        ctx,
        // Its field rules before a credit is held (REST and MCP reach it without the interceptor).
        { ...POLICIES.convert, check: () => enforceRequestRules(ConvertInvoiceRequestSchema, req) },
        async () => {
          const answer = await convert(req, ctx);
          // A source that cannot be read or fails its rules is an answer, not a success: no charge.
          if (!answer.converted) throw new UnchargedAnswer(answer);
          return answer;
        },
        messageIdempotency(ConvertInvoiceRequestSchema, req, ConvertInvoiceResponseSchema),
      );
      const response = create(ConvertInvoiceResponseSchema, result);
      if (usage) response.account = create(AccountUsageSchema, usage);
      return response;
    } catch (error) {
      if (error instanceof UnchargedAnswer) return error.answer;
      throw error;
    }
  };
  invoice.preview = async (req, ctx) => {
    const a = await accounts;
    // From invoice data: page, dpi and the invoice's field checks before a credit is reserved.
    const policy =
      req.input.case === 'invoice'
        ? { ...POLICIES.previewFromInvoice, check: () => checkPreviewRequest(req) }
        : POLICIES.previewByTransaction;
    return (await a.guard(ctx, policy, () => preview.renderPreview(req, ctx))).result;
  };
  const restAdapters = new Map([
    ['einvoice.v1.InvoiceService.RetrieveInvoice', retrieveRestAdapter],
    ['einvoice.v1.InvoiceService.ValidateInvoice', validateRestAdapter],
    ['einvoice.v1.StatusService.RetrieveStatus', retrieveStatusRestAdapter],
    ['einvoice.v1.StatusService.ValidateStatus', validateStatusRestAdapter],
    ['einvoice.v1.InvoiceService.ConvertInvoice', convertRestAdapter],
  ]);
  // Every transport tells the guard who is calling (rate limits of calls without a key).
  // The request's observer reads what the guard noted in these values once the response is sent.
  const contextValues = (req: NodeRequest) =>
    observedValues(req, clientAddressValues(req, config.trustProxyHops));
  const shutdown = new AbortController();
  setMaxListeners(0, shutdown.signal); // every MCP call in flight listens on it
  // The MCP SDK loads on the first /mcp call, not at start-up (it is a quarter of the start time).
  let mcpHandler: Promise<(req: NodeRequest, res: NodeResponse) => Promise<void>> | undefined;
  const mcp = async (req: NodeRequest, res: NodeResponse) => {
    mcpHandler ??= import('./mcp/index.js').then(({ createMcpHandler }) =>
      createMcpHandler(invoice, {
        docsUrl: config.docsUrl,
        bodyLimitBytes: config.bodyLimitBytes,
        adapters: restAdapters,
        status,
        // Without a key an agent is answered like a REST caller (401 where a key is needed),
        // unless the operator lets anonymous agents spend the shared demo key's credits.
        anonymousApiKey: config.mcpAnonymous ? config.demoApiKey : undefined,
        shutdownSignal: shutdown.signal,
        contextValues,
      }),
    );
    return (await mcpHandler)(req, res);
  };

  return build(config, {
    invoice,
    account,
    admin: lazyAdmin(accounts),
    status,
    restAdapters,
    extraRoutes: new Map([
      ...docsRoutes(),
      ['/mcp', mcp],
      [METRICS_PATH, metricsEndpoint(metrics.registry, config.metricsToken)],
    ]),
    contextValues,
    edge: (handler, catalog) => {
      const sink = overrides.accessLogSink ?? (config.accessLog ? batchedSink() : undefined);
      return observeRequests(withCors(handler, config.corsAllowedOrigins), {
        catalog,
        metrics,
        sink,
      });
    },
    // Validation is ready when its engine can check (no crashed worker waiting for its restart)
    // and, with warm-up on, the warm-up's rule sets have been loaded once. No fallback engine
    // stands in: saxon-js would need ~450 MB and minutes to load the same rule sets.
    readiness: () => ({
      validation: validator.available() && (!config.validationWarmUp || validator.isWarm()),
      accounts: opened?.ready() ?? false,
    }),
    ruleSets: () => validator.ruleSets(),
    // Validation deadlines end inside the shutdown grace: a check still running then answers 503.
    onShutdown: (answerBy) => validator.finishBy(answerBy),
    onClose: async () => {
      shutdown.abort();
      await preview.close();
      await validator.close();
      await (await accounts.catch(() => undefined))?.close();
    },
  });
}
