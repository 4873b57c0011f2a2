/**
 * Runs the same tests against every store: SQLite (a file in a temporary folder) and
 * PostgreSQL (a throwaway cluster started on first use, stopped after the file's tests).
 * Without PostgreSQL binaries the PostgreSQL variants are skipped with the reason (under CI=true:
 * a failure).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import { openPostgresStore } from '../../../src/accounts/postgres-store.js';
import { openSqliteStore } from '../../../src/accounts/sqlite-store.js';
import type { AccountStore } from '../../../src/accounts/store.js';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../../helpers/postgres.js';
import { unavailable } from '../../helpers/requires.js';

/** One store implementation under test. */
export interface Backend {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty, migrated store (closed by the helper after the file's tests). */
  open(): Promise<AccountStore>;
  /** Two stores on one fresh database, like two replicas (or two processes on one file). */
  openPair(): Promise<[AccountStore, AccountStore]>;
}

/** Calls `register` once per available backend; register defines the tests (names prefixed). */
export function forEachBackend(register: (backend: Backend) => void): void {
  const opened: AccountStore[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'einvoice-accounts-'));
  let files = 0;
  let postgres: Promise<TestPostgres | null> | undefined;
  test.after.always(async () => {
    for (const store of opened) await store.close().catch(() => undefined);
    await (await postgres)?.stop();
    rmSync(folder, { recursive: true, force: true });
  });
  register({
    name: 'sqlite',
    async open() {
      const store = openSqliteStore(join(folder, `accounts-${++files}.db`));
      opened.push(store);
      return store;
    },
    async openPair() {
      const path = join(folder, `accounts-${++files}.db`);
      const pair: [AccountStore, AccountStore] = [openSqliteStore(path), openSqliteStore(path)];
      opened.push(...pair);
      return pair;
    },
  });
  const reason = postgresUnavailable();
  if (reason) {
    unavailable('postgres variants', reason);
    return;
  }
  const database = async () => {
    postgres ??= startPostgres();
    const server = await postgres;
    if (!server) throw new Error('PostgreSQL did not start');
    return server.createDatabase();
  };
  register({
    name: 'postgres',
    async open() {
      const store = await openPostgresStore(await database(), 20);
      opened.push(store);
      return store;
    },
    async openPair() {
      const url = await database();
      const pair: [AccountStore, AccountStore] = [
        await openPostgresStore(url, 20),
        await openPostgresStore(url, 20),
      ];
      opened.push(...pair);
      return pair;
    },
  });
}
