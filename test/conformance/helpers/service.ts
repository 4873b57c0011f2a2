/**
 * Conformance helper: starts the real service once per test file (fixed clock, so documents are
 * byte-identical between runs) and posts JSON to it. Also says whether the exhaustive matrices
 * run (EINVOICE_CONFORMANCE=1) and writes results to a scratch directory for the validators.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../src/app.js';
import { DEFAULT_DEMO_API_KEY, testConfig } from '../../../src/config.js';

/** The exhaustive matrices and the whole corpus run only when this is set (CI may set it). */
export const EXHAUSTIVE = process.env.EINVOICE_CONFORMANCE === '1';

/** The clock every conformance server runs on. */
export const CLOCK = new Date('2026-01-15T10:00:00Z');

/** A parsed HTTP answer. */
export interface Answer {
  status: number;
  json: any;
  text: string;
}

/** A running service. */
export interface Service {
  baseUrl: string;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Answer>;
  close(): Promise<void>;
}

/**
 * Starts one service (call from test.before, close in test.after.always). Requests carry the
 * demo key; its sandbox plan gets room for the hundreds of documents a matrix makes.
 */
export async function startService(): Promise<Service> {
  const config = testConfig({
    plans: {
      sandbox: { monthlyCredits: 1_000_000, requestsPerMinute: 1_000_000, overageAllowed: 0 },
    },
  });
  const app = createApp(config, { clock: () => CLOCK });
  const port = await app.listen();
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    close: () => app.close(),
    async post(path, body, headers = {}) {
      const payload: string | Uint8Array =
        typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
      const response = await fetch(baseUrl + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': config.demoApiKey || DEFAULT_DEMO_API_KEY,
          ...headers,
        },
        body: payload as BodyInit,
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, json, text };
    },
  };
}

/** A scratch directory removed by the returned function. */
export function scratchDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `einvoice-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs `fn` over `items` with at most `limit` in flight, keeping the order of the results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Rule ids of a 422 document_rejected answer (sorted, unique). */
export function rejectedRuleIds(answer: Answer): string[] {
  const details: Array<{ code?: string }> = answer.json?.details ?? [];
  return [...new Set(details.map((d) => d.code ?? '?'))].sort();
}
