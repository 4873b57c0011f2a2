// OpenTelemetry tracing (off by default): with a tracer provider registered, a generate is one
// server span that continues the caller's W3C trace, with child spans for the field checks, the
// XML writer, the official validation and the PDF; the request id is on the span.
import test from 'ava';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { createApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { startTracing, tracingRequested } from '../../src/observability/index.js';
import { publicExample } from '../helpers/example.js';
import { postJson, withDemoKey } from '../helpers/server.js';

test('tracing is off unless an OTLP endpoint is configured', (t) => {
  t.false(tracingRequested({}));
  t.true(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }));
  t.true(
    tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }),
  );
  t.false(
    tracingRequested({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_SDK_DISABLED: 'true',
    }),
  );
});

test("a generate is a server span continuing the caller's trace, with check, XML, validation and PDF spans", async (t) => {
  const exporter = new InMemorySpanExporter();
  const tracing = await startTracing(new SimpleSpanProcessor(exporter));
  t.teardown(() => tracing.shutdown());
  const app = createApp(testConfig());
  const port = await app.listen();
  t.teardown(() => app.close());
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const response = await postJson(
    `http://127.0.0.1:${port}`,
    '/v1/generate',
    { ...publicExample(), format: 'zugferd' },
    withDemoKey({ traceparent: `00-${traceId}-00f067aa0ba902b7-01`, 'x-request-id': 'trace-me-1' }),
  );
  t.is(response.status, 200, response.text);
  // The server span ends when the response has closed on the server.
  let spans = exporter.getFinishedSpans();
  for (let i = 0; i < 200 && !spans.some((s) => s.name.startsWith('POST ')); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    spans = exporter.getFinishedSpans();
  }
  const server = spans.find((s) => s.name === 'POST /v1/generate');
  t.truthy(server, spans.map((s) => s.name).join(', '));
  t.is(server!.spanContext().traceId, traceId);
  t.is(server!.attributes['einvoice.request_id'], 'trace-me-1');
  t.is(server!.attributes['http.response.status_code'], 200);
  for (const name of [
    'einvoice.check',
    'einvoice.write_xml',
    'einvoice.validate',
    'einvoice.render_pdf',
  ]) {
    const child = spans.find((s) => s.name === name);
    t.truthy(child, `${name} in ${spans.map((s) => s.name).join(', ')}`);
    t.is(child!.spanContext().traceId, traceId, name);
    t.is(
      child!.parentSpanContext?.spanId,
      server!.spanContext().spanId,
      `${name} is a child of the request span`,
    );
  }
});
