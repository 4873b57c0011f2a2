/**
 * Versioned schema of the SQLite store. Each migration runs once, in its own transaction, and
 * is recorded in schema_migrations; a new version is appended, never edited.
 */
import type { Database } from 'better-sqlite3';

/** The migrations, in order. */
export const SQLITE_MIGRATIONS: readonly { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        plan TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        name TEXT NOT NULL,
        environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'live')),
        prefix TEXT NOT NULL,
        hash BLOB NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        last_used_at INTEGER,
        revoked_at INTEGER
      );
      CREATE INDEX api_keys_account ON api_keys(account_id);
      CREATE TABLE ledger (
        id INTEGER PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        key_id TEXT NOT NULL,
        period TEXT NOT NULL,
        operation TEXT NOT NULL,
        cost INTEGER NOT NULL CHECK (cost > 0),
        state TEXT NOT NULL CHECK (state IN ('reserved', 'committed')),
        created_at INTEGER NOT NULL,
        committed_at INTEGER
      );
      CREATE INDEX ledger_account ON ledger(account_id, period);
      CREATE INDEX ledger_reserved ON ledger(account_id, period, created_at, cost) WHERE state = 'reserved';
      -- Committed credits per account and month, kept in the same transaction as the ledger
      -- rows it sums: the ledger is the record, this is its running total.
      CREATE TABLE monthly_usage (
        account_id TEXT NOT NULL,
        period TEXT NOT NULL,
        used INTEGER NOT NULL,
        PRIMARY KEY (account_id, period)
      );
      CREATE TABLE idempotency (
        key_id TEXT NOT NULL,
        idem_key TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        ledger_id INTEGER NOT NULL,
        response BLOB,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (key_id, idem_key)
      );
    `,
  },
  {
    // Stored Idempotency-Key responses are deleted once older than 24 hours.
    version: 2,
    sql: `CREATE INDEX idempotency_created ON idempotency(created_at);`,
  },
  {
    // A result too large to keep for 24 hours (a PDF) is not stored: a retry runs again, uncharged.
    version: 3,
    sql: `ALTER TABLE idempotency ADD COLUMN rerun INTEGER NOT NULL DEFAULT 0;`,
  },
];

/** Applies the migrations not yet recorded; returns the schema version. */
export function migrateSqlite(db: Database): number {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)',
  );
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (r) => r.version,
    ),
  );
  for (const migration of SQLITE_MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      // Checked again inside the write lock: another process may have just applied it.
      if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version))
        return;
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(
        migration.version,
        Date.now(),
      );
    }).immediate();
  }
  return Math.max(0, ...SQLITE_MIGRATIONS.map((m) => m.version));
}
