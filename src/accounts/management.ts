/**
 * Account and key management shared by the admin gRPC service and the `npm run keys` command
 * line: create accounts and keys, change plans, revoke. The only place a secret is created;
 * it is returned to the caller once and only its hash is stored.
 */
import { apiError } from '../errors/api-error.js';
import { displayPrefix, hashSecret, newId, newSecret, type KeyEnvironment } from './api-key.js';
import type { PlanTable } from './plans.js';
import type { AccountRecord, AccountStore, KeyRecord } from './store.js';

/** Management operations over a store and plan table. */
export interface Management {
  createAccount(name: string, plan?: string): Promise<AccountRecord>;
  setPlan(accountIdOrName: string, plan: string): Promise<AccountRecord>;
  /** Creates a key; `secret` is the only copy of the key there will ever be. */
  createKey(
    accountIdOrName: string,
    name: string,
    environment: KeyEnvironment,
    secret?: string,
  ): Promise<{ key: KeyRecord; secret: string }>;
  revokeKey(keyId: string): Promise<KeyRecord>;
}

/** Builds the management operations. */
export function management(
  store: AccountStore,
  plans: PlanTable,
  clock: () => Date = () => new Date(),
): Management {
  const knownPlan = (plan: string) => {
    if (!plans.has(plan))
      throw apiError(
        'INVALID_REQUEST',
        `unknown plan "${plan}"; plans: ${[...plans.keys()].join(', ')}`,
      );
  };
  const accountOf = async (idOrName: string) => {
    const account = await store.findAccount(idOrName);
    if (!account) throw apiError('INVALID_REQUEST', `no account "${idOrName}"`);
    return account;
  };
  return {
    async createAccount(name, plan = 'sandbox') {
      knownPlan(plan);
      if (!name.trim() || name.length > 200)
        throw apiError('INVALID_REQUEST', 'an account name has 1 to 200 characters');
      if (await store.findAccount(name))
        throw apiError('INVALID_REQUEST', `an account named "${name}" exists`);
      const account = { id: newId('acc'), name, plan, createdAt: clock() };
      await store.createAccount(account);
      return account;
    },
    async setPlan(idOrName, plan) {
      knownPlan(plan);
      const account = await accountOf(idOrName);
      return (await store.setPlan(account.id, plan))!;
    },
    async createKey(idOrName, name, environment, secret = newSecret(environment)) {
      if (environment !== 'sandbox' && environment !== 'live')
        throw apiError('INVALID_REQUEST', 'environment is sandbox or live');
      if (!name.trim() || name.length > 200)
        throw apiError('INVALID_REQUEST', 'a key name has 1 to 200 characters');
      const account = await accountOf(idOrName);
      const key: KeyRecord = {
        id: newId('key'),
        accountId: account.id,
        name,
        environment,
        prefix: displayPrefix(secret),
        hash: hashSecret(secret),
        createdAt: clock(),
      };
      await store.createKey(key);
      return { key, secret };
    },
    async revokeKey(keyId) {
      const key = await store.revokeKey(keyId, clock());
      if (!key) throw apiError('INVALID_REQUEST', `no key "${keyId}"`);
      return key;
    },
  };
}
