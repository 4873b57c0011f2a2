// The Prometheus text exposition: counters, cumulative histogram buckets, escaped label values.
import test from 'ava';
import { Counter, Histogram, Registry, Sampled } from '../../src/observability/metrics-registry.js';
import { requestIdFrom } from '../../src/observability/request-id.js';
import { transportOf } from '../../src/observability/transport.js';

test('counters, histograms and sampled values in the text format', (t) => {
  const registry = new Registry();
  const counter = registry.register(new Counter('c_total', 'a counter', ['route', 'code']));
  counter.inc({ route: '/v1/a', code: '200' });
  counter.inc({ route: '/v1/a', code: '200' }, 2);
  counter.inc({ route: 'quote"back\\slash\nline', code: '500' });
  const histogram = registry.register(
    new Histogram('h_seconds', 'a histogram', ['route'], [0.1, 1]),
  );
  for (const value of [0.05, 0.5, 0.5, 3]) histogram.observe({ route: '/v1/a' }, value);
  registry.register(new Sampled('g', 'a gauge', 'gauge', () => 7));
  t.is(
    registry.render(),
    [
      '# HELP c_total a counter',
      '# TYPE c_total counter',
      'c_total{route="/v1/a",code="200"} 3',
      'c_total{route="quote\\"back\\\\slash\\nline",code="500"} 1',
      '# HELP h_seconds a histogram',
      '# TYPE h_seconds histogram',
      'h_seconds_bucket{route="/v1/a",le="0.1"} 1',
      'h_seconds_bucket{route="/v1/a",le="1"} 3',
      'h_seconds_bucket{route="/v1/a",le="+Inf"} 4',
      'h_seconds_sum{route="/v1/a"} 4.05',
      'h_seconds_count{route="/v1/a"} 4',
      '# HELP g a gauge',
      '# TYPE g gauge',
      'g 7',
      '',
    ].join('\n'),
  );
});

test('request ids: safe ones kept, others replaced', (t) => {
  t.is(requestIdFrom('abc-123_x.y:z'), 'abc-123_x.y:z');
  t.is(requestIdFrom(['first-id', 'second']), 'first-id');
  for (const bad of [undefined, '', 'a'.repeat(129), 'a b', 'a\tb', '<script>'])
    t.not(requestIdFrom(bad), bad);
});

test('transports from content type and path', (t) => {
  t.is(
    transportOf('application/grpc', '/einvoice.v1.InvoiceService/ValidateInvoice', undefined),
    'grpc',
  );
  t.is(
    transportOf(
      'application/grpc-web+proto',
      '/einvoice.v1.InvoiceService/ValidateInvoice',
      undefined,
    ),
    'grpc-web',
  );
  t.is(
    transportOf('application/json', '/einvoice.v1.InvoiceService/ValidateInvoice', '1'),
    'connect',
  );
  t.is(transportOf('application/json', '/v1/validate', undefined), 'rest');
  t.is(transportOf('application/json', '/mcp', undefined), 'mcp');
  t.is(transportOf(undefined, '/healthz', undefined), 'http');
});
