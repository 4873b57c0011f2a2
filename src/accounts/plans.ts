/**
 * The plan table: monthly credits, requests per minute, allowed overage and watermark per plan.
 * The defaults are the public price list; the configuration (PLANS, JSON) may change any field
 * of a plan or add plans. Everything that limits a caller reads its plan from here.
 */
import { ConfigError, type PlanOverride } from '../config.js';

/** One plan. */
export interface Plan {
  /** Plan id: sandbox, starter, pro or a configured one. */
  id: string;
  /** Credits per UTC month (the quota). */
  monthlyCredits: number;
  /** Requests per minute per API key (token bucket capacity; refills evenly over a minute). */
  requestsPerMinute: number;
  /** Credits the plan may spend beyond its quota in a month (0: hard stop at the quota). */
  overageAllowed: number;
  /** True when output carries the sandbox watermark whatever the key's environment. */
  watermark: boolean;
}

/** The default table (see src/accounts/README.md). */
export const DEFAULT_PLANS: readonly Plan[] = [
  { id: 'sandbox', monthlyCredits: 100, requestsPerMinute: 60, overageAllowed: 0, watermark: true },
  {
    id: 'starter',
    monthlyCredits: 500,
    requestsPerMinute: 120,
    overageAllowed: 50,
    watermark: false,
  },
  {
    id: 'pro',
    monthlyCredits: 2000,
    requestsPerMinute: 300,
    overageAllowed: 200,
    watermark: false,
  },
];

/** The plans by id. */
export type PlanTable = ReadonlyMap<string, Plan>;

function whole(plan: string, field: string, value: unknown, min: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new ConfigError(`PLANS: ${plan}.${field} must be an integer >= ${min}`);
  }
  return value;
}

/** Builds the table: defaults, then the configured changes and additions. */
export function planTable(overrides: Record<string, PlanOverride> = {}): PlanTable {
  const table = new Map(DEFAULT_PLANS.map((p) => [p.id, { ...p }]));
  for (const [id, change] of Object.entries(overrides)) {
    if (!/^[a-z][a-z0-9_-]{0,49}$/.test(id))
      throw new ConfigError(`PLANS: plan id "${id}" must be lowercase letters, digits, - or _`);
    const base = table.get(id);
    const merged = { id, ...(base ?? {}), ...change } as Partial<Plan>;
    if (!base && (merged.monthlyCredits === undefined || merged.requestsPerMinute === undefined)) {
      throw new ConfigError(`PLANS: new plan ${id} needs monthlyCredits and requestsPerMinute`);
    }
    table.set(id, {
      id,
      monthlyCredits: whole(id, 'monthlyCredits', merged.monthlyCredits, 0),
      requestsPerMinute: whole(id, 'requestsPerMinute', merged.requestsPerMinute, 1),
      overageAllowed: whole(id, 'overageAllowed', merged.overageAllowed ?? 0, 0),
      watermark: typeof merged.watermark === 'boolean' ? merged.watermark : false,
    });
  }
  return table;
}

/** The plan of an account; an id missing from the table (removed from config) is refused. */
export function planOf(table: PlanTable, id: string): Plan | undefined {
  return table.get(id);
}
