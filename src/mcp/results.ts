/**
 * Turns operation responses into MCP tool results: documents as embedded resources (base64 blob
 * with their MIME type), previews as image content, and always a short readable summary first,
 * then the response JSON (snake_case, as REST returns it) as structuredContent (the tool's
 * outputSchema) and as text for clients that read only text.
 */
import { toJson, type DescMessage, type Message } from '@bufbuild/protobuf';
import type {
  ConvertInvoiceResponse,
  GenerateInvoiceRequest,
  GenerateInvoiceResponse,
  RenderPreviewResponse,
  RetrieveInvoiceResponse,
  ValidateInvoiceResponse,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { toInvoiceInput } from '../api/invoice-input.js';
import { calculate } from '../domain/calculate.js';
import { retrievePublicJson } from '../rest/adapters/retrieve-adapter.js';
import { dropEmptyMeansAbsent } from '../rest/empty-means-absent.js';
import { BINARY_MEMBERS } from './tools.js';

/** One content block of a tool result (the subset of MCP content types we produce). */
export type ToolContent =
  | { type: 'text'; text: string }
  | { type: 'image'; data: string; mimeType: string }
  | { type: 'resource'; resource: { uri: string; mimeType: string; blob: string } };

/** A tools/call result. */
export interface ToolResult {
  content: ToolContent[];
  isError?: boolean;
  [key: string]: unknown;
}

const JSON_OUT = { useProtoFieldName: true, alwaysEmitImplicit: true } as const;
const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/** The response as REST writes it, without the members carried as content blocks. */
export function structured(
  schema: DescMessage,
  message: Message,
  omit: string[] = [],
): Record<string, unknown> {
  const json = dropEmptyMeansAbsent(
    schema,
    toJson(schema, message, JSON_OUT) as Record<string, unknown>,
  );
  for (const key of omit) delete json[key];
  return json;
}

/** The structured answer, also as a text block (for clients that read only text). */
function jsonText(json: Record<string, unknown>): ToolContent {
  return { type: 'text', text: JSON.stringify(json) };
}

/** BG-22 totals of the request's invoice (BT-109, BT-110, BT-112, BT-115), when they compute. */
function totalsLine(req: GenerateInvoiceRequest): string | undefined {
  if (!req.invoice) return undefined;
  try {
    const calc = calculate(toInvoiceInput(req.invoice));
    const t = calc.totals;
    const c = calc.currency;
    return `Totals: net ${t.taxExclusive.toFixed(2)} ${c} (BT-109), VAT ${t.taxTotal.toFixed(2)} ${c} (BT-110), gross ${t.taxInclusive.toFixed(2)} ${c} (BT-112), due ${t.payable.toFixed(2)} ${c} (BT-115).`;
  } catch {
    return undefined;
  }
}

/** einvoice_generate: the PDF and/or XML as resources, with format, profile, verdict and totals. */
export function generateResult(
  schema: DescMessage,
  req: GenerateInvoiceRequest,
  res: GenerateInvoiceResponse,
): ToolResult {
  const id = res.transactionId || res.transactionHash;
  const lines = [
    `Generated ${res.filename} (format ${res.format?.formatUsed ?? req.format}, profile ${res.format?.profile ?? ''}${res.validation?.version ? `, version ${res.validation.version}` : ''}).`,
    `Validation: ${res.validation?.status ?? 'unknown'}${res.validation?.ruleSets.length ? ` by ${res.validation.ruleSets.join(', ')}` : ''}${res.validation?.warnings.length ? `; ${res.validation.warnings.length} warning(s)` : ''}.`,
  ];
  const totals = totalsLine(req);
  if (totals) lines.push(totals);
  if (id) lines.push(`Transaction id: ${id} (einvoice_preview renders it for 1 minute).`);
  const content: ToolContent[] = [{ type: 'text', text: lines.join('\n') }];
  content.push(...documentResources(id, res));
  const json = structured(schema, res, BINARY_MEMBERS.generate);
  content.push(jsonText(json));
  return { content, structuredContent: json };
}

/** einvoice_validate: verdict, chosen format and the problems. */
export function validateResult(schema: DescMessage, res: ValidateInvoiceResponse): ToolResult {
  const f = res.format;
  const lines = [
    res.valid ? 'Valid.' : `Not valid: ${res.errors.length} problem(s).`,
    `Format: ${f?.formatUsed ?? '?'}, profile ${f?.profile ?? '?'}${f?.formatReason ? ` (${f.formatReason})` : ''}.`,
    ...res.errors.map((e) => `- ${e}`),
    ...(f?.warnings ?? []).map((w) => `Legal ${w.severity}: ${w.code}: ${w.message}`),
  ];
  const json = structured(schema, res);
  return {
    content: [{ type: 'text', text: lines.join('\n') }, jsonText(json)],
    structuredContent: json,
  };
}

/** einvoice_retrieve: what was detected, the verdict, and the invoice JSON; the source XML as a resource. */
export function retrieveResult(schema: DescMessage, res: RetrieveInvoiceResponse): ToolResult {
  const f = res.format;
  const lines = [
    `Read ${f?.detectedFormat ?? 'unknown'} ${f?.profile ?? ''} ${f?.version ?? ''}${f?.hasPdf ? ' (PDF with embedded XML)' : ''}: ${res.valid ? 'valid' : 'not valid'}.`.replace(
      /\s+/g,
      ' ',
    ),
    ...(res.invoice
      ? [
          `Invoice ${res.invoice.number} of ${res.invoice.date}, seller ${res.invoice.seller?.name ?? '?'}, buyer ${res.invoice.buyer?.name ?? '?'}, ${res.invoice.items.length} line(s).`,
        ]
      : []),
    ...res.errors.map((e) => `Error ${e.code}: ${e.message}`),
    ...res.warnings.map((w) => `Warning ${w.code}: ${w.message}`),
  ];
  const json = retrievePublicJson(structured(schema, res), res);
  for (const member of BINARY_MEMBERS.retrieve) delete json[member];
  const content: ToolContent[] = [{ type: 'text', text: lines.join('\n') }, jsonText(json)];
  if (res.sourceXmlBase64.length > 0) {
    content.push({
      type: 'resource',
      resource: {
        uri: `einvoice://retrieved/${res.transactionId}/source.xml`,
        mimeType: 'application/xml',
        blob: base64(res.sourceXmlBase64),
      },
    });
  }
  return { content, structuredContent: json };
}

/** einvoice_convert: the target as resources, both verdicts and every lost term. */
export function convertResult(schema: DescMessage, res: ConvertInvoiceResponse): ToolResult {
  const f = res.source?.format;
  const from = `${f?.detectedFormat ?? 'unknown'} ${f?.profile ?? ''}${f?.hasPdf ? ' (PDF)' : ''}`
    .replace(/\s+/g, ' ')
    .trim();
  const lines = res.converted
    ? [
        `Converted ${from} into ${res.filename} (format ${res.format?.formatUsed ?? '?'}, profile ${res.format?.profile ?? ''}).`,
        `Target validation: ${res.validation?.status ?? 'unknown'}${res.validation?.ruleSets.length ? ` by ${res.validation.ruleSets.join(', ')}` : ''}.`,
        res.lostTerms.length
          ? `Lost ${res.lostTerms.length} value(s) the target cannot carry:`
          : 'No business term lost.',
        ...res.lostTerms.map(
          (l) =>
            `- ${l.businessTerm} at ${l.sourcePath}${l.value ? ` = ${l.value.slice(0, 120)}` : ''}: ${l.reason}`,
        ),
      ]
    : [
        `Not converted: the source (${from}) could not be read or fails its official rules.`,
        ...(res.source?.errors ?? []).map((e) => `Error ${e.code}: ${e.message}`),
      ];
  const content: ToolContent[] = [{ type: 'text', text: lines.join('\n') }];
  const id = res.transactionId;
  content.push(...documentResources(id, res));
  const json = structured(schema, res, BINARY_MEMBERS.convert);
  content.push(jsonText(json));
  return { content, structuredContent: json };
}

/** Any other response: its JSON only. */
export function jsonOnly(schema: DescMessage, res: Message): ToolResult {
  const json = structured(schema, res);
  return { content: [jsonText(json)], structuredContent: json };
}

/** einvoice_preview: the PNG as image content. */
export function previewResult(schema: DescMessage, res: RenderPreviewResponse): ToolResult {
  const image = res.image;
  return {
    structuredContent: structured(schema, res, BINARY_MEMBERS.preview),
    content: [
      {
        type: 'text',
        text: `Page preview ${res.width}x${res.height} px of ${res.pageCount} page(s), transaction ${res.transactionId} (${res.source}).`,
      },
      {
        type: 'image',
        data: base64(image?.data ?? new Uint8Array()),
        mimeType: image?.contentType || 'image/png',
      },
    ],
  };
}

/** The PDF and the XML of a generate or convert answer, as embedded resources named by transaction. */
function documentResources(
  id: string,
  res: { pdfBase64: Uint8Array; xmlBase64: Uint8Array; filename: string; xmlFilename: string },
): ToolContent[] {
  const resources: ToolContent[] = [];
  if (res.pdfBase64.length > 0)
    resources.push({
      type: 'resource',
      resource: {
        uri: `einvoice://documents/${id}/${res.filename}`,
        mimeType: 'application/pdf',
        blob: base64(res.pdfBase64),
      },
    });
  if (res.xmlBase64.length > 0)
    resources.push({
      type: 'resource',
      resource: {
        uri: `einvoice://documents/${id}/${res.xmlFilename || res.filename}`,
        mimeType: 'application/xml',
        blob: base64(res.xmlBase64),
      },
    });
  return resources;
}
