/**
 * The public demo key: a sandbox key on a shared "demo" account (sandbox plan, watermarked),
 * ensured at start-up from the configuration so a new user can call generate at once. Its
 * secret is public by design; it is stored like any other key (hash only). A revoked demo key
 * stays revoked.
 */
import { hashSecret, keyEnvironment } from './api-key.js';
import { management } from './management.js';
import type { PlanTable } from './plans.js';
import type { AccountStore } from './store.js';
import { ConfigError } from '../config.js';

/** Name of the account that owns the demo key. */
export const DEMO_ACCOUNT = 'demo';

/** Creates the demo account and key if missing; a no-op for an empty key. */
export async function ensureDemoKey(
  store: AccountStore,
  plans: PlanTable,
  secret: string,
): Promise<void> {
  if (!secret) return;
  if (keyEnvironment(secret) !== 'sandbox')
    throw new ConfigError(
      'DEMO_API_KEY must look like env_sandbox_ followed by at least 32 letters or digits',
    );
  if (await store.findKeyByHash(hashSecret(secret))) return;
  const manage = management(store, plans);
  if (!(await store.findAccount(DEMO_ACCOUNT))) {
    await manage.createAccount(DEMO_ACCOUNT, 'sandbox').catch(async (error) => {
      if (!(await store.findAccount(DEMO_ACCOUNT))) throw error; // another replica created it first
    });
  }
  await manage
    .createKey(DEMO_ACCOUNT, 'public demo key', 'sandbox', secret)
    .catch(async (error) => {
      if (!(await store.findKeyByHash(hashSecret(secret)))) throw error;
    });
}
