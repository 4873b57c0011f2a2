/**
 * Where the invoice commands send their requests: a running service (`--server URL --key …`,
 * or EINVOICE_SERVER and EINVOICE_API_KEY), or the service started inside the command on a
 * loopback port for the one call (no server needed). Both answer with the same REST bodies,
 * because both are the same code: the embedded one uses an in-memory accounts database and the
 * public demo key, so its documents carry the sandbox watermark.
 */
import { DEFAULT_DEMO_API_KEY, loadConfig } from '../config.js';

/** A REST answer as the commands read it. */
export interface Answer {
  status: number;
  headers: Headers;
  body: Uint8Array;
  /** The parsed JSON body, when the answer is JSON. */
  json?: any;
}

/** A service the commands can call, and how to let it go. */
export interface Service {
  /** Where it runs (the URL, or "in-process"). */
  where: string;
  call(
    method: 'GET' | 'POST',
    path: string,
    body?: { type: string; data: Uint8Array | string },
  ): Promise<Answer>;
  close(): Promise<void>;
}

/** The service could not be reached (exit 2, error `server_unreachable`). */
export class UnreachableError extends Error {}

async function request(
  baseUrl: string,
  apiKey: string | undefined,
  timeoutMs: number,
  method: 'GET' | 'POST',
  path: string,
  body?: { type: string; data: Uint8Array | string },
): Promise<Answer> {
  const headers: Record<string, string> = { 'user-agent': 'einvoice-cli' };
  if (apiKey) headers['x-api-key'] = apiKey;
  if (body) headers['content-type'] = body.type;
  let response: Response;
  try {
    response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: body?.data as BodyInit | undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    throw new UnreachableError(
      `${baseUrl} could not be reached: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    );
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  let json: unknown;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      json = JSON.parse(Buffer.from(bytes).toString('utf8'));
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, headers: response.headers, body: bytes, json };
}

/** Opens the remote service, or starts the embedded one. */
export async function openService(options: {
  server?: string;
  key?: string;
  timeoutMs: number;
}): Promise<Service> {
  if (options.server) {
    let base: URL;
    try {
      base = new URL(options.server);
    } catch {
      throw new UnreachableError(
        `--server ${options.server} is not a URL (e.g. http://localhost:8080)`,
      );
    }
    const baseUrl = base.toString();
    return {
      where: baseUrl,
      call: (method, path, body) =>
        request(baseUrl, options.key, options.timeoutMs, method, path, body),
      close: async () => {},
    };
  }
  const { createApp } = await import('../app.js');
  const config = {
    ...loadConfig(process.env),
    port: 0,
    host: '127.0.0.1',
    sqlitePath: ':memory:',
    databaseUrl: undefined,
    redisUrl: undefined,
    validationWarmUp: false as const,
    accessLog: false,
    shutdownGraceMs: 0,
    demoApiKey: DEFAULT_DEMO_API_KEY,
  };
  const app = createApp(config);
  const port = await app.listen();
  const baseUrl = `http://127.0.0.1:${port}/`;
  return {
    where: 'in-process',
    call: (method, path, body) =>
      request(baseUrl, options.key ?? DEFAULT_DEMO_API_KEY, options.timeoutMs, method, path, body),
    close: () => app.close(),
  };
}
