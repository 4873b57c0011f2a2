/**
 * Tells a storage outage from an ordinary error: which failures of the database drivers mean "the
 * accounts database cannot serve now" (unreachable, full, busy), so the caller gets 503
 * accounts_unavailable with a message that names the cause in our words, never the driver's text
 * (it names hosts, files and internals). Anything else (a constraint, a bug) is not an outage.
 */
import { apiError } from '../errors/api-error.js';

/** unreachable: down, restarting, refused, timed out, cannot be opened; full: no disk space; busy: locked or out of resources. */
export type StoreFault = 'unreachable' | 'full' | 'busy';

/** Network errors of the socket to PostgreSQL. */
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** pg's own errors that carry no SQLSTATE (a broken or closed connection, a timeout). */
const PG_CONNECTION =
  /^(Connection terminated|timeout expired|Client has encountered a connection error|Client was closed|Query read timeout|Connection timeout)/;

function postgresFault(code: string): StoreFault | undefined {
  // Class 08 connection exception; 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
  // connect now (starting, recovering); 58 system errors; 25006 read-only (a standby after a failover).
  if (
    code.startsWith('08') ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code.startsWith('58') ||
    code === '25006'
  )
    return 'unreachable';
  if (code === '53100') return 'full'; // disk_full
  if (code.startsWith('53')) return 'busy'; // insufficient resources: memory, connections
  return undefined;
}

function sqliteFault(code: string): StoreFault | undefined {
  if (code === 'SQLITE_FULL') return 'full';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED') || code === 'SQLITE_NOMEM')
    return 'busy';
  if (/^SQLITE_(IOERR|CANTOPEN|READONLY|CORRUPT|NOTADB|PERM)/.test(code)) return 'unreachable';
  return undefined;
}

/** The outage an error means, or undefined when it is not one. */
export function storeFault(error: unknown): StoreFault | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = String((error as { code?: unknown }).code ?? '');
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'full';
  if (NETWORK.has(code) || code === 'EACCES' || code === 'EROFS' || code === 'EPERM')
    return 'unreachable';
  if (code.startsWith('SQLITE_')) return sqliteFault(code);
  if (/^[0-9A-Z]{5}$/.test(code)) return postgresFault(code);
  if (PG_CONNECTION.test(error.message)) return 'unreachable';
  return undefined;
}

const MESSAGES: Record<StoreFault, string> = {
  unreachable:
    'the accounts database cannot be reached; keys and credits cannot be checked, try again shortly',
  full: 'the accounts database has no space left; credits cannot be recorded until space is freed, try again later',
  busy: 'the accounts database is overloaded; try again shortly',
};

/** Retry-After seconds: a restart or a lock passes soon; freeing disk space takes an operator. */
const RETRY_AFTER: Record<StoreFault, string> = { unreachable: '1', full: '60', busy: '1' };

/** The 503 accounts_unavailable answer for a fault. */
export function accountsUnavailable(fault: StoreFault): Error {
  return apiError('ACCOUNTS_UNAVAILABLE', MESSAGES[fault], [], undefined, {
    'retry-after': RETRY_AFTER[fault],
  });
}
