/**
 * Loads the public example body (a German seller invoicing a French buyer) shared by tests and
 * benchmarks.
 */
import { readFileSync } from 'node:fs';

/** A fresh copy of the public example generate/validate request (snake_case JSON). */
export function publicExample(): any {
  return JSON.parse(
    readFileSync(new URL('../fixtures/public-example.json', import.meta.url), 'utf8'),
  );
}
