/**
 * The service's metrics, one registry per instance (tests start several in one process): requests
 * by route, transport and code, their latency, the official validation's time per rule-set
 * combination, the JVM worker's restarts and queue, preview cache hits and misses (their ratio is
 * `rate(hits) / rate(hits + misses)`), credits charged and rate-limit refusals.
 */
import { EventLoopLag } from './event-loop-lag.js';
import { Counter, Histogram, Registry, Sampled } from './metrics-registry.js';

/** Request latency buckets in seconds: from a cached preview (~1 ms) to a deadline (10 s). */
const REQUEST_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
];
/** Validation buckets: the JVM checks a 10-line invoice in 4–8 ms; saxon-js takes ~100 ms. */
const VALIDATION_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the metrics read from the validation engine at scrape time. */
export interface ValidationEngineGauges {
  workerRestarts(): number;
  queueDepth(): number;
  /** Whether a warm standby worker could take over now. */
  standbyReady(): boolean;
  /** Whether the active worker is a quick one (JIT at C1, after start or a crash). */
  quickWorker(): boolean;
}

/** The metrics one instance keeps. */
export interface ServiceMetrics {
  registry: Registry;
  requests: Counter<'route' | 'transport' | 'code'>;
  requestDuration: Histogram<'route' | 'transport'>;
  validationDuration: Histogram<'rule_sets'>;
  previewCache: Counter<'result'>;
  creditsCharged: Counter<'operation'>;
  rateLimitRefusals: Counter<'route'>;
  /** Connects the engine's restart count and queue depth (the validator is built after the metrics). */
  watchValidationEngine(engine: ValidationEngineGauges): void;
}

/** Creates the metric set of one instance. */
export function createServiceMetrics(): ServiceMetrics {
  const registry = new Registry();
  let engine: ValidationEngineGauges | undefined;
  const started = Date.now() / 1000 - process.uptime();
  const metrics: ServiceMetrics = {
    registry,
    requests: registry.register(
      new Counter(
        'einvoice_requests_total',
        'Requests answered, by route template, transport and code (HTTP status, or gRPC status for gRPC).',
        ['route', 'transport', 'code'],
      ),
    ),
    requestDuration: registry.register(
      new Histogram(
        'einvoice_request_duration_seconds',
        'Time from request to the end of the response.',
        ['route', 'transport'],
        REQUEST_BUCKETS,
      ),
    ),
    validationDuration: registry.register(
      new Histogram(
        'einvoice_validation_duration_seconds',
        'Time of the official validation of one document, by rule-set combination.',
        ['rule_sets'],
        VALIDATION_BUCKETS,
      ),
    ),
    previewCache: registry.register(
      new Counter(
        'einvoice_preview_cache_total',
        'Previews answered from the cache (hit) or rendered (miss).',
        ['result'],
      ),
    ),
    creditsCharged: registry.register(
      new Counter('einvoice_credits_charged_total', 'Credits charged for successful operations.', [
        'operation',
      ]),
    ),
    rateLimitRefusals: registry.register(
      new Counter(
        'einvoice_rate_limit_refusals_total',
        'Requests refused by a rate limit (429), by route template.',
        ['route'],
      ),
    ),
    watchValidationEngine(next) {
      engine = next;
    },
  };
  registry.register(
    new Sampled(
      'einvoice_validation_worker_restarts_total',
      'Times the JVM validation worker was replaced after it died.',
      'counter',
      () => engine?.workerRestarts() ?? 0,
    ),
  );
  registry.register(
    new Sampled(
      'einvoice_validation_standby_ready',
      '1 while a warm standby JVM worker can take over from the active one at once.',
      'gauge',
      () => (engine?.standbyReady() ? 1 : 0),
    ),
  );
  registry.register(
    new Sampled(
      'einvoice_validation_worker_quick',
      '1 while the active JVM worker is a quick one (JIT at C1, after start or a crash: slower checks) until a full worker replaces it.',
      'gauge',
      () => (engine?.quickWorker() ? 1 : 0),
    ),
  );
  registry.register(
    new Sampled(
      'einvoice_validation_queue_depth',
      'Validations sent to the JVM worker and not yet answered.',
      'gauge',
      () => engine?.queueDepth() ?? 0,
    ),
  );
  registry.register(
    new Sampled(
      'process_resident_memory_bytes',
      'Resident memory of the Node process.',
      'gauge',
      () => process.memoryUsage.rss(),
    ),
  );
  registry.register(
    new Sampled(
      'process_cpu_seconds_total',
      'User and system CPU time of the Node process.',
      'counter',
      () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1e6;
      },
    ),
  );
  registry.register(new EventLoopLag());
  registry.register(
    new Sampled(
      'process_start_time_seconds',
      'Start time of the process since the Unix epoch.',
      'gauge',
      () => started,
    ),
  );
  return metrics;
}
