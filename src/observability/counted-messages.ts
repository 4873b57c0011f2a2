/**
 * The server's request and response classes, counting the body bytes that pass (the access log's
 * bytes_in and bytes_out) and keeping the gRPC status a response sends in its trailers. Both HTTP
 * versions hand each request body chunk to push() and send every response byte through write()
 * or end(), so the counts need no reading of the streams.
 *
 * Subclasses given to the servers (countedHttp1Options, countedHttp2Options), not functions
 * assigned to each request and response: on Node 20's V8 an object given own properties that
 * shadow its methods could live through every young collection with all it referenced (the
 * body, the response), in some runs about 60 KB a generate promoted and left for a full
 * collection.
 */
import http from 'node:http';
import http2 from 'node:http2';

/** Body bytes of a chunk as written or pushed. */
function byteLength(chunk: unknown, encoding?: unknown): number {
  if (typeof chunk === 'string')
    return Buffer.byteLength(
      chunk,
      typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
    );
  return chunk instanceof Uint8Array ? chunk.byteLength : 0;
}

/** A request that counts its body bytes. */
export interface CountedRequest {
  bodyBytes: number;
}

/** A response that counts its body bytes and keeps the gRPC status of its trailers. */
export interface CountedResponse {
  bodyBytes: number;
  trailerGrpcStatus: string | undefined;
}

type WriteArgs = [chunk: unknown, encoding?: unknown, callback?: unknown];
type PushArgs = [chunk: unknown, encoding?: BufferEncoding];
// A mixin's base class takes whatever arguments its own constructor takes.
type Constructor<T> = new (...args: any[]) => T;

interface Pushing {
  push(...args: PushArgs): boolean;
}
interface Writing {
  write(...args: WriteArgs): boolean;
  end(...args: WriteArgs): unknown;
  addTrailers(headers: http.OutgoingHttpHeaders | ReadonlyArray<[string, string]>): void;
}

/** A request class of either HTTP version that counts the body bytes pushed to it. */
function countedRequest<B extends Constructor<Pushing>>(Base: B) {
  return class extends Base implements CountedRequest {
    bodyBytes = 0;
    override push(...args: PushArgs): boolean {
      if (args[0]) this.bodyBytes += byteLength(args[0], args[1]);
      return super.push(...args);
    }
  };
}

/** A response class of either HTTP version that counts the body bytes written and keeps the trailers' gRPC status. */
function countedResponse<B extends Constructor<Writing>>(Base: B) {
  return class extends Base implements CountedResponse {
    bodyBytes = 0;
    trailerGrpcStatus: string | undefined = undefined;
    override write(...args: WriteArgs): boolean {
      this.bodyBytes += byteLength(args[0], args[1]);
      return super.write(...args);
    }
    override end(...args: WriteArgs): unknown {
      this.bodyBytes += byteLength(args[0], args[1]);
      return super.end(...args);
    }
    // gRPC sends its status in trailers (or, for an immediate error, in the headers).
    override addTrailers(
      headers: http.OutgoingHttpHeaders | ReadonlyArray<[string, string]>,
    ): void {
      if (!Array.isArray(headers)) {
        const status = (headers as http.OutgoingHttpHeaders)['grpc-status'];
        if (status !== undefined) this.trailerGrpcStatus = String(status);
      }
      super.addTrailers(headers);
    }
  };
}

const CountedIncomingMessage = countedRequest(
  http.IncomingMessage as unknown as Constructor<Pushing>,
);
const CountedServerResponse = countedResponse(
  http.ServerResponse as unknown as Constructor<Writing>,
);
const CountedHttp2Request = countedRequest(
  http2.Http2ServerRequest as unknown as Constructor<Pushing>,
);
const CountedHttp2Response = countedResponse(
  http2.Http2ServerResponse as unknown as Constructor<Writing>,
);

/** Options of http.createServer that make its requests and responses counted. */
export const countedHttp1Options = {
  IncomingMessage: CountedIncomingMessage,
  ServerResponse: CountedServerResponse,
} as unknown as Pick<http.ServerOptions, 'IncomingMessage' | 'ServerResponse'>;

/** Options of http2.createServer and createSecureServer (with HTTP/1 allowed) that do the same. */
export const countedHttp2Options = {
  Http1IncomingMessage: CountedIncomingMessage,
  Http1ServerResponse: CountedServerResponse,
  Http2ServerRequest: CountedHttp2Request,
  Http2ServerResponse: CountedHttp2Response,
} as unknown as Pick<
  http2.SecureServerOptions,
  'Http1IncomingMessage' | 'Http1ServerResponse' | 'Http2ServerRequest' | 'Http2ServerResponse'
>;
