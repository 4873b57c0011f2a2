/**
 * A Connect interceptor that enforces the proto's protovalidate rules on every unary request,
 * except on the RPCs that run those rules inside their own, fuller checks (validate answers
 * `valid: false` rather than failing; generate and preview report every problem at once), and on
 * the services that authenticate first: AdminService checks its token, then the rules (a caller
 * without the token gets 401/403 and learns nothing of the requests' fields).
 */
import type { Interceptor } from '@connectrpc/connect';
import { enforceRequestRules } from '../api/request-rules.js';

/** Methods (full names) whose handlers check the request rules themselves. */
export const SELF_CHECKING_METHODS = new Set([
  'einvoice.v1.InvoiceService.ValidateInvoice',
  'einvoice.v1.InvoiceService.GenerateInvoice',
  'einvoice.v1.InvoiceService.RenderPreview',
]);

/**
 * Services whose handlers check the caller before the request rules, and then run the rules
 * themselves (src/accounts/admin-service.ts): rules checked here would answer before the token.
 */
export const AUTHENTICATE_FIRST_SERVICES = new Set(['einvoice.v1.AdminService']);

/** Rejects requests that break their declared rules with INVALID_REQUEST and field violations. */
export const requestRulesInterceptor: Interceptor = (next) => async (req) => {
  if (
    !req.stream &&
    !AUTHENTICATE_FIRST_SERVICES.has(req.service.typeName) &&
    !SELF_CHECKING_METHODS.has(`${req.service.typeName}.${req.method.name}`)
  ) {
    enforceRequestRules(req.method.input, req.message);
  }
  return next(req);
};
