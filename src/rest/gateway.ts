/**
 * The /v1 REST gateway: routes from the google.api.http annotations, snake_case JSON in and out
 * (lowerCamelCase accepted), and every failure as a JSON body with `error` and `message` —
 * never an HTML page, never a 500 for bad input. It calls the same implementations as gRPC and
 * Connect, in-process.
 */
import { create, fromJson, toJson, type DescMessage, type Message } from '@bufbuild/protobuf';
import { createHandlerContext, type ContextValues, type HandlerContext } from '@connectrpc/connect';
import { apiError, type FieldProblem } from '../errors/api-error.js';
import { checkJsonShape } from './json-shape.js';
import { settleOneofs } from './json-oneof.js';
import { applyQuery, applyPathValues } from './request-binding.js';
import { queryParametersOf } from './query-parameters.js';
import { sendRestError } from './error-response.js';
import { isNotModified, sendNotModified } from './conditional-get.js';
import { dropEmptyMeansAbsent } from './empty-means-absent.js';
import {
  BodyTooLargeError,
  mediaType,
  readBody,
  RequestAbortedError,
  requestHeaders,
  send,
  sendJson,
  type NodeRequest,
  type NodeResponse,
} from './http-io.js';
import { matchRoute, type Route } from './route-table.js';
import { jsonBody } from './json-body.js';
import { decodeUtf8 } from '../text/utf8-text.js';
import {
  CorruptEncodingError,
  decodeContentEncoding,
  UnsupportedEncodingError,
} from './content-encoding.js';

/** A unary implementation, as registered with the Connect router. */
export type UnaryHandler = (
  request: Message,
  context: HandlerContext,
) => Promise<unknown> | unknown;

/**
 * What an adapter makes of a body: the request (with the problems found while decoding it, which
 * the adapter's `amend` reports in the answer), or a finished response (e.g. retrieve's INVALID_BASE64).
 */
export type Decoded = { request: Message; problems?: FieldProblem[] } | { response: Message };

/** Per-method REST behaviour beyond plain JSON (e.g. retrieve's multipart and raw bodies). */
export interface RestAdapter {
  /** Decodes a JSON body itself (instead of the generic decoding). */
  decodeJson?(json: unknown, headers: Headers, schema: DescMessage): Decoded;
  /** Decodes a body of another media type; undefined when the media type is not accepted. */
  decodeBody?(
    body: Buffer,
    media: string,
    headers: Headers,
    schema: DescMessage,
  ): Promise<Decoded | undefined>;
  /** The HTTP status for a successful response (default 200). */
  statusOf?(response: Message): number;
  /** Adds the problems found while decoding to the operation's answer (validate's valid: false). */
  amend?(response: Message, problems: FieldProblem[]): Message;
  /** Adjusts the JSON body where the public API departs from protobuf JSON (retrieve's "invoice": null). */
  finishJson?(json: Record<string, unknown>, response: Message): Record<string, unknown>;
}

/** What the gateway needs. */
export interface GatewayOptions {
  routes: readonly Route[];
  /** Implementation by method (full name, e.g. einvoice.v1.InvoiceService.ValidateInvoice). */
  handlers: ReadonlyMap<string, UnaryHandler>;
  adapters?: ReadonlyMap<string, RestAdapter>;
  bodyLimitBytes: number;
  docsUrl: string;
  /** Values each handler context starts with (the client address), as the RPC side gets them. */
  contextValues?: (req: NodeRequest) => ContextValues;
}

const JSON_OUT = { useProtoFieldName: true, alwaysEmitImplicit: true } as const;

function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

/** Parses a JSON body, or throws MALFORMED_JSON naming where it broke. */
export function parseJsonBody(body: Buffer): unknown {
  let text: string;
  try {
    text = decodeUtf8(body);
  } catch (error) {
    throw apiError('MALFORMED_JSON', `malformed JSON: ${(error as Error).message}`);
  }
  if (text.trim() === '')
    throw apiError('MALFORMED_JSON', 'request body is empty; expected a JSON object');
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const where = at ? ` at ${lineAndColumn(text, Number(at[1]))} (byte ${at[1]})` : '';
    throw apiError('MALFORMED_JSON', `malformed JSON${where}: ${message}`);
  }
}

/** Decodes a JSON value into a request message, with the public paths in any error. */
export function decodeJsonRequest(schema: DescMessage, json: unknown): Message {
  const shape = checkJsonShape(schema, json);
  if (shape) throw apiError('INVALID_REQUEST', `${shape.path}: ${shape.message}`, [shape]);
  const settled = settleOneofs(schema, json as Record<string, unknown>);
  if ('problem' in settled) throw apiError('INVALID_REQUEST', settled.message, [settled.problem]);
  try {
    return fromJson(schema, settled.json as never, { ignoreUnknownFields: false });
  } catch (error) {
    throw apiError('INVALID_REQUEST', `invalid request: ${(error as Error).message}`);
  }
}

async function decodeRequest(
  route: Route,
  req: NodeRequest,
  headers: Headers,
  options: GatewayOptions,
  adapter: RestAdapter | undefined,
): Promise<Decoded> {
  const schema = route.method.input;
  if (!route.body) return { request: create(schema) };
  const media = mediaType(req.headers['content-type']);
  const body = await decodeContentEncoding(
    await readBody(req, options.bodyLimitBytes),
    req.headers['content-encoding'],
    options.bodyLimitBytes,
  );
  if (
    media === 'application/json' ||
    (media.endsWith('+json') && media.startsWith('application/'))
  ) {
    const json = parseJsonBody(body);
    return adapter?.decodeJson
      ? adapter.decodeJson(json, headers, schema)
      : { request: decodeJsonRequest(schema, json) };
  }
  const adapted = await adapter?.decodeBody?.(body, media, headers, schema);
  if (adapted) return adapted;
  throw apiError(
    'UNSUPPORTED_MEDIA_TYPE',
    media
      ? `Content-Type ${media} is not accepted here; send application/json`
      : 'Content-Type is missing; send application/json',
  );
}

function writeResponse(
  req: NodeRequest,
  res: NodeResponse,
  route: Route,
  response: Message,
  context: HandlerContext | undefined,
  adapter: RestAdapter | undefined,
): void {
  const headers: Record<string, string> = {};
  context?.responseHeader.forEach((value, name) => {
    headers[name] = value;
  });
  const status = adapter?.statusOf?.(response) ?? 200;
  if (route.responseBody) {
    const field = route.method.output.fields.find((f) => f.name === route.responseBody);
    const value = field
      ? (response as unknown as Record<string, unknown>)[field.localName]
      : undefined;
    if (field?.fieldKind === 'message' && field.message.typeName === 'google.api.HttpBody') {
      const body = value as { contentType: string; data: Uint8Array } | undefined;
      if (status === 200 && isNotModified(req.method, req.headers['if-none-match'], headers.etag)) {
        sendNotModified(res, headers);
        return;
      }
      send(
        res,
        status,
        { ...headers, 'content-type': body?.contentType || 'application/octet-stream' },
        body?.data ?? new Uint8Array(),
      );
      return;
    }
  }
  // "" where it means "not given" is left out (empty-means-absent.ts), then the adapter reshapes.
  const output = route.method.output;
  const finish = (json: Record<string, unknown>) => {
    dropEmptyMeansAbsent(output, json);
    return adapter?.finishJson ? adapter.finishJson(json, response) : json;
  };
  send(
    res,
    status,
    { 'content-type': 'application/json; charset=utf-8', ...headers },
    jsonBody(output, response, JSON_OUT, finish),
  );
}

/** Creates the request handler for everything under the REST routes. */
export function createRestGateway(
  options: GatewayOptions,
): (req: NodeRequest, res: NodeResponse) => Promise<void> {
  return async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = matchRoute(options.routes, req.method ?? 'GET', url.pathname);
      if (match.kind === 'not-found')
        throw apiError('ROUTE_NOT_FOUND', `no route for ${req.method} ${url.pathname}`);
      if (match.kind === 'method-not-allowed') {
        const allow = [...new Set(match.allowed)].join(', ');
        throw apiError(
          'METHOD_NOT_ALLOWED',
          `${req.method} is not allowed on ${url.pathname}; use ${allow}`,
          [],
          undefined,
          { allow },
        );
      }
      const { route, pathValues } = match;
      const fullName = `${route.method.parent.typeName}.${route.method.name}`;
      const handler = options.handlers.get(fullName);
      if (!handler) throw apiError('NOT_IMPLEMENTED', `${route.method.name} is not available`);
      const headers = requestHeaders(req);
      const adapter = options.adapters?.get(fullName);
      const decoded = await decodeRequest(route, req, headers, options, adapter);
      if ('response' in decoded) {
        writeResponse(req, res, route, decoded.response, undefined, adapter);
        return;
      }
      const request = decoded.request;
      applyPathValues(route.method.input, request, pathValues);
      if (route.httpMethod === 'GET')
        applyQuery(route.method.input, request, url.searchParams, queryParametersOf(fullName));
      // Aborted when the response closes before this gateway answered it: the client hung up,
      // or a shutdown answered 503 in its place. The operation then charges nothing (guard.ts).
      // Only then: an abort builds a DOMException, which a request answered normally never pays.
      const context = createHandlerContext({
        service: route.service,
        method: route.method,
        protocolName: 'rest',
        requestMethod: req.method ?? 'GET',
        url: url.toString(),
        requestHeader: headers,
        contextValues: options.contextValues?.(req),
      });
      let answered = false;
      res.once('close', () => answered || context.abort());
      let answer: unknown;
      try {
        answer = await handler(request, context);
      } finally {
        answered = true;
      }
      let response = create(route.method.output, answer as never) as Message;
      if (decoded.problems?.length && adapter?.amend)
        response = adapter.amend(response, decoded.problems);
      writeResponse(req, res, route, response, context, adapter);
    } catch (error) {
      // The client closed the request mid-body: nobody to answer, nothing to report.
      if (error instanceof RequestAbortedError) return;
      if (error instanceof BodyTooLargeError) {
        sendRestError(res, options.docsUrl, apiError('BODY_TOO_LARGE', error.message));
        return;
      }
      if (error instanceof UnsupportedEncodingError) {
        sendRestError(res, options.docsUrl, apiError('UNSUPPORTED_MEDIA_TYPE', error.message));
        return;
      }
      if (error instanceof CorruptEncodingError) {
        sendRestError(res, options.docsUrl, apiError('INVALID_REQUEST', error.message));
        return;
      }
      sendRestError(res, options.docsUrl, error);
    }
  };
}
