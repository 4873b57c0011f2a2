/**
 * `einvoice migrate`: brings the accounts database (DATABASE_URL, else SQLITE_PATH) to the
 * current schema and exits. The service migrates at start as well; running this once before a
 * rollout (the Kubernetes Job) keeps several replicas from starting on an old schema together.
 */
import { openStore } from '../accounts/open-store.js';
import { loadConfig } from '../config.js';

interface Sink {
  write(text: string): unknown;
}

/** Opens (and so migrates) the configured store; 0 on success, 1 when it could not. */
export async function migrateCommand(out: Sink, err: Sink): Promise<number> {
  try {
    const config = loadConfig();
    const store = await openStore(config);
    await store.close();
    out.write(
      `accounts database migrated (${config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.sqlitePath}`})\n`,
    );
    return 0;
  } catch (error) {
    err.write(`migration failed: ${(error as Error).message}\n`);
    return 1;
  }
}
