/**
 * Configuration, parsed and checked once into a typed object. Only this file reads the
 * environment; everything else receives a Config.
 */
import { availableParallelism } from 'node:os';
import type { WarmUpScope } from './validation/validator.js';
import type { WorkerRecovery } from './validation/engine/jvm-engine.js';
import { DEFAULT_HEAP_GROWTH_PERCENT } from './server/heap-growth.js';

/**
 * The largest request body by default (BODY_LIMIT_BYTES), 10 MiB: REST, MCP and the RPC protocols
 * all read this one number, and the README's configuration table quotes it.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/** The service's settings (see the README's configuration table). */
export interface Config {
  /** TCP port for every protocol (gRPC, gRPC-Web, Connect, REST, MCP). */
  port: number;
  /** Interface to bind. */
  host: string;
  /** Largest accepted request body in bytes (REST, MCP and RPC). */
  bodyLimitBytes: number;
  /** PEM certificate and key paths; when both are set the port speaks TLS (h2 and HTTP/1.1). */
  tls?: { certFile: string; keyFile: string };
  /** Schematron engine: auto (JVM when Java is present), jvm or saxonjs. */
  validationEngine: 'auto' | 'jvm' | 'saxonjs';
  /**
   * Which rule sets load at start (in the background): each format's default row's (`defaults`),
   * every installed one (`all`), or none (`false`); the others load on first use.
   */
  validationWarmUp: WarmUpScope | false;
  /** How a JVM worker that died is replaced: a held standby, a quick worker, or a cold one (see WorkerRecovery). */
  validationRecovery: WorkerRecovery;
  /** Deadline for the official validation of one document, in milliseconds. */
  validationDeadlineMs: number;
  /** Base URL of the error documentation, used in REST error bodies (`docs`). */
  docsUrl: string;
  /** Milliseconds in-flight requests get to finish on SIGTERM. */
  shutdownGraceMs: number;
  /** Connection bounds: every socket a caller opens is closed when it stops making progress. */
  connections: ConnectionLimits;
  /** PostgreSQL connection string for accounts; when set, SQLite is not used. */
  databaseUrl?: string;
  /** SQLite database file for accounts (created on first start); ':memory:' for tests. */
  sqlitePath: string;
  /** Redis URL for the shared rate limiter; in-process token buckets without it. */
  redisUrl?: string;
  /** Token for the admin gRPC service; without it the admin service refuses every call. */
  adminToken?: string;
  /** The public sandbox demo key ensured at start; empty disables it. */
  demoApiKey: string;
  /** Changes to and additions of plans, by plan id (PLANS, JSON). */
  plans: Record<string, PlanOverride>;
  /** Seconds the PDF of a generate stays available for preview (default 60). */
  previewPdfTtlSeconds: number;
  /** Seconds a rendered preview PNG is kept (default 600). */
  previewPngTtlSeconds: number;
  /** Bounds of the in-process preview cache in entries and bytes (the oldest go first). */
  previewCacheMaxEntries: number;
  previewCacheMaxBytes: number;
  /** Worker threads rendering previews (default 2). */
  previewWorkers: number;
  /** A preview render worker idle this long is stopped, giving its memory back (0: never). */
  previewWorkerIdleMs: number;
  /** How far V8 lets the old generation grow past what a full collection left live, in percent (0: V8's own choice). */
  heapGrowthPercent: number;
  /** Requests a minute one client address may make without an API key (validate, preview by id, MCP). */
  anonymousRequestsPerMinute: number;
  /** Proxies in front whose X-Forwarded-For entry names the client (0: the socket's peer is the client). */
  trustProxyHops: number;
  /** /mcp without a key runs on the demo key's shared credits (off: like REST, 401 where a key is needed). */
  mcpAnonymous: boolean;
  /** One JSON access-log line per request on stdout. */
  accessLog: boolean;
  /** Bearer token a scraper presents at /metrics; without it /metrics is off. */
  metricsToken?: string;
  /** Browser origins allowed to call (CORS): exact origins, or `*` for any; none by default. */
  corsAllowedOrigins: string[];
}

/** How long a connection may wait at each stage, and how many may be open at once. */
export interface ConnectionLimits {
  /** From the connection (or the first byte of a request) until its headers are complete (HTTP/1.1, and the first bytes of any connection). */
  headersTimeoutMs: number;
  /** Until the whole request, body included, has been received (HTTP/1.1 requests and HTTP/2 streams). */
  requestTimeoutMs: number;
  /** An HTTP/1.1 connection idle between requests. */
  keepAliveTimeoutMs: number;
  /** An HTTP/2 session without an open stream. */
  http2IdleTimeoutMs: number;
  /** Open connections at most; over it a new connection is closed at once. */
  maxConnections: number;
  /**
   * HTTP/1.1 requests of one connection handled at once (pipelined ones wait, unhandled, and the
   * connection is not read meanwhile); a connection with eight times as many unanswered is closed.
   */
  maxPipelinedRequests: number;
  /**
   * Response bytes one connection may have waiting to be sent (written, not yet taken by the
   * kernel). Over it an HTTP/1.1 connection is not read and no further request of it is handled
   * until they drain; a connection over it that sends nothing for `sendStallTimeoutMs` is closed.
   */
  connectionBufferBytes: number;
  /** A connection over `connectionBufferBytes` whose waiting bytes do not go down for this long is closed. */
  sendStallTimeoutMs: number;
  /**
   * Response bytes waiting to be sent across every connection; over it connections are closed,
   * those over their own bound first, the largest first, until the total is under it again.
   */
  maxBufferedBytes: number;
  /** Streams an HTTP/2 client may have open at once (SETTINGS_MAX_CONCURRENT_STREAMS). */
  http2MaxConcurrentStreams: number;
  /** Memory nghttp2 may use for one HTTP/2 session, in MB (over it new streams are refused). */
  http2MaxSessionMemoryMb: number;
}

/** A configured change to a plan (see src/accounts/plans.ts). */
export interface PlanOverride {
  monthlyCredits?: number;
  requestsPerMinute?: number;
  overageAllowed?: number;
  watermark?: boolean;
}

/** The documented public demo key (sandbox, watermarked; src/accounts/README.md). */
export const DEFAULT_DEMO_API_KEY = 'env_sandbox_demo_try_einvoice_public_key_000001';

type Env = Record<string, string | undefined>;

/** A configuration value that is present but wrong: the service refuses to start. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

/** VALIDATION_WARMUP: `true` is the older spelling of `all` (every rule set loaded at start). */
function warmUpScope(value: 'defaults' | 'all' | 'true' | 'false'): WarmUpScope | false {
  if (value === 'false') return false;
  return value === 'true' ? 'all' : value;
}

/**
 * VALIDATION_RECOVERY (`quick` by default); the older VALIDATION_STANDBY, read only when it is
 * unset, says `true` for `standby` and `false` for `cold`.
 */
function workerRecovery(env: Env): WorkerRecovery {
  if (env.VALIDATION_RECOVERY || !env.VALIDATION_STANDBY) {
    return oneOf(env, 'VALIDATION_RECOVERY', ['quick', 'standby', 'cold'] as const, 'quick');
  }
  return oneOf(env, 'VALIDATION_STANDBY', ['true', 'false'] as const, 'true') === 'true'
    ? 'standby'
    : 'cold';
}

function plansFrom(raw: string | undefined): Record<string, PlanOverride> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, PlanOverride>;
  } catch {
    // reported below
  }
  throw new ConfigError(
    'PLANS must be a JSON object of plan id to {monthlyCredits, requestsPerMinute, overageAllowed, watermark}',
  );
}

/** A bearer token: long enough not to be guessed, and only characters a header carries unchanged. */
function metricsToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^[\x21-\x7e]{16,256}$/.test(raw))
    throw new ConfigError('METRICS_TOKEN must be 16 to 256 visible ASCII characters');
  return raw;
}

/** Origins as browsers send them (scheme://host[:port], no path), comma-separated, or `*`. */
function corsOrigins(raw: string | undefined): string[] {
  const origins = (raw ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (origin !== '*' && !/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin)) {
      throw new ConfigError(
        `CORS_ALLOWED_ORIGINS: "${origin}" is not an origin (scheme://host[:port], no path, or *)`,
      );
    }
  }
  return origins;
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: Env = process.env): Config {
  const certFile = env.TLS_CERT_FILE;
  const keyFile = env.TLS_KEY_FILE;
  if (Boolean(certFile) !== Boolean(keyFile)) {
    throw new ConfigError('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  }
  const headersTimeoutMs = integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 10, 600_000);
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', 60_000, 10, 3_600_000);
  if (requestTimeoutMs < headersTimeoutMs) {
    throw new ConfigError(
      `REQUEST_TIMEOUT_MS (${requestTimeoutMs}) must not be shorter than HEADERS_TIMEOUT_MS (${headersTimeoutMs})`,
    );
  }
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    bodyLimitBytes: integer(
      env,
      'BODY_LIMIT_BYTES',
      DEFAULT_BODY_LIMIT_BYTES,
      1024,
      512 * 1024 * 1024,
    ),
    tls: certFile && keyFile ? { certFile, keyFile } : undefined,
    validationEngine: oneOf(env, 'VALIDATION_ENGINE', ['auto', 'jvm', 'saxonjs'] as const, 'auto'),
    validationWarmUp: warmUpScope(
      oneOf(env, 'VALIDATION_WARMUP', ['defaults', 'all', 'true', 'false'] as const, 'defaults'),
    ),
    validationRecovery: workerRecovery(env),
    validationDeadlineMs: integer(env, 'VALIDATION_DEADLINE_MS', 10_000, 100, 600_000),
    docsUrl: env.DOCS_URL || 'https://github.com/einvoice/einvoice#error-reference',
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    connections: {
      headersTimeoutMs,
      requestTimeoutMs,
      // Above the 60 s idle timeout of common load balancers: the proxy closes first, never
      // racing a request it is sending on a connection this side is closing.
      keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 65_000, 10, 3_600_000),
      http2IdleTimeoutMs: integer(env, 'HTTP2_IDLE_TIMEOUT_MS', 65_000, 10, 3_600_000),
      maxConnections: integer(env, 'MAX_CONNECTIONS', 1000, 1, 1_000_000),
      maxPipelinedRequests: integer(env, 'MAX_PIPELINED_REQUESTS', 16, 1, 1_000_000),
      connectionBufferBytes: integer(
        env,
        'CONNECTION_BUFFER_BYTES',
        1024 * 1024,
        16 * 1024,
        2 ** 40,
      ),
      sendStallTimeoutMs: integer(env, 'SEND_STALL_TIMEOUT_MS', 30_000, 10, 3_600_000),
      maxBufferedBytes: integer(env, 'MAX_BUFFERED_BYTES', 64 * 1024 * 1024, 16 * 1024, 2 ** 40),
      http2MaxConcurrentStreams: integer(env, 'HTTP2_MAX_CONCURRENT_STREAMS', 100, 1, 2 ** 32 - 1),
      http2MaxSessionMemoryMb: integer(env, 'HTTP2_MAX_SESSION_MEMORY_MB', 10, 1, 1_000_000),
    },
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: env.SQLITE_PATH || './data/einvoice.db',
    redisUrl: env.REDIS_URL || undefined,
    adminToken: env.ADMIN_TOKEN || undefined,
    demoApiKey: env.DEMO_API_KEY ?? DEFAULT_DEMO_API_KEY,
    plans: plansFrom(env.PLANS),
    previewPdfTtlSeconds: integer(env, 'PREVIEW_PDF_TTL_SECONDS', 60, 1, 86_400),
    previewPngTtlSeconds: integer(env, 'PREVIEW_PNG_TTL_SECONDS', 600, 1, 86_400),
    previewCacheMaxEntries: integer(env, 'PREVIEW_CACHE_MAX_ENTRIES', 1000, 1, 1_000_000),
    previewCacheMaxBytes: integer(env, 'PREVIEW_CACHE_MAX_BYTES', 128 * 1024 * 1024, 1024, 2 ** 40),
    previewWorkers: integer(
      env,
      'PREVIEW_WORKERS',
      defaultPreviewWorkers(availableParallelism()),
      1,
      64,
    ),
    previewWorkerIdleMs: integer(env, 'PREVIEW_WORKER_IDLE_MS', 60_000, 0, 86_400_000),
    heapGrowthPercent: integer(
      env,
      'NODE_HEAP_GROWTH_PERCENT',
      DEFAULT_HEAP_GROWTH_PERCENT,
      0,
      1000,
    ),
    anonymousRequestsPerMinute: integer(env, 'ANONYMOUS_REQUESTS_PER_MINUTE', 60, 1, 1_000_000),
    trustProxyHops: integer(env, 'TRUST_PROXY_HOPS', 0, 0, 10),
    mcpAnonymous: oneOf(env, 'MCP_ANONYMOUS', ['true', 'false'] as const, 'false') === 'true',
    accessLog: oneOf(env, 'ACCESS_LOG', ['true', 'false'] as const, 'true') === 'true',
    metricsToken: metricsToken(env.METRICS_TOKEN),
    corsAllowedOrigins: corsOrigins(env.CORS_ALLOWED_ORIGINS),
  };
}

/**
 * Render threads by default: one per core beyond the first, at most two. Each holds about 110 MB;
 * on a 2-core machine a second one only competes with the event loop and the JVM worker for the
 * same cores, so it adds memory, not throughput.
 */
export function defaultPreviewWorkers(cores: number): number {
  return Math.min(2, Math.max(1, cores - 1));
}

/** A configuration for tests: port 0 (any free port), loopback, defaults otherwise. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // Tests start cold JVMs on a busy machine: a generous deadline keeps them about correctness.
  // They call from one address far more often than a client would: keyless calls are not limited
  // unless a test sets the limit.
  return {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    validationWarmUp: false,
    validationDeadlineMs: 120_000,
    sqlitePath: ':memory:',
    anonymousRequestsPerMinute: 1_000_000,
    // Test output stays readable: a test that reads the access log hands createApp its own sink.
    accessLog: false,
    ...overrides,
  };
}
