/**
 * The accounts store as the service uses it, standing between every caller and a database that
 * may fail: it opens the store in the background (and opens it again until it succeeds when the
 * database is down at start-up or the SQLite folder cannot be written), turns outages into 503
 * accounts_unavailable in our words, and keeps a circuit breaker: while the database cannot be
 * reached every call fails at once, a probe notices when it is back, and `available()` tells
 * readiness. A database that is full is answered 503 too, but stays "available": reads (keys,
 * balances) still work, so free operations go on.
 */
import { circuitBreaker } from '../resilience/circuit-breaker.js';
import { accountsUnavailable, storeFault, type StoreFault } from './store-fault.js';
import type { AccountStore } from './store.js';

/** A store that survives its database. */
export interface AvailableStore extends AccountStore {
  /** False until the store is open and while its database cannot be reached. */
  available(): boolean;
  /** Settles after the first attempt to open: rejects only for what is not an outage (a configuration error). */
  readonly started: Promise<void>;
}

/** How the store is opened and made ready. */
export interface AvailableStoreOptions {
  /** Which database (known before it opens). */
  kind: AccountStore['kind'];
  /** Opens and migrates the store; called again after a failure. */
  open(): Promise<AccountStore>;
  /** Runs once per opened store before it serves (the demo key). */
  prepare?(store: AccountStore): Promise<void>;
  /** Close the opened store in close() (false for a store a test passed in). */
  closeUnderlying: boolean;
}

/** How often a full or busy database is logged at most (it is answered 503 on every request). */
const LOG_EVERY_MS = 60_000;

/** Wraps a store opener; see the file comment. */
export function availableStore(options: AvailableStoreOptions): AvailableStore {
  let store: AccountStore | undefined;
  let opening: Promise<AccountStore> | undefined;
  let closed = false;
  /** What the open circuit answers: why the database is out. */
  let down: StoreFault = 'unreachable';
  const logged = new Map<StoreFault, number>();
  const breaker = circuitBreaker({
    name: 'accounts database',
    probeMaxMs: 1_000,
    async probe() {
      await (store ?? (await openOnce())).ping();
    },
  });

  function openOnce(): Promise<AccountStore> {
    opening ??= (async () => {
      const opened = await options.open();
      try {
        await options.prepare?.(opened);
      } catch (error) {
        if (options.closeUnderlying) await opened.close().catch(() => undefined);
        throw error;
      }
      if (closed) {
        if (options.closeUnderlying) await opened.close().catch(() => undefined);
        throw new Error('the accounts store was closed');
      }
      return (store = opened);
    })().finally(() => (opening = undefined));
    return opening;
  }

  /** The answer to an outage; opens the breaker when the database cannot be reached. */
  function outage(fault: StoreFault, error: unknown): Error {
    if (fault === 'unreachable') {
      down = fault;
      breaker.open(error);
    } else if (Date.now() - (logged.get(fault) ?? 0) > LOG_EVERY_MS) {
      logged.set(fault, Date.now());
      console.error(`accounts database ${fault}: ${(error as Error).message}`);
    }
    return accountsUnavailable(fault);
  }

  async function call<T>(fn: (s: AccountStore) => Promise<T>): Promise<T> {
    if (!breaker.closed) throw accountsUnavailable(down);
    try {
      return await fn(store ?? (await openOnce()));
    } catch (error) {
      const fault = storeFault(error);
      throw fault ? outage(fault, error) : error;
    }
  }

  const started = openOnce().then(
    () => undefined,
    (error) => {
      const fault = storeFault(error);
      if (!fault) {
        breaker.stop();
        throw error;
      }
      outage(fault, error);
      if (fault !== 'unreachable') {
        down = fault; // not open at all: fail fast and retry opening in the background
        breaker.open(error);
      }
    },
  );
  started.catch(() => undefined); // the caller awaits it; no unhandled rejection meanwhile

  return {
    kind: options.kind,
    started,
    available: () => store !== undefined && breaker.closed,
    createAccount: (a) => call((s) => s.createAccount(a)),
    findAccount: (idOrName) => call((s) => s.findAccount(idOrName)),
    listAccounts: () => call((s) => s.listAccounts()),
    setPlan: (accountId, plan) => call((s) => s.setPlan(accountId, plan)),
    createKey: (k) => call((s) => s.createKey(k)),
    listKeys: (accountId) => call((s) => s.listKeys(accountId)),
    findKey: (keyId) => call((s) => s.findKey(keyId)),
    revokeKey: (keyId, at) => call((s) => s.revokeKey(keyId, at)),
    findKeyByHash: (hash) => call((s) => s.findKeyByHash(hash)),
    touchKey: (keyId, at) => call((s) => s.touchKey(keyId, at)),
    used: (accountId, period, staleBefore) => call((s) => s.used(accountId, period, staleBefore)),
    reserve: (input) => call((s) => s.reserve(input)),
    renew: (r, now) => call((s) => s.renew(r, now)),
    commit: (r, now, staleBefore, kept) => call((s) => s.commit(r, now, staleBefore, kept)),
    release: (r) => call((s) => s.release(r)),
    ledger: (accountId, period) => call((s) => s.ledger(accountId, period)),
    ping: () => call((s) => s.ping()),
    async close() {
      closed = true;
      breaker.stop();
      await opening?.catch(() => undefined);
      if (store && options.closeUnderlying) await store.close();
    },
  };
}
