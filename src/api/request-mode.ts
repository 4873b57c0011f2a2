/**
 * The caller's mode for one request: sandbox (watermarked output) or live. The accounts layer
 * sets it from the API key; without accounts every request is sandbox.
 */
import { createContextKey, type HandlerContext } from '@connectrpc/connect';

/** sandbox or live. */
export type RequestMode = 'sandbox' | 'live';

/** Context key holding the request's mode (default sandbox). */
export const requestModeKey = createContextKey<RequestMode>('sandbox', {
  description: 'sandbox or live mode of the caller',
});

/** True when the request's output carries the sandbox watermark. */
export function isSandbox(context: HandlerContext): boolean {
  return context.values.get(requestModeKey) === 'sandbox';
}
