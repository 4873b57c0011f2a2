/**
 * The answer of an operation a later release implements: UNIMPLEMENTED (REST 501) with a clear
 * message, never a silent success.
 */
import { apiError } from '../errors/api-error.js';

/** Throws NOT_IMPLEMENTED naming the operation and what it will do. */
export function notImplemented(operation: string, what: string): never {
  throw apiError('NOT_IMPLEMENTED', `${operation} is not implemented yet: ${what}`);
}
