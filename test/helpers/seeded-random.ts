/**
 * A seeded pseudo-random source for tests that mutate input at random: the same seed gives the
 * same bytes on every run and machine, so a failure found once is found again (Math.random and
 * crypto.randomBytes are never reproducible). Not for anything secret.
 */

/** A reproducible random source. */
export interface SeededRandom {
  /** An integer in [0, n). */
  int(n: number): number;
  /** `length` pseudo-random bytes. */
  bytes(length: number): Buffer;
}

/** A random source fixed by `seed` (a 32-bit xorshift generator; never zero internally). */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = (): number => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  return {
    int: (n) => next() % n,
    bytes: (length) => {
      const out = Buffer.alloc(length);
      for (let i = 0; i < length; i++) out[i] = next() & 0xff;
      return out;
    },
  };
}
