/**
 * A direct path for the calls gRPC clients make: unary methods over HTTP/2 with binary protobuf
 * and no compression. connect-node serves them through a pipeline of async iterables built for
 * streams (transpiled async generators, several abort signals and a DOMException per call), which
 * cost about as much CPU as a whole validate; here a call is read, decoded, run through the same
 * interceptors and implementation, and answered without it. The wire is connect's to the byte:
 * the same content type, headers from the handler context, the message envelope, and trailers
 * with grpc-status, grpc-message and grpc-status-details-bin written by connect's own
 * `setTrailerStatus`; the errors are connect's, with its wording (a request that is not valid
 * protobuf is INVALID_ARGUMENT, as request-decode-errors.ts makes connect-node answer it). Everything else (gRPC-Web,
 * Connect, gRPC with JSON or compression, streaming, unknown paths) goes to `next`, connect-node.
 */
import {
  create,
  fromBinary,
  isMessage,
  toBinary,
  type DescMessage,
  type DescMethod,
  type DescService,
  type Message,
} from '@bufbuild/protobuf';
import {
  Code,
  ConnectError,
  createHandlerContext,
  type ContextValues,
  type HandlerContext,
  type Interceptor,
  type UnaryRequest,
  type UnaryResponse,
} from '@connectrpc/connect';
import { grpcStatusOk, parseTimeout, setTrailerStatus } from '@connectrpc/connect/protocol-grpc';
import type { Http2ServerResponse } from 'node:http2';
import { requestHeaders, type NodeRequest } from '../rest/http-io.js';
import type { NodeHandler } from '../observability/index.js';
import { malformedRequest } from './request-decode-errors.js';

/** What the direct path serves, as connect-node is configured. */
export interface GrpcUnaryOptions {
  services: readonly { desc: DescService; impl: Record<string, unknown> }[];
  interceptors: readonly Interceptor[];
  /** The largest message accepted (RESOURCE_EXHAUSTED beyond, from the envelope's length). */
  readMaxBytes: number;
  shutdownSignal: AbortSignal;
  contextValues?: (req: NodeRequest) => ContextValues;
}

type Implementation = (request: Message, context: HandlerContext) => unknown;

interface UnaryMethod {
  service: DescService;
  method: DescMethod & { methodKind: 'unary' };
  /** The implementation with the interceptors around it. */
  call: (request: UnaryRequest, context: HandlerContext) => Promise<UnaryResponse>;
}

/** The only content types served here (connect answers both as application/grpc+proto). */
const BINARY_GRPC = new Set(['application/grpc', 'application/grpc+proto']);
const RESPONSE_CONTENT_TYPE = 'application/grpc+proto';
const COMPRESSED_FLAG = 0b1;
const HEADER_BYTES = 5;
/** The reason the call's signal is aborted with once it is answered (it releases the deadline timer and the shutdown listener). */
const ANSWERED = new ConnectError('the call was answered', Code.Canceled);
const CANCELLED = new ConnectError('the client cancelled the call', Code.Canceled);

function unaryMethods(options: GrpcUnaryOptions): Map<string, UnaryMethod> {
  const methods = new Map<string, UnaryMethod>();
  for (const { desc, impl } of options.services) {
    for (const method of desc.methods) {
      const implementation = impl[method.localName] as Implementation | undefined;
      if (method.methodKind !== 'unary' || typeof implementation !== 'function') continue;
      const output: DescMessage = method.output;
      // Innermost: the implementation; its answer normalised to a message as connect does.
      const invoke =
        (context: HandlerContext) =>
        async (req: UnaryRequest): Promise<UnaryResponse> => {
          const answer = await implementation.call(impl, req.message as Message, context);
          const message = isMessage(answer, output) ? answer : create(output, answer as never);
          return {
            stream: false,
            service: desc,
            method: method as never,
            header: context.responseHeader,
            trailer: context.responseTrailer,
            message,
          } as UnaryResponse;
        };
      // The interceptors wrap it in connect's order: the first listed is the outermost.
      const call = (request: UnaryRequest, context: HandlerContext) => {
        let next = invoke(context) as (req: UnaryRequest) => Promise<UnaryResponse>;
        for (let i = options.interceptors.length - 1; i >= 0; i--)
          next = options.interceptors[i]!(next as never) as typeof next;
        return next(request);
      };
      methods.set(`/${desc.typeName}/${method.name}`, {
        service: desc,
        method: method as UnaryMethod['method'],
        call,
      });
    }
  }
  return methods;
}

/** Whether the direct path serves this request (else connect-node does). */
function served(req: NodeRequest): boolean {
  return (
    req.httpVersionMajor === 2 &&
    req.method === 'POST' &&
    BINARY_GRPC.has(req.headers['content-type'] ?? '') &&
    req.headers['grpc-encoding'] === undefined
  );
}

function nodeHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

/**
 * Reads the request's one enveloped message, with connect's checks in connect's order: a declared
 * length over the limit, a compressed message (no compression was negotiated), a second message,
 * bytes left over, no message at all.
 */
function readSingleMessage(req: NodeRequest, readMaxBytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let buffered = 0;
    let message: Uint8Array | undefined;
    const fail = (error: ConnectError) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      reject(error);
    };
    const take = (bytes: number): Buffer => {
      const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, buffered);
      chunks.length = 0;
      if (all.length > bytes) chunks.push(all.subarray(bytes));
      buffered = all.length - bytes;
      return all.subarray(0, bytes);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      buffered += chunk.length;
      while (buffered >= HEADER_BYTES) {
        const head =
          chunks[0]!.length >= HEADER_BYTES ? chunks[0]! : Buffer.concat(chunks, buffered);
        const length = head.readUInt32BE(1);
        if (length > readMaxBytes)
          return fail(
            new ConnectError(
              `message size ${length} is larger than configured readMaxBytes ${readMaxBytes}`,
              Code.ResourceExhausted,
            ),
          );
        if (buffered < HEADER_BYTES + length) return;
        const envelope = take(HEADER_BYTES + length);
        if (envelope[0]! & COMPRESSED_FLAG)
          return fail(
            new ConnectError(
              'received compressed envelope, but do not know how to decompress',
              Code.Internal,
            ),
          );
        if (message)
          return fail(
            new ConnectError(
              'protocol error: received extra input message for unary method',
              Code.Unimplemented,
            ),
          );
        message = envelope.subarray(HEADER_BYTES);
      }
    };
    const onEnd = () => {
      req.off('close', onClose);
      if (buffered > 0)
        reject(new ConnectError('protocol error: incomplete envelope', Code.InvalidArgument));
      else if (!message)
        reject(
          new ConnectError(
            'protocol error: missing input message for unary method',
            Code.Unimplemented,
          ),
        );
      else resolve(message);
    };
    // A client that goes away mid-message (or a stream reset for being too slow) ends the read.
    const onClose = () => fail(CANCELLED);
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('close', onClose);
  });
}

function envelope(message: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(HEADER_BYTES + message.length);
  out[0] = 0;
  out.writeUInt32BE(message.length, 1);
  out.set(message, HEADER_BYTES);
  return out;
}

async function serve(
  unary: UnaryMethod,
  req: NodeRequest,
  res: Http2ServerResponse,
  options: GrpcUnaryOptions,
): Promise<void> {
  const timeout = parseTimeout(
    (req.headers['grpc-timeout'] as string | undefined) ?? null,
    Number.MAX_SAFE_INTEGER,
  );
  const context = createHandlerContext({
    service: unary.service,
    method: unary.method,
    protocolName: 'grpc',
    requestMethod: 'POST',
    url: `http://${req.headers[':authority'] ?? req.headers.host ?? 'localhost'}${req.url}`,
    timeoutMs: timeout.timeoutMs,
    shutdownSignal: options.shutdownSignal,
    requestHeader: requestHeaders(req),
    responseHeader: { 'content-type': RESPONSE_CONTENT_TYPE },
    responseTrailer: { 'grpc-status': grpcStatusOk },
    contextValues: options.contextValues?.(req),
  });
  // The call's signal is aborted when the client goes away before the answer (connect-node
  // aborts on every close, building a DOMException each time).
  let answered = false;
  req.once('close', () => answered || context.abort(CANCELLED));
  let body: Buffer | undefined;
  try {
    if (timeout.error) throw timeout.error;
    const bytes = await readSingleMessage(req, options.readMaxBytes);
    let request: Message;
    try {
      request = fromBinary(unary.method.input, bytes);
    } catch (error) {
      throw malformedRequest(error);
    }
    const response = await unary.call(
      {
        stream: false,
        service: unary.service,
        method: unary.method,
        requestMethod: 'POST',
        url: context.url,
        signal: context.signal,
        header: context.requestHeader,
        contextValues: context.values,
        message: request,
      } as UnaryRequest,
      context,
    );
    copyInto(response.header, context.responseHeader);
    copyInto(response.trailer, context.responseTrailer);
    body = envelope(toBinary(unary.method.output, response.message as Message));
  } catch (error) {
    setTrailerStatus(
      context.responseTrailer,
      error instanceof ConnectError
        ? error
        : new ConnectError('internal error', Code.Internal, undefined, undefined, error),
    );
  } finally {
    answered = true;
    context.abort(ANSWERED);
  }
  if (res.stream.destroyed) return;
  res.writeHead(200, nodeHeaders(context.responseHeader));
  res.addTrailers(nodeHeaders(context.responseTrailer));
  if (body) res.end(body);
  else res.end();
}

function copyInto(from: Headers, to: Headers): void {
  if (from !== to) from.forEach((value, name) => to.set(name, value));
}

/** The request handler: binary unary gRPC here, everything else to `next`. */
export function grpcUnaryFastPath(options: GrpcUnaryOptions, next: NodeHandler): NodeHandler {
  const methods = unaryMethods(options);
  return (req, res) => {
    const unary = served(req) ? methods.get(req.url ?? '') : undefined;
    if (!unary) return next(req, res);
    const http2 = res as Http2ServerResponse; // served() admits HTTP/2 only
    serve(unary, req, http2, options).catch(() => http2.stream.destroy());
  };
}
