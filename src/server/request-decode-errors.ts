/**
 * A request message that is not valid protobuf is the caller's error: INVALID_ARGUMENT (HTTP 400
 * on Connect), as a JSON request that does not decode already is. connect-es answers it INTERNAL
 * (HTTP 500): its binary serialization is shared with its clients, for which an undecodable
 * response is an internal error, and it wraps every decoding error as "parse binary: …" before
 * any interceptor sees the call. On a server the only binary messages decoded are requests, so an
 * INTERNAL whose message starts with that prefix is a request the caller sent malformed.
 *
 * `answerDecodeErrorsAsInvalidArgument` wraps connect-node's handlers so that those calls are
 * answered INVALID_ARGUMENT on every protocol: the Connect unary error body and HTTP status, the
 * gRPC trailers, the gRPC-Web trailer frame. Everything else passes through untouched. The direct
 * gRPC path (grpc-unary.ts) raises `malformedRequest` itself.
 */
import { Code, ConnectError, type ConnectRouter } from '@connectrpc/connect';
import type { UniversalHandler, UniversalServerResponse } from '@connectrpc/connect/protocol';

/** How connect-es begins the message of a request that is not valid protobuf. */
const DECODE_PREFIX = 'parse binary: ';
/** A gRPC-Web frame that carries trailers, uncompressed. */
const TRAILER_FRAME = 0x80;
const INTERNAL = String(Code.Internal);
const INVALID_ARGUMENT = String(Code.InvalidArgument);

/** The error of a request message that does not decode (same wording as connect-es). */
export function malformedRequest(cause: unknown): ConnectError {
  return new ConnectError(
    `${DECODE_PREFIX}${cause instanceof Error ? cause.message : String(cause)}`,
    Code.InvalidArgument,
  );
}

function isDecodeMessage(grpcMessage: string | null | undefined): boolean {
  if (!grpcMessage) return false;
  try {
    return decodeURIComponent(grpcMessage).startsWith(DECODE_PREFIX);
  } catch {
    return false;
  }
}

/** Connect unary: the JSON error body `{"code":"internal","message":"parse binary: …"}` with 500. */
async function connectUnary(res: UniversalServerResponse): Promise<UniversalServerResponse> {
  if (
    res.status !== 500 ||
    !res.body ||
    res.header?.get('content-encoding') ||
    !res.header?.get('content-type')?.startsWith('application/json')
  )
    return res;
  const chunks: Uint8Array[] = [];
  for await (const chunk of res.body) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  let error: { code?: unknown; message?: unknown } | undefined;
  try {
    error = JSON.parse(bytes.toString('utf8'));
  } catch {
    error = undefined;
  }
  if (
    error?.code !== 'internal' ||
    typeof error.message !== 'string' ||
    !error.message.startsWith(DECODE_PREFIX)
  ) {
    return { ...res, body: once(bytes) };
  }
  const body = Buffer.from(JSON.stringify({ ...error, code: 'invalid_argument' }), 'utf8');
  res.header.set('content-length', String(body.byteLength));
  return { ...res, status: 400, body: once(body) };
}

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

/** gRPC: the status is in the HTTP/2 trailers, set while the body is read. */
async function* grpcBody(
  res: UniversalServerResponse,
  body: AsyncIterable<Uint8Array>,
): AsyncIterable<Uint8Array> {
  yield* body;
  const trailer = res.trailer;
  if (trailer?.get('grpc-status') === INTERNAL && isDecodeMessage(trailer.get('grpc-message')))
    trailer.set('grpc-status', INVALID_ARGUMENT);
}

/** gRPC-Web: the status is in the body's last frame, "grpc-status: 13\r\ngrpc-message: …". */
async function* grpcWebBody(body: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  for await (const chunk of body) {
    if (chunk.byteLength < 5 || chunk[0] !== TRAILER_FRAME) {
      yield chunk;
      continue;
    }
    const text = Buffer.from(chunk.buffer, chunk.byteOffset + 5, chunk.byteLength - 5).toString(
      'latin1',
    );
    const fields = new Map(
      text
        .split('\r\n')
        .filter(Boolean)
        .map(
          (line) =>
            [
              line.slice(0, line.indexOf(':')).trim().toLowerCase(),
              line.slice(line.indexOf(':') + 1).trim(),
            ] as const,
        ),
    );
    if (fields.get('grpc-status') !== INTERNAL || !isDecodeMessage(fields.get('grpc-message'))) {
      yield chunk;
      continue;
    }
    const data = Buffer.from(
      text.replace(/^grpc-status:\s*13\r\n/im, `grpc-status: ${INVALID_ARGUMENT}\r\n`),
      'latin1',
    );
    const frame = Buffer.alloc(5 + data.byteLength);
    frame[0] = TRAILER_FRAME;
    frame.writeUInt32BE(data.byteLength, 1);
    data.copy(frame, 5);
    yield frame;
  }
}

function wrap(handler: UniversalHandler): UniversalHandler {
  const answer = async (req: Parameters<UniversalHandler>[0]): Promise<UniversalServerResponse> => {
    const res = await handler(req);
    const type = res.header?.get('content-type') ?? '';
    if (type.startsWith('application/grpc-web'))
      return res.body ? { ...res, body: grpcWebBody(res.body) } : res;
    if (type.startsWith('application/grpc'))
      return res.body ? { ...res, body: grpcBody(res, res.body) } : res;
    return handler.method.methodKind === 'unary' ? connectUnary(res) : res;
  };
  return Object.assign(answer, handler);
}

/** Replaces the router's handlers (those registered so far) by ones that answer as said above. */
export function answerDecodeErrorsAsInvalidArgument(router: ConnectRouter): void {
  const handlers = router.handlers;
  for (let i = 0; i < handlers.length; i++) handlers[i] = wrap(handlers[i]!);
}
