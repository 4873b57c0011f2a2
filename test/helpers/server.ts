/**
 * Test helpers: start the real service on port 0 and give tests its base URL; stop it after.
 */
import type { ExecutionContext } from 'ava';
import { createApp } from '../../src/app.js';
import { DEFAULT_DEMO_API_KEY, testConfig, type Config } from '../../src/config.js';

/** The public demo key (sandbox), ensured at start: what tests use for keyed operations. */
export const DEMO_KEY = DEFAULT_DEMO_API_KEY;

/** Headers carrying the demo key. */
export const withDemoKey = (headers: Record<string, string> = {}) => ({
  'x-api-key': DEMO_KEY,
  ...headers,
});

/** A running service for one test. */
export interface RunningServer {
  port: number;
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts the service with test defaults (and overrides). */
export async function startServer(overrides: Partial<Config> = {}): Promise<RunningServer> {
  const app = createApp(testConfig(overrides));
  const port = await app.listen();
  return { port, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** Runs `fn` against a fresh server, always stopping it. */
export async function withServer(
  t: ExecutionContext,
  fn: (server: RunningServer) => Promise<void>,
  overrides: Partial<Config> = {},
): Promise<void> {
  const server = await startServer(overrides);
  t.teardown(() => server.close());
  await fn(server);
}

/** POSTs JSON (or raw text) and returns status, headers and the parsed body. */
export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; json: any; text: string }> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** The service one test file shares: started before its tests, stopped after them. */
export interface FileService {
  /** Set once the service listens (read it inside tests, not at load). */
  baseUrl: string;
  /** POSTs JSON with the demo key. */
  post(path: string, body: unknown): ReturnType<typeof postJson>;
}

/** Starts one service for the whole test file (its clock fixed when `now` is given). */
export function serviceForFile(
  test: { before(fn: () => Promise<void>): void; after: { always(fn: () => unknown): void } },
  now?: Date,
): FileService {
  let close: () => Promise<void> = async () => {};
  const service: FileService = {
    baseUrl: '',
    post: (path, body) => postJson(service.baseUrl, path, body, withDemoKey()),
  };
  test.before(async () => {
    const app = createApp(testConfig(), now ? { clock: () => now } : {});
    service.baseUrl = `http://127.0.0.1:${await app.listen()}`;
    close = () => app.close();
  });
  test.after.always(() => close());
  return service;
}
