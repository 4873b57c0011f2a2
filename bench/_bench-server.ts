/**
 * The compiled service (`npm run build`) started for a server benchmark: its own process on
 * 127.0.0.1, a throwaway SQLite accounts database whose sandbox plan does not throttle the load
 * (the demo key), and resolved once /readyz answers and the warm standby worker has rehearsed
 * (the rule sets are loaded, so neither the JVM's warm-up nor the standby's rehearsal runs beside
 * what is measured). BENCH_SERVER_NODE_ARGS adds flags to the
 * server's node (e.g. --cpu-prof to profile it); BENCH_SERVER_LOG names a file for its output. Files starting with "_" are helpers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The /metrics bearer token of benchmark servers. */
export const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** Whether the server at baseUrl has a warm standby worker ready to take over (einvoice_validation_standby_ready). */
export async function standbyReady(baseUrl: string): Promise<boolean> {
  const metrics = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return /^einvoice_validation_standby_ready 1$/m.test(await metrics.text());
}

export async function startBenchServer(port: number): Promise<ChildProcess> {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_PATH: join(mkdtempSync(join(tmpdir(), 'einvoice-bench-')), 'bench.db'),
    PLANS: JSON.stringify({ sandbox: { monthlyCredits: 100_000_000, requestsPerMinute: 1_000_000 } }),
    METRICS_TOKEN: METRICS_TOKEN,
  };
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const log = process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'w') : 'ignore';
  const child = spawn(process.execPath, [...nodeArgs, 'dist/src/main.js'], { env, stdio: ['ignore', log, log] });
  const readyz = `http://127.0.0.1:${port}/readyz`;
  const standby = async () => process.env.VALIDATION_STANDBY === 'false' || standbyReady(`http://127.0.0.1:${port}`);
  while (!(await fetch(readyz).then((r) => r.ok, () => false)) || !(await standby())) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode} before it was ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}
