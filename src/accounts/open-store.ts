/**
 * Chooses the store from the configuration: PostgreSQL when DATABASE_URL is set, otherwise
 * the SQLite file at SQLITE_PATH (created with its folder on first start).
 */
import type { Config } from '../config.js';
import { openPostgresStore } from './postgres-store.js';
import { openSqliteStore } from './sqlite-store.js';
import type { AccountStore } from './store.js';

/** Opens and migrates the configured store. */
export async function openStore(
  config: Pick<Config, 'databaseUrl' | 'sqlitePath'>,
): Promise<AccountStore> {
  return config.databaseUrl
    ? openPostgresStore(config.databaseUrl)
    : openSqliteStore(config.sqlitePath);
}
