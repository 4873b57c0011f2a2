/**
 * What a caller's balance looks like from the credits used this month and the plan:
 * remaining = quota - used (negative within the allowed overage), overage_count = credits
 * used beyond the quota, overage_allowed = the plan's overage allowance.
 */
import type { Plan } from './plans.js';

/** The balance reported by generate's `account` object and GET /v1/account. */
export interface Usage {
  remaining: number;
  plan: string;
  overageCount: number;
  overageAllowed: number;
}

/** The balance after `used` credits this month. */
export function usageOf(plan: Plan, used: number): Usage {
  return {
    remaining: plan.monthlyCredits - used,
    plan: plan.id,
    overageCount: Math.max(0, used - plan.monthlyCredits),
    overageAllowed: plan.overageAllowed,
  };
}

/** The most credits a month may use: quota plus allowed overage. */
export function creditLimit(plan: Plan): number {
  return plan.monthlyCredits + plan.overageAllowed;
}
