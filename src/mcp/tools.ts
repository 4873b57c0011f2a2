/**
 * The MCP tools: one per InvoiceService RPC, named with the brand prefix. Each tool's input
 * schema is the JSON Schema of the RPC's request message (src/openapi/proto-json-schema.ts, which
 * also turns preview's required oneof into transaction_id or invoice), with what the RPC requires
 * beyond it (retrieve's data); its output schema is the response message as the tool's
 * structuredContent carries it (documents and images travel as content blocks instead). Descriptions come from the proto comments plus what
 * an agent needs to choose: the format, the cost, the key.
 */
import type { DescMethod } from '@bufbuild/protobuf';
import { InvoiceService } from '../../gen/einvoice/v1/invoice_service_pb.js';
import type { InvoiceOperations } from '../api/invoice-service.js';
import { messageJsonSchema, type JsonSchema } from '../openapi/proto-json-schema.js';
import { protoComment } from '../openapi/proto-comments.js';
import { type ListedTool, listed } from './tool-list.js';

/** Which operation a tool calls. */
export type OperationName = keyof InvoiceOperations;

/** MCP tool annotations (hints for clients; the protocol's names). */
export interface ToolAnnotations {
  title: string;
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/** One tool as tools/list shows it, with the RPC it wraps. */
export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema & { type: 'object' };
  outputSchema: JsonSchema & { type: 'object' };
  annotations: ToolAnnotations;
  method: DescMethod;
  operation: OperationName;
}

/** Response members that travel as content blocks (resources, images), not in structuredContent. */
export const BINARY_MEMBERS: Record<OperationName, string[]> = {
  generate: ['pdf_base64', 'xml_base64'],
  validate: [],
  retrieve: ['source_xml_base64'],
  preview: ['image'],
  convert: ['pdf_base64', 'xml_base64'],
};

const FORMAT_GUIDE = [
  'Which format: leave `format` as auto unless the buyer asked for one; auto picks from the data (Italian buyer with SDI data or seller and buyer in IT → fatturapa; leitweg_id → xrechnung; both parties with peppol_id → peppol; seller in FR → facturx; otherwise zugferd).',
  'zugferd / facturx: a PDF/A-3 people can read with the EN 16931 XML inside, the usual choice between companies in DE / FR and most of the EU.',
  'xrechnung: German public-sector buyers (needs invoice.leitweg_id; buyer_reference recommended).',
  'peppol: delivery over the Peppol network (needs seller and buyer peppol_id and buyer_reference; country_profile for SG, AU, NZ, MY, AE, JP).',
  'fatturapa: Italy through SDI (needs tipo_documento, codice_fiscale of both parties, and codice_destinatario or pec of the buyer).',
  "ksef: Poland's national KSeF structure FA(3), not EN 16931 and never chosen by auto (needs the seller's Polish NIP as vat_id PL… and rates FA(3) has; fields FA(3) has no place for are refused). With invoice.ksef_number (the number KSeF assigned) the answer adds the visualisation PDF with its verification QR code.",
  "ubl or cii: XML only, when the receiver's system asks for that syntax. pdf: a plain PDF with no e-invoice data.",
  'Call einvoice_validate first (free): it names the format auto would choose and every problem.',
].join('\n');

const TOOLS: {
  name: string;
  title: string;
  method: DescMethod;
  operation: OperationName;
  readOnly: boolean;
  hint: string;
}[] = [
  {
    name: 'einvoice_generate',
    title: 'Generate an e-invoice',
    method: InvoiceService.method.generateInvoice,
    operation: 'generate',
    readOnly: false,
    hint: `Costs 1 credit of the caller's API key (a sandbox key gives watermarked documents). Returns the PDF and/or XML as embedded resources, a summary, and the answer as structured content.\n\n${FORMAT_GUIDE}`,
  },
  {
    name: 'einvoice_validate',
    title: 'Validate invoice data',
    method: InvoiceService.method.validateInvoice,
    operation: 'validate',
    readOnly: true,
    hint: 'Free, no API key. Returns whether the data is valid, the format that generate would choose and why, every problem as "<json path>: <message>", and country legal warnings. Takes the same arguments as einvoice_generate.',
  },
  {
    name: 'einvoice_retrieve',
    title: 'Read an e-invoice back into invoice data',
    method: InvoiceService.method.retrieveInvoice,
    operation: 'retrieve',
    readOnly: false,
    hint: "Costs 1 credit of the caller's API key when the document is read (a document that cannot be read is free). Pass the PDF or XML file (or a signed .p7m of one) as data_base64. Returns the invoice in the generate shape (ready for einvoice_generate in another format) and the verdict of the official rules; invoice is null when the file could not be read.",
  },
  {
    name: 'einvoice_convert',
    title: 'Convert an e-invoice into another format',
    method: InvoiceService.method.convertInvoice,
    operation: 'convert',
    readOnly: false,
    hint: "Costs 1 credit of the caller's API key when a document is produced (a source that cannot be read is free). Pass the PDF or XML file (or a signed .p7m of one) as data_base64 and the target as format (with profile, country_profile or syntax as for einvoice_generate). Returns the target PDF and/or XML as embedded resources, the source's and the target's verdicts, and lost_terms: every business term of the source the target cannot carry or states otherwise (business_term, source_path, value, reason). With strict true the conversion is refused when anything would be lost; gross_price_per_net_base_quantity true restates a gross price per the net price's base quantity where the target (UBL) has one base quantity, each restated value listed.",
  },
  {
    name: 'einvoice_preview',
    title: 'Render a PNG preview of an invoice page',
    method: InvoiceService.method.renderPreview,
    operation: 'preview',
    readOnly: false,
    hint: 'Pass either transaction_id (of an einvoice_generate result of the last minute: free, no key) or invoice data with the generate arguments (costs 1 credit of the API key). Returns the page as a PNG image.',
  },
];

/** The input schema with what each RPC requires beyond its protovalidate rules (preview's oneof is one of them). */
function inputSchemaOf(operation: OperationName, schema: JsonSchema): JsonSchema {
  if (operation === 'retrieve') return { ...schema, required: ['data_base64'] };
  if (operation === 'convert') return { ...schema, required: ['data_base64', 'format'] };
  return schema;
}

/** The output schema: the response message without the members carried as content blocks. */
function outputSchemaOf(operation: OperationName, method: DescMethod): JsonSchema {
  const schema = messageJsonSchema(method.output, { direction: 'response' });
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const member of BINARY_MEMBERS[operation]) delete properties[member];
  const required = ((schema.required as string[] | undefined) ?? []).filter(
    (name) => name in properties,
  );
  if (operation === 'retrieve') {
    // As on REST: the invoice is always there, null when nothing could be read.
    properties.invoice = {
      anyOf: [properties.invoice!, { type: 'null' }],
      description: (properties.invoice as JsonSchema).description,
    };
    required.push('invoice');
  }
  return { ...schema, properties, required };
}

function buildSpecs(): ToolSpec[] {
  return TOOLS.map((t) => {
    const rpc = protoComment(`${t.method.parent.typeName}.${t.method.name}`) ?? t.title;
    return {
      name: t.name,
      title: t.title,
      description: `${rpc}\n\n${t.hint}`,
      inputSchema: inputSchemaOf(
        t.operation,
        messageJsonSchema(t.method.input, { direction: 'request' }),
      ) as ToolSpec['inputSchema'],
      outputSchema: outputSchemaOf(t.operation, t.method) as ToolSpec['outputSchema'],
      // Generate, retrieve and preview spend credits: they change the account, and a repeated
      // call spends again. None deletes anything; none reaches beyond this service.
      annotations: {
        title: t.title,
        readOnlyHint: t.readOnly,
        destructiveHint: false,
        idempotentHint: t.readOnly,
        openWorldHint: false,
      },
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
export function toolList(): Pick<ToolSpec, keyof ListedTool>[] {
  return toolSpecs().map(listed);
}
