/**
 * Reads the caller's API key from the request headers: `X-API-Key: <key>` or
 * `Authorization: Bearer <key>`. Empty values count as absent; two different keys are refused.
 * The value is never logged or echoed.
 */

/** What the caller presented. */
export type PresentedKey =
  | { kind: 'none' }
  | { kind: 'key'; secret: string }
  | { kind: 'conflict' };

/** Extracts the key from X-API-Key or Authorization: Bearer. */
export function presentedKey(headers: Headers): PresentedKey {
  const direct = headers.get('x-api-key')?.trim() || undefined;
  const authorization = headers.get('authorization')?.trim() ?? '';
  const bearer = /^bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim() || undefined;
  if (direct && bearer && direct !== bearer) return { kind: 'conflict' };
  const secret = direct ?? bearer;
  return secret ? { kind: 'key', secret } : { kind: 'none' };
}
