/**
 * InvoiceService: thin adapters from the proto requests to the operations. The same functions
 * serve gRPC, gRPC-Web, Connect and the /v1 REST gateway.
 */
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  InvoiceService,
  type ConvertInvoiceRequest,
  type ConvertInvoiceResponseSchema,
  type GenerateInvoiceRequest,
  type GenerateInvoiceResponseSchema,
  type RenderPreviewRequest,
  type RenderPreviewResponseSchema,
  type RetrieveInvoiceRequest,
  type RetrieveInvoiceResponseSchema,
  type ValidateInvoiceRequest,
  type ValidateInvoiceResponseSchema,
} from '../../gen/einvoice/v1/invoice_service_pb.js';
import { notImplemented } from './not-implemented.js';

type Answer<S extends Parameters<typeof import('@bufbuild/protobuf').create>[0]> =
  | Promise<MessageInitShape<S>>
  | MessageInitShape<S>;

/** The operations behind InvoiceService; missing ones answer UNIMPLEMENTED. */
export interface InvoiceOperations {
  validate(
    req: ValidateInvoiceRequest,
    ctx: HandlerContext,
  ): Answer<typeof ValidateInvoiceResponseSchema>;
  generate?(
    req: GenerateInvoiceRequest,
    ctx: HandlerContext,
  ): Answer<typeof GenerateInvoiceResponseSchema>;
  retrieve?(
    req: RetrieveInvoiceRequest,
    ctx: HandlerContext,
  ): Answer<typeof RetrieveInvoiceResponseSchema>;
  preview?(
    req: RenderPreviewRequest,
    ctx: HandlerContext,
  ): Answer<typeof RenderPreviewResponseSchema>;
  convert?(
    req: ConvertInvoiceRequest,
    ctx: HandlerContext,
  ): Answer<typeof ConvertInvoiceResponseSchema>;
}

/** The InvoiceService implementation over a set of operations. */
export function invoiceServiceImpl(ops: InvoiceOperations): ServiceImpl<typeof InvoiceService> {
  return {
    validateInvoice: (req, ctx) => ops.validate(req, ctx),
    generateInvoice: (req, ctx) =>
      ops.generate
        ? ops.generate(req, ctx)
        : notImplemented(
            'GenerateInvoice',
            'it will produce the e-invoice (PDF/A-3 or XML) in the requested format',
          ),
    retrieveInvoice: (req, ctx) =>
      ops.retrieve
        ? ops.retrieve(req, ctx)
        : notImplemented(
            'RetrieveInvoice',
            'it will read an e-invoice PDF or XML back into invoice JSON',
          ),
    renderPreview: (req, ctx) =>
      ops.preview
        ? ops.preview(req, ctx)
        : notImplemented('RenderPreview', 'it will render a PNG of an invoice page'),
    convertInvoice: (req, ctx) =>
      ops.convert
        ? ops.convert(req, ctx)
        : notImplemented('ConvertInvoice', 'it will convert an e-invoice into another format'),
  };
}
