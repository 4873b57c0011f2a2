/**
 * One hostile generate request sent over every transport of the running service (REST, Connect,
 * gRPC over h2c, MCP), each answer reduced to what the hardening tests compare: whether it was a
 * field-check refusal and which JSON paths and codes it named.
 */
import { fromJson } from '@bufbuild/protobuf';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { createConnectTransport, createGrpcTransport } from '@connectrpc/connect-node';
import {
  GenerateInvoiceRequestSchema,
  InvoiceService,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { BadRequestSchema, ErrorInfoSchema } from '../../gen/google/rpc/error_details_pb.js';
import { DEMO_KEY, postJson, withDemoKey } from '../helpers/server.js';

/** A refusal as every transport reports it. */
export interface Refusal {
  transport: string;
  /** validation_failed (REST, MCP) or the ErrorInfo reason (Connect, gRPC), lowercased. */
  error: string;
  /** The JSON paths named, in order. */
  paths: string[];
  /** REST and MCP: the codes of the details, in the same order. */
  codes: string[];
}

async function viaRest(baseUrl: string, body: unknown): Promise<Refusal> {
  const res = await postJson(baseUrl, '/v1/generate', body, withDemoKey());
  if (res.status !== 400)
    return { transport: `rest ${res.status}`, error: res.text.slice(0, 200), paths: [], codes: [] };
  return {
    transport: 'rest',
    error: res.json.error,
    paths: res.json.details.map((d: any) => d.path),
    codes: res.json.details.map((d: any) => d.code),
  };
}

async function viaClient(
  baseUrl: string,
  body: unknown,
  transport: 'connect' | 'grpc',
): Promise<Refusal> {
  const t =
    transport === 'connect'
      ? createConnectTransport({ baseUrl, httpVersion: '1.1' })
      : createGrpcTransport({ baseUrl });
  const client = createClient(InvoiceService, t);
  try {
    await client.generateInvoice(fromJson(GenerateInvoiceRequestSchema, body as never), {
      headers: { 'x-api-key': DEMO_KEY },
    });
    return { transport: `${transport} ok`, error: '', paths: [], codes: [] };
  } catch (e) {
    const error = ConnectError.from(e);
    if (error.code !== Code.InvalidArgument)
      return {
        transport: `${transport} ${Code[error.code]}`,
        error: error.message,
        paths: [],
        codes: [],
      };
    const violations = error.findDetails(BadRequestSchema)[0]?.fieldViolations ?? [];
    return {
      transport,
      error: (error.findDetails(ErrorInfoSchema)[0]?.reason ?? '').toLowerCase(),
      paths: violations.map((v) => v.field),
      codes: [],
    };
  }
}

async function viaMcp(baseUrl: string, body: unknown): Promise<Refusal> {
  const res = await fetch(`${baseUrl}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'x-api-key': DEMO_KEY,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'einvoice_generate', arguments: body },
    }),
  });
  const result = ((await res.json()) as any).result;
  if (!result?.isError) return { transport: 'mcp ok', error: '', paths: [], codes: [] };
  const answer = JSON.parse(result.content.at(-1).text);
  return {
    transport: 'mcp',
    error: answer.error,
    paths: (answer.details ?? []).map((d: any) => d.path),
    codes: (answer.details ?? []).map((d: any) => d.code),
  };
}

/** The same generate request over REST, Connect, gRPC and MCP. */
export async function generateEverywhere(baseUrl: string, body: unknown): Promise<Refusal[]> {
  return [
    await viaRest(baseUrl, body),
    await viaClient(baseUrl, body, 'connect'),
    await viaClient(baseUrl, body, 'grpc'),
    await viaMcp(baseUrl, body),
  ];
}
