/**
 * Wraps the server's request handler: gives every request its id (the caller's `X-Request-Id`
 * when acceptable, else a new one) and echoes it in the response headers — on gRPC that is the
 * response metadata —, then, once the response is done, counts it in the metrics and writes its
 * access-log line. What the guard decided (key id, credits charged, rate-limit refusal) is read
 * from the request's context values, which the app hands over with `observedValues`.
 */
import type { Http2ServerResponse } from 'node:http2';
import type { ContextValues } from '@connectrpc/connect';
import { chargedKey, identityKey, rateLimitedKey } from '../accounts/index.js';
import type { NodeRequest, NodeResponse } from '../rest/http-io.js';
import { writeEntry, type LogSink } from './access-log.js';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.js';
import { routeLabel, type RouteCatalog } from './route-label.js';
import type { ServiceMetrics } from './service-metrics.js';
import { startRequestSpan } from './tracing.js';
import { transportOf } from './transport.js';
import type { CountedRequest, CountedResponse } from './counted-messages.js';

/** The status logged for a request the client abandoned before its response was complete (nginx's 499). */
export const CLIENT_CLOSED_REQUEST = 499;

/** A request handler on either HTTP version. */
export type NodeHandler = (req: NodeRequest, res: NodeResponse) => void;

/** What the observer reports to. */
export interface ObserverOptions {
  catalog: RouteCatalog;
  metrics: ServiceMetrics;
  /** Where access-log lines go; none: no access log (metrics still count). */
  sink?: LogSink;
}

/** What is learnt about a request while it runs. */
interface Observation {
  values?: ContextValues;
}

/** The observation of each request in flight (a WeakMap: no property is added to the request). */
const observations = new WeakMap<object, Observation>();

/**
 * Registers the context values of a request with its observation (the handler context shares
 * the object, so what the guard sets there is visible afterwards). Returns the values unchanged.
 */
export function observedValues(req: NodeRequest, values: ContextValues): ContextValues {
  const observation = observations.get(req);
  if (observation) observation.values = values;
  return values;
}

/**
 * The body bytes and trailer gRPC status of a request and response, as the server's counted
 * classes keep them (build.ts gives them to every server: counted-messages.ts). Objects a server
 * made without them have no counts; their access-log lines say 0 bytes.
 */
function countsOf(
  req: NodeRequest,
  res: NodeResponse,
): { bytesIn(): number; bytesOut(): number; grpcStatus(): string | undefined } {
  const counted = req as Partial<CountedRequest>;
  const counting = res as Partial<CountedResponse>;
  return {
    bytesIn: () => counted.bodyBytes ?? 0,
    bytesOut: () => counting.bodyBytes ?? 0,
    grpcStatus: () => counting.trailerGrpcStatus,
  };
}

/**
 * Whether the response was complete when it closed. HTTP/1.1: all of it was handed to the
 * socket. HTTP/2: the stream was not reset before the response had ended (Node ends the
 * writable side of a reset stream itself, so its `writableFinished` says nothing there).
 */
function completed(res: NodeResponse): boolean {
  const stream = (res as Partial<Http2ServerResponse>).stream;
  if (stream) return !stream.aborted && res.writableEnded;
  return res.writableFinished;
}

/** The handler, observed. */
export function observeRequests(handler: NodeHandler, options: ObserverOptions): NodeHandler {
  const { catalog, metrics, sink } = options;
  return (req, res) => {
    const started = performance.now();
    const arrived = Date.now();
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const traced = startRequestSpan(
      req.method ?? 'GET',
      (req.url ?? '/').split('?', 1)[0]!,
      req.headers,
    );
    const observation: Observation = { values: undefined };
    observations.set(req, observation);
    const counts = countsOf(req, res);

    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const path = (req.url ?? '/').split('?', 1)[0]!;
      const method = req.method ?? 'GET';
      const route = routeLabel(catalog, method, path);
      const transport = transportOf(
        req.headers['content-type'],
        path,
        req.headers['connect-protocol-version'],
      );
      const headerStatus = res.getHeader('grpc-status');
      const grpcStatus =
        counts.grpcStatus() ?? (headerStatus === undefined ? undefined : String(headerStatus));
      // A response that did not complete (the client closed the connection or reset the stream
      // first) is logged and counted as 499, not as the status it would have had.
      const status = completed(res) ? res.statusCode : CLIENT_CLOSED_REQUEST;
      traced.span.setAttributes({
        'http.route': route,
        'http.response.status_code': status,
        'einvoice.transport': transport,
        'einvoice.request_id': requestId,
        ...(grpcStatus === undefined ? {} : { 'rpc.grpc.status_code': Number(grpcStatus) }),
      });
      traced.span.updateName(`${method} ${route}`);
      traced.span.end();
      metrics.requests.inc({ route, transport, code: grpcStatus ?? String(status) });
      metrics.requestDuration.observe({ route, transport }, seconds);
      const source = res.getHeader('x-preview-source');
      if (source === 'cache') metrics.previewCache.inc({ result: 'hit' });
      else if (source === 'render') metrics.previewCache.inc({ result: 'miss' });
      const values = observation.values;
      const charged = values?.get(chargedKey);
      if (charged) metrics.creditsCharged.inc({ operation: charged.operation }, charged.credits);
      if (values?.get(rateLimitedKey)) metrics.rateLimitRefusals.inc({ route });
      if (!sink) return;
      writeEntry(sink, {
        time: new Date(arrived).toISOString(),
        request_id: requestId,
        method,
        route,
        transport,
        status,
        ...(grpcStatus === undefined ? {} : { grpc_status: Number(grpcStatus) }),
        duration_ms: Math.round(seconds * 1e6) / 1000,
        ...(values?.get(identityKey) ? { key_id: values.get(identityKey)!.key.id } : {}),
        bytes_in: counts.bytesIn(),
        bytes_out: counts.bytesOut(),
      });
    });
    traced.run(() => handler(req, res));
  };
}
