/**
 * Configuration, parsed and checked once into a typed object. Only this file reads the
 * environment; everything else receives a Config.
 */

/** The service's settings (see the README's configuration table). */
export interface Config {
  /** TCP port for every protocol (gRPC, gRPC-Web, Connect, REST, MCP). */
  port: number;
  /** Interface to bind. */
  host: string;
  /** Largest accepted request body in bytes (REST and RPC). */
  bodyLimitBytes: number;
  /** PEM certificate and key paths; when both are set the port speaks TLS (h2 and HTTP/1.1). */
  tls?: { certFile: string; keyFile: string };
  /** Schematron engine: auto (JVM when Java is present), jvm or saxonjs. */
  validationEngine: 'auto' | 'jvm' | 'saxonjs';
  /** Load every installed rule set at start (in the background); off, sets load on first use. */
  validationWarmUp: boolean;
  /** Deadline for the official validation of one document, in milliseconds. */
  validationDeadlineMs: number;
  /** Base URL of the error documentation, used in REST error bodies (`docs`). */
  docsUrl: string;
  /** Milliseconds in-flight requests get to finish on SIGTERM. */
  shutdownGraceMs: number;
}

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

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: Env = process.env): Config {
  const certFile = env.TLS_CERT_FILE;
  const keyFile = env.TLS_KEY_FILE;
  if (Boolean(certFile) !== Boolean(keyFile)) {
    throw new ConfigError('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  }
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 10 * 1024 * 1024, 1024, 512 * 1024 * 1024),
    tls: certFile && keyFile ? { certFile, keyFile } : undefined,
    validationEngine: oneOf(env, 'VALIDATION_ENGINE', ['auto', 'jvm', 'saxonjs'] as const, 'auto'),
    validationWarmUp: oneOf(env, 'VALIDATION_WARMUP', ['true', 'false'] as const, 'true') === 'true',
    validationDeadlineMs: integer(env, 'VALIDATION_DEADLINE_MS', 10_000, 100, 600_000),
    docsUrl: env.DOCS_URL || 'https://github.com/einvoice/einvoice#error-reference',
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
  };
}

/** A configuration for tests: port 0 (any free port), loopback, defaults otherwise. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), port: 0, host: '127.0.0.1', validationWarmUp: false, ...overrides };
}
