/**
 * The MCP tools: one per InvoiceService RPC, named with the brand prefix. Each tool's input
 * schema is the JSON Schema of the RPC's request message (src/openapi/proto-json-schema.ts), so
 * the proto stays the one source of truth; descriptions come from the proto comments.
 */
import type { DescMethod } from '@bufbuild/protobuf';
import { InvoiceService } from '../../gen/einvoice/v1/invoice_service_pb.js';
import type { InvoiceOperations } from '../api/invoice-service.js';
import { messageJsonSchema, type JsonSchema } from '../openapi/proto-json-schema.js';
import { protoComment } from '../openapi/proto-comments.js';

/** Which operation a tool calls. */
export type OperationName = keyof InvoiceOperations;

/** One tool as tools/list shows it, with the RPC it wraps. */
export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema & { type: 'object' };
  annotations: { readOnlyHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
  method: DescMethod;
  operation: OperationName;
}

const TOOLS: { name: string; title: string; method: DescMethod; operation: OperationName; readOnly: boolean; hint: string }[] = [
  {
    name: 'einvoice_generate',
    title: 'Generate an e-invoice',
    method: InvoiceService.method.generateInvoice,
    operation: 'generate',
    readOnly: false,
    hint: 'Returns the PDF and/or XML as embedded resources and a summary. Without an API key the output is a watermarked sandbox document.',
  },
  {
    name: 'einvoice_validate',
    title: 'Validate invoice data',
    method: InvoiceService.method.validateInvoice,
    operation: 'validate',
    readOnly: true,
    hint: 'Returns whether the data is valid, the format that generate would choose, every problem with its JSON path, and country legal warnings.',
  },
  {
    name: 'einvoice_retrieve',
    title: 'Read an e-invoice back into invoice data',
    method: InvoiceService.method.retrieveInvoice,
    operation: 'retrieve',
    readOnly: true,
    hint: 'Pass the PDF or XML as data_base64. Returns the invoice in the generate shape (JSON) and the verdict of the official rules.',
  },
  {
    name: 'einvoice_preview',
    title: 'Render a PNG preview of an invoice page',
    method: InvoiceService.method.renderPreview,
    operation: 'preview',
    readOnly: true,
    hint: 'Pass the transaction_id of a generate result of the last minute, or invoice data. Returns the page as a PNG image.',
  },
];

function buildSpecs(): ToolSpec[] {
  return TOOLS.map((t) => {
    const rpc = protoComment(`${t.method.parent.typeName}.${t.method.name}`) ?? t.title;
    const schema = messageJsonSchema(t.method.input, { direction: 'request' });
    return {
      name: t.name,
      title: t.title,
      description: `${rpc}\n\n${t.hint}`,
      inputSchema: schema as ToolSpec['inputSchema'],
      annotations: { readOnlyHint: t.readOnly, idempotentHint: t.readOnly, openWorldHint: false },
      method: t.method,
      operation: t.operation,
    };
  });
}

let cached: ToolSpec[] | undefined;

/** The tools, built once from the descriptors. */
export function toolSpecs(): readonly ToolSpec[] {
  return (cached ??= buildSpecs());
}

/** The tools/list entries (without the internal fields). */
export function toolList(): { name: string; title: string; description: string; inputSchema: ToolSpec['inputSchema']; annotations: ToolSpec['annotations'] }[] {
  return toolSpecs().map(({ name, title, description, inputSchema, annotations }) => ({ name, title, description, inputSchema, annotations }));
}
