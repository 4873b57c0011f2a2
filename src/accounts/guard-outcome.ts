/**
 * What the guard decided about one request, for whoever reports on it afterwards (the access log
 * and metrics read these from the request's context values once the response is sent).
 */
import { createContextKey } from '@connectrpc/connect';

/** Credits committed for the request (set only when a charge was committed). */
export const chargedKey = createContextKey<{ operation: string; credits: number } | undefined>(
  undefined,
  { description: 'credits charged' },
);

/** True when a rate limit refused the request. */
export const rateLimitedKey = createContextKey<boolean>(false, {
  description: 'refused by a rate limit',
});
