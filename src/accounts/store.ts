/**
 * The storage interface of accounts, keys and the credit ledger. Two implementations share
 * it (SQLite embedded, PostgreSQL for several replicas) and one test suite. Every method that
 * spends credits is atomic: reserve checks the quota and claims the credit in one transaction.
 */
import type { KeyEnvironment } from './api-key.js';

/** An account. */
export interface AccountRecord {
  id: string;
  name: string;
  plan: string;
  createdAt: Date;
}

/** An API key as stored: its hash, never its secret. */
export interface KeyRecord {
  id: string;
  accountId: string;
  name: string;
  environment: KeyEnvironment;
  /** The first characters of the secret, for recognition. */
  prefix: string;
  /** SHA-256 of the secret. */
  hash: Buffer;
  createdAt: Date;
  lastUsedAt?: Date;
  revokedAt?: Date;
}

/** One credit claim: reserved while the operation runs, committed when it succeeded. */
export interface Reservation {
  id: string;
  accountId: string;
  keyId: string;
  /** YYYY-MM (UTC). */
  period: string;
  operation: string;
  cost: number;
  /** The Idempotency-Key claimed with this reservation. */
  idempotencyKey?: string;
}

/** What reserve needs. */
export interface ReserveInput extends Omit<Reservation, 'id' | 'idempotencyKey'> {
  /** Quota plus allowed overage: used + cost must stay at or below it. */
  limit: number;
  now: Date;
  /** Reservations created before this are abandoned (a crashed process) and no longer count. */
  staleBefore: Date;
  /** The Idempotency-Key of the request, with the hash of its body. */
  idempotency?: { key: string; requestHash: string; notBefore: Date };
}

/** The outcome of reserve. */
export type ReserveResult =
  | { kind: 'reserved'; reservation: Reservation }
  | { kind: 'quota_exceeded'; used: number }
  | { kind: 'replay'; response: Uint8Array }
  /** The first request succeeded and was charged, but its result was too large to keep: run again, free. */
  | { kind: 'rerun' }
  | { kind: 'conflict' }
  | { kind: 'in_progress' };

/** What an Idempotency-Key keeps of a successful result: its bytes, or only that it succeeded (too large to keep). */
export type KeptResult = { response: Uint8Array } | { rerun: true };

/** One committed ledger row. */
export interface LedgerRecord {
  id: string;
  accountId: string;
  keyId: string;
  period: string;
  operation: string;
  cost: number;
  createdAt: Date;
}

/** Accounts, keys and credits on one database. */
export interface AccountStore {
  /** Which database: sqlite or postgres. */
  readonly kind: 'sqlite' | 'postgres';
  createAccount(account: AccountRecord): Promise<void>;
  /** By id, or else by exact name. */
  findAccount(idOrName: string): Promise<AccountRecord | undefined>;
  listAccounts(): Promise<AccountRecord[]>;
  setPlan(accountId: string, plan: string): Promise<AccountRecord | undefined>;
  createKey(key: KeyRecord): Promise<void>;
  /** Keys of one account, or of all. */
  listKeys(accountId?: string): Promise<KeyRecord[]>;
  findKey(keyId: string): Promise<KeyRecord | undefined>;
  /** Marks a key revoked (first revocation time kept). */
  revokeKey(keyId: string, at: Date): Promise<KeyRecord | undefined>;
  /** The key with this hash and its account. */
  findKeyByHash(hash: Buffer): Promise<{ key: KeyRecord; account: AccountRecord } | undefined>;
  touchKey(keyId: string, at: Date): Promise<void>;
  /** Credits committed plus live reservations in a period. */
  used(accountId: string, period: string, staleBefore: Date): Promise<number>;
  /** Claims credits if the limit allows, or answers an idempotent replay. */
  reserve(input: ReserveInput): Promise<ReserveResult>;
  /**
   * Renews a reservation's lease while its operation runs (a reserved row's created_at is the time
   * of its last renewal): a reservation whose process died stops counting, and stops holding its
   * Idempotency-Key, one RESERVATION_TTL_MS after its last renewal.
   */
  renew(reservation: Reservation, now: Date): Promise<void>;
  /**
   * Turns a reservation into a ledger charge, keeping the Idempotency-Key result; returns used
   * after. A reservation swept while its operation ran is charged again, unless its
   * Idempotency-Key has meanwhile been claimed by a retry (which is charged instead: never both).
   */
  commit(
    reservation: Reservation,
    now: Date,
    staleBefore: Date,
    kept?: KeptResult,
  ): Promise<number>;
  /** Drops a reservation (the operation failed): nothing is charged. */
  release(reservation: Reservation): Promise<void>;
  /** Committed ledger rows of an account (one period, or all). */
  ledger(accountId: string, period?: string): Promise<LedgerRecord[]>;
  /** Resolves when the database answers (the outage probe and readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
