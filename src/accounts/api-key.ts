/**
 * API key secrets: env_sandbox_ or env_live_ followed by 43 base62 characters (256 bits from
 * the CSPRNG). Only the SHA-256 of a secret is stored: a fast hash is enough for secrets of
 * this entropy (nobody can guess 2^256 inputs, so slow password hashes add latency, not
 * safety), and it lets the lookup be one indexed query.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** sandbox (watermarked output) or live. */
export type KeyEnvironment = 'sandbox' | 'live';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Longest string we even try to treat as a key (anything longer is invalid at once). */
export const MAX_KEY_LENGTH = 200;

const KEY_SHAPE = /^env_(sandbox|live)_[A-Za-z0-9_-]{32,180}$/;

/** `length` characters of base62, unbiased (bytes >= 248 are drawn again). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** A new secret for an environment (shown once, never stored). */
export function newSecret(environment: KeyEnvironment): string {
  return `env_${environment}_${randomBase62(43)}`;
}

/** The environment a well-formed secret names, or undefined when it is not key-shaped. */
export function keyEnvironment(secret: string): KeyEnvironment | undefined {
  if (secret.length > MAX_KEY_LENGTH) return undefined;
  const match = KEY_SHAPE.exec(secret);
  return match ? (match[1] as KeyEnvironment) : undefined;
}

/** The stored form of a secret. */
export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/** Compares two hashes in constant time (false for different lengths). */
export function sameHash(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The recognisable start of a secret, kept for listings (e.g. env_live_AbC1). */
export function displayPrefix(secret: string): string {
  const environment = keyEnvironment(secret) ?? 'sandbox';
  return secret.slice(0, `env_${environment}_`.length + 4);
}

/** A new opaque id with a type prefix (acc_, key_). */
export function newId(prefix: 'acc' | 'key'): string {
  return `${prefix}_${randomBase62(16)}`;
}
