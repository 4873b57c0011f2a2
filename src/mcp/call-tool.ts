/**
 * One tools/call: decodes the arguments into the RPC's request message exactly as the REST
 * gateway decodes a JSON body (same paths, same messages), calls the operation, and maps the
 * answer to MCP content. Failures become tool errors (isError) carrying the REST error body, so
 * an agent reads the same `error`, `message` and `details` a REST caller would.
 */
import { create } from '@bufbuild/protobuf';
import type { HandlerContext } from '@connectrpc/connect';
import type {
  ConvertInvoiceRequest,
  ConvertInvoiceResponse,
  GenerateInvoiceRequest,
  GenerateInvoiceResponse,
  RenderPreviewRequest,
  RenderPreviewResponse,
  RetrieveInvoiceRequest,
  RetrieveInvoiceResponse,
  ValidateInvoiceRequest,
  ValidateInvoiceResponse,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import type { InvoiceOperations } from '../api/invoice-service.js';
import { notImplemented } from '../api/not-implemented.js';
import { decodeJsonRequest, type RestAdapter } from '../rest/gateway.js';
import { restError } from '../rest/error-response.js';
import {
  convertResult,
  generateResult,
  jsonOnly,
  previewResult,
  retrieveResult,
  validateResult,
  type ToolResult,
} from './results.js';
import type { ToolSpec } from './tools.js';

/** The tool error for any failure: the message first, the field problems, then the REST error body as JSON. */
export function toolError(error: unknown, docsUrl: string): ToolResult {
  const { status, body } = restError(error, docsUrl);
  if (status >= 500 && body.error === 'internal_error') console.error('mcp tool error', error);
  const content: ToolResult['content'] = [{ type: 'text', text: body.message }];
  if (body.details.length > 0)
    content.push({
      type: 'text',
      text: body.details.map((d) => `- ${d.path}: ${d.message}`).join('\n'),
    });
  content.push({ type: 'text', text: JSON.stringify(body) });
  return { isError: true, content };
}

/** Per-RPC JSON decoding as the REST gateway does it (e.g. retrieve's INVALID_BASE64 answer). */
export type JsonAdapters = ReadonlyMap<string, Pick<RestAdapter, 'decodeJson' | 'amend'>>;

async function run(
  spec: ToolSpec,
  ops: InvoiceOperations,
  args: unknown,
  context: HandlerContext,
  adapters?: JsonAdapters,
): Promise<ToolResult> {
  const adapter = adapters?.get(`${spec.method.parent.typeName}.${spec.method.name}`);
  const decoded = adapter?.decodeJson
    ? adapter.decodeJson(args, context.requestHeader, spec.method.input)
    : { request: decodeJsonRequest(spec.method.input, args) };
  const output = spec.method.output;
  if ('response' in decoded) {
    // The gateway answered without the operation; only retrieve does that (INVALID_BASE64).
    return spec.operation === 'retrieve'
      ? retrieveResult(output, decoded.response as RetrieveInvoiceResponse)
      : jsonOnly(output, decoded.response);
  }
  const request = decoded.request;
  switch (spec.operation) {
    case 'validate': {
      const answer = create(
        output,
        (await ops.validate(request as ValidateInvoiceRequest, context)) as never,
      );
      // Members that could not be read are invoice problems too (valid: false), as on REST.
      const amended =
        decoded.problems?.length && adapter?.amend
          ? adapter.amend(answer, decoded.problems)
          : answer;
      return validateResult(output, amended as unknown as ValidateInvoiceResponse);
    }
    case 'generate': {
      if (!ops.generate)
        notImplemented(
          'GenerateInvoice',
          'it will produce the e-invoice (PDF/A-3 or XML) in the requested format',
        );
      const req = request as GenerateInvoiceRequest;
      const answer = await ops.generate(req, context);
      return generateResult(
        output,
        req,
        create(output, answer as never) as unknown as GenerateInvoiceResponse,
      );
    }
    case 'retrieve': {
      if (!ops.retrieve)
        notImplemented(
          'RetrieveInvoice',
          'it will read an e-invoice PDF or XML back into invoice JSON',
        );
      const answer = await ops.retrieve(request as RetrieveInvoiceRequest, context);
      return retrieveResult(
        output,
        create(output, answer as never) as unknown as RetrieveInvoiceResponse,
      );
    }
    case 'convert': {
      if (!ops.convert)
        notImplemented('ConvertInvoice', 'it will convert an e-invoice into another format');
      const answer = await ops.convert(request as ConvertInvoiceRequest, context);
      return convertResult(
        output,
        create(output, answer as never) as unknown as ConvertInvoiceResponse,
      );
    }
    case 'preview': {
      if (!ops.preview) notImplemented('RenderPreview', 'it will render a PNG of an invoice page');
      const answer = await ops.preview(request as RenderPreviewRequest, context);
      return previewResult(
        output,
        create(output, answer as never) as unknown as RenderPreviewResponse,
      );
    }
  }
}

/** Runs a tool; never throws for failures of the operation (they are tool errors). */
export async function callTool(
  spec: ToolSpec,
  ops: InvoiceOperations,
  args: unknown,
  context: HandlerContext,
  docsUrl: string,
  adapters?: JsonAdapters,
): Promise<ToolResult> {
  try {
    return await run(spec, ops, args, context, adapters);
  } catch (error) {
    return toolError(error, docsUrl);
  }
}
