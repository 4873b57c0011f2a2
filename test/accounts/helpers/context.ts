/**
 * Handler contexts for calling guard, GetAccount and the admin service directly, the way the
 * REST gateway and the Connect router call handlers.
 */
import { createHandlerContext, type HandlerContext } from '@connectrpc/connect';
import { InvoiceService } from '../../../gen/einvoice/v1/invoice_service_pb.js';

/** A context carrying these request headers (and aborted with `requestSignal`, when given). */
export function contextWith(
  headers: Record<string, string> = {},
  requestSignal?: AbortSignal,
): HandlerContext {
  return createHandlerContext({
    service: InvoiceService,
    method: InvoiceService.method.generateInvoice,
    protocolName: 'rest',
    requestMethod: 'POST',
    url: 'http://localhost/v1/generate',
    requestHeader: new Headers(headers),
    requestSignal,
  });
}
