/**
 * The JVM validation worker failing, and the first requests after start: first-request latency
 * (a generate sent the moment the port opens, warm-up on, the default 10 s deadline) and the time
 * until /readyz says ready; crash-to-serving after a kill -9 of the worker (time until a new
 * worker runs, until a generate answers 200 again with requests arriving back to back, and until
 * /readyz is 200 again); a crash loop (a `java` that exits at once): what callers and readiness
 * see. Targets: serving again ≤ 3 s after a crash, first generate after start 200 within 3 s
 * (idle machine). The kills run with each VALIDATION_RECOVERY: `quick` (the default: a quick C1
 * worker compiles the rule sets, a full one replaces it), `standby` (a warm standby takes over) and
 * `cold` (a full JVM compiles them cold). Run: `npm run bench -- faults-validation-worker [rounds]`.
 */
import { cpus, loadavg } from 'node:os';
import { DEMO_KEY, startServer, type RunningServer } from '../test/helpers/server.js';
import { publicExample } from '../test/helpers/example.js';
import { crashingJavaHome, workerPids } from '../test/hardening/validation-worker.js';
import { METRICS_TOKEN, workersSettled } from './_bench-server.js';
import type { WorkerRecovery } from '../src/validation/engine/jvm-engine.js';

const ROUNDS = Number(process.argv[2] ?? 3);
const body = JSON.stringify(publicExample());
const ms = (v: number) => `${Math.round(v)} ms`;

const generate = async (
  server: RunningServer,
): Promise<{ status: number; ms: number; error?: string }> => {
  const start = performance.now();
  const response = await fetch(`${server.baseUrl}/v1/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': DEMO_KEY },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    ms: performance.now() - start,
    error: /"error":"([a-z_]+)"/.exec(text)?.[1],
  };
};

const ready = async (server: RunningServer) =>
  (await fetch(`${server.baseUrl}/readyz`)).status === 200;

/** Milliseconds until `probe` holds (polled every 10 ms). */
async function until(probe: () => boolean | Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await probe())) await new Promise((r) => setTimeout(r, 10));
  return performance.now() - start;
}

// Production settings: warm-up on, the default deadline.
const production = {
  validationEngine: 'jvm' as const,
  validationWarmUp: 'defaults' as const,
  validationDeadlineMs: 10_000,
};

console.log(
  `machine: ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

console.log('\nfirst request after start (warm-up running in the background)');
for (let round = 1; round <= ROUNDS; round++) {
  const started = performance.now();
  const server = await startServer(production);
  const listening = performance.now() - started;
  const first = await generate(server);
  const readyAfter = listening + first.ms + (await until(() => ready(server)));
  console.log(
    `  round ${round}: port open after ${ms(listening)}; first generate ${first.status}${first.error ? ` ${first.error}` : ''} in ${ms(first.ms)}; /readyz 200 ${ms(readyAfter)} after start`,
  );
  await server.close();
}

const RECOVERIES: Record<WorkerRecovery, string> = {
  quick: 'a quick worker, then a full one',
  standby: 'a warm standby takes over',
  cold: 'a cold full worker',
};
for (const [recovery, what] of Object.entries(RECOVERIES) as [WorkerRecovery, string][]) {
  console.log(
    `\nkill -9 of the warm worker, generate requests back to back (${recovery}: ${what})`,
  );
  const server = await startServer({
    ...production,
    validationRecovery: recovery,
    metricsToken: METRICS_TOKEN,
  });
  await until(() => ready(server));
  for (let round = 1; round <= ROUNDS; round++) {
    await until(() => workersSettled(server.baseUrl, recovery));
    await new Promise((r) => setTimeout(r, 3000)); // the warm-up (loads in the background) after the previous kill
    const [pid] = workerPids(); // the oldest: the active worker
    if (!pid) throw new Error('no worker running');
    const killed = performance.now();
    process.kill(pid, 'SIGKILL');
    const failures = new Map<string, number>();
    let answer = await generate(server);
    while (answer.status !== 200) {
      const key = `${answer.status} ${answer.error ?? ''}`.trim();
      failures.set(key, (failures.get(key) ?? 0) + 1);
      answer = await generate(server);
    }
    const serving = performance.now() - killed;
    const restarted = workerPids().length > 0 ? 'new worker running' : 'no worker';
    const readyAgain = serving + (await until(() => ready(server)));
    const failed = [...failures].map(([k, n]) => `${n} × ${k}`).join(', ') || 'none';
    console.log(
      `  round ${round}: first 200 after ${ms(serving)} (${restarted}); failed meanwhile: ${failed}; /readyz 200 after ${ms(readyAgain)}`,
    );
  }
  await server.close();
}

console.log('\ncrash loop (java exits at once)');
{
  const saved = process.env.JAVA_HOME;
  process.env.JAVA_HOME = crashingJavaHome();
  const server = await startServer({ validationEngine: 'jvm', validationWarmUp: false });
  if (saved === undefined) delete process.env.JAVA_HOME;
  else process.env.JAVA_HOME = saved;
  const seen = new Map<string, number>();
  const latencies: number[] = [];
  const until5s = performance.now() + 5000;
  let notReady = 0;
  let probes = 0;
  while (performance.now() < until5s) {
    const answer = await generate(server);
    latencies.push(answer.ms);
    const key = `${answer.status} ${answer.error ?? ''}`.trim();
    seen.set(key, (seen.get(key) ?? 0) + 1);
    probes++;
    if (!(await ready(server))) notReady++;
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `  5 s of generate: ${[...seen].map(([k, n]) => `${n} × ${k}`).join(', ')}; p50 ${latencies[latencies.length >> 1]!.toFixed(1)} ms; /readyz not ready ${notReady} of ${probes} probes`,
  );
  await server.close();
}
