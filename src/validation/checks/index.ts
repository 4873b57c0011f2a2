/**
 * The field checks of generate and validate: the public surface of src/validation/checks.
 */
export { checkRequest } from './check-request.js';
export type { CheckResult } from './check-request.js';
export { validateResponse, responseOf, errorString } from './validate-response.js';
export { IssueCode } from './issues.js';
export { LEGAL_BASIS } from './legal-warnings.js';
