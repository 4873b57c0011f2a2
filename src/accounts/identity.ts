/**
 * Authentication: turns the presented secret into the key, its account and plan, or refuses.
 * The secret is hashed and looked up by its hash; the stored hash is compared again in
 * constant time. Nothing here logs or echoes the secret.
 */
import { createContextKey } from '@connectrpc/connect';
import type { RequestMode } from '../api/request-mode.js';
import { apiError } from '../errors/api-error.js';
import { hashSecret, keyEnvironment, sameHash } from './api-key.js';
import { planOf, type Plan, type PlanTable } from './plans.js';
import type { AccountRecord, AccountStore, KeyRecord } from './store.js';

/** The authenticated caller of one request. */
export interface Identity {
  key: KeyRecord;
  account: AccountRecord;
  plan: Plan;
  /** sandbox for sandbox keys and watermarked plans, live otherwise. */
  mode: RequestMode;
}

/** Context key holding the caller (undefined when the request carried no key). */
export const identityKey = createContextKey<Identity | undefined>(undefined, {
  description: 'authenticated API key',
});

/** Authenticates a secret; throws INVALID_API_KEY (same message for every failure). */
export async function authenticate(
  store: AccountStore,
  plans: PlanTable,
  secret: string,
): Promise<Identity> {
  const invalid = () => apiError('INVALID_API_KEY', 'the API key is invalid or revoked');
  const environment = keyEnvironment(secret);
  if (!environment) throw invalid();
  const hash = hashSecret(secret);
  const found = await store.findKeyByHash(hash);
  if (
    !found ||
    !sameHash(found.key.hash, hash) ||
    found.key.revokedAt ||
    found.key.environment !== environment
  )
    throw invalid();
  const plan = planOf(plans, found.account.plan);
  if (!plan)
    throw apiError(
      'PERMISSION_DENIED',
      `the account's plan "${found.account.plan}" is not configured`,
    );
  const mode: RequestMode = environment === 'live' && !plan.watermark ? 'live' : 'sandbox';
  return { key: found.key, account: found.account, plan, mode };
}
