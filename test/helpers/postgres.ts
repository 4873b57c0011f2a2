/**
 * Test set-up for PostgreSQL: a throwaway cluster (initdb + pg_ctl) in a temporary folder on a
 * free port, trust authentication on loopback only, fsync off; stopped and deleted after the
 * tests. The binaries are looked up at run time (PATH, then /usr/lib/postgresql/<version>/bin).
 * As root (containers) the server runs as the `postgres` user. Absent binaries: null, so the
 * caller skips with a clear message; under CI=true an error instead.
 */
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { freePort } from './free-port.js';
import { inCi } from './requires.js';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** A running throwaway PostgreSQL. */
export interface TestPostgres {
  /** Connection string of the `postgres` database. */
  url: string;
  /** Creates a fresh, empty database and returns its connection string. */
  createDatabase(): Promise<string>;
  /** Stops the server the way an operator does (fast shutdown: sessions get 57P01), keeping its data. */
  halt(): Promise<void>;
  /** Starts the halted server again on the same port. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

function binDir(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

/** Why PostgreSQL tests cannot run here, or undefined when they can. */
export function postgresUnavailable(): string | undefined {
  if (!binDir())
    return 'PostgreSQL binaries (initdb, pg_ctl) not found (npm run setup installs them)';
  if (process.getuid?.() === 0) {
    // root: the server must run as the postgres user (initdb refuses root)
    if (spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status !== 0)
      return 'running as root without a postgres user';
    if (spawnSync('runuser', ['--help'], { stdio: 'ignore' }).error)
      return 'running as root without runuser';
  }
  return undefined;
}

/** Starts a cluster, or returns null (with the reason logged) when PostgreSQL is absent. */
export async function startPostgres(): Promise<TestPostgres | null> {
  const reason = postgresUnavailable();
  if (reason && inCi) throw new Error(`CI=true: ${reason}`);
  const bin = binDir();
  if (reason || !bin) {
    console.log(`skipping PostgreSQL: ${reason}`);
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(uid.trim()), Number(gid.trim()));
    chmodSync(dir, 0o700);
  }
  const exec = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args])
      : run(join(bin, tool), args);
  const data = join(dir, 'data');
  const port = await freePort();
  await exec('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  await exec('pg_ctl', [
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(dir, 'log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let count = 0;
  return {
    url,
    async createDatabase() {
      const name = `t${process.pid}_${++count}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async halt() {
      await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    async resume() {
      await exec('pg_ctl', [
        '-D',
        data,
        '-o',
        options,
        '-l',
        join(dir, 'log'),
        '-w',
        '-t',
        '60',
        'start',
      ]);
    },
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
