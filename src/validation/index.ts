/**
 * The public surface of official validation: build a validator, pick rule sets, read reports.
 */
export {
  createValidator,
  chooseEngine,
  type Validator,
  type ValidatorConfig,
} from './validator.js';
export { ruleSetsFor, ruleSetsForDocument, ruleSetsOfRow } from './rule-sets-for.js';
export {
  RULE_SETS,
  ruleSet,
  isInstalled,
  RuleSetUnavailableError,
  type RuleSet,
} from './rule-sets.js';
export { type ValidationReport, type Finding, type Severity } from './report.js';
export { ValidationDeadlineError, ValidationEngineError } from './engine/engine.js';
