/**
 * A Connect interceptor that enforces the proto's protovalidate rules on every unary request,
 * except on the RPCs that run those rules inside their own, fuller checks (validate answers
 * `valid: false` rather than failing; generate and preview report every problem at once).
 */
import type { Interceptor } from '@connectrpc/connect';
import { enforceRequestRules } from '../api/request-rules.js';

/** Methods (full names) whose handlers check the request rules themselves. */
export const SELF_CHECKING_METHODS = new Set([
  'einvoice.v1.InvoiceService.ValidateInvoice',
  'einvoice.v1.InvoiceService.GenerateInvoice',
  'einvoice.v1.InvoiceService.RenderPreview',
]);

/** Rejects requests that break their declared rules with INVALID_REQUEST and field violations. */
export const requestRulesInterceptor: Interceptor = (next) => async (req) => {
  if (!req.stream && !SELF_CHECKING_METHODS.has(`${req.service.typeName}.${req.method.name}`)) {
    enforceRequestRules(req.method.input, req.message);
  }
  return next(req);
};
