/**
 * The admin token check: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time
 * (both sides hashed to equal length first). Without a configured token nothing is allowed.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { apiError } from '../errors/api-error.js';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** Returns a check that throws MISSING_API_KEY (no token sent) or PERMISSION_DENIED. */
export function adminTokenCheck(adminToken: string | undefined): (headers: Headers) => void {
  const expected = adminToken ? digest(adminToken) : undefined;
  return (headers) => {
    const authorization = headers.get('authorization')?.trim() ?? '';
    const token = /^bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim();
    if (!expected)
      throw apiError(
        'PERMISSION_DENIED',
        'the admin service is disabled (no ADMIN_TOKEN configured)',
      );
    if (!token)
      throw apiError(
        'MISSING_API_KEY',
        'the admin service needs Authorization: Bearer <admin token>',
      );
    if (!timingSafeEqual(digest(token), expected))
      throw apiError('PERMISSION_DENIED', 'the admin token is not valid');
  };
}
