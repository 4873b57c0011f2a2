/**
 * A server for the MCP, OpenAPI and client tests: the real operations (validate, generate with
 * the official rules) as createApp() wires them, plus the /mcp route and the OpenAPI/docs routes,
 * which createApp() does not serve yet. Built with build() on port 0.
 */
import { produceDocument } from '../../../src/api/generate/generate-operation.js';
import type { InvoiceOperations } from '../../../src/api/invoice-service.js';
import { isSandbox } from '../../../src/api/request-mode.js';
import { newTransactionId } from '../../../src/api/transaction-id.js';
import { testConfig, type Config } from '../../../src/config.js';
import { createMcpHandler } from '../../../src/mcp/index.js';
import { docsRoutes } from '../../../src/openapi/index.js';
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
  const validator = createValidator({ engine: config.validationEngine, deadlineMs: config.validationDeadlineMs });
  const deps = { validator, clock: () => new Date(), newTransactionId, watermark: isSandbox };
  const ops: InvoiceOperations = {
    validate: (req) => validateResponse(req),
    generate: async (req, ctx) => (await produceDocument(req, ctx, deps)).response,
  };
  const extraRoutes = new Map([...docsRoutes(), ['/mcp', createMcpHandler(ops, { docsUrl: config.docsUrl, bodyLimitBytes: config.bodyLimitBytes })]]);
  const server = build(config, { invoice: ops, extraRoutes, onClose: () => validator.close() });
  const port = await server.listen();
  return { baseUrl: `http://127.0.0.1:${port}`, port, ops, close: () => server.close() };
}
