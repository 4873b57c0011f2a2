/** The seeded random source: reproducible by seed, different across seeds, within its bounds. */
import test from 'ava';
import { seededRandom } from './seeded-random.js';

test('the same seed gives the same bytes and integers; another seed gives others', (t) => {
  t.deepEqual(seededRandom(7).bytes(64), seededRandom(7).bytes(64));
  t.notDeepEqual(seededRandom(7).bytes(64), seededRandom(8).bytes(64));
  const a = seededRandom(42);
  const b = seededRandom(42);
  t.deepEqual(
    Array.from({ length: 100 }, () => a.int(1000)),
    Array.from({ length: 100 }, () => b.int(1000)),
  );
});

test('int(n) stays in [0, n) and reaches both ends; seed 0 still varies', (t) => {
  const random = seededRandom(0);
  const seen = Array.from({ length: 2000 }, () => random.int(10));
  t.true(seen.every((n) => Number.isInteger(n) && n >= 0 && n < 10));
  t.deepEqual([...new Set(seen)].sort(), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
});
