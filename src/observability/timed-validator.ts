/**
 * The official validation, timed: each document's check is observed in the validation histogram
 * under its rule-set combination (ids from the format registry, so the label set is bounded).
 */
import type { DocumentValidator } from '../api/generate/validate-written.js';
import type { ServiceMetrics } from './service-metrics.js';

/** Wraps a validator so that each call's duration is recorded. */
export function timedValidator(
  validator: DocumentValidator,
  metrics: ServiceMetrics,
): DocumentValidator {
  return {
    async validate(xml, ruleSetIds, options) {
      const started = performance.now();
      try {
        return await validator.validate(xml, ruleSetIds, options);
      } finally {
        metrics.validationDuration.observe(
          { rule_sets: ruleSetIds.join('+') },
          (performance.now() - started) / 1000,
        );
      }
    },
  };
}
