/**
 * Issue 13, item 5: SIGTERM answers every request received before it. The real entry point runs
 * in a child process; it is frozen (SIGSTOP) while 30 generate requests arrive, so that they wait
 * in the kernel's accept queue unread, exactly as under load, then gets SIGTERM and resumes.
 * Every one of them must be answered 200 (before, the listener closed at once and the kernel reset
 * them: ECONNRESET), and a connection opened after them is refused.
 *
 * Within a grace too short for them all (a freshly started service: the JVM still compiles its
 * rule sets), every request is answered within the grace, 200 or 503 with Retry-After, never
 * reset (before, checks ran on to their own deadline, the grace counted from the end of the accept
 * window, and the connections still open were reset after it). And a stop signal sent to the whole
 * process group, and to every process as systemd does, leaves the validation worker checking until
 * the service has drained (before, the JVM died at once and the requests waiting for it got 503);
 * the worker goes when the service exits.
 */
import test from 'ava';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { publicExample } from '../helpers/example.js';
import { DEMO_KEY } from '../helpers/server.js';
import { runtimeStage } from '../container/dockerfile.js';
import { requires } from '../helpers/requires.js';
import { jvmUnavailable } from '../validation/corpus.js';
import { workerPids } from './validation-worker.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const IN_FLIGHT = 30;
const body = JSON.stringify({ ...publicExample(), format: 'zugferd' });

/**
 * Starts `src/main.ts` and resolves with the child and its port once it listens; `detached`: in a
 * process group of its own (its pid is the group's id), as a service manager or a shell starts it.
 */
function startService(
  env: NodeJS.ProcessEnv = {},
  detached = false,
): Promise<{ child: ChildProcess; port: number; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SQLITE_PATH: ':memory:',
      VALIDATION_WARMUP: 'false',
      VALIDATION_DEADLINE_MS: '120000',
      SHUTDOWN_GRACE_MS: '120000',
      PLANS: JSON.stringify({
        sandbox: { monthlyCredits: 1_000_000, requestsPerMinute: 1_000_000 },
      }),
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const port = /listening on [^:]+:(\d+)/.exec(out)?.[1];
      if (port) resolve({ child, port: Number(port), exited });
    });
    void exited.then(() => reject(new Error(`the service exited before listening: ${stderr}`)));
  });
}

/** One generate on its own connection; resolves with the status or the socket error's code. */
function generate(port: number, sent: () => void = () => undefined): Promise<string> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        path: '/v1/generate',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-api-key': DEMO_KEY },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
        res.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    req.end(body, sent);
  });
}

function connectOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });
}

test('SIGTERM: every request received before it is answered 200, a new connection is refused', async (t) => {
  const { child, port, exited } = await startService();
  t.teardown(() => void (child.exitCode === null && child.kill('SIGKILL')));
  t.is(await generate(port), '200', 'a first generate loads the rule set');

  child.kill('SIGSTOP');
  let written = 0;
  const responses: Promise<string>[] = [];
  const allWritten = new Promise<void>((resolve) => {
    for (let i = 0; i < IN_FLIGHT; i++)
      responses.push(generate(port, () => ++written === IN_FLIGHT && resolve()));
  });
  await allWritten; // in the kernel: handshakes completed, requests in the server's receive buffers
  child.kill('SIGTERM');
  child.kill('SIGCONT');

  const statuses = await Promise.all(responses);
  // The server keeps accepting for a short drain window after SIGTERM (connections already in the
  // kernel's queue) until they stop coming, at most until the grace's last 15 %: then it refuses.
  let afterSignal = await connectOutcome(port);
  for (let tries = 0; afterSignal !== 'ECONNREFUSED' && tries < 50; tries++) {
    await new Promise((r) => setTimeout(r, 100));
    afterSignal = await connectOutcome(port);
  }
  const counts: Record<string, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  t.deepEqual(counts, { '200': IN_FLIGHT }, `answers: ${JSON.stringify(counts)} `);
  t.is(afterSignal, 'ECONNREFUSED');
  t.is(await exited, 0, 'the service exits cleanly once they are answered');
});

test("the container's shutdown grace ends before docker stop's default 10 s kill", (t) => {
  const stage = runtimeStage(readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8'));
  const grace = Number(stage.env.SHUTDOWN_GRACE_MS);
  t.true(Number.isInteger(grace) && grace > 0, 'the runtime stage sets SHUTDOWN_GRACE_MS');
  // Two seconds are left for closing the workers and databases after the grace.
  t.true(grace <= 8000, `SHUTDOWN_GRACE_MS=${grace} leaves docker stop (10 s) no time to spare`);
});

/** The answer to one generate on its own connection, or the socket error's code, and when it came. */
interface Outcome {
  status: string;
  retryAfter?: string;
  error?: string;
  at: number;
}

function generateOutcome(port: number, sent: () => void = () => undefined): Promise<Outcome> {
  return new Promise((resolve) => {
    const failed = (e: NodeJS.ErrnoException) =>
      resolve({ status: e.code ?? e.message, at: performance.now() });
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        path: '/v1/generate',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-api-key': DEMO_KEY },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const at = performance.now();
          let error: string | undefined;
          if (res.statusCode !== 200)
            error = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { error?: string })
              .error;
          resolve({
            status: String(res.statusCode),
            retryAfter: res.headers['retry-after'],
            error,
            at,
          });
        });
        res.on('error', failed);
      },
    );
    req.on('error', failed);
    req.end(body, sent);
  });
}

const tally = (outcomes: Outcome[]) => {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[o.status] = (counts[o.status] ?? 0) + 1;
  return counts;
};

const withJvm = requires(jvmUnavailable());
const GRACE_MS = 5000;

withJvm.serial(
  'SIGTERM right after start, grace shorter than the checks: every request is answered 200 or 503 with Retry-After within the grace, none reset',
  async (t) => {
    // Cold: no warm-up, so the JVM starts and compiles the rule sets for the first requests (seconds
    // of two cores); the checks' own deadline (two minutes) is far beyond the grace.
    const { child, port, exited } = await startService({ SHUTDOWN_GRACE_MS: String(GRACE_MS) });
    t.teardown(() => void (child.exitCode === null && child.kill('SIGKILL')));
    let written = 0;
    const outcomes: Promise<Outcome>[] = [];
    const allWritten = new Promise<void>((resolve) => {
      for (let i = 0; i < IN_FLIGHT; i++)
        outcomes.push(generateOutcome(port, () => ++written === IN_FLIGHT && resolve()));
    });
    await allWritten;
    const signalled = performance.now();
    child.kill('SIGTERM');
    const answers = await Promise.all(outcomes);
    const counts = tally(answers);
    t.log(
      `answers: ${JSON.stringify(counts)}, the last ${Math.round(Math.max(...answers.map((a) => a.at)) - signalled)} ms after SIGTERM (grace ${GRACE_MS} ms)`,
    );
    for (const a of answers) {
      t.true(
        a.status === '200' || a.status === '503',
        `answered 200 or 503, not ${a.status}: ${JSON.stringify(counts)}`,
      );
      if (a.status === '503') {
        // Given up waiting for its check, or (not as far yet) answered by the server itself.
        t.true(
          a.error === 'validation_unavailable' || a.error === 'unavailable',
          `error ${a.error}`,
        );
        t.is(a.retryAfter, '1', 'a 503 says when to retry');
      }
      // The answer was written before the grace ended. The grace counts from when the service's
      // event loop, busy with the requests, runs its signal handler: 0.4–1 s after the signal here.
      t.true(
        a.at - signalled <= GRACE_MS + 1000,
        `answered ${Math.round(a.at - signalled)} ms after SIGTERM, the grace is ${GRACE_MS} ms`,
      );
    }
    t.is(await exited, 0);
  },
);

withJvm.serial(
  'a stop signal to the whole process group, and to the worker itself: it keeps checking until the service has drained, then goes with it',
  async (t) => {
    const { child, port, exited } = await startService({}, true);
    const group = child.pid!;
    t.teardown(() => {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // already gone
      }
    });
    t.is(
      await generateOutcome(port).then((o) => o.status),
      '200',
      'a first generate starts the worker and loads the rule set',
    );
    const workers = workerPids(group);
    t.is(workers.length, 1, 'one validation worker runs');

    const N = 12;
    let written = 0;
    const outcomes: Promise<Outcome>[] = [];
    const allWritten = new Promise<void>((resolve) => {
      for (let i = 0; i < N; i++)
        outcomes.push(generateOutcome(port, () => ++written === N && resolve()));
    });
    await allWritten;
    // Ctrl-C in a terminal, `kill -- -PGID`: every process of the group. systemd's stop
    // (KillMode=control-group): every process of the service's cgroup, whatever its group.
    process.kill(-group, 'SIGTERM');
    for (const pid of workers) {
      process.kill(pid, 'SIGTERM');
      process.kill(pid, 'SIGINT');
    }
    const answers = await Promise.all(outcomes);
    t.deepEqual(tally(answers), { '200': N }, 'every generate in flight was checked');
    t.is(await exited, 0, 'the service exits cleanly once drained');
    // The service stops its worker before it exits: no JVM outlives it.
    const gone = (pid: number) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.startsWith('Z');
      } catch {
        return true;
      }
    };
    for (let i = 0; i < 50 && !workers.every(gone); i++) await sleep(100);
    t.true(workers.every(gone), 'the validation worker is gone once the service has exited');
  },
);
