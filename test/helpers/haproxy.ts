/**
 * Test set-up for HAProxy (Debian's haproxy, installed by npm run setup): a load balancer on a
 * free loopback port in front of the given backend ports, speaking HTTP/1.1 and h2c to callers
 * and h2c to the backends (`proto h2`), health-checking /readyz. Stopped after the test.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';

/** Why HAProxy tests cannot run here, or undefined when they can. */
export function haproxyUnavailable(): string | undefined {
  const probe = spawnSync('haproxy', ['-v'], { stdio: 'ignore' });
  return probe.error || probe.status !== 0
    ? 'haproxy not found (npm run setup installs it)'
    : undefined;
}

/** A running balancer. */
export interface TestBalancer {
  port: number;
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts HAProxy in front of backends on loopback; resolves once it answers /readyz with 200. */
export async function startHaproxy(backendPorts: number[]): Promise<TestBalancer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 1000',
      'defaults',
      '  mode http',
      '  option forwardfor',
      '  timeout connect 5s',
      '  timeout client 120s',
      '  timeout server 120s',
      'frontend einvoice',
      `  bind 127.0.0.1:${port}`,
      '  default_backend replicas',
      'backend replicas',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      '  retry-on conn-failure empty-response',
      '  retries 2',
      '  option redispatch',
      ...backendPorts.map(
        (p, i) =>
          `  server replica-${i + 1} 127.0.0.1:${p} proto h2 check check-proto h1 inter 500ms fall 1 rise 1`,
      ),
      '',
    ].join('\n'),
  );
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) {
      child.kill('SIGTERM'); // the caller never gets a handle to stop it
      throw new Error(`haproxy did not become ready: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    baseUrl,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
