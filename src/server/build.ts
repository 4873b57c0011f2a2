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
import { routeCatalog, type NodeHandler, type RouteCatalog } from '../observability/index.js';

/** Everything build() needs besides the configuration. */
export interface BuildOptions extends ServiceDependencies {
  /** Readiness checks beyond "listening" (e.g. validation rule sets warm). */
  readiness?: () => Readiness['checks'];
  /** REST behaviour beyond JSON, by method full name. */
  restAdapters?: ReadonlyMap<string, RestAdapter>;
  /** Extra plain HTTP routes (e.g. /mcp), by exact path. */
  extraRoutes?: ReadonlyMap<string, (req: NodeRequest, res: NodeResponse) => void | Promise<void>>;
  /** Called once after the server stopped (close workers, databases). */
  onClose?: () => Promise<void>;
  /** Values every handler context starts with, from the request (the client address), on RPC and REST alike. */
  contextValues?: (req: NodeRequest) => ContextValues;
  /** Wraps the request handler (access log, metrics, CORS), given what the server serves. */
  edge?: (handler: NodeHandler, catalog: RouteCatalog) => NodeHandler;
}

/** A built, not yet listening server. */
export interface EinvoiceServer {
  /** Starts listening; resolves with the bound port. */
  listen(): Promise<number>;
  /** Stops accepting, lets in-flight requests finish (up to the grace period), then closes. */
  close(): Promise<void>;
  /** The bound port (after listen). */
  readonly port: number;
}

function unaryHandlers(services: { desc: DescService; impl: Record<string, unknown> }[]): Map<string, UnaryHandler> {
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
  const fallback = plainRoutes({ gateway, extraRoutes: options.extraRoutes, readiness });

  const adapter = connectNodeAdapter({
    routes(router) {
      for (const { desc, impl } of services) router.service(desc, impl as never);
      router.service(Health, healthImpl(serviceDescs.map((s) => s.typeName), () => Object.values(readiness()).every(Boolean)));
      router.service(ReflectionV1, reflection.v1);
      router.service(ReflectionV1Alpha, reflection.v1alpha);
    },
    fallback: fallback as never,
    interceptors: [requestRulesInterceptor],
    readMaxBytes: config.bodyLimitBytes,
    shutdownSignal: shutdown.signal,
    contextValues: options.contextValues,
  });
  const catalog = routeCatalog(restRoutes, [...serviceDescs, Health, ReflectionV1, ReflectionV1Alpha], ['/healthz', '/readyz', ...(options.extraRoutes?.keys() ?? [])]);
  const handler = options.edge ? options.edge(adapter, catalog) : adapter;

  const sockets = new Set<net.Socket>();
  const sessions = new Set<http2.Http2Session>();
  // HTTP/1.1 sockets and their requests in flight: at shutdown idle ones close at once, busy
  // ones after their last response (the h1 server never listens itself, so it cannot track them).
  const h1InFlight = new Map<net.Socket, number>();
  let closing = false;
  let listener: net.Server;
  let h1: http.Server | undefined;

  if (config.tls) {
    const secure = http2.createSecureServer(
      { cert: readFileSync(config.tls.certFile), key: readFileSync(config.tls.keyFile), allowHTTP1: true },
      handler,
    );
    secure.on('session', (s) => {
      sessions.add(s);
      s.once('close', () => sessions.delete(s));
    });
    secure.on('connection', (socket: net.Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    listener = secure;
  } else {
    h1 = http.createServer(handler);
    h1.keepAliveTimeout = 65_000;
    h1.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      const socket = req.socket;
      h1InFlight.set(socket, (h1InFlight.get(socket) ?? 0) + 1);
      if (closing && !res.headersSent) res.setHeader('connection', 'close');
      res.once('close', () => {
        const left = (h1InFlight.get(socket) ?? 1) - 1;
        h1InFlight.set(socket, left);
        if (closing && left === 0) socket.destroySoon();
      });
    });
    const h2 = http2.createServer({}, handler);
    h2.on('session', (s) => {
      sessions.add(s);
      s.once('close', () => sessions.delete(s));
    });
    const h1Server = h1;
    listener = net.createServer((socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.once('data', (chunk: Buffer) => {
        socket.pause();
        socket.unshift(chunk);
        if (chunk.subarray(0, 3).toString('latin1') === 'PRI') {
          h2.emit('connection', socket); // HTTP/2 reads the socket itself: no resume().
        } else {
          h1InFlight.set(socket, 0);
          socket.once('close', () => h1InFlight.delete(socket));
          h1Server.emit('connection', socket);
          socket.resume();
        }
      });
      socket.once('error', () => socket.destroy());
    });
  }

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
      closing = true;
      shutdown.abort();
      const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
      for (const session of sessions) session.close();
      for (const [socket, inFlight] of h1InFlight) if (inFlight === 0) socket.destroy();
      const grace = setTimeout(() => {
        for (const session of sessions) session.destroy();
        for (const socket of sockets) socket.destroy();
      }, config.shutdownGraceMs);
      grace.unref();
      await closed;
      clearTimeout(grace);
      await options.onClose?.();
    },
  };
}
