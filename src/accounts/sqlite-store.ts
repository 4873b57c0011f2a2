/**
 * The embedded store: one SQLite file (better-sqlite3, WAL). Calls are synchronous inside one
 * process, and every credit change runs in a BEGIN IMMEDIATE transaction, so concurrent
 * requests (and other processes on the same file) are serialised by SQLite's write lock.
 * WAL with synchronous=NORMAL survives a killed process (only a power loss may drop the
 * last commits).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrateSqlite } from './sqlite-migrations.js';
import type {
  AccountRecord,
  AccountStore,
  KeptResult,
  KeyRecord,
  LedgerRecord,
  Reservation,
  ReserveInput,
  ReserveResult,
} from './store.js';

type Row = Record<string, any>;

/** Abandoned reservations are deleted at most this often (they stop counting at once anyway). */
const SWEEP_EVERY_MS = 60_000;

const account = (r: Row): AccountRecord => ({
  id: r.id,
  name: r.name,
  plan: r.plan,
  createdAt: new Date(r.created_at),
});

const key = (r: Row): KeyRecord => ({
  id: r.id,
  accountId: r.account_id,
  name: r.name,
  environment: r.environment,
  prefix: r.prefix,
  hash: r.hash,
  createdAt: new Date(r.created_at),
  lastUsedAt: r.last_used_at == null ? undefined : new Date(r.last_used_at),
  revokedAt: r.revoked_at == null ? undefined : new Date(r.revoked_at),
});

/** Opens (creating if needed) the SQLite store at a path, or ':memory:'. */
export function openSqliteStore(path: string): AccountStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrateSqlite(db);

  const q = {
    insertAccount: db.prepare(
      'INSERT INTO accounts (id, name, plan, created_at) VALUES (?, ?, ?, ?)',
    ),
    accountById: db.prepare('SELECT * FROM accounts WHERE id = ?'),
    accountByName: db.prepare('SELECT * FROM accounts WHERE name = ?'),
    accounts: db.prepare('SELECT * FROM accounts ORDER BY created_at, id'),
    setPlan: db.prepare('UPDATE accounts SET plan = ? WHERE id = ?'),
    insertKey: db.prepare(
      'INSERT INTO api_keys (id, account_id, name, environment, prefix, hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    keys: db.prepare('SELECT * FROM api_keys ORDER BY created_at, id'),
    keysOf: db.prepare('SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at, id'),
    keyById: db.prepare('SELECT * FROM api_keys WHERE id = ?'),
    revoke: db.prepare('UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?'),
    keyByHash: db.prepare(
      `SELECT k.*, a.name AS a_name, a.plan AS a_plan, a.created_at AS a_created_at
       FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.hash = ?`,
    ),
    touch: db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?'),
    committed: db.prepare('SELECT used FROM monthly_usage WHERE account_id = ? AND period = ?'),
    reservedSum: db.prepare(
      `SELECT COALESCE(SUM(cost), 0) AS reserved FROM ledger
       WHERE account_id = ? AND period = ? AND state = 'reserved' AND created_at >= ?`,
    ),
    addUsage: db.prepare(
      `INSERT INTO monthly_usage (account_id, period, used) VALUES (?, ?, ?)
       ON CONFLICT (account_id, period) DO UPDATE SET used = used + excluded.used`,
    ),
    sweepAll: db.prepare(`DELETE FROM ledger WHERE state = 'reserved' AND created_at < ?`),
    sweepIdem: db.prepare('DELETE FROM idempotency WHERE created_at < ?'),
    idem: db.prepare('SELECT * FROM idempotency WHERE key_id = ? AND idem_key = ?'),
    liveLedger: db.prepare(
      `SELECT 1 FROM ledger WHERE id = ? AND (state = 'committed' OR created_at >= ?)`,
    ),
    dropIdem: db.prepare('DELETE FROM idempotency WHERE key_id = ? AND idem_key = ?'),
    insertIdem: db.prepare(
      'INSERT INTO idempotency (key_id, idem_key, request_hash, ledger_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    reserve: db.prepare(
      `INSERT INTO ledger (account_id, key_id, period, operation, cost, state, created_at) VALUES (?, ?, ?, ?, ?, 'reserved', ?)`,
    ),
    commit: db.prepare(
      `UPDATE ledger SET state = 'committed', committed_at = ? WHERE id = ? AND state = 'reserved'`,
    ),
    exists: db.prepare('SELECT 1 FROM ledger WHERE id = ?'),
    renew: db.prepare(`UPDATE ledger SET created_at = ? WHERE id = ? AND state = 'reserved'`),
    idemOwner: db.prepare('SELECT ledger_id FROM idempotency WHERE key_id = ? AND idem_key = ?'),
    insertCommitted: db.prepare(
      `INSERT INTO ledger (id, account_id, key_id, period, operation, cost, state, created_at, committed_at)
       VALUES (?, ?, ?, ?, ?, ?, 'committed', ?, ?)`,
    ),
    saveResponse: db.prepare(
      'UPDATE idempotency SET response = ? WHERE key_id = ? AND idem_key = ? AND ledger_id = ?',
    ),
    saveRerun: db.prepare(
      'UPDATE idempotency SET rerun = 1 WHERE key_id = ? AND idem_key = ? AND ledger_id = ?',
    ),
    release: db.prepare(`DELETE FROM ledger WHERE id = ? AND state = 'reserved'`),
    releaseIdem: db.prepare(
      'DELETE FROM idempotency WHERE key_id = ? AND idem_key = ? AND ledger_id = ?',
    ),
    ledgerAll: db.prepare(
      `SELECT * FROM ledger WHERE account_id = ? AND state = 'committed' ORDER BY created_at, id`,
    ),
    ping: db.prepare('SELECT 1'),
    ledgerPeriod: db.prepare(
      `SELECT * FROM ledger WHERE account_id = ? AND period = ? AND state = 'committed' ORDER BY created_at, id`,
    ),
  };

  /** Committed credits (running total) plus live reservations. */
  const usedIn = (accountId: string, period: string, staleBefore: Date): number =>
    (((q.committed.get(accountId, period) as Row | undefined)?.used as number) ?? 0) +
    ((q.reservedSum.get(accountId, period, staleBefore.getTime()) as Row).reserved as number);

  let lastSweep = 0;
  const reserve = db.transaction((input: ReserveInput): ReserveResult => {
    const idem = input.idempotency;
    if (idem) {
      const row = q.idem.get(input.keyId, idem.key) as Row | undefined;
      if (row) {
        if (row.created_at >= idem.notBefore.getTime()) {
          if (row.request_hash !== idem.requestHash) return { kind: 'conflict' };
          if (row.response != null)
            return { kind: 'replay', response: new Uint8Array(row.response) };
          if (row.rerun) return { kind: 'rerun' };
          if (q.liveLedger.get(row.ledger_id, input.staleBefore.getTime()))
            return { kind: 'in_progress' };
        }
        q.dropIdem.run(input.keyId, idem.key); // expired, or its reservation was abandoned
      }
    }
    if (input.now.getTime() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = input.now.getTime();
      q.sweepAll.run(input.staleBefore.getTime());
      if (idem) q.sweepIdem.run(idem.notBefore.getTime());
    }
    const used = usedIn(input.accountId, input.period, input.staleBefore);
    if (used + input.cost > input.limit) return { kind: 'quota_exceeded', used };
    const now = input.now.getTime();
    const { lastInsertRowid } = q.reserve.run(
      input.accountId,
      input.keyId,
      input.period,
      input.operation,
      input.cost,
      now,
    );
    const reservation: Reservation = {
      id: String(lastInsertRowid),
      accountId: input.accountId,
      keyId: input.keyId,
      period: input.period,
      operation: input.operation,
      cost: input.cost,
      idempotencyKey: idem?.key,
    };
    if (idem) q.insertIdem.run(input.keyId, idem.key, idem.requestHash, lastInsertRowid, now);
    return { kind: 'reserved', reservation };
  });

  const commit = db.transaction(
    (r: Reservation, now: Date, staleBefore: Date, kept?: KeptResult): number => {
      const at = now.getTime();
      const id = Number(r.id);
      let charged = q.commit.run(at, id).changes === 1;
      if (!charged && !q.exists.get(id)) {
        // Swept as abandoned while the operation ran: the operation succeeded, so it is charged —
        // unless a retry with the same Idempotency-Key took the key over and is charged itself.
        const owner = r.idempotencyKey
          ? (q.idemOwner.get(r.keyId, r.idempotencyKey) as Row | undefined)
          : undefined;
        if (owner && Number(owner.ledger_id) !== id)
          return usedIn(r.accountId, r.period, staleBefore);
        q.insertCommitted.run(id, r.accountId, r.keyId, r.period, r.operation, r.cost, at, at);
        charged = true;
      }
      if (charged) q.addUsage.run(r.accountId, r.period, r.cost);
      if (kept && r.idempotencyKey) {
        if ('response' in kept)
          q.saveResponse.run(Buffer.from(kept.response), r.keyId, r.idempotencyKey, id);
        else q.saveRerun.run(r.keyId, r.idempotencyKey, id);
      }
      return usedIn(r.accountId, r.period, staleBefore);
    },
  );

  const release = db.transaction((r: Reservation) => {
    q.release.run(Number(r.id));
    if (r.idempotencyKey) q.releaseIdem.run(r.keyId, r.idempotencyKey, Number(r.id));
  });

  return {
    kind: 'sqlite',
    async renew(r, now) {
      q.renew.run(now.getTime(), Number(r.id));
    },
    async createAccount(a) {
      q.insertAccount.run(a.id, a.name, a.plan, a.createdAt.getTime());
    },
    async findAccount(idOrName) {
      const row = (q.accountById.get(idOrName) ?? q.accountByName.get(idOrName)) as Row | undefined;
      return row && account(row);
    },
    async listAccounts() {
      return (q.accounts.all() as Row[]).map(account);
    },
    async setPlan(accountId, plan) {
      q.setPlan.run(plan, accountId);
      const row = q.accountById.get(accountId) as Row | undefined;
      return row && account(row);
    },
    async createKey(k) {
      q.insertKey.run(
        k.id,
        k.accountId,
        k.name,
        k.environment,
        k.prefix,
        k.hash,
        k.createdAt.getTime(),
      );
    },
    async listKeys(accountId) {
      return ((accountId ? q.keysOf.all(accountId) : q.keys.all()) as Row[]).map(key);
    },
    async findKey(keyId) {
      const row = q.keyById.get(keyId) as Row | undefined;
      return row && key(row);
    },
    async revokeKey(keyId, at) {
      q.revoke.run(at.getTime(), keyId);
      const row = q.keyById.get(keyId) as Row | undefined;
      return row && key(row);
    },
    async findKeyByHash(hash) {
      const row = q.keyByHash.get(hash) as Row | undefined;
      if (!row) return undefined;
      return {
        key: key(row),
        account: account({
          id: row.account_id,
          name: row.a_name,
          plan: row.a_plan,
          created_at: row.a_created_at,
        }),
      };
    },
    async touchKey(keyId, at) {
      q.touch.run(at.getTime(), keyId);
    },
    async used(accountId, period, staleBefore) {
      return usedIn(accountId, period, staleBefore);
    },
    async reserve(input) {
      return reserve.immediate(input);
    },
    async commit(r, now, staleBefore, kept) {
      return commit.immediate(r, now, staleBefore, kept);
    },
    async release(r) {
      release.immediate(r);
    },
    async ledger(accountId, period) {
      const rows = (
        period ? q.ledgerPeriod.all(accountId, period) : q.ledgerAll.all(accountId)
      ) as Row[];
      return rows.map((r) => ({
        id: String(r.id),
        accountId: r.account_id,
        keyId: r.key_id,
        period: r.period,
        operation: r.operation,
        cost: r.cost,
        createdAt: new Date(r.created_at),
      })) satisfies LedgerRecord[];
    },
    async ping() {
      q.ping.get();
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
