/**
 * OpenTelemetry tracing, off by default. With OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) set, startTracing registers a tracer provider that exports
 * spans over OTLP/HTTP (the exporter reads the standard OTEL_* variables: headers, timeout, …;
 * OTEL_SERVICE_NAME names the service, default einvoice). Each request is a span (continuing the
 * caller's W3C `traceparent`), with child spans for the work of an operation: the field checks,
 * the XML writer, the official validation and the PDF.
 *
 * Off, the spans are the API's no-op spans: the instrumented code pays a function call, and the
 * SDK is never loaded.
 */
import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';

const tracer = () => trace.getTracer('einvoice');

/** Runs fn in a child span of the active one; the span records an exception and ends with fn. */
export function inSpan<T>(name: string, attributes: Attributes, fn: () => T): T {
  return tracer().startActiveSpan(name, { attributes }, (span) => {
    let result: T;
    try {
      result = fn();
    } catch (error) {
      fail(span, error);
      span.end();
      throw error;
    }
    if (result instanceof Promise) {
      return result.then(
        (value) => {
          span.end();
          return value;
        },
        (error) => {
          fail(span, error);
          span.end();
          throw error;
        },
      ) as T;
    }
    span.end();
    return result;
  });
}

function fail(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}

/** The span of one HTTP request, a child of the caller's trace when its headers carry one. */
export function startRequestSpan(
  method: string,
  path: string,
  headers: Record<string, string | string[] | undefined>,
): { span: Span; run<T>(fn: () => T): T } {
  const parent = propagation.extract(context.active(), headers);
  const span = tracer().startSpan(
    `${method} ${path}`,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': path } },
    parent,
  );
  const active = trace.setSpan(parent, span);
  return { span, run: (fn) => context.with(active, fn) };
}

/** Whether the environment asks for traces. */
export function tracingRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  return (
    Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) &&
    env.OTEL_SDK_DISABLED !== 'true'
  );
}

/** A running tracer provider. */
export interface Tracing {
  /** Flushes the spans not yet exported and stops. */
  shutdown(): Promise<void>;
}

/**
 * Registers the global tracer provider with the given span processor (tests pass an in-memory
 * one), or with batched OTLP/HTTP export when `processor` is left out. Loads the SDK only now.
 */
export async function startTracing(
  processor?: import('@opentelemetry/sdk-trace-base').SpanProcessor,
): Promise<Tracing> {
  const [{ NodeTracerProvider }, { BatchSpanProcessor }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/resources'),
    ]);
  let spanProcessor = processor;
  if (!spanProcessor) {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    spanProcessor = new BatchSpanProcessor(new OTLPTraceExporter());
  }
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || 'einvoice',
    }),
    spanProcessors: [spanProcessor],
  });
  provider.register();
  return {
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
