/**
 * Crash safety on SQLite: a child process charges in a loop and is killed with SIGKILL in the
 * middle of the load. After a restart the ledger adds up: every acknowledged charge is there,
 * nothing is doubled, at most the requests in flight at the kill are charged without an
 * acknowledgement, and retrying those with their Idempotency-Key charges each exactly once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import test from 'ava';
import Database from 'better-sqlite3';
import { createAccounts } from '../../src/accounts/index.js';
import { management } from '../../src/accounts/management.js';
import { planTable } from '../../src/accounts/plans.js';
import { openSqliteStore } from '../../src/accounts/sqlite-store.js';
import { testConfig } from '../../src/config.js';
import { contextWith } from './helpers/context.js';

const PLANS = { bulk: { monthlyCredits: 1_000_000, requestsPerMinute: 1_000_000 } };
const IN_FLIGHT = 8;
const childScript = fileURLToPath(new URL('./helpers/charge-loop.ts', import.meta.url));

/** Runs the child until `acks` acknowledgements, kills it, returns the acknowledged ids. */
function chargeThenKill(path: string, secret: string, acks: number): Promise<Set<number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', childScript, path, secret, JSON.stringify(PLANS)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const acked = new Set<number>();
    let buffered = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        const match = /^ack (\d+)$/.exec(line);
        if (match) acked.add(Number(match[1]));
      }
      if (acked.size >= acks && child.exitCode === null && !child.killed) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('close', (_code, signal) =>
      signal === 'SIGKILL'
        ? resolve(acked)
        : reject(new Error(`child ended without the kill: ${stderr}`)),
    );
  });
}

test('SIGKILL during load: no acknowledged charge lost, none doubled, retries charged once', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'einvoice-crash-'));
  t.teardown(() => rmSync(folder, { recursive: true, force: true }));
  const path = join(folder, 'accounts.db');
  const setup = openSqliteStore(path);
  const manage = management(setup, planTable(PLANS));
  const account = await manage.createAccount('crash', 'bulk');
  const { secret } = await manage.createKey(account.id, 'load', 'live');
  await setup.close();

  const acked = await chargeThenKill(path, secret, 400);
  const highest = Math.max(...acked);

  // Restart: inspect the file as it was left.
  const db = new Database(path, { readonly: true });
  const committed = db.prepare(`SELECT id FROM ledger WHERE state = 'committed'`).all() as {
    id: string;
  }[];
  const reserved = db
    .prepare(`SELECT COUNT(*) AS n FROM ledger WHERE state = 'reserved'`)
    .get() as { n: number };
  const total = db.prepare('SELECT COALESCE(SUM(used), 0) AS n FROM monthly_usage').get() as {
    n: number;
  };
  const claims = db
    .prepare('SELECT idem_key, ledger_id, response IS NOT NULL AS done FROM idempotency')
    .all() as { idem_key: string; ledger_id: string; done: number }[];
  db.close();
  const doneKeys = new Set(claims.filter((c) => c.done).map((c) => c.idem_key));
  for (const n of acked)
    t.true(doneKeys.has(`req-${n}`), `acknowledged charge req-${n} is in the ledger`);
  const ledgerIds = new Set(committed.map((r) => r.id));
  t.is(ledgerIds.size, committed.length);
  t.is(
    claims.filter((c) => c.done).length,
    committed.length,
    'one committed ledger row per request, none doubled',
  );
  t.true(claims.filter((c) => c.done).every((c) => ledgerIds.has(c.ledger_id)));
  t.true(
    committed.length >= acked.size && committed.length <= acked.size + IN_FLIGHT,
    `committed ${committed.length}, acknowledged ${acked.size}`,
  );
  t.true(reserved.n <= IN_FLIGHT, 'only in-flight requests hold reservations');
  t.is(total.n, committed.length, 'the monthly running total equals the ledger');
  t.log(
    `acknowledged ${acked.size}, committed ${committed.length}, reservations left ${reserved.n}`,
  );

  // Clients retry every unacknowledged request after the restart (abandoned reservations expire).
  const later = new Date(Date.now() + 16 * 60_000);
  const accounts = await createAccounts(
    testConfig({ sqlitePath: path, demoApiKey: '', plans: PLANS }),
    { clock: () => later },
  );
  t.teardown(() => accounts.close());
  const bytes = {
    serialize: (s: string) => Buffer.from(s),
    deserialize: (b: Uint8Array) => Buffer.from(b).toString(),
  };
  const retried = [];
  for (let n = 0; n <= highest + IN_FLIGHT; n++) {
    if (acked.has(n)) continue;
    const context = contextWith({ 'x-api-key': secret, 'idempotency-key': `req-${n}` });
    retried.push(n);
    const { result } = await accounts.guard(
      context,
      { operation: 'generate', cost: 1, keyRequired: true },
      async () => `doc ${n}`,
      { ...bytes, requestHash: `body-${n}` },
    );
    t.is(result, `doc ${n}`);
  }
  const ledger = await accounts.store.ledger(account.id);
  t.is(ledger.length, acked.size + retried.length, 'after retries: exactly one charge per request');
});
