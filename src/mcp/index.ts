/**
 * The MCP endpoint for AI agents: `createMcpHandler(ops, options)` gives the POST /mcp route for
 * build()'s extraRoutes; `mcpRoutes` wraps it in the map build() expects.
 */
import type { InvoiceOperations } from '../api/invoice-service.js';
import type { NodeRequest, NodeResponse } from '../rest/http-io.js';
import { createMcpHandler, type McpOptions } from './handler.js';

export { createMcpHandler, type McpOptions } from './handler.js';
export { toolList } from './tools.js';

/** The MCP route (`/mcp`) as an extraRoutes map. */
export function mcpRoutes(
  ops: InvoiceOperations,
  options: McpOptions = {},
): Map<string, (req: NodeRequest, res: NodeResponse) => Promise<void>> {
  return new Map([['/mcp', createMcpHandler(ops, options)]]);
}
