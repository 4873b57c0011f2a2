/**
 * A server for the MCP, OpenAPI and client tests: the real operations (validate, generate with
 * the official rules, retrieve with its REST adapter, preview with its cache) as createApp() wires them, plus the /mcp route and the OpenAPI/docs routes,
 * which createApp() does not serve yet. Built with build() on port 0.
 */
import { checkedValidator } from '../../../src/api/checked-validator.js';
import { convertOperation } from '../../../src/api/convert/convert-operation.js';
import { produceDocument } from '../../../src/api/generate/generate-operation.js';
import { retrieveOperation } from '../../../src/api/retrieve/retrieve-operation.js';
import { statusOperations } from '../../../src/api/status/status-operations.js';
import type { StatusServiceOperations } from '../../../src/api/status/status-service.js';
import type { InvoiceOperations } from '../../../src/api/invoice-service.js';
import { isSandbox } from '../../../src/api/request-mode.js';
import { newTransactionId } from '../../../src/api/transaction-id.js';
import { testConfig, type Config } from '../../../src/config.js';
import { createMcpHandler } from '../../../src/mcp/index.js';
import { docsRoutes } from '../../../src/openapi/index.js';
import { createPreview } from '../../../src/preview/index.js';
import { convertRestAdapter } from '../../../src/rest/adapters/convert-adapter.js';
import { retrieveRestAdapter } from '../../../src/rest/adapters/retrieve-adapter.js';
import { validateRestAdapter } from '../../../src/rest/adapters/validate-adapter.js';
import {
  retrieveStatusRestAdapter,
  validateStatusRestAdapter,
} from '../../../src/rest/adapters/status-adapters.js';
import { build } from '../../../src/server/build.js';
import { validateResponse } from '../../../src/validation/checks/index.js';
import { createValidator } from '../../../src/validation/validator.js';

/** A running server with its base URL. */
export interface FullServer {
  baseUrl: string;
  port: number;
  ops: InvoiceOperations;
  close(): Promise<void>;
}

/** Starts the server; `overrides` change the test configuration. */
export async function startFullServer(overrides: Partial<Config> = {}): Promise<FullServer> {
  const config = testConfig(overrides);
  const validator = createValidator({
    engine: config.validationEngine,
    deadlineMs: config.validationDeadlineMs,
  });
  const checked = checkedValidator(validator);
  const deps = {
    validator: checked,
    clock: () => new Date(),
    newTransactionId,
    watermark: isSandbox,
  };
  const preview = createPreview(config, {
    produceDocument: (req, ctx) => produceDocument(req, ctx, deps),
  });
  const ops: InvoiceOperations = {
    validate: (req) => validateResponse(req),
    generate: async (req, ctx) => {
      const { response, pdf } = await produceDocument(req, ctx, deps);
      // produceDocument does not call deps.onGenerated yet: keep the PDF for preview here.
      await preview.onGenerated(String(response.transactionId ?? ''), pdf);
      return response;
    },
    retrieve: retrieveOperation({ validator: checked, newTransactionId }),
    preview: (req, ctx) => preview.renderPreview(req, ctx),
    convert: convertOperation({ retrieve: { validator: checked }, generate: deps }),
  };
  // Lifecycle statuses without the accounts guard, as the invoice operations here.
  const statuses = statusOperations({
    validator: checked,
    clock: () => new Date(),
    newTransactionId,
  });
  const status: StatusServiceOperations = {
    validateStatus: (req) => statuses.validate(req),
    generateStatus: (req) => statuses.generate(req),
    retrieveStatus: (req) => statuses.retrieve(req),
  };
  const restAdapters = new Map([
    ['einvoice.v1.InvoiceService.RetrieveInvoice', retrieveRestAdapter],
    ['einvoice.v1.InvoiceService.ValidateInvoice', validateRestAdapter],
    ['einvoice.v1.StatusService.RetrieveStatus', retrieveStatusRestAdapter],
    ['einvoice.v1.StatusService.ValidateStatus', validateStatusRestAdapter],
    ['einvoice.v1.InvoiceService.ConvertInvoice', convertRestAdapter],
  ]);
  const mcp = createMcpHandler(ops, {
    docsUrl: config.docsUrl,
    bodyLimitBytes: config.bodyLimitBytes,
    adapters: restAdapters,
  });
  const extraRoutes = new Map([...docsRoutes(), ['/mcp', mcp]]);
  const server = build(config, {
    invoice: ops,
    status,
    restAdapters,
    extraRoutes,
    onClose: async () => {
      await preview.close();
      await validator.close();
    },
  });
  const port = await server.listen();
  return { baseUrl: `http://127.0.0.1:${port}`, port, ops, close: () => server.close() };
}
