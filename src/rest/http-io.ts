/**
 * Small helpers over Node's HTTP/1.1 and HTTP/2 compatibility request/response objects:
 * reading a body within a limit, converting headers, writing JSON.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';

/** A request on either protocol. */
export type NodeRequest = IncomingMessage | Http2ServerRequest;
/** A response on either protocol. */
export type NodeResponse = ServerResponse | Http2ServerResponse;

/** The body was larger than the limit. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body is larger than the limit of ${limit} bytes`);
  }
}

/**
 * The client went away (closed the connection, reset the stream) before the body was complete:
 * there is nobody to answer, and nothing went wrong on our side — no error response, no log
 * beyond the access-log line (status 499).
 */
export class RequestAbortedError extends Error {
  constructor() {
    super('request aborted by the client');
  }
}

/** Reads the whole body, failing as soon as it passes `limit` bytes. */
export function readBody(req: NodeRequest, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit)
    return Promise.reject(new BodyTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.resume();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks, size)));
    // On HTTP/1.1 a closed connection destroys the request with an 'aborted' (ECONNRESET) error;
    // on HTTP/2 a reset stream emits 'aborted'. Either way the client is gone.
    req.once('error', (error: NodeJS.ErrnoException) =>
      reject(req.aborted || error.code === 'ECONNRESET' ? new RequestAbortedError() : error),
    );
    req.once('aborted', () => reject(new RequestAbortedError()));
    // A request destroyed without either (the stream closed before its end): gone as well.
    req.once('close', () => {
      if (!req.complete) reject(new RequestAbortedError());
    });
  });
}

/** The request headers as a Fetch Headers object (HTTP/2 pseudo-headers left out). */
export function requestHeaders(req: NodeRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue;
    try {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else headers.set(name, String(value));
    } catch {
      // A header value Fetch refuses (e.g. a control character) is dropped, not fatal.
    }
  }
  return headers;
}

/** The media type of a Content-Type header, lower-case, without parameters. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Writes a complete response with a status, headers and a body. */
export function send(
  res: NodeResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Uint8Array,
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  (res as ServerResponse).writeHead(status, {
    ...headers,
    'content-length': String(payload.byteLength),
  });
  res.end(payload);
}

/** Writes a JSON response. */
export function sendJson(
  res: NodeResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  send(
    res,
    status,
    { 'content-type': 'application/json; charset=utf-8', ...headers },
    JSON.stringify(value),
  );
}
