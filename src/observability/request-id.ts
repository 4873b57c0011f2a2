/**
 * The request id of one request: the caller's `X-Request-Id` when it is a short token of safe
 * characters (it ends up in log lines and response headers, so anything else — too long, spaces,
 * control characters, quotes — is replaced rather than trusted), otherwise a fresh random id.
 */
import { randomUUID } from 'node:crypto';

/** Longest caller-supplied request id that is kept. */
export const MAX_REQUEST_ID_LENGTH = 128;
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The header carrying it, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The caller's id when it is acceptable, else a generated one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const presented = Array.isArray(header) ? header[0] : header;
  return presented !== undefined && SAFE_REQUEST_ID.test(presented) ? presented : randomUUID();
}
