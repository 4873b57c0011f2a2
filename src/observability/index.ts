/**
 * Observability of a running instance: request ids, the JSON access log, Prometheus metrics at
 * /metrics (behind METRICS_TOKEN), the timing of the official validation and OpenTelemetry
 * traces (off unless an OTLP endpoint is configured).
 */
export { batchedSink, type AccessLogEntry, type LogSink } from './access-log.js';
export { metricsEndpoint, METRICS_PATH } from './metrics-endpoint.js';
export { observeRequests, observedValues, type NodeHandler } from './observe-requests.js';
export { countedHttp1Options, countedHttp2Options } from './counted-messages.js';
export { REQUEST_ID_HEADER, requestIdFrom } from './request-id.js';
export { routeCatalog, routeLabel, type RouteCatalog } from './route-label.js';
export { createServiceMetrics, type ServiceMetrics } from './service-metrics.js';
export { timedValidator } from './timed-validator.js';
export { inSpan, startTracing, tracingRequested, type Tracing } from './tracing.js';
export { transportOf, type Transport } from './transport.js';
