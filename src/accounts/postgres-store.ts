/**
 * The store for several replicas: PostgreSQL through a `pg` pool. Every credit change runs in
 * one transaction that first locks the account row (SELECT ... FOR UPDATE), so concurrent
 * requests on any replica are serialised per account and the quota check cannot race.
 */
import pg from 'pg';
import { migratePostgres } from './postgres-migrations.js';
import { storeFault } from './store-fault.js';
import type {
  AccountRecord,
  AccountStore,
  KeyRecord,
  Reservation,
  ReserveInput,
  ReserveResult,
} from './store.js';

type Row = Record<string, any>;

/** Abandoned reservations are deleted at most this often (they stop counting at once anyway). */
const SWEEP_EVERY_MS = 60_000;

const ms = (v: unknown): number => Number(v);
const account = (r: Row): AccountRecord => ({
  id: r.id,
  name: r.name,
  plan: r.plan,
  createdAt: new Date(ms(r.created_at)),
});
const key = (r: Row): KeyRecord => ({
  id: r.id,
  accountId: r.account_id,
  name: r.name,
  environment: r.environment,
  prefix: r.prefix,
  hash: r.hash,
  createdAt: new Date(ms(r.created_at)),
  lastUsedAt: r.last_used_at == null ? undefined : new Date(ms(r.last_used_at)),
  revokedAt: r.revoked_at == null ? undefined : new Date(ms(r.revoked_at)),
});

/** Committed credits (running total) plus live reservations. */
const USED = `SELECT
  COALESCE((SELECT used FROM monthly_usage WHERE account_id = $1 AND period = $2), 0)::int +
  COALESCE((SELECT SUM(cost) FROM ledger WHERE account_id = $1 AND period = $2 AND state = 'reserved' AND created_at >= $3), 0)::int AS used`;

/** A database that does not accept a connection within this is treated as down (503, not a hang). */
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * A client with a connect timeout of its own. The pool's connectionTimeoutMillis would also
 * bound the wait for a free pooled client, turning a busy pool into a false outage; a request
 * waits for a free client as long as it takes (each query is bounded by query_timeout).
 */
class TimedClient extends pg.Client {
  constructor(config: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}
/** A query without an answer for this long means the server or the network hangs. */
const QUERY_TIMEOUT_MS = 15_000;

/**
 * Checks a client out for several queries. A checked-out client has no pool listener, and pg
 * emits 'error' on it when the server ends the session between two queries (57P01 at a fast
 * shutdown): unheard, that event ends the process. Here it is heard, and a client that
 * lost its connection is destroyed on release instead of going back to the pool.
 */
async function checkOut<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken ??= error;
  };
  client.on('error', onError);
  try {
    return await fn(client);
  } catch (error) {
    if (storeFault(error)) broken ??= error as Error;
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/** Connects to PostgreSQL and applies the migrations. */
export async function openPostgresStore(
  connectionString: string,
  poolSize = 10,
): Promise<AccountStore> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    Client: TimedClient as unknown as pg.PoolConfig['Client'],
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  pool.on('error', () => undefined); // an idle client lost its connection; the pool replaces it
  try {
    await checkOut(pool, (first) => migratePostgres(first));
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }

  const one = async (sql: string, params: unknown[]): Promise<Row | undefined> =>
    (await pool.query(sql, params)).rows[0];
  const all = async (sql: string, params: unknown[] = []): Promise<Row[]> =>
    (await pool.query(sql, params)).rows;

  /** Runs fn in a transaction holding the account's row lock. */
  function locked<T>(accountId: string, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    return checkOut(pool, async (client) => {
      try {
        await client.query('BEGIN');
        await client.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  let lastSweep = 0;
  const usedIn = async (
    c: pg.PoolClient | pg.Pool,
    accountId: string,
    period: string,
    staleBefore: Date,
  ): Promise<number> =>
    (await c.query(USED, [accountId, period, staleBefore.getTime()])).rows[0].used as number;

  return {
    kind: 'postgres',
    async createAccount(a) {
      await pool.query(
        'INSERT INTO accounts (id, name, plan, created_at) VALUES ($1, $2, $3, $4)',
        [a.id, a.name, a.plan, a.createdAt.getTime()],
      );
    },
    async findAccount(idOrName) {
      const row = await one(
        'SELECT * FROM accounts WHERE id = $1 OR name = $1 ORDER BY (id = $1) DESC LIMIT 1',
        [idOrName],
      );
      return row && account(row);
    },
    async listAccounts() {
      return (await all('SELECT * FROM accounts ORDER BY created_at, id')).map(account);
    },
    async setPlan(accountId, plan) {
      const row = await one('UPDATE accounts SET plan = $1 WHERE id = $2 RETURNING *', [
        plan,
        accountId,
      ]);
      return row && account(row);
    },
    async createKey(k) {
      await pool.query(
        'INSERT INTO api_keys (id, account_id, name, environment, prefix, hash, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [k.id, k.accountId, k.name, k.environment, k.prefix, k.hash, k.createdAt.getTime()],
      );
    },
    async listKeys(accountId) {
      const rows = accountId
        ? await all('SELECT * FROM api_keys WHERE account_id = $1 ORDER BY created_at, id', [
            accountId,
          ])
        : await all('SELECT * FROM api_keys ORDER BY created_at, id');
      return rows.map(key);
    },
    async findKey(keyId) {
      const row = await one('SELECT * FROM api_keys WHERE id = $1', [keyId]);
      return row && key(row);
    },
    async revokeKey(keyId, at) {
      const row = await one(
        'UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $1) WHERE id = $2 RETURNING *',
        [at.getTime(), keyId],
      );
      return row && key(row);
    },
    async findKeyByHash(hash) {
      const row = await one(
        `SELECT k.*, a.name AS a_name, a.plan AS a_plan, a.created_at AS a_created_at
         FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.hash = $1`,
        [hash],
      );
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
      await pool.query('UPDATE api_keys SET last_used_at = $1 WHERE id = $2', [
        at.getTime(),
        keyId,
      ]);
    },
    async used(accountId, period, staleBefore) {
      return usedIn(pool, accountId, period, staleBefore);
    },
    async reserve(input: ReserveInput): Promise<ReserveResult> {
      return locked(input.accountId, async (c) => {
        const idem = input.idempotency;
        if (idem) {
          const row = (
            await c.query('SELECT * FROM idempotency WHERE key_id = $1 AND idem_key = $2', [
              input.keyId,
              idem.key,
            ])
          ).rows[0];
          if (row) {
            if (ms(row.created_at) >= idem.notBefore.getTime()) {
              if (row.request_hash !== idem.requestHash) return { kind: 'conflict' } as const;
              if (row.response != null)
                return { kind: 'replay', response: new Uint8Array(row.response) } as const;
              if (row.rerun) return { kind: 'rerun' } as const;
              const live = await c.query(
                `SELECT 1 FROM ledger WHERE id = $1 AND (state = 'committed' OR created_at >= $2)`,
                [row.ledger_id, input.staleBefore.getTime()],
              );
              if (live.rowCount) return { kind: 'in_progress' } as const;
            }
            await c.query('DELETE FROM idempotency WHERE key_id = $1 AND idem_key = $2', [
              input.keyId,
              idem.key,
            ]);
          }
        }
        if (input.now.getTime() - lastSweep > SWEEP_EVERY_MS) {
          lastSweep = input.now.getTime();
          await c.query(
            `DELETE FROM ledger WHERE account_id = $1 AND state = 'reserved' AND created_at < $2`,
            [input.accountId, input.staleBefore.getTime()],
          );
          if (idem)
            await c.query('DELETE FROM idempotency WHERE created_at < $1', [
              idem.notBefore.getTime(),
            ]);
        }
        const used = await usedIn(c, input.accountId, input.period, input.staleBefore);
        if (used + input.cost > input.limit) return { kind: 'quota_exceeded', used } as const;
        const now = input.now.getTime();
        const inserted = await c.query(
          `INSERT INTO ledger (account_id, key_id, period, operation, cost, state, created_at) VALUES ($1, $2, $3, $4, $5, 'reserved', $6) RETURNING id`,
          [input.accountId, input.keyId, input.period, input.operation, input.cost, now],
        );
        const reservation: Reservation = {
          id: String(inserted.rows[0].id),
          accountId: input.accountId,
          keyId: input.keyId,
          period: input.period,
          operation: input.operation,
          cost: input.cost,
          idempotencyKey: idem?.key,
        };
        if (idem) {
          await c.query(
            'INSERT INTO idempotency (key_id, idem_key, request_hash, ledger_id, created_at) VALUES ($1, $2, $3, $4, $5)',
            [input.keyId, idem.key, idem.requestHash, reservation.id, now],
          );
        }
        return { kind: 'reserved', reservation } as const;
      });
    },
    async renew(r, now) {
      await pool.query(`UPDATE ledger SET created_at = $1 WHERE id = $2 AND state = 'reserved'`, [
        now.getTime(),
        r.id,
      ]);
    },
    async commit(r, now, staleBefore, kept) {
      return locked(r.accountId, async (c) => {
        const at = now.getTime();
        if (r.idempotencyKey) {
          // Swept as abandoned while it ran and its Idempotency-Key taken over by a retry, which is
          // charged itself: this one is not charged too.
          const owner = (
            await c.query('SELECT ledger_id FROM idempotency WHERE key_id = $1 AND idem_key = $2', [
              r.keyId,
              r.idempotencyKey,
            ])
          ).rows[0];
          if (owner && String(owner.ledger_id) !== r.id)
            return usedIn(c, r.accountId, r.period, staleBefore);
        }
        // ON CONFLICT: the row is still there (reserved → committed) or was swept (re-inserted).
        const charged = await c.query(
          `INSERT INTO ledger (id, account_id, key_id, period, operation, cost, state, created_at, committed_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'committed', $7, $7)
           ON CONFLICT (id) DO UPDATE SET state = 'committed', committed_at = EXCLUDED.committed_at WHERE ledger.state = 'reserved'`,
          [r.id, r.accountId, r.keyId, r.period, r.operation, r.cost, at],
        );
        if (charged.rowCount === 1) {
          await c.query(
            `INSERT INTO monthly_usage (account_id, period, used) VALUES ($1, $2, $3)
             ON CONFLICT (account_id, period) DO UPDATE SET used = monthly_usage.used + EXCLUDED.used`,
            [r.accountId, r.period, r.cost],
          );
        }
        if (kept && r.idempotencyKey) {
          await c.query(
            'UPDATE idempotency SET response = $1, rerun = $2 WHERE key_id = $3 AND idem_key = $4 AND ledger_id = $5',
            [
              'response' in kept ? Buffer.from(kept.response) : null,
              !('response' in kept),
              r.keyId,
              r.idempotencyKey,
              r.id,
            ],
          );
        }
        return usedIn(c, r.accountId, r.period, staleBefore);
      });
    },
    async release(r) {
      await locked(r.accountId, async (c) => {
        await c.query(`DELETE FROM ledger WHERE id = $1 AND state = 'reserved'`, [r.id]);
        if (r.idempotencyKey) {
          await c.query(
            'DELETE FROM idempotency WHERE key_id = $1 AND idem_key = $2 AND ledger_id = $3',
            [r.keyId, r.idempotencyKey, r.id],
          );
        }
      });
    },
    async ledger(accountId, period) {
      const rows = period
        ? await all(
            `SELECT * FROM ledger WHERE account_id = $1 AND period = $2 AND state = 'committed' ORDER BY created_at, id`,
            [accountId, period],
          )
        : await all(
            `SELECT * FROM ledger WHERE account_id = $1 AND state = 'committed' ORDER BY created_at, id`,
            [accountId],
          );
      return rows.map((r) => ({
        id: String(r.id),
        accountId: r.account_id,
        keyId: r.key_id,
        period: r.period,
        operation: r.operation,
        cost: r.cost,
        createdAt: new Date(ms(r.created_at)),
      }));
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await pool.end();
    },
  };
}
