/**
 * POST /mcp: the Model Context Protocol over Streamable HTTP, stateless, with JSON responses
 * (no SSE), using the official SDK. Every request gets its own SDK server and transport (the
 * SDK's stateless pattern: no shared request ids); the tools call the same operations as the
 * gRPC, Connect and REST handlers, with a HandlerContext carrying the caller's key headers.
 */
import type { DescMethod } from '@bufbuild/protobuf';
import { createHandlerContext, type ContextValues } from '@connectrpc/connect';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { InvoiceService } from '../../gen/einvoice/v1/invoice_service_pb.js';
import type { InvoiceOperations } from '../api/invoice-service.js';
import type { StatusServiceOperations } from '../api/status/status-service.js';
import {
  BodyTooLargeError,
  readBody,
  RequestAbortedError,
  requestHeaders,
  send,
  sendJson,
  type NodeRequest,
  type NodeResponse,
} from '../rest/http-io.js';
import { DEFAULT_BODY_LIMIT_BYTES } from '../config.js';
import { packageVersion } from '../package-version.js';
import { decodeUtf8 } from '../text/utf8-text.js';
import {
  CorruptEncodingError,
  decodeContentEncoding,
  UnsupportedEncodingError,
} from '../rest/content-encoding.js';
import { callTool, type JsonAdapters } from './call-tool.js';
import { toolList, toolSpecs } from './tools.js';
import { callStatusTool, statusToolList, statusToolSpecs } from './status-tools.js';

/** Settings of the MCP endpoint (defaults match the service defaults). */
export interface McpOptions {
  /** Base URL of the error documentation, as in REST error bodies. */
  docsUrl?: string;
  /** Largest accepted request body in bytes (default: the service's, DEFAULT_BODY_LIMIT_BYTES). */
  bodyLimitBytes?: number;
  /** Aborted at shutdown so long operations can stop early. */
  shutdownSignal?: AbortSignal;
  /**
   * The key used when the HTTP request carries neither Authorization nor X-API-Key (the public
   * demo key: agents without a key work in sandbox mode). Empty: the operations see no key.
   */
  anonymousApiKey?: string;
  /**
   * The REST adapters passed to build() (restAdapters): their JSON decoding applies to tool
   * arguments too, so a tool answers exactly as the REST route (retrieve's INVALID_BASE64).
   */
  adapters?: JsonAdapters;
  /** Server name and version in the initialize answer. */
  serverInfo?: { name: string; version: string };
  /** Values each tool call's context starts with (the client address), as on REST. */
  contextValues?: (req: NodeRequest) => ContextValues;
  /** The StatusService operations (lifecycle statuses): their tools are listed when given. */
  status?: StatusServiceOperations;
}

/**
 * The methods as their handlers are registered: only `method` checked, every other member kept as
 * sent. The SDK parses a request with its handler's schema before anything else, and a request
 * that failed that parse came back as -32603 Internal error carrying the schema's dump. tools/call
 * is then checked by the SDK's Server itself, which answers a malformed call (`arguments` null, no
 * `name`) -32602 Invalid params ("Invalid tools/call request: …"), so the handler sees only
 * checked calls; tools/list has no parameter that changes its answer (there is one page).
 */
const ToolsCallMethod = CallToolRequestSchema.pick({ method: true }).loose();
const ToolsListMethod = ListToolsRequestSchema.pick({ method: true }).loose();

/** The caller's credentials travel to the operations exactly as on REST. */
const KEY_HEADERS = ['authorization', 'x-api-key'];

function jsonRpcError(
  res: NodeResponse,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { jsonrpc: '2.0', error: { code, message }, id: null }, headers);
}

/** Creates the /mcp route handler over the InvoiceService operations. */
export function createMcpHandler(
  ops: InvoiceOperations,
  options: McpOptions = {},
): (req: NodeRequest, res: NodeResponse) => Promise<void> {
  const docsUrl = options.docsUrl ?? 'https://github.com/einvoice/einvoice#error-reference';
  const bodyLimit = options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const serverInfo = options.serverInfo ?? { name: 'einvoice', version: packageVersion() };
  const tools = [...toolList(), ...(options.status ? statusToolList() : [])];
  const specs = new Map(toolSpecs().map((s) => [s.name, s]));
  const statusSpecs = new Map(options.status ? statusToolSpecs().map((s) => [s.name, s]) : []);

  function contextFor(
    httpHeaders: Headers,
    method: (typeof InvoiceService.methods)[number] | DescMethod,
    url: string,
    values: ContextValues | undefined,
  ): ReturnType<typeof createHandlerContext> {
    const requestHeader = new Headers();
    for (const name of KEY_HEADERS) {
      const value = httpHeaders.get(name);
      if (value !== null) requestHeader.set(name, value);
    }
    if (options.anonymousApiKey && !KEY_HEADERS.some((name) => requestHeader.has(name)))
      requestHeader.set('x-api-key', options.anonymousApiKey);
    return createHandlerContext({
      service: method.parent as typeof InvoiceService,
      method: method as (typeof InvoiceService.methods)[number],
      protocolName: 'mcp',
      requestMethod: 'POST',
      url,
      requestHeader,
      shutdownSignal: options.shutdownSignal,
      contextValues: values,
    });
  }

  /** Response headers an operation set (rate-limit state) that the HTTP answer passes on. */
  const PASS_ON = /^(ratelimit-|x-ratelimit-|retry-after$)/i;

  function sdkServer(
    httpHeaders: Headers,
    url: string,
    passOn: Record<string, string>,
    values: () => ContextValues | undefined,
  ): Server {
    const server = new Server(serverInfo, { capabilities: { tools: { listChanged: false } } });
    server.setRequestHandler(ToolsListMethod, () => ({ tools }));
    server.setRequestHandler(ToolsCallMethod, async (checked) => {
      const request = checked as CallToolRequest; // checked by the SDK's Server against CallToolRequestSchema
      const spec = specs.get(request.params.name) ?? statusSpecs.get(request.params.name);
      if (!spec)
        throw new McpError(
          ErrorCode.InvalidParams,
          `Unknown tool: ${request.params.name}; the tools are ${tools.map((t) => t.name).join(', ')}`,
        );
      const context = contextFor(httpHeaders, spec.method, url, values());
      try {
        const args = request.params.arguments ?? {};
        if (statusSpecs.has(spec.name))
          return await callStatusTool(
            statusSpecs.get(spec.name)!,
            options.status,
            args,
            context,
            docsUrl,
            options.adapters,
          );
        return await callTool(specs.get(spec.name)!, ops, args, context, docsUrl, options.adapters);
      } finally {
        context.abort();
        context.responseHeader.forEach((value, name) => {
          if (PASS_ON.test(name)) passOn[name] = value;
        });
      }
    });
    return server;
  }

  return async (req, res) => {
    if (req.method !== 'POST') {
      // Stateless: no server-initiated stream (GET) and no session to end (DELETE).
      jsonRpcError(
        res,
        405,
        ErrorCode.ConnectionClosed,
        `${req.method} is not allowed on /mcp; POST JSON-RPC messages`,
        { allow: 'POST' },
      );
      return;
    }
    let body: Buffer;
    try {
      body = await decodeContentEncoding(
        await readBody(req, bodyLimit),
        req.headers['content-encoding'],
        bodyLimit,
      );
    } catch (error) {
      if (error instanceof RequestAbortedError) return; // the client is gone: nobody to answer
      if (error instanceof BodyTooLargeError)
        jsonRpcError(res, 413, ErrorCode.InvalidRequest, error.message);
      else if (error instanceof UnsupportedEncodingError)
        jsonRpcError(res, 415, ErrorCode.InvalidRequest, error.message);
      else if (error instanceof CorruptEncodingError)
        jsonRpcError(res, 400, ErrorCode.ParseError, `Parse error: ${error.message}`);
      else jsonRpcError(res, 400, ErrorCode.InvalidRequest, 'request body could not be read');
      return;
    }
    try {
      decodeUtf8(body); // the SDK would decode it with U+FFFD in place of what is not UTF-8
    } catch (error) {
      jsonRpcError(res, 400, ErrorCode.ParseError, `Parse error: ${(error as Error).message}`);
      return;
    }
    const headers = requestHeaders(req);
    headers.delete('content-encoding'); // the SDK reads the body decoded above
    const url = `http://${headers.get('host') ?? 'localhost'}${req.url ?? '/mcp'}`;
    // The body was read and bounded above; the SDK reads it again with a bound of its own (4 MiB
    // by default), which must not refuse what the service's limit accepts.
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: bodyLimit,
    });
    const passOn: Record<string, string> = {};
    const server = sdkServer(headers, url, passOn, () => options.contextValues?.(req));
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(
        new Request(url, { method: 'POST', headers, body: new Uint8Array(body) }),
      );
      const out: Record<string, string> = { ...passOn };
      response.headers.forEach((value, name) => {
        out[name] = value;
      });
      send(res, response.status, out, new Uint8Array(await response.arrayBuffer()));
    } finally {
      void server.close();
    }
  };
}
