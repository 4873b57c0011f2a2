/**
 * The MCP tools of StatusService (French lifecycle statuses, CDAR): one per RPC, with input and
 * output schemas from the proto messages as for the invoice tools (tools.ts), decoded exactly as
 * the REST gateway decodes a JSON body (with the same adapters), failures as tool errors carrying
 * the REST error body. Generate returns the CDAR XML as an embedded resource.
 */
import { create, type DescMethod } from '@bufbuild/protobuf';
import type { HandlerContext } from '@connectrpc/connect';
import {
  StatusService,
  type GenerateStatusRequest,
  type GenerateStatusResponse,
  type RetrieveStatusRequest,
  type RetrieveStatusResponse,
  type ValidateStatusRequest,
  type ValidateStatusResponse,
} from '../../gen/einvoice/v1/status_service_pb.js';
import type { StatusServiceOperations } from '../api/status/status-service.js';
import { notImplemented } from '../api/not-implemented.js';
import { messageJsonSchema, type JsonSchema } from '../openapi/proto-json-schema.js';
import { protoComment } from '../openapi/proto-comments.js';
import { decodeJsonRequest } from '../rest/gateway.js';
import { toolError, type JsonAdapters } from './call-tool.js';
import { structured, type ToolContent, type ToolResult } from './results.js';
import type { ToolSpec } from './tools.js';
import { type ListedTool, listed } from './tool-list.js';

/** Which StatusService operation a tool calls. */
export type StatusOperationName = keyof StatusServiceOperations;

/** A status tool as tools/list shows it, with the RPC it wraps. */
export type StatusToolSpec = Omit<ToolSpec, 'operation'> & { operation: StatusOperationName };

const STATUS_GUIDE =
  "A lifecycle status (statut de cycle de vie, AFNOR XP Z12-012) tells the other party and the platforms where a French invoice stands: 200–203 are platform statuses (sender role WK), 204 Prise en charge, 205 Approuvée, 206 Approuvée partiellement, 207 En litige, 208 Suspendue and 210 Refusée are the buyer's (206, 207, 208 and 210 need a reason code), 209 Complétée and 212 Encaissée the seller's (212 needs MEN amounts with their VAT rate), 211 Paiement transmis the buyer's. Call einvoice_status_validate first (free).";

const TOOLS: {
  name: string;
  title: string;
  method: DescMethod;
  operation: StatusOperationName;
  readOnly: boolean;
  hint: string;
  required?: string[];
}[] = [
  {
    name: 'einvoice_status_generate',
    title: 'Generate a lifecycle status (CDAR) for a French invoice',
    method: StatusService.method.generateStatus,
    operation: 'generateStatus',
    readOnly: false,
    hint: `Costs 1 credit of the caller's API key. Returns the CDAR D22B XML as an embedded resource, the meaning of the code and the rule sets that checked it.\n\n${STATUS_GUIDE}`,
    required: ['status'],
  },
  {
    name: 'einvoice_status_validate',
    title: 'Validate lifecycle status data',
    method: StatusService.method.validateStatus,
    operation: 'validateStatus',
    readOnly: true,
    hint: `Free, no API key. Returns whether the status can be generated and every problem as "<json path>: <message>". Takes the same arguments as einvoice_status_generate.\n\n${STATUS_GUIDE}`,
    required: ['status'],
  },
  {
    name: 'einvoice_status_retrieve',
    title: 'Read a lifecycle status (CDAR) back into status data',
    method: StatusService.method.retrieveStatus,
    operation: 'retrieveStatus',
    readOnly: false,
    hint: "Costs 1 credit of the caller's API key when the message is read and passes its rules (otherwise free). Pass the CDAR XML as data_base64. Returns the status in the generate shape, its meaning and the verdict of the CDAR XSD and BR-FR-CDV rules.",
    required: ['data_base64'],
  },
];

let cached: StatusToolSpec[] | undefined;

/** The status tools, built once from the descriptors. */
export function statusToolSpecs(): readonly StatusToolSpec[] {
  return (cached ??= TOOLS.map((t) => {
    const rpc = protoComment(`${t.method.parent.typeName}.${t.method.name}`) ?? t.title;
    const input = messageJsonSchema(t.method.input, { direction: 'request' });
    const output = messageJsonSchema(t.method.output, { direction: 'response' });
    const properties = { ...(output.properties as Record<string, JsonSchema>) };
    if (t.operation === 'generateStatus') delete properties.xml_base64;
    return {
      name: t.name,
      title: t.title,
      description: `${rpc}\n\n${t.hint}`,
      inputSchema: { ...input, required: t.required } as unknown as StatusToolSpec['inputSchema'],
      outputSchema: {
        ...output,
        properties,
        required: ((output.required as string[] | undefined) ?? []).filter((n) => n in properties),
      } as unknown as StatusToolSpec['outputSchema'],
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
  }));
}

/** The tools/list entries of the status tools. */
export function statusToolList(): Pick<StatusToolSpec, keyof ListedTool>[] {
  return statusToolSpecs().map(listed);
}

async function run(
  spec: StatusToolSpec,
  ops: StatusServiceOperations | undefined,
  args: unknown,
  context: HandlerContext,
  adapters?: JsonAdapters,
): Promise<ToolResult> {
  if (!ops) notImplemented(spec.method.name, 'lifecycle statuses are not served here');
  const adapter = adapters?.get(`${spec.method.parent.typeName}.${spec.method.name}`);
  const decoded = adapter?.decodeJson
    ? adapter.decodeJson(args, context.requestHeader, spec.method.input)
    : { request: decodeJsonRequest(spec.method.input, args) };
  if ('response' in decoded)
    return { content: [], structuredContent: structured(spec.method.output, decoded.response) };
  const output = spec.method.output;
  switch (spec.operation) {
    case 'validateStatus': {
      const answer = create(
        output,
        (await ops!.validateStatus(decoded.request as ValidateStatusRequest, context)) as never,
      );
      const amended = (
        decoded.problems?.length && adapter?.amend
          ? adapter.amend(answer, decoded.problems)
          : answer
      ) as ValidateStatusResponse;
      const json = structured(output, amended);
      return {
        content: [
          {
            type: 'text',
            text: amended.valid
              ? 'The status is valid.'
              : `Not valid:\n${amended.errors.join('\n')}`,
          },
          { type: 'text', text: JSON.stringify(json) },
        ],
        structuredContent: json,
      };
    }
    case 'generateStatus': {
      const res = create(
        output,
        (await ops!.generateStatus(decoded.request as GenerateStatusRequest, context)) as never,
      ) as unknown as GenerateStatusResponse;
      const json = structured(output, res, ['xml_base64']);
      const content: ToolContent[] = [
        {
          type: 'text',
          text: `Generated status ${res.statusId}: ${res.meaning?.code} ${res.meaning?.nameFr} / ${res.meaning?.nameEn}, checked by ${res.ruleSets.join(', ')}.`,
        },
        {
          type: 'resource',
          resource: {
            uri: `einvoice://statuses/${res.transactionId}/${encodeURIComponent(res.statusId)}.xml`,
            mimeType: 'application/xml',
            blob: Buffer.from(res.xmlBase64).toString('base64'),
          },
        },
        { type: 'text', text: JSON.stringify(json) },
      ];
      return { content, structuredContent: json };
    }
    case 'retrieveStatus': {
      const res = create(
        output,
        (await ops!.retrieveStatus(decoded.request as RetrieveStatusRequest, context)) as never,
      ) as unknown as RetrieveStatusResponse;
      const json = {
        ...structured(output, res),
        status: res.status ? structured(output, res).status : null,
      };
      const lines = [
        `Read a CDAR status: ${res.valid ? 'valid' : 'not valid'}${res.meaning ? ` (${res.meaning.code} ${res.meaning.nameFr} / ${res.meaning.nameEn})` : ''}.`,
        ...res.errors.map((e) => `Error ${e.code}: ${e.message}`),
        ...res.warnings.map((w) => `Warning ${w.code}: ${w.message}`),
      ];
      return {
        content: [
          { type: 'text', text: lines.join('\n') },
          { type: 'text', text: JSON.stringify(json) },
        ],
        structuredContent: json,
      };
    }
  }
}

/** Runs a status tool; never throws for failures of the operation (they are tool errors). */
export async function callStatusTool(
  spec: StatusToolSpec,
  ops: StatusServiceOperations | undefined,
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
