/**
 * The compiled service (`npm run build`) started for a server benchmark: its own process on
 * 127.0.0.1, a throwaway SQLite accounts database whose sandbox plan does not throttle the load
 * (the demo key), and resolved once /readyz answers and the JVM workers have settled: a full
 * worker has taken over from the warm-up's quick one and, with VALIDATION_RECOVERY=standby, the
 * standby has rehearsed (neither the JVM's warm-up nor a successor or rehearsal runs beside what
 * is measured). BENCH_SERVER_NODE_ARGS adds flags to the
 * server's node (e.g. --cpu-prof to profile it); BENCH_SERVER_LOG names a file for its output. Files starting with "_" are helpers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import type { WorkerRecovery } from '../src/validation/engine/jvm-engine.js';

/** The /metrics bearer token of benchmark servers. */
export const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/**
 * Whether the server at baseUrl has settled its JVM workers: the active one is not a quick one
 * (einvoice_validation_worker_quick) and, when it keeps a standby, that is ready to take over
 * (einvoice_validation_standby_ready).
 */
export async function workersSettled(
  baseUrl: string,
  recovery: WorkerRecovery = loadConfig().validationRecovery,
): Promise<boolean> {
  const metrics = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await metrics.text();
  return (
    /^einvoice_validation_worker_quick 0$/m.test(text) &&
    (recovery !== 'standby' || /^einvoice_validation_standby_ready 1$/m.test(text))
  );
}

export async function startBenchServer(port: number): Promise<ChildProcess> {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_PATH: join(mkdtempSync(join(tmpdir(), 'einvoice-bench-')), 'bench.db'),
    PLANS: JSON.stringify({
      sandbox: { monthlyCredits: 100_000_000, requestsPerMinute: 1_000_000 },
    }),
    METRICS_TOKEN: METRICS_TOKEN,
  };
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const log = process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'w') : 'ignore';
  const child = spawn(process.execPath, [...nodeArgs, 'dist/src/main.js'], {
    env,
    stdio: ['ignore', log, log],
  });
  const readyz = `http://127.0.0.1:${port}/readyz`;
  while (
    !(await fetch(readyz).then(
      (r) => r.ok,
      () => false,
    )) ||
    !(await workersSettled(`http://127.0.0.1:${port}`))
  ) {
    if (child.exitCode !== null)
      throw new Error(`the service exited with code ${child.exitCode} before it was ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}
