/**
 * Credit periods: one per UTC calendar month, named YYYY-MM. Usage is summed from the ledger
 * rows of the current period, so credits "reset" at 00:00 UTC on the 1st without any job.
 */

/** The period a moment falls in, e.g. 2026-11. */
export function periodOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The start of the next period (when the credits reset), UTC. */
export function nextPeriodStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}
