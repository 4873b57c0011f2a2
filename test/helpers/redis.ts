/**
 * Test set-up for Redis: a redis-server on a free loopback port with no persistence, stopped
 * after the tests. Absent binary: null, so the caller skips with a clear message; under CI=true
 * an error instead, since CI must never skip for want of Redis.
 */
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { freePort } from './free-port.js';
import { inCi } from './requires.js';

/** A running throwaway Redis. */
export interface TestRedis {
  url: string;
  /** Stops the server (its port refuses connections) until resume(). */
  halt(): Promise<void>;
  /** Starts a server again on the same port (empty: no persistence). */
  resume(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, commands get no answer, until thaw(). */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

/** Why Redis tests cannot run here, or undefined when they can. */
export function redisUnavailable(): string | undefined {
  const probe = spawnSync('redis-server', ['--version'], { stdio: 'ignore' });
  return probe.error || probe.status !== 0
    ? 'redis-server not found (npm run setup installs it)'
    : undefined;
}

async function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts redis-server, or returns null (with the reason logged) when it is absent. */
export async function startRedis(): Promise<TestRedis | null> {
  const reason = redisUnavailable();
  if (reason && inCi) throw new Error(`CI=true: ${reason}`);
  if (reason) {
    console.log(`skipping Redis: ${reason}`);
    return null;
  }
  const port = await freePort();
  const launch = async () => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    for (let i = 0; i < 100 && !(await reachable(port)); i++)
      await new Promise((r) => setTimeout(r, 50));
    return { child, exited };
  };
  let server = await launch();
  const end = async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGCONT');
      server.child.kill('SIGTERM');
    }
    await server.exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    halt: end,
    async resume() {
      server = await launch();
    },
    freeze: () => server.child.kill('SIGSTOP'),
    thaw: () => server.child.kill('SIGCONT'),
    stop: end,
  };
}
