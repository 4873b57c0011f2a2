/**
 * The validation engine as the operations use it: its failures become the public errors
 * (a missing rule set → 503 VALIDATION_UNAVAILABLE, an expired deadline → 504
 * VALIDATION_TIMEOUT, a broken or restarting engine → 503, the service stopping → 503 with
 * Retry-After), so that a document is never reported
 * valid when it could not be checked, and a caller never sees a bare 500 for it.
 */
import { apiError } from '../errors/api-error.js';
import {
  ValidationDeadlineError,
  ValidationEngineError,
  ValidationShutdownError,
} from '../validation/engine/engine.js';
import { RuleSetUnavailableError } from '../validation/rule-sets.js';
import type { DocumentValidator } from './generate/validate-written.js';

/** Wraps a validator so that its failures are API errors. */
export function checkedValidator(validator: DocumentValidator): DocumentValidator {
  return {
    async validate(xml, ruleSetIds, options) {
      try {
        return await validator.validate(xml, ruleSetIds, options);
      } catch (error) {
        if (error instanceof RuleSetUnavailableError) {
          throw apiError(
            'VALIDATION_UNAVAILABLE',
            `the official rules could not be applied: ${error.message}`,
          );
        }
        if (error instanceof ValidationDeadlineError)
          throw apiError('VALIDATION_TIMEOUT', error.message);
        // Stopping: another replica (or this one once restarted) can check it; a second is enough.
        if (error instanceof ValidationShutdownError) {
          throw apiError(
            'VALIDATION_UNAVAILABLE',
            `the official rules could not be applied: ${error.message}`,
            [],
            undefined,
            { 'retry-after': '1' },
          );
        }
        if (error instanceof ValidationEngineError) {
          // The engine's internals (stderr, class names, paths) go to the log, never to the caller.
          if (error.detail) console.error(`validation engine: ${error.message} (${error.detail})`);
          throw apiError(
            'VALIDATION_UNAVAILABLE',
            `the official rules could not be applied: ${error.message}`,
          );
        }
        throw error;
      }
    },
  };
}
