/**
 * Builds the server: one port for gRPC (h2c, or TLS), gRPC-Web, Connect, the /v1 REST gateway
 * and the plain HTTP routes. HTTP/1.1 and cleartext HTTP/2 share the port: the first bytes of a
 * connection tell them apart (the HTTP/2 preface starts with "PRI"). `build()` returns an
 * unstarted server; only the entry point calls `listen()`. Tests import the same `build()`.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { setMaxListeners } from 'node:events';
import type { DescService } from '@bufbuild/protobuf';
import type { ContextValues } from '@connectrpc/connect';
import { connectNodeAdapter } from '@connectrpc/connect-node';
import type { Config } from '../config.js';
import { buildRouteTable } from '../rest/route-table.js';
import { createRestGateway, type RestAdapter, type UnaryHandler } from '../rest/gateway.js';
import type { NodeRequest, NodeResponse } from '../rest/http-io.js';
import { Health } from '../../gen/grpc/health/v1/health_pb.js';
import { ServerReflection as ReflectionV1 } from '../../gen/grpc/reflection/v1/reflection_pb.js';
import { ServerReflection as ReflectionV1Alpha } from '../../gen/grpc/reflection/v1alpha/reflection_pb.js';
import { healthImpl } from './health.js';
import { reflectionImpls } from './reflection.js';
import { requestRulesInterceptor } from './request-rules-interceptor.js';
import { publicServices, type ServiceDependencies } from './services.js';
import { plainRoutes, type Readiness } from './plain-routes.js';
import {
  connections,
  drainingHttp1Response,
  drainingHttp2Response,
  measuredResponse,
} from './connections.js';
import { shutdownAnswerMarginMs, shutdownAnswers } from './shutdown-answers.js';
import { grpcUnaryFastPath } from './grpc-unary.js';
import { answerDecodeErrorsAsInvalidArgument } from './request-decode-errors.js';
import { STRICT_UTF8 } from '../text/utf8-text.js';
import {
  countedHttp1Options,
  countedHttp2Options,
  routeCatalog,
  type NodeHandler,
  type RouteCatalog,
} from '../observability/index.js';

/** Everything build() needs besides the configuration. */
export interface BuildOptions extends ServiceDependencies {
  /** Readiness checks beyond "listening" (e.g. validation rule sets warm). */
  readiness?: () => Readiness['checks'];
  /** The rule sets /readyz lists. */
  ruleSets?: () => NonNullable<Readiness['rule_sets']>;
  /** REST behaviour beyond JSON, by method full name. */
  restAdapters?: ReadonlyMap<string, RestAdapter>;
  /** Extra plain HTTP routes (e.g. /mcp), by exact path. */
  extraRoutes?: ReadonlyMap<string, (req: NodeRequest, res: NodeResponse) => void | Promise<void>>;
  /** Called once after the server stopped (close workers, databases). */
  onClose?: () => Promise<void>;
  /**
   * Called when close() begins, with the moment (a performance.now() time) by which every request
   * must have its answer so that it is written before the grace ends and the connections are
   * closed: work still waiting then (a validation) gives up and answers 503 with Retry-After.
   */
  onShutdown?: (answerBy: number) => void;
  /** Values every handler context starts with, from the request (the client address), on RPC and REST alike. */
  contextValues?: (req: NodeRequest) => ContextValues;
  /** Wraps the request handler (access log, metrics, CORS), given what the server serves. */
  edge?: (handler: NodeHandler, catalog: RouteCatalog) => NodeHandler;
}

/** A built, not yet listening server. */
export interface EinvoiceServer {
  /** Starts listening; resolves with the bound port. */
  listen(): Promise<number>;
  /** Stops accepting, lets every request received finish (up to the grace period), then closes. */
  close(): Promise<void>;
  /** The bound port (after listen). */
  readonly port: number;
}

function unaryHandlers(
  services: { desc: DescService; impl: Record<string, unknown> }[],
): Map<string, UnaryHandler> {
  const handlers = new Map<string, UnaryHandler>();
  for (const { desc, impl } of services) {
    for (const method of desc.methods) {
      const fn = impl[method.localName];
      if (method.methodKind === 'unary' && typeof fn === 'function') {
        handlers.set(`${desc.typeName}.${method.name}`, fn.bind(impl) as UnaryHandler);
      }
    }
  }
  return handlers;
}

/** Builds the server for a configuration and a set of operations. */
export function build(config: Config, options: BuildOptions): EinvoiceServer {
  const shutdown = new AbortController();
  // Every request in flight listens on the shutdown signal: no listener limit applies.
  setMaxListeners(0, shutdown.signal);
  let serving = false;
  const services = publicServices(options);
  const serviceDescs = services.map((s) => s.desc);
  const reflection = reflectionImpls([...serviceDescs, Health]);

  const restRoutes = buildRouteTable(serviceDescs);
  const gateway = createRestGateway({
    routes: restRoutes,
    handlers: unaryHandlers(services),
    adapters: options.restAdapters,
    bodyLimitBytes: config.bodyLimitBytes,
    docsUrl: config.docsUrl,
    contextValues: options.contextValues,
  });
  // One readiness for /readyz and gRPC health: listening plus every check the app adds.
  const readiness = () => ({ listening: serving, ...(options.readiness?.() ?? {}) });
  const fallback = plainRoutes({
    gateway,
    extraRoutes: options.extraRoutes,
    readiness,
    ruleSets: options.ruleSets,
  });

  const health = {
    desc: Health,
    impl: healthImpl(
      serviceDescs.map((s) => s.typeName),
      () => Object.values(readiness()).every(Boolean),
    ) as unknown as Record<string, unknown>,
  };
  const interceptors = [requestRulesInterceptor];
  const adapter = connectNodeAdapter({
    routes(router) {
      for (const { desc, impl } of services) router.service(desc, impl as never);
      router.service(Health, health.impl as never);
      router.service(ReflectionV1, reflection.v1);
      router.service(ReflectionV1Alpha, reflection.v1alpha);
      // A request that is not valid protobuf: INVALID_ARGUMENT, not connect-es's INTERNAL.
      answerDecodeErrorsAsInvalidArgument(router);
    },
    fallback: fallback as never,
    interceptors,
    // One rule on every transport: an unknown JSON member is an error naming it (REST does the
    // same; validate reports it as a problem of the data). Binary protobuf keeps unknown fields.
    // JSON that is not UTF-8 is refused (INVALID_ARGUMENT), never decoded with U+FFFD in place
    // of the bytes (text/utf8-text.ts); connect-es reads `textDecoder` from these options.
    jsonOptions: { ignoreUnknownFields: false, textDecoder: STRICT_UTF8 } as {
      ignoreUnknownFields: boolean;
    },
    readMaxBytes: config.bodyLimitBytes,
    shutdownSignal: shutdown.signal,
    contextValues: options.contextValues,
  });
  const catalog = routeCatalog(
    restRoutes,
    [...serviceDescs, Health, ReflectionV1, ReflectionV1Alpha],
    ['/healthz', '/readyz', ...(options.extraRoutes?.keys() ?? [])],
  );
  // Unary gRPC with binary protobuf (what gRPC clients send) skips connect-node's stream pipeline.
  const served = grpcUnaryFastPath(
    {
      services: [...services, health],
      interceptors,
      readMaxBytes: config.bodyLimitBytes,
      shutdownSignal: shutdown.signal,
      contextValues: options.contextValues,
    },
    adapter as NodeHandler,
  );
  // Requests still unanswered just before the shutdown grace ends are answered 503 then.
  const lastAnswers = shutdownAnswers();
  const handler = lastAnswers.track(options.edge ? options.edge(served, catalog) : served);

  const lifecycle = connections(config.connections);
  // Every response reports its writes to the connection bounds. Responses complete before their
  // request body send their trailers at once and drop the rest of the body while it keeps coming.
  const Http1ServerResponse = measuredResponse(
    drainingHttp1Response(countedHttp1Options.ServerResponse as never, config.bodyLimitBytes),
    lifecycle,
  ) as unknown as typeof http.ServerResponse;
  const http1Options = { ...countedHttp1Options, ServerResponse: Http1ServerResponse };
  const http2Options = {
    ...countedHttp2Options,
    Http1ServerResponse,
    Http2ServerResponse: measuredResponse(
      drainingHttp2Response(
        countedHttp2Options.Http2ServerResponse!,
        config.bodyLimitBytes,
      ) as never,
      lifecycle,
    ) as unknown as typeof http2.Http2ServerResponse,
    // Node advertises 2^32-1 concurrent streams by default: each open stream holds its request.
    settings: { maxConcurrentStreams: config.connections.http2MaxConcurrentStreams },
    maxSessionMemory: config.connections.http2MaxSessionMemoryMb,
  };
  const bounded = lifecycle.bounded(handler);
  let listener: net.Server;

  if (config.tls) {
    const secure = http2.createSecureServer(
      {
        cert: readFileSync(config.tls.certFile),
        key: readFileSync(config.tls.keyFile),
        allowHTTP1: true,
        // A TLS handshake is the first bytes of the connection: the header bound applies.
        handshakeTimeout: config.connections.headersTimeoutMs,
        ...http2Options,
      },
      bounded,
    );
    secure.on('connection', (socket: net.Socket) => lifecycle.accepted(socket));
    // After the server's own handler, which gave an HTTP/1.1 socket its parser (none for h2).
    secure.on('secureConnection', (socket: net.Socket) => lifecycle.meterReads(socket));
    lifecycle.serveHttp1(secure, true);
    lifecycle.serveHttp2(secure);
    listener = secure;
  } else {
    const h1 = http.createServer(http1Options, bounded);
    const h2 = http2.createServer(http2Options, bounded);
    lifecycle.serveHttp1(h1, false);
    lifecycle.serveHttp2(h2);
    listener = net.createServer((socket) => {
      lifecycle.accepted(socket);
      socket.once('error', () => socket.destroy());
      lifecycle.firstBytes(socket, (chunk) => {
        socket.pause();
        socket.unshift(chunk);
        if (chunk.subarray(0, 3).toString('latin1') === 'PRI') {
          h2.emit('connection', socket); // HTTP/2 reads the socket itself: no resume().
        } else {
          h1.emit('connection', socket);
          lifecycle.meterReads(socket);
          socket.resume();
        }
      });
    });
  }
  // Over the cap a new connection is closed as soon as it is accepted, not queued.
  listener.maxConnections = config.connections.maxConnections;

  let port = 0;
  return {
    get port() {
      return port;
    },
    listen() {
      return new Promise((resolve, reject) => {
        listener.once('error', reject);
        listener.listen(config.port, config.host, () => {
          listener.off('error', reject);
          port = (listener.address() as net.AddressInfo).port;
          serving = true;
          resolve(port);
        });
      });
    },
    async close() {
      serving = false;
      const grace = config.shutdownGraceMs;
      // Validation gives up at the start of the margin; a request still without an answer halfway
      // through it is answered 503 by the server itself.
      const margin = shutdownAnswerMarginMs(grace);
      options.onShutdown?.(performance.now() + grace - margin);
      const lastCall = setTimeout(() => lastAnswers.answerUnanswered(), grace - margin / 2);
      lastCall.unref();
      shutdown.abort();
      await lifecycle.shutdown(listener, grace);
      clearTimeout(lastCall);
      await options.onClose?.();
    },
  };
}
