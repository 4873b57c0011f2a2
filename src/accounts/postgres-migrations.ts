/**
 * Versioned schema of the PostgreSQL store. Replicas may start together: the migrations run
 * under a transaction-scoped advisory lock, each version once, recorded in schema_migrations.
 */
import type { PoolClient } from 'pg';

/** Advisory lock id for migrations (any constant shared by every replica). */
const MIGRATION_LOCK = 816_931;

/** The migrations, in order. */
export const POSTGRES_MIGRATIONS: readonly { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        plan TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        name TEXT NOT NULL,
        environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'live')),
        prefix TEXT NOT NULL,
        hash BYTEA NOT NULL UNIQUE,
        created_at BIGINT NOT NULL,
        last_used_at BIGINT,
        revoked_at BIGINT
      );
      CREATE INDEX api_keys_account ON api_keys(account_id);
      CREATE TABLE ledger (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        key_id TEXT NOT NULL,
        period TEXT NOT NULL,
        operation TEXT NOT NULL,
        cost INTEGER NOT NULL CHECK (cost > 0),
        state TEXT NOT NULL CHECK (state IN ('reserved', 'committed')),
        created_at BIGINT NOT NULL,
        committed_at BIGINT
      );
      CREATE INDEX ledger_usage ON ledger(account_id, period, state, created_at) INCLUDE (cost);
      CREATE TABLE idempotency (
        key_id TEXT NOT NULL,
        idem_key TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        ledger_id TEXT NOT NULL,
        response BYTEA,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (key_id, idem_key)
      );
    `,
  },
];

/** Applies the migrations not yet recorded, one replica at a time. */
export async function migratePostgres(client: PoolClient): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)');
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.version));
    for (const migration of POSTGRES_MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [migration.version, Date.now()]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
